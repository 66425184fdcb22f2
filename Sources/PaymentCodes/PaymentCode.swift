public import Money

/// The payload of one payment, as a bank or payment app scans it from a QR code: an EPC
/// "GiroCode" (SEPA credit transfer), a Swiss QR-bill, a UPI link or a PIX BR Code.
///
/// Each maker checks every field the way its specification says and refuses, naming the field,
/// what a bank app would refuse:
///
///     let code = try PaymentCode.epc(
///         name: "Ann Example", iban: "DE89 3704 0044 0532 0130 00",
///         amount: Money(minorUnits: 1230, .eur), message: "Lisbon trip")
///     print(code.payload)
///     // Prints "BCD\n002\n1\nSCT\n\nAnn Example\nDE89370400440532013000\nEUR12.30\n\n\nLisbon trip"
///
/// ``qrCode()`` encodes the payload (byte mode, error correction M, as EPC069-12 and the QR-bill
/// ask) for the renderers of ``QRCode``.
public struct PaymentCode: Hashable, Sendable {
    /// The kind of code: which scheme's payload.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// EPC069-12 version 002: a SEPA credit transfer in euros.
        case epc
        /// Swiss Payments Code 0200: a QR-bill in francs or euros to a CH or LI IBAN.
        case swiss
        /// A UPI deep link (`upi://pay?…`) in rupees.
        case upi
        /// A PIX BR Code (EMV merchant-presented, static) in reais.
        case pix

        /// The kind a payment in `currency` is made with: EUR by EPC, CHF by a Swiss QR-bill,
        /// INR by UPI, BRL by PIX; `nil` for another currency.
        ///
        /// A Swiss QR-bill can carry euros too, but a transfer in euros takes the EPC code, which
        /// every SEPA bank reads.
        public init?(paying currency: Currency) {
            switch currency.code {
            case "EUR": self = .epc
            case "CHF": self = .swiss
            case "INR": self = .upi
            case "BRL": self = .pix
            default: return nil
            }
        }
    }

    /// The scheme.
    public let kind: Kind
    /// The exact text the QR code carries (lines joined by `\n` for EPC and the QR-bill).
    public let payload: String
    /// The payee's name, as the code names it.
    public let payee: String
    /// The amount to pay.
    public let amount: Money

    /// The payload encoded as a QR code at error correction M.
    ///
    /// - Throws: ``QRCodeError`` when libqrencode fails (the makers keep payloads far below a
    ///   symbol's capacity).
    public func qrCode() throws(QRCodeError) -> QRCode {
        try QRCode(encoding: payload, errorCorrection: .medium)
    }

    /// The largest amount any of the schemes takes: 999,999,999.99.
    public static let maximumMinorUnits: Int64 = 99_999_999_999

    /// Checks that `amount` is in one of `currencies` and between 0.01 and 999,999,999.99.
    static func check(amount: Money, currencies: [String], scheme: String) throws(PaymentCodeError) {
        guard currencies.contains(amount.currency.code) else {
            let allowed = currencies.joined(separator: " or ")
            throw PaymentCodeError(
                .currency, .unsupported, "\(amount.currency.code) cannot be paid by \(scheme), which pays in \(allowed)"
            )
        }
        guard amount.minorUnits > 0, amount.minorUnits <= maximumMinorUnits, amount.currency.fractionDigits == 2 else {
            throw PaymentCodeError(.amount, "\(amount) is not between 0.01 and 999999999.99")
        }
    }

    /// Checks that `text` is not empty, has at most `limit` Unicode scalars, and no line break or
    /// other control character (a line break would shift every later field of a payload).
    static func check(_ field: PaymentCodeError.Field, _ text: String, limit: Int, required: Bool = true)
        throws(PaymentCodeError)
    {
        if required, text.unicodeScalars.allSatisfy({ $0 == " " }) {
            throw PaymentCodeError(field, "is empty; give the payee's \(field.rawValue)")
        }
        if let control = text.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            throw PaymentCodeError(
                field, "'\(text)' has the control character U+\(hex(control.value)); write it on one line")
        }
        let count = text.unicodeScalars.count
        guard count <= limit else {
            throw PaymentCodeError(field, "'\(text)' has \(count) characters; at most \(limit) fit")
        }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
