import Foundation
import Testing

/// `tipfmt trip settle --pay-codes`: each transfer's payment code made from the receiver's
/// details that fit its currency, for exactly its amount, read back by zbarimg from the
/// terminal's half blocks and compared with the JSON's payload; a receiver without fitting
/// details gets a note, never a code in another currency.
@Suite struct SettlePayCodesTests {
    let cli = Tipfmt.withHistory()

    @discardableResult
    private func ok(_ arguments: String...) throws -> RunResult {
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result)")
        return result
    }

    /// World, no home currency, one bill per currency, each settled by one transfer (worked out
    /// by hand: the payer paid the whole bill, two people share it equally):
    /// BRL Ann pays Dee 5.00; CHF Cy pays Ben 20.00; EUR Ben pays Ann 30.00; INR Dee pays Cy
    /// 1250.00; USD Ben pays Ann 5.00.
    private func world() throws {
        try ok("trip", "create", "World", "--people", "Ann,Ben,Cy,Dee")
        try ok("trip", "add", "World", "60", "-c", "EUR", "--paid-by", "Ann", "--people", "Ann,Ben")
        try ok("trip", "add", "World", "40", "-c", "CHF", "--paid-by", "Ben", "--people", "Ben,Cy")
        try ok("trip", "add", "World", "2500", "-c", "INR", "--paid-by", "Cy", "--people", "Cy,Dee")
        try ok("trip", "add", "World", "10", "-c", "BRL", "--paid-by", "Dee", "--people", "Dee,Ann")
        try ok("trip", "add", "World", "10", "-c", "USD", "--paid-by", "Ann", "--people", "Ann,Ben")
        try ok("trip", "payee", "World", "Ann", "--iban", "DE89370400440532013000")
        try ok(
            "trip", "payee", "World", "Ben", "--iban", "CH9300762011623852957", "--street", "Rue du Lac", "--building",
            "1268", "--postcode", "2501", "--town", "Biel", "--country", "CH")
        try ok("trip", "payee", "World", "Cy", "--upi", "cy@okbank")
        // Dee has an IBAN, which pays no reais.
        try ok("trip", "payee", "World", "Dee", "--iban", "BE72000000001616")
    }

    static let empty7 = String(repeating: "\n", count: 7)
    /// The payloads worked out from the specifications, the trip's name as the message.
    static let epc = "BCD\n002\n1\nSCT\n\nAnn\nDE89370400440532013000\nEUR30.00\n\n\nWorld"
    static let swiss =
        "SPC\n0200\n1\nCH9300762011623852957\nS\nBen\nRue du Lac\n1268\n2501\nBiel\nCH\n" + empty7 + "20.00\nCHF\n"
        + empty7 + "NON\n\nWorld\nEPD"
    static let upi = "upi://pay?pa=cy@okbank&pn=Cy&am=1250.00&cu=INR&tn=World"

    /// Each code drawn in half blocks (a run of lines of ▀ ▄ █ and spaces), read back by zbarimg.
    private func drawnCodes(_ lines: [String]) throws -> [String] {
        var codes: [String] = []
        var rows: [[Bool]] = []
        for line in lines + [""] {
            if !line.isEmpty, line.allSatisfy({ " ▀▄█".contains($0) }) {
                rows.append(line.map { $0 == "▀" || $0 == "█" })
                rows.append(line.map { $0 == "▄" || $0 == "█" })
            } else if !rows.isEmpty {
                codes.append(try Zbar.read(rows))
                rows = []
            }
        }
        return codes
    }

    @Test func eachTransferGetsTheCodeOfItsCurrencyForItsAmount() throws {
        try world()
        let text = try ok("trip", "settle", "World", "--pay-codes")
        #expect(try drawnCodes(text.lines) == [Self.swiss, Self.epc, Self.upi])
        // Each code under its transfer, then the payee and the amount.
        let epcStart = try #require(text.lines.firstIndex(of: "Ben pays Ann €30.00"))
        let afterEPC = text.lines[epcStart...].drop { $0 != "Ann" }
        #expect(Array(afterEPC.prefix(2)) == ["Ann", "30.00 EUR"])
        #expect(
            text.stderr
                == "tipfmt: note: no payment code for Ann → Dee 5.00 BRL: Dee has no details for BRL payments; "
                + "give them with `tipfmt trip payee World Dee --pix KEY --city CITY`\n"
                + "tipfmt: note: no payment code for Ben → Ann 5.00 USD: no scheme pays in USD (EPC pays EUR, the "
                + "Swiss QR-bill CHF, UPI INR, PIX BRL)\n")

        try ok("trip", "payee", "World", "Dee", "--pix", "dee@example.com", "--city", "BRASILIA")
        let json = try ok("trip", "settle", "World", "--pay-codes", "--json")
        let document = try #require(JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        let settlements = try #require(document["settlements"] as? [[String: Any]])
        let codes = try settlements.map { settlement in
            let transfers = try #require(settlement["transfers"] as? [[String: Any]])
            return transfers.map { $0["payCode"] as? [String: String] }
        }
        #expect(codes.map { $0.map { $0?["kind"] } } == [["pix"], ["swiss"], ["epc"], ["upi"], [nil]])
        #expect(codes[1][0]?["payload"] == Self.swiss && codes[2][0]?["payload"] == Self.epc)
        #expect(codes[3][0]?["payload"] == Self.upi)
        let pix = try #require(codes[0][0]?["payload"])
        #expect(pix.contains("0115dee@example.com") && pix.contains("54045.00") && pix.contains("6008BRASILIA"))
        // The USD transfer has no payCode: no scheme pays in dollars.
        let usd = try #require((settlements[4]["transfers"] as? [[String: Any]])?.first)
        #expect(usd["payCode"] == nil)
        // Every kind, and none, as the trip's schema has them.
        let errors = try JSONSchemaTests.validator.get().errors(
            try JSONValue(parsing: json.stdout), against: "trip.schema.json")
        #expect(errors.isEmpty, "\(errors.prefix(5))")
        #expect(json.stderr.contains("no scheme pays in USD"))
        // The codes drawn are the JSON's payloads, PIX's CRC included.
        let drawn = try drawnCodes(try ok("trip", "settle", "World", "--pay-codes").lines)
        #expect(drawn == [pix, Self.swiss, Self.epc, Self.upi])
    }

    /// The settlement slip prints each code after the lines: a raster zbarimg reads on
    /// generic-58 (whose printers make no QR code), the payload for `GS ( k` on epson-tm-t88.
    @Test(arguments: ["generic-58", "epson-tm-t88"])
    func theSlipPrintsEachCode(printer: String) throws {
        try world()
        try ok("trip", "payee", "World", "Dee", "--pix", "dee@example.com", "--city", "BRASILIA")
        let json = try ok("trip", "settle", "World", "--pay-codes", "--json")
        let document = try #require(JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        let payloads = (document["settlements"] as? [[String: Any]] ?? []).flatMap { settlement in
            (settlement["transfers"] as? [[String: Any]] ?? []).compactMap {
                ($0["payCode"] as? [String: String])?["payload"]
            }
        }
        #expect(payloads.count == 4)
        // Without --pay-codes: the settlement's lines alone (some drawn: the slip's ₹ and R$).
        let path = cli.home + "/slip.bin"
        try ok("trip", "settle", "World", "--format", "escpos", "--printer", printer, "--output", path)
        let plain = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(ESCPOSCodes.native(plain).isEmpty)
        let drawnLines = ESCPOSCodes.rasters(plain).count

        try ok("trip", "settle", "World", "--pay-codes", "--format", "escpos", "--printer", printer, "--output", path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let images = ESCPOSCodes.rasters(bytes)
        if printer == "generic-58" {
            #expect(ESCPOSCodes.native(bytes).isEmpty)
            #expect(images.count == drawnLines + 4)
            let codes = try images.dropFirst(drawnLines).map { try Zbar.read($0.rows, scale: 1) }
            #expect(codes == payloads)
        } else {
            #expect(ESCPOSCodes.native(bytes) == payloads)
            #expect(images.count == drawnLines)
        }
        // The settlement's lines first, unchanged; the codes after them, then the feed and the cut.
        let end = plain.count - (printer == "generic-58" ? 3 : 7)
        #expect(bytes.starts(with: plain[..<end]))
        #expect(String(decoding: bytes[end...], as: UTF8.self).contains("Ann\n30.00 EUR\n"))
    }

    @Test func withoutPayCodesTransfersHaveNoPayCode() throws {
        try world()
        let json = try ok("trip", "settle", "World", "--json").stdout
        #expect(!json.contains("payCode"))
        #expect(!(try ok("trip", "settle", "World").stdout.contains("█")))
    }

    @Test func aHouseholdIsPaidThroughTheMemberOwedMost() throws {
        try ok("trip", "create", "Rome", "--people", "Ann,Ben,Cy", "--home", "EUR")
        try ok("trip", "add", "Rome", "90", "--paid-by", "Ann=60,Ben=30")
        try ok("trip", "household", "Rome", "Pair", "Ann,Ben")
        try ok("trip", "payee", "Rome", "Ben", "--iban", "DE89370400440532013000")
        // Cy owes 30.00 to the Pair; Ann is owed most, but only Ben's details fit.
        let text = try ok("trip", "settle", "Rome", "--pay-codes")
        #expect(
            try drawnCodes(text.lines) == ["BCD\n002\n1\nSCT\n\nBen\nDE89370400440532013000\nEUR30.00\n\n\nRome"])
        try ok("trip", "payee", "Rome", "Ann", "--upi", "ann@okbank")
        #expect(try drawnCodes(try ok("trip", "settle", "Rome", "--pay-codes").lines).count == 1)
    }

    @Test func payCodesWithRecordAndJSONIsRefused() throws {
        try world()
        let result = try cli.run("trip", "settle", "World", "--pay-codes", "--record", "--json")
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("tipfmt: error: --record --json shows the trip settled"))
    }
}
