import Money

/// A strict reader for the fixed shape of the ECB's `eurofxref-daily.xml`, not a general XML parser.
///
/// It tokenizes tags, checks that they nest, that the root is `gesmes:Envelope`, and that there
/// is exactly one `<Cube time='YYYY-MM-DD'>` holding `<Cube currency='XXX' rate='1.2345'/>`
/// entries inside the outer `<Cube>`. Text outside the `gesmes:` header elements must be
/// whitespace. Every problem is a ``Failure`` with a line number; nothing traps.
enum EurofxrefScanner {
    struct Failure: Error {
        let reason: String
    }

    struct Result {
        let date: String
        let rates: [String: ExactDecimal]
    }

    /// The largest file accepted (the real one is under 2 KB).
    static let maximumBytes = 1 << 20

    static func scan(_ text: String) throws(Failure) -> Result {
        var scanner = Scanner(bytes: Array(text.utf8))
        return try scanner.run()
    }

    private struct Tag {
        var name: String
        var attributes: [String: String] = [:]
        var isClosing = false
        var isSelfClosing = false
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// Open elements, outermost first.
        var stack: [String] = []
        /// The `time` of each open `Cube`, or "" for the outer one; parallel to open Cubes.
        var date: String?
        var dateCount = 0
        var rates: [String: ExactDecimal] = [:]
        var sawRoot = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func run() throws(Failure) -> Result {
            guard !bytes.isEmpty else { throw Failure(reason: "it is empty") }
            guard bytes.count <= EurofxrefScanner.maximumBytes else {
                throw Failure(reason: "it is \(bytes.count) bytes, too large for a daily rates file")
            }
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "<") {
                    try readMarkup()
                } else {
                    try readText()
                }
            }
            if let open = stack.last { throw fail("<\(open)> is never closed") }
            guard sawRoot else { throw fail("it has no <gesmes:Envelope>; is this the ECB eurofxref-daily.xml?") }
            guard let date else { throw fail("it has no <Cube time='YYYY-MM-DD'> with the rates' date") }
            guard !rates.isEmpty else { throw fail("it has no <Cube currency='…' rate='…'/> rates") }
            return Result(date: date, rates: rates)
        }

        // MARK: Tokens

        private mutating func readText() throws(Failure) {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
            let isBlank = bytes[start..<index].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            guard !isBlank else { return }
            if let open = stack.last, open.hasPrefix("gesmes:"), open != "gesmes:Envelope" { return }
            if start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]), index == 3 { return }  // a UTF-8 byte-order mark
            index = start
            throw fail("unexpected text \(snippet(from: start)) outside the header elements")
        }

        private mutating func readMarkup() throws(Failure) {
            let start = index
            if matches("<?") {
                guard stack.isEmpty, !sawRoot else { throw fail("a <?…?> declaration may only come first") }
                try skip(past: "?>", what: "<?")
                return
            }
            if matches("<!--") {
                try skip(past: "-->", what: "comment")
                return
            }
            if matches("<!") { throw fail("unexpected \(snippet(from: start)); this reader takes no DOCTYPE or CDATA") }
            let tag = try readTag()
            try handle(tag, at: start)
        }

        private mutating func readTag() throws(Failure) -> Tag {
            index += 1  // "<"
            var tag = Tag(name: "")
            if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
                tag.isClosing = true
                index += 1
            }
            tag.name = readName()
            guard !tag.name.isEmpty else { throw fail("a tag without a name") }
            while true {
                skipWhitespace()
                guard index < bytes.count else { throw fail("the file ends inside <\(tag.name)>") }
                let byte = bytes[index]
                if byte == UInt8(ascii: ">") {
                    index += 1
                    return tag
                }
                if byte == UInt8(ascii: "/"), !tag.isClosing, index + 1 < bytes.count,
                    bytes[index + 1] == UInt8(ascii: ">")
                {
                    index += 2
                    tag.isSelfClosing = true
                    return tag
                }
                guard !tag.isClosing else { throw fail("</\(tag.name)> has extra text") }
                let name = readName()
                guard !name.isEmpty else { throw fail("unexpected \(snippet(from: index)) in <\(tag.name)>") }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    throw fail("attribute \(name) in <\(tag.name)> has no value")
                }
                index += 1
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"")
                else {
                    throw fail("attribute \(name) in <\(tag.name)> is not quoted")
                }
                let quote = bytes[index]
                index += 1
                let valueStart = index
                while index < bytes.count, bytes[index] != quote {
                    guard bytes[index] != UInt8(ascii: "<") else { throw fail("attribute \(name) contains '<'") }
                    index += 1
                }
                guard index < bytes.count else { throw fail("attribute \(name) in <\(tag.name)> is never closed") }
                let value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
                index += 1
                guard tag.attributes.updateValue(value, forKey: name) == nil else {
                    throw fail("<\(tag.name)> repeats attribute \(name)")
                }
            }
        }

        // MARK: Structure

        private mutating func handle(_ tag: Tag, at start: Int) throws(Failure) {
            if tag.isClosing {
                guard let open = stack.last else { throw fail("</\(tag.name)> closes nothing") }
                guard open == tag.name else { throw fail("</\(tag.name)> closes <\(open)>") }
                stack.removeLast()
                return
            }
            if stack.isEmpty {
                guard !sawRoot else { throw fail("a second top-level element <\(tag.name)>") }
                guard tag.name == "gesmes:Envelope" else {
                    throw fail(
                        "the top-level element is <\(tag.name)>, not <gesmes:Envelope>; is this the ECB eurofxref-daily.xml?"
                    )
                }
                sawRoot = true
            } else if tag.name == "Cube" {
                try cube(tag)
            }
            if !tag.isSelfClosing { stack.append(tag.name) }
        }

        /// Depth of the Cube about to open: 1 for the outer Cube, 2 for the dated one, 3 for a rate.
        private mutating func cube(_ tag: Tag) throws(Failure) {
            let cubeDepth = stack.reversed().prefix { $0 == "Cube" }.count + 1
            guard stack.count == cubeDepth else {  // Envelope, then only Cubes
                throw fail("<Cube> inside <\(stack.last ?? "")>; expected it inside <gesmes:Envelope>")
            }
            switch cubeDepth {
            case 1:
                guard tag.attributes.isEmpty else { throw fail("the outer <Cube> has attributes") }
            case 2:
                guard tag.attributes.count == 1, let time = tag.attributes["time"] else {
                    throw fail("expected <Cube time='YYYY-MM-DD'>, found attributes \(tag.attributes.keys.sorted())")
                }
                guard CalendarDate(time) != nil else { throw fail("time='\(time)' is not a YYYY-MM-DD date") }
                dateCount += 1
                guard dateCount == 1 else {
                    throw fail("it has more than one date; use the daily file eurofxref-daily.xml, not the history")
                }
                date = time
            case 3:
                guard tag.attributes.count == 2, let code = tag.attributes["currency"],
                    let text = tag.attributes["rate"]
                else {
                    throw fail(
                        "expected <Cube currency='XXX' rate='1.2345'/>, found attributes \(tag.attributes.keys.sorted())"
                    )
                }
                guard code.utf8.count == 3,
                    code.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
                else {
                    throw fail("currency='\(code)' is not a three-letter upper-case ISO code")
                }
                guard code != "EUR" else { throw fail("it lists EUR, which is the base (1 EUR = 1 EUR)") }
                guard let rate = try? ExactDecimal(parsing: text), rate > .zero else {
                    throw fail("rate='\(text)' for \(code) is not a positive decimal such as 1.0832")
                }
                guard rates.updateValue(rate, forKey: code) == nil else { throw fail("it lists \(code) twice") }
            default:
                throw fail("a <Cube> nested \(cubeDepth) deep; expected Cube > Cube time > Cube currency")
            }
        }

        // MARK: Helpers

        private func matches(_ prefix: String) -> Bool {
            bytes[index...].starts(with: prefix.utf8)
        }

        private mutating func skip(past terminator: String, what: String) throws(Failure) {
            let start = index
            let end = Array(terminator.utf8)
            while index < bytes.count {
                if bytes[index...].starts(with: end) {
                    index += end.count
                    return
                }
                index += 1
            }
            index = start
            throw fail("a \(what) is never closed")
        }

        private mutating func readName() -> String {
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                let isNameByte =
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ":")
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                guard isNameByte else { break }
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        private mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        private func snippet(from start: Int) -> String {
            let end = min(start + 20, bytes.count)
            return "'" + String(decoding: bytes[start..<end], as: UTF8.self) + (end < bytes.count ? "…'" : "'")
        }

        /// A failure at the current position, with its line number.
        private func fail(_ reason: String) -> Failure {
            let line = bytes[..<min(index, bytes.count)].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            return Failure(reason: "line \(line): \(reason)")
        }
    }
}
