/// How a bill's result is laid out: the engine gives one result for every bill (a single amount
/// is one item shared by everyone), and the output chooses how to show it.
public enum BillLayout: String, Hashable, Sendable, CaseIterable {
    /// A single amount's summary: bill, tax, service, tip and total, then the numbered shares
    /// (`calc 84.50 --tip 18 --split 3`).
    case summary
    /// A single amount at several tip percentages, one row each (`calc 84.50`); each row's
    /// document is a summary.
    case tipComparison
    /// Items and people: the items, then each person's part of every column.
    case perPerson
}
