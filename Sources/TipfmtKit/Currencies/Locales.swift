import ArgumentParser
import Money
import BillRequestKit

extension TipFmt {
    /// `tipfmt locales`: the locales ICU has data for.
    struct Locales: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "locales",
            abstract: "List the locales ICU has data for.",
            discussion: """
                One ICU id per line. Aliases such as zh_TW are accepted by --locale though not listed.

                Examples:
                  tipfmt locales
                  tipfmt locales | grep '^de'
                """)

        func run() throws {
            for id in LocaleIdentifier.available { StandardStreams.printLine(id) }
        }
    }
}
