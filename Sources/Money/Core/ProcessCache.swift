import Synchronization

/// A process-wide cache of values made once per key: currencies by code, locales by id, ICU
/// formatters by skeleton.
///
/// It is bounded: when `limit` entries are held it starts again, so a stream of distinct keys
/// (a check table with every locale) cannot grow it without end.
final class ProcessCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let entries = Mutex<[Key: Value]>([:])
    private let limit: Int

    /// An empty cache that holds at most `limit` values.
    init(limit: Int) {
        self.limit = limit
    }

    /// The value for `key`, made by `make` on first use; when two threads make one at once, the
    /// first stored wins, so every caller sees the same value.
    func value<Failure: Error>(for key: Key, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let hit = entries.withLock({ $0[key] }) { return hit }
        let made = try make()
        return entries.withLock { entries in
            if let raced = entries[key] { return raced }
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = made
            return made
        }
    }
}
