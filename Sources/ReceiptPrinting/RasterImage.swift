/// A one-bit image a printer prints with `GS v 0`: dots in rows, the first row at the top, each
/// row packed eight dots a byte with the leftmost dot in the byte's high bit (ESC/POS's order).
public struct RasterImage: Hashable, Sendable {
    /// Dots across.
    public let width: Int
    /// Rows of dots.
    public let height: Int
    /// The rows, ``bytesPerRow`` bytes each; a set bit is a black dot.
    public private(set) var bits: [UInt8]

    /// Bytes in one row: the width rounded up to whole bytes.
    public var bytesPerRow: Int { (width + 7) / 8 }

    /// A white image `width` dots across and `height` rows high.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        bits = [UInt8](repeating: 0, count: ((self.width + 7) / 8) * self.height)
    }

    /// Whether the dot at (`x`, `y`) is black; `false` outside the image.
    public func isSet(x: Int, y: Int) -> Bool {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return false }
        return bits[y * bytesPerRow + x / 8] & (0x80 >> UInt8(x % 8)) != 0
    }

    /// Blackens the dot at (`x`, `y`); a dot outside the image is left out.
    public mutating func set(x: Int, y: Int) {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return }
        bits[y * bytesPerRow + x / 8] |= 0x80 >> UInt8(x % 8)
    }

    /// The image as `GS v 0 0 xL xH yL yH d…` (1D 76 30 00, then the row's bytes and the row count
    /// as little-endian 16-bit numbers, then the rows): printed where the line would be, the paper
    /// fed by its height.
    public var escpos: [UInt8] {
        let across = bytesPerRow
        var out: [UInt8] = [0x1D, 0x76, 0x30, 0x00]
        out += [UInt8(across & 0xFF), UInt8(across >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
        return out + bits
    }

    /// Reads a `GS v 0` image back from `bytes` at `offset`: the image and the offset after it;
    /// `nil` when the bytes there are not one.
    public static func read(_ bytes: [UInt8], at offset: Int) -> (image: RasterImage, end: Int)? {
        guard offset + 8 <= bytes.count, Array(bytes[offset..<offset + 3]) == [0x1D, 0x76, 0x30] else { return nil }
        let across = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8
        let rows = Int(bytes[offset + 6]) | Int(bytes[offset + 7]) << 8
        let end = offset + 8 + across * rows
        guard end <= bytes.count else { return nil }
        var image = RasterImage(width: across * 8, height: rows)
        image.bits = Array(bytes[(offset + 8)..<end])
        return (image, end)
    }
}
