import BillPresentation
import ArgumentParser
import BillHistory
import SavedBills
import BillRequestKit
import Foundation
import ReceiptPrinting
import ReceiptRaster

extension HistoryTool {
    /// `tipfmt history show ID`: a saved bill exactly as it was printed.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print a saved bill exactly as it came out then.",
            discussion: """
                Prints the calc summary saved with the bill, byte for byte: the same locale and \
                numbers even if defaults, ICU data or tipfmt changed since. With --receipt, the \
                receipt instead (in the format it was printed in, or --format). --format escpos \
                reprints it on a thermal printer (--printer, --output, --raster and --font as for \
                `tipfmt receipt`); a currency symbol no code page has is drawn, as the saved receipt \
                cannot be made again with the ISO code.

                Examples:
                  tipfmt history show 1 --format escpos --printer generic-58 \\
                      --output receipt.bin
                """)

        @Argument(help: ArgumentHelp("The bill's id, as `tipfmt history` lists it.", valueName: "id"))
        var id: Int64

        @Flag(help: "Print the bill as a receipt.")
        var receipt = false

        @Option(
            help: ArgumentHelp(
                "The receipt's format; implies --receipt. Default: the format it was printed in.",
                valueName: "format"))
        var format: ReceiptFormat?

        @Flag(help: "Print the saved record as JSON (the schema of `export --format json`).")
        var json = false

        @OptionGroup var printing: PrinterOptions

        func validate() throws {
            if json && (receipt || format != nil) { throw ValidationError("give --json or --receipt, not both") }
            try printing.validate(escpos: format == .escpos)
        }

        func run() throws {
            guard let database = try HistoryTool.database(creating: false, reading: true) else {
                throw HistoryError.noSuchBill(id)
            }
            let bill = try database.bill(id)
            if json {
                StandardStreams.write(try HistoryExport.json(bill))
                return
            }
            guard let outputs = bill.outputs else {
                throw HistoryError.corrupt(path: database.path, reason: "bill \(id) has no saved output")
            }
            if format == .escpos {
                try reprint(outputs.receipt.json)
            } else if receipt || format != nil {
                let name = format?.rawValue ?? outputs.receipt.format
                StandardStreams.write(outputs.receipt.rendered(name) ?? outputs.receipt.text)
            } else {
                StandardStreams.write(outputs.calc)
            }
        }

        /// The saved receipt (its JSON, which holds every line as it was worded) as ESC/POS bytes.
        private func reprint(_ json: String) throws {
            let saved: BillPresentation.Receipt
            do {
                saved = try JSONDecoder().decode(BillPresentation.Receipt.self, from: Data(json.utf8))
            } catch {
                throw HistoryError.corrupt(path: "bill \(id)", reason: "its saved receipt does not read back: \(error)")
            }
            let mode = printing.rasterMode
            let bytes = try saved.escpos(
                for: try printing.profile(), raster: mode,
                rasterizer: mode == .never ? nil : FontRasterizer(fontFile: printing.font), drawingSymbols: true)
            try printing.write(bytes)
        }
    }

    /// A receipt format `show --format` takes.
    enum ReceiptFormat: String, CaseIterable, ExpressibleByArgument {
        case text, markdown, json, html, escpos
    }
}
