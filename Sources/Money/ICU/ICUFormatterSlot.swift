import Synchronization

/// The ICU formatters one `MoneyFormatter` value has already resolved, by currency code.
///
/// `MoneyFormatter` is a value type whose formatters live in a process-wide cache; finding one
/// there hashes the locale id and currency code under a lock. A formatter value remembers the
/// first currency it formatted without any lock: the entry is written once (an atomic
/// compare-and-exchange from empty) and only read afterwards, so the hot path is one atomic load
/// and a short string comparison. One more entry, for a second currency, sits behind a lock.
/// Copies of a `MoneyFormatter` share the slot, which is safe: entries depend only on the
/// formatter's settings, which never change.
///
/// The slot plays no part in equality or hashing: every two slots are equal.
struct ICUFormatterSlot: Hashable, Sendable {
    /// An immutable pair, shared between threads once published.
    private final class Entry: Sendable {
        let currency: String
        let formatter: ICUNumberFormatter

        init(currency: String, formatter: ICUNumberFormatter) {
            self.currency = currency
            self.formatter = formatter
        }
    }

    private final class Storage: Sendable {
        /// The first entry, as the address of a retained `Entry` (0 while empty); written once.
        let first = Atomic<UInt>(0)
        /// The most recent other currency.
        let second = Mutex<Entry?>(nil)

        deinit {
            let address = first.load(ordering: .acquiring)
            if let pointer = UnsafeRawPointer(bitPattern: address) {
                Unmanaged<Entry>.fromOpaque(pointer).release()
            }
        }
    }

    private let storage = Storage()

    /// The formatter remembered for `currency`, if any.
    func formatter(currency: String) -> ICUNumberFormatter? {
        // The entry stays alive while `storage` is: it is released only in `Storage.deinit`.
        if let pointer = UnsafeRawPointer(bitPattern: storage.first.load(ordering: .acquiring)) {
            let hit = Unmanaged<Entry>.fromOpaque(pointer)._withUnsafeGuaranteedRef { entry in
                entry.currency == currency ? entry.formatter : nil
            }
            if let hit { return hit }
        }
        return storage.second.withLock { entry in
            guard let entry, entry.currency == currency else { return nil }
            return entry.formatter
        }
    }

    /// Remembers `formatter` for `currency`: in the lock-free first entry if it is still empty,
    /// else in the second, replacing what was there.
    func remember(_ formatter: ICUNumberFormatter, currency: String) {
        let entry = Entry(currency: currency, formatter: formatter)
        let retained = Unmanaged.passRetained(entry)
        let address = UInt(bitPattern: retained.toOpaque())
        let published = storage.first.compareExchange(expected: 0, desired: address, ordering: .acquiringAndReleasing)
        if published.exchanged { return }
        retained.release()
        storage.second.withLock { $0 = entry }
    }

    static func == (lhs: ICUFormatterSlot, rhs: ICUFormatterSlot) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
