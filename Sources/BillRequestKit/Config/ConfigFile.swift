#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Money

/// The persisted defaults in `$XDG_CONFIG_HOME/tipfmt/config.json`.
///
/// A flat JSON object, written by ``JSONOutput`` (sorted keys, string values):
///
///     {
///       "currency" : "CHF",
///       "locale" : "de_CH",
///       "tip" : "10"
///     }
///
/// Every value is checked when the file is read. A hand-written number is a value like its text
/// (`{"tip": 18}`, `{"tip": "18%"}`); a key tipfmt does not know, or a value that does not read, is a
/// warning naming it and is ignored (a newer tipfmt's key, a typo, an older tipfmt's value), so it
/// never stops a command, and is kept as it is when another key is set; a malformed file is an
/// error naming the file and what is wrong, and is never overwritten.
package struct ConfigFile: Equatable {
    /// The keys a config file may hold.
    package enum Key: String, CaseIterable, Sendable {
        /// The default tip percentage for `calc`, such as `18`.
        case tip
        /// The default output locale, such as `de_CH`.
        case locale
        /// The default currency code, such as `CHF`.
        case currency
        /// The home currency amounts are converted to (with `--rate` or `--rates`).
        case home
        /// The default `--round` policy for `calc`: none, nearest, up or shares-up.
        case rounding
        /// The default `--rates` file of every command: an ECB daily or history file, by its
        /// absolute path.
        case rates

        /// What a valid value looks like, for error messages.
        package var expected: String {
            switch self {
            case .tip: "a percentage from 0 to 100, such as 18 or 17.5%"
            case .locale: "a locale such as de_CH"
            case .currency: "an ISO 4217 code such as EUR"
            case .home: "an ISO 4217 code such as EUR"
            case .rounding: "one of \(RoundOption.allCases.map(\.rawValue).joined(separator: ", "))"
            case .rates: "the absolute path of an ECB eurofxref file, such as /home/ann/eurofxref-hist.csv"
            }
        }

        /// Checks and canonicalises a value (`usd` → `USD`, `de-CH` → `de_CH`).
        ///
        /// Only a canonical form that reads back as itself counts: ICU canonicalises
        /// `en-u-nua-arb` to `en@attribute=arb-nua`, which is not a locale id the next run would
        /// accept, so neither is saved nor used.
        package func canonical(_ value: String) -> String? {
            guard let once = canonicalOnce(value), canonicalOnce(once) == once else { return nil }
            return once
        }

        private func canonicalOnce(_ value: String) -> String? {
            switch self {
            case .tip:
                let number = value.hasSuffix("%") ? String(value.dropLast()) : value
                guard let percent = try? ExactDecimal(parsing: number), percent >= .zero,
                    percent <= ExactDecimal(100)
                else { return nil }
                return percent.description
            case .locale:
                return (try? LocaleIdentifier(value))?.identifier
            case .currency, .home:
                return (try? Currency(code: value))?.code
            case .rounding:
                return RoundOption(rawValue: value)?.rawValue
            case .rates:
                // An absolute path, so the file is found from any directory; `config set` makes a
                // relative one absolute before it comes here.
                let isPlain = !value.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
                return value.hasPrefix("/") && value.count > 1 && isPlain ? value : nil
            }
        }
    }

    /// The file's path.
    package let path: String
    /// The values set, by key.
    package private(set) var values: [Key: String] = [:]
    /// Values in the file that do not read, as written: ignored, but saved back unchanged.
    package private(set) var unreadable: [Key: String] = [:]
    /// One line per value that does not read, naming the key.
    package private(set) var warnings: [String] = []

    /// The value of a key, if set.
    package subscript(_ key: Key) -> String? { values[key] }

    /// The config file for this environment; `nil` path when neither XDG_CONFIG_HOME nor HOME is set.
    package static func path(_ environment: Environment) -> String? {
        XDGDirectories.config(environment).map { $0 + "/config.json" }
    }

    /// Loads the config file; a missing file is an empty config.
    ///
    /// - Throws: ``CLIError/config(_:)`` naming the file and the problem.
    package static func load(_ environment: Environment) throws(CLIError) -> ConfigFile {
        guard let path = path(environment) else { return ConfigFile(path: "") }
        let bytes: [UInt8]
        do {
            // A folder that cannot be searched is said, not taken for "no config"; a FIFO or
            // device where the file should be is refused without waiting on it.
            guard try FileSystem.isPresent(path) else { return ConfigFile(path: path) }
            bytes = try FileSystem.read(path, regularOnly: true)
        } catch {
            throw .config(error.message)
        }
        let config = try ConfigFile(path: path, contents: bytes)
        for warning in config.warnings { StandardStreams.note(warning) }
        return config
    }

    /// Loads the config, changes it with `body` and saves it, holding the writers' lock
    /// throughout, so two `tipfmt config set` at once both land.
    ///
    /// - Throws: ``CLIError/config(_:)`` for a malformed file, what `body` throws, or
    ///   ``CLIError/cannotWrite(_:)``.
    package static func update(_ environment: Environment, _ body: (inout ConfigFile) throws(CLIError) -> Void)
        throws(CLIError)
    {
        func change() throws(CLIError) {
            var config = try load(environment)
            let before = config
            try body(&config)
            if config != before { try config.save() }  // save() says when there is no config folder
        }
        guard let path = path(environment) else { return try change() }
        try FileSystem.withExclusiveLock(forWriting: path, change)
    }

    /// An empty config at `path`.
    package init(path: String) {
        self.path = path
    }

    /// Parses and checks a config file's contents.
    package init(path: String, contents: [UInt8]) throws(CLIError) {
        self.path = path
        let raw: [String: Value]
        do {
            raw = try JSONDecoder().decode([String: Value].self, from: Data(contents))
        } catch let error as DecodingError {
            throw .config("\(path) is malformed: \(Self.describe(error)); fix or delete the file")
        } catch {
            throw .config("\(path) is malformed: it is not a JSON object; fix or delete the file")
        }
        for (name, value) in raw.sorted(by: { $0.key < $1.key }) {
            guard let key = Key(rawValue: name) else {
                let known = Key.allCases.map(\.rawValue).joined(separator: ", ")
                warnings.append("ignoring the unknown key '\(name.prefix(40))' in \(path) (known: \(known))")
                continue
            }
            guard let canonical = key.canonical(value.text) else {
                unreadable[key] = value.text
                warnings.append(
                    "\(path): '\(name)' is '\(value.text)', not \(key.expected); it is ignored "
                        + "(set it again with `tipfmt config set \(name) VALUE`, or `tipfmt config unset \(name)`)")
                continue
            }
            values[key] = canonical
        }
    }

    /// A value as written: a string, or a number taken as its exact decimal text.
    private struct Value: Decodable {
        var text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                text = string
            } else {
                // Decimal keeps the digits as written (no binary floating point): 17.5 stays 17.5.
                text = try container.decode(Decimal.self).description
            }
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            if let key = context.codingPath.last?.stringValue {
                return "the value of '\(key)' is not a string or a number"
            }
            return "it is not a JSON object of strings"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "it is not valid JSON" }
            return "invalid value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        case .keyNotFound(let key, _):
            return "missing '\(key.stringValue)'"
        @unknown default:
            return "it is not a JSON object of strings"
        }
    }

    /// Sets a key, checking and canonicalising the value.
    package mutating func set(_ key: Key, _ value: String) throws(CLIError) {
        guard let canonical = key.canonical(value) else {
            throw .rejected("invalid value '\(value)' for '\(key.rawValue)': expected \(key.expected)")
        }
        values[key] = canonical
        unreadable[key] = nil
    }

    /// Removes a key, whether its value read or not.
    package mutating func unset(_ key: Key) {
        values[key] = nil
        unreadable[key] = nil
    }

    /// Writes the file atomically (temporary file, then rename), through ``JSONOutput``.
    package func save() throws(CLIError) {
        guard !path.isEmpty else {
            throw .cannotWrite("cannot find a config directory: set XDG_CONFIG_HOME or HOME")
        }
        var object: [String: String] = [:]
        for (key, value) in values.merging(unreadable, uniquingKeysWith: { valid, _ in valid }) {
            object[key.rawValue] = value
        }
        try FileSystem.writeAtomically(Array(try JSONOutput.encode(object).utf8), to: path, newFileMode: 0o600)
    }
}
