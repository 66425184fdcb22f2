import Foundation
import Testing

/// A reader that goes away.
@Suite struct ClosedOutputTests {
    let cli = Tipfmt()

    @Test func closedStdoutEndsQuietlyWithExit74() throws {
        let input = Data((1...100_000).map { "\($0)\n" }.joined().utf8)
        let result = try cli.runClosingStdoutAfterOneLine(["format", "-c", "USD", "-l", "en_US"], stdin: input)
        #expect(result.firstLine == "$1.00", "\(result)")
        #expect(result.exitedNormally, "not killed by SIGPIPE: \(result)")
        #expect(result.status == 74, "\(result)")
        #expect(result.status < 128)
        #expect(result.stderr == "", "a gone reader is not an error worth a message: \(result)")
    }
}
