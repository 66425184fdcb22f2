import Money
import PaymentCodes
import Testing

/// Payloads as their specifications write them, checked against the specifications' own examples
/// where they publish one, and read back from the QR code by an independent decoder.
@Suite struct PaymentCodeTests {
    let inr: Currency
    let brl: Currency

    init() throws {
        inr = try Currency(code: "INR")
        brl = try Currency(code: "BRL")
    }

    // MARK: EPC069-12

    @Test func epcPayloadHasTheSpecificationsLinesAndDropsTrailingEmptyFields() throws {
        let code = try PaymentCode.epc(
            name: "Ann Example", iban: "DE89 3704 0044 0532 0130 00", bic: "cobadeffxxx",
            amount: Money(minorUnits: 1230, .eur), message: "Lisbon trip")
        #expect(
            code.payload
                == "BCD\n002\n1\nSCT\nCOBADEFFXXX\nAnn Example\nDE89370400440532013000\nEUR12.30\n\n\nLisbon trip")
        let bare = try PaymentCode.epc(name: "Ann", iban: "DE89370400440532013000", amount: Money(minorUnits: 1, .eur))
        #expect(bare.payload == "BCD\n002\n1\nSCT\n\nAnn\nDE89370400440532013000\nEUR0.01")
    }

    /// The EPC guidelines' sample (Red Cross of Belgium), in version 002 with UTF-8 and without
    /// the purpose and information fields this maker does not write.
    @Test func epcGuidelinesSample() throws {
        let code = try PaymentCode.epc(
            name: "Red Cross of Belgium", iban: "BE72000000001616", bic: "BPOTBEB1",
            amount: Money(minorUnits: 100, .eur), message: "Urgency fund")
        #expect(
            code.payload
                == "BCD\n002\n1\nSCT\nBPOTBEB1\nRed Cross of Belgium\nBE72000000001616\nEUR1.00\n\n\nUrgency fund")
    }

    @Test func epcRefusals() throws {
        let ibanText = "DE89370400440532013000"
        #expect(
            throws: PaymentCodeError(
                .currency, .unsupported, "USD cannot be paid by an EPC code (SEPA credit transfer), which pays in EUR")
        ) {
            try PaymentCode.epc(name: "Ann", iban: ibanText, amount: Money(minorUnits: 100, .usd))
        }
        #expect(throws: PaymentCodeError(.amount, "0.00 EUR is not between 0.01 and 999999999.99")) {
            try PaymentCode.epc(name: "Ann", iban: ibanText, amount: Money(minorUnits: 0, .eur))
        }
        #expect(throws: PaymentCodeError(.amount, "1000000000.00 EUR is not between 0.01 and 999999999.99")) {
            try PaymentCode.epc(name: "Ann", iban: ibanText, amount: Money(minorUnits: 100_000_000_000, .eur))
        }
        let longMessage = String(repeating: "x", count: 141)
        #expect(throws: PaymentCodeError(.message, "'\(longMessage)' has 141 characters; at most 140 fit")) {
            try PaymentCode.epc(name: "Ann", iban: ibanText, amount: Money(minorUnits: 100, .eur), message: longMessage)
        }
        #expect(throws: PaymentCodeError(.name, "'A\nB' has the control character U+000A; write it on one line")) {
            try PaymentCode.epc(name: "A\nB", iban: ibanText, amount: Money(minorUnits: 100, .eur))
        }
        // 70 + 140 characters of three bytes each pass their limits but not the 331 bytes.
        let wide = String(repeating: "€", count: 70)
        #expect(throws: PaymentCodeError.self) {
            try PaymentCode.epc(
                name: wide, iban: ibanText, amount: Money(minorUnits: 100, .eur),
                message: String(repeating: "€", count: 140))
        }
    }

    // MARK: Swiss QR-bill

    /// The implementation guidelines' example with a QR reference (Robert Schneider AG, Biel),
    /// without the debtor this maker leaves to the payer's bank.
    @Test func swissQRBillWithQRReference() throws {
        let code = try PaymentCode.swiss(
            name: "Robert Schneider AG", iban: "CH44 3199 9123 0008 8901 2",
            address: .init(street: "Rue du Lac", building: "1268", postcode: "2501", town: "Biel", country: "CH"),
            amount: Money(minorUnits: 194975, .chf), message: "Instruction of 15.09.2019",
            reference: "21 00000 00003 13947 14300 09017")
        let lines = code.payload.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 31)
        #expect(
            lines == [
                "SPC", "0200", "1", "CH4431999123000889012", "S", "Robert Schneider AG", "Rue du Lac", "1268", "2501",
                "Biel", "CH", "", "", "", "", "", "", "", "1949.75", "CHF", "", "", "", "", "", "", "", "QRR",
                "210000000003139471430009017", "Instruction of 15.09.2019", "EPD",
            ])
    }

    @Test func swissQRBillWithoutAndWithCreditorReference() throws {
        let address = PaymentCode.SwissAddress(
            street: "Musterstrasse", building: "1", postcode: "8000", town: "Zürich", country: "ch")
        let plain = try PaymentCode.swiss(
            name: "Ann", iban: "CH9300762011623852957", address: address, amount: Money(minorUnits: 1230, .eur))
        #expect(plain.payload.hasSuffix("\n12.30\nEUR\n\n\n\n\n\n\n\nNON\n\n\nEPD"))
        #expect(plain.payload.contains("\nZürich\nCH\n"))
        let scor = try PaymentCode.swiss(
            name: "Ann", iban: "CH9300762011623852957", address: address, amount: Money(minorUnits: 1230, .chf),
            reference: "RF18 5390 0754 7034")
        #expect(scor.payload.hasSuffix("\nSCOR\nRF18539007547034\n\nEPD"))
    }

    @Test func swissRefusals() throws {
        let address = PaymentCode.SwissAddress(
            street: "S", building: "1", postcode: "8000", town: "Bern", country: "CH")
        let chf = Money(minorUnits: 100, .chf)
        #expect(
            throws: PaymentCodeError(
                .iban, .unsupported, "'DE89370400440532013000' is of DE; a Swiss QR-bill pays to a CH or LI IBAN")
        ) {
            try PaymentCode.swiss(name: "Ann", iban: "DE89370400440532013000", address: address, amount: chf)
        }
        #expect(
            throws: PaymentCodeError(
                .currency, .unsupported, "USD cannot be paid by a Swiss QR-bill, which pays in CHF or EUR")
        ) {
            try PaymentCode.swiss(
                name: "Ann", iban: "CH9300762011623852957", address: address, amount: Money(minorUnits: 100, .usd))
        }
        #expect(
            throws: PaymentCodeError(
                .reference, "is missing: CH4431999123000889012 is a QR-IBAN, which takes a 27-digit QR reference")
        ) {
            try PaymentCode.swiss(name: "Ann", iban: "CH4431999123000889012", address: address, amount: chf)
        }
        #expect(
            throws: PaymentCodeError(
                .reference, "'210000000003139471430009018' has a wrong check digit (expected 7 last); copy it again")
        ) {
            try PaymentCode.swiss(
                name: "Ann", iban: "CH4431999123000889012", address: address, amount: chf,
                reference: "210000000003139471430009018")
        }
        #expect(throws: PaymentCodeError.self) {
            try PaymentCode.swiss(
                name: "Ann", iban: "CH9300762011623852957", address: address, amount: chf,
                reference: "210000000003139471430009017")
        }
        #expect(
            throws: PaymentCodeError(.name, "'Ann 😀' has '😀', which the QR-bill's Latin character set does not have")
        ) {
            try PaymentCode.swiss(name: "Ann 😀", iban: "CH9300762011623852957", address: address, amount: chf)
        }
    }

    // MARK: UPI

    @Test func upiLinkIsPercentEncoded() throws {
        let code = try PaymentCode.upi(
            name: "Asha Rao", vpa: "asha@okbank", amount: Money(minorUnits: 125000, inr), message: "Goa trip & dinner")
        #expect(code.payload == "upi://pay?pa=asha@okbank&pn=Asha%20Rao&am=1250.00&cu=INR&tn=Goa%20trip%20%26%20dinner")
        let bare = try PaymentCode.upi(name: "Ravi Kumár", vpa: "ravi.k-1@upi", amount: Money(minorUnits: 5, inr))
        #expect(bare.payload == "upi://pay?pa=ravi.k-1@upi&pn=Ravi%20Kum%C3%A1r&am=0.05&cu=INR")
    }

    @Test func upiRefusals() throws {
        #expect(
            throws: PaymentCodeError(
                .upi,
                "'asha.okbank' is not a UPI address: name@handle, letters, digits, '.', '-' or '_' either side of one '@'"
            )
        ) {
            try PaymentCode.upi(name: "Asha", vpa: "asha.okbank", amount: Money(minorUnits: 100, inr))
        }
        #expect(throws: PaymentCodeError(.currency, .unsupported, "EUR cannot be paid by UPI, which pays in INR")) {
            try PaymentCode.upi(name: "Asha", vpa: "asha@okbank", amount: Money(minorUnits: 100, .eur))
        }
    }

    // MARK: PIX

    @Test func crc16CCITTFalseCheckValue() {
        // The catalogue's check value of CRC-16/CCITT-FALSE (CRC-16/IBM-3740) over "123456789".
        #expect(PaymentCode.crcText("123456789") == "29B1")
    }

    /// The Banco Central do Brasil's BR Code manual example ends in the CRC 1D3D.
    @Test func brCodeManualExampleCRC() {
        let body =
            "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR"
            + "5913Fulano de Tal6008BRASILIA62070503***6304"
        #expect(PaymentCode.crcText(body) == "1D3D")
    }

    @Test func pixPayloadIsTheManualsFieldsWithTheAmount() throws {
        let code = try PaymentCode.pix(
            name: "Fulano de Tal", key: "123e4567-e12b-12d1-a456-426655440000", city: "BRASILIA",
            amount: Money(minorUnits: 100, brl))
        let body =
            "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865404"
            + "1.005802BR5913Fulano de Tal6008BRASILIA62070503***6304"
        #expect(code.payload == body + PaymentCode.crcText(body))
        let described = try PaymentCode.pix(
            name: "Ana", key: "ana@example.com", city: "Rio", amount: Money(minorUnits: 4250, brl), message: "Jantar")
        let describedBody =
            "00020126470014br.gov.bcb.pix0115ana@example.com0206Jantar52040000530398654"
            + "0542.505802BR5903Ana6003Rio62070503***6304"
        #expect(described.payload == describedBody + PaymentCode.crcText(describedBody))
    }

    @Test func pixRefusals() throws {
        let amount = Money(minorUnits: 100, brl)
        #expect(
            throws: PaymentCodeError(.name, "'\(String(repeating: "n", count: 26))' has 26 characters; at most 25 fit")
        ) {
            try PaymentCode.pix(name: String(repeating: "n", count: 26), key: "k@x.br", city: "Rio", amount: amount)
        }
        #expect(throws: PaymentCodeError(.city, "'Sao Paulo Centro' has 16 characters; at most 15 fit")) {
            try PaymentCode.pix(name: "Ana", key: "k@x.br", city: "Sao Paulo Centro", amount: amount)
        }
        #expect(
            throws: PaymentCodeError(
                .city, "'São Paulo' has 'ã'; a PIX code carries ASCII only (write it as, say, 'Sao Paulo')")
        ) {
            try PaymentCode.pix(name: "Ana", key: "k@x.br", city: "São Paulo", amount: amount)
        }
    }

    // MARK: Read back

    /// Every kind's QR code, decoded by zbarimg, is its payload byte for byte.
    @Test func everyCodeReadsBackAsItsPayload() throws {
        let codes = [
            try PaymentCode.epc(
                name: "Zoë Ünal", iban: "DE89370400440532013000", amount: Money(minorUnits: 1230, .eur),
                message: "Café · Lisbon €"),
            try PaymentCode.swiss(
                name: "Robert Schneider AG", iban: "CH4431999123000889012",
                address: .init(street: "Rue du Lac", building: "1268", postcode: "2501", town: "Biel", country: "CH"),
                amount: Money(minorUnits: 194975, .chf), reference: "210000000003139471430009017"),
            try PaymentCode.upi(name: "Asha Rao", vpa: "asha@okbank", amount: Money(minorUnits: 125000, inr)),
            try PaymentCode.pix(
                name: "Fulano de Tal", key: "123e4567-e12b-12d1-a456-426655440000", city: "BRASILIA",
                amount: Money(minorUnits: 100, brl)),
        ]
        for code in codes {
            #expect(try ZbarReader.text(code.qrCode()) == code.payload, "\(code.kind)")
        }
    }
}
