package import ArgumentParser
import Money

/// The command a mistyped word was probably meant to be: `tipfmt currencys` is not a bill of
/// "currencys" (calc is the default subcommand) but a typo of `currencies`.
package enum CommandSuggestion {
    /// The command names a word is compared with: `tipfmt`'s subcommands (a test holds them equal
    /// to the root command's list, which is in TipfmtKit, a module that depends on this one) and
    /// `help`.
    package static let commands = [
        "calc", "format", "parse", "receipt", "check", "currencies", "currency", "locales", "printers", "paycode",
        "config", "history", "trip", "live", "help",
    ]

    /// The commands near `word`, nearest first.
    ///
    /// Only a word (letters and hyphens) gets suggestions: the commands within two edits of it
    /// (one for words of four letters or less). `currencys` → `currency`, `currencies`; `fromat` → `format`; `recipt` → `receipt`.
    package static func nearest(to word: String) -> [String] {
        let lowered = word.lowercased()
        guard !lowered.isEmpty, lowered.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" })
        else { return [] }
        let limit = lowered.count <= 4 ? 1 : 2
        return commands.map { (command: $0, distance: EditDistance.between(lowered, $0)) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.command) < ($1.distance, $1.command) }
            .map(\.command)
    }

    /// Words people type for a subcommand that has another name here: `tipfmt trip new` is
    /// `create`, `rm` is `remove`.
    package static let synonyms: [String: [String]] = [
        "new": ["create"], "make": ["create"], "start": ["create"], "add-person": ["join"],
        "rm": ["remove", "delete"], "del": ["delete", "remove"], "ls": ["list"], "home": ["set"],
        "balance": ["balances"], "settle-up": ["settle"], "pay-back": ["settle"], "view": ["show"],
    ]

    /// The message for a mistyped subcommand anywhere in `arguments`, which follow `group`'s name
    /// (`config sett tip 18` under `tipfmt`'s `config`, `settel Rome` under `tipfmt trip`), or
    /// `nil` when every word that names a command names one.
    ///
    /// The words that name subcommands are followed down the tree; the first word after them is
    /// checked against the commands of the group they end at, if it has any.
    ///
    /// - Parameters:
    ///   - name: How the user typed `group` (`tipfmt config`).
    package static func unknownSubcommand(
        in arguments: [String], of group: any ParsableCommand.Type, named name: String
    ) -> String? {
        var group = group
        var name = name
        var words = arguments[...]
        while let word = words.first,
            let subcommand = group.configuration.subcommands.first(where: { Self.names(of: $0).contains(word) })
        {
            group = subcommand
            name += " " + subcommand._commandName
            words = words.dropFirst()
        }
        return unknownSubcommand(words.first, of: group, named: name)
    }

    /// The message for `word` given where a subcommand of `group` was expected, or `nil` when
    /// `word` is one of its subcommands, an option, or missing, or `group` has no subcommands.
    ///
    /// `'new' is not a command of tipfmt trip; did you mean `tipfmt trip create`?`; a word near
    /// none of them (a trip's name, say) gets the list of commands instead.
    ///
    /// - Parameters:
    ///   - groupName: How the user typed `group` (`tipfmt trip`).
    package static func unknownSubcommand(
        _ word: String?, of group: any ParsableCommand.Type, named groupName: String
    ) -> String? {
        let configuration = group.configuration
        guard let word, !word.hasPrefix("-"), !configuration.subcommands.isEmpty else { return nil }
        let names = configuration.subcommands.flatMap(Self.names(of:))
        guard !names.contains(word) else { return nil }
        let lowered = word.lowercased()
        let limit = lowered.count <= 4 ? 1 : 2
        let near = names.map { (name: $0, distance: EditDistance.between(lowered, $0)) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .map(\.name)
        let suggested = near + (synonyms[lowered] ?? []).filter { names.contains($0) && !near.contains($0) }
        let quoted = "'\(word)'"
        guard suggested.isEmpty else {
            let phrase = suggested.map { "`\(groupName) \($0)`" }.joined(separator: " or ")
            return "\(quoted) is not a command of \(groupName); did you mean \(phrase)?"
        }
        return "\(quoted) is not a command of \(groupName); its commands are \(names.joined(separator: ", "))"
            + " (see '\(groupName) --help')"
    }

    /// The names a subcommand is called by: its own and its aliases.
    private static func names(of subcommand: any ParsableCommand.Type) -> [String] {
        [subcommand._commandName] + subcommand.configuration.aliases
    }

    /// `` `tipfmt a` ``, or `` `tipfmt a` or `tipfmt b` ``.
    package static func phrase(_ commands: [String]) -> String {
        commands.map { "`tipfmt \($0)`" }.joined(separator: " or ")
    }
}
