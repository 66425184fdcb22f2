import Money

// Only Money: currencies, exact amounts, rounding, allocation, locale formatting and parsing.

/// Non-ASCII scalars as `<U+2019>`, so the expected output file stays plain ASCII.
func escaped(_ text: String) -> String {
    text.unicodeScalars.map { $0.isASCII ? String($0) : "<U+\(String($0.value, radix: 16, uppercase: true))>" }.joined()
}

let dinar: Money.Currency = try Currency(code: "KWD")
print(dinar, dinar.fractionDigits, Currency.jpy.fractionDigits, Currency.chf.cashIncrement)

let bill = try Money(parsing: "84.50", .usd)
let tip = try bill.multiplied(byPercent: ExactDecimal(parsing: "18.5"), rounding: .toNearestOrAway)
let total = try bill.adding(tip)
print(tip, total, try tip.percentage(of: bill))  // 84.50 × 0.185 = 15.6325 → 15.63
print(try total.allocated(into: 3).map(\.amountText))

let cash = try Money(parsing: "1.03", .chf).rounded(.toNearestOrEven, to: .cash)
print(
    cash, try Money(parsing: "-2.505", .usd, rounding: .ceiling), try Money(parsing: "-0.005", .usd, rounding: .floor))

for id in ["de_CH", "fr_FR", "ar_EG", "hi_IN"] {
    let locale = try Money.LocaleIdentifier(id)
    let money = try Money(parsing: "1234567.80", Currency.default(for: locale))
    print(id, escaped(try MoneyFormatter(locale: locale).format(money)))
}
let parsed = try MoneyParser(locale: LocaleIdentifier("de_DE")).parse("1.234,50 €")
print(parsed, escaped(try PercentFormatter(locale: LocaleIdentifier("tr_TR")).format(18)))

print((try? Money(parsing: "1", .usd).isLess(than: Money(parsing: "100", .chf))).map(String.init) ?? "not comparable")
print("ICU", Money.icuMajorVersion)
