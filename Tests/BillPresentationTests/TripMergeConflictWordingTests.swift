@testable import BillPresentation
import Money
import Testing
import TipCalc
import Trips

/// A merge conflict's line in the output's language: the fields named by the language's labels,
/// amounts as the locale writes them, typed text in the language's quotation marks, cash and card
/// in its words, and the versions a revision replaced in its plural forms. The expected lines are
/// worked out by hand from the labels files and the locale's number format (CLDR 42).
@Suite struct TripMergeConflictWordingTests {
    /// Kairo's tea, EGP 1,430.00 paid by Ann by card and shared by Ann and Ben. This copy renamed
    /// it Coffee; the other made it EGP 1,500.00 paid in cash.
    static func merge() throws -> TripMerge {
        var base = try Trip(name: "Kairo", people: ["Ann", "Ben"])
        try base.add(Self.tea(minorUnits: 143_000, method: .card))
        var mine = base
        var theirs = base
        var renamed = try #require(base.bill(id: "b0"))
        renamed.title = "Coffee"
        try mine.replace(renamed)
        try theirs.replace(Self.tea(minorUnits: 150_000, method: .cash))
        return try mine.merged(with: theirs)
    }

    static func tea(minorUnits: Int64, method: ItemisedBill.PaymentMethod) throws -> TripBill {
        let egp = try Currency(code: "EGP")
        return try TripBill(
            id: "b0", title: "Tea",
            shares: [
                .init("Ann", Money(minorUnits: minorUnits / 2, egp)),
                .init("Ben", Money(minorUnits: minorUnits / 2, egp)),
            ],
            payers: [.init("Ann", paid: Money(minorUnits: minorUnits, egp), method: method)])
    }

    static func lines(_ locale: String) throws -> [String] {
        try TripMergeWordingTests.renderer(locale).tripMerge(merge())
    }

    /// The issue's case under de_CH: "Titel", "Gesamt", Swiss grouping (’), „…“, bar and Karte.
    @Test func swissGermanNamesEveryFieldAndFormatsEveryAmount() throws {
        #expect(
            try Self.lines("de_CH") == [
                "Rechnung b0: Titel hier „Coffee“, dort „Tea“; Gesamt hier EGP\u{A0}1’430.00, dort EGP\u{A0}1’500.00; "
                    + "Anteile hier Ann EGP\u{A0}715.00, Ben EGP\u{A0}715.00, dort Ann EGP\u{A0}750.00, Ben EGP\u{A0}750.00; "
                    + "bezahlt von hier Ann EGP\u{A0}1’430.00 (Karte), dort Ann EGP\u{A0}1’500.00 (bar)"
            ])
    }

    /// French: « … » with no-break spaces, narrow no-break space grouping, the amount before its code.
    @Test func frenchQuotesAndGroupsAsFrenchDoes() throws {
        #expect(
            try Self.lines("fr_FR") == [
                "dépense b0 : titre «\u{A0}Coffee\u{A0}» ici, «\u{A0}Tea\u{A0}» là-bas; "
                    + "total 1\u{202F}430,00\u{A0}EGP ici, 1\u{202F}500,00\u{A0}EGP là-bas; "
                    + "parts Ann 715,00\u{A0}EGP, Ben 715,00\u{A0}EGP ici, Ann 750,00\u{A0}EGP, Ben 750,00\u{A0}EGP là-bas; "
                    + "payé par Ann 1\u{202F}430,00\u{A0}EGP (carte) ici, Ann 1\u{202F}500,00\u{A0}EGP (espèces) là-bas"
            ])
    }

    /// Japanese: 「…」, the full-width colon and list comma, こちら and あちら before each value.
    @Test func japaneseUsesItsBracketsAndListComma() throws {
        #expect(
            try Self.lines("ja_JP") == [
                "費用 b0：件名 こちら「Coffee」、あちら「Tea」; 合計 こちらEGP\u{A0}1,430.00、あちらEGP\u{A0}1,500.00; "
                    + "負担額 こちらAnn EGP\u{A0}715.00、Ben EGP\u{A0}715.00、あちらAnn EGP\u{A0}750.00、Ben EGP\u{A0}750.00; "
                    + "支払者 こちらAnn EGP\u{A0}1,430.00 (カード)、あちらAnn EGP\u{A0}1,500.00 (現金)"
            ])
    }

    /// Russian: «…», no-break space grouping, the field followed by a colon as the label has it.
    @Test func russianNamesTheFieldsInRussian() throws {
        #expect(
            try Self.lines("ru_RU") == [
                "счёт b0: название: здесь «Coffee», там «Tea»; итого: здесь 1\u{A0}430,00\u{A0}EGP, там 1\u{A0}500,00\u{A0}EGP; "
                    + "доли: здесь Ann 715,00\u{A0}EGP, Ben 715,00\u{A0}EGP, там Ann 750,00\u{A0}EGP, Ben 750,00\u{A0}EGP; "
                    + "оплатил: здесь Ann 1\u{A0}430,00\u{A0}EGP (карта), там Ann 1\u{A0}500,00\u{A0}EGP (наличные)"
            ])
    }

    /// Only the past differs: each copy changed the title and changed it back, the other copy
    /// twice as often. The revisions replaced are counted in the language's plural forms.
    @Test func aConflictOfAncestryCountsTheVersionsInTheLanguagesForms() throws {
        var base = try Trip(name: "Kairo", people: ["Ann", "Ben"])
        try base.add(Self.tea(minorUnits: 143_000, method: .card))
        var mine = base
        var theirs = base
        for (copy, titles) in [(0, ["Coffee", "Tea"]), (1, ["Coffee", "Cake", "Juice", "Tea"])] {
            for title in titles {
                var bill = try #require(base.bill(id: "b0"))
                bill.title = title
                if copy == 0 { try mine.replace(bill) } else { try theirs.replace(bill) }
            }
        }
        let merge = try mine.merged(with: theirs)
        let english = try #require(try TripMergeWordingTests.renderer("en_US").tripMerge(merge).first)
        #expect(english.hasPrefix("bill b0: history revision "), "\(english)")
        #expect(english.contains(" after 2 earlier versions here, revision "), "\(english)")
        #expect(english.hasSuffix(" after 4 earlier versions there"), "\(english)")
        let russian = try #require(try TripMergeWordingTests.renderer("ru_RU").tripMerge(merge).first)
        #expect(russian.hasPrefix("счёт b0: история: здесь ревизия "), "\(russian)")
        #expect(russian.contains(" после 2 прежних версий, там ревизия "), "\(russian)")
        #expect(russian.hasSuffix(" после 4 прежних версий"), "\(russian)")
    }

    /// A payment changed on both sides and a bill removed on one: the method, "none" and the
    /// removal in the language's words.
    @Test func aPaymentsMethodAndARemovalAreWordsOfTheLanguage() throws {
        let egp = try Currency(code: "EGP")
        var base = try Trip(name: "Kairo", people: ["Ann", "Ben"])
        try base.add(Self.tea(minorUnits: 143_000, method: .card))
        var mine = base
        var theirs = base
        // Two copies that each recorded a payment "p1" of their own.
        try mine.record(
            TripPayment(from: "Ben", to: "Ann", amount: Money(minorUnits: 71_500, egp), method: .cash, id: "p1"))
        try theirs.record(TripPayment(from: "Ben", to: "Ann", amount: Money(minorUnits: 70_000, egp), id: "p1"))
        var renamed = try #require(base.bill(id: "b0"))
        renamed.title = "Coffee"
        try mine.replace(renamed)
        _ = try theirs.removeBill(id: "b0")
        let merge = try mine.merged(with: theirs)
        #expect(
            try TripMergeWordingTests.renderer("de_CH").tripMerge(merge) == [
                "Rechnung b0: entfernt hier nein, dort ja",
                "Zahlung p1: Betrag hier EGP\u{A0}715.00, dort EGP\u{A0}700.00; Zahlungsart hier bar, dort Karte",
            ])
    }

    /// A payment detail changed two ways is named by its person and the option that sets it.
    @Test func aPaymentDetailIsNamedByItsPersonAndOption() throws {
        let base = try Trip(name: "Lisbon", people: ["Ann", "Ben"], home: .eur)
        var mine = base
        var theirs = base
        try mine.setPayee(Payee(upi: "ann@okbank"), for: "Ann")
        try theirs.setPayee(Payee(upi: "ann@newbank"), for: "Ann")
        let merge = try mine.merged(with: theirs)
        #expect(
            try TripMergeWordingTests.renderer("de_CH").tripMerge(merge) == [
                "Einstellungen: --upi von Ann hier „ann@okbank“, dort „ann@newbank“"
            ])
        #expect(
            try TripMergeWordingTests.renderer("en_US").tripMerge(merge) == [
                "settings: Ann's --upi \"ann@okbank\" here, \"ann@newbank\" there"
            ])
        #expect(
            try TripMergeWordingTests.renderer("ja_JP").tripMerge(merge) == [
                "設定：Annの--upi こちら「ann@okbank」、あちら「ann@newbank」"
            ])
    }

    /// The labels a conflict, the last bill's note and the notes of trips, rates and currencies
    /// are worded with: every language has each of them in its own table, and the plural labels
    /// have a form that shows the number for every count from 1 to 200.
    @Test func everyLanguageHasEveryLabelOfTheseLines() throws {
        let keys: [ReceiptLabels.Key] = [
            .tripFieldKind, .tripFieldTitle, .tripFieldDate, .tripFieldCategory, .tripFieldTotal, .tripFieldShares,
            .tripFieldPayers, .tripFieldHomeAmount, .tripFieldHomeCurrency, .tripFieldFrom, .tripFieldTo,
            .tripFieldAmount, .tripFieldMethod, .tripFieldHouseholds, .tripFieldRemoved, .tripFieldAncestry,
            .tripFieldPayee,
            .tripValueNone, .tripValueYes, .tripValueNo, .tripKindSingle, .tripKindItemised, .tripKindShares,
            .tripValueSameCurrency, .tripValueConversion, .tripValueAncestry, .tripValueVersionCount, .tripQuoted,
            .lastBillReused, .lastBillJustNow, .lastBillMinutesAgo, .tripPaymentRateNote, .ratesGapNote,
            .tippingUnknown, .currencyWithdrawn, .currencyWithdrawnAtRate,
        ]
        let english = ReceiptLabels(identifier: "en")
        #expect(ReceiptLabels.languages.count == 28)
        for language in ReceiptLabels.languages {
            let labels = ReceiptLabels(identifier: language)
            #expect(labels.language == language)
            for key in keys {
                #expect(ReceiptLabels.table(language)?.labels[key] != nil, "\(language): \(key) falls back to English")
            }
            // The field names differ from each other: no two fields read alike in one language.
            let fields = keys.prefix(17).map { labels[$0] }
            #expect(Set(fields).count == fields.count, "\(language): \(fields)")
            let locale = try LocaleIdentifier(language.replacing("-", with: "_"))
            for key in [ReceiptLabels.Key.tripValueVersionCount, .lastBillMinutesAgo] {
                for count in 1...200 {
                    let shown = labels.counted(key, count, number: "\(count)", locale: locale)
                    #expect(shown.contains("\(count)") || language == "ar" || language == "he", "\(language) \(count)")
                    #expect(!shown.contains("{") && !shown.contains("#"), "\(language) \(key) \(count): \(shown)")
                }
            }
            if language != "en" { #expect(labels[.tripFieldShares] != english[.tripFieldShares], "\(language)") }
        }
    }

    /// The minutes since the last bill in Russian's four forms, and in German, French and Japanese.
    @Test(arguments: [
        ("ru_RU", [1: "1 минуту назад", 2: "2 минуты назад", 5: "5 минут назад", 21: "21 минуту назад"]),
        ("de_CH", [1: "vor 1 Minute", 9: "vor 9 Minuten"]),
        ("fr_FR", [1: "il y a 1 minute", 9: "il y a 9 minutes"]),
        ("ja_JP", [1: "1分前", 9: "9分前"]),
    ])
    func minutesAgoTakeTheLanguagesForms(locale: String, expected: [Int: String]) throws {
        let labels = try TripMergeWordingTests.renderer(locale).wording.labels
        for (count, text) in expected {
            #expect(
                labels.counted(.lastBillMinutesAgo, count, number: String(count), locale: try LocaleIdentifier(locale))
                    == text, "\(locale) \(count)")
        }
    }
}
