import PaymentCodes
import Testing

/// The validators against published examples and one-character changes of them.
@Suite struct ValidatorTests {
    /// IBANs printed in the IBAN registry and the banks' examples.
    @Test(arguments: [
        ("DE89 3704 0044 0532 0130 00", "DE89370400440532013000"),
        ("GB82 WEST 1234 5698 7654 32", "GB82WEST12345698765432"),
        ("ch93 0076 2011 6238 5295 7", "CH9300762011623852957"),
        ("BE72000000001616", "BE72000000001616"),
        ("NO9386011117947", "NO9386011117947"),
    ])
    func publishedIBANsPass(text: String, electronic: String) throws {
        #expect(try IBAN(text).electronic == electronic)
    }

    @Test func ibanRefusals() {
        #expect(
            throws: PaymentCodeError(
                .iban,
                "'DE89370400440532013001' has wrong check digits (mod 97 gives 28, not 1); copy it again from the payee's bank details"
            )
        ) {
            try IBAN("DE89370400440532013001")
        }
        #expect(throws: PaymentCodeError(.iban, "'DE8937040044053201300' has 21 characters; an IBAN of DE has 22")) {
            try IBAN("DE8937040044053201300")
        }
        #expect(
            throws: PaymentCodeError(
                .iban, "'ZZ89370400440532013000' starts with 'ZZ', which is not a country in the IBAN registry")
        ) {
            try IBAN("ZZ89370400440532013000")
        }
        #expect(throws: PaymentCodeError(.iban, "'DE89-3704' has '-'; an IBAN has letters and digits only")) {
            try IBAN("DE89-3704")
        }
    }

    @Test func swissQRIBANIsTheInstitutionRange() throws {
        #expect(try IBAN("CH44 3199 9123 0008 8901 2").isSwissQRIBAN)
        #expect(try !IBAN("CH9300762011623852957").isSwissQRIBAN)
    }

    /// The QR-bill guidelines' reference, and its check digit by the recursive modulo 10.
    @Test func qrReference() throws {
        #expect(QRReference.checkDigit(of: "21000000000313947143000901") == 7)
        #expect(try QRReference("21 00000 00003 13947 14300 09017").digits == "210000000003139471430009017")
        #expect(QRReference.checkDigit(of: "00000000000000000000000000") == 0)
        #expect(QRReference.checkDigit(of: "1") == 1)  // table[1] = 9, (10 − 9) mod 10
        #expect(throws: PaymentCodeError.self) { try QRReference("21000000000313947143000901") }
    }

    /// ISO 11649's example reference.
    @Test func creditorReference() throws {
        #expect(try CreditorReference("RF18 5390 0754 7034").electronic == "RF18539007547034")
        #expect(try CreditorReference("rf712348231").electronic == "RF712348231")
        #expect(
            throws: PaymentCodeError(
                .reference, "'RF18539007547035' has wrong check digits (mod 97 gives 28, not 1); copy it again")
        ) {
            try CreditorReference("RF18539007547035")
        }
    }

    @Test func bic() throws {
        #expect(try BIC("BPOTBEB1").code == "BPOTBEB1")
        #expect(throws: PaymentCodeError.self) { try BIC("BPOTBE") }
        #expect(throws: PaymentCodeError.self) { try BIC("1POTBEB1") }
    }
}
