import ArgumentParser
import BillPresentation
import BillRequestKit
import Money
import PaymentCodes
import ReceiptPrinting
import ReceiptRaster

/// `trip settle --format escpos`: the settlement as a slip for a thermal printer, with the
/// printer options every ESC/POS output takes (`PrinterOptions`, as `tipfmt receipt`).
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

    @OptionGroup var printing: PrinterOptions

    func validate() throws {
        try printing.validate(escpos: format == .escpos)
    }

    /// Prints `lines` (the first is the title) as the slip's bytes to `--output` or stdout, then
    /// each of `codes` (`--pay-codes`): its QR code (`GS ( k` where the profile's printers make
    /// QR codes, else a raster), payee and amount.
    func print(_ lines: [String], wording: BillWording, codes: [PaymentCode] = []) throws {
        let profile = try printing.profile()
        let mode = printing.rasterMode
        let printed = PrintedLines(
            lines, language: wording.money.locale.identifier,
            rightToLeft: wording.labels.direction == .rightToLeft)
        let blocks = try codes.map { code throws(PrintingError) in try code.escposBlock(for: profile) }
        let bytes = try printed.escpos(
            for: profile, raster: mode, rasterizer: mode == .never ? nil : FontRasterizer(fontFile: printing.font),
            blocks: blocks)
        try printing.write(bytes)
    }
}
