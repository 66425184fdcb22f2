import Money
import TipCalc

extension Trip {
    /// The columns of ``csv(method:)``.
    public static let csvColumns = [
        "section", "bill", "date", "title", "person", "to", "currency", "amount", "method", "home_currency",
        "home_amount", "rate", "rate_method", "rate_date",
    ]

    /// The trip as one CSV table: a row per bill, share, payer, payment, balance and transfer.
    ///
    /// The `section` column says which: `bill`, `share`, `paid`, `payment`, `balance`,
    /// `home_balance`, `transfer`, `home_transfer`. Amounts are canonical decimal strings in
    /// `currency` (and `home_amount` in `home_currency`), so a spreadsheet reads exact values.
    /// Like the history export: a header row, CRLF line ends, a field quoted only when it holds a
    /// comma, a double quote or a line break, and typed text (ids, titles, names) that starts with
    /// `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet shows it
    /// as text instead of running it as a formula.
    ///
    ///     section,bill,date,title,person,to,currency,amount,method,home_currency,home_amount,rate,…
    ///     bill,1,2026-07-01,Dinner,,,EUR,99.00,single,EUR,99.00,1,same,
    ///     share,1,2026-07-01,Dinner,Ann,,EUR,33.00,,EUR,33.00,,,
    ///
    /// - Throws: ``TripError/money(_:)`` when a balance overflows.
    public func csv(method: Settlement.Method = .fewestTransfers) throws(TripError) -> String {
        var rows: [[String]] = [Self.csvColumns]
        func row(
            _ section: String, bill: TripBill? = nil, person: String = "", to: String = "", amount: Money? = nil,
            method: String = "", home: Money? = nil, conversion: Conversion? = nil
        ) {
            let rate = conversion.map { describe($0) } ?? ("", "", "")
            rows.append([
                section, CSVText.inert(bill?.id ?? ""), bill?.date?.description ?? "", CSVText.inert(bill?.title ?? ""),
                CSVText.inert(person),
                CSVText.inert(to), amount?.currency.code ?? "", amount?.amountText ?? "", method,
                home?.currency.code ?? "",
                home?.amountText ?? "", rate.0, rate.1, rate.2,
            ])
        }
        for bill in bills {
            row(
                "bill", bill: bill, amount: bill.total, method: bill.kind.rawValue, home: bill.home?.total,
                conversion: bill.home?.conversion)
            for (position, share) in bill.shares.enumerated() {
                row(
                    "share", bill: bill, person: share.person, amount: share.amount,
                    home: bill.home?.shares[position].amount)
            }
            for (position, payer) in bill.payers.enumerated() {
                row(
                    "paid", bill: bill, person: payer.person, amount: payer.amount, method: payer.method.rawValue,
                    home: bill.home?.payers[position].amount)
            }
        }
        for payment in payments {
            row(
                "payment", person: payment.from, to: payment.to, amount: payment.amount,
                method: payment.method.rawValue, home: payment.home?.converted, conversion: payment.home)
        }
        let all = try balances()
        for balances in all {
            for balance in balances.amounts { row("balance", person: balance.person, amount: balance.amount) }
        }
        let complete = home != nil && bills.allSatisfy { $0.home != nil } && payments.allSatisfy { $0.home != nil }
        let home = complete ? try homeBalances() : nil
        for balance in home?.amounts ?? [] { row("home_balance", person: balance.person, amount: balance.amount) }
        for balances in all {
            for transfer in try Settlement(balances, method: method).transfers {
                row("transfer", person: transfer.from, to: transfer.to, amount: transfer.amount)
            }
        }
        if let home {
            for transfer in try Settlement(home, method: method).transfers {
                row("home_transfer", person: transfer.from, to: transfer.to, amount: transfer.amount)
            }
        }
        return rows.map(CSVText.record).joined()
    }

    /// The rate, how it was recorded and its day.
    private func describe(_ conversion: Conversion) -> (String, String, String) {
        switch conversion.method {
        case .same: return ("1", "same", "")
        case .typed: return (conversion.rate.rate.description, "typed", "")
        case .ecb(_, let date): return (conversion.rate.rate.description, "ecb", date)
        case .cardStatement: return (conversion.rate.rate.description, "card_statement", "")
        }
    }
}
