import BillPresentation
import Money
import Testing
import Trips

/// How many conflicts a merge left, in each language's plural forms (ICU's rules pick the form).
@Suite struct TripMergeWordingTests {
    /// A merge of two copies that each changed `count` bills their own way.
    static func merge(conflicts count: Int) throws -> TripMerge {
        var base = try Trip(name: "Zürich", people: ["Ann", "Ben"])
        for number in 0..<count {
            try base.add(
                TripBill(
                    id: "b\(number)", title: "Tea", shares: [.init("Ben", Money(minorUnits: 500, .chf))],
                    payers: [.init("Ann", paid: Money(minorUnits: 500, .chf))]))
        }
        var mine = base
        var theirs = base
        for number in 0..<count {
            var bill = try #require(base.bill(id: "b\(number)"))
            bill.title = "Coffee"
            try mine.replace(bill)
            bill.title = "Cake"
            try theirs.replace(bill)
        }
        return try mine.merged(with: theirs)
    }

    static func renderer(_ locale: String) throws -> TerminalRenderer {
        TerminalRenderer(wording: BillWording(formatter: MoneyFormatter(locale: try LocaleIdentifier(locale))))
    }

    /// The issue's case: under de_CH one conflict is "1 Konflikt", never "1 Konflikte".
    @Test func oneConflictIsOneKonfliktInGerman() throws {
        let renderer = try Self.renderer("de_CH")
        #expect(
            try renderer.tripMergeConflicts(Self.merge(conflicts: 1))
                == "nichts in Zürich zusammengeführt: 1 Konflikt; eine Seite behalten mit --keep mine, --keep theirs "
                + "oder --keep ID=theirs, dann erneut zusammenführen")
        #expect(try renderer.tripMergeConflicts(Self.merge(conflicts: 2)).contains(": 2 Konflikte;"))
        #expect(try Self.renderer("en_US").tripMergeConflicts(Self.merge(conflicts: 1)).contains("(1 conflict)"))
        #expect(try Self.renderer("en_US").tripMergeConflicts(Self.merge(conflicts: 3)).contains("(3 conflicts)"))
    }

    @Test(arguments: [
        ("ru_RU", [1: "1 конфликт", 2: "2 конфликта", 5: "5 конфликтов", 21: "21 конфликт"]),
        ("pl_PL", [1: "1 konflikt", 3: "3 konflikty", 5: "5 konfliktów", 22: "22 konflikty"]),
        ("cs_CZ", [1: "1 konflikt", 4: "4 konflikty", 5: "5 konfliktů"]),
        ("uk_UA", [1: "1 конфлікт", 3: "3 конфлікти", 11: "11 конфліктів"]),
        ("ar_EG", [1: "تعارض واحد", 2: "تعارضان"]),
        ("fr_FR", [1: "1 conflit", 2: "2 conflits"]),
        ("ja_JP", [1: "競合1件", 7: "競合7件"]),
    ])
    func countsTakeTheFormTheLanguagesRulesPick(locale: String, expected: [Int: String]) throws {
        let labels = try Self.renderer(locale).wording.labels
        for (count, text) in expected {
            let shown = labels.counted(
                .tripMergeConflictCount, count, number: String(count), locale: try LocaleIdentifier(locale))
            #expect(shown == text, "\(locale) \(count)")
        }
    }

    /// Every language lists an `other` form that shows the number, and a form for every number
    /// from 0 to 200 is one the label lists (or `other`), never the label's raw text.
    @Test func everyLanguageHasAFormForEveryCount() throws {
        for language in ReceiptLabels.languages {
            let labels = ReceiptLabels(identifier: language)
            let locale = try LocaleIdentifier(language.replacing("-", with: "_"))
            for count in 0...200 {
                let shown = labels.counted(.tripMergeConflictCount, count, number: "\(count)", locale: locale)
                #expect(!shown.contains("{") && !shown.contains("#"), "\(language) \(count): \(shown)")
            }
            #expect(
                labels.counted(.tripMergeConflictCount, 200, number: "200", locale: locale).contains("200"),
                "\(language)")
        }
    }
}
