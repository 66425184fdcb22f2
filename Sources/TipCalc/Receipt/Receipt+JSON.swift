import Money

/// One JSON object, two-space indented, keys in a fixed order:
///
///     {
///       "title": "Receipt", "locale": "en_US", "language": "en", "direction": "ltr", "note": null,
///       "sections": [
///         { "kind": "summary", "heading": null, "lines": [
///           { "kind": "bill", "label": "Bill", "value": "$84.50", "amount": "84.50", "currency": "USD", "emphasized": false, "included": false },
///
/// `amount` is the canonical decimal string with the currency's minor digits (never a JSON
/// number); `amount` and `currency` are `null` on the exchange-rate line. `included` is `true`
/// on the service line: that amount is part of the bill above it, so it is not added to the total
/// (bill + tax + tip lines with `included: false` make the total). `sources` names where the
/// suggested tip and the exchange rate come from (``Receipt/Source``), possibly none:
///
///       "sources": [
///         {"kind": "tippingCustom", "label": "Tip (US)", "source": "…", "date": "2026-11-21"}
///       ]
extension Receipt {
    func json() -> String {
        var out = "{\n"
        out += "  \"title\": \(Self.jsonString(title)),\n"
        out += "  \"locale\": \(Self.jsonString(locale.identifier)),\n"
        out += "  \"language\": \(Self.jsonString(labels.language)),\n"
        out += "  \"direction\": \(Self.jsonString(direction.rawValue)),\n"
        out += "  \"note\": \(note.map(Self.jsonString) ?? "null"),\n"
        out += "  \"sections\": ["
        for (index, section) in sections.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\n"
            out += "      \"kind\": \(Self.jsonString(section.kind.rawValue)),\n"
            out += "      \"heading\": \(section.heading.map(Self.jsonString) ?? "null"),\n"
            out += "      \"lines\": ["
            for (lineIndex, line) in section.lines.enumerated() {
                out += lineIndex == 0 ? "\n" : ",\n"
                out += "        {\"kind\": \(Self.jsonString(line.kind.rawValue))"
                out += ", \"label\": \(Self.jsonString(line.label))"
                out += ", \"value\": \(Self.jsonString(line.value))"
                out += ", \"amount\": \(line.amount.map { Self.jsonString($0.amountText) } ?? "null")"
                out += ", \"currency\": \(line.amount.map { Self.jsonString($0.currency.code) } ?? "null")"
                out += ", \"emphasized\": \(line.isEmphasized)"
                out += ", \"included\": \(line.isIncluded)}"
            }
            out += "\n      ]\n    }"
        }
        out += "\n  ],\n"
        out += "  \"sources\": ["
        for (index, source) in sources.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\"kind\": \(Self.jsonString(source.kind.rawValue))"
            out += ", \"label\": \(Self.jsonString(source.label))"
            out += ", \"source\": \(Self.jsonString(source.source))"
            out += ", \"date\": \(source.date.map(Self.jsonString) ?? "null")}"
        }
        out += sources.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// A JSON string literal: `"`, `\` and control characters (C0, DEL and C1) escaped,
    /// U+2028/U+2029 too (for JavaScript), everything else as UTF-8.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
