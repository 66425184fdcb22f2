import Money
import ReceiptPrinting
import BillPresentation
import TipCalc

/// The receipts the printing tests print, and the way `tipfmt receipt --format escpos` prints them.
enum PrintedReceipts {
    /// The languages every profile is tried in, as the issue lists them.
    static let goldenLocales = [
        "en_US", "fr_FR", "de_CH", "pl_PL", "ru_RU", "el_GR", "he_IL", "ar_EG", "ja_JP", "zh_CN", "ko_KR",
    ]

    /// A locale for each of the 28 receipt languages.
    static let everyLanguage = [
        "ar_EG", "cs_CZ", "da_DK", "de_DE", "el_GR", "en_US", "es_ES", "fi_FI", "fr_FR", "he_IL", "hi_IN", "hu_HU",
        "id_ID", "it_IT", "ja_JP", "ko_KR", "nb_NO", "nl_NL", "pl_PL", "pt_BR", "ru_RU", "sv_SE", "th_TH", "tr_TR",
        "uk_UA", "vi_VN", "zh_CN", "zh_TW",
    ]

    /// Where the golden files are: `Fixtures/escpos/<profile>/<locale>.bin`.
    static let fixtures: String = {
        var path = #filePath
        while let last = path.last, last != "/" { path.removeLast() }
        return path + "Fixtures/escpos"
    }()

    /// The golden receipt: a bill of 84.50 in the locale's currency (8450 where it has no minor
    /// unit), an 18% tip, split three ways; `tipfmt receipt 84.50 --tip 18 --split 3 -l LOCALE`.
    static func goldenReceipt(_ locale: String, style: MoneyFormatter.Style = .symbol) throws -> Receipt {
        let id = try LocaleIdentifier(locale)
        let currency = try Currency.default(for: id)
        let text = currency.fractionDigits == 0 ? "8450" : "84.50"
        var request = TipRequest(bill: try Money(parsing: text, currency), tip: .percent(ExactDecimal(18)))
        request.party = .even(3)
        let result = try TipCalculator.calculate(request)
        return try Receipt(result: result, formatter: MoneyFormatter(locale: id, style: style))
    }

    /// The bytes as `tipfmt receipt` writes them: a currency symbol the printer has no page for is
    /// printed with the currency's code (the receipt built again with `.code`).
    static func print(
        _ build: (MoneyFormatter.Style) throws -> Receipt, on profile: PrinterProfile, width: Int? = nil
    ) throws -> (bytes: [UInt8], receipt: Receipt) {
        let receipt = try build(.symbol)
        do {
            return (try receipt.escpos(for: profile, width: width), receipt)
        } catch .currencySymbol {
            let coded = try build(.code)
            return (try coded.escpos(for: profile, width: width), coded)
        }
    }
}
