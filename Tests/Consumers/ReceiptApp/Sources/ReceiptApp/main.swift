import BillPresentation
import Money
import TipCalc

let price = try Money(parsing: "1234.50", .eur)
for id in ["en_US", "de_DE", "fr_FR"] {
    let formatter = MoneyFormatter(locale: try LocaleIdentifier(id))
    print(id, try formatter.format(price))
}
let typed = try MoneyParser(locale: LocaleIdentifier("de_DE")).parse("12,30 €")
print(typed, try price.adding(typed))

var dinner = TipRequest(bill: try Money(parsing: "84.50", .chf), tip: .percent(15))
dinner.tax = .rate(try ExactDecimal(parsing: "8.1"))
dinner.party = .even(3)
let result = try TipCalculator.calculate(dinner)
print(result.tax, result.tip, result.total)
print(result.shares, result.tipShares)

let swiss = MoneyFormatter(locale: try LocaleIdentifier("de_CH"))
let receipt = try Receipt(result: result, formatter: swiss, title: "Zum Löwen")
print(receipt.rendered(as: .text, width: 32), terminator: "")
