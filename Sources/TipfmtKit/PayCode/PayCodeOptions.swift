import ArgumentParser
import BillRequestKit
import Money
import PaymentCodes

/// What every `tipfmt paycode` kind takes: the payee's name, the amount and its currency, a message.
struct PayCodePaymentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The payee's name, as the bank or app shows it.", valueName: "name"))
    var name: String

    @Option(help: ArgumentHelp("The amount to pay, such as 12.30.", valueName: "amount"))
    var amount: String

    @Option(name: [.customShort("c"), .long], help: ArgumentHelp("The amount's currency.", valueName: "code"))
    var currency: String?

    @Option(help: ArgumentHelp("A message for the payee (the transfer's remittance text).", valueName: "text"))
    var message: String?

    /// `--amount` in `--currency`, else in `fallback`.
    ///
    /// - Throws: ``CLIError`` naming `--currency` or `--amount`.
    func money(defaultCurrency fallback: String) throws(CLIError) -> Money {
        let code = currency ?? fallback
        let parsed: Currency
        do {
            parsed = try Currency(code: code.uppercased())
        } catch {
            throw .usage("--currency '\(code.prefix(20))': \(error.description)")
        }
        do {
            return try Money(parsing: amount, parsed)
        } catch {
            throw .badData("--amount '\(amount.prefix(30))': \(error.description); give an amount such as 12.30")
        }
    }
}

/// How `tipfmt paycode` writes the code: `--format`, `--printer`, `--output`.
struct PayCodeOutputOptions: ParsableArguments {
    /// The forms a payment code is written in.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, svg, json, escpos
    }

    @Option(help: ArgumentHelp("text (the QR code in half blocks, then payee and amount), svg, json or escpos."))
    var format: Format = .text

    @Option(
        help: ArgumentHelp("The printer profile for --format escpos (see `tipfmt printers`).", valueName: "printer"))
    var printer: String?

    @Option(help: ArgumentHelp("Where to write the code: a file, or - for stdout (the default).", valueName: "file"))
    var output: String?

    func validate() throws {
        if format != .escpos, printer != nil {
            throw ValidationError("--printer is for --format escpos; add it, or leave --printer out")
        }
        let toStandardOutput = output == nil || output == "-" || output == "/dev/stdout"
        if format == .escpos, toStandardOutput, Terminal.stdoutIsTerminal {
            throw ValidationError(
                "--format escpos writes printer bytes; send them to a printer with --output FILE or a pipe")
        }
    }
}
