import Synchronization

/// The ICU formatters one `MoneyFormatter` value has already resolved, by currency code.
///
/// `MoneyFormatter` is a value type whose formatters live in a process-wide cache; finding one
/// there hashes the locale id and currency code. A formatter reused across calls keeps the last
/// two it found here instead, so the hot path compares a short string under a lock. Copies of a
/// `MoneyFormatter` share the slot, which is safe: entries depend only on the formatter's
/// settings, which never change, and the lock makes the slot safe across threads.
///
/// The slot plays no part in equality or hashing: every two slots are equal.
struct ICUFormatterSlot: Hashable, Sendable {
    private struct Entry {
        let currency: String
        let formatter: ICUNumberFormatter
    }

    /// The two most recently resolved formatters, newest first (held inline: no array to allocate
    /// when a formatter is created per call).
    private final class Storage: Sendable {
        let entries = Mutex<(Entry?, Entry?)>((nil, nil))
    }

    private let storage = Storage()

    /// The formatter remembered for `currency`, if any.
    func formatter(currency: String) -> ICUNumberFormatter? {
        storage.entries.withLock { entries -> ICUNumberFormatter? in
            if let first = entries.0, first.currency == currency { return first.formatter }
            if let second = entries.1, second.currency == currency { return second.formatter }
            return nil
        }
    }

    /// Remembers `formatter` for `currency`, forgetting the older entry.
    func remember(_ formatter: ICUNumberFormatter, currency: String) {
        storage.entries.withLock { entries in
            entries = (Entry(currency: currency, formatter: formatter), entries.0)
        }
    }

    static func == (lhs: ICUFormatterSlot, rhs: ICUFormatterSlot) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
