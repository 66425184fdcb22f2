import Foundation
import Testing

/// `tipfmt receipt --format escpos` and `tipfmt printers`, run as a user runs them.
///
/// The bytes themselves are checked in ReceiptPrintingTests (golden files, read back with iconv,
/// a property over every language); here, that the command writes those same bytes, where it was
/// asked to, with the exit codes and messages of a refusal.
@Suite struct ReceiptPrintingCommandTests {
    let cli = Tipfmt()

    static func golden(_ profile: String, _ locale: String) throws -> Data {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try Data(
            contentsOf: root.appendingPathComponent("ReceiptPrintingTests/Fixtures/escpos/\(profile)/\(locale).bin"))
    }

    @Test(arguments: [
        ("generic-58", "fr_FR", "84.50"), ("epson-tm-t88", "he_IL", "84.50"), ("ja-kanji-80", "ja_JP", "8450"),
    ])
    func writesTheGoldenBytesToStandardOutput(profile: String, locale: String, bill: String) throws {
        let result = try cli.run([
            "receipt", bill, "--tip", "18", "--split", "3", "-l", locale, "--format", "escpos", "--printer", profile,
        ])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdoutBytes == (try Self.golden(profile, locale)))
        #expect(result.stderr == "")
    }

    @Test func aCurrencySymbolNoPageHasIsPrintedAsItsCodeWithANote() throws {
        let result = try cli.run([
            "receipt", "84.50", "--tip", "18", "--split", "3", "-l", "ru_RU", "--format", "escpos", "--printer",
            "generic-58",
        ])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdoutBytes == (try Self.golden("generic-58", "ru_RU")))
        #expect(
            result.stderr == "tipfmt: note: generic-58 has no code page with ₽; amounts are printed with the code RUB\n"
        )
        #expect(String(decoding: result.stdoutBytes, as: UTF8.self).contains("RUB"))
    }

    @Test func outputGoesToTheFileNamed() throws {
        let result = try cli.run([
            "receipt", "84.50", "--tip", "18", "--split", "3", "-l", "fr_FR", "--format", "escpos", "--printer",
            "generic-58", "--output", "receipt.bin",
        ])
        #expect(result.status == 0 && result.stdout == "", "\(result)")
        #expect(
            FileManager.default.contents(atPath: cli.home + "/receipt.bin") == (try Self.golden("generic-58", "fr_FR")))
    }

    /// The printed lines are `--format text` at the printer's width, read back by the `iconv` command.
    @Test func theBytesReadBackAsTheTextReceipt() throws {
        let text = try cli.run(["receipt", "84.50", "--tip", "18", "--split", "3", "-l", "de_CH", "--width", "32"])
        let printed = try cli.runShell(
            "\"$0\" receipt 84.50 --tip 18 --split 3 -l de_CH --format escpos --printer generic-58 "
                + "| LC_ALL=C tr -d '\\033\\035' | iconv -f CP437 -t UTF-8")
        #expect(printed.status == 0, "\(printed)")
        // What is left of the commands once ESC and GS are dropped: `@`, and a letter with its
        // argument byte (`R` 0, `M` 0, `a` 0/1, `E` 1/0, `t` 0 before the first U+00A0, `d` 4).
        func withoutCommands(_ line: Substring) -> String {
            var out = String.UnicodeScalarView()
            var scalars = Array(line.unicodeScalars)[...]
            while let first = scalars.first {
                if first == "@" && out.isEmpty {
                    scalars.removeFirst()
                } else if "RMaEdt".unicodeScalars.contains(first), scalars.count > 1,
                    scalars[scalars.startIndex + 1].value < 0x20
                {
                    scalars.removeFirst(2)
                } else {
                    out.append(first)
                    scalars.removeFirst()
                }
            }
            return String(out)
        }
        let lines = printed.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(withoutCommands)
        let expected = text.stdout.split(separator: "\n").map {
            String($0).replacingOccurrences(of: "\u{2019}", with: "'")
        }
        #expect(
            Array(lines.prefix(expected.count)).map { $0.trimmingCharacters(in: .whitespaces) }
                == expected.map { $0.trimmingCharacters(in: .whitespaces) }, "\(printed.stdout)")
    }

    @Test func refusalsNameTheCauseAndExitWithTheirCode() throws {
        let bill = ["receipt", "84.50", "--tip", "18", "--format", "escpos"]
        let hebrew = try cli.run(bill + ["-l", "he_IL", "--printer", "generic-58", "--raster", "never"])
        #expect(hebrew.status == 65)
        #expect(
            hebrew.stderr
                == "tipfmt: error: generic-58 cannot print 'ה' (U+05D4 HEBREW LETTER HE) of this he_IL receipt; print it with --printer epson-tm-t88 (see `tipfmt printers`)\n"
        )
        let thai = try cli.run(bill + ["-l", "th_TH", "--raster", "never"])
        #expect(thai.status == 65)
        #expect(
            thai.stderr
                == "tipfmt: error: generic-80 cannot print 'ใ' (U+0E43 THAI CHARACTER SARA AI MAIMUAN) of this th_TH receipt; no printer profile prints the whole receipt in its code pages; leave out --raster never to draw the lines it cannot print, or use --format text or html\n"
        )
        let drawn = try cli.run(bill + ["-l", "th_TH", "--output", "-"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let rasterWithoutPrinter = try cli.run(["receipt", "84.50", "--tip", "18", "--raster", "always"])
        #expect(rasterWithoutPrinter.status == 64)
        #expect(
            rasterWithoutPrinter.stderr.contains("--raster is for ESC/POS bytes; add --format escpos, or leave it out"))
        let fontNever = try cli.run(bill + ["--font", "/nonexistent.ttf", "--raster", "never"])
        #expect(fontNever.status == 64)
        #expect(fontNever.stderr.contains("--font draws lines and --raster never draws none; leave one out"))
        let unknown = try cli.run(bill + ["--printer", "tm-t99"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("tipfmt: error: unknown printer 'tm-t99'; use one of generic-58, generic-80"))
        let wide = try cli.run(bill + ["--printer", "generic-58", "--width", "48"])
        #expect(wide.status == 64)
        #expect(wide.stderr == "tipfmt: error: generic-58 prints at most 42 columns, not 48; give --width 42 or less\n")
        let notPrinting = try cli.run(["receipt", "84.50", "--tip", "18", "--printer", "generic-58"])
        #expect(notPrinting.status == 64)
        #expect(notPrinting.stderr.contains("--printer is for ESC/POS bytes; add --format escpos, or leave it out"))
        let explained = try cli.run(bill + ["--explain"])
        #expect(explained.status == 64)
    }

    /// A control character in the user's text reaches the printer as its name, never as a command.
    @Test func controlsInTheNoteArePrintedByName() throws {
        let bill = ["receipt", "84.50", "--tip", "18", "--format", "escpos", "--printer", "generic-58"]
        let plain = try cli.run(bill)
        let hostile = try cli.run(bill + ["--note", "a\u{1B}@b\u{1D}V"])
        #expect(hostile.status == 0, "\(hostile)")
        let text = String(decoding: hostile.stdoutBytes, as: UTF8.self)
        #expect(text.contains("a<ESC>@b<GS>V"))
        #expect(hostile.stdoutBytes.filter { $0 == 0x1B }.count == plain.stdoutBytes.filter { $0 == 0x1B }.count)
    }

    @Test func printersListsEveryProfile() throws {
        let result = try cli.run(["printers"])
        #expect(result.status == 0)
        #expect(result.lines.first == "PRINTER        COLUMNS  KANJI      NAME")
        #expect(
            result.lines.dropFirst().map { String($0.prefix { $0 != " " }) } == [
                "generic-58", "generic-80", "generic-80-48", "epson-tm-t88", "ja-kanji-80", "zh-kanji-80",
                "ko-kanji-80",
            ])
        let one = try cli.run(["printers", "epson-tm-t88"])
        #expect(one.status == 0)
        #expect(one.lines.contains("  37  CP864        Arabic (presentation forms)"))
    }
}

/// `tipfmt history show N --format escpos`: a saved bill reprinted on a thermal printer.
@Suite struct HistoryReprintTests {
    let cli = Tipfmt.withHistory()

    @Test func aSavedReceiptIsReprintedAsTheReceiptCommandPrintsIt() throws {
        let arguments = ["84.50", "--tip", "18", "--split", "3", "-l", "de_DE"]
        _ = try cli.run(["receipt"] + arguments + ["--save"])
        let printed = try cli.run(["receipt"] + arguments + ["--format", "escpos", "--printer", "generic-58"])
        let reprinted = try cli.run(
            "history", "show", "1", "--receipt", "--format", "escpos", "--printer", "generic-58")
        #expect(reprinted.status == 0, "\(reprinted.stderr)")
        #expect(reprinted.stdoutBytes == printed.stdoutBytes)
    }

    @Test func aThaiReceiptIsReprintedWithItsLinesDrawn() throws {
        _ = try cli.run("receipt", "84.50", "--tip", "18", "-l", "th_TH", "--save")
        let printed = try cli.run("receipt", "84.50", "--tip", "18", "-l", "th_TH", "--format", "escpos")
        let reprinted = try cli.run("history", "show", "1", "--format", "escpos")
        #expect(reprinted.status == 0, "\(reprinted.stderr)")
        // The same drawn lines: the saved receipt has the same words and amounts.
        #expect(reprinted.stdoutBytes == printed.stdoutBytes)
        let never = try cli.run("history", "show", "1", "--format", "escpos", "--raster", "never")
        #expect(never.status == 65)
        let printerWithoutBytes = try cli.run("history", "show", "1", "--printer", "generic-58")
        #expect(printerWithoutBytes.status == 64)
        #expect(printerWithoutBytes.stderr.contains("--printer is for ESC/POS bytes; add --format escpos"))
    }
}

/// `tipfmt trip settle TRIP --format escpos`: the settlement as a slip for a thermal printer.
@Suite struct SettlementSlipTests {
    let cli = Tipfmt.withHistory()

    @Test func theSlipIsTheSettlementsLinesWithTheTripAsTitle() throws {
        _ = try cli.run("trip", "create", "Lisbon", "--people", "Ann,Ben,Cy", "--home", "EUR")
        _ = try cli.run("trip", "add", "Lisbon", "90", "--tip", "10", "--paid-by", "Ann", "--title", "Dinner")
        let text = try cli.run("trip", "settle", "Lisbon")
        let slip = try cli.run("trip", "settle", "Lisbon", "--format", "escpos", "--printer", "generic-58")
        #expect(slip.status == 0, "\(slip.stderr)")
        let bytes = slip.stdoutBytes
        // ESC @, ESC R 0, ESC M 0 (Font A), ESC a 0, then the title centred and bold.
        #expect(
            Array(bytes.prefix(19)) == [
                0x1B, 0x40, 0x1B, 0x52, 0x00, 0x1B, 0x4D, 0x00, 0x1B, 0x61, 0x00, 0x1B, 0x61, 0x01, 0x1B, 0x45, 0x01,
            ] + Array("Li".utf8))
        // Every line of the text settlement is on the slip, the euro sign in WPC1252 (0x80).
        var plain: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B && index + 1 < bytes.count && bytes[index + 1] == 0x74 {
                index += 3
                continue
            }
            plain.append(bytes[index] == 0x80 ? 0x45 : bytes[index])
            index += 1
        }
        let printed = String(decoding: plain, as: UTF8.self)
        for line in text.stdout.split(separator: "\n") {
            #expect(printed.contains(line.replacingOccurrences(of: "€", with: "E")), "\(line)")
        }
        let refused = try cli.run("trip", "settle", "Lisbon", "--printer", "generic-58")
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--printer is for ESC/POS bytes; add --format escpos"))
    }
}
