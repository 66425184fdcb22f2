public import BillPresentation
public import ArgumentParser
public import TipCalc

/// `--format text|markdown|json|html` of `tipfmt receipt`.
extension BillPresentation.Receipt.Format: ExpressibleByArgument {}
