/// A Swiss QR reference (`QRR`): 27 digits, the last a check digit by the recursive modulo 10
/// of the QR-bill's implementation guidelines (the ISR reference's rule).
///
/// Spaces are dropped, so the printed groups of five read too:
///
///     let reference = try QRReference("21 00000 00003 13947 14300 09017")
///     print(reference.digits)
///     // Prints "210000000003139471430009017"
///     print(QRReference.checkDigit(of: "21000000000313947143000901"))
///     // Prints "7"
public struct QRReference: Hashable, Sendable {
    /// The 27 digits.
    public let digits: String

    /// Checks `text`.
    ///
    /// - Throws: ``PaymentCodeError`` for ``PaymentCodeError/Field/reference`` when it is not 27
    ///   digits or its last digit is not the check digit of the others.
    public init(_ text: String) throws(PaymentCodeError) {
        let digits = String(text.unicodeScalars.filter { $0 != " " })
        guard digits.utf8.count == 27, digits.utf8.allSatisfy({ (48...57).contains($0) }) else {
            throw PaymentCodeError(.reference, "'\(text)' is not a QR reference: 27 digits, the last a check digit")
        }
        let expected = Self.checkDigit(of: String(digits.prefix(26)))
        guard let last = digits.last?.wholeNumberValue, last == expected else {
            throw PaymentCodeError(
                .reference, "'\(text)' has a wrong check digit (expected \(expected ?? 0) last); copy it again")
        }
        self.digits = digits
    }

    /// The recursive modulo 10 check digit of a string of digits, or `nil` if it holds another character.
    public static func checkDigit(of digits: String) -> Int? {
        let table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5]
        var carry = 0
        for byte in digits.utf8 {
            guard (48...57).contains(byte) else { return nil }
            carry = table[(carry + Int(byte - 48)) % 10]
        }
        return (10 - carry) % 10
    }
}

/// An ISO 11649 creditor reference (`SCOR` in a Swiss QR-bill): `RF`, two check digits, then 1 to
/// 21 letters or digits, checked by ISO 7064 MOD 97-10 as an IBAN is.
///
///     let reference = try CreditorReference("RF18 5390 0754 7034")
///     print(reference.electronic)
///     // Prints "RF18539007547034"
public struct CreditorReference: Hashable, Sendable {
    /// The reference without spaces, upper case.
    public let electronic: String

    /// Checks `text`.
    ///
    /// - Throws: ``PaymentCodeError`` for ``PaymentCodeError/Field/reference`` when it does not
    ///   start with RF and two digits, is longer than 25 characters, or its check digits are wrong.
    public init(_ text: String) throws(PaymentCodeError) {
        var electronic = ""
        for scalar in text.unicodeScalars where scalar != " " {
            guard scalar.isASCII, IBAN.isAlphanumeric(UInt8(scalar.value)) else {
                throw PaymentCodeError(
                    .reference, "'\(text)' has '\(scalar)'; a creditor reference has letters and digits only")
            }
            electronic.unicodeScalars.append(scalar.properties.uppercaseMapping.unicodeScalars.first ?? scalar)
        }
        let bytes = Array(electronic.utf8)
        guard bytes.count >= 5, bytes.count <= 25, bytes[0] == UInt8(ascii: "R"), bytes[1] == UInt8(ascii: "F"),
            bytes[2...3].allSatisfy({ (48...57).contains($0) })
        else {
            throw PaymentCodeError(
                .reference,
                "'\(text)' is not a creditor reference: RF, two check digits, then 1 to 21 letters or digits")
        }
        let remainder = IBAN.mod97(bytes[4...] + bytes[..<4])
        guard remainder == 1 else {
            throw PaymentCodeError(
                .reference, "'\(text)' has wrong check digits (mod 97 gives \(remainder), not 1); copy it again")
        }
        self.electronic = electronic
    }
}
