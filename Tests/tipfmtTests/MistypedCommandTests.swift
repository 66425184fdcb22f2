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

    /// The names a typo is compared with are written out in BillRequestKit (which the commands'
    /// module depends on, so it cannot read `tipfmt`'s own list): they are every subcommand, and
    /// `help`.
    @Test func theSuggestionsKnowEveryCommand() {
        let names = TipFmt.configuration.subcommands.compactMap { $0.configuration.commandName }
        #expect(CommandSuggestion.commands == names + ["help"])
    }
}
