import ArgumentParser
import BillRequestKit
import Foundation
import HistoryKit
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
        // argument-parser read these as `config list` given three stray words, and as an unknown
        // --name (paycode has no default command).
        (
            ["config", "sett", "tip", "18"],
            "'sett' is not a command of tipfmt config; did you mean `tipfmt config set`?"
        ),
        (
            ["paycode", "epx", "--name", "Ann"],
            "'epx' is not a command of tipfmt paycode; did you mean `tipfmt paycode epc`?"
        ),
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

    /// Every command group of `tipfmt` as it is typed, with the command that reads the words
    /// after it, found from the command tree: a command with subcommands, at any depth, or one
    /// that passes its words to `tipfmt-history` (`history`, `trip`), whose group reads them.
    static let groups: [(name: String, command: any ParsableCommand.Type)] = {
        func groups(in command: any ParsableCommand.Type, named name: String) -> [(String, any ParsableCommand.Type)] {
            let subcommands = command.configuration.subcommands
            return (subcommands.isEmpty ? [] : [(name, command)])
                + subcommands.flatMap { groups(in: $0, named: name + " " + $0._commandName) }
        }
        return TipFmt.configuration.subcommands.flatMap { subcommand in
            let name = "tipfmt " + subcommand._commandName
            guard let passthrough = subcommand as? any HistoryPassthrough.Type else {
                return groups(in: subcommand, named: name)
            }
            return groups(in: HistoryTool.command(for: passthrough.leadingArguments).0, named: name)
        }
    }()

    /// The walk finds the groups there are now, those run here and those `tipfmt-history` runs
    /// (a new group joins the tests above without a change here).
    @Test func theGroupsAreFoundFromTheTree() {
        let names = Set(Self.groups.map(\.name))
        #expect(names.isSuperset(of: ["tipfmt paycode", "tipfmt config", "tipfmt history", "tipfmt trip"]))
    }

    /// A subcommand's name less its last letter, in every group, gets that subcommand suggested
    /// (the longest name of each, so the word is not near a shorter one by chance alone).
    @Test(arguments: groups.map(\.name)) func everyGroupSuggestsItsCommands(group: String) throws {
        let command = try #require(Self.groups.first { $0.name == group }?.command)
        let names = command.configuration.subcommands.map { $0._commandName }
        let name = try #require(
            names.sorted { $0.count > $1.count }.first { !names.contains(String($0.dropLast())) })
        let typo = String(name.dropLast())
        let result = try cli.run(
            group.split(separator: " ").dropFirst().map(String.init) + [typo],
            environment: ["XDG_DATA_HOME": NSTemporaryDirectory() + "/mistyped-\(UUID())"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(
            result.stderr.hasPrefix("tipfmt: error: '\(typo)' is not a command of \(group); did you mean "),
            "\(result)")
        #expect(result.stderr.contains("`\(group) \(name)`"), "\(result)")
        #expect(result.stderr.hasSuffix("?\n") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result)")
    }

    /// A word near none of a group's commands gets the list of them, in every group.
    @Test(arguments: groups.map(\.name)) func everyGroupListsItsCommands(group: String) throws {
        let command = try #require(Self.groups.first { $0.name == group }?.command)
        let names = command.configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases }
        let result = try cli.run(
            group.split(separator: " ").dropFirst().map(String.init) + ["zzzzzzzz"],
            environment: ["XDG_DATA_HOME": NSTemporaryDirectory() + "/mistyped-\(UUID())"])
        #expect(result.status == 64, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: 'zzzzzzzz' is not a command of \(group); its commands are "
                + "\(names.joined(separator: ", ")) (see '\(group) --help')\n",
            "\(result)")
    }

    /// A word that names a command, followed by a wrong argument, is that command's error.
    @Test func aRightCommandWithAWrongArgumentIsNotCalledMistyped() throws {
        let result = try cli.run(["config", "list", "extra"], environment: ["XDG_CONFIG_HOME": NSTemporaryDirectory()])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr == "tipfmt: error: Unexpected argument 'extra' (see 'tipfmt help')\n", "\(result)")
    }

    /// The names a typo is compared with are written out in BillRequestKit (which the commands'
    /// module depends on, so it cannot read `tipfmt`'s own list): they are every subcommand, and
    /// `help`.
    @Test func theSuggestionsKnowEveryCommand() {
        let names = TipFmt.configuration.subcommands.compactMap { $0.configuration.commandName }
        #expect(CommandSuggestion.commands == names + ["help"])
    }
}
