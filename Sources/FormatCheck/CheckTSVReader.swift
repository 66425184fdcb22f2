/// Reads tab-separated tables.
///
/// One row per line, fields split at every tab, no quoting and no trimming, so every space in
/// the expected text is literal. A `\r` before the newline is
/// dropped, and so is a UTF-8 byte order mark at the start; lines that are empty, only blanks, or start with `#` are skipped.
/// A line that is not a row (too few or too many columns, an empty key column) is reported and
/// the lines after it are still read.
enum CheckTSVReader {
    static func rows(_ bytes: [UInt8], path: String) -> (rows: [CheckRow], malformed: [CheckError]) {
        var rows: [CheckRow] = []
        var malformed: [CheckError] = []
        var line = 0
        // A UTF-8 byte order mark (Excel writes one) is not part of the first field.
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            line += 1
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            let next = end + 1
            if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            defer { start = next }
            if bytes[start..<end].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) || bytes[start] == 0x23 { continue }
            var fields: [(text: String, span: Range<Int>, quoted: Bool)] = []
            var fieldStart = start
            for index in start...end where index == end || bytes[index] == 0x09 {
                fields.append((String(decoding: bytes[fieldStart..<index], as: UTF8.self), fieldStart..<index, false))
                fieldStart = index + 1
            }
            do {
                rows.append(try CheckTable.row(fields: fields, line: line, path: path, separator: "tab"))
            } catch {
                malformed.append(error)
            }
        }
        return (rows, malformed)
    }
}
