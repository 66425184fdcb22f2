// CHarfBuzz: the system's HarfBuzz (libharfbuzz-dev), found through pkg-config. ReceiptRaster
// shapes the lines no code page of a printer reaches with it (Thai and Devanagari clusters,
// Vietnamese stacked marks, Arabic joining). Only tipfmt-raster and tipfmt-history link it.
#ifndef CHARFBUZZ_H
#define CHARFBUZZ_H

#include <hb.h>
#include <hb-ot.h>

#endif
