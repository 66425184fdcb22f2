/// One key press in `tipfmt live`, as ``LiveKeyDecoder`` reads it from the terminal.
///
/// Printable keys arrive as ``character(_:)``; what they do is up to ``LiveState/apply(_:)``.
package enum LiveKey: Hashable, Sendable {
    /// A printable character: a digit, a letter, `.`, `,`, `%`, `<`…
    case character(Character)
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// The Delete key, or Ctrl-U: clears what is being typed.
    case clear
    /// Return or Enter.
    case enter
    /// A lone Escape.
    case escape
    /// Ctrl-C (raw mode turns it into a byte, not a signal).
    case interrupt
    /// Ctrl-D, or the end of standard input.
    case endOfInput
    /// Ctrl-L: draw the whole screen again.
    case redraw
    /// Ctrl-Z: stop, as the shell's job control expects (the terminal is restored first).
    case suspend
    /// The arrow keys.
    case left, right, up, down
    /// The arrow keys with Shift (or Ctrl, or Alt): the bigger step.
    case shiftLeft, shiftRight
    /// F1 to F12.
    case function(Int)
    /// Anything else (an unknown escape sequence, another control key): ignored.
    case unknown
}
