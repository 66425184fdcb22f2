extension ExchangeRate {
    /// Where a rate comes from: an ECB reference-rate file and the day of its rates, or the user.
    ///
    ///     let source = ExchangeRate.Source.ecb(file: "/tmp/eurofxref-daily.xml", date: "2026-11-20")
    ///     print(source)
    ///     // Prints "ECB euro reference rates (eurofxref-daily.xml) of 2026-11-20"
    public struct Source: Hashable, Sendable {
        /// Who or what gave the rate: `ECB euro reference rates (eurofxref-daily.xml)`,
        /// `given on the command line`.
        public var name: String
        /// The day the rate is for, `YYYY-MM-DD`; `nil` when not known (a rate typed in).
        public var date: String?

        /// Creates a source.
        ///
        /// - Parameters:
        ///   - name: Who or what gave the rate.
        ///   - date: The day the rate is for, `YYYY-MM-DD`, if known.
        public init(name: String, date: String? = nil) {
            self.name = name
            self.date = date
        }

        /// The name of a rate typed as an option (`--rate`): outputs for a person say it in the
        /// locale's words.
        public static let givenOnTheCommandLine = "given on the command line"

        /// The ECB's euro reference rates of `date`, read from `file` (shown by its last path
        /// component: a receipt has no room for directories).
        public static func ecb(file: String, date: String) -> Source {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            return Source(name: "ECB euro reference rates (\(name))", date: date)
        }
    }
}

extension ExchangeRate.Source: CustomStringConvertible {
    /// The name, then `of` and the date when there is one.
    public var description: String { date.map { "\(name) of \($0)" } ?? name }
}
