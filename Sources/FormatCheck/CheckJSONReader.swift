/// Reads JSON tables: an array of objects whose keys are the column names.
///
///     [
///       {"locale": "de_CH", "currency": "CHF", "amount": "1234.5", "expected": "CHF\u00a01’234.50"},
///       {"locale": "en_US", "currency": "USD", "amount": "-5", "expected": "-$5.00", "flags": "sign-always"}
///     ]
///
/// `locale`, `currency`, `amount` and `expected` are required strings (`amount` may also be a
/// JSON number, taken as written); `style` is an optional string and `flags` an optional string
/// or array of strings. Other keys are errors (they are usually typos). A small parser of our
/// own, so each row knows its line and where its expected string sits for `--update`.
enum CheckJSONReader {
    static func rows(_ bytes: [UInt8], path: String) throws(CheckError) -> (rows: [CheckRow], malformed: [CheckError]) {
        var parser = Parser(bytes: bytes, path: path)
        let rows = try parser.table()
        return (rows, parser.malformed)
    }

    private struct Parser {
        let bytes: [UInt8]
        let path: String
        var index = 0
        var line = 1
        /// The objects that are not rows (a key missing or empty): reported, and the rest read.
        var malformed: [CheckError] = []

        init(bytes: [UInt8], path: String) {
            self.bytes = bytes
            self.path = path
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        func fail(_ message: String, line: Int? = nil) -> CheckError {
            CheckError(path: path, line: line ?? self.line, message: message)
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x0A: line += 1
                case 0x20, 0x09, 0x0D: break
                default: return
                }
                index += 1
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(CheckError) {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { throw fail("expected \(what) here") }
            index += 1
        }

        mutating func table() throws(CheckError) -> [CheckRow] {
            skipSpace()
            guard index < bytes.count, bytes[index] == 0x5B else {
                throw fail("a JSON table is an array of objects: it must start with [")
            }
            index += 1
            var rows: [CheckRow] = []
            skipSpace()
            if index < bytes.count && bytes[index] == 0x5D {
                index += 1
            } else {
                while true {
                    if let row = try row() { rows.append(row) }
                    if try closes(0x5D, "]", after: "a row") { break }
                }
            }
            skipSpace()
            guard index == bytes.count else { throw fail("unexpected text after the closing ]") }
            return rows
        }

        /// Reads the `,` or closing bracket after an element: `true` when the bracket closed the
        /// array or object, `false` after a comma.
        mutating func closes(_ close: UInt8, _ symbol: String, after what: String) throws(CheckError) -> Bool {
            skipSpace()
            let container = close == 0x5D ? "array" : "object"
            guard index < bytes.count else { throw fail("the \(container) is never closed with \(symbol)") }
            let byte = bytes[index]
            guard byte == 0x2C || byte == close else { throw fail("expected , or \(symbol) after \(what)") }
            index += 1
            return byte == close
        }

        /// The next object as a row; `nil`, with its problem in ``malformed``, for a well-formed
        /// object that is not a row.
        mutating func row() throws(CheckError) -> CheckRow? {
            skipSpace()
            let rowLine = line
            guard index < bytes.count, bytes[index] == 0x7B else { throw fail("each element must be an object {…}") }
            index += 1
            var values: [String: (text: String, span: Range<Int>, escaped: Bool)] = [:]
            skipSpace()
            if index < bytes.count && bytes[index] == 0x7D {
                index += 1
            } else {
                while true {
                    skipSpace()
                    let keyLine = line
                    let key = try string().text
                    try expect(0x3A, ":")
                    skipSpace()
                    guard CheckTable.columns.contains(key) else {
                        throw fail(
                            "unknown key \"\(key.prefix(40))\"; the keys are \(CheckTable.columns.joined(separator: ", "))",
                            line: keyLine)
                    }
                    guard values[key] == nil else { throw fail("the key \"\(key)\" appears twice", line: keyLine) }
                    values[key] = try value(for: key)
                    if try closes(0x7D, "}", after: "a value") { break }
                }
            }
            for key in ["locale", "currency", "amount", "expected"] where values[key] == nil {
                malformed.append(fail("the row has no \"\(key)\"", line: rowLine))
                return nil
            }
            for key in ["locale", "currency", "amount"] where values[key]?.text.isEmpty == true {
                malformed.append(fail("the \(key) is empty", line: rowLine))
                return nil
            }
            guard let expected = values["expected"] else {
                malformed.append(fail("the row has no \"expected\"", line: rowLine))
                return nil
            }
            // JSON's own `\u` escapes count as escapes; names (`<NBSP>`) are read as in TSV.
            let read = InvisibleSpelling.read(expected.text)
            return CheckRow(
                line: rowLine, locale: values["locale"]?.text ?? "", currency: values["currency"]?.text ?? "",
                amount: values["amount"]?.text ?? "", expected: read.text, style: values["style"]?.text ?? "",
                flags: values["flags"]?.text ?? "", expectedSpan: expected.span, expectedQuoted: expected.escaped,
                expectedSpelling: expected.escaped ? .escapes : read.spelling)
        }

        mutating func value(for key: String) throws(CheckError) -> (text: String, span: Range<Int>, escaped: Bool) {
            guard index < bytes.count else { throw fail("expected a value for \"\(key)\"") }
            switch bytes[index] {
            case 0x22:
                return try string()
            case 0x5B where key == "flags":
                index += 1
                var flags: [String] = []
                skipSpace()
                if index < bytes.count && bytes[index] == 0x5D {
                    index += 1
                    return ("", index..<index, false)
                }
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == 0x22 else { throw fail("\"flags\" must hold strings") }
                    flags.append(try string().text)
                    skipSpace()
                    guard index < bytes.count else { throw fail("the flags array is never closed with ]") }
                    if bytes[index] == 0x2C {
                        index += 1
                        continue
                    }
                    if bytes[index] == 0x5D {
                        index += 1
                        break
                    }
                    throw fail("expected , or ] in \"flags\"")
                }
                return (flags.joined(separator: ","), index..<index, false)
            case 0x2D,
                0x30...0x39 where key == "amount":
                let start = index
                while index < bytes.count,
                    (0x30...0x39).contains(bytes[index]) || [0x2D, 0x2B, 0x2E, 0x65, 0x45].contains(bytes[index])
                {
                    index += 1
                }
                return (String(decoding: bytes[start..<index], as: UTF8.self), start..<index, false)
            default:
                let what =
                    key == "flags"
                    ? "a string or an array of strings" : key == "amount" ? "a string or a number" : "a string"
                throw fail("\"\(key)\" must be \(what)")
            }
        }

        /// A JSON string token: its value, its raw span (quotes included), and whether it used `\u`.
        mutating func string() throws(CheckError) -> (text: String, span: Range<Int>, escaped: Bool) {
            guard index < bytes.count, bytes[index] == 0x22 else { throw fail("expected a string in double quotes") }
            let start = index
            index += 1
            var scalars = String.UnicodeScalarView()
            var escaped = false
            var runStart = index
            func flushRun(_ end: Int, into scalars: inout String.UnicodeScalarView) {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
            while true {
                guard index < bytes.count else { throw fail("a string is never closed with \"") }
                let byte = bytes[index]
                if byte == 0x22 {
                    flushRun(index, into: &scalars)
                    index += 1
                    return (String(scalars), start..<index, escaped)
                }
                if byte < 0x20 {
                    throw fail("a control character (a raw newline or tab?) inside a string; write it as \\n or \\t")
                }
                guard byte == 0x5C else {
                    index += 1
                    continue
                }
                flushRun(index, into: &scalars)
                index += 1
                guard index < bytes.count else { throw fail("a string is never closed with \"") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case 0x22: scalars.append("\"")
                case 0x5C: scalars.append("\\")
                case 0x2F: scalars.append("/")
                case 0x62: scalars.append("\u{8}")
                case 0x66: scalars.append("\u{C}")
                case 0x6E: scalars.append("\n")
                case 0x72: scalars.append("\r")
                case 0x74: scalars.append("\t")
                case 0x75:
                    escaped = true
                    var value = try hex4()
                    if (0xD800...0xDBFF).contains(value) {
                        guard index + 1 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == 0x75 else {
                            throw fail("a \\u escape holds half a surrogate pair")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw fail("a \\u escape holds half a surrogate pair")
                        }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        throw fail("a \\u escape holds half a surrogate pair")
                    }
                    scalars.append(scalar)
                default:
                    throw fail("an unknown escape \\\(Character(Unicode.Scalar(escape))) in a string")
                }
                runStart = index
            }
        }

        mutating func hex4() throws(CheckError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw fail("a \\u escape needs four hex digits") }
            var value: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                let digit: UInt32
                switch byte {
                case 0x30...0x39: digit = UInt32(byte - 0x30)
                case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
                case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
                default: throw fail("a \\u escape needs four hex digits")
                }
                value = value * 16 + digit
            }
            index += 4
            return value
        }
    }
}
