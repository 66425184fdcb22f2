import ArgumentParser
import Money
import BillRequestKit

/// The day of a bill or payment and what the card statement showed for it: `--date` and
/// `--statement`, which `trip add`, `trip edit` and `trip pay` take alike.
struct TripDayOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The day, YYYY-MM-DD (default: today).", valueName: "date"))
    var date: String?

    @Option(
        help: ArgumentHelp(
            "What the card statement showed in the home currency; the exact rate is derived from it.",
            valueName: "amount"))
    var statement: String?

    /// `--date`, read; `nil` without one.
    ///
    /// - Throws: ``CLIError`` for a date that is not a day.
    func day() throws -> CalendarDate? {
        try DayArgument.read(date)
    }
}
