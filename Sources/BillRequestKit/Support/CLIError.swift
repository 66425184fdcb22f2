/// A failure `tipfmt` reports as one line on stderr, with a documented exit code.
///
/// Exit codes (documented in docs/Commands.md):
/// - 1: a value was rejected (unknown currency or locale, malformed amount, tip out of range…);
/// - 64: the command line itself is wrong (argument-parser's `EX_USAGE`);
/// - 65: input data is malformed (a bad line in a stdin batch, a rates file that is not ECB XML);
/// - 66: an input file cannot be read;
/// - 73: a file cannot be written (config, state);
/// - 74: writing to stdout failed;
/// - 78: the configuration file is malformed.
package enum CLIError: Error, Equatable {
    /// A value the tool understood but cannot accept.
    case rejected(String)
    /// The command line is wrong in shape.
    case usage(String)
    /// Input data (stdin lines, a rates file's contents) is malformed.
    case badData(String)
    /// An input file cannot be opened or read.
    case unreadable(String)
    /// A file cannot be written.
    case cannotWrite(String)
    /// Writing output failed.
    case output(String)
    /// The configuration file is malformed.
    case config(String)
    /// The failure was already reported (batch mode); exit with this code quietly.
    case alreadyReported(Int32)

    /// The process exit code for this failure.
    package var exitCode: Int32 {
        switch self {
        case .rejected: 1
        case .usage: 64
        case .badData: 65
        case .unreadable: 66
        case .cannotWrite: 73
        case .output: 74
        case .config: 78
        case .alreadyReported(let code): code
        }
    }

    /// The one-line message, without the `tipfmt: error: ` prefix.
    package var message: String {
        switch self {
        case .rejected(let text), .usage(let text), .badData(let text), .unreadable(let text),
            .cannotWrite(let text), .output(let text), .config(let text):
            text
        case .alreadyReported: ""
        }
    }
}
