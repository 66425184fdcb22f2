/// Reads RFC 4180 comma-separated tables.
///
/// Fields may be quoted with `"`, a quote inside a quoted field is doubled, and quoted fields
/// may hold commas and newlines. Records end with LF or CRLF.
/// A record starting with `#` is a comment to the end of its line; blank lines are skipped.
/// A record that is not a row (a column count out of range, an empty key column, a stray quote)
/// is reported and the records after it are still read; only a quoted field never closed ends
/// the reading, as nothing after it can be told apart.
enum CheckCSVReader {
    static func rows(_ bytes: [UInt8], path: String) throws(CheckError) -> (rows: [CheckRow], malformed: [CheckError]) {
        var rows: [CheckRow] = []
        var malformed: [CheckError] = []
        // A UTF-8 byte order mark (Excel writes one) is not part of the first field.
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        let quote: UInt8 = 0x22
        let comma: UInt8 = 0x2C

        func atLineEnd(_ position: Int) -> Bool {
            position == bytes.count || bytes[position] == 0x0A
                || (bytes[position] == 0x0D && position + 1 < bytes.count && bytes[position + 1] == 0x0A)
                || (bytes[position] == 0x0D && position + 1 == bytes.count)
        }
        func skipLineEnd(_ position: inout Int) {
            if position < bytes.count && bytes[position] == 0x0D { position += 1 }
            if position < bytes.count && bytes[position] == 0x0A {
                position += 1
                line += 1
            }
        }

        while index < bytes.count {
            // Comments and blank lines.
            if bytes[index] == 0x23 {
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                skipLineEnd(&index)
                continue
            }
            var blank = index
            while blank < bytes.count && (bytes[blank] == 0x20 || bytes[blank] == 0x09) { blank += 1 }
            if atLineEnd(blank) {
                index = blank
                skipLineEnd(&index)
                continue
            }
            let recordLine = line
            var fields: [(text: String, span: Range<Int>, quoted: Bool)] = []
            var recordError: CheckError?
            while true {
                let fieldStart = index
                if index < bytes.count && bytes[index] == quote {
                    var value: [UInt8] = []
                    let quoteLine = line
                    index += 1
                    while true {
                        guard index < bytes.count else {
                            throw CheckError(
                                path: path, line: quoteLine,
                                message:
                                    "a quoted field is never closed; end it with \" (a quote inside is written \"\")")
                        }
                        let byte = bytes[index]
                        if byte == quote {
                            if index + 1 < bytes.count && bytes[index + 1] == quote {
                                value.append(quote)
                                index += 2
                                continue
                            }
                            index += 1
                            break
                        }
                        if byte == 0x0A { line += 1 }
                        value.append(byte)
                        index += 1
                    }
                    guard atLineEnd(index) || bytes[index] == comma else {
                        recordError = CheckError(
                            path: path, line: line,
                            message: "text after a closing quote; quote the whole field and double any quote inside it")
                        break
                    }
                    fields.append((String(decoding: value, as: UTF8.self), fieldStart..<index, true))
                } else {
                    while !atLineEnd(index) && bytes[index] != comma {
                        if bytes[index] == quote {
                            recordError = CheckError(
                                path: path, line: line,
                                message:
                                    "a quote inside an unquoted field; quote the whole field and double the quote (\"\")"
                            )
                            break
                        }
                        index += 1
                    }
                    if recordError != nil { break }
                    fields.append(
                        (String(decoding: bytes[fieldStart..<index], as: UTF8.self), fieldStart..<index, false))
                }
                if index < bytes.count && bytes[index] == comma {
                    index += 1
                    continue
                }
                skipLineEnd(&index)
                break
            }
            if let recordError {
                // The rest of the line is not read: the next record starts on the next line.
                malformed.append(recordError)
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                skipLineEnd(&index)
                continue
            }
            do {
                rows.append(try CheckTable.row(fields: fields, line: recordLine, path: path, separator: "comma"))
            } catch {
                malformed.append(error)
            }
        }
        return (rows, malformed)
    }
}
