import BillPresentation
import ArgumentParser
import Money
import ReceiptPrinting
import SavedBills
import TipCalc
import BillRequestKit

extension TipFmt {
    /// `tipfmt receipt`: the calculation as a receipt in the locale's language.
    struct Receipt: ParsableCommand, FastParsable {
        static let configuration = CommandConfiguration(
            commandName: "receipt",
            abstract: "Print a receipt in the locale's language: bill, tax, service, tip, total, shares.",
            discussion: """
                Takes the same bill, split, tax, rounding and travel options as `calc`, and one \
                --tip (without one, the configured tip, else the region's customary tip). Labels \
                come in 28 languages, \
                falling back like ICU (de_CH to de to en; zh_TW to zh-Hant); every number is \
                formatted by the locale. Text output aligns columns by display width for Latin, \
                CJK and right-to-left scripts; --width 32 fits 58 mm thermal printers, the default \
                42 fits 80 mm ones. HTML output is a self-contained fragment with lang and dir set, \
                with --title and --note escaped. --format escpos writes the bytes an ESC/POS thermal \
                printer prints (the text receipt's lines, bold total, centred title, feed and cut) \
                for the --printer profile (see `tipfmt printers`), to --output or stdout; a \
                character the printer has no code page for is refused, never printed as '?'.

                Examples:
                  tipfmt receipt 84.50 --tip 18 --split 3 -l de_DE -c EUR
                  tipfmt receipt 84.50 --tax 8.875% --tip 20 --width 32
                  tipfmt receipt 84.50 --tip 18 -l ar_EG -c EGP \\
                      --latin-digits --style code
                  tipfmt receipt 4500 -c JPY -l ja_JP --tip 10 \\
                      --home EUR --rate 0.0061
                  tipfmt receipt 120 -l ar_EG -c EGP --service 12% \\
                      --format html --title 'Table 4'
                  tipfmt receipt 84.50 --tip 18 -l fr_FR --format escpos \\
                      --printer generic-58 --output receipt.bin
                """)

        @OptionGroup var money: MoneyOptions
        @OptionGroup var options: CalcOptions
        @OptionGroup(title: "Itemised bills") var itemised: ItemisedOptions
        @OptionGroup var dated: BillDayOptions

        @Option(
            name: [.customShort("t"), .long], parsing: .unconditionalSingleValue,
            help: ArgumentHelp(
                "The tip percentage, such as 18 or 17.5 (one). Default: the configured tip, else the region's customary tip.",
                valueName: "percent"))
        var tip: [String] = []

        @Flag(help: "Print the receipt as JSON (the same as --format json).")
        var json = false

        @Option(help: ArgumentHelp("The output format.", valueName: "format"))
        var format: ReceiptFormat = .text

        @Option(
            help: ArgumentHelp(
                "The text width in columns, \(BillPresentation.Receipt.minimumWidth) to 200 (32 for 58 mm printers). Default: \(BillPresentation.Receipt.defaultWidth), or with --format escpos the printer's Font A.",
                valueName: "n"))
        var width: Int?

        @OptionGroup var printing: PrinterOptions

        @Option(help: ArgumentHelp("A title instead of the localized word for receipt.", valueName: "text"))
        var title: String?

        @Option(help: ArgumentHelp("A note printed under the amounts.", valueName: "text"))
        var note: String?

        @Option(help: ArgumentHelp("How the currency is shown in amounts.", valueName: "style"))
        var style: MoneyFormatter.Style = .symbol

        @Flag(help: "Use Latin digits 0-9 instead of the locale's own (amounts and percentages).")
        var latinDigits = false

        @OptionGroup var saving: SaveOptions

        func validate() throws {
            if let width, !(BillPresentation.Receipt.minimumWidth...200).contains(width) {
                throw ValidationError(
                    "--width must be from \(BillPresentation.Receipt.minimumWidth) to 200 columns, not \(width)")
            }
            try printing.validate(escpos: format == .escpos)
            if let option = tip.firstOptionLikeValue {
                throw ValidationError("Missing value for '--tip <percent>' ('\(option)' is an option)")
            }
            if tip.count > 1 {
                throw ValidationError("a receipt shows one tip; give one --tip (use `tipfmt calc` for a table)")
            }
            if json && format != .text && format != .json {
                throw ValidationError("give --json or --format \(format.rawValue), not both")
            }
            if itemised.explain && (json || format == .json || format == .html || format == .escpos) {
                throw ValidationError(
                    "--explain adds the steps to a text or Markdown receipt; for them as JSON use calc --json --explain, "
                        + "on a printer print the text receipt"
                )
            }
        }

        func run() throws {
            // Drawing loads HarfBuzz and FreeType, which only tipfmt-raster links.
            if format == .escpos && printing.raster != .never { try ReceiptDrawing.execIfNeeded() }
            let environment = Environment.process
            let config = try ConfigFile.load(environment)
            let input = BillOptions(
                money: money, options: options, itemised: itemised, tips: tip, day: try dated.day())
            let request = try BillRequest.read(input, for: .oneTip, config: config, environment: environment)
            try refuseUnshown(request)
            for note in request.notes { StandardStreams.note(note) }
            let formatter = MoneyFormatter(locale: request.context.locale, style: style, usesLatinDigits: latinDigits)
            // Controls in the user's text never reach the terminal (an ESC would start an escape sequence).
            let title = title.map { UserText.sanitized($0, keepingNewlines: false) }
            let note = note.map { UserText.sanitized($0, keepingNewlines: true) }
            let shown = json ? BillPresentation.Receipt.Format.json : format.document ?? .text
            // What was shown at which width: a printed receipt is saved as its text at the printer's width.
            let width = try self.width ?? printProfile()?.defaultColumns ?? BillPresentation.Receipt.defaultWidth
            let result = try request.compute(explaining: itemised.explain)
            // One document from the one result; a plain amount is laid out as its summary.
            let layout: BillLayout = request.layout == .perPerson ? .perPerson : .summary
            let custom = layout == .summary && request.customTipUsed ? request.custom : nil
            let tipGiven = request.tipAsked
            let receipt = try BillPresentation.Receipt(
                result: result, layout: layout, formatter: formatter, title: title, note: note, custom: custom,
                tipGiven: tipGiven)
            // JSON holds the bill as every surface writes it, beside the receipt's lines.
            let bill = shown == .json ? try request.json(of: result, formatter: formatter) : nil
            try write(receipt, as: shown, width: width, bill: bill) { formatter in
                try BillPresentation.Receipt(
                    result: result, layout: layout, formatter: formatter, title: title, note: note, custom: custom,
                    tipGiven: tipGiven)
            }
            if itemised.explain {
                let explanation =
                    layout == .summary
                    ? Explanation(ofPlainAmount: result, in: receipt.labels)
                    : Explanation(of: result, in: receipt.labels)
                Self.printExplanation(explanation, formatter: formatter)
            }
            if saving.save {
                if layout == .summary {
                    try BillSaving.save(
                        receipt: receipt, result: result, plan: request, format: shown, width: width,
                        options: options, formatter: formatter)
                } else {
                    try BillSaving.save(
                        itemised: result, request: request, command: .receipt, formatter: formatter,
                        note: receipt.note, receiptFormat: shown, receiptWidth: width, receipt: receipt)
                }
            }
            if request.billWasGiven, let amount = request.amount {
                LastBill.save(amount, locale: request.context.locale, environment: environment)
            }
        }

        /// `--explain` after the receipt: the steps as the terminal renderer lays them out, plain,
        /// since they follow a receipt's text or Markdown.
        private static func printExplanation(_ explanation: Explanation, formatter: MoneyFormatter) {
            TerminalRenderer(wording: BillWording(formatter: formatter), style: Style(enabled: false))
                .explanation(explanation).forEach(StandardStreams.printLine)
        }

        /// The profile `--format escpos` prints for; `nil` for the other formats.
        private func printProfile() throws(PrintingError) -> PrinterProfile? {
            format == .escpos ? try printing.profile() : nil
        }

        /// Writes the receipt in its format; for ESC/POS, its bytes to `--output` or stdout.
        ///
        /// A currency symbol the printer has no page for is printed as the currency's ISO code, in
        /// the locale's pattern: the receipt is built again with `--style code` (`rebuild`), and a
        /// note says so.
        private func write(
            _ receipt: BillPresentation.Receipt, as shown: BillPresentation.Receipt.Format, width: Int,
            bill: BillJSONObject?, rebuild: (MoneyFormatter) throws -> BillPresentation.Receipt
        ) throws {
            guard let profile = try printProfile() else {
                StandardStreams.write(bill.map(receipt.json(result:)) ?? receipt.rendered(as: shown, width: width))
                return
            }
            var bytes: [UInt8]
            let mode = printing.rasterMode
            let rasterizer = mode == .never ? nil : ReceiptDrawing.rasterizer?(printing.font)
            if mode != .never && rasterizer == nil && (mode == .always || printing.font != nil) {
                throw CLIError.unreadable(ReceiptDrawing.missing)
            }
            do {
                do {
                    bytes = try receipt.escpos(for: profile, width: width, raster: mode, rasterizer: rasterizer)
                } catch {
                    guard case .currencySymbol(let symbol, let currency, _) = error, style != .code else { throw error }
                    let coded = MoneyFormatter(locale: receipt.locale, style: .code, usesLatinDigits: latinDigits)
                    bytes = try rebuild(coded).escpos(for: profile, width: width, raster: mode, rasterizer: rasterizer)
                    StandardStreams.note(
                        "\(profile.id) has no code page with \(symbol); amounts are printed with the code \(currency)")
                }
            } catch let error as PrintingError {
                guard case .unprintable = error, mode != .never, rasterizer == nil else { throw error }
                throw CLIError.badData("\(error.description.prefix { $0 != ";" }); \(ReceiptDrawing.missing)")
            }
            try printing.write(bytes)
        }

        /// Refuses what a receipt would not show: who owes whom, cash in a currency paid to its
        /// minor unit, a currency style or Latin digits the locale writes already.
        private func refuseUnshown(_ request: BillRequest) throws(CLIError) {
            if itemised.paidBy != nil {
                throw .usage(
                    "a receipt shows what each person pays, not who owes whom; for that use `tipfmt calc` with --paid-by"
                )
            }
            let currency = request.bill.currency
            if !currency.hasCashRounding && (options.cash || itemised.pay.contains { $0.lowercased().contains("cash") })
            {
                throw .usage(
                    "\(currency.code) cash is paid to the minor unit, so cash rounds nothing on a receipt; leave out "
                        + (options.cash ? "--cash" : "--pay NAME=cash"))
            }
            let locale = request.context.locale
            if style != .symbol, let one = try? Money(ExactDecimal(1), currency),
                let shown = try? MoneyFormatter(locale: locale, style: style).format(one),
                shown == (try? MoneyFormatter(locale: locale).format(one))
            {
                throw .usage(
                    "--style \(style.rawValue) writes \(currency.code) as \(locale.identifier) writes it already; "
                        + "leave it out")
            }
            if latinDigits,
                (try? DecimalFormatter(locale: request.context.locale).format(ExactDecimal(1_234_567_890)))?
                    .unicodeScalars.allSatisfy({ $0.isASCII }) == true
            {
                throw .usage(
                    "\(request.context.locale.identifier) writes Latin digits already; leave out --latin-digits")
            }
        }
    }
}
