import Money

/// The table formats a check reads.
public enum CheckTableFormat: String, Hashable, Sendable, CaseIterable {
    /// Tab-separated, no quoting: every space in the expected text is literal.
    case tsv
    /// RFC 4180 comma-separated, with `"` quoting.
    case csv
    /// An array of objects with the column names as keys.
    case json

    /// The format a file's extension names (`.tsv`, `.tab`, `.csv`, `.json`, in any case), or
    /// `nil` for any other name.
    ///
    ///     CheckTableFormat(path: "Tests/formats.TSV")   // .tsv
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "tsv", "tab": self = .tsv
        case "csv": self = .csv
        case "json": self = .json
        default: return nil
        }
    }
}

extension CheckTableFormat {
    /// The format a table's first bytes show, for a table with no file name (stdin): JSON when
    /// the first thing that is not a blank is `[`, TSV when the first line that is not a comment
    /// holds a tab, CSV when it holds a comma, else TSV (whose error then says what is missing).
    package init(sniffing bytes: some Collection<UInt8>) {
        var lineStart = true
        var inComment = false
        var sawContent = false
        for byte in bytes {
            if byte == 0x0A {
                if sawContent && !inComment { break }
                lineStart = true
                inComment = false
                continue
            }
            if inComment || byte == 0x20 || byte == 0x0D || byte == 0xEF || byte == 0xBB || byte == 0xBF { continue }
            if lineStart && !sawContent {
                lineStart = false
                if byte == 0x23 {
                    inComment = true
                    continue
                }
                if byte == 0x5B || byte == 0x7B {
                    self = .json
                    return
                }
            }
            sawContent = true
            if byte == 0x09 {
                self = .tsv
                return
            }
            if byte == 0x2C {
                self = .csv
                return
            }
        }
        self = .tsv
    }
}

/// One row of a check table: what to format, and the text it must print.
///
/// Columns: `locale`, `currency`, `amount` (canonical: `1234.5`, `-42.50`), `expected`, and
/// optionally `style` (`symbol` when empty) and `flags` (a comma-separated list of `cash`,
/// `latin-digits`, `no-grouping`, `sign-always`, `sign-never`, `sign-except-zero`).
///
///     let row = CheckRow(locale: "de_DE", currency: "EUR", amount: "1234.5", expected: "1.234,50\u{A0}€")
///     print(row.check())
///     // Prints "match"
public struct CheckRow: Hashable, Sendable {
    /// The 1-based line the row starts on in its table (1 for a row made in code).
    public var line: Int
    /// The locale id, as written.
    public var locale: String
    /// The ISO 4217 code, as written.
    public var currency: String
    /// The canonical amount, as written.
    public var amount: String
    /// The text the amount must format to, byte for byte.
    public var expected: String
    /// The style column as written; empty means `symbol`.
    public var style: String
    /// The flags column as written: a comma-separated list, possibly empty.
    public var flags: String
    /// Where the expected field sits in the table's bytes, quotes included (empty for a row made
    /// in code): what an update replaces.
    public private(set) var expectedSpan: Range<Int>
    /// Whether the expected field was quoted (CSV) or used `\u` escapes (JSON), which an update
    /// keeps.
    public private(set) var expectedQuoted: Bool
    /// How the expected field spelled its invisible characters (the characters, `\u00A0`
    /// escapes or `<NBSP>` names), which an update keeps; `nil` when it showed none.
    public private(set) var expectedSpelling: InvisibleSpelling?

    /// A row made in code rather than read from a table.
    public init(
        locale: String, currency: String, amount: String, expected: String, style: String = "", flags: String = ""
    ) {
        self.init(
            line: 1, locale: locale, currency: currency, amount: amount, expected: expected, style: style,
            flags: flags, expectedSpan: 0..<0, expectedQuoted: false)
    }

    package init(
        line: Int, locale: String, currency: String, amount: String, expected: String, style: String, flags: String,
        expectedSpan: Range<Int>, expectedQuoted: Bool, expectedSpelling: InvisibleSpelling? = nil
    ) {
        self.line = line
        self.locale = locale
        self.currency = currency
        self.amount = amount
        self.expected = expected
        self.style = style
        self.flags = flags
        self.expectedSpan = expectedSpan
        self.expectedQuoted = expectedQuoted
        self.expectedSpelling = expectedSpelling
    }

    /// `de_DE EUR 1234.5`, plus style and flags when given: how reports name a row, with control
    /// and bidi characters in its cells shown by name (`<ESC>`, `<U+202E>`), as a terminal may
    /// show it.
    public var summary: String {
        var parts = [locale, currency, amount]
        if !style.isEmpty { parts.append(style) }
        if !flags.isEmpty { parts.append("[\(flags)]") }
        return TerminalText.neutralised(parts.joined(separator: " "))
    }
}

/// A parsed check table: its bytes as read and its rows.
///
/// In TSV and CSV, lines starting with `#` are comments, blank lines are skipped, a first row
/// naming the columns (`locale … expected`) is a header, and a UTF-8 byte order mark is skipped.
///
///     let table = try CheckTable(contentsOfFile: "Tests/formats.tsv")
///     let report = table.check()
///     print(report.failureMessage ?? "all \(report.matched) rows match")
public struct CheckTable: Sendable {
    /// The table's path (or a name for a table made from bytes).
    public let path: String
    /// The format it was read as.
    public let format: CheckTableFormat
    /// The bytes as read: an update rewrites only the expected fields within them.
    public let bytes: [UInt8]
    /// The rows, in file order.
    public let rows: [CheckRow]
    /// The records that are not rows (a column count out of range, an empty key column, a stray
    /// quote), each naming its line; the rows around them are read and checked.
    public let malformedRows: [CheckError]
    /// The versions the table says wrote it, from its header comment
    /// (`# tipfmt check: written with ICU 72.1, CLDR 42.0`, among the comments before the first
    /// row); `nil` when it has none (JSON tables have no comments, so never record them).
    public let writtenWith: FormattingVersions?
    /// Where that header comment sits in ``bytes`` (its line, without the line end), which
    /// `--update` rewrites.
    package let versionCommentSpan: Range<Int>?

    /// How the table spells invisible characters in its expected texts.
    ///
    /// The spelling most of its rows use, or ``InvisibleSpelling/escapes`` when none shows one.
    /// `--update` writes a row that showed none this way.
    public var invisibleSpelling: InvisibleSpelling { InvisibleSpelling.mostUsed(spellingCounts) }

    /// How many rows use each spelling.
    package var spellingCounts: [InvisibleSpelling: Int] {
        var counts: [InvisibleSpelling: Int] = [:]
        for row in rows { if let spelling = row.expectedSpelling { counts[spelling, default: 0] += 1 } }
        return counts
    }

    /// The largest table read, 256 MiB: a larger file is refused before any of it is read.
    public static let maximumSize = 256 << 20

    /// The names of the columns, in order.
    public static let columns = ["locale", "currency", "amount", "expected", "style", "flags"]

    /// Reads and parses a table file.
    ///
    /// - Parameters:
    ///   - path: The file; only a regular file is read (a FIFO or a device is an error).
    ///   - format: The format; `nil` takes it from the file's extension.
    /// - Throws: ``CheckError`` for a file that cannot be read, a format that cannot be told, or a
    ///   table whose structure is broken, naming the line.
    public init(contentsOfFile path: String, format: CheckTableFormat? = nil) throws(CheckError) {
        guard let format = format ?? CheckTableFormat(path: path) else { throw Self.unknownFormat(path) }
        let bytes: [UInt8]
        do {
            bytes = try TableFile.read(path, maximumSize: Self.maximumSize)
        } catch {
            throw CheckError(path: path, line: nil, message: error.reason)
        }
        try self.init(bytes: bytes, path: path, format: format)
    }

    /// Parses a table's bytes.
    ///
    /// - Parameters:
    ///   - bytes: The table, UTF-8.
    ///   - path: How errors and reports name the table.
    ///   - format: The format; `nil` takes it from `path`'s extension.
    /// - Throws: ``CheckError`` for invalid UTF-8 or a broken structure, naming the line.
    public init(bytes: [UInt8], path: String, format: CheckTableFormat? = nil) throws(CheckError) {
        guard let format = format ?? CheckTableFormat(path: path) else { throw Self.unknownFormat(path) }
        try self.init(segment: bytes, path: path, format: format, firstLine: 1)
    }

    /// Parses one segment of a table (``CheckStream``).
    ///
    /// The whole table when `firstLine` is 1, otherwise whole records starting on line
    /// `firstLine`, whose rows are numbered from it. Only the first segment may hold the header
    /// row and the versions comment.
    package init(segment bytes: [UInt8], path: String, format: CheckTableFormat, firstLine: Int) throws(CheckError) {
        let shift = firstLine - 1
        if let line = Self.firstInvalidUTF8Line(bytes) {
            throw CheckError(
                path: path, line: line + shift, message: "the line is not valid UTF-8; save the table as UTF-8")
        }
        var rows: [CheckRow]
        var malformed: [CheckError]
        do {
            switch format {
            case .tsv: (rows, malformed) = CheckTSVReader.rows(bytes, path: path)
            case .csv: (rows, malformed) = try CheckCSVReader.rows(bytes, path: path)
            case .json: (rows, malformed) = try CheckJSONReader.rows(bytes, path: path)
            }
        } catch {
            throw CheckError(path: error.path, line: error.line.map { $0 + shift }, message: error.message)
        }
        if shift != 0 {
            malformed = malformed.map {
                CheckError(path: $0.path, line: $0.line.map { $0 + shift }, message: $0.message)
            }
        }
        if firstLine == 1, let first = rows.first, format != .json, first.locale.lowercased() == "locale",
            first.expected.lowercased() == "expected"
        {
            rows.removeFirst()  // a header row
        }
        if shift != 0 {
            for index in rows.indices { rows[index].line += shift }
        }
        self.path = path
        self.format = format
        self.bytes = bytes
        self.rows = rows
        self.malformedRows = malformed
        (self.writtenWith, self.versionCommentSpan) =
            format == .json || firstLine != 1
            ? (nil, nil) : Self.versionComment(bytes, before: rows.first?.expectedSpan.lowerBound)
    }

    /// The versions comment among the lines before the first row, and its span.
    private static func versionComment(_ bytes: [UInt8], before limit: Int?) -> (FormattingVersions?, Range<Int>?) {
        let end = limit ?? bytes.count
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < end {
            var lineEnd = start
            while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var textEnd = lineEnd
            if textEnd > start && bytes[textEnd - 1] == 0x0D { textEnd -= 1 }
            let line = String(decoding: bytes[start..<textEnd], as: UTF8.self)
            if let versions = FormattingVersions(headerComment: Substring(line)) { return (versions, start..<textEnd) }
            start = lineEnd + 1
        }
        return (nil, nil)
    }

    package static func unknownFormat(_ path: String) -> CheckError {
        CheckError(
            path: path, line: nil,
            message:
                "cannot tell the table format from the file name; name it .tsv, .csv or .json, "
                + "or give the format (tipfmt check --input-format tsv|csv|json)")
    }

    /// The 1-based line of the first invalid UTF-8 sequence, or `nil` when all of it is valid.
    private static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var line = 1
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
            if String(validating: bytes[start..<index], as: UTF8.self) == nil { return line }
            line += 1
            start = index + 1
        }
        return line
    }

    /// Builds a row from its fields, checking the column count and that the key columns are set.
    static func row(
        fields: [(text: String, span: Range<Int>, quoted: Bool)], line: Int, path: String, separator: String
    ) throws(CheckError) -> CheckRow {
        guard (4...6).contains(fields.count) else {
            var hint = ""
            // An editor that turns tabs into spaces leaves a TSV of one column per line.
            if separator == "tab", fields.count == 1, fields[0].text.contains(" ") {
                let what = fields[0].text.lowercased().hasPrefix("locale") ? "the header" : "the line"
                hint = "; \(what) has spaces but no tab: separate the columns with tabs, not spaces"
            }
            // A comma in a CSV field that is not quoted splits the field: `1 234,50 €` is two.
            if separator == "comma", fields.count > 4, !fields[3].quoted {
                let joined = fields[3].text + "," + fields[4].text
                hint =
                    "; a field holding commas must be quoted, as \"\(joined.prefix(40))\""
                    + " (a quote inside is written \"\")"
            }
            throw CheckError(
                path: path, line: line,
                message:
                    "expected 4 to 6 \(separator)-separated columns (locale, currency, amount, expected[, style[, flags]]), found \(fields.count)\(hint)"
            )
        }
        for (index, name) in ["locale", "currency", "amount"].enumerated() where fields[index].text.isEmpty {
            throw CheckError(path: path, line: line, message: "the \(name) column is empty")
        }
        let expected = InvisibleSpelling.read(fields[3].text)
        return CheckRow(
            line: line, locale: fields[0].text, currency: fields[1].text, amount: fields[2].text,
            expected: expected.text, style: fields.count > 4 ? fields[4].text : "",
            flags: fields.count > 5 ? fields[5].text : "", expectedSpan: fields[3].span,
            expectedQuoted: fields[3].quoted, expectedSpelling: expected.spelling)
    }
}
