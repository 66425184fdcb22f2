// CICU: the system's ICU4C library (libicu-dev), found through pkg-config.
//
// This module exists for the package manager: it carries ICU's compiler and linker flags to
// CICUShims, the C target that wraps the functions Money calls. No Swift module imports it:
// ICU's types must stay invisible to Swift, where Foundation's own ICU defines the same names
// differently (see CICUShims.h).
#ifndef CICU_H
#define CICU_H

#include <unicode/utypes.h>

#endif
