public import Money

extension PaymentCode {
    /// A Swiss QR-bill creditor's structured address (address type `S`).
    public struct SwissAddress: Hashable, Sendable {
        /// The street, at most 70 characters.
        public var street: String
        /// The building number, at most 16 characters.
        public var building: String
        /// The postcode, at most 16 characters.
        public var postcode: String
        /// The town, at most 35 characters.
        public var town: String
        /// The country, ISO 3166 alpha-2 (`CH`).
        public var country: String

        /// Creates an address.
        public init(street: String, building: String, postcode: String, town: String, country: String) {
            self.street = street
            self.building = building
            self.postcode = postcode
            self.town = town
            self.country = country
        }
    }

    /// The largest Swiss QR-bill payload, in characters.
    public static let swissMaximumCharacters = 997

    /// A Swiss QR-bill (Swiss Payments Code `SPC`, version `0200`, coding `1`).
    ///
    /// The creditor's address is structured (`S`); there is no ultimate creditor and no debtor
    /// (their seven fields each stay empty, so the payer's bank app fills the debtor in). The
    /// reference type follows the account: a QR-IBAN takes a QR reference (`QRR`), another IBAN
    /// an RF creditor reference (`SCOR`) or none (`NON`). The payload ends with `EPD`.
    ///
    /// - Parameters:
    ///   - name: The creditor, at most 70 characters.
    ///   - iban: A CH or LI IBAN or QR-IBAN.
    ///   - address: The creditor's address.
    ///   - amount: In CHF or EUR, 0.01 to 999,999,999.99.
    ///   - message: Unstructured message, at most 140 characters.
    ///   - reference: A ``QRReference`` (digits) for a QR-IBAN, or a ``CreditorReference`` (`RF…`).
    /// - Throws: ``PaymentCodeError`` naming the field at fault: an IBAN of another country, a
    ///   QR-IBAN without a QR reference, a QR reference to another IBAN, text outside the
    ///   QR-bill's Latin character set.
    public static func swiss(
        name: String, iban: String, address: SwissAddress, amount: Money, message: String? = nil,
        reference: String? = nil
    ) throws(PaymentCodeError) -> PaymentCode {
        try check(amount: amount, currencies: ["CHF", "EUR"], scheme: "a Swiss QR-bill")
        let account = try IBAN(iban)
        guard account.countryCode == "CH" || account.countryCode == "LI" else {
            throw PaymentCodeError(
                .iban, .unsupported, "'\(iban)' is of \(account.countryCode); a Swiss QR-bill pays to a CH or LI IBAN")
        }
        let texts: [(PaymentCodeError.Field, String, Int)] = [
            (.name, name, 70), (.street, address.street, 70), (.building, address.building, 16),
            (.postcode, address.postcode, 16), (.town, address.town, 35),
        ]
        for (field, text, limit) in texts {
            try check(field, text, limit: limit, required: field != .street && field != .building)
            try checkSwissCharacters(field, text)
        }
        let country = address.country.uppercased()
        guard country.utf8.count == 2, country.utf8.allSatisfy({ (65...90).contains($0) }) else {
            throw PaymentCodeError(.country, "'\(address.country)' is not a two-letter ISO country code such as CH")
        }
        if let message {
            try check(.message, message, limit: 140, required: false)
            try checkSwissCharacters(.message, message)
        }
        let (type, referenceText) = try swissReference(reference, account: account)
        let empty7 = Array(repeating: "", count: 7)
        let fields: [String] =
            [
                "SPC", "0200", "1", account.electronic, "S", name, address.street, address.building,
                address.postcode, address.town, country,
            ]
            + empty7 + [amount.amountText, amount.currency.code] + empty7
            + [type, referenceText, message ?? "", "EPD"]
        let payload = fields.joined(separator: "\n")
        return PaymentCode(kind: .swiss, payload: payload, payee: name, amount: amount)
    }

    /// The reference type and reference that fit `account`.
    private static func swissReference(_ reference: String?, account: IBAN) throws(PaymentCodeError) -> (String, String)
    {
        let given = reference.flatMap { $0.isEmpty ? nil : $0 }
        if account.isSwissQRIBAN {
            guard let given else {
                throw PaymentCodeError(
                    .reference, "is missing: \(account.electronic) is a QR-IBAN, which takes a 27-digit QR reference")
            }
            return ("QRR", try QRReference(given).digits)
        }
        guard let given else { return ("NON", "") }
        if given.uppercased().hasPrefix("RF") { return ("SCOR", try CreditorReference(given).electronic) }
        throw PaymentCodeError(
            .reference,
            "'\(given)' is not an RF creditor reference; a QR reference needs a QR-IBAN, and \(account.electronic) is not one"
        )
    }

    /// Refuses what the QR-bill's character set (Latin letters, Latin-1, Latin Extended-A, ș ț
    /// and €) lacks.
    private static func checkSwissCharacters(_ field: PaymentCodeError.Field, _ text: String) throws(PaymentCodeError) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let allowed =
                (0x20...0x7E).contains(value) || (0xA0...0x17F).contains(value) || (0x218...0x21B).contains(value)
                || value == 0x20AC
            guard allowed else {
                throw PaymentCodeError(
                    field, "'\(text)' has '\(scalar)', which the QR-bill's Latin character set does not have")
            }
        }
    }
}
