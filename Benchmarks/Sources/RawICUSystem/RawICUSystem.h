// RawICUSystem: the system's ICU4C (libicu-dev) through pkg-config, for the benchmarks' floor.
//
// It carries ICU's compiler and linker flags to RawICUShims; no Swift module imports it, for the
// reason CICU.h in the root package gives (Foundation's ICU defines the same C types).
#ifndef RAW_ICU_SYSTEM_H
#define RAW_ICU_SYSTEM_H

#include <unicode/utypes.h>

#endif
