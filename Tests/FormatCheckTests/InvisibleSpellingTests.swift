import Testing

@testable import FormatCheck

/// Invisible characters spelled as escapes or names: read in every format, and kept by an
/// update, so a table's diff shows what changed.
@Suite struct InvisibleSpellingTests {
    static let versions = FormattingVersions(icu: "72.1", cldr: "42.0")
    static let header = "# tipfmt check: written with ICU 72.1, CLDR 42.0"

    static func updated(_ text: String, _ format: CheckTableFormat) throws -> String? {
        let table = try CheckTable(bytes: Array(text.utf8), path: "t", format: format)
        let report = CheckReport(table: table, versions: versions)
        return try report.updatedBytes(CheckReportUpdateTests.writingAll).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: [
        ("1.234,50\\u00A0€", "1.234,50\u{A0}€", InvisibleSpelling.escapes),
        ("1.234,50\\u00a0€", "1.234,50\u{A0}€", .escapes),
        ("1\\u{202F}234,50\\u{A0}€", "1\u{202F}234,50\u{A0}€", .escapes),
        ("1<NNBSP>234,50<NBSP>€", "1\u{202F}234,50\u{A0}€", .names),
        ("<RLM>1<U+200E>", "\u{200F}1\u{200E}", .names),
        ("<LRM><ALM>", "\u{200E}\u{061C}", .names),
        ("1.234,50\u{A0}€", "1.234,50\u{A0}€", .raw),
        ("$1.00", "$1.00", nil),
        // Not an escape or a name: kept as written.
        ("\\u00G0 <NBSP <nbsp> \\x", "\\u00G0 <NBSP <nbsp> \\x", nil),
    ])
    func escapesAndNamesAreRead(field: String, text: String, spelling: InvisibleSpelling?) {
        let read = InvisibleSpelling.read(field)
        #expect(read.text == text)
        #expect(read.spelling == spelling)
    }

    @Test func eachSpellingSpellsEveryInvisibleCharacter() {
        let text = "\u{200F}1\u{202F}234,50\u{A0}€"
        #expect(InvisibleSpelling.escapes.spelled(text) == "\\u200F1\\u202F234,50\\u00A0€")
        #expect(InvisibleSpelling.names.spelled(text) == "<RLM>1<NNBSP>234,50<NBSP>€")
        #expect(InvisibleSpelling.raw.spelled(text) == text)
        for spelling in InvisibleSpelling.allCases {
            #expect(InvisibleSpelling.read(spelling.spelled(text)).text == text, "\(spelling) reads back")
        }
    }

    /// A table of escapes, of names, of raw characters, and of none: each row is written in
    /// the table's spelling, escapes when it shows none.
    @Test(arguments: [
        (
            "de_DE\tEUR\t1\t1,00 €\nde_DE\tEUR\t2\t2,00\\u00A0€\n",
            "de_DE\tEUR\t1\t1,00\\u00A0€\nde_DE\tEUR\t2\t2,00\\u00A0€\n"
        ),
        (
            "de_DE\tEUR\t1\t1,00 €\nde_DE\tEUR\t2\t2,00<NBSP>€\n",
            "de_DE\tEUR\t1\t1,00<NBSP>€\nde_DE\tEUR\t2\t2,00<NBSP>€\n"
        ),
        (
            "de_DE\tEUR\t1\t1,00 €\nde_DE\tEUR\t2\t2,00\u{A0}€\n",
            "de_DE\tEUR\t1\t1,00\u{A0}€\nde_DE\tEUR\t2\t2,00\u{A0}€\n"
        ),
        ("de_DE\tEUR\t1\t1,00 €\n", "de_DE\tEUR\t1\t1,00\\u00A0€\n"),
        // A row keeps its own spelling in a table that mostly uses another.
        (
            "fr_FR\tEUR\t1234.5\t1<NBSP>234,50<NBSP>€\nde_DE\tEUR\t2\t2,00\\u00A0€\nde_DE\tEUR\t3\t3,00\\u00A0€\n",
            "fr_FR\tEUR\t1234.5\t1<NNBSP>234,50<NBSP>€\nde_DE\tEUR\t2\t2,00\\u00A0€\nde_DE\tEUR\t3\t3,00\\u00A0€\n"
        ),
    ])
    func anUpdateKeepsTheTablesSpelling(before: String, after: String) throws {
        #expect(try Self.updated(before, .tsv) == Self.header + "\n" + after)
        #expect(try CheckReport(table: CheckTable(bytes: Array(after.utf8), path: "t", format: .tsv)).passed)
    }

    @Test func csvAndJSONKeepTheirSpellingToo() throws {
        #expect(
            try Self.updated("de_DE,EUR,1,\"1,00 €\"\nde_DE,EUR,2,2.00<NBSP>€\n", .csv)
                == Self.header + "\nde_DE,EUR,1,\"1,00<NBSP>€\"\nde_DE,EUR,2,\"2,00<NBSP>€\"\n")
        #expect(
            try Self.updated(
                "[{\"locale\": \"de_DE\", \"currency\": \"EUR\", \"amount\": \"1\", \"expected\": \"1,00<NBSP>€\"},\n"
                    + " {\"locale\": \"de_DE\", \"currency\": \"EUR\", \"amount\": \"2\", \"expected\": \"x\"}]", .json)
                == "[{\"locale\": \"de_DE\", \"currency\": \"EUR\", \"amount\": \"1\", \"expected\": \"1,00<NBSP>€\"},\n"
                + " {\"locale\": \"de_DE\", \"currency\": \"EUR\", \"amount\": \"2\", \"expected\": \"2,00<NBSP>€\"}]")
    }
}
