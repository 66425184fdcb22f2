import ReceiptRaster
import TipfmtKit

// `tipfmt receipt --format escpos` runs here (tipfmt execs this binary with its own arguments):
// the same commands, with the lines a printer has no characters for drawn by FontRasterizer.
ReceiptDrawing.install { FontRasterizer(fontFile: $0) }
TipFmt.main()
