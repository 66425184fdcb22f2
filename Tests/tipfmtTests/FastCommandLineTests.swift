import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import TipfmtKit

/// The fast command-line reader must build exactly the command argument-parser builds, or
/// leave the line to argument-parser: never a different reading.
@Suite struct FastCommandLineTests {
    /// Every stored property of a command, the property wrappers' states included: an option
    /// the fast path forgot to set shows as a `definition`, not a value. An option group's help
    /// title is left out: argument-parser's decoder does not keep it (it is help text, read from
    /// the declaration, not from the value).
    private static func snapshot(_ command: any ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("- title: ") }
            .joined(separator: "\n")
    }

    /// Checks one command line; returns whether the fast path took it.
    @discardableResult
    private static func check(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        // argument-parser's reading is what costs: only a line the fast path takes needs it.
        guard let fast = FastCommandLine.command(arguments) else { return false }
        let slow = Result { try TipFmt.parseAsRoot(arguments) }
        switch slow {
        case .success(let command):
            #expect(
                snapshot(fast) == snapshot(command),
                "the fast path read \(arguments) differently from argument-parser", sourceLocation: sourceLocation)
        case .failure(let error):
            Issue.record(
                "the fast path took \(arguments), which argument-parser refuses: \(error)",
                sourceLocation: sourceLocation)
        }
        return true
    }

    /// The command lines the fast path exists for, and the everyday variations of them.
    static let everyday: [[String]] = [
        ["calc", "84.50", "--tip", "18", "--split", "3"],
        ["84.50"],
        ["84.50", "--tip", "18", "--split", "3"],
        ["calc", "84.50"],
        ["calc", "--tip", "20", "84.50"],
        ["calc", "84.50", "-t", "15", "-t", "20", "--json"],
        ["calc", "120", "--tax", "8.875%", "--tip-on", "total", "--tip", "20", "--round", "up"],
        ["calc", "84.50", "--tip", "15", "--weights", "2,1,1", "--json"],
        ["calc", "37.45", "-c", "CHF", "-l", "de_CH", "--tip", "10", "--cash"],
        ["calc", "84.50", "--service", "12.5%", "--region", "GB", "--round-to", "0.05"],
        ["calc", "23.40+18.75+2*4.50", "--tip", "20"],
        ["calc", "1.234,50", "--input-locale", "de_DE", "-c", "EUR"],
        ["calc", "4500", "-c", "JPY", "--home", "EUR", "--rate", "0.0061", "--tip", "10"],
        ["calc", "4500", "-c", "JPY", "--home", "EUR", "--rates", "eurofxref.xml", "--allow-stale-rates"],
        ["format", "1234.5", "-c", "CHF", "-l", "de_CH"],
        ["format", "1234.5", "--currency", "USD", "--style", "name"],
        ["format", "5", "-c", "USD", "--sign", "always", "--no-grouping", "--latin-digits"],
        ["format", "1.005", "-c", "USD", "--rounding", "half-even", "--cash", "--keep-going"],
        ["format", "-c", "CHF", "-l", "de_CH", "--icu-only"],
        ["format", "-c", "JPY", "-l", "ja_JP"],
        ["receipt", "84.50", "--tip", "18", "-l", "de_CH"],
        ["receipt", "84.50", "--split", "3", "--width", "32", "--format", "markdown", "--title", "Dinner"],
        ["receipt", "84.50", "-t", "15", "--json", "--note", "Thanks", "--style", "code", "--latin-digits"],
        ["calc", "84.50", "--tip", "18", "--save", "--note", "Dinner in Kyoto"],
        ["calc", "--item", "Beer 6.00 @ann", "--item", "Wine 9.00 @ben", "--tip", "10", "--save"],
        ["calc", "--bill-file", "dinner.txt", "--people", "ann,ben", "--pay", "ann=cash", "--paid-by", "ben"],
        ["calc", "--item", "Rösti 24.50 @ann", "--discount", "10%", "--cash-rounding", "separate", "--explain"],
        ["receipt", "--item", "Beer 6.00 @ann", "--prices-include-tax", "--tip-before-discount", "--save"],
        ["history"],
        ["history", "list"],
        ["history", "export", "--format", "csv"],
        ["history", "--help"],
    ]

    @Test func readsTheEverydayLinesAsArgumentParserDoes() {
        for arguments in Self.everyday {
            let taken = Self.check(arguments)
            #expect(taken, "the fast path left \(arguments) to argument-parser")
        }
    }

    /// Lines argument-parser must read: help, versions, completions, options the fast path does
    /// not know, values that look like options, `--name=value`, repeats, mistyped commands and
    /// lines that `validate()` refuses.
    @Test(arguments: [
        [], ["--help"], ["-h"], ["help"], ["--version"], ["calc", "--help"], ["format", "-h"],
        ["--generate-completion-script", "zsh"], ["calc", "84.50", "--tip=18"], ["calc", "84.50", "--tax", "-5%"],
        ["calc", "-5"], ["calc", "84.50", "--split", "2", "--split", "3"], ["calc", "84.50", "--json", "--json"],
        ["calc", "84.50", "--note", "x"], ["calc", "--item"],
        ["calc", "84.50", "--split", "three"], ["calc", "84.50", "--tip"], ["calc", "--item", "-5"],
        ["calc", "84.50", "--split", "2", "--weights", "1,1"], ["calc", "84.50", "90"], ["calc", "fromat"],
        ["calc", "84.50", "--", "--tip"], ["format", "-42.5", "-c", "EUR"], ["format", "--style", "fancy", "1"],
        ["format", "1", "--"], ["receipt", "84.50", "--save", "--save"], ["receipt", "84.50", "--width", "10"],
        ["receipt", "84.50", "--tip", "15", "--tip", "20"], ["receipt", "84.50", "--json", "--format", "html"],
        ["parse", "1,234.50"], ["currencies"], ["live"],
        ["cal", "84.50"], ["calc", "84.50", "-cCHF"], ["calc", "84.50", "--round", "ceiling"],
    ])
    func leavesTheRestToArgumentParser(arguments: [String]) {
        #expect(FastCommandLine.command(arguments) == nil, "the fast path took \(arguments)")
    }

    /// Random lines from the pieces people type, good and bad: whatever the fast path takes,
    /// argument-parser takes too, as the same command.
    /// How many random lines: argument-parser's reflection makes each reading cost milliseconds
    /// in a debug build.
    static let randomLines = 400

    @Test func randomLinesReadTheSameWhereverTheFastPathTakesThem() {
        let heads: [[String]] = [["calc"], ["format"], [], ["history"], ["receipt"], ["84.50"], ["7"]]
        let pieces: [[String]] = [
            ["84.50"], ["12"], ["0"], ["1e5"], ["abc"], [""], ["+3"], ["-5"], ["--"], ["calc"], ["format"],
            ["--tip", "18"], ["-t", "17.5"], ["--tip", "-1"], ["--tip"], ["--split", "3"], ["--split", "0"],
            ["--split", "x"], ["--weights", "2,1,1"], ["--tax", "8%"], ["--tax", "7.50"], ["--tip-on", "total"],
            ["--tip-on", "bill"], ["--tip-on", "nope"], ["--round", "nearest"], ["--round", "up"],
            ["--round", "shares-up"], ["--round-to", "0.05"], ["--cash"], ["--service", "10%"], ["--region", "JP"],
            ["--json"], ["-c", "CHF"], ["--currency", "usd"], ["-l", "de_CH"], ["--locale", "xx"],
            ["--input-locale", "de_DE"], ["--style", "name"], ["--style", "code"], ["--sign", "never"],
            ["--grouping"], ["--no-grouping"], ["--latin-digits"], ["--rounding", "ceiling"], ["--rounding", "up"],
            ["--keep-going"], ["--icu-only"], ["--help"], ["--note", "x"], ["--save"], ["--home", "EUR"],
            ["--rate", "0.9"],
            ["--rates", "x.xml"], ["--allow-stale-rates"], ["--tip=15"], ["--width", "32"], ["--width", "5"],
            ["--format", "markdown"], ["--format", "json"], ["--title", "T"],
            ["--item", "Beer 6.00 @ann"], ["--item", "2x Wine 9.00 @all"], ["--bill-file", "-"],
            ["--people", "ann,ben"],
            ["--pay", "ann=cash"], ["--paid-by", "ann"], ["--discount", "10%"], ["--prices-include-tax"],
            ["--tip-before-discount"], ["--cash-rounding", "separate"], ["--cash-rounding", "odd"], ["--explain"],
            ["-x"],
        ]
        var random = SplitMix64(seed: 16)
        var taken = 0
        for _ in 0..<Self.randomLines {
            var arguments = heads.randomElement(using: &random) ?? []
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                arguments += pieces.randomElement(using: &random) ?? []
            }
            if Self.check(arguments) { taken += 1 }
        }
        // Enough lines go the fast way for the comparison to mean something.
        #expect(taken > Self.randomLines / 10, "only \(taken) of \(Self.randomLines) random lines took the fast path")
    }

    /// The option and flag names argument-parser gives a command, from its `--experimental-dump-help`,
    /// without the `--help` and `--version` it adds to every command.
    private static func argumentParserNames(_ command: String) throws -> Set<String> {
        let dump = try Tipfmt().run([command, "--experimental-dump-help"])
        let object = try JSONSerialization.jsonObject(with: dump.stdoutBytes) as? [String: Any]
        let definition = try #require(object?["command"] as? [String: Any])
        let arguments = try #require(definition["arguments"] as? [[String: Any]])
        var names: Set<String> = []
        for argument in arguments {
            for name in argument["names"] as? [[String: String]] ?? [] {
                guard let kind = name["kind"], let text = name["name"] else { continue }
                names.insert((kind == "short" || kind == "longWithSingleDash" ? "-" : "--") + text)
            }
        }
        return names.subtracting(["-h", "--help", "--version"])
    }

    /// The fast reader reads every name argument-parser gives a fast command, and no other: it is
    /// written from the same declarations, so a new option needs no edit here. A name it could not
    /// work out from a declaration would show as missing.
    @Test(arguments: [
        ("calc", TipFmt.Calc.fastNames), ("format", TipFmt.Format.fastNames), ("receipt", TipFmt.Receipt.fastNames),
    ])
    func readsTheNamesArgumentParserGives(command: String, fastNames: [String]) throws {
        #expect(Set(fastNames) == (try Self.argumentParserNames(command)))
        #expect(Set(fastNames).count == fastNames.count, "a name is read by two declarations: \(fastNames)")
    }

    /// Each name argument-parser gives a fast command is taken by the fast path, with a value where
    /// it takes one, and reads as argument-parser reads it.
    @Test(arguments: ["calc", "format", "receipt"])
    func everyNameReadsAsArgumentParserReadsIt(command: String) throws {
        // A value each option takes: most take "2", others one of their words, a few need another
        // option beside them (--home needs a rate, calc's --note needs --save, receipt's --printer
        // --output, --raster and --font need --format escpos).
        let values: [[String]] = [
            ["2"], ["EUR"], ["total"], ["up"], ["tip"], ["markdown"], ["code"], ["always"], ["ceiling"], ["40"],
            ["EUR", "--rate", "0.9"], ["Kyoto", "--save"], ["generic-58", "--format", "escpos"],
            ["never", "--format", "escpos"],
        ]
        for name in try Self.argumentParserNames(command).sorted() {
            if Self.check([command, "84.50", name]) { continue }
            // The first value the fast path takes is compared; the rest would cost argument-parser
            // readings that show nothing new.
            let taken = values.contains { Self.check([command, "84.50", name] + $0) }
            #expect(taken, "the fast path took \(name) with none of \(values)")
        }
    }
}
