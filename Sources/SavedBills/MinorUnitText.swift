/// Canonical amount text and integer minor units, converted exactly both ways.
///
/// The history stores amounts as INTEGER minor units and shows them as canonical decimal
/// strings with exactly the currency's fraction digits:
///
///     MinorUnitText.minorUnits("84.50", fractionDigits: 2)   // 8450
///     MinorUnitText.text(-5, fractionDigits: 3)               // "-0.005"
///     MinorUnitText.text(4500, fractionDigits: 0)             // "4500"
package enum MinorUnitText {
    /// The most fraction digits a currency in the history may have.
    package static let maximumFractionDigits = 6

    /// Reads `-?digits(.digits)?` with exactly `fractionDigits` fraction digits (none and no `.`
    /// for 0); `nil` for anything else or a value beyond `Int64`.
    package static func minorUnits(_ text: String, fractionDigits: Int) -> Int64? {
        guard (0...maximumFractionDigits).contains(fractionDigits) else { return nil }
        var bytes = Substring(text).utf8[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        var magnitude: UInt64 = 0
        var integerDigits = 0
        var fraction = -1
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard fraction < 0, integerDigits > 0 else { return nil }
                fraction = 0
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !overflow, !carry else { return nil }
            magnitude = sum
            if fraction >= 0 { fraction += 1 } else { integerDigits += 1 }
        }
        guard integerDigits > 0 else { return nil }
        guard fractionDigits == 0 ? fraction < 0 : fraction == fractionDigits else { return nil }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        }
        return Int64(exactly: magnitude)
    }

    /// The canonical text of `minorUnits` at `fractionDigits` fraction digits.
    package static func text(_ minorUnits: Int64, fractionDigits: Int) -> String {
        let digits = String(minorUnits.magnitude)
        let sign = minorUnits < 0 ? "-" : ""
        guard fractionDigits > 0 else { return sign + digits }
        let padded = String(repeating: "0", count: max(0, fractionDigits + 1 - digits.count)) + digits
        return sign + padded.dropLast(fractionDigits) + "." + padded.suffix(fractionDigits)
    }

    /// How many fraction digits canonical amount text has: 2 for `"84.50"`, 0 for `"4500"`.
    package static func fractionDigits(of text: String) -> Int {
        guard let dot = text.utf8.firstIndex(of: UInt8(ascii: ".")) else { return 0 }
        return text.utf8.distance(from: dot, to: text.utf8.endIndex) - 1
    }
}
