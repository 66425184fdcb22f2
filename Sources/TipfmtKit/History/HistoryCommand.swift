import ArgumentParser

extension TipFmt {
    /// `tipfmt history …`: runs `tipfmt-history`, the program that holds the history (and links
    /// SQLite, GRDB and Foundation, which no other command loads).
    struct History: HistoryPassthrough {
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

        static let leadingArguments: [String] = []
    }
}
