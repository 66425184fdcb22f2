/// Turns the bytes a terminal sends into ``LiveKey`` values.
///
/// It understands UTF-8 text, the control keys live mode uses, and the escape sequences xterm,
/// VTE, tmux, rxvt and the Linux console send for the arrows (plain, with Shift/Ctrl/Alt, and
/// in application mode), F1–F12 and Delete:
///
///     var decoder = LiveKeyDecoder()
///     decoder.feed(Array("8\u{1B}[C\u{1B}[1;2D".utf8))
///     // [.character("8"), .right, .shiftLeft]
///
/// A lone `ESC` is ambiguous until the next bytes arrive: ``feed(_:)`` keeps an unfinished
/// sequence, and the caller calls ``flush()`` when no more bytes came within a short wait, which
/// turns a kept `ESC` into ``LiveKey/escape``.
package struct LiveKeyDecoder: Sendable {
    package init() {}

    /// Bytes of a sequence not complete yet.
    package private(set) var pending: [UInt8] = []

    /// The longest escape sequence kept; a longer one is dropped as ``LiveKey/unknown``.
    private static let maximumSequence = 32

    /// Whether bytes are waiting for the rest of a sequence.
    package var hasPending: Bool { !pending.isEmpty }

    /// Decodes `bytes` (after any kept from the last call) into keys.
    package mutating func feed(_ bytes: [UInt8]) -> [LiveKey] {
        pending.append(contentsOf: bytes)
        var keys: [LiveKey] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.decode(pending[index...]) else { break }
            keys.append(key)
            index += length
        }
        pending.removeFirst(index)
        if pending.count > Self.maximumSequence {
            pending.removeAll()
            keys.append(.unknown)
        }
        return keys
    }

    /// What the kept bytes mean when nothing follows them: a lone `ESC` is ``LiveKey/escape``;
    /// anything else (`ESC [` or `ESC O` cut short, part of a UTF-8 character) is unknown.
    package mutating func flush() -> [LiveKey] {
        defer { pending.removeAll() }
        guard let first = pending.first else { return [] }
        if first == 0x1B && pending.count == 1 { return [.escape] }
        if first == 0x1B { return [.unknown] }
        // An incomplete UTF-8 sequence.
        return [.unknown]
    }

    /// The key at the start of `bytes` and how many bytes it took, or `nil` when more are needed.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> (LiveKey, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return decodeEscape(bytes)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x03: return (.interrupt, 1)
        case 0x04: return (.endOfInput, 1)
        case 0x0C: return (.redraw, 1)
        case 0x15: return (.clear, 1)
        case 0x1A: return (.suspend, 1)
        case 0x00..<0x20: return (.unknown, 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return decodeUTF8(bytes)
        }
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> (LiveKey, Int)? {
        guard let first = bytes.first else { return nil }
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.unknown, 1)
        }
        guard bytes.count >= length else {
            // A continuation byte that is not one means the sequence is broken, not unfinished.
            if bytes.dropFirst().contains(where: { $0 & 0xC0 != 0x80 }) { return (.unknown, 1) }
            return nil
        }
        let sequence = bytes.prefix(length)
        guard let text = String(validating: sequence, as: UTF8.self), let character = text.first else {
            return (.unknown, 1)
        }
        return (.character(character), length)
    }

    private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (LiveKey, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let second = bytes[start + 1]
        switch second {
        case UInt8(ascii: "["):
            return decodeCSI(bytes)
        case UInt8(ascii: "O"):
            // SS3: application-mode arrows and F1–F4 (xterm, tmux).
            guard bytes.count >= 3 else { return nil }
            let key: LiveKey
            switch bytes[start + 2] {
            case UInt8(ascii: "A"): key = .up
            case UInt8(ascii: "B"): key = .down
            case UInt8(ascii: "C"): key = .right
            case UInt8(ascii: "D"): key = .left
            case UInt8(ascii: "P"): key = .function(1)
            case UInt8(ascii: "Q"): key = .function(2)
            case UInt8(ascii: "R"): key = .function(3)
            case UInt8(ascii: "S"): key = .function(4)
            case UInt8(ascii: "M"): key = .enter
            default: key = .unknown
            }
            return (key, 3)
        default:
            // ESC and anything but `[` or `O` is Escape and then that key (live mode has no Alt
            // keys): Esc then q typed quickly, or sent together by tmux, still cancels and quits.
            return (.escape, 1)
        }
    }

    /// `ESC [ params final`: arrows (`ESC[C`, `ESC[1;2C`), rxvt's shifted arrows (`ESC[c`),
    /// `ESC[n~` keys (F5–F12, Delete, rxvt's F1–F4) and the Linux console's `ESC[[A`–`ESC[[E`.
    private static func decodeCSI(_ bytes: ArraySlice<UInt8>) -> (LiveKey, Int)? {
        let start = bytes.startIndex
        var index = start + 2
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") {
            guard index + 1 < bytes.endIndex else { return nil }
            let code = Int(bytes[index + 1]) - Int(UInt8(ascii: "A"))
            return ((0...4).contains(code) ? .function(code + 1) : .unknown, 4)
        }
        var parameters: [Int] = []
        var current: Int? = nil
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = min((current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 9999)
            case UInt8(ascii: ";"):
                parameters.append(current ?? 1)
                current = nil
            case 0x40...0x7E:
                if let current { parameters.append(current) }
                return (csiKey(final: byte, parameters: parameters), index - start + 1)
            case 0x20...0x3F:
                break  // other parameter and intermediate bytes: kept out of the meaning
            default:
                return (.unknown, index - start)
            }
            index += 1
        }
        return nil
    }

    private static func csiKey(final: UInt8, parameters: [Int]) -> LiveKey {
        // The second parameter is 1 + modifier bits (Shift 1, Alt 2, Ctrl 4).
        let modified = parameters.count >= 2 && parameters[1] > 1
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return modified ? .shiftRight : .right
        case UInt8(ascii: "D"): return modified ? .shiftLeft : .left
        case UInt8(ascii: "a"): return .up  // rxvt Shift-Up
        case UInt8(ascii: "b"): return .down
        case UInt8(ascii: "c"): return .shiftRight  // rxvt Shift-Right
        case UInt8(ascii: "d"): return .shiftLeft
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        case UInt8(ascii: "~"):
            switch parameters.first ?? 0 {
            case 3: return .clear
            case 11...15: return .function((parameters.first ?? 0) - 10)
            case 17...21: return .function((parameters.first ?? 0) - 11)
            case 23, 24: return .function((parameters.first ?? 0) - 12)
            default: return .unknown
            }
        default: return .unknown
        }
    }
}
