import BillPresentation
import Foundation
import Money
import ReceiptPrinting
import ReceiptRaster
import Testing

/// Receipts with lines drawn (`GS v 0`) read back: every language on every profile, the images'
/// widths against the profile's dots, the amounts found again by OCR (tesseract), and golden
/// bytes pinned to the fonts they were drawn with.
@Suite struct ESCPOSRasterTests {
    static let rasterizer = FontRasterizer()

    /// The golden receipt of `locale` on `profile` as `tipfmt receipt` prints it (a currency
    /// symbol no page has, on a line of characters, printed with the code), and that receipt.
    static func printed(_ locale: String, on profile: PrinterProfile, raster: RasterMode = .auto) throws
        -> (bytes: [UInt8], receipt: Receipt)
    {
        let receipt = try PrintedReceipts.goldenReceipt(locale)
        do {
            return (try receipt.escpos(for: profile, raster: raster, rasterizer: rasterizer), receipt)
        } catch .currencySymbol {
            let coded = try PrintedReceipts.goldenReceipt(locale, style: .code)
            return (try coded.escpos(for: profile, raster: raster, rasterizer: rasterizer), coded)
        }
    }

    @Test(arguments: PrinterProfile.all)
    func everyLanguagePrintsWithItsColumnsAndDrawnLinesAtMostTheDots(profile: PrinterProfile) throws {
        let columns = profile.defaultColumns
        let dotsPerColumn = profile.dots / columns
        #expect(dotsPerColumn == 12, "Font A is 12 dots wide on \(profile.id)")
        for locale in PrintedReceipts.everyLanguage {
            let (bytes, receipt) = try Self.printed(locale, on: profile)
            var reader = ESCPOSReader(profile: profile)
            let printout = try reader.read(bytes)
            let rows = receipt.textRows(width: columns)
            // One printed line for each line of the text receipt: a drawn line takes the place of
            // its text, so the columns hold.
            #expect(printout.lines.count == rows.count, "\(locale) on \(profile.id)")
            for line in printout.lines {
                if let image = line.image {
                    #expect(image.width == columns * dotsPerColumn, "\(locale) on \(profile.id)")
                    #expect(image.width <= profile.dots)
                    #expect(image.height == 3 * dotsPerColumn)
                    #expect(image.bits.contains { $0 != 0 }, "a drawn line of \(locale) is blank")
                } else {
                    #expect(line.columns <= columns)
                }
            }
            let drawn = printout.lines.filter { $0.image != nil }.count
            if ["th_TH", "hi_IN", "vi_VN"].contains(locale) {
                #expect(drawn > 0, "\(locale) on \(profile.id) drew nothing")
            }
            if ["en_US", "de_DE", "fr_FR"].contains(locale) {
                #expect(drawn == 0, "\(locale) on \(profile.id) drew lines its pages print")
            }
        }
    }

    @Test func alwaysDrawsEveryLineAndNeverKeepsTheRefusal() throws {
        let profile = try PrinterProfile.named("generic-58")
        let (bytes, receipt) = try Self.printed("en_US", on: profile, raster: .always)
        var reader = ESCPOSReader(profile: profile)
        let printout = try reader.read(bytes)
        #expect(printout.lines.count == receipt.textRows(width: 32).count)
        #expect(printout.lines.allSatisfy { $0.image?.width == 384 })
        #expect(throws: PrintingError.self) { try Self.printed("th_TH", on: profile, raster: .never) }
    }

    /// The amounts of the drawn lines, read again from the images by tesseract: once a language and
    /// dot width (profiles of the same width and columns draw the same images, which is checked).
    @Test(arguments: [("th_TH", "tha+eng"), ("hi_IN", "eng+hin"), ("vi_VN", "vie")])
    func drawnAmountsReadBackByOCR(locale: String, languages: String) throws {
        guard let tesseract = Self.tesseract(languages) else {
            try Test.cancel("tesseract with \(languages) data is not installed; scripts/setup.sh installs it")
        }
        var groups: [[PrinterProfile]] = []
        for profile in PrinterProfile.all {
            if let index = groups.firstIndex(where: {
                $0[0].dots == profile.dots && $0[0].defaultColumns == profile.defaultColumns
            }) {
                groups[index].append(profile)
            } else {
                groups.append([profile])
            }
        }
        for group in groups {
            let profile = group[0]
            let (bytes, receipt) = try Self.printed(locale, on: profile)
            var reader = ESCPOSReader(profile: profile)
            let lines = try reader.read(bytes).lines
            let images = lines.compactMap(\.image)
            // A profile of the same geometry draws the same images for the lines both draw (one
            // with more code pages, epson-tm-t88's WPC1258, may draw fewer).
            for other in group.dropFirst() {
                var otherReader = ESCPOSReader(profile: other)
                let otherLines = try otherReader.read(try Self.printed(locale, on: other).bytes).lines
                #expect(otherLines.count == lines.count)
                for (mine, theirs) in zip(lines, otherLines) where theirs.image != nil {
                    #expect(
                        mine.image == nil || mine.image == theirs.image,
                        "\(other.id) draws \(locale) as \(profile.id) does")
                }
            }
            let rows = receipt.textRows(width: profile.defaultColumns)
            let amounts = zip(rows, lines).filter { $0.1.image != nil }.flatMap { Self.numbers(in: $0.0.text) }
            #expect(!amounts.isEmpty)
            let read = try Self.ocr(images, tesseract: tesseract, languages: languages)
            let compact = read.filter { !$0.isWhitespace }
            for amount in amounts {
                #expect(compact.contains(amount), "\(amount) of \(locale) on \(profile.id) not read back: \(read)")
            }
        }
    }

    /// The numbers of a line (`84.50`, `1,234.00`): digits with their separators.
    static func numbers(in text: String) -> [String] {
        var out: [String] = []
        var current = ""
        for character in text + " " {
            if character.isASCII && (character.isNumber || ((character == "." || character == ",") && !current.isEmpty))
            {
                current.append(character)
            } else {
                while let last = current.last, !last.isNumber { current.removeLast() }
                if current.count >= 3 { out.append(current) }
                current = ""
            }
        }
        return out
    }

    /// tesseract's path when it has every one of `languages` (`eng+hin`).
    static func tesseract(_ languages: String) -> String? {
        guard
            let path = ["/usr/bin/tesseract", "/usr/local/bin/tesseract"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { return nil }
        let list = (try? run(path, ["--list-langs"])) ?? ""
        let installed = Set(list.split(whereSeparator: \.isNewline).map(String.init))
        return languages.split(separator: "+").allSatisfy { installed.contains(String($0)) } ? path : nil
    }

    /// The images stacked, three times their size (tesseract reads 24-dot text poorly), read by tesseract.
    static func ocr(_ images: [RasterImage], tesseract: String, languages: String) throws -> String {
        let scale = 3
        let width = (images.map(\.width).max() ?? 0) * scale
        var pixels: [UInt8] = []
        for image in images {
            for y in 0..<image.height {
                var row = [UInt8](repeating: 255, count: width)
                for x in 0..<image.width where image.isSet(x: x, y: y) {
                    for dx in 0..<scale { row[x * scale + dx] = 0 }
                }
                for _ in 0..<scale { pixels += row }
            }
        }
        let height = pixels.count / max(1, width)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tipfmt-ocr-\(UUID().uuidString).pgm")
        defer { try? FileManager.default.removeItem(at: file) }
        try (Data("P5\n\(width) \(height)\n255\n".utf8) + Data(pixels)).write(to: file)
        return try run(tesseract, [file.path, "-", "-l", languages, "--psm", "6"])
    }

    static func run(_ path: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
