import Foundation
import Money
import TipCalc
package import SavedBills

/// Saved bills as CSV (RFC 4180) or as the documented JSON document.
///
/// CSV has a header row, CRLF line ends, and quotes a field only when it holds a comma, a
/// double quote (doubled inside) or a line break. Amounts are canonical decimal strings
/// (`84.50`, `4500`), so a spreadsheet reads the exact value; times are UTC (`saved_at`) and
/// local (`saved_local`). A note, the one field a person typed, that starts with `=`, `+`, `-`,
/// `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet shows it as text instead
/// of running it as a formula (OWASP's advice on CSV injection); the JSON export keeps it as it is.
///
///     id,saved_at,saved_local,note,command,locale,currency,bill,tax,service,tip,total,…
///     1,2026-11-23T19:04:05Z,2026-11-24 04:04,Dinner in Kyoto,calc,ja_JP,JPY,4500,0,0,450,4950,…
package enum HistoryExport {
    /// The columns of the one-row-per-bill CSV.
    package static let billColumns = [
        "id", "saved_at", "saved_local", "note", "command", "locale", "currency", "bill", "tax", "service", "tip",
        "total", "tip_percent", "effective_tip_percent", "tip_base", "party_size", "weights", "rounding",
        "rounding_increment", "cash", "home_currency", "home_rate", "home_rate_source", "home_rate_date", "home_bill",
        "home_tax", "home_tip", "home_total",
    ]

    /// The columns of the one-row-per-person CSV (`--per-person`); `name` and `payment` are an
    /// itemised bill's (empty for a split of a single amount).
    package static let personColumns = [
        "bill_id", "saved_at", "note", "currency", "person", "weight", "share", "bill", "tax", "tip", "home_currency",
        "home_share", "name", "payment",
    ]

    /// The columns of the one-row-per-item-and-person CSV (`--per-item`): each itemised bill's
    /// items, one row for each person's part of each item (a bill of single amounts has none).
    package static let itemColumns = [
        "bill_id", "saved_at", "note", "currency", "item", "name", "quantity", "unit_price", "amount", "discount",
        "tax_rate", "tipped", "person", "part", "part_discount",
    ]

    /// One row per bill, in the order given.
    package static func billsCSV(_ bills: [SavedBill]) -> String {
        var out = CSVText.record(billColumns)
        for bill in bills {
            let home = bill.request.home
            let homeResult = bill.result.home
            out += CSVText.record([
                bill.id.map(String.init) ?? "", bill.savedAt, UTCTimestamp(bill.savedAt)?.localText ?? "",
                CSVText.inert(bill.note ?? ""), bill.command.rawValue, bill.locale, bill.currency, bill.result.bill,
                bill.result.tax,
                bill.result.service, bill.result.tip, bill.result.total, bill.result.tipPercent ?? "",
                bill.result.effectiveTipPercent, bill.request.tipBase, String(bill.request.party.size),
                bill.request.party.weights.map { $0.map(String.init).joined(separator: ";") } ?? "",
                bill.request.rounding, bill.request.roundingIncrement ?? "", bill.request.cash ? "true" : "false",
                home?.currency ?? "", home?.rate ?? "", home?.rateSource ?? "", home?.rateDate ?? "",
                homeResult?.bill ?? "", homeResult?.tax ?? "", homeResult?.tip ?? "", homeResult?.total ?? "",
            ])
        }
        return out
    }

    /// One row per person of each bill, in bill order, then person order.
    package static func peopleCSV(_ bills: [SavedBill]) -> String {
        var out = CSVText.record(personColumns)
        for bill in bills {
            for (index, person) in bill.people.enumerated() {
                out += CSVText.record([
                    bill.id.map(String.init) ?? "", bill.savedAt, CSVText.inert(bill.note ?? ""), bill.currency,
                    String(index + 1),
                    String(person.weight), person.share, person.bill, person.tax, person.tip,
                    bill.request.home?.currency ?? "", person.homeShare ?? "",
                    CSVText.inert(bill.itemised.map { $0.people[index].name } ?? ""),
                    bill.itemised.map { $0.people[index].payment.rawValue } ?? "",
                ])
            }
        }
        return out
    }

    /// One row per person's part of each item of the itemised bills, in bill, item and person
    /// order; the names are the bill's, made inert for a spreadsheet.
    package static func itemsCSV(_ bills: [SavedBill]) -> String {
        var out = CSVText.record(itemColumns)
        for bill in bills {
            guard let itemised = bill.itemised else { continue }
            for (position, item) in itemised.items.enumerated() {
                for part in item.parts {
                    out += CSVText.record([
                        bill.id.map(String.init) ?? "", bill.savedAt, CSVText.inert(bill.note ?? ""), bill.currency,
                        String(position + 1), CSVText.inert(item.name), String(item.quantity),
                        item.unitPrice.amountText, item.amount.amountText, item.discount.amountText,
                        item.taxRate?.description ?? "", item.isTipped ? "true" : "false",
                        CSVText.inert(part.person < itemised.people.count ? itemised.people[part.person].name : ""),
                        part.amount.amountText, part.discount.amountText,
                    ])
                }
            }
        }
        return out
    }

    /// The JSON document: `{"bills": [...], "format": "tipfmt-history", "version": 2}`, keys
    /// sorted, two-space indented, ending with a newline; each bill as ``SavedBillJSON`` writes it
    /// (version 1 wrote the stored record itself).
    ///
    /// - Throws: ``HistoryError/corrupt(path:reason:)`` for a bill whose amounts no longer read.
    package static func json(_ bills: [SavedBill]) throws(HistoryError) -> String {
        encoded(Document(bills: try bills.map { (bill) throws(HistoryError) in try output(bill) }))
    }

    /// One bill as a JSON object, ending with a newline.
    ///
    /// - Throws: ``HistoryError/corrupt(path:reason:)`` when its amounts no longer read.
    package static func json(_ bill: SavedBill) throws(HistoryError) -> String {
        encoded(try output(bill))
    }

    private static func output(_ bill: SavedBill) throws(HistoryError) -> SavedBillJSON {
        do { return try SavedBillJSON(bill) } catch {
            throw .corrupt(path: "bill \(bill.id.map(String.init) ?? "")", reason: error.description)
        }
    }

    /// The JSON export's top level.
    struct Document: Encodable {
        var bills: [SavedBillJSON]
        var format = "tipfmt-history"
        /// 2 since a bill's result is the one bill object every surface writes.
        var version = 2
    }

    private static func encoded(_ value: some Encodable) -> String {
        // Strings, integers and booleans only: encoding cannot fail.
        (try? JSONText.readable(value)) ?? "{}\n"
    }
}
