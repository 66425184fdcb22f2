import ArgumentParser

extension TipFmt {
    /// `tipfmt trip …`: runs `tipfmt-history trip …`, since trips live in the history database
    /// (SQLite, GRDB and Foundation, which no other command loads).
    struct Trip: HistoryPassthrough {
        static let configuration = CommandConfiguration(
            commandName: "trip",
            abstract:
                "Share a trip's bills, in any currencies, and settle up in the fewest transfers (`tipfmt trip --help`).",
            discussion: """
                Subcommands: create NAME --people A,B,C [--home EUR], join NAME PERSON, add NAME BILL --paid-by A, list, \
                show NAME, balances NAME, settle NAME [--record] [--pay-codes], pay NAME FROM TO AMOUNT, payee NAME PERSON, edit, remove, \
                export, import, delete.
                """)

        @Argument(
            parsing: .captureForPassthrough,
            help: ArgumentHelp("A trip subcommand and its options.", valueName: "subcommand"))
        var arguments: [String] = []

        static let leadingArguments = ["trip"]
    }
}
