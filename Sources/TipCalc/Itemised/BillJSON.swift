#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif

extension ItemisedBill {
    /// Reads a bill file in the JSON form (docs/ItemisedBills.md), with errors that name the line
    /// and column of the value at fault.
    ///
    ///     try ItemisedBill(json: #"{"currency": "USD", "items": [{"name": "Nachos", "price": "9,00"}]}"#)
    ///     // throws "line 1, column 59: items[0].price: invalid amount '9,00': a comma is not allowed; …"
    ///
    /// - Throws: ``BillFileError``.
    public init(json text: String) throws(BillFileError) {
        var locator = JSONLocator(text)
        try locator.scan()
        do {
            self = try JSONDecoder().decode(ItemisedBill.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw locator.error(for: error)
        } catch {
            throw BillFileError(line: 1, column: 1, message: "\(error)")
        }
    }
}

/// A small JSON reader that checks the syntax and remembers where each value starts, so a
/// decoding error's coding path can be shown as a line and column.
struct JSONLocator {
    private let bytes: [UInt8]
    private var index = 0
    /// Byte offset of each value, by path (`.items[2].price`), and of each object member's key.
    private(set) var values: [String: Int] = [:]
    private(set) var keys: [String: Int] = [:]

    init(_ text: String) {
        bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Checks the whole text.
    mutating func scan() throws(BillFileError) {
        skipSpace()
        try value(path: "", depth: 0)
        skipSpace()
        if index < bytes.count { throw failure("unexpected text after the end of the bill") }
    }

    /// Line and column (from 1, counting characters) of a byte offset.
    func place(_ offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var position = 0
        while position < min(offset, bytes.count) {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }
        return (line, column)
    }

    /// The error for a decoding error: where its coding path points, and what is wrong.
    func error(for error: DecodingError) -> BillFileError {
        let context: DecodingError.Context
        var message: String
        switch error {
        case .keyNotFound(let key, let found):
            context = found
            message = "missing \"\(key.stringValue)\""
        case .typeMismatch(let type, let found):
            context = found
            message = "expected \(Self.name(of: type))"
        case .valueNotFound(let type, let found):
            context = found
            message = "expected \(Self.name(of: type)), found null"
        case .dataCorrupted(let found):
            context = found
            message = found.debugDescription
        @unknown default:
            return BillFileError(line: 1, column: 1, message: "\(error)")
        }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        let offset: Int
        if message.hasPrefix("unknown key"), let key = keys[path] {
            offset = key
        } else {
            var probe = path
            while values[probe] == nil && !probe.isEmpty {
                probe = String(probe[..<(probe.lastIndex { $0 == "." || $0 == "[" } ?? probe.startIndex)])
            }
            offset = values[probe] ?? 0
        }
        let (line, column) = place(offset)
        let shown = path.hasPrefix(".") ? String(path.dropFirst()) : path
        if !shown.isEmpty { message = "\(shown): \(message)" }
        return BillFileError(line: line, column: column, message: message)
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string (amounts are strings, such as \"12.50\")"
        case is Int.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        default: return "\(type)"
        }
    }

    // MARK: - Reading

    private func failure(_ message: String) -> BillFileError {
        let (line, column) = place(index)
        return BillFileError(line: line, column: column, message: message)
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// One value at `path`, inside `depth` lists and objects.
    ///
    /// Each list and object is one level of recursion, so ``ItemisedBill/maximumDepth`` is checked
    /// before going deeper: a bill nested 100,000 levels deep is refused at its 33rd `{` or `[`,
    /// not by overflowing the stack.
    private mutating func value(path: String, depth: Int) throws(BillFileError) {
        guard index < bytes.count else { throw failure("the bill ends too early; a value is missing") }
        values[path] = index
        if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") {
            guard depth < ItemisedBill.maximumDepth else {
                throw failure(
                    "nested more than \(ItemisedBill.maximumDepth) levels deep; a bill nests at most \(ItemisedBill.maximumDepth)"
                )
            }
        }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            let start = index
            var members = 0
            index += 1
            skipSpace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                index += 1
                return
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw failure("expected a key in double quotes")
                }
                let keyStart = index
                let key = try string()
                keys[path + "." + key] = keyStart
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw failure("expected ':' after the key \"\(key)\"")
                }
                index += 1
                skipSpace()
                members += 1
                guard members <= ItemisedBill.maximumMembers else {
                    index = start
                    throw failure(
                        "an object of more than \(ItemisedBill.maximumMembers) members; an object has at most \(ItemisedBill.maximumMembers)"
                    )
                }
                try value(path: path + "." + key, depth: depth + 1)
                skipSpace()
                guard index < bytes.count else { throw failure("the bill ends inside an object; add '}'") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    skipSpace()
                    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                        throw failure("a comma before '}'; remove it")
                    }
                    continue
                }
                guard bytes[index] == UInt8(ascii: "}") else { throw failure("expected ',' or '}'") }
                index += 1
                return
            }
        case UInt8(ascii: "["):
            let start = index
            index += 1
            skipSpace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                index += 1
                return
            }
            var element = 0
            while true {
                skipSpace()
                let isItems = path == ".items"
                guard element < (isItems ? ItemisedBill.maximumItems : ItemisedBill.maximumMembers) else {
                    index = start
                    throw failure(
                        isItems
                            ? ItemisedBill.tooManyItems
                            : "a list of more than \(ItemisedBill.maximumMembers) elements; a list has at most \(ItemisedBill.maximumMembers)"
                    )
                }
                try value(path: path + "[\(element)]", depth: depth + 1)
                element += 1
                skipSpace()
                guard index < bytes.count else { throw failure("the bill ends inside a list; add ']'") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    skipSpace()
                    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                        throw failure("a comma before ']'; remove it")
                    }
                    continue
                }
                guard bytes[index] == UInt8(ascii: "]") else { throw failure("expected ',' or ']'") }
                index += 1
                return
            }
        case UInt8(ascii: "\""):
            _ = try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            index += 1
            while index < bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
                    || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")]
                        .contains(bytes[index])
            {
                index += 1
            }
        default:
            for word in ["true", "false", "null"] where bytes[index...].starts(with: Array(word.utf8)) {
                index += word.utf8.count
                return
            }
            throw failure("unexpected character; expected a value (a string, number, list or object)")
        }
    }

    /// A string from its opening quote; returns its text (escapes kept as written, enough for keys).
    private mutating func string() throws(BillFileError) -> String {
        let start = index
        index += 1
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                return String(decoding: bytes[(start + 1)..<(index - 1)], as: UTF8.self)
            } else if byte == UInt8(ascii: "\n") {
                index = start
                throw failure("this string is not closed on its line; add a '\"'")
            }
        }
        index = start
        throw failure("this string is not closed; add a '\"'")
    }
}
