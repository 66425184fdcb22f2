public import Money

extension PaymentCode {
    /// A PIX BR Code: the Banco Central do Brasil's static code, EMV merchant-presented
    /// tag-length-value fields ending in a CRC16/CCITT-FALSE of everything before it.
    ///
    /// Fields: `00` format `01`; `26` the PIX account (`00` GUI `br.gov.bcb.pix`, `01` the key,
    /// `02` the message); `52` category `0000`; `53` currency `986`; `54` the amount; `58` `BR`;
    /// `59` the name; `60` the city; `62` with `05` transaction id `***`; `63` the CRC.
    ///
    /// - Parameters:
    ///   - name: The payee, at most 25 characters, ASCII (EMV's common character set).
    ///   - key: The PIX key: an e-mail, a phone number `+55…`, a CPF/CNPJ or a random key (UUID).
    ///   - city: The payee's city, at most 15 ASCII characters.
    ///   - amount: In reais, 0.01 to 999,999,999.99.
    ///   - message: For the payee, as long as the account field's 99 characters leave room.
    /// - Throws: ``PaymentCodeError`` naming the field at fault.
    public static func pix(name: String, key: String, city: String, amount: Money, message: String? = nil)
        throws(PaymentCodeError) -> PaymentCode
    {
        try check(amount: amount, currencies: ["BRL"], scheme: "PIX")
        try check(.name, name, limit: 25)
        try checkASCII(.name, name, example: "Joao")
        try check(.city, city, limit: 15)
        try checkASCII(.city, city, example: "Sao Paulo")
        try check(.pix, key, limit: 77)
        try checkASCII(.pix, key, example: "ana@example.com")
        let gui = field("00", "br.gov.bcb.pix")
        var account = gui + field("01", key)
        if let message, !message.isEmpty {
            try checkASCII(.message, message, example: "Jantar")
            let room = 99 - account.utf8.count - 4
            guard message.utf8.count <= room else {
                throw PaymentCodeError(
                    .message,
                    "'\(message)' has \(message.utf8.count) characters; with this key at most \(max(0, room)) fit")
            }
            account += field("02", message)
        }
        var payload = field("00", "01") + field("26", account) + field("52", "0000") + field("53", "986")
        payload += field("54", amount.amountText) + field("58", "BR") + field("59", name) + field("60", city)
        payload += field("62", field("05", "***")) + "6304"
        payload += crcText(payload)
        return PaymentCode(kind: .pix, payload: payload, payee: name, amount: amount)
    }

    /// CRC16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final xor) of the
    /// UTF-8 bytes of `text`, as the four upper-case hexadecimal digits a BR Code ends with.
    ///
    ///     print(PaymentCode.crcText("123456789"))
    ///     // Prints "29B1"
    public static func crcText(_ text: String) -> String {
        var crc: UInt16 = 0xFFFF
        for byte in text.utf8 {
            crc ^= UInt16(byte) << 8
            for _ in 0..<8 {
                crc = crc & 0x8000 != 0 ? (crc << 1) ^ 0x1021 : crc << 1
            }
        }
        return hex(UInt32(crc))
    }

    /// One EMV field: the id, the value's length in two digits, the value (at most 99 bytes).
    private static func field(_ id: String, _ value: String) -> String {
        let length = value.utf8.count
        return id + (length < 10 ? "0\(length)" : "\(length)") + value
    }

    private static func checkASCII(_ field: PaymentCodeError.Field, _ text: String, example: String)
        throws(PaymentCodeError)
    {
        if let scalar = text.unicodeScalars.first(where: { !(0x20...0x7E).contains($0.value) }) {
            throw PaymentCodeError(
                field, "'\(text)' has '\(scalar)'; a PIX code carries ASCII only (write it as, say, '\(example)')")
        }
    }
}
