import Foundation
import Money
import MoneyFoundation
import Testing

/// Money in Foundation's idiom: a format style that writes what MoneyFormatter writes, parses it
/// back, and never throws once made.
@Suite struct MoneyFormatStyleTests {
    @Test func formattedIsWhatMoneyFormatterWrites() throws {
        let price = try Money(parsing: "1234.50", .chf)
        #expect(price.formatted(.money(locale: Locale(identifier: "de_CH"))) == "CHF\u{A0}1\u{2019}234.50")
        let cases = [
            ("de_DE", "1234.50", "EUR"), ("fr_FR", "-0.5", "EUR"), ("ja_JP", "4500", "JPY"),
            ("ar_EG", "1234.5", "EGP"), ("en_IN", "1234567.5", "INR"),
        ]
        for (id, amount, code) in cases {
            let money = try Money(parsing: amount, Currency(code: code))
            let expected = try MoneyFormatter(locale: LocaleIdentifier(id)).format(money)
            #expect(money.formatted(.money(locale: Locale(identifier: id))) == expected, "\(id)")
        }
    }

    @Test func settingsReachTheFormatter() throws {
        let cash = try Money(parsing: "1.03", .chf)
        #expect(cash.formatted(.money(locale: Locale(identifier: "de_CH"), usesCashRounding: true)) == "CHF\u{A0}1.05")
        let five = try Money(parsing: "5", .usd)
        #expect(five.formatted(.money(locale: Locale(identifier: "en_US"), style: .code)) == "USD\u{A0}5.00")
        #expect(five.formatted(.money(locale: Locale(identifier: "en_US"), signDisplay: .always)) == "+$5.00")
    }

    @Test func parsesWhatItFormats() throws {
        let style = MoneyFormatStyle.money(locale: Locale(identifier: "de_CH"), currency: .chf)
        #expect(try Money("CHF 1’234.50", format: style) == Money(parsing: "1234.50", .chf))
        let price = try Money(parsing: "-98765.43", .chf)
        #expect(try Money(price.formatted(style), format: style) == price)
        #expect(throws: MoneyError.self) { try Money("1.234,50 €", format: style) }
    }

    @Test func anotherLocaleIsTheLocaleMethodsJob() throws {
        let style = MoneyFormatStyle.money(locale: Locale(identifier: "en_US")).locale(Locale(identifier: "de_DE"))
        #expect(try Money(parsing: "1234.5", .eur).formatted(style) == "1.234,50\u{A0}€")
    }

    /// A locale ICU has no data for formats as its language, never fails.
    @Test func anUnknownRegionFallsBackToTheLanguage() throws {
        let price = try Money(parsing: "1234.5", .eur)
        #expect(price.formatted(.money(locale: Locale(identifier: "de_XX"))) == "1.234,50\u{A0}€")
        #expect(price.formatted(.money(locale: Locale(identifier: "zz"))) == "€1,234.50")
    }

    @Test func aLocaleBecomesALocaleIdentifier() throws {
        #expect(try LocaleIdentifier(Locale(identifier: "de_CH")).identifier == "de_CH")
        #expect(try LocaleIdentifier(Locale(identifier: "de-CH")).identifier == "de_CH")
        #expect(try LocaleIdentifier(Locale(identifier: "sr_Latn_RS")).identifier == "sr_Latn_RS")
        #expect(try LocaleIdentifier(Locale(identifier: "de_CH@currency=EUR")).identifier == "de_CH")
        #expect(throws: MoneyError.self) { try LocaleIdentifier(Locale(identifier: "xx")) }
    }

    @Test func theStyleRoundTripsThroughJSON() throws {
        let style = MoneyFormatStyle(
            locale: Locale(identifier: "ar_EG"), currency: try Currency(code: "EGP"), style: .code,
            signDisplay: .exceptZero,
            usesGrouping: false, usesCashRounding: true, usesLatinDigits: true)
        let data = try JSONEncoder().encode(style)
        #expect(try JSONDecoder().decode(MoneyFormatStyle.self, from: data) == style)
    }

    @Test func amountsInOneCurrencySum() throws {
        let items = try ["24.50", "32.90", "0.05"].map { try Money(parsing: $0, .chf) }
        #expect(try items.sum(in: .chf) == Money(parsing: "57.45", .chf))
        #expect(try [Money]().sum(in: .jpy) == Money(minorUnits: 0, .jpy))
        #expect(throws: MoneyError.currencyMismatch("CHF", "EUR")) {
            try (items + [Money(minorUnits: 1, .eur)]).sum(in: .chf)
        }
        #expect(throws: MoneyError.self) {
            try [Money(minorUnits: .max, .usd), Money(minorUnits: 1, .usd)].sum(in: .usd)
        }
    }
}
