import TipfmtKit

// Everything the tool does lives in TipfmtKit, where tests and fuzz targets reach it as a library.
TipFmt.main()
