import BillPresentation
import Foundation
import ReceiptPrinting
import ReceiptRaster
import Testing

/// Receipts with drawn lines against golden bytes, each pinned to the faces (family and version)
/// and the HarfBuzz and FreeType versions it was drawn with: another version draws other dots, so
/// on such a machine the test is skipped, saying what differs. After a deliberate change:
/// `TIPFMT_WRITE_RASTER_GOLDEN=1 swift test --filter RasterGoldenTests`.
@Suite(.serialized) struct RasterGoldenTests {
    static let cases = [
        ("th_TH", "generic-58"), ("hi_IN", "generic-80"), ("vi_VN", "generic-80-48"), ("ar_EG", "generic-80"),
    ]

    static let folder: String = {
        var path = #filePath
        while let last = path.last, last != "/" { path.removeLast() }
        return path + "Fixtures/raster"
    }()

    /// What a receipt's drawing depends on: the faces of its pieces and the libraries' versions.
    static func pin(_ receipt: Receipt, locale: String, columns: Int) throws -> String {
        let rasterizer = FontRasterizer()
        var faces: Set<String> = []
        for row in receipt.textRows(width: columns) {
            for piece in row.text.components(separatedBy: "  ") {
                let text = piece.trimmingCharacters(in: .whitespaces)
                guard !text.isEmpty else { continue }
                let face = try rasterizer.face(for: text, language: locale.replacingOccurrences(of: "_", with: "-"))
                faces.insert("\(face.family) \(face.version)")
            }
        }
        return faces.sorted().joined(separator: "; ") + "; " + FontRasterizer.libraryVersions
    }

    /// The pins file: `locale profile<TAB>pin` a line.
    static func pins() -> [String: String] {
        let text = (try? String(contentsOfFile: folder + "/pins.txt", encoding: .utf8)) ?? ""
        var out: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2 { out[String(parts[0])] = String(parts[1]) }
        }
        return out
    }

    @Test(arguments: cases)
    func drawnReceiptsAreTheGoldenBytes(locale: String, profileID: String) throws {
        let profile = try PrinterProfile.named(profileID)
        let (bytes, receipt) = try ESCPOSRasterTests.printed(locale, on: profile)
        let key = "\(locale) \(profileID)"
        let pin = try Self.pin(receipt, locale: locale, columns: profile.defaultColumns)
        let file = Self.folder + "/\(profileID)-\(locale).bin"
        if ProcessInfo.processInfo.environment["TIPFMT_WRITE_RASTER_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(atPath: Self.folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            var pins = Self.pins()
            pins[key] = pin
            let text = pins.keys.sorted().map { "\($0)\t\(pins[$0] ?? "")" }.joined(separator: "\n") + "\n"
            try text.write(toFile: Self.folder + "/pins.txt", atomically: true, encoding: .utf8)
            return
        }
        let pinned = try #require(Self.pins()[key], "no pin for \(key) in Fixtures/raster/pins.txt")
        guard pinned == pin else {
            try Test.cancel(
                "\(key) was drawn with \(pinned); this machine has \(pin): other versions draw other dots")
        }
        let golden = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(bytes == golden, "\(key) differs from \(file)")
    }
}
