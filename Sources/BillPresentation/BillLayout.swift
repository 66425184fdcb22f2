/// How a bill's document is laid out: the engine gives one result for every bill, and the
/// presentation chooses how to show it.
package enum BillLayout: Sendable {
    /// A single amount's summary: bill, tip, total and the shares (`calc --tip 18`).
    case summary
    /// A single amount at several tip percentages, one row each (`calc` without `--tip`).
    case tipComparison
    /// Items and people: each person's part of every column.
    case perPerson
}
