import Foundation
import Money
import ReceiptPrinting
import Testing

/// The bytes of each profile × language, byte for byte against `Fixtures/escpos/<profile>/<locale>.bin`.
///
/// A language a profile cannot print has no file, and the test checks it is still refused. After
/// a deliberate change, write the files again with
///
///     TIPFMT_WRITE_ESCPOS_GOLDEN=1 swift test --filter ESCPOSGoldenTests
///
/// and review the change with `git diff --stat` and `tipfmt`'s own read-back (ESCPOSReadBackTests).
@Suite struct ESCPOSGoldenTests {
    static let rewrite = ProcessInfo.processInfo.environment["TIPFMT_WRITE_ESCPOS_GOLDEN"] == "1"

    @Test(arguments: PrinterProfile.all.map(\.id))
    func bytesAreTheGoldenFiles(profile id: String) throws {
        let profile = try PrinterProfile.named(id)
        let folder = PrintedReceipts.fixtures + "/" + id
        if Self.rewrite { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        var printed: [String] = []
        for locale in PrintedReceipts.goldenLocales {
            let path = folder + "/" + locale + ".bin"
            let golden = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
            do {
                let (bytes, _) = try PrintedReceipts.print(
                    { try PrintedReceipts.goldenReceipt(locale, style: $0) }, on: profile)
                printed.append(locale)
                if Self.rewrite {
                    try Data(bytes).write(to: URL(fileURLWithPath: path))
                } else {
                    #expect(golden == bytes, "\(id)/\(locale).bin differs from what is printed now")
                }
            } catch let error as PrintingError {
                guard case .unprintable = error else { throw error }
                if Self.rewrite { try? FileManager.default.removeItem(atPath: path) }
                #expect(golden == nil, "\(id) now refuses \(locale): \(error)")
            }
        }
        // Every profile prints English, and its own script.
        #expect(printed.contains("en_US"))
    }

    /// The languages each profile prints, as docs/Printing.md states them.
    @Test func eachProfilePrintsTheLanguagesTheDocumentationSays() throws {
        let expected: [String: [String]] = [
            "generic-58": ["en_US", "fr_FR", "de_CH", "pl_PL", "ru_RU"],
            "generic-80": ["en_US", "fr_FR", "de_CH", "pl_PL", "ru_RU"],
            "generic-80-48": ["en_US", "fr_FR", "de_CH", "pl_PL", "ru_RU"],
            "epson-tm-t88": ["en_US", "fr_FR", "de_CH", "pl_PL", "ru_RU", "el_GR", "he_IL", "ar_EG"],
            "ja-kanji-80": ["en_US", "fr_FR", "de_CH", "ja_JP"],
            "zh-kanji-80": ["en_US", "fr_FR", "de_CH", "pl_PL", "ru_RU", "ja_JP", "zh_CN"],
            "ko-kanji-80": ["en_US", "fr_FR", "de_CH", "pl_PL", "ru_RU", "ko_KR"],
        ]
        for profile in PrinterProfile.all {
            let files =
                (try? FileManager.default.contentsOfDirectory(atPath: PrintedReceipts.fixtures + "/" + profile.id))
                ?? []
            let locales = PrintedReceipts.goldenLocales.filter { files.contains($0 + ".bin") }
            #expect(locales == expected[profile.id], "\(profile.id)")
        }
    }
}
