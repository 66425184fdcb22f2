internal import CICUShims

/// Small conversions between Swift strings and ICU's C strings.
enum ICUText {
    /// The UTF-16 code units of `text`, NUL-terminated, as ICU's `UChar*` parameters want.
    static func uchars(_ text: String) -> [UInt16] {
        var units = Array(text.utf16)
        units.append(0)
        return units
    }

    /// A string from `count` UTF-16 code units.
    static func string(_ pointer: UnsafePointer<UInt16>, count: Int32) -> String {
        string(UnsafeBufferPointer(start: pointer, count: Int(count)))
    }

    /// UTF-16 as a `String`, transcoded on the stack: `String(decoding:as: UTF16.self)` runs the
    /// standard library's unspecialized transcoder, whose first call costs a one-shot process a
    /// protocol-conformance scan of the binary (start-up time).
    static func string(_ units: UnsafeBufferPointer<UInt16>) -> String {
        ICUNumberFormatter.withUTF8(utf16: units) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls an ICU function that fills a `UChar` buffer, retrying once with the size ICU asked for.
    static func withUCharBuffer(
        _ operation: String,
        _ body: (UnsafeMutablePointer<UInt16>, Int32, inout ICUStatus) -> Int32
    ) throws(MoneyError) -> String {
        var capacity = 128
        for _ in 0..<2 {
            var status = ICUStatus()
            var buffer = [UInt16](repeating: 0, count: capacity)
            let length = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
                guard let base = pointer.baseAddress else { return 0 }
                return body(base, Int32(pointer.count), &status)
            }
            if status.isBufferOverflow {
                capacity = Int(length) + 1
                continue
            }
            try status.check(operation)
            return buffer.withUnsafeBufferPointer { string(UnsafeBufferPointer(rebasing: $0[..<Int(length)])) }
        }
        throw .icu(operation: operation, code: CICU_U_BUFFER_OVERFLOW_ERROR, name: "U_BUFFER_OVERFLOW_ERROR")
    }

    /// Calls an ICU function that fills a `char` buffer with an ASCII id (locales, tags).
    static func withCharBuffer(
        _ operation: String,
        _ body: (UnsafeMutablePointer<CChar>, Int32, inout ICUStatus) -> Int32
    ) throws(MoneyError) -> String {
        var status = ICUStatus()
        var buffer = [CChar](repeating: 0, count: 158)  // ULOC_FULLNAME_CAPACITY + 1
        let length = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
            guard let base = pointer.baseAddress else { return 0 }
            return body(base, Int32(pointer.count - 1), &status)
        }
        try status.check(operation)
        let bytes = buffer.prefix(Int(max(0, min(length, 157)))).map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
