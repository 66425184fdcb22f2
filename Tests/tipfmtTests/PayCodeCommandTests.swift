import Foundation
import Testing

/// `tipfmt paycode`: each kind's payload, and its QR code in every format read back by zbarimg
/// from what the command wrote (the half blocks, the SVG's squares, the printer's raster).
@Suite struct PayCodeCommandTests {
    let tipfmt = Tipfmt()

    static let kinds: [(arguments: [String], payload: String)] = [
        (
            [
                "epc", "--name", "Ann Example", "--iban", "DE89 3704 0044 0532 0130 00", "--amount", "12.30",
                "--message", "Lisbon trip",
            ],
            "BCD\n002\n1\nSCT\n\nAnn Example\nDE89370400440532013000\nEUR12.30\n\n\nLisbon trip"
        ),
        (
            [
                "swiss", "--name", "Robert Schneider AG", "--iban", "CH4431999123000889012", "--street", "Rue du Lac",
                "--building", "1268", "--postcode", "2501", "--town", "Biel", "--country", "CH", "--amount", "1949.75",
                "-c", "CHF", "--reference", "210000000003139471430009017",
            ],
            "SPC\n0200\n1\nCH4431999123000889012\nS\nRobert Schneider AG\nRue du Lac\n1268\n2501\nBiel\nCH\n\n\n\n\n\n\n\n"
                + "1949.75\nCHF\n\n\n\n\n\n\n\nQRR\n210000000003139471430009017\n\nEPD"
        ),
        (
            ["upi", "--name", "Asha Rao", "--upi", "asha@okbank", "--amount", "1250", "--message", "Goa trip"],
            "upi://pay?pa=asha@okbank&pn=Asha%20Rao&am=1250.00&cu=INR&tn=Goa%20trip"
        ),
        (
            [
                "pix", "--name", "Fulano de Tal", "--pix", "123e4567-e12b-12d1-a456-426655440000", "--city", "BRASILIA",
                "--amount", "1.00",
            ],
            "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865404"
                + "1.005802BR5913Fulano de Tal6008BRASILIA62070503***6304"
        ),
    ]

    @Test(arguments: 0..<4)
    func jsonCarriesThePayload(kind: Int) throws {
        let (arguments, payload) = Self.kinds[kind]
        let result = try tipfmt.run(["paycode"] + arguments + ["--format", "json"])
        #expect(result.status == 0, "\(result)")
        let object = try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: String]
        let json = try #require(object)
        let expected = payload.hasPrefix("0002") ? payload + crc(payload) : payload
        #expect(json["payload"] == expected)
        #expect(json["kind"] == arguments[0] && Set(json.keys) == ["kind", "payload", "amount", "currency"])
    }

    @Test(arguments: 0..<4)
    func textDrawsAQRCodeZbarReads(kind: Int) throws {
        let (arguments, _) = Self.kinds[kind]
        let json = try tipfmt.run(["paycode"] + arguments + ["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: String]
        let payload = try #require(object?["payload"])
        let result = try tipfmt.run(["paycode"] + arguments)
        #expect(result.status == 0, "\(result)")
        let drawn = result.lines.filter { line in !line.isEmpty && line.allSatisfy { " ▀▄█".contains($0) } }
        var rows: [[Bool]] = []
        for line in drawn {
            rows.append(line.map { $0 == "▀" || $0 == "█" })
            rows.append(line.map { $0 == "▄" || $0 == "█" })
        }
        #expect(try Zbar.read(rows) == payload)
        // After the code: the payee, then the amount.
        #expect(result.lines.suffix(2).first == arguments[arguments.firstIndex(of: "--name")! + 1])
    }

    @Test func svgHasOneSquareAModuleZbarReads() throws {
        let (arguments, payload) = Self.kinds[0]
        let result = try tipfmt.run(["paycode"] + arguments + ["--format", "svg"])
        #expect(result.status == 0, "\(result)")
        let width = try #require(result.stdout.firstMatch(of: #/width="(\d+)"/#)?.1)
        let side = try #require(Int(width))
        var rows = Array(repeating: Array(repeating: false, count: side / 4), count: side / 4)
        for match in result.stdout.matches(of: #/<rect x="(\d+)" y="(\d+)" width="4" height="4" fill="#000000"/>/#) {
            let x = try #require(Int(match.1)) / 4
            let y = try #require(Int(match.2)) / 4
            rows[y][x] = true
        }
        #expect(try Zbar.read(rows) == payload)
    }

    /// generic-58's printers make no QR code (escpos-printer-db ZJ-5870): the symbol goes as a
    /// raster, which zbarimg reads back.
    @Test func escposRasterZbarReads() throws {
        let (arguments, payload) = Self.kinds[1]
        let path = tipfmt.home + "/code.bin"
        let result = try tipfmt.run(
            ["paycode"] + arguments + ["--format", "escpos", "--printer", "generic-58", "--output", path])
        #expect(result.status == 0, "\(result)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(ESCPOSCodes.native(bytes).isEmpty)
        let images = ESCPOSCodes.rasters(bytes)
        #expect(images.count == 1)
        #expect(try images.map { try Zbar.read($0.rows, scale: 1) } == [payload])
        // As wide as 384 dots allow, quiet zone included.
        #expect((images.first?.rows.count ?? 0) <= 384 && (images.first?.rows.count ?? 0) > 384 / 2)
        #expect(String(decoding: bytes, as: UTF8.self).contains("1949.75 CHF"))
    }

    /// epson-tm-t88's printers make QR codes (`GS ( k`): the payload is sent for the printer to
    /// draw, model 2 at error correction M; no raster.
    @Test func escposSendsGSkWhereThePrinterMakesQRCodes() throws {
        for (arguments, payload) in Self.kinds {
            let path = tipfmt.home + "/code.bin"
            let result = try tipfmt.run(
                ["paycode"] + arguments + ["--format", "escpos", "--printer", "epson-tm-t88", "--output", path])
            #expect(result.status == 0, "\(result)")
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let expected = payload.hasPrefix("0002") ? payload + crc(payload) : payload
            #expect(ESCPOSCodes.native(bytes) == [expected])
            #expect(ESCPOSCodes.rasters(bytes).isEmpty)
            // Model 2, error correction M, then print.
            #expect(bytes.contains(subsequence: [0x1D, 0x28, 0x6B, 0x04, 0x00, 0x31, 0x41, 0x32, 0x00]))
            #expect(bytes.contains(subsequence: [0x1D, 0x28, 0x6B, 0x03, 0x00, 0x31, 0x45, 0x31]))
            #expect(bytes.contains(subsequence: [0x1D, 0x28, 0x6B, 0x03, 0x00, 0x31, 0x51, 0x30]))
        }
    }

    @Test func refusalsNameTheOptionAndPrintNothing() throws {
        let cases: [([String], Int32, String)] = [
            (
                ["epc", "--name", "Ann", "--iban", "DE89370400440532013001", "--amount", "1"], 65,
                "tipfmt: error: --iban 'DE89370400440532013001' has wrong check digits (mod 97 gives 28, not 1); copy it again from the payee's bank details"
            ),
            (
                ["epc", "--name", "Ann", "--iban", "DE8937040044053201300", "--amount", "1"], 65,
                "tipfmt: error: --iban 'DE8937040044053201300' has 21 characters; an IBAN of DE has 22"
            ),
            (
                ["epc", "--name", "Ann", "--iban", "DE89370400440532013000", "--amount", "0"], 65,
                "tipfmt: error: --amount 0.00 EUR is not between 0.01 and 999999999.99"
            ),
            (
                ["epc", "--name", "Ann", "--iban", "DE89370400440532013000", "--amount", "1000000000"], 65,
                "tipfmt: error: --amount 1000000000.00 EUR is not between 0.01 and 999999999.99"
            ),
            (
                ["epc", "--name", "Ann", "--iban", "DE89370400440532013000", "--amount", "1", "-c", "CHF"], 64,
                "tipfmt: error: --currency CHF cannot be paid by an EPC code (SEPA credit transfer), which pays in EUR"
            ),
            (
                [
                    "swiss", "--name", "Ann", "--iban", "DE89370400440532013000", "--street", "S", "--building", "1",
                    "--postcode", "8000", "--town", "Bern", "--country", "CH", "--amount", "1", "-c", "CHF",
                ], 64,
                "tipfmt: error: --iban 'DE89370400440532013000' is of DE; a Swiss QR-bill pays to a CH or LI IBAN"
            ),
            (
                [
                    "swiss", "--name", "Ann", "--iban", "CH9300762011623852957", "--street", "S", "--building", "1",
                    "--postcode", "8000", "--town", "Bern", "--country", "CH", "--amount", "1", "-c", "USD",
                ], 64,
                "tipfmt: error: --currency USD cannot be paid by a Swiss QR-bill, which pays in CHF or EUR"
            ),
            (
                ["upi", "--name", "Asha", "--upi", "asha.okbank", "--amount", "1"], 65,
                "tipfmt: error: --upi 'asha.okbank' is not a UPI address: name@handle, letters, digits, '.', '-' or '_' either side of one '@'"
            ),
            (
                ["upi", "--name", "Asha", "--upi", "asha@ok", "--amount", "1", "-c", "EUR"], 64,
                "tipfmt: error: --currency EUR cannot be paid by UPI, which pays in INR"
            ),
            (
                [
                    "pix", "--name", "Fulano de Tal da Silva Junior", "--pix", "k@x.br", "--city", "Rio", "--amount",
                    "1",
                ], 65,
                "tipfmt: error: --name 'Fulano de Tal da Silva Junior' has 29 characters; at most 25 fit"
            ),
            (
                ["pix", "--name", "Ana", "--pix", "k@x.br", "--city", "Sao Paulo Centro", "--amount", "1"], 65,
                "tipfmt: error: --city 'Sao Paulo Centro' has 16 characters; at most 15 fit"
            ),
            (
                [
                    "epc", "--name", "Ann", "--iban", "DE89370400440532013000", "--amount", "1", "--message",
                    String(repeating: "m", count: 141),
                ], 65,
                "tipfmt: error: --message '\(String(repeating: "m", count: 141))' has 141 characters; at most 140 fit"
            ),
        ]
        for (arguments, status, message) in cases {
            let result = try tipfmt.run(["paycode"] + arguments)
            #expect(result.status == status, "\(arguments) \(result)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").first.map(String.init) == message, "\(arguments)")
        }
    }

    private func crc(_ text: String) -> String {
        var crc: UInt16 = 0xFFFF
        for byte in text.utf8 {
            crc ^= UInt16(byte) << 8
            for _ in 0..<8 { crc = crc & 0x8000 != 0 ? (crc << 1) ^ 0x1021 : crc << 1 }
        }
        let hex = String(crc, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - hex.count) + hex
    }
}

/// zbarimg (zbar-tools, installed by scripts/setup.sh) over a matrix of dark and light cells.
enum Zbar {
    struct Failure: Error, CustomStringConvertible { let description: String }

    /// What zbarimg decodes from `rows` (each cell `scale` pixels), as UTF-8.
    static func read(_ rows: [[Bool]], scale: Int = 4) throws -> String {
        let height = rows.count * scale
        let width = (rows.map(\.count).max() ?? 0) * scale
        // A light margin of 8 pixels around whatever the drawing has.
        let margin = 8
        var pbm = Array("P1\n\(width + 2 * margin) \(height + 2 * margin)\n".utf8)
        for y in -margin..<(height + margin) {
            for x in -margin..<(width + margin) {
                let row = y >= 0 && y < height ? rows[y / scale] : []
                let dark = x >= 0 && x < width && x / scale < row.count && row[x / scale]
                pbm += dark ? Array("1 ".utf8) : Array("0 ".utf8)
            }
            pbm.append(0x0A)
        }
        let path = NSTemporaryDirectory() + "tipfmt-qr-\(UUID().uuidString).pbm"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(pbm).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/zbarimg")
        process.arguments = ["--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", "-Sbinary", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "zbarimg found no QR code") }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The QR codes in ESC/POS bytes: the data each `GS ( k` stores (fn 80), and each `GS v 0` image.
enum ESCPOSCodes {
    /// The data of each `GS ( k` store command (cn 49, fn 80, m 48), as UTF-8.
    static func native(_ bytes: [UInt8]) -> [String] {
        var found: [String] = []
        var index = 0
        while index + 8 <= bytes.count {
            if bytes[index] == 0x1D, bytes[index + 1] == 0x28, bytes[index + 2] == 0x6B {
                let length = Int(bytes[index + 3]) + Int(bytes[index + 4]) << 8
                let body = Array(bytes[(index + 5)..<min(bytes.count, index + 5 + length)])
                if body.starts(with: [0x31, 0x50, 0x30]) {
                    found.append(String(decoding: body.dropFirst(3), as: UTF8.self))
                }
                index += 5 + length
            } else {
                index += 1
            }
        }
        return found
    }

    /// Each `GS v 0` image as rows of dots.
    static func rasters(_ bytes: [UInt8]) -> [(rows: [[Bool]], end: Int)] {
        var images: [(rows: [[Bool]], end: Int)] = []
        var index = 0
        while index + 8 <= bytes.count {
            guard bytes[index...].starts(with: [0x1D, 0x76, 0x30, 0x00]) else {
                index += 1
                continue
            }
            let rowBytes = Int(bytes[index + 4]) + Int(bytes[index + 5]) << 8
            let height = Int(bytes[index + 6]) + Int(bytes[index + 7]) << 8
            let start = index + 8
            let data = Array(bytes[start..<(start + rowBytes * height)])
            let rows = (0..<height).map { y in
                (0..<(rowBytes * 8)).map { x in data[y * rowBytes + x / 8] & (0x80 >> (x % 8)) != 0 }
            }
            index = start + rowBytes * height
            images.append((rows, index))
        }
        return images
    }
}

extension Array where Element == UInt8 {
    /// Whether `subsequence` occurs in these bytes.
    func contains(subsequence: [UInt8]) -> Bool {
        guard subsequence.count <= count else { return false }
        return (0...(count - subsequence.count)).contains {
            self[$0..<($0 + subsequence.count)].elementsEqual(subsequence)
        }
    }
}
