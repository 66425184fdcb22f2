import ArgumentParser
import BillRequestKit
import Money
import PaymentCodes
import ReceiptPrinting

extension TipFmt {
    /// `tipfmt paycode epc|swiss|upi|pix`: the payment code of one payment, as a QR code.
    struct PayCode: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "paycode",
            abstract: "Make the payment code of one payment: EPC (SEPA), Swiss QR-bill, UPI or PIX.",
            discussion: """
                Each kind checks its fields as its specification says and refuses, naming the \
                option, what a bank app would refuse: an IBAN with a wrong check digit or length, an \
                amount of 0 or over 999999999.99, a currency the scheme does not pay in, a text \
                over its limit. The QR code is encoded by libqrencode. docs/PaymentCodes.md has \
                the payloads.

                Examples:
                  tipfmt paycode epc --name Ann --iban BE72000000001616 --amount 12.30
                  tipfmt paycode upi --name Asha --upi asha@ok --amount 1250 --format json
                """,
            subcommands: [EPC.self, Swiss.self, UPI.self, PIX.self])

        /// Writes `make()`'s code as `output` says; an error names its option and writes nothing.
        static func write(_ output: PayCodeOutputOptions, _ make: () throws(PaymentCodeError) -> PaymentCode) throws {
            let code: PaymentCode
            do {
                code = try make()
            } catch {
                throw PayCodeField.cliError(error)
            }
            let bytes: [UInt8]
            switch output.format {
            case .text:
                bytes = Array(try Self.text(code).utf8)
            case .svg:
                bytes = Array(try code.qrCode().svg().utf8)
            case .json:
                bytes = Array(try JSONOutput.encode(PayCodeJSON(code)).utf8)
            case .escpos:
                let profile = try PrinterProfile.named(output.printer ?? PrinterOptions.defaultPrinter)
                bytes = try code.escpos(for: profile)
            }
            if let path = output.output, path != "-" {
                try FileSystem.writeOutput(bytes, to: path)
            } else {
                StandardStreams.write(lines: bytes)
            }
        }

        /// The QR code in half blocks, then the payee and the amount.
        static func text(_ code: PaymentCode) throws -> String {
            try PayCodeText.text(code)
        }
    }
}

/// `paycode --format json` and the `payCode` of `trip settle --json`: `{"kind", "payload", "amount", "currency"}`.
struct PayCodeJSON: Encodable {
    let kind: String
    let payload: String
    let amount: String
    let currency: String

    init(_ code: PaymentCode) {
        kind = code.kind.rawValue
        payload = code.payload
        amount = code.amount.amountText
        currency = code.amount.currency.code
    }
}

extension TipFmt.PayCode {
    /// `paycode epc`: a SEPA credit transfer in euros (EPC069-12).
    struct EPC: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "epc", abstract: "An EPC QR code (GiroCode): a SEPA credit transfer in euros.")

        @OptionGroup var payment: PayCodePaymentOptions
        @Option(help: ArgumentHelp("The payee's IBAN.", valueName: "iban")) var iban: String
        @Option(help: ArgumentHelp("The payee's bank's BIC (optional within the EEA).", valueName: "bic")) var bic:
            String?
        @OptionGroup var output: PayCodeOutputOptions

        func run() throws {
            let amount = try payment.money(defaultCurrency: "EUR")
            try TipFmt.PayCode.write(output) { () throws(PaymentCodeError) in
                try PaymentCode.epc(name: payment.name, iban: iban, bic: bic, amount: amount, message: payment.message)
            }
        }
    }

    /// `paycode swiss`: a Swiss QR-bill.
    struct Swiss: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "swiss", abstract: "A Swiss QR-bill in CHF or EUR to a CH or LI IBAN.")

        @OptionGroup var payment: PayCodePaymentOptions
        @Option(help: ArgumentHelp("The payee's CH or LI IBAN or QR-IBAN.", valueName: "iban")) var iban: String
        @Option(help: ArgumentHelp("The payee's street.", valueName: "street")) var street: String
        @Option(help: ArgumentHelp("The building number.", valueName: "number")) var building: String
        @Option(help: ArgumentHelp("The postcode.", valueName: "postcode")) var postcode: String
        @Option(help: ArgumentHelp("The town.", valueName: "town")) var town: String
        @Option(help: ArgumentHelp("The country, two letters (CH).", valueName: "code")) var country: String
        @Option(
            help: ArgumentHelp(
                "A QR reference (27 digits, for a QR-IBAN) or an RF creditor reference.", valueName: "reference"))
        var reference: String?
        @OptionGroup var output: PayCodeOutputOptions

        func validate() throws {
            if payment.currency == nil {
                throw ValidationError("a Swiss QR-bill is in CHF or EUR: add -c CHF or -c EUR")
            }
        }

        func run() throws {
            let amount = try payment.money(defaultCurrency: "CHF")
            let address = PaymentCode.SwissAddress(
                street: street, building: building, postcode: postcode, town: town, country: country)
            try TipFmt.PayCode.write(output) { () throws(PaymentCodeError) in
                try PaymentCode.swiss(
                    name: payment.name, iban: iban, address: address, amount: amount, message: payment.message,
                    reference: reference)
            }
        }
    }

    /// `paycode upi`: a UPI payment link in rupees.
    struct UPI: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "upi", abstract: "A UPI payment link in rupees.")

        @OptionGroup var payment: PayCodePaymentOptions
        @Option(help: ArgumentHelp("The payee's UPI address, name@handle.", valueName: "vpa")) var upi: String
        @OptionGroup var output: PayCodeOutputOptions

        func run() throws {
            let amount = try payment.money(defaultCurrency: "INR")
            try TipFmt.PayCode.write(output) { () throws(PaymentCodeError) in
                try PaymentCode.upi(name: payment.name, vpa: upi, amount: amount, message: payment.message)
            }
        }
    }

    /// `paycode pix`: a PIX BR Code in reais.
    struct PIX: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "pix", abstract: "A PIX BR Code in reais.")

        @OptionGroup var payment: PayCodePaymentOptions
        @Option(help: ArgumentHelp("The payee's PIX key: e-mail, phone, CPF/CNPJ or random key.", valueName: "key"))
        var pix: String
        @Option(help: ArgumentHelp("The payee's city, at most 15 characters.", valueName: "city")) var city: String
        @OptionGroup var output: PayCodeOutputOptions

        func run() throws {
            let amount = try payment.money(defaultCurrency: "BRL")
            try TipFmt.PayCode.write(output) { () throws(PaymentCodeError) in
                try PaymentCode.pix(name: payment.name, key: pix, city: city, amount: amount, message: payment.message)
            }
        }
    }
}
