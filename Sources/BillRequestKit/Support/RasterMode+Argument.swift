public import ArgumentParser
public import ReceiptPrinting

/// `--raster auto|never|always`, read as its raw value.
extension RasterMode: ExpressibleByArgument {}
