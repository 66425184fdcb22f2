import ArgumentParser

extension TipFmt {
    /// `tipfmt history …`: runs `tipfmt-history`, the program that holds the history (and links
    /// SQLite, GRDB and Foundation, which no other command loads).
    struct History: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "history",
            abstract: "List, show, export and delete saved bills (`tipfmt history --help` for more).",
            discussion: """
                Subcommands: list (the default), show ID, export --format csv|json, delete ID, \
                clear --yes. Bills are saved with `tipfmt calc … --save --note TEXT` or \
                `tipfmt receipt … --save`.
                """)

        @Argument(
            parsing: .captureForPassthrough,
            help: ArgumentHelp("A history subcommand and its options.", valueName: "subcommand"))
        var arguments: [String] = []

        func run() throws {
            try HistoryProgram.exec(arguments)
        }
    }
}

extension TipFmt.History {
    /// The command argument-parser gives for `tipfmt history arguments…` (``FastCommandLine``).
    // Not inlined: Swift 6.3.1's CopyPropagation pass crashes ("leaked owned value") when a
    // property wrapper's `init()` is inlined into a caller that then replaces its value.
    @inline(never)
    static func passingThrough(_ arguments: [String]) -> Self {
        var history = Self()
        history.arguments = arguments
        return history
    }
}
