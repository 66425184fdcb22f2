import BillPresentation
import ArgumentParser
import BillRequestKit

/// Reads the most common command lines without argument-parser, so they start about as fast as a
/// C program: `tipfmt 84.50`, `tipfmt calc 84.50 --tip 18 --split 3`,
/// `tipfmt format 1234.5 -c CHF -l de_CH`, `tipfmt receipt 84.50 --tip 18`, `tipfmt history …` and `tipfmt trip …`.
///
/// argument-parser works out every command's options by reflection on each run: for one `calc`
/// that is about 26 M instructions, four times the whole of a C program that formats one amount
/// (BENCHMARKS.md, start-up). This reader builds the same command value argument-parser would
/// build, `validate()` included, for the commands marked ``FastParsable`` (`calc`, `format` and
/// `receipt`), through members written on every build from their own option declarations; a
/// test compares the two readings on a corpus of command lines (`FastCommandLineTests`).
///
/// It answers `nil`, and argument-parser reads the line as it always did, for anything else:
/// help, `--version`, completions, a name the command does not declare, `--name=value`, a value
/// that looks like an option (`--tax -5%`), a repeated option, `--`, a negative amount, or a
/// line that `validate()` refuses. So every error message, usage text and suggestion still comes
/// from argument-parser, and the fast path only ever takes lines that argument-parser accepts.
enum FastCommandLine {
    /// The command for `arguments` (without the program name), or `nil` to let argument-parser
    /// read them.
    static func command(_ arguments: [String]) -> (any ParsableCommand)? {
        guard let first = arguments.first else { return nil }
        let rest = FastArguments(arguments.dropFirst())
        switch first {
        case "calc": return TipFmt.Calc.fastParse(rest)
        case "format": return TipFmt.Format.fastParse(rest)
        case "receipt": return TipFmt.Receipt.fastParse(rest)
        case "history": return TipFmt.History.passingThrough(Array(arguments.dropFirst()))
        case "trip": return TipFmt.Trip.passingThrough(Array(arguments.dropFirst()))
        default:
            // `calc` is the default subcommand: `tipfmt 84.50 …`. Only a bill that starts with a
            // digit is taken here; a word might be a mistyped command, which argument-parser names.
            guard let character = first.utf8.first, character >= UInt8(ascii: "0"), character <= UInt8(ascii: "9")
            else { return nil }
            return TipFmt.Calc.fastParse(FastArguments(arguments[...]))
        }
    }
}
