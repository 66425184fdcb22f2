import Money

// `{"rate":"8.875"}`, or the amount itself: `{"amount":"7.50","currency":"USD"}`.
extension Tax: DecimalOrMoneyCodable {
    static let form = DecimalOrMoneyForm(decimalKey: "rate", noun: "a tax", decimal: Tax.rate, money: Tax.amount)

    var decimalOrMoney: DecimalOrMoney {
        switch self {
        case .amount(let amount): .money(amount)
        case .rate(let rate): .decimal(rate)
        }
    }
}
