#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
package import Money

/// The last bill `calc` or `receipt` computed, with its currency and the locale it was shown in.
///
/// It is kept in `$XDG_STATE_HOME/tipfmt/last-bill.json` for ten minutes so `tipfmt calc --tip 20`
/// re-runs it as it was shown:
///
///     {
///       "bill" : "84.50",
///       "currency" : "EUR",
///       "locale" : "de_DE",
///       "savedAt" : 1767225600
///     }
///
/// The file is a convenience, not a contract: a file that cannot be read or makes no sense
/// (bad JSON, an unknown currency, a time that is not a time) is a note on stderr and is
/// ignored, never a failure of the command.
package struct LastBill: Codable, Equatable {
    /// How long a remembered bill stays usable, in seconds.
    package static let lifetime: Int64 = 600

    /// The canonical amount.
    package var bill: String
    /// The ISO code.
    package var currency: String
    /// The locale the bill was shown in (absent in files written before it was remembered).
    package var locale: String?
    /// When it was saved, in seconds since 1970.
    package var savedAt: Int64

    /// A remembered bill, read back.
    package struct Recalled {
        /// The bill.
        package var money: Money
        /// The locale it was shown in.
        package var locale: LocaleIdentifier?
        /// Its age in seconds, 0 to ``LastBill/lifetime``.
        package var age: Int64
    }

    /// The state file for this environment.
    package static func path(_ environment: Environment) -> String? {
        XDGDirectories.state(environment).map { $0 + "/last-bill.json" }
    }

    /// The current time in seconds since 1970.
    package static func now() -> Int64 { Int64(time(nil)) }

    /// Remembers a bill and its locale, without syncing it to disk; failures are ignored.
    package static func save(_ money: Money, locale: LocaleIdentifier, environment: Environment) {
        guard let path = path(environment) else { return }
        let memory = LastBill(
            bill: money.amountText, currency: money.currency.code, locale: locale.identifier, savedAt: now())
        guard let text = try? JSONOutput.encode(memory) else { return }
        // Not synced: a bill lost to a power cut costs nothing, and two fsyncs cost more than
        // the whole of a `calc` (start-up time). The rename still keeps readers from a torn file.
        try? FileSystem.writeAtomically(Array(text.utf8), to: path, newFileMode: 0o600, durability: .atomicOnly)
    }

    /// The remembered bill if there is one younger than ``lifetime``.
    ///
    /// - Parameter note: Called with a note for stderr when the file exists but is ignored.
    package static func recall(_ environment: Environment, now: Int64 = now(), note: (String) -> Void) -> Recalled? {
        guard let path = path(environment), FileSystem.exists(path) else { return nil }
        do {
            return try read(path, now: now)
        } catch {
            note("ignoring the last-bill file \(path): \(error.reason)")
            return nil
        }
    }

    /// Why a state file was ignored.
    package struct Unusable: Error {
        package var reason: String
    }

    /// Reads and checks the file; `nil` when the bill is simply too old.
    package static func read(_ path: String, now: Int64) throws(Unusable) -> Recalled? {
        let memory: LastBill
        do {
            memory = try JSONDecoder().decode(LastBill.self, from: Data(try FileSystem.read(path, regularOnly: true)))
        } catch let error as CLIError {
            throw Unusable(reason: error.message)
        } catch {
            throw Unusable(reason: "it is not a JSON object with bill, currency and savedAt")
        }
        let money: Money
        let locale: LocaleIdentifier?
        do {
            money = try Money(parsing: memory.bill, Currency(code: memory.currency))
            locale = try memory.locale.map { (id) throws(MoneyError) in try LocaleIdentifier(id) }
        } catch {
            throw Unusable(reason: ErrorReporter.message(for: error))
        }
        // Both times come from outside: a difference out of Int64's range is not a time.
        let (age, overflow) = now.subtractingReportingOverflow(memory.savedAt)
        guard !overflow, age >= 0 else {
            throw Unusable(reason: "it was saved at \(memory.savedAt), which is not a time in the past")
        }
        guard age < lifetime else { return nil }
        return Recalled(money: money, locale: locale, age: age)
    }
}
