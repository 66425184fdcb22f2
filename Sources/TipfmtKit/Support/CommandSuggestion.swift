import ArgumentParser

/// The command a mistyped word was probably meant to be: `tipfmt currencys` is not a bill of
/// "currencys" (calc is the default subcommand) but a typo of `currencies`.
enum CommandSuggestion {
    /// The command names a word is compared with.
    static var commands: [String] {
        TipFmt.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// The commands near `word`, nearest first.
    ///
    /// Only a word (letters and hyphens) gets suggestions: the commands within two edits of it
    /// (one for words of four letters or less). `currencys` → `currency`, `currencies`; `fromat` → `format`; `recipt` → `receipt`.
    static func nearest(to word: String) -> [String] {
        let lowered = word.lowercased()
        guard !lowered.isEmpty, lowered.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" })
        else { return [] }
        let limit = lowered.count <= 4 ? 1 : 2
        return commands.map { (command: $0, distance: distance(lowered, $0)) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.command) < ($1.distance, $1.command) }
            .map(\.command)
    }

    /// `` `tipfmt a` ``, or `` `tipfmt a` or `tipfmt b` ``.
    static func phrase(_ commands: [String]) -> String {
        commands.map { "`tipfmt \($0)`" }.joined(separator: " or ")
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbours each count one (`fromat` is one swap from `format`).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
