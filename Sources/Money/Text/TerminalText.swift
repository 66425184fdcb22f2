/// Text from outside (a person's name, an item, a note, a title, a file name, a table cell) made
/// safe to show on a terminal: every character that could steer the terminal or reorder what a
/// reader sees is shown by name instead of being sent.
///
/// `package`: the one neutraliser every human-readable output of the tool uses (receipts, tables,
/// the live screen, `check`'s messages, the history), not public API. JSON, CSV and HTML keep
/// their own escaping; this is for text meant for a person.
///
/// - C0 controls and DEL by their names: `<ESC>`, `<BEL>`, `<CR>`, `<LF>`, `<NUL>`, `<DEL>`; a tab
///   becomes a space, so it can neither move the cursor nor break a table's columns.
/// - C1 controls (U+0080–U+009F, which include the 8-bit CSI and OSC) by code point: `<U+009B>`.
/// - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) by code point:
///   `<U+202E>`. They would reorder the columns around them, or make `evil.txt` read as
///   `txt.live`; the marks U+200E and U+200F change no order beyond their own run and stay.
/// - Line and paragraph separators (U+2028, U+2029) by code point: one field stays one line.
///
///     TerminalText.neutralised("Ann\u{1B}]0;pwned\u{07}")   // "Ann<ESC>]0;pwned<BEL>"
///     TerminalText.neutralised("\u{202E}txt.exe")            // "<U+202E>txt.exe"
package enum TerminalText {
    /// `text` with every steering character shown by name.
    package static func neutralised(_ text: some StringProtocol) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let name = name(scalar) {
                out += name
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `text` holds nothing ``neutralised(_:)`` would change.
    package static func isNeutral(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy { name($0) == nil }
    }

    /// A line the tool built itself, made safe as a whole.
    ///
    /// The line may carry its own colour (SGR: `ESC [ … m`) and its own isolates around numbers
    /// in right-to-left text: its SGR sequences pass, and every other control character (C0,
    /// DEL, C1) is shown by name as ``neutralised(_:)`` shows it. The last guard before a terminal; text from outside is
    /// neutralised whole (bidi controls too) where it enters a layout, so its width is counted
    /// as shown.
    package static func neutralisedKeepingStyle(_ line: String) -> String {
        guard !line.unicodeScalars.contains(where: isControl) else {
            return rebuiltKeepingStyle(line)
        }
        return line
    }

    private static func rebuiltKeepingStyle(_ line: String) -> String {
        let scalars = Array(line.unicodeScalars)
        var out = ""
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", let end = styleSequenceEnd(scalars, from: index) {
                out.unicodeScalars.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if isControl(scalar), let name = name(scalar) {
                out += name
            } else {
                out.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return out
    }

    /// The index of the `m` that ends an SGR sequence (`ESC [`, digits and `;`, `m`) starting at
    /// `start`, or `nil` when none does.
    private static func styleSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        // Our styles are short (`ESC[1m`, `ESC[2;3m`, `ESC[0m`); a longer run is not ours.
        while index < scalars.count, index - start <= 12 {
            let scalar = scalars[index]
            if scalar == "m" { return index }
            guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
            index += 1
        }
        return nil
    }

    /// Whether `scalar` is a C0 control, DEL or a C1 control (general category Cc).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The name a steering scalar is shown by, or `nil` for one that is shown as it is.
    package static func name(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x09: return " "
        case 0x00..<0x20: return "<\(c0Names[Int(scalar.value)])>"
        case 0x7F: return "<DEL>"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
            return "<U+\(InvisibleCharacters.hex(scalar.value))>"
        default: return nil
        }
    }

    private static let c0Names = [
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI",
        "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US",
    ]
}
