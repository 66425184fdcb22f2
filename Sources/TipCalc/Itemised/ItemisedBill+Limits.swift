/// The limits every reader of a bill file keeps, so no input can make reading slow or large.
///
/// Each is stated in docs/Limits.md, and each error that a limit gives names it:
///
///     try ItemisedBill(json: String(repeating: "[", count: 100_000))
///     // throws "line 1, column 33: nested more than 32 levels deep; a bill nests at most 32"
extension ItemisedBill {
    /// The most items a bill file or the command line may give: 10,000.
    ///
    /// A restaurant bill has tens; the cap keeps `calc` on the largest bill under a second and
    /// within a few tens of megabytes (BENCHMARKS.md, Limits).
    public static let maximumItems = 10_000

    /// The most names one list may hold (`people:`, `cash:`, an item's `@…` or `sharedBy`): as
    /// many as a party may have, ``Party/maximumSize``.
    public static let maximumNamesPerList = Party.maximumSize

    /// The largest bill file, text or JSON: 1 MB (1,048,576 bytes), checked before it is read.
    ///
    /// Room for the 10,000 items at 100 bytes each; reading a bill costs about a microsecond a
    /// byte, so the largest bill file is read in about a second and a few tens of MB.
    public static let maximumFileSize = 1 << 20

    /// The longest line of a bill in the text form, in bytes of UTF-8: 16,384, room for a
    /// `people:` line of a thousand names of a dozen letters each.
    public static let maximumLineLength = 16_384

    /// The deepest nesting of lists and objects in a bill in the JSON form: 32 (a bill needs 4).
    public static let maximumDepth = 32

    /// The most members one JSON object may have, and elements one JSON list other than
    /// `items` may have: ``maximumNamesPerList``.
    static let maximumMembers = maximumNamesPerList

    /// The error for a list with more than ``maximumNamesPerList`` names.
    package static var tooManyNames: String {
        "more than \(maximumNamesPerList) names in one list; a list names at most \(maximumNamesPerList) people"
    }

    /// The error for a bill with more than ``maximumItems`` items.
    package static var tooManyItems: String {
        "more than \(maximumItems) items; a bill has at most \(maximumItems) (split it into several bills)"
    }
}
