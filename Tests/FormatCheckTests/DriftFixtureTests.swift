import FormatCheck
import Money
import Testing

/// A table written by a newer ICU (CLDR 44 to 48: real changes, eleven locales) checked on
/// ICU 72: every row differs, every difference has a named rule, and the summary fits a screen.
@Suite(.enabled(if: Money.icuMajorVersion == 72, "the fixture's actual texts are ICU 72's"))
struct DriftFixtureTests {
    static let path =
        String(#filePath.dropLast("DriftFixtureTests.swift".utf8.count)) + "Fixtures/cldr48-drift.tsv"

    @Test func everyDifferenceHasANamedRule() throws {
        let report = CheckReport(path: Self.path)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.matched == 0)
        #expect(report.mismatched == 14)
        for result in report.results {
            let drift = try #require(result.drift)
            #expect(!drift.rules.contains(.other), "line \(result.row.line): \(drift)")
        }
        let locales = Set(report.results.map(\.row.locale))
        #expect(locales.count >= 10, "\(locales.sorted())")
    }

    /// The head of the report: the versions on both sides, then one line per rule.
    @Test func theSummaryFitsAScreen() {
        let report = CheckReport(path: Self.path)
        let lines = CheckReport.headLines(for: [report])
        let path = Self.path
        #expect(
            lines == [
                "\(path): table written with CLDR 48.0 (ICU 78.1), checked with CLDR 42.0 (ICU 72.1)",
                "14 rows differ, by rule:",
                "  fraction digits changed: 6 rows in id_ID, hu_HU, es_CO, ur_PK, en_PK; e.g. \(path):12 id_ID IDR 1234.56: 0 → 2 (Rp<NBSP>1.235 → Rp<NBSP>1.234,56)",
                "  currency placement moved: 3 rows in nb_NO, nb_SJ, no; e.g. \(path):19 nb_NO NOK 1234.5: suffix → prefix (1<NBSP>234,50<NBSP>kr → kr<NBSP>1<NBSP>234,50)",
                "  grouping separator changed: 4 rows in de_CH, de_LI; e.g. \(path):7 de_CH CHF 1234.5: ' → ’ (CHF<NBSP>1'234.50 → CHF<NBSP>1’234.50)",
                "  space changed: 1 row in fr_CA; e.g. \(path):23 fr_CA CAD 1234.5: <NNBSP> → <NBSP> (1<NNBSP>234,50<NBSP>$ → 1<NBSP>234,50<NBSP>$)",
            ])
        #expect(lines.count + 1 <= 12, "with the closing line, at most a dozen")
    }

    /// Each rule's rows are exactly those of one CLDR change.
    @Test func eachChangeIsOneRule() {
        let report = CheckReport(path: Self.path)
        var byRule: [DriftRule: [String]] = [:]
        for result in report.results {
            guard let drift = result.drift else { continue }
            byRule[drift.rule, default: []].append(result.row.locale)
        }
        #expect(byRule[.groupingSeparator] == ["de_CH", "de_CH", "de_CH", "de_LI"])
        #expect(byRule[.fractionDigits] == ["id_ID", "id_ID", "hu_HU", "es_CO", "ur_PK", "en_PK"])
        #expect(byRule[.placement] == ["nb_NO", "nb_SJ", "no"])
        #expect(byRule[.space] == ["fr_CA"])
        #expect(byRule.count == 4)
    }
}
