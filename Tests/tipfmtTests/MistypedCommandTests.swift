import Foundation
import Testing

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
}
