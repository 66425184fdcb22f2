import Foundation
import Money
import MoneyFoundation

let swiss = Locale(identifier: "de_CH")
let price = try Money(parsing: "1234.50", .chf)
print(Text(price, format: .money(locale: swiss)))
print(price.formatted(.money(locale: Locale(identifier: "fr_FR"))))
let items = try ["24.50", "32.90", "8.10"].map { try Money(parsing: $0, .chf) }
print(Text(try items.sum(in: .chf), format: .money(locale: swiss)))
let typed = try Money("CHF 1’234.50", format: .money(locale: swiss, currency: .chf))
print(typed == price, try LocaleIdentifier(swiss))
