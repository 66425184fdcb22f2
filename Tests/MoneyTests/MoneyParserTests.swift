import Money
import Testing

@Suite struct MoneyParserTests {
    @Test(arguments: [
        ("de_DE", "1.234,50", "1234.50 EUR"), ("de_DE", "1.234,50 €", "1234.50 EUR"),
        ("de_DE", "1.234,50\u{A0}€", "1234.50 EUR"), ("de_DE", "  12,5  ", "12.50 EUR"),
        ("de_CH", "CHF 1’234.50", "1234.50 CHF"), ("de_CH", "CHF\u{A0}1\u{2019}234.50", "1234.50 CHF"),
        ("de_CH", "1’234.50", "1234.50 CHF"), ("ar_EG", "١٬٢٣٤٫٥٠", "1234.50 EGP"),
        ("ar_EG", "\u{200F}١٬٢٣٤٫٥٠\u{A0}ج.م.\u{200F}", "1234.50 EGP"), ("en_US", "$1,234.50", "1234.50 USD"),
        ("en_US", "-$5.00", "-5.00 USD"), ("en_US", "($5.00)", "-5.00 USD"), ("en_US", "1234.5", "1234.50 USD"),
        ("en_US", "€12.00", "12.00 EUR"), ("en_US", "EUR 12.00", "12.00 EUR"), ("ja_JP", "￥1,234", "1234 JPY"),
        ("fr_FR", "1\u{202F}234,50\u{A0}€", "1234.50 EUR"), ("en_IN", "₹12,34,567.89", "1234567.89 INR"),
        // Western grouping in an Indian locale still says where every digit goes.
        ("en_IN", "₹1,234,567.89", "1234567.89 INR"),
        ("hi_IN", "₹12,34,567.89", "1234567.89 INR"), ("fa_IR", "۱۲٬۳۴۵\u{A0}ریال", "12345 IRR"),
    ])
    func readsLocalizedAmounts(_ locale: String, _ text: String, _ expected: String) throws {
        let parser = MoneyParser(locale: try LocaleIdentifier(locale))
        #expect(try parser.parse(text).description == expected, "\(locale) '\(visible(text))'")
    }

    // MARK: - Misreads of a group separator as a decimal point (each gave 100 times the amount before)

    /// In de_DE `.` groups digits in threes, so `5.00` cannot be five hundred: a group of two
    /// digits can only follow a decimal point. It is read as one, 5.00, which is what someone who
    /// typed `EUR 5.00` meant. The old parser's lenient retry ignored where grouping separators
    /// sit and printed 500.00 EUR (1250.00 CHF for `CHF 12.50`, 8.450,00 € for a bill of € 84.50).
    @Test(arguments: [
        ("de_DE", "EUR 5.00", "5.00 EUR"), ("de_DE", "€ 5.00", "5.00 EUR"), ("de_DE", "CHF 12.50", "12.50 CHF"),
        ("de_DE", "€ 84.50", "84.50 EUR"), ("de_DE", "CHF 37.45", "37.45 CHF"), ("fr_FR", "USD 5.00", "5.00 USD"),
        ("es_ES", "USD 5.00", "5.00 USD"), ("de_DE", "5.00 €", "5.00 EUR"), ("fr_FR", "5.00 €", "5.00 EUR"),
        // English separators in de_DE: `,` before `.` has only one reading.
        ("de_DE", "1,234.50 €", "1234.50 EUR"),
        // And the other way round: `,` cannot group two digits in en_US, so it is a decimal comma.
        ("en_US", "12,50", "12.50 USD"), ("en_US", "-12,50", "-12.50 USD"), ("en_US", "$1.234,50", "1234.50 USD"),
    ])
    func foreignDecimalPointIsReadAsOneNeverAsGrouping(_ locale: String, _ text: String, _ expected: String) throws {
        let parser = MoneyParser(locale: try LocaleIdentifier(locale))
        #expect(try parser.parse(text).description == expected, "\(locale) '\(visible(text))'")
        let strict = MoneyParser(locale: try LocaleIdentifier(locale), foreignSeparators: .reject)
        guard case .unparsable = moneyError({ try strict.parse(text) }) else {
            Issue.record("\(locale) '\(text)' with foreignSeparators: .reject should be an error")
            return
        }
    }

    /// `1.000` in de_DE is 1000 for a currency of two digits (1.000 would have three fraction
    /// digits, more than it has), but for one of three digits it is 1000.000 or 1.000: an error
    /// naming both, unless the parser is told to take only the locale's separators.
    @Test func ambiguousAmountsNameBothReadings() throws {
        let deDE = MoneyParser(locale: try LocaleIdentifier("de_DE"))
        let kwd = try Currency(code: "KWD")
        #expect(try deDE.parse("1.000 €").description == "1000.00 EUR")
        #expect(try deDE.parse("1.000", expecting: .eur).description == "1000.00 EUR")
        let error = moneyError { try deDE.parse("1.000", expecting: kwd) }
        #expect(error == .ambiguousAmount("1.000", readings: [ExactDecimal(1000), ExactDecimal(1)], currency: "KWD"))
        #expect(
            error?.description
                == "'1.000' is ambiguous: it could mean 1000.000 KWD or 1.000 KWD; write the amount without grouping"
                + " separators, with the locale's decimal separator")
        #expect(
            moneyError { try deDE.parse("KWD 1.000") }
                == .ambiguousAmount(
                    "KWD 1.000", readings: [ExactDecimal(1000), ExactDecimal(1)], currency: "KWD"))
        let strict = MoneyParser(locale: try LocaleIdentifier("de_DE"), foreignSeparators: .reject)
        #expect(try strict.parse("1.000", expecting: kwd).description == "1000.000 KWD")
        // The locale's own decimal separator stays one: 1,000 KWD in de_DE is one dinar.
        #expect(try deDE.parse("1,000", expecting: kwd).description == "1.000 KWD")
        // A JPY amount cannot have fraction digits, so `1.000` is a thousand yen.
        #expect(try deDE.parse("1.000 ¥").description == "1000 JPY")
        let enUS = MoneyParser(locale: try LocaleIdentifier("en_US"))
        #expect(
            moneyError { try enUS.parse("KWD 1,000") }
                == .ambiguousAmount(
                    "KWD 1,000", readings: [ExactDecimal(1000), ExactDecimal(1)], currency: "KWD"))
    }

    // MARK: - What must parse

    @Test(arguments: [
        ("de_DE", "-1.234,50 €", "-1234.50 EUR"), ("en_US", "-$5.00", "-5.00 USD"), ("en_GB", "-8 USD", "-8.00 USD"),
        ("en_US", "(CA$1,234.50)", "-1234.50 CAD"), ("en_CA", "(US$1,234.50)", "-1234.50 USD"),
        ("en", "+1234.59", "1234.59 USD"), ("en_US", "$-5.00", "-5.00 USD"), ("de_DE", "5,00 €-", "-5.00 EUR"),
        ("de_DE", "5,00- €", "-5.00 EUR"), ("de_DE", "−5,00 €", "-5.00 EUR"), ("fr_FR", "(5,00 €)", "-5.00 EUR"),
        ("en_US", "€(5.00)", "-5.00 EUR"),
        // Currency before or after, with or without each kind of space.
        ("de_DE", "€ 5,00", "5.00 EUR"), ("de_DE", "5,00 €", "5.00 EUR"), ("de_DE", "EUR 5,00", "5.00 EUR"),
        ("de_DE", "€5,00", "5.00 EUR"), ("de_DE", "5,00€", "5.00 EUR"), ("de_DE", "€\u{A0}5,00", "5.00 EUR"),
        ("de_DE", "5,00\u{202F}€", "5.00 EUR"), ("de_DE", "5,00\u{2009}EUR", "5.00 EUR"),
        ("de_DE", "eur 5,00", "5.00 EUR"), ("fr_FR", "1 234,50 €", "1234.50 EUR"),
        ("fr_FR", "1\u{A0}234,50 €", "1234.50 EUR"), ("de_CH", "CHF 1'234.50", "1234.50 CHF"),
        ("en_AU", "US$5.00", "5.00 USD"), ("ja_JP", "US$5.00", "5.00 USD"), ("en_TT", "US$5.00", "5.00 USD"),
        ("en_AU", "€5.00", "5.00 EUR"), ("en_US", "Euro 7.82", "7.82 EUR"), ("en_US", "Euros 7.82", "7.82 EUR"),
        ("en_US", "7.82 euros", "7.82 EUR"), ("en_US", "1 US dollar", "1.00 USD"),
        ("ro", "771 de yeni japonezi", "771 JPY"),
        // People type U+00A5 where ICU 72 writes the fullwidth ￥ (U+FFE5).
        ("ja_JP", "¥4,500", "4500 JPY"), ("ja_JP", "￥4,500", "4500 JPY"), ("zh_CN", "¥4,500.00", "4500.00 CNY"),
        ("en_US", "¥4,500", "4500 JPY"), ("en_IN", "Rs. 500", "500.00 INR"),
    ])
    func readsSignsCurrenciesAndSpaces(_ locale: String, _ text: String, _ expected: String) throws {
        let parser = MoneyParser(locale: try LocaleIdentifier(locale))
        #expect(try parser.parse(text).description == expected, "\(locale) '\(visible(text))'")
    }

    @Test func readingTellsTheSignAndWhetherTheTextNamedTheCurrency() throws {
        let deDE = MoneyParser(locale: try LocaleIdentifier("de_DE"))
        let zero = try deDE.read("-0,00 €")
        #expect(zero.money == .zero(.eur) && zero.sign == .minus && zero.namesCurrency)
        let plus = try deDE.read("+5")
        #expect(plus.money.description == "5.00 EUR" && plus.sign == .plus && !plus.namesCurrency)
        let enUS = MoneyParser(locale: try LocaleIdentifier("en_US"))
        #expect(try enUS.read("($0.00)").sign == .parentheses)
        #expect(try enUS.read("12").sign == .unsigned)
    }

    // MARK: - Currencies

    @Test func expectedCurrencyMustMatch() throws {
        let deDE = MoneyParser(locale: try LocaleIdentifier("de_DE"))
        #expect(try deDE.parse("1.234,50 €", expecting: .eur).description == "1234.50 EUR")
        #expect(try deDE.parse("1.234,50", expecting: .usd).description == "1234.50 USD")
        #expect(
            moneyError { try deDE.parse("1.234,50 €", expecting: .usd) }
                == .unexpectedCurrency("1.234,50 €", named: "EUR", expected: "USD"))
        let enUS = MoneyParser(locale: try LocaleIdentifier("en_US"))
        let error = moneyError { try enUS.parse("CAD 5.00", expecting: .usd) }
        #expect(error == .unexpectedCurrency("CAD 5.00", named: "CAD", expected: "USD"))
        #expect(error?.description == "the text 'CAD 5.00' names CAD but USD was expected")
        #expect(try enUS.parse("CHF 12.00", expecting: .chf).description == "12.00 CHF")
        #expect(try enUS.parse("12", expecting: .jpy).description == "12 JPY")
        // `$` is CAD's narrow symbol too: the expected currency settles it.
        let cad = try Currency(code: "CAD")
        #expect(try enUS.parse("$5.00", expecting: cad).description == "5.00 CAD")
        #expect(try enUS.parse("$5 CAD").description == "5.00 CAD")
        #expect(
            moneyError { try enUS.parse("€5 USD") }
                == .unparsable("€5 USD", position: 4, reason: "'€' and 'USD' name different currencies"))
    }

    @Test func sharedSymbolWithoutExpectedCurrencyIsAnError() throws {
        let frFR = MoneyParser(locale: try LocaleIdentifier("fr_FR"))
        guard case .ambiguousCurrency(let text, let symbol, let candidates) = moneyError({ try frFR.parse("5,00 $") })
        else {
            Issue.record("'5,00 $' in fr_FR names no single currency")
            return
        }
        #expect(text == "5,00 $" && symbol == "$")
        #expect(candidates.contains("USD") && candidates.contains("CAD") && candidates.contains("AUD"))
        #expect(try frFR.parse("5,00 $", expecting: .usd).description == "5.00 USD")
        #expect(try frFR.parse("5,00 $US").description == "5.00 USD")
        // A locale whose own currency has the symbol reads it as its own.
        #expect(try MoneyParser(locale: LocaleIdentifier("en_CA")).parse("$5.00").description == "5.00 CAD")
        #expect(try MoneyParser(locale: LocaleIdentifier("es_MX")).parse("$5.00").description == "5.00 MXN")
    }

    @Test func localeWithoutCurrencyNeedsOneInTheText() throws {
        let world = MoneyParser(locale: try LocaleIdentifier("en_001"))
        #expect(try world.parse("US$5.00").description == "5.00 USD")
        #expect(moneyError { try world.parse("5.00") } == .missingCurrency("5.00", locale: "en_001"))
    }

    // MARK: - Errors

    @Test(arguments: [
        ("de_DE", "abc", 1), ("de_DE", "12,50 € xyz", 9), ("de_DE", "12,50x", 6), ("en_US", "$12.00abc", 7),
        ("en_US", "", 1), ("en_US", "   ", 1), ("en_US", "--5", 2), ("en_US", "5 - 3", 5), ("de_DE", "1.23,50", 2),
        // A space can group digits, but only in threes: "12 34" is no amount, and the space is where.
        ("en_US", "12 34", 3), ("en_US", "12,3456", 3), ("de_DE", "1.234.5", 6), ("en_IN", "₹1,23,4567.00", 6),
        ("en_US", "$5.-", 3), ("en_US", "$.5.", 4), ("en_US", "(5.00", 1), ("en_US", "5.00)", 5),
        ("en_US", "-(5.00)", 1),
        ("en_US", "1١", 2), ("de_DE", "1.000,00,5 €", 9), ("de_DE", "5,00 € $", 8),
    ])
    func garbageSaysWhere(_ locale: String, _ text: String, _ position: Int) throws {
        let parser = MoneyParser(locale: try LocaleIdentifier(locale))
        let error = moneyError { try parser.parse(text) }
        guard case .unparsable(_, let at, _) = error else {
            Issue.record("'\(text)' gave \(String(describing: error))")
            return
        }
        #expect(at == position, "'\(text)': \(error?.description ?? "")")
        #expect(at >= 1 && at <= max(1, text.trimmingBlanks.count), "position inside the text")
    }

    /// Random text from the pieces amounts are made of: whatever it is, the parser returns an
    /// amount or an error whose position is a character of the text, and never traps.
    @Test func errorPositionsStayInsideTheText() throws {
        let pieces = [
            "1", "0", "9", "٣", "۵", "५", ".", ",", " ", "\u{A0}", "\u{202F}", "’", "'", "-", "+", "\u{2212}", "(", ")",
            "$", "€", "¥", "￥", "US$", "EUR", "kr", "x", "\u{200F}", "\u{200E}", "ج.م.", "١٬٢", "e", "\u{301}",
        ]
        let locales = try ["en_US", "de_DE", "de_CH", "fr_FR", "ar_EG", "hi_IN", "ja_JP", "pt_CV", "fa_IR"].map {
            MoneyParser(locale: try LocaleIdentifier($0))
        }
        var generator = SplitMix64(seed: 0xF022)
        var parsed = 0
        for _ in 0..<4000 {
            var text = ""
            for _ in 0..<Int(generator.next() % 9) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let parser = locales[Int(generator.next() % UInt64(locales.count))]
            do {
                _ = try parser.parse(text)
                parsed += 1
            } catch .unparsable(let quoted, let position, _) {
                #expect(position >= 1 && position <= max(1, quoted.count), "'\(visible(text))' → \(position)")
            } catch {
                continue
            }
        }
        #expect(parsed > 100)
    }

    @Test func theLocalesDecimalSeparatorTwiceIsNamedAsSuch() throws {
        // '.' is no grouping separator in en_US: the grouping reading is not what went wrong.
        let enUS = MoneyParser(locale: try LocaleIdentifier("en_US"))
        #expect(
            moneyError { try enUS.parse("$1.2.3", expecting: .usd) }?.description
                == "cannot read '$1.2.3' as an amount: '.' is the decimal separator and occurs more than once"
                + " (1,234,567.89 in en_US) at character 5")
        let deDE = MoneyParser(locale: try LocaleIdentifier("de_DE"))
        #expect(
            moneyError { try deDE.parse("1,2,3 €", expecting: .eur) }?.description
                == "cannot read '1,2,3 €' as an amount: ',' is the decimal separator and occurs more than once"
                + " (1.234.567,89 in de_DE) at character 4")
    }

    @Test func messagesSayWhatIsWrongWithoutNamingTheCommandLine() throws {
        let deDE = MoneyParser(locale: try LocaleIdentifier("de_DE"))
        #expect(
            moneyError { try deDE.parse("1.23,50") }?.description
                == "cannot read '1.23,50' as an amount: 2 digits follow the grouping separator '.' where 3 belong"
                + " (1.234.567,89 in de_DE) at character 2")
        #expect(
            moneyError { try deDE.parse("12,50 € xyz") }?.description
                == "cannot read '12,50 € xyz' as an amount: 'xyz' follows the currency at character 9")
        #expect(
            moneyError { try deDE.parse("") }?.description == "cannot read an amount from empty text")
        let texts = ["abc", "1.23,50", "5,00 $ €", "99999999999999999999999999999999999999999", "1,999 €"]
        for text in texts {
            let message = moneyError { try deDE.parse(text) }?.description ?? ""
            #expect(!message.isEmpty && !message.contains("tipfmt") && !message.contains("--"), "\(message)")
        }
    }

    @Test func tooManyDigitsForTheCurrency() throws {
        let enUS = MoneyParser(locale: try LocaleIdentifier("en_US"))
        #expect(
            moneyError { try enUS.parse("$1.005") } == .tooManyFractionDigits("$1.005", currency: "USD", allowed: 2))
        #expect(try enUS.parse("$1.500").description == "1.50 USD")
        let deDE = MoneyParser(locale: try LocaleIdentifier("de_DE"))
        #expect(
            moneyError { try deDE.parse("84,505") } == .tooManyFractionDigits("84,505", currency: "EUR", allowed: 2))
    }

    /// More digits than an amount holds says so, here and in the canonical readers.
    @Test func overflowSaysOverflow() throws {
        let enUS = MoneyParser(locale: try LocaleIdentifier("en_US"))
        // 99999999999999999 USD is 9999999999999999900 cents, beyond Int64.max (9223372036854775807).
        guard case .overflow = moneyError({ try enUS.parse("99999999999999999") }) else {
            Issue.record("99999999999999999 USD does not fit")
            return
        }
        guard case .overflow = moneyError({ try enUS.parse(String(repeating: "9", count: 45)) }) else {
            Issue.record("45 digits do not fit")
            return
        }
        guard case .overflow = moneyError({ try Money(parsing: "99999999999999999", .usd) }) else {
            Issue.record("Money(parsing:) of 99999999999999999 USD does not fit")
            return
        }
        guard case .overflow = moneyError({ try ExactDecimal(parsing: String(repeating: "9", count: 40)) }) else {
            Issue.record("ExactDecimal(parsing:) of 40 digits does not fit")
            return
        }
        // 92233720368547758.07 USD is Int64.max cents: it fits.
        #expect(try enUS.parse("$92,233,720,368,547,758.07").minorUnits == Int64.max)
    }
}

extension String {
    /// The text without white space at either end, as the parser quotes it.
    fileprivate var trimmingBlanks: Substring {
        let start = firstIndex(where: { !$0.isWhitespace }) ?? endIndex
        let end = lastIndex(where: { !$0.isWhitespace }).map { index(after: $0) } ?? start
        return self[start..<max(start, end)]
    }
}
