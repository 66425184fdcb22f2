public import PaymentCodes
import Money

/// A payment code as the bytes an ESC/POS thermal printer prints: the QR code centred, then the
/// payee and the amount.
///
/// Where the profile's printers make QR codes themselves (``PrinterProfile/nativeQRCode``), the
/// payload is sent with `GS ( k` (model 2, error correction M, the printer draws the symbol);
/// elsewhere the symbol libqrencode made is sent as a raster image (`GS v 0`), which every
/// profile's printers print. Either way each module is a square of as many dots as the profile's
/// printed width allows for the symbol and its 4-module quiet zone (at most 8). The text lines go
/// through the profile's code pages like a receipt's.
///
///     let code = try PaymentCode.epc(name: "Ann", iban: "DE89370400440532013000", amount: Money(minorUnits: 1230, .eur))
///     let bytes = try code.escpos(for: PrinterProfile.named("generic-58"))
extension PaymentCode {
    /// The code as ESC/POS bytes for `profile`: the printer initialised, the code
    /// (``escposBlock(for:)``), then the feed and the cut.
    ///
    /// - Throws: ``PrintingError/unprintable(scalar:name:language:printer:alternatives:userText:)``
    ///   for a character of the payee's name no code page of the printer has;
    ///   ``PrintingError/icu(_:)`` when the QR code cannot be made or ICU has no converter.
    public func escpos(for profile: PrinterProfile) throws(PrintingError) -> [UInt8] {
        let commands = profile.commands
        var out = commands.initialise + commands.characterSet
        if let kanji = profile.kanji { out += kanji.select + commands.kanjiOff }
        out += try escposBlock(for: profile)
        out += commands.feedLines + [profile.feedBeforeEnd]
        if let cut = commands.cut { out += cut }
        return out
    }

    /// The code as a block of a longer print (a settlement slip's transfer): centred, the QR code
    /// (`GS ( k` or a raster, as the profile prints), then the payee and the amount, each on a
    /// line, and left alignment again; no initialisation, feed or cut.
    ///
    /// - Throws: As ``escpos(for:)``.
    public func escposBlock(for profile: PrinterProfile) throws(PrintingError) -> [UInt8] {
        let symbol: QRCode
        do {
            symbol = try qrCode()
        } catch {
            throw .icu(error.description)
        }
        let lines = [payee, "\(amount.amountText) \(amount.currency.code)"]
        var encoder = try ESCPOSEncoder(profile: profile, characters: Set(lines.flatMap { Array($0) }))
        let encoded: [[UInt8]]
        do {
            encoded = try encoder.encode(lines)
        } catch {
            let scalar = error.character.unicodeScalars.first ?? "?"
            throw .unprintable(
                scalar: scalar.value, name: scalar.properties.name ?? "", language: "payment code", printer: profile.id,
                alternatives: [], userText: "payee")
        }
        let commands = profile.commands
        var out = commands.alignCenter
        let scale = Self.moduleDots(symbol, widthDots: profile.dots)
        out += profile.nativeQRCode ? Self.nativeQR(Array(payload.utf8), moduleDots: scale) : Self.raster(symbol, scale)
        out.append(0x0A)
        for bytes in encoded {
            out += bytes
            out.append(0x0A)
        }
        out += commands.alignLeft
        return out
    }

    /// The dots of a module: as many as fit `symbol` and its quiet zone in `widthDots`, 1 to 8.
    static func moduleDots(_ symbol: QRCode, widthDots: Int) -> Int {
        max(1, min(8, widthDots / (symbol.size + 2 * QRCode.standardQuietZone)))
    }

    /// `GS ( k` (Epson's QR Code function, cn 49): model 2 (fn 65), the module size (fn 67),
    /// error correction M (fn 69, 49), the data stored (fn 80), and the symbol printed (fn 81).
    static func nativeQR(_ data: [UInt8], moduleDots: Int) -> [UInt8] {
        func function(_ body: [UInt8]) -> [UInt8] {
            [0x1D, 0x28, 0x6B, UInt8(body.count & 0xFF), UInt8(body.count >> 8)] + body
        }
        return function([0x31, 0x41, 0x32, 0x00]) + function([0x31, 0x43, UInt8(moduleDots)])
            + function([0x31, 0x45, 0x31]) + function([0x31, 0x50, 0x30] + data) + function([0x31, 0x51, 0x30])
    }

    /// `GS v 0 0 xL xH yL yH` and the bits of `symbol` with its quiet zone, each module a square
    /// of `scale` dots.
    static func raster(_ symbol: QRCode, _ scale: Int) -> [UInt8] {
        let quiet = QRCode.standardQuietZone
        let modules = symbol.size + 2 * quiet
        let dots = modules * scale
        let rowBytes = (dots + 7) / 8
        var out: [UInt8] = [0x1D, 0x76, 0x30, 0x00]
        out += [UInt8(rowBytes & 0xFF), UInt8(rowBytes >> 8), UInt8(dots & 0xFF), UInt8(dots >> 8)]
        for y in 0..<dots {
            var row = [UInt8](repeating: 0, count: rowBytes)
            for x in 0..<dots where symbol.isDark(row: y / scale - quiet, column: x / scale - quiet) {
                row[x / 8] |= 0x80 >> UInt8(x % 8)
            }
            out += row
        }
        return out
    }
}
