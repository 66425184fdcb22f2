/// Counts what a trip's JSON document carries as its bytes come, and refuses it at the first
/// count past ``TripLimits``: a hostile file is refused after reading as far as the limit, in
/// the memory of one chunk, whatever its size.
///
/// Only the structure is followed (objects, arrays, keys, strings); whether the values read as a
/// trip is ``Trip/init(json:)``'s to say. Feed every chunk, then call ``finish()``.
///
///     var scanner = TripDocumentScanner()
///     try scanner.feed(Array(#"{"people": ["Ann", "Ben"]}"#.utf8))
///     try scanner.finish()
package struct TripDocumentScanner: Sendable {
    /// An array or object being read: where it is (the keys leading to it, array positions left
    /// out), how many elements it has had, and the most it may have.
    private struct Frame: Sendable {
        let isArray: Bool
        let path: String
        var count = 0
        let limit: Int
        /// In an object: whether the next string is a key.
        var expectingKey = true
        /// In an object: the key of the value being read.
        var key = ""
    }

    private var stack: [Frame] = []
    private var inString = false
    private var escaped = false
    private var stringIsKey = false
    private var stringBytes = 0
    private var keyBytes: [UInt8] = []
    /// Whether the array on top has had a value since its `[` or last `,`.
    private var valueStarted = false
    private var shares = 0

    /// A scanner at the start of a document.
    package init() {}

    /// Reads the next bytes of the document.
    ///
    /// - Throws: ``TripError/invalidTripDocument(_:)`` naming the first count past its limit.
    package mutating func feed(_ bytes: some Sequence<UInt8>) throws(TripError) {
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if stringIsKey, !stack.isEmpty {
                        stack[stack.count - 1].key = String(decoding: keyBytes, as: UTF8.self)
                        stack[stack.count - 1].expectingKey = false
                    }
                    continue
                }
                stringBytes += 1
                if stringBytes > TripLimits.stringBytes {
                    throw .invalidTripDocument(
                        "it has a string longer than \(TripLimits.stringBytes) bytes (docs/Limits.md)")
                }
                if stringIsKey, keyBytes.count < 64 { keyBytes.append(byte) }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), UInt8(ascii: ":"):
                continue
            case UInt8(ascii: ","):
                if let top = stack.last {
                    if top.isArray { valueStarted = false } else { stack[stack.count - 1].expectingKey = true }
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                _ = stack.popLast()
                valueStarted = true
            case UInt8(ascii: "\""):
                let isKey = stack.last.map { !$0.isArray && $0.expectingKey } ?? false
                if !isKey { try value() }
                inString = true
                stringIsKey = isKey
                stringBytes = 0
                keyBytes.removeAll(keepingCapacity: true)
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                let path = try value()
                guard stack.count < TripLimits.depth else {
                    throw .invalidTripDocument(
                        "it nests arrays and objects more than \(TripLimits.depth) deep (docs/Limits.md)")
                }
                let isArray = byte == UInt8(ascii: "[")
                stack.append(Frame(isArray: isArray, path: path, limit: isArray ? Self.limit(of: path) : 0))
                valueStarted = false
            default:
                // A number, true, false or null: one value, however many bytes.
                if !valueStarted { try value() }
            }
        }
    }

    /// Says the document ended.
    ///
    /// - Throws: Nothing for a document whose arrays and objects all closed; one that did not is
    ///   left to the JSON reader to name.
    package func finish() throws(TripError) {}

    /// Counts a value starting in the array on top (or a key's value in an object) and returns
    /// its path.
    @discardableResult
    private mutating func value() throws(TripError) -> String {
        guard let top = stack.last else { return "" }
        if !top.isArray { return top.path + "." + top.key }
        if valueStarted { return top.path }
        valueStarted = true
        let count = top.count + 1
        stack[stack.count - 1].count = count
        if count > top.limit {
            throw .invalidTripDocument(
                "\(Self.field(top.path)) has more than \(top.limit) entries, the most a trip holds (docs/Limits.md)")
        }
        if top.path == ".bills.shares" || top.path == ".bills.payers" {
            shares += 1
            if shares > TripLimits.shares {
                throw .invalidTripDocument(
                    "its bills have more than \(TripLimits.shares) shares and payers, the most a trip holds "
                        + "(docs/Limits.md)")
            }
        }
        return top.path
    }

    /// The most elements the array at `path` may have.
    private static func limit(of path: String) -> Int {
        switch path {
        case ".people", ".payees", ".households", ".households.members", ".bills.shares", ".bills.payers",
            ".bills.home.shares",
            ".bills.home.payers":
            TripLimits.people
        case ".bills": TripLimits.bills
        case ".payments": TripLimits.payments
        case ".removed.bills", ".removed.payments": TripLimits.removed
        case ".settingsAncestry", ".payees.ancestry", ".bills.ancestry", ".payments.ancestry",
            ".removed.bills.revisions":
            TripLimits.ancestry
        // What the document works out (balances, settlements, the unconverted): never read back,
        // and never longer than the bills and payments together.
        default: TripLimits.bills + TripLimits.payments
        }
    }

    /// `removed.bills` for the path `.removed.bills`.
    private static func field(_ path: String) -> String { String(path.dropFirst()) }
}
