import FuzzSupport
import Money

/// The localized parser: no trap, and an amount it reads is in the currency it was told to expect.
///
/// The first byte picks a locale and an expected currency; the rest is the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMoneyParser(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let (selector, text) = FuzzInput.selectorAndText(start, count) else { return 0 }
    let locales = ["en_US", "de_DE", "de_CH", "fr_FR", "ar_EG", "hi_IN", "ja_JP", "fa_IR", "bn_BD", "es_419"]
    let codes = ["USD", "EUR", "CHF", "JPY", "INR", "EGP", "KWD"]
    guard let locale = try? LocaleIdentifier(locales[Int(selector) % locales.count]) else { return 0 }
    let parser = MoneyParser(locale: locale)
    _ = try? parser.parse(text)
    if let currency = try? Currency(code: codes[Int(selector / 16) % codes.count]),
        let money = try? parser.parse(text, expecting: currency)
    {
        invariant(money.currency == currency, "'\(text)' in \(locale) read as \(money), expected \(currency)")
    }
    return 0
}
