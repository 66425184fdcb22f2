import ArgumentParser
import BillRequestKit
import Foundation
import Testing
import TipfmtKit

/// A mistyped command.
@Suite struct MistypedCommandTests {
    let cli = Tipfmt()

    @Test(arguments: [
        ("currencys", "'currencys' is not a command or a bill; did you mean `tipfmt currency` or `tipfmt currencies`?"),
        ("fromat", "'fromat' is not a command or a bill; did you mean `tipfmt format`?"),
        ("recipt", "'recipt' is not a command or a bill; did you mean `tipfmt receipt`?"),
    ])
    func aMistypedCommandSuggestsTheNearest(word: String, message: String) throws {
        let result = try cli.run([word, "5"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr == "tipfmt: error: \(message) (see 'tipfmt help')\n", "\(result)")
    }

    /// `trip` and `history` list when given no command, so a word that is not one of theirs was
    /// read as stray arguments, and an option after it was blamed instead (`tipfmt trip new Rome
    /// --people Ann,Ben` said "Unknown option '--people'").
    @Test(arguments: [
        (
            ["trip", "new", "Rome", "--people", "Ann,Ben"],
            "'new' is not a command of tipfmt trip; did you mean `tipfmt trip create`?"
        ),
        (["trip", "settel", "Rome"], "'settel' is not a command of tipfmt trip; did you mean `tipfmt trip settle`?"),
        (
            ["trip", "rm", "Rome", "b1"],
            "'rm' is not a command of tipfmt trip; did you mean `tipfmt trip remove` or `tipfmt trip delete`?"
        ),
        (["history", "shwo", "1"], "'shwo' is not a command of tipfmt history; did you mean `tipfmt history show`?"),
    ])
    func aMistypedSubcommandSuggestsTheNearest(arguments: [String], message: String) throws {
        let result = try cli.run(
            arguments, environment: ["XDG_DATA_HOME": NSTemporaryDirectory() + "/mistyped-\(UUID())"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr == "tipfmt: error: \(message)\n", "\(result)")
    }

    /// A word near no command (a trip's name where `show` was meant) gets the group's commands.
    @Test func aWordNearNoSubcommandListsThem() throws {
        let result = try cli.run(
            ["trip", "Lisbon"], environment: ["XDG_DATA_HOME": NSTemporaryDirectory() + "/mistyped-\(UUID())"])
        #expect(result.status == 64, "\(result)")
        #expect(
            result.stderr.hasPrefix(
                "tipfmt: error: 'Lisbon' is not a command of tipfmt trip; its commands are list, create, join, "),
            "\(result)")
        #expect(result.stderr.hasSuffix(" (see 'tipfmt trip --help')\n"), "\(result)")
    }

    /// The names a typo is compared with are written out in BillRequestKit (which the commands'
    /// module depends on, so it cannot read `tipfmt`'s own list): they are every subcommand, and
    /// `help`.
    @Test func theSuggestionsKnowEveryCommand() {
        let names = TipFmt.configuration.subcommands.compactMap { $0.configuration.commandName }
        #expect(CommandSuggestion.commands == names + ["help"])
    }
}
