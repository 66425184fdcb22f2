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
    /// `home_balance`, `transfer`, `home_transfer`. The transfers are the trip's one answer
    /// (``SettlementDecision``): `home_transfer` rows with a home currency, else `transfer` rows,
    /// never both. Amounts are canonical decimal strings in
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
        let ledger = try ledger()
        var text = CSVText.record(Self.csvColumns)
        for bill in bills { text += Self.csvRecords(of: bill) }
        let decision = try SettlementDecision.shown(ledger, method: method)
        text += try Self.csvRecords(payments: payments, ledger: ledger, decision: decision)
        return text
    }

    /// The CSV records of one bill: the bill, its shares, its payers.
    static func csvRecords(of bill: TripBill) -> String {
        var text = csvRecord(
            "bill", bill: bill, amount: bill.total, method: bill.kind.rawValue, home: bill.home?.total,
            conversion: bill.home?.conversion)
        for (position, share) in bill.shares.enumerated() {
            text += csvRecord(
                "share", bill: bill, person: share.person, amount: share.amount,
                home: bill.home?.shares[position].amount)
        }
        for (position, payer) in bill.payers.enumerated() {
            text += csvRecord(
                "paid", bill: bill, person: payer.person, amount: payer.amount, method: payer.method.rawValue,
                home: bill.home?.payers[position].amount)
        }
        return text
    }

    /// The CSV records after the bills: the payments, the balances of `ledger`, then the
    /// transfers of `decision`.
    static func csvRecords(payments: [TripPayment], ledger: TripLedger, decision: SettlementDecision?)
        throws(TripError) -> String
    {
        var text = ""
        for payment in payments {
            text += csvRecord(
                "payment", person: payment.from, to: payment.to, amount: payment.amount,
                method: payment.method.rawValue, home: payment.home?.converted, conversion: payment.home)
        }
        for balances in ledger.balances {
            for balance in balances.amounts {
                text += csvRecord("balance", person: balance.person, amount: balance.amount)
            }
        }
        let home = ledger.home != nil && ledger.isConverted ? try ledger.homeBalances() : nil
        for balance in home?.amounts ?? [] {
            text += csvRecord("home_balance", person: balance.person, amount: balance.amount)
        }
        let section = decision?.basis == .home ? "home_transfer" : "transfer"
        for settlement in decision?.settlements ?? [] {
            for transfer in settlement.transfers {
                text += csvRecord(section, person: transfer.from, to: transfer.to, amount: transfer.amount)
            }
        }
        return text
    }

    /// One CSV record under ``csvColumns``.
    private static func csvRecord(
        _ section: String, bill: TripBill? = nil, person: String = "", to: String = "", amount: Money? = nil,
        method: String = "", home: Money? = nil, conversion: Conversion? = nil
    ) -> String {
        let rate = conversion.map { describe($0) } ?? ("", "", "")
        return CSVText.record([
            section, CSVText.inert(bill?.id ?? ""), bill?.date?.description ?? "", CSVText.inert(bill?.title ?? ""),
            CSVText.inert(person), CSVText.inert(to), amount?.currency.code ?? "", amount?.amountText ?? "", method,
            home?.currency.code ?? "", home?.amountText ?? "", rate.0, rate.1, rate.2,
        ])
    }

    /// The rate, how it was recorded and its day.
    private static func describe(_ conversion: Conversion) -> (String, String, String) {
        switch conversion.method {
        case .same: return ("1", "same", "")
        case .typed: return (conversion.rate.rate.description, "typed", "")
        case .ecb(_, let date): return (conversion.rate.rate.description, "ecb", date)
        // A statement recorded beside the ECB's rate of the day: that fixing's day.
        case .cardStatement: return (conversion.rate.rate.description, "card_statement", conversion.fixingDate ?? "")
        }
    }
}
