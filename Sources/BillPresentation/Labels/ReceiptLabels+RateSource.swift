package import TipCalc

extension ReceiptLabels {
    /// Where a rate comes from, in these labels' words where the source is one tipfmt names
    /// itself: `given on the command line`, `ECB euro reference rates, 2026-11-20; rates.xml` (the
    /// file it was read from after the date, which this text then includes); any other source as
    /// it names itself, without its date.
    ///
    /// - Returns: The text, and whether it already says the rate's date.
    package func rateSource(_ source: ExchangeRate.Source) -> (text: String, includesDate: Bool) {
        if source.name == ExchangeRate.Source.givenOnTheCommandLine {
            return (self[.rateSourceGiven], false)
        }
        let ecb = "ECB euro reference rates ("
        if source.name.hasPrefix(ecb), source.name.hasSuffix(")"), let date = source.date {
            let file = source.name.dropFirst(ecb.count).dropLast()
            return (filled(.rateSourceECB, ["date": date]) + "; " + file, true)
        }
        return (source.name, false)
    }
}
