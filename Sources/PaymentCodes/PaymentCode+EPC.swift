public import Money

extension PaymentCode {
    /// The largest EPC payload, in bytes (EPC069-12: a version 13 symbol at level M).
    public static let epcMaximumBytes = 331

    /// An EPC069-12 version 002 code ("GiroCode"): a SEPA credit transfer in euros.
    ///
    /// The payload's lines are `BCD`, `002`, character set `1` (UTF-8), `SCT`, the BIC (optional),
    /// the name, the IBAN, `EUR` and the amount with two decimals, an empty purpose, an empty
    /// structured reference and the message as unstructured remittance; empty fields at the end
    /// are left out.
    ///
    /// - Parameters:
    ///   - name: The payee, at most 70 characters.
    ///   - iban: The payee's IBAN, checked by ``IBAN``.
    ///   - bic: The payee's bank, 8 or 11 characters; optional within the EEA.
    ///   - amount: In euros, 0.01 to 999,999,999.99.
    ///   - message: For the payee, at most 140 characters.
    /// - Throws: ``PaymentCodeError`` naming the field at fault; the whole payload over 331 bytes
    ///   is the message's fault.
    public static func epc(
        name: String, iban: String, bic: String? = nil, amount: Money, message: String? = nil
    ) throws(PaymentCodeError) -> PaymentCode {
        try check(amount: amount, currencies: ["EUR"], scheme: "an EPC code (SEPA credit transfer)")
        try check(.name, name, limit: 70)
        let account = try IBAN(iban)
        let bank = try bic.map { (text) throws(PaymentCodeError) in try BIC(text).code } ?? ""
        if let message { try check(.message, message, limit: 140, required: false) }
        var fields = [
            "BCD", "002", "1", "SCT", bank, name, account.electronic, "EUR" + amount.amountText, "", "",
            message ?? "",
        ]
        while fields.last == "" { fields.removeLast() }
        let payload = fields.joined(separator: "\n")
        guard payload.utf8.count <= epcMaximumBytes else {
            throw PaymentCodeError(
                .message,
                "makes the EPC payload \(payload.utf8.count) bytes, over its \(epcMaximumBytes); shorten the message or the name"
            )
        }
        return PaymentCode(kind: .epc, payload: payload, payee: name, amount: amount)
    }
}

/// A bank's BIC (ISO 9362): four letters for the bank, two for the country, two letters or
/// digits for the place, and optionally three for the branch.
///
///     print(try BIC("cobadeffxxx").code)
///     // Prints "COBADEFFXXX"
public struct BIC: Hashable, Sendable {
    /// The BIC, upper case, 8 or 11 characters.
    public let code: String

    /// Checks `text` (spaces dropped, letters upper-cased).
    ///
    /// - Throws: ``PaymentCodeError`` for ``PaymentCodeError/Field/bic`` when it is not of that shape.
    public init(_ text: String) throws(PaymentCodeError) {
        var code = ""
        for scalar in text.unicodeScalars where scalar != " " {
            code.unicodeScalars.append(scalar.properties.uppercaseMapping.unicodeScalars.first ?? scalar)
        }
        let bytes = Array(code.utf8)
        let isLetter = { (byte: UInt8) in (65...90).contains(byte) }
        let isLetterOrDigit = { (byte: UInt8) in (65...90).contains(byte) || (48...57).contains(byte) }
        guard bytes.count == 8 || bytes.count == 11, bytes[0..<6].allSatisfy(isLetter),
            bytes[6...].allSatisfy(isLetterOrDigit)
        else {
            throw PaymentCodeError(
                .bic, "'\(text)' is not a BIC: 8 or 11 characters, 6 letters then letters or digits (COBADEFFXXX)")
        }
        self.code = code
    }
}
