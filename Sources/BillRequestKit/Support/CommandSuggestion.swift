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

    /// The message for `word` given where a subcommand of `group` was expected, or `nil` when
    /// `word` is one of its subcommands, an option, or missing.
    ///
    /// `'new' is not a command of tipfmt trip; did you mean `tipfmt trip create`?`; a word near
    /// none of them (a trip's name, say) gets the list of commands instead.
    package static func unknownSubcommand(_ word: String?, of group: any ParsableCommand.Type) -> String? {
        let configuration = group.configuration
        guard let word, !word.hasPrefix("-"), configuration.defaultSubcommand != nil else { return nil }
        let names = configuration.subcommands.flatMap { subcommand in
            [subcommand._commandName] + subcommand.configuration.aliases
        }
        guard !names.contains(word) else { return nil }
        let groupName = configuration.commandName ?? "tipfmt"
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

    /// `` `tipfmt a` ``, or `` `tipfmt a` or `tipfmt b` ``.
    package static func phrase(_ commands: [String]) -> String {
        commands.map { "`tipfmt \($0)`" }.joined(separator: " or ")
    }
}
