import GRDB
import SavedBills

/// A row of the `bill_person` table: one person's share of a saved bill, in minor units.
struct PersonRow: HistoryRow, PersistableRecord {
    static let databaseTableName = "bill_person"

    var billId: Int64
    /// 1 for the first person.
    var position: Int
    var weight: Int
    var shareMinor: Int64
    var billMinor: Int64
    var taxMinor: Int64
    var tipMinor: Int64
    var homeShareMinor: Int64?
    var shareFormatted: String
    var homeShareFormatted: String?
}

extension PersonRow {
    /// The row for person `position` (1-based) of a validated bill.
    init(_ person: SavedBill.Person, billID: Int64, position: Int, bill: SavedBill) throws(HistoryError) {
        billId = billID
        self.position = position
        weight = person.weight
        shareMinor = try Self.minor(person.share, bill.fractionDigits)
        billMinor = try Self.minor(person.bill, bill.fractionDigits)
        taxMinor = try Self.minor(person.tax, bill.fractionDigits)
        tipMinor = try Self.minor(person.tip, bill.fractionDigits)
        if let homeShare = person.homeShare {
            homeShareMinor = try Self.minor(homeShare, bill.request.home?.fractionDigits ?? 0)
        }
        shareFormatted = person.formattedShare
        homeShareFormatted = person.formattedHomeShare
    }

    /// The person record, amounts as canonical text.
    func person(fractionDigits: Int, homeFractionDigits: Int) -> SavedBill.Person {
        SavedBill.Person(
            weight: weight, share: MinorUnitText.text(shareMinor, fractionDigits: fractionDigits),
            bill: MinorUnitText.text(billMinor, fractionDigits: fractionDigits),
            tax: MinorUnitText.text(taxMinor, fractionDigits: fractionDigits),
            tip: MinorUnitText.text(tipMinor, fractionDigits: fractionDigits),
            homeShare: homeShareMinor.map { MinorUnitText.text($0, fractionDigits: homeFractionDigits) },
            formattedShare: shareFormatted, formattedHomeShare: homeShareFormatted)
    }
}
