import Money
import PaymentCodes
import Testing

/// Every output shown in the doc comments and the DocC catalog of PaymentCodes, checked.
@Suite struct DocumentationTests {
    @Test func paymentCodeAndCatalog() throws {
        let code = try PaymentCode.epc(
            name: "Ann Example", iban: "DE89 3704 0044 0532 0130 00",
            amount: Money(minorUnits: 1230, .eur), message: "Lisbon trip")
        #expect(code.payload == "BCD\n002\n1\nSCT\n\nAnn Example\nDE89370400440532013000\nEUR12.30\n\n\nLisbon trip")
        #expect(try !code.qrCode().halfBlockText().isEmpty)
    }

    /// The example of docs/PaymentCodes.md, as written there: a code and its QR symbol.
    @Test func theDocsPageExample() throws {
        let code = try PaymentCode.epc(
            name: "Ann Example", iban: "DE89 3704 0044 0532 0130 00",
            amount: Money(minorUnits: 1230, .eur), message: "Lisbon trip")
        let symbol = try code.qrCode()  // error correction M
        print(symbol.size, symbol.isDark(row: 0, column: 0))
        print(symbol.halfBlockText())
        // A finder pattern's corner is dark, and the symbol is square: a version's 4n + 17 modules.
        #expect(symbol.isDark(row: 0, column: 0))
        #expect((symbol.size - 17) % 4 == 0)
    }

    @Test func validators() throws {
        let iban = try IBAN("ch93 0076 2011 6238 5295 7")
        #expect("\(iban.electronic) \(iban.countryCode) \(iban.isSwissQRIBAN)" == "CH9300762011623852957 CH false")
        #expect(try QRReference("21 00000 00003 13947 14300 09017").digits == "210000000003139471430009017")
        #expect(QRReference.checkDigit(of: "21000000000313947143000901") == 7)
        #expect(try CreditorReference("RF18 5390 0754 7034").electronic == "RF18539007547034")
        #expect(try BIC("cobadeffxxx").code == "COBADEFFXXX")
        #expect(
            throws: PaymentCodeError(
                .iban,
                "'DE89 3704 0044 0532 0130 01' has wrong check digits (mod 97 gives 28, not 1); copy it again from the payee's bank details"
            )
        ) {
            try IBAN("DE89 3704 0044 0532 0130 01")
        }
        let error = PaymentCodeError(
            .iban,
            "'DE89 3704 0044 0532 0130 01' has wrong check digits (mod 97 gives 28, not 1); copy it again from the payee's bank details"
        )
        #expect(
            error.description
                == "iban: 'DE89 3704 0044 0532 0130 01' has wrong check digits (mod 97 gives 28, not 1); copy it again from the payee's bank details"
        )
    }

    @Test func upiAndPix() throws {
        let code = try PaymentCode.upi(
            name: "Asha Rao", vpa: "asha@okbank", amount: Money(minorUnits: 125000, try Currency(code: "INR")),
            message: "Goa trip")
        #expect(code.payload == "upi://pay?pa=asha@okbank&pn=Asha%20Rao&am=1250.00&cu=INR&tn=Goa%20trip")
        #expect(PaymentCode.crcText("123456789") == "29B1")
    }

    @Test func qrCode() throws {
        let code = try QRCode(encoding: "HELLO")
        #expect("\(code.size) \(code.version)" == "21 1")
    }
}
