import Money

// `{"percent":"18"}`, or the amount itself: `{"amount":"5.00","currency":"USD"}`.
extension Tip: DecimalOrMoneyCodable {
    static let form = DecimalOrMoneyForm(decimalKey: "percent", noun: "a tip", decimal: Tip.percent, money: Tip.amount)

    var decimalOrMoney: DecimalOrMoney {
        switch self {
        case .percent(let percent): .decimal(percent)
        case .amount(let amount): .money(amount)
        }
    }
}
