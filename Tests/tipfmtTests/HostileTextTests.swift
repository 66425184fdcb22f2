import Foundation
import Testing

/// Text from outside (names, items, notes, titles, file names, table cells) never reaches the
/// terminal raw: escape sequences, C0 and C1 controls, DEL and bidi overrides and isolates are
/// shown by name in every output meant for a person, whatever the command.
@Suite struct HostileTextTests {
    let cli = Tipfmt.withHistory()

    /// OSC (title change), CSI (clear screen), the 8-bit CSI, BEL, CR, DEL, NEL, an override and
    /// an isolate, in one string.
    static let hostile = "E\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\r\u{7F}\u{85}\u{202E}x\u{2066}y\u{2069}Z"

    /// What no output for a person may hold: controls other than the line feed, and the bidi
    /// embeddings, overrides and isolates (in en_US the tool writes none of its own).
    static func raw(_ text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    @discardableResult
    func expectClean(_ arguments: [String], stdin: Data? = nil, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> RunResult
    {
        let result = try cli.run(arguments, stdin: stdin)
        #expect(Self.raw(result.stdout).isEmpty, "stdout of \(arguments): \(result)", sourceLocation: sourceLocation)
        #expect(Self.raw(result.stderr).isEmpty, "stderr of \(arguments): \(result)", sourceLocation: sourceLocation)
        return result
    }

    @Test func namesAndItemsOnTheCommandLine() throws {
        let h = Self.hostile
        try expectClean(["calc", "--item", "\(h) 6.00 @ann", "--item", "Wine 9.00 @ben", "--tip", "10", "--explain"])
        let named = try expectClean(["calc", "--item", "Beer 6.00 @\(h)", "--tip", "10"])
        #expect(named.stderr.contains("<ESC>"), "the name is quoted by name in the error: \(named)")
        try expectClean(["calc", "--item", "Beer 6.00 @ann", "--people", "ann,\(h)", "--tip", "10"])
        try expectClean(["calc", "--item", "Beer 6.00 @ann,ben", "--pay", "\(h)=cash", "--tip", "10"])
        try expectClean(["calc", "--item", "Beer 6.00 @ann,ben", "--paid-by", h, "--tip", "10"])
        try expectClean(["receipt", "--item", "\(h) 6.00 @ann", "--item", "Wine 9.00 @ben", "--tip", "10"])
        try expectClean(["receipt", "--item", "\(h) 6.00 @ann", "--format", "markdown", "--tip", "10"])
    }

    @Test func billFilesTextAndJSON() throws {
        let text = cli.home + "/bill.txt"
        try "people: ann, \(Self.hostile)\ntip: 10%\nBeer 6.00 @ann\n\(Self.hostile) 9.00 @all\n"
            .write(toFile: text, atomically: true, encoding: .utf8)
        try expectClean(["calc", "--bill-file", text, "--explain"])
        try expectClean(["receipt", "--bill-file", text])
        let json = cli.home + "/bill.json"
        let escaped = "E\\u001b]0;pwned\\u0007\\u001b[2J\\u009b31m\\r\\u007f\\u0085\\u202ex\\u2066y\\u2069Z"
        try """
        {"currency": "USD", "people": ["ann", "\(escaped)"], "tip": {"percent": "10"},
         "items": [{"name": "\(escaped)", "price": "9.00", "shares": ["ann", "\(escaped)"]}]}
        """.write(toFile: json, atomically: true, encoding: .utf8)
        try expectClean(["calc", "--bill-file", json, "--explain"])
        try expectClean(["calc", "--bill-file", cli.home + "/\(Self.hostile).txt"])
    }

    @Test func titlesNotesAndTheHistory() throws {
        let h = Self.hostile
        let receipt = try expectClean(["receipt", "84.50", "--tip", "18", "--title", h, "--note", h])
        // Shown by name, not dropped: the reader sees what was there.
        #expect(receipt.stdout.contains("E<ESC>]0;pwned<BEL><ESC>[2J<U+009B>31m"), "\(receipt)")
        #expect(receipt.stdout.contains("<U+202E>x<U+2066>y<U+2069>Z"), "\(receipt)")
        try expectClean(["receipt", "84.50", "--tip", "18", "--title", h, "--note", h, "--format", "markdown"])
        try expectClean(["calc", "84.50", "--tip", "18", "--save", "--note", h])
        try expectClean(["calc", "--item", "\(h) 6.00 @ann", "--item", "Wine 9.00 @\(h)", "--tip", "10", "--save"])
        let listing = try expectClean(["history"])
        #expect(listing.stdout.contains("E<ESC>]0;pwned"), "\(listing)")
        try expectClean(["history", "show", "1"])
        try expectClean(["history", "show", "2"])
        try expectClean(["history", "show", "1", "--receipt"])
    }

    @Test func amountsTablesAndOtherCommands() throws {
        let h = Self.hostile
        try expectClean(["format", h, "-c", "USD"])
        try expectClean(["parse", h, "-l", "en_US"])
        try expectClean(["calc", h])
        try expectClean(["calc", "84.50", "--tip", h])
        try expectClean(["currency", h])
        try expectClean(["calc", "84.50", "-l", h])
        let table = cli.home + "/formats.tsv"
        try "locale\tcurrency\tamount\texpected\tstyle\tflags\nen_US\tUSD\t1234.5\t\(h)\tsymbol\t\n"
            .write(toFile: table, atomically: true, encoding: .utf8)
        try expectClean(["check", table])
        try expectClean(["check", table, "--format", "github"])
        try expectClean(["format", "--keep-going", "-c", "USD"], stdin: Data("12.50\n\(h)\n".utf8))
    }
}
