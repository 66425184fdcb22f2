import Money

/// Updating a table: each mismatched row's actual text written into its expected field.
///
/// Only the bytes of those expected fields change: comments, blank lines, line endings, column
/// order, other columns and each field's quoting stay as they were. A CSV field that was quoted
/// stays quoted (and one that was not is quoted only if the new text needs it); a JSON string
/// written with `\u` escapes gets its invisible characters escaped the same way, one written
/// with raw UTF-8 stays raw: the file keeps its own escaping.
///
/// The new file is built in one pass over the old bytes, copying up to each changed field and
/// appending its new text: linear in the table's size, however many rows change.
extension CheckReport {
    /// The table's bytes with every mismatched row's expected field replaced by the actual text;
    /// `nil` when no row differs (or the table could not be read).
    ///
    /// - Complexity: O(*n* + *m*), where *n* is the table's size and *m* the new texts' size.
    /// - Throws: ``CheckError`` when the actual text cannot be written in the table's format (a
    ///   tab or newline in a TSV field), naming the row's line.
    public func updatedBytes() throws(CheckError) -> [UInt8]? {
        guard let table else { return nil }
        var output: [UInt8] = []
        var copied = 0
        var changed = false
        for (row, outcome) in zip(table.rows, outcomes) {
            guard case .mismatch(let actual) = outcome else { continue }
            let span = row.expectedSpan
            // Rows come in file order and their fields do not overlap; a span before what was
            // already copied would mean a reader bug, and is left alone rather than duplicated.
            guard span.lowerBound >= copied, span.upperBound <= table.bytes.count else { continue }
            if !changed { output.reserveCapacity(table.bytes.count + table.bytes.count / 4) }
            output.append(contentsOf: table.bytes[copied..<span.lowerBound])
            try Self.encode(actual, row: row, format: table.format, path: path, into: &output)
            copied = span.upperBound
            changed = true
        }
        guard changed else { return nil }
        output.append(contentsOf: table.bytes[copied...])
        return output
    }

    /// `text` as the expected field of `row` in `format` should hold it.
    static func encoded(_ text: String, row: CheckRow, format: CheckTableFormat, path: String) throws(CheckError)
        -> [UInt8]
    {
        var output: [UInt8] = []
        try encode(text, row: row, format: format, path: path, into: &output)
        return output
    }

    /// Appends `text` as the expected field of `row` in `format` should hold it.
    private static func encode(
        _ text: String, row: CheckRow, format: CheckTableFormat, path: String, into output: inout [UInt8]
    ) throws(CheckError) {
        switch format {
        case .tsv:
            if text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
                throw CheckError(
                    path: path, line: row.line,
                    message: "the actual text holds a tab or newline, which TSV cannot; use CSV or JSON")
            }
            output.append(contentsOf: text.utf8)
        case .csv:
            let needsQuotes = text.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            guard row.expectedQuoted || needsQuotes else {
                output.append(contentsOf: text.utf8)
                return
            }
            output.append(0x22)
            for byte in text.utf8 {
                output.append(byte)
                if byte == 0x22 { output.append(0x22) }
            }
            output.append(0x22)
        case .json:
            output.append(contentsOf: jsonString(text, escapingInvisibles: row.expectedQuoted).utf8)
        }
    }

    /// A JSON string literal: `"`, `\` and controls escaped; invisible characters (format
    /// characters and spaces other than U+0020) as `\u` escapes when `escapingInvisibles`.
    private static func jsonString(_ text: String, escapingInvisibles: Bool) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                let invisible: Bool
                switch scalar.properties.generalCategory {
                case .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .control:
                    invisible = scalar != " "
                default: invisible = false
                }
                guard scalar.value < 0x20 || (invisible && escapingInvisibles) else {
                    out.unicodeScalars.append(scalar)
                    continue
                }
                if scalar.value > 0xFFFF {
                    let value = scalar.value - 0x10000
                    out += "\\u" + InvisibleCharacters.hex(0xD800 + (value >> 10)).lowercased()
                    out += "\\u" + InvisibleCharacters.hex(0xDC00 + (value & 0x3FF)).lowercased()
                } else {
                    out += "\\u" + InvisibleCharacters.hex(scalar.value).lowercased()
                }
            }
        }
        return out + "\""
    }
}
