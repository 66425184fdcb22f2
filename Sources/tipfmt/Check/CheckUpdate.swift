#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--update`: writes each mismatched row's actual text into its expected column, in place.
///
/// Only the bytes of those expected fields change: comments, blank lines, line endings, column
/// order, other columns and each field's quoting stay as they were. A CSV field that was quoted
/// stays quoted (and one that was not is quoted only if the new text needs it); a JSON string
/// written with `\u` escapes gets its invisible characters escaped the same way. The file is
/// replaced atomically (temporary file, then rename) and keeps its permissions.
enum CheckUpdate {
    /// The file's new bytes, or `nil` when nothing differs.
    static func updatedBytes(for report: CheckFileReport) throws(CheckFileError) -> [UInt8]? {
        guard let table = report.table else { return nil }
        var replacements: [(span: Range<Int>, bytes: [UInt8])] = []
        for (row, outcome) in report.results {
            guard case .mismatch(let actual) = outcome else { continue }
            replacements.append(
                (row.expectedSpan, try encode(actual, row: row, format: table.format, path: report.path)))
        }
        guard !replacements.isEmpty else { return nil }
        var bytes = table.bytes
        for replacement in replacements.sorted(by: { $0.span.lowerBound > $1.span.lowerBound }) {
            bytes.replaceSubrange(replacement.span, with: replacement.bytes)
        }
        return bytes
    }

    /// Writes the update to disk, keeping the file's mode.
    static func write(_ bytes: [UInt8], to path: String) throws(CheckFileError) {
        var info = stat()
        let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        do {
            try FileSystem.writeAtomically(bytes, to: path)
        } catch {
            throw CheckFileError(path: path, line: nil, message: error.message)
        }
        chmod(path, mode)
    }

    /// The text as the expected field of this row's format should hold it.
    static func encode(_ text: String, row: CheckRow, format: CheckInputFormat, path: String) throws(CheckFileError)
        -> [UInt8]
    {
        switch format {
        case .tsv:
            if text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
                throw CheckFileError(
                    path: path, line: row.line,
                    message: "the actual text holds a tab or newline, which TSV cannot; use CSV or JSON")
            }
            return Array(text.utf8)
        case .csv:
            let needsQuotes = text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            guard row.expectedQuoted || needsQuotes else { return Array(text.utf8) }
            return Array(("\"" + text.replacing("\"", with: "\"\"") + "\"").utf8)
        case .json:
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
                    if scalar.value < 0x20 || (invisible && row.expectedQuoted) {
                        if scalar.value > 0xFFFF {
                            let value = scalar.value - 0x10000
                            out += "\\u" + CheckInvisibles.hex(0xD800 + (value >> 10)).lowercased()
                            out += "\\u" + CheckInvisibles.hex(0xDC00 + (value & 0x3FF)).lowercased()
                        } else {
                            out += "\\u" + CheckInvisibles.hex(scalar.value).lowercased()
                        }
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return Array((out + "\"").utf8)
        }
    }
}
