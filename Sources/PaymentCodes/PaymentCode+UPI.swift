public import Money

extension PaymentCode {
    /// The longest UPI note (`tn`) tipfmt writes: payment apps show 50 to 80 characters.
    public static let upiMaximumNote = 80

    /// A UPI payment link: `upi://pay?pa=VPA&pn=NAME&am=12.30&cu=INR&tn=NOTE`, each value
    /// percent-encoded (UTF-8, everything but `A–Z a–z 0–9 - . _ ~ @`).
    ///
    ///     let code = try PaymentCode.upi(
    ///         name: "Asha Rao", vpa: "asha@okbank", amount: Money(minorUnits: 125000, try Currency(code: "INR")),
    ///         message: "Goa trip")
    ///     print(code.payload)
    ///     // Prints "upi://pay?pa=asha@okbank&pn=Asha%20Rao&am=1250.00&cu=INR&tn=Goa%20trip"
    ///
    /// - Parameters:
    ///   - name: The payee, at most 99 characters.
    ///   - vpa: The payee's virtual payment address, `name@handle`.
    ///   - amount: In rupees, 0.01 to 999,999,999.99.
    ///   - message: The transaction note, at most ``upiMaximumNote`` characters.
    /// - Throws: ``PaymentCodeError`` naming the field at fault.
    public static func upi(name: String, vpa: String, amount: Money, message: String? = nil) throws(PaymentCodeError)
        -> PaymentCode
    {
        try check(amount: amount, currencies: ["INR"], scheme: "UPI")
        try check(.name, name, limit: 99)
        let parts = vpa.split(separator: "@", omittingEmptySubsequences: false)
        let isVPAByte = { (byte: UInt8) in
            IBAN.isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_")
        }
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isVPAByte) }),
            vpa.utf8.count <= 255
        else {
            throw PaymentCodeError(
                .upi,
                "'\(vpa)' is not a UPI address: name@handle, letters, digits, '.', '-' or '_' either side of one '@'")
        }
        if let message { try check(.message, message, limit: upiMaximumNote, required: false) }
        var payload = "upi://pay?pa=\(percentEncoded(vpa))&pn=\(percentEncoded(name))"
        payload += "&am=\(amount.amountText)&cu=INR"
        if let message, !message.isEmpty { payload += "&tn=\(percentEncoded(message))" }
        return PaymentCode(kind: .upi, payload: payload, payee: name, amount: amount)
    }

    /// `text` with every UTF-8 byte but the unreserved characters and `@` as `%XX`.
    static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            let keep =
                IBAN.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "@")
            if keep {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                encoded += "%"
                encoded.unicodeScalars.append(digits[Int(byte >> 4)])
                encoded.unicodeScalars.append(digits[Int(byte & 0xF)])
            }
        }
        return encoded
    }
}
