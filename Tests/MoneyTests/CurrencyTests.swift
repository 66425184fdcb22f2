import Money
import Testing

@Suite struct CurrencyTests {
    @Test(arguments: ["usd", "USD", "Usd", "uSd"])
    func acceptsCodesInAnyCase(_ code: String) throws {
        #expect(try Currency(code: code).code == "USD")
        #expect(try Currency(code: code) == .usd)
    }

    @Test(arguments: ["XYZ", "xyz", "US", "USDX", "", "U$D", "ÜSD", "US ", "123", "usd\u{0}"])
    func rejectsCodesICUDoesNotKnow(_ code: String) {
        #expect(moneyError { try Currency(code: code) } == .unknownCurrency(code))
    }

    @Test(arguments: [("JPY", 0), ("USD", 2), ("EUR", 2), ("KWD", 3), ("BHD", 3), ("CLF", 4)])
    func fractionDigitsComeFromICU(_ code: String, _ digits: Int) throws {
        #expect(try Currency(code: code).fractionDigits == digits)
    }

    /// Pinned CLDR data: a change in a new ICU shows up here instead of being absorbed.
    @Test(
        arguments: [
            // code, cash digits, cash increment in minor units, increment as text
            ("CHF", 2, 5, "0.05"),
            ("CAD", 2, 5, "0.05"),
            ("DKK", 2, 50, "0.5"),
            ("CZK", 0, 100, "1"),
            ("SEK", 0, 100, "1"),
            ("HUF", 0, 100, "1"),
            ("NOK", 0, 100, "1"),
            ("USD", 2, 1, "0.01"),
            ("EUR", 2, 1, "0.01"),
            ("JPY", 0, 1, "1"),
            ("KWD", 3, 1, "0.001"),
        ] as [(String, Int, Int64, String)])
    func cashDigitsAndIncrementsComeFromICU(_ code: String, _ cashDigits: Int, _ units: Int64, _ increment: String)
        throws
    {
        let currency = try Currency(code: code)
        #expect(currency.cashFractionDigits == cashDigits)
        #expect(currency.cashIncrementMinorUnits == units)
        #expect(currency.cashIncrement == (try ExactDecimal(parsing: increment)))
        #expect(currency.hasCashRounding == (units > 1))
    }

    @Test(arguments: [("USD", 840), ("EUR", 978), ("JPY", 392), ("CHF", 756), ("KWD", 414), ("CLF", 990)])
    func numericCodes(_ code: String, _ numeric: Int) throws {
        #expect(try Currency(code: code).numericCode == numeric)
    }

    @Test func symbolsAndNamesForALocale() throws {
        let enUS = try LocaleIdentifier("en_US")
        let enCA = try LocaleIdentifier("en_CA")
        let deDE = try LocaleIdentifier("de_DE")
        let jaJP = try LocaleIdentifier("ja_JP")
        let arEG = try LocaleIdentifier("ar_EG")
        #expect(Currency.usd.name(.symbol, locale: enUS) == "$")
        #expect(Currency.usd.name(.symbol, locale: enCA) == "US$")
        #expect(Currency.usd.name(.narrowSymbol, locale: enUS) == "$")
        #expect(Currency.usd.name(.name, locale: enUS) == "US Dollar")
        #expect(Currency.eur.name(.symbol, locale: deDE) == "€")
        #expect(Currency.eur.name(.name, locale: deDE) == "Euro")
        #expect(Currency.jpy.name(.symbol, locale: jaJP) == "\u{FFE5}")
        #expect(Currency.jpy.name(.symbol, locale: enUS) == "\u{A5}")
        let egp = try Currency(code: "EGP")
        expectSame(egp.name(.symbol, locale: arEG), "ج.م.\u{200F}")
        #expect(egp.name(.narrowSymbol, locale: arEG) == "E£")
    }

    @Test func pluralNames() throws {
        let enUS = try LocaleIdentifier("en_US")
        let pl = try LocaleIdentifier("pl_PL")
        let pln = try Currency(code: "PLN")
        #expect(Currency.usd.pluralName(.one, locale: enUS) == "US dollar")
        #expect(Currency.usd.pluralName(.other, locale: enUS) == "US dollars")
        #expect(pln.pluralName(.one, locale: pl) == "złoty polski")
        #expect(pln.pluralName(.few, locale: pl) == "złote polskie")
        #expect(pln.pluralName(.many, locale: pl) == "złotych polskich")
    }

    @Test func allHoldsCurrentCodesOnly() {
        let codes = Currency.all.map(\.code)
        for code in ["USD", "EUR", "CHF", "JPY", "KWD", "INR", "GBP"] {
            #expect(codes.contains(code), "\(code) missing from Currency.all")
        }
        for historic in ["DEM", "FRF", "ITL", "ESP"] {
            #expect(!codes.contains(historic), "\(historic) is historic")
        }
        #expect(codes == codes.sorted())
        #expect(Set(codes).count == codes.count)
        #expect(codes.count > 100)
        // Historic codes are still known to ICU, just not current.
        #expect(Currency.allCodes.contains("DEM"))
    }

    @Test(arguments: [
        ("de_CH", "CHF"), ("en_IN", "INR"), ("de", "EUR"), ("ja", "JPY"), ("en", "USD"), ("fr_CA", "CAD"),
        ("de-AT", "EUR"), ("zh_TW", "TWD"), ("sr_Latn_RS", "RSD"), ("ar_EG", "EGP"),
    ])
    func defaultCurrencyOfALocale(_ locale: String, _ code: String) throws {
        #expect(try Currency.default(for: LocaleIdentifier(locale)).code == code)
    }

    @Test(arguments: [("CH", "CHF"), ("in", "INR"), ("JP", "JPY"), ("DE", "EUR")])
    func defaultCurrencyOfARegion(_ region: String, _ code: String) throws {
        #expect(try Currency.default(forRegion: region).code == code)
    }

    @Test(arguments: ["", "XX", "Q1"])
    func regionsWithoutACurrencyAreErrors(_ region: String) {
        #expect(moneyError { try Currency.default(forRegion: region) } == .noCurrency(region: region))
    }

    /// `Money.Currency` names the type even though the module is also called Money, and the
    /// top-level `Currency` is the same type.
    @Test func moduleQualifiedNames() throws {
        let qualified: Money.Currency = .usd
        let plain: Currency = qualified
        #expect(plain == .usd)
        #expect(Currency.self == Money.Currency.self)
        #expect(LocaleIdentifier.self == Money.LocaleIdentifier.self)
        #expect(PercentFormatter.self == Money.PercentFormatter.self)
        #expect(DecimalFormatter.self == Money.DecimalFormatter.self)
        #expect(try Money.LocaleIdentifier("de-CH").identifier == "de_CH")
    }

    @Test func codableAsItsCode() throws {
        #expect(Currency.chf.description == "CHF")
        #expect(Currency.jpy < Currency.usd)
    }
}
