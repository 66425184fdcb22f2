// CFontconfig: the system's fontconfig (libfontconfig-dev), found through pkg-config.
// ReceiptRaster asks it for a face that has every character of a line it draws.
#ifndef CFONTCONFIG_H
#define CFONTCONFIG_H

#include <fontconfig/fontconfig.h>

#endif
