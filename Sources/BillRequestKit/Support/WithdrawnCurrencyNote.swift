package import Money
import Synchronization

/// Says on stderr, once per run and currency, that a currency in use has been withdrawn.
///
/// Withdrawn codes still work (old bills are in them); the note names what replaced the currency,
/// from when, and the fixed rate where one was set:
///
///     tipfmt: note: HRK was withdrawn: EUR replaced it on 2023-01-01 at 1 EUR = 7.53450 HRK
package enum WithdrawnCurrencyNote {
    private static let noted = Mutex<Set<String>>([])

    /// Writes the note for `currency` if it is withdrawn today and was not noted before.
    package static func noteOnce(_ currency: Currency, on date: CalendarDate = .today) {
        guard let text = text(for: currency, on: date) else { return }
        let isNew = noted.withLock { $0.insert(currency.code).inserted }
        if isNew { StandardStreams.note(text) }
    }

    /// The note for a currency withdrawn on `date`; `nil` for one in use.
    package static func text(for currency: Currency, on date: CalendarDate) -> String? {
        guard currency.isWithdrawn(on: date), let change = currency.replacement else { return nil }
        var text = "\(currency.code) was withdrawn: \(change.replacementCode) replaced it on \(change.date)"
        if let rate = change.rateText { text += " at 1 \(change.replacementCode) = \(rate) \(currency.code)" }
        return text
    }
}
