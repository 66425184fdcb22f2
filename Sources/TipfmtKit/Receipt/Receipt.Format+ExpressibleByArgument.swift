public import ArgumentParser
public import TipCalc

/// `--format text|markdown|json|html` of `tipfmt receipt`.
extension TipCalc.Receipt.Format: ExpressibleByArgument {}
