import Foundation
import Money
import ReceiptPrinting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct PrinterProfileTests {
    static func data() -> [String: Any] {
        var path = #filePath
        for _ in 0..<3 { path = (path as NSString).deletingLastPathComponent }
        let json = FileManager.default.contents(atPath: path + "/Resources/printers/profiles.json") ?? Data()
        return (try? JSONSerialization.jsonObject(with: json) as? [String: Any]) ?? [:]
    }

    /// The generated catalog is the JSON's: a stale one (`scripts/generate-printers.py` not run)
    /// fails here.
    @Test func theCatalogIsTheDataFile() throws {
        let profiles = try #require(Self.data()["profiles"] as? [[String: Any]])
        #expect(profiles.map { $0["id"] as? String } == PrinterProfile.all.map(\.id))
        for (json, profile) in zip(profiles, PrinterProfile.all) {
            let pages = try #require(json["codePages"] as? [String: String])
            #expect(
                Dictionary(uniqueKeysWithValues: pages.map { (UInt8($0.key) ?? 0, $0.value) })
                    == Dictionary(uniqueKeysWithValues: profile.codePages.map { ($0.number, $0.name) }), "\(profile.id)"
            )
            let fonts = try #require(json["fonts"] as? [[String: Any]])
            #expect(fonts.map { $0["columns"] as? Int } == profile.fonts.map(\.columns), "\(profile.id)")
            #expect(((json["kanji"] as? [String: Any])?["encoding"] as? String) == profile.kanji?.encoding)
            #expect((json["cutter"] as? Bool) == (profile.commands.cut != nil))
            #expect(json["name"] as? String == profile.name)
        }
    }

    /// Every page and kanji set has an encoder in ICU and a decoder in glibc's iconv.
    @Test(arguments: PrinterProfile.all.map(\.id))
    func everyPageHasAnEncoderAndADecoder(profile id: String) throws {
        let profile = try PrinterProfile.named(id)
        let tables =
            profile.codePages.map { ($0.converter, $0.decoder) }
            + (profile.kanji.map { [($0.converter, $0.decoder)] } ?? [])
        for (converter, decoder) in tables {
            #expect(throws: Never.self) { try CharacterConverter(name: converter) }
            let descriptor = iconv_open("UTF-8", decoder)
            #expect(descriptor != iconv_t(bitPattern: -1), "iconv has no \(decoder)")
            if descriptor != iconv_t(bitPattern: -1) { iconv_close(descriptor) }
        }
    }

    @Test func namesAreLookedUpAndAnUnknownOneListsTheKnown() throws {
        #expect(try PrinterProfile.named("Generic-58").defaultColumns == 32)
        #expect(throws: PrintingError.unknownPrinter("tm-t99", known: PrinterProfile.all.map(\.id))) {
            try PrinterProfile.named("tm-t99")
        }
        #expect(try PrinterProfile.named("generic-58").font(forColumns: 40)?.name == "Font B")
        #expect(try PrinterProfile.named("generic-58").font(forColumns: 43) == nil)
    }
}
