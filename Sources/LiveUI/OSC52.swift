#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The OSC 52 escape sequence, which asks a terminal to put text on the system clipboard.
///
/// xterm, kitty, WezTerm, iTerm2, Windows Terminal, foot and tmux (with `set-clipboard on`)
/// honour it; terminals that do not simply ignore it, and there is no reliable way to ask which
/// kind this is, so `tipfmt live` says it sent the text rather than that it arrived.
///
///     OSC52.copySequence("Hi")
///     // "\u{1B}]52;c;SGk=\u{07}"
package enum OSC52 {
    /// The sequence that sets the clipboard (`c`) to `text`, base64-encoded, ended by BEL.
    package static func copySequence(_ text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }
}
