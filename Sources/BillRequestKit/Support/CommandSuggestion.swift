import ArgumentParser
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

    /// `` `tipfmt a` ``, or `` `tipfmt a` or `tipfmt b` ``.
    package static func phrase(_ commands: [String]) -> String {
        commands.map { "`tipfmt \($0)`" }.joined(separator: " or ")
    }
}
