package import Money
import BillPresentation
import Synchronization

/// Says on stderr, once per run and currency, that a currency in use has been withdrawn.
///
/// Withdrawn codes still work (old bills are in them); the note names what replaced the currency,
/// from when, and the fixed rate where one was set:
///
///     tipfmt: note: HRK was withdrawn: EUR replaced it on 2023-01-01 at 1 EUR = 7.53450 HRK
package enum WithdrawnCurrencyNote {
    private static let noted = Mutex<Set<String>>([])

    /// Writes the note for `currency`, in the language of `locale`, if it is withdrawn today and
    /// was not noted before.
    package static func noteOnce(_ currency: Currency, locale: LocaleIdentifier, on date: CalendarDate = .today) {
        guard let text = text(for: currency, on: date, locale: locale) else { return }
        let isNew = noted.withLock { $0.insert(currency.code).inserted }
        if isNew { StandardStreams.note(text) }
    }

    /// The note for a currency withdrawn on `date`, in the language of `locale`; `nil` for one in use.
    package static func text(for currency: Currency, on date: CalendarDate, locale: LocaleIdentifier) -> String? {
        guard currency.isWithdrawn(on: date), let change = currency.replacement else { return nil }
        let labels = ReceiptLabels(locale: locale)
        guard let rate = change.rateText else {
            return labels.filled(
                .currencyWithdrawn,
                ["currency": currency.code, "replacement": change.replacementCode, "date": "\(change.date)"])
        }
        return labels.filled(
            .currencyWithdrawnAtRate,
            ["currency": currency.code, "replacement": change.replacementCode, "date": "\(change.date)", "rate": rate])
    }
}
