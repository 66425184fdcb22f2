/// Text as one field of an RFC 4180 CSV file, safe to open in a spreadsheet.
///
/// `package`: the one CSV writer behind the history's and the trip's exports.
package enum CSVText {
    /// One record: the fields, each quoted where it must be, and CRLF.
    package static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// Typed text that a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+1+1`, `@SUM(…)`),
    /// with a `'` in front so it is shown as text (OWASP's CSV injection advice); any other text
    /// as it is.
    package static func inert(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return text }
        return "'" + text
    }

    /// A field, quoted when it holds a comma, a double quote or a line break.
    package static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
            return text
        }
        var quoted = "\""
        for character in text {
            quoted += character == "\"" ? "\"\"" : String(character)
        }
        return quoted + "\""
    }
}
