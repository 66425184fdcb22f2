import Foundation
import Testing

/// Completions.
@Suite struct CompletionTests {
    let cli = Tipfmt()

    @Test func completionsOfferCurrenciesLocalesAndFiles() throws {
        let currencies = try cli.run(
            "---completion", "calc", "--", "--currency", "3", "2", "tipfmt", "calc", "-c", "CH")
        #expect(currencies.lines == ["CHE", "CHF", "CHW"], "\(currencies)")
        let home = try cli.run("---completion", "calc", "--", "--home", "3", "2", "tipfmt", "calc", "--home", "eu")
        #expect(home.lines == ["EUR"], "\(home)")
        let locales = try cli.run(
            "---completion", "format", "--", "--locale", "3", "4", "tipfmt", "format", "-l", "de_C")
        #expect(locales.lines == ["de_CH"], "\(locales)")
        let bash = try cli.run("--generate-completion-script", "bash").stdout
        #expect(bash.contains("-fX '!*.@(xml)'"), "--rates and --junit complete XML files")
        #expect(bash.contains("-fX '!*.@(tsv|tab|csv|json)'"), "check completes tables")
    }
}
