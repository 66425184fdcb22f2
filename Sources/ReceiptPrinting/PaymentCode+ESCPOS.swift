public import PaymentCodes
import Money

/// A payment code as the bytes an ESC/POS thermal printer prints: the QR code centred, then the
/// payee and the amount.
///
/// The symbol is sent as a raster image (`GS v 0`), which every profile's printers print: each
/// module a square of dots, as large as the paper's printable width allows (at most 8 dots), in a
/// 4-module quiet zone. The text lines go through the profile's code pages like a receipt's.
///
///     let code = try PaymentCode.epc(name: "Ann", iban: "DE89370400440532013000", amount: Money(minorUnits: 1230, .eur))
///     let bytes = try code.escpos(for: PrinterProfile.named("generic-58"))
extension PaymentCode {
    /// The code as ESC/POS bytes for `profile`.
    ///
    /// - Throws: ``PrintingError/unprintable(scalar:name:language:printer:alternatives:userText:)``
    ///   for a character of the payee's name no code page of the printer has;
    ///   ``PrintingError/icu(_:)`` when the QR code cannot be made or ICU has no converter.
    public func escpos(for profile: PrinterProfile) throws(PrintingError) -> [UInt8] {
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
        var out = commands.initialise + commands.characterSet
        if let kanji = profile.kanji { out += kanji.select + commands.kanjiOff }
        out += commands.alignCenter
        out += Self.raster(symbol, widthDots: Self.printableDots(profile))
        out.append(0x0A)
        for bytes in encoded {
            out += bytes
            out.append(0x0A)
        }
        out += commands.alignLeft
        out += commands.feedLines + [profile.feedBeforeEnd]
        if let cut = commands.cut { out += cut }
        return out
    }

    /// The dots a line of the paper prints: 8 dots a millimetre on 48 mm of 58 mm paper, 64 mm
    /// of 80 mm paper.
    static func printableDots(_ profile: PrinterProfile) -> Int {
        profile.paperMillimetres >= 80 ? 512 : 384
    }

    /// `GS v 0 0 xL xH yL yH` and the bits of `symbol` with its quiet zone, each module a square
    /// of as many dots as fit in `widthDots` (1 to 8).
    static func raster(_ symbol: QRCode, widthDots: Int) -> [UInt8] {
        let quiet = QRCode.standardQuietZone
        let modules = symbol.size + 2 * quiet
        let scale = max(1, min(8, widthDots / modules))
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
