/// Splits Swift source into ``SwiftToken``s, leaving out comments and blanks.
///
/// Enough of Swift's lexical rules to find declarations: string literals (multi-line, raw and
/// interpolated ones included) are single tokens, so a brace or quote inside one never counts.
struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private(set) var tokens: [SwiftToken] = []

    init(_ source: String) {
        bytes = Array(source.utf8)
        while index < bytes.count { scanOne() }
    }

    /// The source text of `range`.
    static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func scanOne() {
        let start = index
        let character = bytes[index]
        switch character {
        case UInt8(ascii: "\n"):
            index += 1
            tokens.append(SwiftToken(kind: .newline, text: "\n", range: start..<index))
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            index += 1
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
            while let next = byte(), next != UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "\""),
            UInt8(ascii: "#") where isStringStart():
            let content = skipString()
            tokens.append(
                SwiftToken(kind: .string, text: SwiftTokenizer.text(bytes, content), range: start..<index))
        case _ where Self.isWordByte(character):
            while let next = byte(), Self.isWordByte(next) { index += 1 }
            tokens.append(
                SwiftToken(kind: .word, text: SwiftTokenizer.text(bytes, start..<index), range: start..<index))
        case UInt8(ascii: "`"):
            index += 1
            while let next = byte(), next != UInt8(ascii: "`") { index += 1 }
            index = min(index + 1, bytes.count)
            let name = SwiftTokenizer.text(bytes, (start + 1)..<max(start + 1, index - 1))
            tokens.append(SwiftToken(kind: .word, text: name, range: start..<index))
        default:
            index += 1
            tokens.append(SwiftToken(kind: .symbol, text: String(UnicodeScalar(character)), range: start..<index))
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            true
        default:
            byte >= 0x80
        }
    }

    /// Whether a string literal starts here: a quote, or hashes and then a quote (a raw string).
    private func isStringStart() -> Bool {
        var offset = 0
        while byte(offset) == UInt8(ascii: "#") { offset += 1 }
        return byte(offset) == UInt8(ascii: "\"")
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if byte() == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte() == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// Skips a string literal from its opening delimiter; the range of its content.
    private mutating func skipString() -> Range<Int> {
        var hashes = 0
        while byte() == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        index += quotes
        let contentStart = index
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), hashesFollow(hashes, from: index + 1) {
                index += 1 + hashes
                if byte() == UInt8(ascii: "(") {
                    skipInterpolation()
                } else {
                    index += 1
                }
            } else if bytes[index] == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
                let contentEnd = index
                index += quotes + hashes
                return contentStart..<contentEnd
            } else if !multiline && bytes[index] == UInt8(ascii: "\n") {
                return contentStart..<index
            } else {
                index += 1
            }
        }
        return contentStart..<index
    }

    private func hashesFollow(_ hashes: Int, from start: Int) -> Bool {
        (0..<hashes).allSatisfy { start + $0 < bytes.count && bytes[start + $0] == UInt8(ascii: "#") }
    }

    private func closes(quotes: Int, hashes: Int) -> Bool {
        (0..<quotes).allSatisfy { byte($0) == UInt8(ascii: "\"") } && hashesFollow(hashes, from: index + quotes)
    }

    /// Skips `( … )` of an interpolation, strings inside it included.
    private mutating func skipInterpolation() {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                depth -= 1
                index += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""),
                UInt8(ascii: "#") where isStringStart():
                _ = skipString()
            default:
                index += 1
            }
        }
    }
}
