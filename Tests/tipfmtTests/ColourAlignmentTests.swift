import Foundation
import Testing

/// Colour does not break alignment.
@Suite struct ColourAlignmentTests {
    let cli = Tipfmt()

    static let plainPresetTable = [
        "          Tip    Total              Per person",
        "  10%   $8.45   $92.95  1 × $46.48, 1 × $46.47",
        "  15%  $12.68   $97.18              2 × $48.59",
        "  18%  $15.21   $99.71  1 × $49.86, 1 × $49.85",
        "* 20%  $16.90  $101.40              2 × $50.70",
        "  25%  $21.13  $105.63  1 × $52.82, 1 × $52.81",
    ]

    static func strippingEscapes(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test func colouredTableAlignsLikeThePlainOne() throws {
        let plain = try cli.run(["84.50", "--split", "2"])
        #expect(Array(plain.lines.prefix(6)) == Self.plainPresetTable, "\(plain)")
        let coloured = try cli.run(["84.50", "--split", "2"], environment: ["NO_COLOR": nil, "CLICOLOR_FORCE": "1"])
        #expect(coloured.status == 0, "\(coloured)")
        let bold = { (text: String) in "\u{1B}[1m\(text)\u{1B}[0m" }
        let green = { (text: String) in "\u{1B}[32m\(text)\u{1B}[0m" }
        #expect(
            coloured.lines[0] == "          \(bold("Tip"))    \(bold("Total"))              \(bold("Per person"))",
            "\(coloured)")
        #expect(
            coloured.lines[4]
                == "\(green("* 20%"))  \(green("$16.90"))  \(green("$101.40"))              \(green("2 × $50.70"))",
            "\(coloured)")
        #expect(coloured.lines.map(Self.strippingEscapes) == plain.lines, "\(coloured)")
    }

    @Test func noColorBeatsCliColorForce() throws {
        let result = try cli.run(["84.50"], environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"])
        #expect(!result.stdout.contains("\u{1B}"), "\(result)")
        let zero = try cli.run(["84.50"], environment: ["NO_COLOR": nil, "CLICOLOR_FORCE": "0"])
        #expect(!zero.stdout.contains("\u{1B}"), "CLICOLOR_FORCE=0 does not force, and stdout is a file: \(zero)")
    }
}
