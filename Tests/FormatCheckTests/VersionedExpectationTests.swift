import FormatCheck
import Money
import Testing

/// Tables that pass on more than one ICU: a field with one value per CLDR version.
@Suite(.enabled(if: Money.icuMajorVersion == 72, "the values below are ICU 72's"))
struct VersionedExpectationTests {
    static let table = """
        locale\tcurrency\tamount\texpected
        de_CH\tCHF\t1234.5\t{cldr42}CHF\u{A0}1\u{2019}234.50{cldr48}CHF\u{A0}1'234.50
        id_ID\tIDR\t1234.56\t{cldr48}Rp\u{A0}1.235{cldr42}Rp\u{A0}1.234,56
        en_US\tUSD\t1\t$1.00

        """

    static func report(_ text: String = table, cldr: String) throws -> CheckReport {
        let table = try CheckTable(bytes: Array(text.utf8), path: "t.tsv")
        return CheckReport(table: table, versions: FormattingVersions(icu: "72.1", cldr: cldr))
    }

    @Test func theValuesAreReadInOrder() throws {
        let row = CheckRow(locale: "de_CH", currency: "CHF", amount: "1", expected: "{cldr48}a{cldr42}b")
        #expect(
            try row.versionedExpectations()
                == [VersionedExpectation(cldr: "48", text: "a"), VersionedExpectation(cldr: "42", text: "b")])
        #expect(
            try CheckRow(locale: "x", currency: "y", amount: "1", expected: "a{cldr42}").versionedExpectations() == [])
        #expect(
            CheckRow.versionedField([.init(cldr: "48", text: "a"), .init(cldr: "9", text: "b")]) == "{cldr9}b{cldr48}a")
    }

    /// On ICU 72 the table passes with CLDR 42's values, and says so.
    @Test func passesOnThisICUNamingTheVersionUsed() throws {
        let report = try Self.report(cldr: "42.0")
        #expect(report.passed)
        #expect(report.results.map(\.expectationVersion) == ["42", "42", nil])
        #expect(
            CheckReport.headLines(for: [report]) == [
                "t.tsv: version-keyed rows used CLDR 42's for 2 rows (checked with CLDR 42)"
            ])
    }

    /// A run that says it is CLDR 48 compares with the CLDR 48 values: ICU 72's text differs,
    /// and the rule is named.
    @Test func theRunningVersionsValueIsTheOneCompared() throws {
        let report = try Self.report(cldr: "48.0")
        #expect(report.mismatched == 2)
        #expect(report.results.compactMap(\.drift?.rule) == [.groupingSeparator, .fractionDigits])
        #expect(report.results.map(\.expectationVersion) == ["48", "48", nil])
    }

    /// With no value for the running version, any value that matches passes, and its version is named.
    @Test func withoutTheRunningVersionAnyMatchingValuePasses() throws {
        let text = "de_CH\tCHF\t1234.5\t{cldr41}CHF\u{A0}1\u{2019}234.50{cldr48}CHF\u{A0}1'234.50\n"
        let report = try Self.report(text, cldr: "42.0")
        #expect(report.passed)
        #expect(report.results.map(\.expectationVersion) == ["41"])
    }

    @Test(arguments: ["{cldr}x", "{cldrX}x", "{cldr42}a{cldr42}b", "{cldr42"])
    func aBadKeyIsMalformed(field: String) throws {
        let report = try Self.report("en_US\tUSD\t1\t\(field)\n", cldr: "42.0")
        #expect(report.errors.count == 1, "\(report.errors)")
    }
}
