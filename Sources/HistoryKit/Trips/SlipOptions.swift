import ArgumentParser
import BillPresentation
import BillRequestKit
import Money
import PaymentCodes
import ReceiptPrinting
import ReceiptRaster

/// `trip settle --format escpos`: the settlement as a slip for a thermal printer, with the
/// printer options of `tipfmt receipt`.
struct SlipOptions: ParsableArguments {
    /// What `trip settle` writes.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        /// The lines as the terminal shows them.
        case text
        /// ESC/POS bytes for the printer `--printer` names.
        case escpos
    }

    @Option(help: ArgumentHelp("The output format: text, or escpos for a thermal printer.", valueName: "format"))
    var format: Format = .text

    @Option(
        help: ArgumentHelp(
            "The printer profile for --format escpos (see `tipfmt printers`). Default: generic-80.",
            valueName: "printer"))
    var printer: String?

    @Option(
        help: ArgumentHelp(
            "Where --format escpos writes its bytes: a file, a device such as /dev/usb/lp0, or - for stdout (the default).",
            valueName: "file"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "With --format escpos: draw the lines the printer has no characters for (auto, the default), none (never), or every line (always).",
            valueName: "when"))
    var raster: RasterMode?

    @Option(help: ArgumentHelp("With --format escpos: the font file drawn lines are drawn with.", valueName: "file"))
    var font: String?

    func validate() throws {
        if format != .escpos,
            let option = printer != nil
                ? "--printer" : output != nil ? "--output" : raster != nil ? "--raster" : font != nil ? "--font" : nil
        {
            throw ValidationError("\(option) is for ESC/POS bytes; add --format escpos, or leave it out")
        }
        if font != nil && raster == .never {
            throw ValidationError("--font draws lines and --raster never draws none; leave one out")
        }
        let toStandardOutput = output == nil || output == "-" || output == "/dev/stdout"
        if format == .escpos && toStandardOutput && Terminal.stdoutIsTerminal {
            throw ValidationError(
                "ESC/POS bytes would steer this terminal; give --output FILE (or a device such as /dev/usb/lp0), or pipe them"
            )
        }
    }

    /// Prints `lines` (the first is the title) as the slip's bytes to `--output` or stdout, then
    /// each of `codes` (`--pay-codes`): its QR code (`GS ( k` where the profile's printers make
    /// QR codes, else a raster), payee and amount.
    func print(_ lines: [String], wording: BillWording, codes: [PaymentCode] = []) throws {
        let profile = try PrinterProfile.named(printer ?? "generic-80")
        let mode = raster ?? .auto
        let printed = PrintedLines(
            lines, language: wording.money.locale.identifier,
            rightToLeft: wording.labels.direction == .rightToLeft)
        let blocks = try codes.map { code throws(PrintingError) in try code.escposBlock(for: profile) }
        let bytes = try printed.escpos(
            for: profile, raster: mode, rasterizer: mode == .never ? nil : FontRasterizer(fontFile: font),
            blocks: blocks)
        if let output, output != "-" {
            try FileSystem.writeOutput(bytes, to: output)
        } else {
            StandardStreams.write(lines: bytes)
        }
    }
}
