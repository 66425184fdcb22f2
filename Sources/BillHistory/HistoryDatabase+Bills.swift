import GRDB
package import SavedBills
import TipCalc

extension HistoryDatabase {
    /// Saves a bill, its people and its printed text in one transaction.
    ///
    /// - Returns: The new bill's id: ids only grow and are never reused after a delete.
    /// - Throws: ``HistoryError/invalidRecord(_:)`` for a bill that fails `SavedBill.validate`
    ///   (nothing is written), or the error that stopped the transaction (nothing is written).
    package func save(_ bill: SavedBill) throws(HistoryError) -> Int64 {
        do {
            try bill.validate(requiringOutputs: true)
        } catch {
            throw .invalidRecord(error.reason)
        }
        var row = try BillRow(bill)
        row.id = nil
        var people: [PersonRow] = []
        for (index, person) in bill.people.enumerated() {
            people.append(try PersonRow(person, billID: 0, position: index + 1, bill: bill))
        }
        let outputs = bill.outputs
        let itemised = try bill.itemised.map { (result) throws(HistoryError) in try ItemisedRow(result, billID: 0) }
        return try writing { db in
            try row.insert(db)
            guard let id = row.id else { throw HistoryError.database(path: path, reason: "the new bill has no id") }
            for var person in people {
                person.billId = id
                try person.insert(db)
            }
            if let outputs {
                for output in OutputRow.rows(outputs, billID: id) { try output.insert(db) }
            }
            if var itemised {
                itemised.billId = id
                try itemised.insert(db)
            }
            return id
        }
    }

    /// The bills `filter` selects, newest first, with their people; without their printed text
    /// unless `withOutputs`.
    package func bills(_ filter: HistoryFilter = HistoryFilter(), withOutputs: Bool = false) throws(HistoryError)
        -> [SavedBill]
    {
        try reading { db in
            var request = BillRow.order(Column("saved_at").desc, Column("id").desc)
            if let since = filter.since { request = request.filter(Column("saved_at") >= since.text) }
            if let currency = filter.currency { request = request.filter(Column("currency") == currency) }
            if let limit = filter.limit { request = request.limit(limit) }
            let rows = try request.fetchAll(db)
            let ids = rows.compactMap(\.id)
            var people: [Int64: [PersonRow]] = [:]
            for person in try PersonRow.filter(ids.contains(Column("bill_id"))).order(Column("position")).fetchAll(db) {
                people[person.billId, default: []].append(person)
            }
            var itemised: [Int64: ItemisedResult] = [:]
            for row in try ItemisedRow.filter(ids.contains(Column("bill_id"))).fetchAll(db) {
                itemised[row.billId] = row.result
            }
            var outputs: [Int64: [OutputRow]] = [:]
            if withOutputs {
                for output in try OutputRow.filter(ids.contains(Column("bill_id"))).fetchAll(db) {
                    outputs[output.billId, default: []].append(output)
                }
            }
            return rows.map { row in
                let id = row.id ?? 0
                var bill = row.savedBill(
                    people: people[id] ?? [],
                    outputs: withOutputs
                        ? OutputRow.outputs(outputs[id] ?? [], format: row.receiptFormat, width: row.receiptWidth)
                        : nil)
                bill.itemised = itemised[id]
                return bill
            }
        }
    }

    /// One bill with its people and printed text.
    ///
    /// - Throws: ``HistoryError/noSuchBill(_:)`` when no bill has `id`.
    package func bill(_ id: Int64) throws(HistoryError) -> SavedBill {
        let found = try reading { db -> SavedBill? in
            guard let row = try BillRow.fetchOne(db, key: id) else { return nil }
            let people = try PersonRow.filter(Column("bill_id") == id).order(Column("position")).fetchAll(db)
            let outputs = try OutputRow.filter(Column("bill_id") == id).fetchAll(db)
            var bill = row.savedBill(
                people: people, outputs: OutputRow.outputs(outputs, format: row.receiptFormat, width: row.receiptWidth))
            bill.itemised = try ItemisedRow.fetchOne(db, key: id)?.result
            return bill
        }
        guard let found else { throw .noSuchBill(id) }
        return found
    }

    /// Deletes one bill with its people and printed text.
    ///
    /// - Throws: ``HistoryError/noSuchBill(_:)`` when no bill has `id`.
    package func delete(_ id: Int64) throws(HistoryError) {
        let deleted = try writing { db in try BillRow.deleteOne(db, key: id) }
        guard deleted else { throw .noSuchBill(id) }
    }

    /// Deletes every bill; returns how many there were.
    package func clear() throws(HistoryError) -> Int {
        try writing { db in try BillRow.deleteAll(db) }
    }
}
