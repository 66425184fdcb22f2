/// A validated ICU locale; `Money.LocaleIdentifier` when a name of your own is also called `LocaleIdentifier`.
public typealias LocaleIdentifier = Money.LocaleIdentifier

extension Money {
    /// A locale ICU has data for, validated and canonicalized once.
    ///
    /// Both ICU ids (`de_CH`, `sr_Latn_RS`) and BCP-47 tags (`de-CH`) are accepted; ids that ICU
    /// reaches through aliases (`zh_TW`, `zh_CN`) are valid too. An empty id, an unknown language
    /// or region, or a language ICU has no data for is an error instead of ICU's silent fallback
    /// to the root locale.
    ///
    ///     let swiss = try LocaleIdentifier("de-CH")
    ///     print(swiss.identifier, swiss.region ?? "-")
    ///     // Prints "de_CH CH"
    ///
    /// The type is declared inside ``Money`` so that it can always be named `Money.LocaleIdentifier`;
    /// the top-level `LocaleIdentifier` is an alias for it.
    public struct LocaleIdentifier: Sendable, Hashable {
        /// The canonical ICU id, such as `de_CH`.
        public let identifier: String
        /// The language subtag, such as `de`.
        public let language: String
        /// The script subtag, such as `Latn`, when one was given.
        public let script: String?
        /// The region subtag, such as `CH`, when one was given.
        public let region: String?

        /// Validates and canonicalizes a locale id or BCP-47 tag.
        ///
        ///     try LocaleIdentifier("de-CH").identifier   // "de_CH"
        ///
        /// - Parameter identifier: An ICU locale id or a BCP-47 tag.
        /// - Throws: ``MoneyError/invalidLocale(_:reason:)`` saying what is wrong with it.
        public init(_ identifier: String) throws(MoneyError) {
            self = try LocaleIdentifier.cache.value(for: identifier) { () throws(MoneyError) in
                try LocaleIdentifier(resolving: identifier)
            }
        }

        /// Checks and resolves `identifier` through ICU (what ``init(_:)`` caches).
        private init(resolving identifier: String) throws(MoneyError) {
            guard !identifier.isEmpty else { throw .invalidLocale(identifier, reason: "it is empty") }
            guard identifier.utf8.count <= 100,
                identifier.unicodeScalars.allSatisfy({
                    $0.isASCII
                        && ($0.properties.isAlphabetic || $0.properties.numericType != nil
                            || "-_@=;.".unicodeScalars.contains($0))
                })
            else {
                throw .invalidLocale(String(identifier.prefix(40)), reason: "it has characters no locale id has")
            }
            let parts = try ICULocaleData.resolve(identifier)
            self.identifier = parts.identifier
            language = parts.language
            script = parts.script
            region = parts.region
        }
    }
}

extension LocaleIdentifier {
    private static let cache = ProcessCache<String, LocaleIdentifier>(limit: 4096)

    /// The region ICU's likely-subtags data gives this locale: its own region, or `DE` for `de`.
    public var likelyRegion: String? { region ?? ICULocaleData.likelyRegion(identifier) }

    /// The locales ICU ships data for, as ICU lists them (aliases such as `zh_TW` are not listed
    /// but are still valid).
    public static var available: [String] { ICULocaleData.available }
}

extension LocaleIdentifier: CustomStringConvertible {
    /// The canonical ICU id.
    public var description: String { identifier }
}

extension LocaleIdentifier: Codable {
    /// Decodes and validates an id string.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for an id ICU has no data for.
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(from: decoder) { (text) throws(MoneyError) in try LocaleIdentifier(text) }
    }

    /// Encodes the canonical id.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(identifier, to: encoder)
    }
}
