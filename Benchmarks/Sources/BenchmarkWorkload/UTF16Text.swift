/// UTF-16 to `String` through a UTF-8 buffer on the stack — the same conversion
/// `MoneyFormatter` uses internally, so the raw-ICU floor and our layer make strings alike.
package enum UTF16Text {
    package static func string(_ units: UnsafeBufferPointer<UInt16>) -> String {
        guard units.count <= 96 else { return String(decoding: units, as: UTF16.self) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 288) { bytes -> String in
            var out = 0
            var index = 0
            let count = units.count
            while index < count {
                let unit = UInt32(units[index])
                index += 1
                if unit < 0x80 {
                    bytes[out] = UInt8(truncatingIfNeeded: unit)
                    out += 1
                } else if unit < 0x800 {
                    bytes[out] = UInt8(truncatingIfNeeded: 0xC0 | (unit >> 6))
                    bytes[out + 1] = UInt8(truncatingIfNeeded: 0x80 | (unit & 0x3F))
                    out += 2
                } else {
                    var scalar = unit
                    if unit & 0xF800 == 0xD800 {
                        if unit < 0xDC00, index < count, units[index] & 0xFC00 == 0xDC00 {
                            scalar = 0x10000 + ((unit - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                            index += 1
                        } else {
                            scalar = 0xFFFD
                        }
                    }
                    if scalar < 0x10000 {
                        bytes[out] = UInt8(truncatingIfNeeded: 0xE0 | (scalar >> 12))
                        bytes[out + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
                        bytes[out + 2] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
                        out += 3
                    } else {
                        bytes[out] = UInt8(truncatingIfNeeded: 0xF0 | (scalar >> 18))
                        bytes[out + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 12) & 0x3F))
                        bytes[out + 2] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
                        bytes[out + 3] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
                        out += 4
                    }
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<out]), as: UTF8.self)
        }
    }
}
