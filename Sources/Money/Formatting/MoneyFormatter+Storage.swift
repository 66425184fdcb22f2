import Synchronization

extension MoneyFormatter {
    /// What a `MoneyFormatter` value holds: its settings and the ICU formatters it has resolved,
    /// in one immutable object, so that copying a formatter (out of an array, into a closure)
    /// is one retain rather than a retain per string of its locale id plus value witnesses
    /// (about 150 instructions of the 1,372 a reused format took; BENCHMARKS.md).
    ///
    /// The formatters live in a process-wide cache; finding one there hashes the locale id and
    /// currency code under a lock. The storage remembers the first currency it formatted without
    /// any lock: the entry is written once (an atomic compare-and-exchange from empty) and only
    /// read afterwards, so the hot path is one atomic load and an integer comparison. One more
    /// entry, for a second currency, sits behind a lock. Copies of a `MoneyFormatter` share the
    /// storage, which is safe: entries depend only on the settings, which never change.
    final class Storage: Sendable {
        let locale: LocaleIdentifier
        let style: Style
        let signDisplay: SignDisplay
        let usesGrouping: Bool
        let usesCashRounding: Bool
        let usesLatinDigits: Bool
        let rounding: Money.RoundingRule

        /// An immutable pair, shared between threads once published.
        private final class Entry: Sendable {
            let currency: UInt64
            let formatter: ICUNumberFormatter

            init(currency: UInt64, formatter: ICUNumberFormatter) {
                self.currency = currency
                self.formatter = formatter
            }
        }

        /// The first entry, as the address of a retained `Entry` (0 while empty); written once.
        private let first = Atomic<UInt>(0)
        /// The most recent other currency.
        private let second = Mutex<Entry?>(nil)

        init(
            locale: LocaleIdentifier, style: Style, signDisplay: SignDisplay, usesGrouping: Bool,
            usesCashRounding: Bool, usesLatinDigits: Bool, rounding: Money.RoundingRule
        ) {
            self.locale = locale
            self.style = style
            self.signDisplay = signDisplay
            self.usesGrouping = usesGrouping
            self.usesCashRounding = usesCashRounding
            self.usesLatinDigits = usesLatinDigits
            self.rounding = rounding
        }

        deinit {
            if let pointer = UnsafeRawPointer(bitPattern: first.load(ordering: .acquiring)) {
                Unmanaged<Entry>.fromOpaque(pointer).release()
            }
        }

        /// Calls `body` with the formatter remembered first if it is `currency`'s, without a
        /// retain; `nil` otherwise (or when `body` returns `nil`).
        @inline(__always)
        func withFirstFormatter<R>(_ currency: Currency, _ body: (ICUNumberFormatter) -> R?) -> R? {
            guard let pointer = UnsafeRawPointer(bitPattern: first.load(ordering: .acquiring)) else { return nil }
            // The entry stays alive while the storage does: it is released only in `deinit`.
            return Unmanaged<Entry>.fromOpaque(pointer)._withUnsafeGuaranteedRef { entry in
                entry.currency == currency.codeBits ? body(entry.formatter) : nil
            }
        }

        /// The formatter remembered for `currency`, if any.
        func formatter(_ currency: Currency) -> ICUNumberFormatter? {
            if let hit = withFirstFormatter(currency, { $0 }) { return hit }
            return second.withLock { entry in
                guard let entry, entry.currency == currency.codeBits else { return nil }
                return entry.formatter
            }
        }

        /// Remembers `formatter` for `currency`: in the lock-free first entry if it is still
        /// empty, else in the second, replacing what was there.
        func remember(_ formatter: ICUNumberFormatter, currency: Currency) {
            let entry = Entry(currency: currency.codeBits, formatter: formatter)
            let retained = Unmanaged.passRetained(entry)
            let address = UInt(bitPattern: retained.toOpaque())
            let published = first.compareExchange(expected: 0, desired: address, ordering: .acquiringAndReleasing)
            if published.exchanged { return }
            retained.release()
            second.withLock { $0 = entry }
        }

        /// Whether the settings are the same (what formatters' equality compares).
        func hasSettings(of other: Storage) -> Bool {
            locale == other.locale && style == other.style && signDisplay == other.signDisplay
                && usesGrouping == other.usesGrouping && usesCashRounding == other.usesCashRounding
                && usesLatinDigits == other.usesLatinDigits && rounding == other.rounding
        }

        /// Hashes the settings.
        func hashSettings(into hasher: inout Hasher) {
            hasher.combine(locale)
            hasher.combine(style)
            hasher.combine(signDisplay)
            hasher.combine(usesGrouping)
            hasher.combine(usesCashRounding)
            hasher.combine(usesLatinDigits)
            hasher.combine(rounding)
        }
    }
}
