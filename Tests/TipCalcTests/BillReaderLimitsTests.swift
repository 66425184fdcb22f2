import Money
import Testing

@testable import TipCalc

/// Every bill reader is bounded: nesting depth, items per bill, names per list and line length
/// each have a limit that a one-line error names, and reading stays linear past them.
@Suite struct BillReaderLimitsTests {
    static let depthError = "nested more than 32 levels deep; a bill nests at most 32"

    @Test func jsonNestedDeeperThanTheLimitIsRefusedAtTheLimit() {
        // 100,000 levels crashed the reader (a stack overflow); now the 33rd opener is refused.
        let objects = String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        // Each `{"a":` is 5 characters: the 33rd starts at column 5 × 32 + 1 = 161.
        #expect(throws: BillFileError(line: 1, column: 161, message: Self.depthError)) {
            try ItemisedBill(json: objects)
        }
        let lists = #"{"currency": "USD", "items": "# + String(repeating: "[", count: 100_000)
        // The outer object is level 1: `"items": ` is at column 30, so its 32nd `[` is at 61.
        #expect(throws: BillFileError(line: 1, column: 61, message: Self.depthError)) {
            try ItemisedBill(json: lists)
        }
    }

    @Test func jsonAtTheDepthLimitReadsOnToItsOwnError() {
        // 31 lists inside `items` (32 levels with the outer object) are read; the bill is then
        // wrong for what it holds, not for its depth.
        let text =
            #"{"currency": "USD", "items": "# + String(repeating: "[", count: 31) + String(repeating: "]", count: 31)
            + "}"
        #expect {
            try ItemisedBill(json: text)
        } throws: { error in
            !(error as? BillFileError).map { $0.message == Self.depthError }!
        }
    }

    @Test func aListOfMoreNamesThanAPartyIsRefusedWhereItPassesTheLimit() {
        // "people: " is 8 columns; names n0…n999 take 10 × 3 + 90 × 4 + 900 × 5 = 4,890 columns,
        // so the 1,001st name starts at column 4,899.
        let names = (0...1000).map { "n\($0)" }.joined(separator: ",")
        let text = "currency: USD\npeople: \(names)\nNachos 9.00 @all\n"
        #expect(
            throws: BillFileError(
                line: 2, column: 4899, message: "more than 1000 names in one list; a list names at most 1000 people")
        ) { try ItemisedBill(text: text) }
    }

    @Test func aThousandNamesInOneListAreRead() throws {
        let names = (0..<1000).map { "n\($0)" }.joined(separator: ",")
        let bill = try ItemisedBill(text: "currency: USD\npeople: \(names)\nNachos 9.00 @all\n")
        #expect(bill.people.count == 1000)
        #expect(bill.people.last?.name == "n999")
    }

    @Test func aLineLongerThanTheLimitIsRefused() {
        let text = "currency: USD\n" + String(repeating: "x", count: 16_380) + " 9.00\n"
        #expect(
            throws: BillFileError(
                line: 2, column: 1, message: "the line is longer than 16384 bytes; a line has at most 16384")
        ) { try ItemisedBill(text: text) }
    }

    @Test func moreItemsThanTheCapAreRefusedAtTheFirstOneTooMany() throws {
        let items = String(repeating: "I 1.00\n", count: 10_001)
        // Two setting lines, then items: the 10,001st item is line 10,003.
        #expect(
            throws: BillFileError(
                line: 10_003, column: 1,
                message: "more than 10000 items; a bill has at most 10000 (split it into several bills)")
        ) { try ItemisedBill(text: "currency: USD\ntip: 18%\n" + items) }
        let bill = try ItemisedBill(text: "currency: USD\n" + String(repeating: "I 1.00\n", count: 10_000))
        #expect(bill.items.count == 10_000)
    }

    @Test func jsonItemsPastTheCapAndLongListsAreRefused() {
        let item = #"{"name": "a", "price": "1.00"}"#
        let items = #"{"currency": "USD", "items": ["# + Array(repeating: item, count: 10_001).joined(separator: ",")
        #expect {
            try ItemisedBill(json: items + "]}")
        } throws: { error in
            (error as? BillFileError)?.message
                == "more than 10000 items; a bill has at most 10000 (split it into several bills)"
        }
        let people = #"{"currency": "USD", "people": ["# + (0...1000).map { "\"p\($0)\"" }.joined(separator: ",")
        #expect {
            try ItemisedBill(json: people + "]}")
        } throws: { error in
            (error as? BillFileError)?.message == "a list of more than 1000 elements; a list has at most 1000"
        }
    }
}
