#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the bills of a trip's JSON document are, found as its bytes come: the byte range of
/// the `bills` array, and of each bill in it with the bill's id.
///
/// A trip's document can be far larger than the memory a merge may take (100,000 bills of 20
/// people export to hundreds of MB), so `trip merge` and `trip import` read it in two steps:
/// this index, then the document without its bills (what is left is small: the people,
/// settings and payments), then each bill alone from its range, when it is needed.
///
/// Only the structure is followed (strings, arrays, objects, the top object's keys); whether the
/// bytes read as a trip is for the reader of each part to say. Feed every chunk in order.
///
///     var index = TripDocumentIndex()
///     index.feed(Array(#"{"bills": [{"id": "a"}, {"id": "b"}], "people": []}"#.utf8))
///     print(index.bills.map(\.id), index.billsRange ?? 0..<0)
///     // Prints "["a", "b"] 10..<36"
package struct TripDocumentIndex: Sendable {
    /// One bill of the document: its bytes and its id.
    package struct Bill: Sendable {
        /// The bytes of the bill's object in the document (from its `{`, up to the `,` or `]`
        /// after it).
        package let range: Range<Int>
        /// The bill's `id`, or empty when it has none (its reader then names what is missing).
        package let id: String
    }

    /// The bytes of the `bills` array, from its `[` to just after its `]`; `nil` when the top
    /// object has no `bills` key whose value is an array.
    package private(set) var billsRange: Range<Int>?
    /// Each bill of the `bills` array, in order.
    package private(set) var bills: [Bill] = []

    /// Where the next byte is.
    private var offset = 0
    /// The open arrays and objects: `true` for an object.
    private var objects: [Bool] = []
    /// In each open object: whether the next string is a key.
    private var expectingKey: [Bool] = []
    private var inString = false
    private var escaped = false
    /// What the string being read is kept for.
    private var capture = Capture.none
    private var captured: [UInt8] = []
    /// The last key of the top object, and whether its value has not started yet.
    private var topKey: [UInt8] = []
    private var awaitingTopValue = false
    /// Inside the `bills` array: whether the next value starts a bill, and where the bill being
    /// read started.
    private var inBills = false
    private var awaitingBill = false
    private var billStart: Int?
    /// In the bill being read: its last key, and its id.
    private var billKey: [UInt8] = []
    private var billID: [UInt8] = []

    private enum Capture: Sendable { case none, topKey, billKey, billID }

    /// An index of no bytes yet.
    package init() {}

    /// Reads the next bytes of the document.
    package mutating func feed(_ chunk: some Collection<UInt8>) {
        for byte in chunk {
            defer { offset += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    endString()
                    continue
                }
                // Keys and ids are short; longer ones are refused by their readers.
                if capture != .none, captured.count < 1024 { captured.append(byte) }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), UInt8(ascii: ":"):
                continue
            default: break
            }
            let depth = objects.count
            if depth == 1, awaitingTopValue, byte != UInt8(ascii: ","), byte != UInt8(ascii: "}") {
                awaitingTopValue = false
                if topKey == Self.billsKey, byte == UInt8(ascii: "[") {
                    billsRange = offset..<offset
                    inBills = true
                    awaitingBill = true
                }
            } else if depth == 2, inBills, awaitingBill, byte != UInt8(ascii: ","), byte != UInt8(ascii: "]") {
                awaitingBill = false
                billStart = offset
                billID = []
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                captured.removeAll(keepingCapacity: true)
                if objects.last == true, expectingKey.last == true {
                    capture = depth == 1 ? .topKey : depth == 3 && inBills ? .billKey : .none
                } else {
                    capture = depth == 3 && inBills && billKey == Self.idKey ? .billID : .none
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                objects.append(byte == UInt8(ascii: "{"))
                expectingKey.append(byte == UInt8(ascii: "{"))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 2, inBills {
                    endBill()
                    inBills = false
                    if let start = billsRange?.lowerBound { billsRange = start..<(offset + 1) }
                }
                _ = objects.popLast()
                _ = expectingKey.popLast()
            case UInt8(ascii: ","):
                if objects.last == true { expectingKey[expectingKey.count - 1] = true }
                if depth == 2, inBills {
                    endBill()
                    awaitingBill = true
                }
            default:
                break
            }
        }
    }

    /// A string just ended: a key of the top object or of a bill, or a bill's id.
    private mutating func endString() {
        if objects.last == true, expectingKey.last == true {
            expectingKey[expectingKey.count - 1] = false
            switch capture {
            case .topKey:
                topKey = captured
                awaitingTopValue = true
            case .billKey: billKey = captured
            case .none, .billID: break
            }
        } else if capture == .billID {
            billID = captured
        }
        capture = .none
    }

    /// The bill being read ends here.
    private mutating func endBill() {
        guard let start = billStart else { return }
        bills.append(Bill(range: start..<offset, id: Self.text(ofString: billID)))
        billStart = nil
        billKey = []
    }

    /// The text of a JSON string's bytes (between its quotes), its escapes read.
    private static func text(ofString bytes: [UInt8]) -> String {
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        let array = [UInt8(ascii: "["), UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\""), UInt8(ascii: "]")]
        return (try? JSONDecoder().decode([String].self, from: Data(array)))?.first
            ?? String(decoding: bytes, as: UTF8.self)
    }

    private static let billsKey = Array("bills".utf8)
    private static let idKey = Array("id".utf8)
}
