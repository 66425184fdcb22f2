internal import RawICUShims

/// The floor: the same formatting done directly on ICU's C API, with one cached
/// `UNumberFormatter` per pair and one reused `UFormattedNumber`.
///
/// It does exactly the work `MoneyFormatter.format` must do for a user — minor units in, a
/// Swift `String` out — and nothing else: the decimal text is written on the stack, the
/// result is read into a stack buffer and decoded from UTF-16.
package final class RawICU {
    private let formatters: [OpaquePointer]
    private let result: OpaquePointer

    /// Opens one formatter per pair from the skeleton `MoneyFormatter` uses by default.
    package init?(pairs: [(locale: String, currency: String)]) {
        var formatters: [OpaquePointer] = []
        for pair in pairs {
            let skeleton = Array("currency/\(pair.currency) precision-currency-standard rounding-mode-half-even".utf16)
            var status = RAW_U_ZERO_ERROR
            let opened = skeleton.withUnsafeBufferPointer { buffer in
                raw_unumf_openForSkeletonAndLocale(buffer.baseAddress, Int32(buffer.count), pair.locale, &status)
            }
            guard status <= RAW_U_ZERO_ERROR, let opened else { return nil }
            formatters.append(opened)
        }
        var status = RAW_U_ZERO_ERROR
        guard let result = raw_unumf_openResult(&status), status <= RAW_U_ZERO_ERROR else { return nil }
        self.formatters = formatters
        self.result = result
    }

    deinit {
        raw_unumf_closeResult(result)
        for formatter in formatters { raw_unumf_close(formatter) }
    }

    /// The ICU version loaded at run time, such as `72.1`.
    package static var version: String {
        var info: [UInt8] = [0, 0, 0, 0]
        raw_u_getVersion(&info)
        return "\(info[0]).\(info[1])"
    }

    /// Formats `units × 10^-scale` with pair `pair`'s formatter; `nil` if ICU fails.
    ///
    /// The text is read in place (`ufmtval_getString`) and transcoded to UTF-8 on the stack.
    package func format(pair: Int, units: Int64, scale: Int) -> String? {
        let formatter = formatters[pair]
        let result = result
        return DecimalText.with(units: units, scale: scale) { text -> String? in
            var status = RAW_U_ZERO_ERROR
            raw_unumf_formatDecimal(formatter, text.baseAddress, Int32(text.count), result, &status)
            var length: Int32 = 0
            let value = raw_unumf_resultAsValue(result, &status)
            let chars = raw_ufmtval_getString(value, &length, &status)
            guard status <= RAW_U_ZERO_ERROR, let chars else { return nil }
            return UTF16Text.string(UnsafeBufferPointer(start: chars, count: Int(length)))
        }
    }

    /// Formats decimal text as given (`"-0.005"`) with pair `pair`'s formatter.
    package func format(pair: Int, text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            bytes.withMemoryRebound(to: CChar.self) { chars -> String? in
                var status = RAW_U_ZERO_ERROR
                raw_unumf_formatDecimal(formatters[pair], chars.baseAddress, Int32(chars.count), result, &status)
                var length: Int32 = 0
                let value = raw_unumf_resultAsValue(result, &status)
                let units = raw_ufmtval_getString(value, &length, &status)
                guard status <= RAW_U_ZERO_ERROR, let units else { return nil }
                return UTF16Text.string(UnsafeBufferPointer(start: units, count: Int(length)))
            }
        }
    }

    /// Formats like ``format(pair:units:scale:)``, but copies the text out with
    /// `unumf_resultToString` and decodes it with `String(decoding:as: UTF16.self)`, the
    /// obvious way (informational line).
    package func formatDecodingUTF16(pair: Int, units: Int64, scale: Int) -> String? {
        let formatter = formatters[pair]
        let result = result
        return DecimalText.with(units: units, scale: scale) { text -> String? in
            var status = RAW_U_ZERO_ERROR
            raw_unumf_formatDecimal(formatter, text.baseAddress, Int32(text.count), result, &status)
            guard status <= RAW_U_ZERO_ERROR else { return nil }
            return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 96) { buffer -> String? in
                guard let base = buffer.baseAddress else { return nil }
                let length = raw_unumf_resultToString(result, base, Int32(buffer.count), &status)
                guard status <= RAW_U_ZERO_ERROR, length < buffer.count else { return nil }
                return String(decoding: UnsafeBufferPointer(start: base, count: Int(length)), as: UTF16.self)
            }
        }
    }

    /// Formats like ``format(pair:units:scale:)`` but stops at ICU's UTF-16 text.
    ///
    /// No `String` is made. Returns the length in UTF-16 code units (informational line, not the floor).
    package func formatUTF16(pair: Int, units: Int64, scale: Int) -> Int {
        let formatter = formatters[pair]
        let result = result
        return DecimalText.with(units: units, scale: scale) { text -> Int in
            var status = RAW_U_ZERO_ERROR
            raw_unumf_formatDecimal(formatter, text.baseAddress, Int32(text.count), result, &status)
            var length: Int32 = 0
            _ = raw_ufmtval_getString(raw_unumf_resultAsValue(result, &status), &length, &status)
            return Int(length)
        }
    }
}

/// Writes the ASCII decimal text of `units × 10^-scale` (`-1234.50`) into a stack buffer.
package enum DecimalText {
    package static func with<R>(units: Int64, scale: Int, _ body: (UnsafeBufferPointer<CChar>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 48) { buffer -> R in
            var index = buffer.count
            var magnitude = units.magnitude
            for _ in 0..<scale {
                index -= 1
                buffer[index] = CChar(48 + Int(magnitude % 10))
                magnitude /= 10
            }
            if scale > 0 {
                index -= 1
                buffer[index] = 46  // "."
            }
            repeat {
                index -= 1
                buffer[index] = CChar(48 + Int(magnitude % 10))
                magnitude /= 10
            } while magnitude > 0
            if units < 0 {
                index -= 1
                buffer[index] = 45  // "-"
            }
            return body(UnsafeBufferPointer(rebasing: buffer[index...]))
        }
    }
}
