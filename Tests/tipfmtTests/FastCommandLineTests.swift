import ArgumentParser
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
        let fast = FastCommandLine.command(arguments)
        let slow = Result { try TipFmt.parseAsRoot(arguments) }
        guard let fast else { return false }
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
        ["calc", "84.50", "--home", "EUR"], ["calc", "84.50", "--save"],
        ["calc", "--item", "Beer 6.00 @ann"], ["calc", "84.50", "--split", "three"], ["calc", "84.50", "--tip"],
        ["calc", "84.50", "--split", "2", "--weights", "1,1"], ["calc", "84.50", "90"], ["calc", "fromat"],
        ["calc", "84.50", "--", "--tip"], ["format", "-42.5", "-c", "EUR"], ["format", "--style", "fancy", "1"],
        ["format", "1", "--"], ["receipt", "84.50", "--save"], ["receipt", "84.50", "--width", "10"],
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
}
