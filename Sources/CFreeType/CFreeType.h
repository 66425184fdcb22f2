// CFreeType: the system's FreeType (libfreetype-dev), found through pkg-config. ReceiptRaster
// draws the glyphs HarfBuzz chose with it. Only tipfmt-raster and tipfmt-history link it.
#ifndef CFREETYPE_H
#define CFREETYPE_H

#include <ft2build.h>
#include FT_FREETYPE_H

#endif
