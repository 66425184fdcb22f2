import Foundation
import Testing

/// POSIX script modifiers.
@Suite struct ScriptModifierTests {
    let cli = Tipfmt()

    @Test func latinModifierSelectsTheLatinScript() throws {
        let latin = try cli.run(
            ["format", "1234.5", "-c", "EUR", "--style", "name"], environment: ["LC_ALL": "sr_RS@latin"])
        #expect(latin.stdout == "1.234,50 evra\n", "\(latin)")
        let cyrillic = try cli.run(
            ["format", "1234.5", "-c", "EUR", "--style", "name"], environment: ["LC_ALL": "sr_RS.UTF-8"])
        #expect(cyrillic.stdout == "1.234,50 евра\n", "\(cyrillic)")
    }
}
