public import ArgumentParser
public import TipCalc

/// `--tip-on pretax|total`.
extension TipBase: ExpressibleByArgument {}
