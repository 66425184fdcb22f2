import Foundation
import Money
import TipCalc

/// The app's own currency type. The top-level name is the app's; Money's type stays reachable
/// as `Money.Currency`, which compiles although the module and its main type are both `Money`.
struct Currency: CustomStringConvertible {
    let symbol: String
    var description: String { "app currency \(symbol)" }
}

let ours = Currency(symbol: "¤")
let usd: Money.Currency = .usd
let franc = try Money.Currency(code: "chf")
let swiss = try Money.LocaleIdentifier("de-CH")
print(ours, usd, franc.code, franc.fractionDigits, franc.cashIncrement)

// Foundation's number formatting (its own ICU) and Money's (the system's) in one process.
let foundation = NumberFormatter()
foundation.locale = Locale(identifier: "en_US")
foundation.numberStyle = .decimal
foundation.minimumFractionDigits = 2
print("Foundation:", foundation.string(from: NSNumber(value: 1234.5)) ?? "nil")
let formatter = MoneyFormatter(locale: swiss)
let price = try Money(parsing: "1234.50", franc)
/// Non-ASCII scalars as `<U+2019>`, so the expected output file stays plain ASCII.
func escaped(_ text: String) -> String {
    text.unicodeScalars.map { $0.isASCII ? String($0) : "<U+\(String($0.value, radix: 16, uppercase: true))>" }.joined()
}
print("Money:", escaped(try formatter.format(price)))

// A tip, split three ways, with integer-literal percentages.
var request = TipRequest(bill: try Money(parsing: "84.50", usd), tip: .percent(18))
request.party = .even(3)
request.tax = .rate(try ExactDecimal(parsing: "8.875"))
let result = try TipCalculator.calculate(request)
print("tip", result.tip, "total", result.total, "shares", result.shares.map(\.amountText).joined(separator: " "))
print("tip below total:", try result.tip.isLess(than: result.total))

// Foundation's JSONEncoder and Date beside TipCalc's Codable values.
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(request)
print(String(decoding: data, as: UTF8.self))
let decoded = try JSONDecoder().decode(TipRequest.self, from: data)
print("round trip:", decoded == request, "at", Date(timeIntervalSince1970: 0).timeIntervalSince1970)

// Errors a caller can switch on.
func explain(_ text: String) -> String {
    do {
        return try Money(parsing: text, usd).description
    } catch .invalidAmount(_, reason: .comma) {
        return "'\(text)' uses a comma: read it with MoneyParser in the user's locale"
    } catch {
        return error.description
    }
}
print(explain("84,50"))
print(explain("1e3"))
