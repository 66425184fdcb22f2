package import Money

/// A `--date` value read as a day, alike in every command that takes one (`calc`, `receipt` and
/// a trip's `add`, `edit` and `pay`).
package enum DayArgument {
    /// `text` as a day; `nil` when no date was given.
    ///
    /// - Throws: ``CLIError/usage(_:)`` for a date that is not a day: an option's value of the
    ///   wrong form is a usage error (exit 64), as argument-parser's own ill-typed values and
    ///   `history --since` are; 65 is for data read from files and stdin.
    package static func read(_ text: String?) throws(CLIError) -> CalendarDate? {
        guard let text else { return nil }
        guard let day = CalendarDate(text) else {
            throw .usage("--date '\(text.prefix(20))' is not a day; write it as YYYY-MM-DD, such as 2026-11-20")
        }
        return day
    }
}
