/// An International Bank Account Number, checked: a country in the IBAN registry, that country's
/// length, and check digits that make the ISO 7064 MOD 97-10 remainder 1.
///
/// Spaces are dropped and letters upper-cased, so the printed form reads too:
///
///     let iban = try IBAN("ch93 0076 2011 6238 5295 7")
///     print(iban.electronic, iban.countryCode, iban.isSwissQRIBAN)
///     // Prints "CH9300762011623852957 CH false"
public struct IBAN: Hashable, Sendable {
    /// The IBAN without spaces, upper case: what payment payloads carry.
    public let electronic: String
    /// The country, ISO 3166 alpha-2: the first two letters.
    public var countryCode: String { String(electronic.prefix(2)) }

    /// The length of an IBAN in each country of the SWIFT IBAN registry.
    static let lengths: [String: Int] = [
        "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BI": 27,
        "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DJ": 27, "DK": 18, "DO": 28,
        "EE": 20, "EG": 29, "ES": 24, "FI": 18, "FK": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23,
        "GL": 18, "GR": 27, "GT": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27,
        "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "LY": 25,
        "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MN": 20, "MR": 27, "MT": 31, "MU": 30, "NI": 28, "NL": 18,
        "NO": 15, "OM": 23, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "RU": 33,
        "SA": 24, "SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25, "SV": 28,
        "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20, "YE": 30,
    ]

    /// Checks and normalises `text`.
    ///
    /// - Throws: ``PaymentCodeError`` for ``PaymentCodeError/Field/iban`` when a character is not
    ///   a letter or digit, the country is not in the registry, the length is not the country's,
    ///   or the check digits are wrong.
    public init(_ text: String) throws(PaymentCodeError) {
        var electronic = ""
        for scalar in text.unicodeScalars where scalar != " " {
            guard scalar.isASCII, Self.isAlphanumeric(UInt8(scalar.value)) else {
                throw PaymentCodeError(.iban, "'\(text)' has '\(scalar)'; an IBAN has letters and digits only")
            }
            electronic.unicodeScalars.append(scalar.properties.uppercaseMapping.unicodeScalars.first ?? scalar)
        }
        let country = String(electronic.prefix(2))
        guard let length = Self.lengths[country] else {
            throw PaymentCodeError(
                .iban, "'\(text)' starts with '\(country)', which is not a country in the IBAN registry")
        }
        guard electronic.utf8.count == length else {
            throw PaymentCodeError(
                .iban, "'\(text)' has \(electronic.utf8.count) characters; an IBAN of \(country) has \(length)")
        }
        let digits = Array(electronic.utf8)
        guard digits[2...3].allSatisfy({ (48...57).contains($0) }) else {
            throw PaymentCodeError(.iban, "'\(text)' has no check digits after '\(country)'")
        }
        let remainder = Self.mod97(digits[4...] + digits[..<4])
        guard remainder == 1 else {
            throw PaymentCodeError(
                .iban,
                "'\(text)' has wrong check digits (mod 97 gives \(remainder), not 1); copy it again from the payee's bank details"
            )
        }
        self.electronic = electronic
    }

    /// Whether this is a Swiss or Liechtenstein QR-IBAN: its institution id (characters 5 to 9)
    /// is 30000 to 31999, and payments to it carry a QR reference.
    public var isSwissQRIBAN: Bool {
        guard countryCode == "CH" || countryCode == "LI" else { return false }
        let id = electronic.utf8.dropFirst(4).prefix(5)
        guard id.allSatisfy({ (48...57).contains($0) }), let number = Int(String(decoding: id, as: UTF8.self)) else {
            return false
        }
        return (30000...31999).contains(number)
    }

    /// The ISO 7064 MOD 97-10 remainder of letters and digits, letters read as 10 (A) to 35 (Z).
    static func mod97<Bytes: Sequence<UInt8>>(_ characters: Bytes) -> Int {
        var remainder = 0
        for byte in characters {
            if (48...57).contains(byte) {
                remainder = (remainder * 10 + Int(byte - 48)) % 97
            } else {
                remainder = (remainder * 100 + Int(byte - 65) + 10) % 97
            }
        }
        return remainder
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
    }
}

extension IBAN: CustomStringConvertible {
    /// The electronic form.
    public var description: String { electronic }
}
