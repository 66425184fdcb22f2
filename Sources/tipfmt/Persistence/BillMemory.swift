#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Money

/// The last bill `calc` computed, kept in `$XDG_STATE_HOME/tipfmt/last-bill.json` for ten minutes
/// so `tipfmt calc --tip 20` can re-run it.
///
///     {"bill": "84.50", "currency": "USD", "savedAt": 1767225600}
struct BillMemory: Codable, Equatable {
    /// How long a remembered bill stays usable, in seconds.
    static let lifetime: Int64 = 600

    /// The canonical amount.
    var bill: String
    /// The ISO code.
    var currency: String
    /// When it was saved, in seconds since 1970.
    var savedAt: Int64

    /// The state file for this environment.
    static func path(_ environment: Environment) -> String? {
        XDGDirectories.state(environment).map { $0 + "/last-bill.json" }
    }

    /// The current time in seconds since 1970.
    static func now() -> Int64 { Int64(time(nil)) }

    /// Remembers a bill; failures are ignored (the memory is a convenience, not a contract).
    static func save(_ money: Money, environment: Environment) {
        guard let path = path(environment) else { return }
        let memory = BillMemory(bill: money.amountText, currency: money.currency.code, savedAt: now())
        let text =
            "{\"bill\": \(JSONText.quoted(memory.bill)), \"currency\": \(JSONText.quoted(memory.currency)), "
            + "\"savedAt\": \(memory.savedAt)}\n"
        try? FileSystem.writeAtomically(Array(text.utf8), to: path, newFileMode: 0o600)
    }

    /// The remembered bill if it is younger than ``lifetime``, with its age in seconds.
    static func recall(_ environment: Environment) -> (money: Money, age: Int64)? {
        guard let path = path(environment), FileSystem.exists(path),
            let bytes = try? FileSystem.read(path, regularOnly: true),
            let memory = try? JSONDecoder().decode(BillMemory.self, from: Data(bytes)),
            let currency = try? Currency(code: memory.currency),
            let money = try? Money(parsing: memory.bill, currency)
        else { return nil }
        let age = now() - memory.savedAt
        guard age >= 0, age < lifetime else { return nil }
        return (money, age)
    }
}
