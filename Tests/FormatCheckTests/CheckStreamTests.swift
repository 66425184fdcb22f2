import FormatCheck
import Foundation
import Money
import TestSupport
import Testing

/// Checking in segments: every segment holds whole records, and the rows, counts, summary and
/// update are those of the table read whole.
@Suite struct CheckStreamTests {
    static let versions = FormattingVersions(icu: "72.1", cldr: "42.0")

    /// A random table with comments, a header, CRLF and (in CSV) quoted fields holding newlines
    /// and commas, and a comment holding a lone quote.
    static func table(_ format: CheckTableFormat, rows: Int, random: inout SplitMix64) -> String {
        let locales = ["de_DE", "en_US", "fr_FR", "de_CH", "ja_JP"]
        let currencies = ["EUR", "USD", "CHF", "JPY"]
        var lines = ["# tipfmt check: written with ICU 78.1, CLDR 48.0", "# a \"quoted\" comment with a lone \" quote"]
        lines.append(format == .csv ? "locale,currency,amount,expected" : "locale\tcurrency\tamount\texpected")
        for index in 0..<rows {
            let locale = locales[Int.random(in: 0..<locales.count, using: &random)]
            let code = currencies[Int.random(in: 0..<currencies.count, using: &random)]
            let amount = "\(Int.random(in: -99_999...99_999, using: &random))"
            if index % 7 == 0 { lines.append("# note \(index)") }
            switch format {
            case .csv:
                let expected = index % 3 == 0 ? "\"wrong,\nand \"\"quoted\"\"\"" : "x"
                lines.append("\(locale),\(code),\(amount),\(expected)")
            default:
                lines.append("\(locale)\t\(code)\t\(amount)\t\(index % 2 == 0 ? "x" : "")")
            }
        }
        return lines.joined(separator: index(rows) ? "\r\n" : "\n") + "\n"
    }

    private static func index(_ rows: Int) -> Bool { rows % 2 == 0 }

    @Test(arguments: [CheckTableFormat.tsv, .csv])
    func segmentsHoldWholeRecordsAndAddUpToTheWholeTable(format: CheckTableFormat) throws {
        var random = SplitMix64(seed: 0x5E6 &+ UInt64(format.rawValue.utf8.count))
        for rows in [0, 1, 40, 301] {
            let text = Self.table(format, rows: rows, random: &random)
            let path = NSTemporaryDirectory() + "stream-\(getpid())-\(rows).\(format.rawValue)"
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            defer { unlink(path) }
            let whole = CheckReport(
                table: try CheckTable(bytes: Array(text.utf8), path: path, format: format), versions: Self.versions)
            var totals = CheckTotals(path: path, versions: Self.versions)
            var lines: [Int] = []
            var updated: [UInt8] = []
            var segments = 0
            let error = CheckStream.forEachSegment(path: path, versions: Self.versions, segmentSize: 256) {
                segment, isFirst in
                segments += 1
                totals.add(segment, isFirst: isFirst)
                lines += segment.results.map(\.row.line)
                updated +=
                    (try? segment.updated(
                        .init(), writtenWith: totals.writtenWith, writesVersionComment: isFirst, evenIfUnchanged: true))
                    ?? []
            }
            #expect(error == nil, "\(String(describing: error))")
            #expect(rows < 40 || segments > 3, "a table of \(text.utf8.count) bytes is cut into segments")
            #expect(lines == whole.results.map(\.row.line))
            #expect(totals.rows == whole.results.count && totals.matched == whole.matched)
            #expect(totals.mismatched == whole.mismatched && totals.errorCount == whole.errors.count)
            #expect(totals.summary == CheckSummary(reports: [whole]))
            #expect(totals.writtenWith == FormattingVersions(icu: "78.1", cldr: "48.0"))
            if let wholeUpdate = try whole.updatedBytes() { #expect(updated == wholeUpdate) }
        }
    }

    /// A record that is not a row in a later segment names its line in the whole table, and the
    /// rows after it are still checked.
    @Test func aBrokenRecordNamesItsLineInTheWholeTable() throws {
        var text = ""
        for index in 0..<200 { text += "en_US\tUSD\t\(index)\t$\(index).00\n" }
        text += "en_US\tUSD\n"
        for index in 200..<210 { text += "en_US\tUSD\t\(index)\t$\(index).00\n" }
        let path = NSTemporaryDirectory() + "stream-broken-\(getpid()).tsv"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        var totals = CheckTotals(path: path, versions: Self.versions)
        let error = CheckStream.forEachSegment(path: path, versions: Self.versions, segmentSize: 512) {
            totals.add($0, isFirst: $1)
        }
        #expect(error == nil)
        #expect(totals.errors.map(\.line) == [201])
        #expect((totals.rows, totals.matched, totals.errorCount, totals.unreadRows) == (210, 210, 1, 1))
    }
}
