import BillPresentation
import ArgumentParser
import Money
import SavedBills
import TipCalc

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
                with --title and --note escaped.

                Examples:
                  tipfmt receipt 84.50 --tip 18 --split 3 -l de_DE -c EUR
                  tipfmt receipt 84.50 --tax 8.875% --tip 20 --width 32
                  tipfmt receipt 84.50 --tip 18 -l ar_EG -c EGP \\
                      --latin-digits --style code
                  tipfmt receipt 4500 -c JPY -l ja_JP --tip 10 \\
                      --home EUR --rate 0.0061
                  tipfmt receipt 120 -l ar_EG -c EGP --service 12% \\
                      --format html --title 'Table 4'
                """)

        @OptionGroup var money: MoneyOptions
        @OptionGroup var options: CalcOptions
        @OptionGroup(title: "Itemised bills") var itemised: ItemisedOptions

        @Option(
            name: [.customShort("t"), .long], parsing: .unconditionalSingleValue,
            help: ArgumentHelp(
                "The tip percentage, such as 18 or 17.5 (one). Default: the configured tip, else the region's customary tip.",
                valueName: "percent"))
        var tip: [String] = []

        @Flag(help: "Print the receipt as JSON (the same as --format json).")
        var json = false

        @Option(help: ArgumentHelp("The output format.", valueName: "format"))
        var format: BillPresentation.Receipt.Format = .text

        @Option(
            help: ArgumentHelp(
                "The text width in columns, \(BillPresentation.Receipt.minimumWidth) to 200 (32 for 58 mm printers).",
                valueName: "n"))
        var width: Int = BillPresentation.Receipt.defaultWidth

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
            guard (BillPresentation.Receipt.minimumWidth...200).contains(width) else {
                throw ValidationError(
                    "--width must be from \(BillPresentation.Receipt.minimumWidth) to 200 columns, not \(width)")
            }
            if let option = tip.firstOptionLikeValue {
                throw ValidationError("Missing value for '--tip <percent>' ('\(option)' is an option)")
            }
            if tip.count > 1 {
                throw ValidationError("a receipt shows one tip; give one --tip (use `tipfmt calc` for a table)")
            }
            if json && format != .text && format != .json {
                throw ValidationError("give --json or --format \(format.rawValue), not both")
            }
            if itemised.explain && (json || format == .json || format == .html) {
                throw ValidationError(
                    "--explain adds the steps to a text or Markdown receipt; for them as JSON use calc --json --explain"
                )
            }
        }

        func run() throws {
            let environment = Environment.process
            let config = try ConfigFile.load(environment)
            let input = BillOptions(money: money, options: options, itemised: itemised, tips: tip)
            let request = try BillRequest.read(input, for: .oneTip, config: config, environment: environment)
            try refuseUnshown(request)
            for note in request.notes { StandardStreams.note(note) }
            let formatter = MoneyFormatter(locale: request.context.locale, style: style, usesLatinDigits: latinDigits)
            // Controls in the user's text never reach the terminal (an ESC would start an escape sequence).
            let title = title.map { UserText.sanitized($0, keepingNewlines: false) }
            let note = note.map { UserText.sanitized($0, keepingNewlines: true) }
            let shown = json ? BillPresentation.Receipt.Format.json : format
            switch try request.compute(explaining: itemised.explain) {
            case .single(let results):
                guard let result = results.first else { return }
                let receipt = try BillPresentation.Receipt(
                    result: result, formatter: formatter, title: title, note: note,
                    custom: request.customTipUsed ? request.custom : nil)
                StandardStreams.write(receipt.rendered(as: shown, width: width))
                if itemised.explain {
                    let steps = try TipCalculator.explanation(of: result.request, in: receipt.labels)
                    BillWording(formatter: formatter).explanation(currency: result.bill.currency, steps: steps)
                        .forEach(StandardStreams.printLine)
                }
                if saving.save {
                    try BillSaving.save(
                        receipt: receipt, result: result, plan: request, format: shown, width: width,
                        options: options, formatter: formatter)
                }
            case .itemised(let result):
                let receipt = try BillPresentation.Receipt(
                    itemised: result, formatter: formatter, title: title, note: note)
                StandardStreams.write(receipt.rendered(as: shown, width: width))
                if itemised.explain {
                    BillWording(formatter: formatter).explanation(
                        currency: result.bill.currency, steps: result.explanation
                    ).forEach(StandardStreams.printLine)
                }
                if saving.save {
                    try BillSaving.save(
                        itemised: result, request: request, command: .receipt, formatter: formatter,
                        note: receipt.note, receiptFormat: shown, receiptWidth: width, receipt: receipt)
                }
            }
            if request.billWasGiven, let amount = request.amount {
                LastBill.save(amount, locale: request.context.locale, environment: environment)
            }
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
