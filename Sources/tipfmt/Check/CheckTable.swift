import ArgumentParser

/// The table formats `tipfmt check` reads.
enum CheckInputFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// Tab-separated, no quoting: every space in the expected text is literal.
    case tsv
    /// RFC 4180 comma-separated, with `"` quoting.
    case csv
    /// An array of objects with the column names as keys.
    case json

    /// The format a file's extension names (`.tsv`, `.tab`, `.csv`, `.json`), case-insensitively.
    static func forPath(_ path: String) -> CheckInputFormat? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "tsv", "tab": return .tsv
        case "csv": return .csv
        case "json": return .json
        default: return nil
        }
    }
}

/// One row of a check table: what to format, what it should print, and where the expected text
/// sits in the file (so `--update` can replace just that).
struct CheckRow: Sendable {
    /// The 1-based line the row starts on.
    var line: Int
    var locale: String
    var currency: String
    var amount: String
    var expected: String
    /// The style column as written; empty means `symbol`.
    var style: String = ""
    /// The flags column as written: a comma-separated list, possibly empty.
    var flags: String = ""
    /// The byte range of the expected field as written in the file (quotes included).
    var expectedSpan: Range<Int>
    /// Whether the expected field was quoted (CSV) or used `\u` escapes (JSON).
    var expectedQuoted = false

    /// `de_DE EUR 1234.5`, plus style and flags when given: how a row is named in reports.
    var summary: String {
        var parts = [locale, currency, amount]
        if !style.isEmpty { parts.append(style) }
        if !flags.isEmpty { parts.append("[\(flags)]") }
        return parts.joined(separator: " ")
    }
}

/// A problem that makes a table, or one of its rows, unusable: exit 2.
struct CheckFileError: Error, Sendable {
    /// The file.
    var path: String
    /// The 1-based line, when the problem has one.
    var line: Int?
    /// What is wrong, as a phrase a person can act on.
    var message: String

    /// `file:line: message`.
    var description: String {
        if let line { return "\(path):\(line): \(message)" }
        return "\(path): \(message)"
    }
}

/// A parsed table: its bytes as read, its rows, and the problems found in individual rows.
struct CheckTable: Sendable {
    var path: String
    var format: CheckInputFormat
    var bytes: [UInt8]
    var rows: [CheckRow]

    /// The names of the columns, in order.
    static let columns = ["locale", "currency", "amount", "expected", "style", "flags"]

    /// Reads and parses a table.
    ///
    /// - Throws: ``CheckFileError`` for an unreadable file, invalid UTF-8, or a table whose
    ///   structure is broken (wrong column count, an unterminated quote, JSON that is not an array
    ///   of objects…), naming the line.
    static func load(path: String, format explicit: CheckInputFormat?) throws(CheckFileError) -> CheckTable {
        guard let format = explicit ?? CheckInputFormat.forPath(path) else {
            throw CheckFileError(
                path: path, line: nil,
                message:
                    "cannot tell the table format from the file name; name it .tsv, .csv or .json, or give --input-format"
            )
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            throw CheckFileError(path: path, line: nil, message: error.message)
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            var line = 1
            var index = 0
            // Find the first invalid sequence's line by validating line by line.
            var start = 0
            while index <= bytes.count {
                if index == bytes.count || bytes[index] == 0x0A {
                    if String(validating: bytes[start..<index], as: UTF8.self) == nil { break }
                    line += 1
                    start = index + 1
                }
                index += 1
            }
            throw CheckFileError(
                path: path, line: line, message: "the line is not valid UTF-8; save the table as UTF-8")
        }
        var rows: [CheckRow]
        switch format {
        case .tsv: rows = try CheckTSVReader.rows(bytes, path: path)
        case .csv: rows = try CheckCSVReader.rows(bytes, path: path)
        case .json: rows = try CheckJSONReader.rows(bytes, path: path)
        }
        if let first = rows.first, format != .json, first.locale.lowercased() == "locale",
            first.expected.lowercased() == "expected"
        {
            rows.removeFirst()  // a header row
        }
        return CheckTable(path: path, format: format, bytes: bytes, rows: rows)
    }

    /// Builds a row from its fields, checking the column count and that the key columns are set.
    static func row(
        fields: [(text: String, span: Range<Int>, quoted: Bool)], line: Int, path: String, separator: String
    ) throws(CheckFileError) -> CheckRow {
        guard (4...6).contains(fields.count) else {
            throw CheckFileError(
                path: path, line: line,
                message:
                    "expected 4 to 6 \(separator)-separated columns (locale, currency, amount, expected[, style[, flags]]), found \(fields.count)"
            )
        }
        for (index, name) in ["locale", "currency", "amount"].enumerated() where fields[index].text.isEmpty {
            throw CheckFileError(path: path, line: line, message: "the \(name) column is empty")
        }
        return CheckRow(
            line: line, locale: fields[0].text, currency: fields[1].text, amount: fields[2].text,
            expected: fields[3].text, style: fields.count > 4 ? fields[4].text : "",
            flags: fields.count > 5 ? fields[5].text : "", expectedSpan: fields[3].span,
            expectedQuoted: fields[3].quoted)
    }
}
