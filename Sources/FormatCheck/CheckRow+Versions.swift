import Money

/// The ICU and CLDR versions that formatted a table's values, or that run a check.
///
///     let here = FormattingVersions.current
///     print(here)
///     // Prints "ICU 72.1, CLDR 42.0"
public struct FormattingVersions: Hashable, Sendable, CustomStringConvertible {
    /// The ICU version, such as `72.1`.
    public var icu: String
    /// The CLDR version of ICU's data, such as `42.0`.
    public var cldr: String

    /// Versions as written: `72.1` and `42.0`.
    public init(icu: String, cldr: String) {
        self.icu = icu
        self.cldr = cldr
    }

    /// The versions of the ICU this process runs with (asked of ICU, not of the headers).
    public static var current: FormattingVersions { FormattingVersions(icu: Money.icuVersion, cldr: Money.cldrVersion) }

    /// The CLDR major version, the key of version-keyed expected values: `42` for `42.0`.
    public var cldrMajor: String { String(cldr.prefix(while: { $0 != "." })) }

    /// `ICU 72.1, CLDR 42.0`.
    public var description: String { "ICU \(icu), CLDR \(cldr)" }

    /// The comment `check --update` writes at the top of a TSV or CSV table:
    /// `# tipfmt check: written with ICU 72.1, CLDR 42.0`.
    public var headerComment: String { "\(Self.headerPrefix) \(self)" }

    static let headerPrefix = "# tipfmt check: written with"

    /// Reads a header comment; `nil` for any other line.
    init?(headerComment line: Substring) {
        guard line.hasPrefix(Self.headerPrefix) else { return nil }
        let parts = line.dropFirst(Self.headerPrefix.count).split(separator: ",").map {
            $0.split(separator: " ")
        }
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2, parts[0][0] == "ICU",
            parts[1][0] == "CLDR"
        else { return nil }
        self.init(icu: String(parts[0][1]), cldr: String(parts[1][1]))
    }
}

/// One value of a version-keyed expected field: the text a given CLDR version formats.
public struct VersionedExpectation: Hashable, Sendable {
    /// The CLDR major version the value is for (`48`).
    public var cldr: String
    /// The text that version formats.
    public var text: String

    /// A value for CLDR `cldr` (a major version, `48`).
    public init(cldr: String, text: String) {
        self.cldr = cldr
        self.text = text
    }
}

extension CheckRow {
    /// The values of a version-keyed expected field, in the order written, or `[]` for a plain one.
    ///
    /// An expected field that starts with `{cldr` holds one value per CLDR major version, each
    /// after its key: `{cldr42}CHF 1’234.50{cldr48}CHF 1'234.50`. A check compares with the value
    /// for the running CLDR when there is one; otherwise any value that matches passes and the
    /// report names its version.
    ///
    /// - Throws: ``CheckError`` for a key that is not `{cldr` digits `}`, a version given twice,
    ///   or a field with no value.
    public func versionedExpectations(path: String = "") throws(CheckError) -> [VersionedExpectation] {
        guard expected.hasPrefix("{cldr") else { return [] }
        var values: [VersionedExpectation] = []
        var rest = Substring(expected)
        while !rest.isEmpty {
            guard rest.hasPrefix("{cldr"), let close = rest.firstIndex(of: "}") else {
                throw keyError(path)
            }
            let version = rest[rest.index(rest.startIndex, offsetBy: 5)..<close]
            guard !version.isEmpty, version.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw keyError(path) }
            rest = rest[rest.index(after: close)...]
            let end = rest.firstRange(of: "{cldr")?.lowerBound ?? rest.endIndex
            if values.contains(where: { $0.cldr == version }) {
                throw CheckError(
                    path: path, line: line, message: "CLDR \(version) has two expected values; keep one")
            }
            values.append(VersionedExpectation(cldr: String(version), text: String(rest[..<end])))
            rest = rest[end...]
        }
        return values
    }

    private func keyError(_ path: String) -> CheckError {
        CheckError(
            path: path, line: line,
            message: "a version-keyed expected value starts with {cldr<major>}, as in {cldr42}CHF 1’234.50{cldr48}…")
    }

    /// A version-keyed field holding `values`, sorted by version: `{cldr42}…{cldr48}…`.
    public static func versionedField(_ values: [VersionedExpectation]) -> String {
        values.sorted { (Int($0.cldr) ?? 0, $0.cldr) < (Int($1.cldr) ?? 0, $1.cldr) }.map {
            "{cldr\($0.cldr)}\($0.text)"
        }
        .joined()
    }

    /// The text to compare with, and the CLDR version it is for (`nil` for a plain field).
    ///
    /// The running version's value when the row has one; otherwise the first value equal to
    /// `actual`; otherwise the value of the nearest version (the newest below the running one,
    /// else the oldest above it).
    func expectation(actual: String, running: String, path: String) throws(CheckError) -> (String, String?) {
        let values = try versionedExpectations(path: path)
        guard !values.isEmpty else { return (expected, nil) }
        if let own = values.first(where: { $0.cldr == running }) { return (own.text, own.cldr) }
        if let same = values.first(where: { $0.text.utf8.elementsEqual(actual.utf8) }) { return (same.text, same.cldr) }
        let runningNumber = Int(running) ?? 0
        let sorted = values.sorted { (Int($0.cldr) ?? 0) < (Int($1.cldr) ?? 0) }
        let nearest = sorted.last(where: { (Int($0.cldr) ?? 0) < runningNumber }) ?? sorted[0]
        return (nearest.text, nearest.cldr)
    }
}
