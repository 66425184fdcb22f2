import ArgumentParser
import BillRequestKit
import Money

/// `--date` for `calc` and `receipt`: the day of the bill, whose fixing a `--rates` history (or
/// the config's rates file) converts it at, as a trip's bill takes the fixing of its own day.
struct BillDayOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The bill's day, YYYY-MM-DD: a --rates history converts it at that day's fixing, or the last before it. Default: today.",
            valueName: "date"))
    var date: String?

    /// `--date`, read; `nil` without one.
    ///
    /// - Throws: ``CLIError`` for a date that is not a day.
    func day() throws -> CalendarDate? {
        try DayArgument.read(date)
    }
}
