import CQRencode
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A QR code symbol as its square matrix of modules, encoded by libqrencode.
///
/// The symbol holds the bytes given, in 8-bit byte mode, in the smallest version that fits at the
/// error-correction level asked for. Nothing here draws on its own: the renderers (``halfBlockText(quietZone:)``,
/// ``svg(moduleSize:quietZone:)``, ``pbm(scale:quietZone:)``, a printer's raster) read ``isDark(row:column:)``.
///
///     let code = try QRCode(encoding: "HELLO")
///     print(code.size, code.version)
///     // Prints "21 1"
public struct QRCode: Hashable, Sendable {
    /// How much of the symbol can be damaged and still be read.
    public enum ErrorCorrection: String, Hashable, Sendable, CaseIterable {
        /// About 7 % of the codewords can be restored.
        case low
        /// About 15 %: what EPC069-12 and the Swiss QR-bill require.
        case medium
        /// About 25 %.
        case quartile
        /// About 30 %.
        case high
    }

    /// The number of modules on a side: `17 + 4 × version`, without a quiet zone.
    public let size: Int
    /// The symbol version, 1 to 40.
    public let version: Int
    /// The error-correction level the symbol was encoded at.
    public let errorCorrection: ErrorCorrection
    /// The modules row by row, top first, left to right: `true` for a dark module.
    public let modules: [Bool]

    /// The largest number of bytes the symbol may hold (version 40 at level L holds 2,953).
    public static let maximumBytes = 2953

    /// Encodes `bytes` in byte mode.
    ///
    /// - Throws: ``QRCodeError/tooLong(bytes:errorCorrection:)`` when they do not fit in a version 40
    ///   symbol at that level, ``QRCodeError/empty`` for no bytes, ``QRCodeError/encoder(_:)`` when
    ///   libqrencode fails otherwise (out of memory).
    public init(bytes: [UInt8], errorCorrection: ErrorCorrection = .medium) throws(QRCodeError) {
        guard !bytes.isEmpty else { throw .empty }
        guard bytes.count <= Self.maximumBytes else {
            throw .tooLong(bytes: bytes.count, errorCorrection: errorCorrection)
        }
        let level: CQRLevel
        switch errorCorrection {
        case .low: level = CQR_ECLEVEL_L
        case .medium: level = CQR_ECLEVEL_M
        case .quartile: level = CQR_ECLEVEL_Q
        case .high: level = CQR_ECLEVEL_H
        }
        // libqrencode is loaded on first use (see CQRencode.h): say so if it is not installed.
        guard cqr_available() != 0 else {
            let reason = cqr_load_error().map { String(cString: $0) } ?? "not found"
            throw .encoder("libqrencode could not be loaded (\(reason)); install it: apt-get install libqrencode4")
        }
        // Version 0 lets libqrencode choose the smallest version that holds the data.
        let symbol = bytes.withUnsafeBufferPointer { buffer in
            cqr_encode_data(Int32(buffer.count), buffer.baseAddress, 0, level)
        }
        guard let symbol else {
            // libqrencode returns NULL with errno ERANGE for data that fits no version.
            if errno == ERANGE { throw .tooLong(bytes: bytes.count, errorCorrection: errorCorrection) }
            throw .encoder("libqrencode could not encode \(bytes.count) bytes (errno \(errno))")
        }
        defer { cqr_free(symbol) }
        let width = Int(symbol.pointee.width)
        var modules = [Bool](repeating: false, count: width * width)
        if let data = symbol.pointee.data {
            // Bit 0 of each byte is the module's colour; the other bits are libqrencode's bookkeeping.
            for index in 0..<(width * width) { modules[index] = data[index] & 1 == 1 }
        }
        self.size = width
        self.version = Int(symbol.pointee.version)
        self.errorCorrection = errorCorrection
        self.modules = modules
    }

    /// Encodes the UTF-8 bytes of `text` in byte mode.
    ///
    /// - Throws: See ``init(bytes:errorCorrection:)``.
    public init(encoding text: String, errorCorrection: ErrorCorrection = .medium) throws(QRCodeError) {
        try self.init(bytes: Array(text.utf8), errorCorrection: errorCorrection)
    }

    /// Whether the module at `row`, `column` (0-based, from the top left) is dark; outside the
    /// symbol (the quiet zone) is light.
    public func isDark(row: Int, column: Int) -> Bool {
        guard row >= 0, column >= 0, row < size, column < size else { return false }
        return modules[row * size + column]
    }
}

/// Why a QR code could not be made.
public enum QRCodeError: Error, Hashable, Sendable {
    /// Nothing to encode.
    case empty
    /// More bytes than the largest symbol holds at that level.
    case tooLong(bytes: Int, errorCorrection: QRCode.ErrorCorrection)
    /// libqrencode failed for another reason.
    case encoder(String)
}

extension QRCodeError: CustomStringConvertible {
    /// One line naming the cause.
    public var description: String {
        switch self {
        case .empty: "a QR code needs at least one byte to encode"
        case .tooLong(let bytes, let level):
            "\(bytes) bytes do not fit in a QR code at error correction \(level.rawValue); shorten the text"
        case .encoder(let reason): reason
        }
    }
}
