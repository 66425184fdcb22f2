import Money

// `{"percent":"12.5"}`, or the amount itself: `{"amount":"12.50","currency":"EUR"}`.
extension ServiceCharge: DecimalOrMoneyCodable {
    static let form = DecimalOrMoneyForm(
        decimalKey: "percent", noun: "a service charge", decimal: ServiceCharge.percent, money: ServiceCharge.amount)

    var decimalOrMoney: DecimalOrMoney {
        switch self {
        case .percent(let percent): .decimal(percent)
        case .amount(let amount): .money(amount)
        }
    }
}
