import TipfmtKit

// The commands live in TipfmtKit (reading bills with BillRequestKit, `live` drawn by LiveUI), where
// tests and fuzz targets reach them as a library.
TipFmt.main()
