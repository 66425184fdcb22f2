public import Money

/// How people usually tip in a region, with where that comes from and when it was checked.
///
/// The data lives in `Resources/locales/tipping/customs.json` and is compiled into the module
/// (`Generated/TippingCustom+Data.swift`, made by `scripts/generate-tipping.py`), so a `tipfmt`
/// binary copied alone still has it.
///
///     let us = TippingCustom.forRegion("us")
///     print(us?.defaultPercent, us?.serviceUsuallyIncluded)
///     // Prints "Optional(20) Optional(false)"
///
/// These are customs, not rules: the user's own percentage always wins.
public struct TippingCustom: Hashable, Sendable, Codable {
    /// The ISO 3166-1 alpha-2 region code, upper-case: `US`.
    public let region: String
    /// The low end of the customary range, in percent.
    public let minimumPercent: ExactDecimal
    /// The high end of the customary range, in percent.
    public let maximumPercent: ExactDecimal
    /// The percentage to suggest when the user gives none.
    public let defaultPercent: ExactDecimal
    /// Whether restaurant bills usually already include a service charge.
    public let serviceUsuallyIncluded: Bool
    /// One line of English advice.
    public let note: String
    /// The named public source the entry follows.
    public let source: String
    /// When the entry was last checked, `YYYY-MM-DD`.
    public let asOf: String

    /// Creates an entry (the generated table uses this).
    public init(
        region: String, minimumPercent: ExactDecimal, maximumPercent: ExactDecimal, defaultPercent: ExactDecimal,
        serviceUsuallyIncluded: Bool, note: String, source: String, asOf: String
    ) {
        self.region = region
        self.minimumPercent = minimumPercent
        self.maximumPercent = maximumPercent
        self.defaultPercent = defaultPercent
        self.serviceUsuallyIncluded = serviceUsuallyIncluded
        self.note = note
        self.source = source
        self.asOf = asOf
    }

    /// The custom for a region code in any letter case (`"us"`, `"US"`), or `nil`.
    public static func forRegion(_ region: String) -> TippingCustom? {
        let upper = region.uppercased()
        return all.first { $0.region == upper }
    }

    /// Every region's custom, sorted by region code.
    public static var all: [TippingCustom] { generatedCustoms }
}
