import TipCalc
/// Measures text the way a terminal lays it out: in columns, not characters or bytes.
///
/// `package`: the text receipt and `tipfmt`'s tables use it; it is not public API.
///
/// Widths are summed per scalar, as terminals do (glibc's and Markus Kuhn's `wcwidth`): a scalar
/// takes two columns when Unicode's East Asian Width property is Wide or Fullwidth (CJK
/// ideographs, kana, Hangul syllables, fullwidth forms, emoji shown as emoji), none when it is a
/// nonspacing mark (Mn), an enclosing mark (Me) or a format character (U+200F RIGHT-TO-LEFT MARK,
/// U+2068 FIRST STRONG ISOLATE, U+00AD SOFT HYPHEN…), and one otherwise, spacing marks (Mc)
/// included. So a Devanagari conjunct, one grapheme cluster, can take three columns:
/// `क्ति` is क 1 + ् (virama, Mn) 0 + त 1 + ि (vowel sign I, Mc) 1 = 3, and `व्यक्ति` is 5.
/// The one exception is an emoji sequence (with U+FE0F, a zero-width joiner or a skin tone),
/// which terminals draw as one emoji: two columns, so 👩‍👩‍👧 is two, not six.
///
///     DisplayWidth.of("Total")        // 5
///     DisplayWidth.of("合計")          // 4
///     DisplayWidth.of("\u{200F}12.50") // 5
///     DisplayWidth.of("व्यक्ति")         // 5
///
/// The table of wide ranges comes from Unicode 14's EastAsianWidth.txt (W and F, gaps of
/// unassigned code points bridged), which is what current terminals (VTE, kitty, Windows
/// Terminal) use; ambiguous-width characters count as narrow, as they do outside East Asian
/// legacy code pages.
package enum DisplayWidth {
    /// The number of terminal columns `text` takes.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    package static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The number of terminal columns one grapheme cluster takes: the sum of its scalars'
    /// widths (`ति` is 2, `क्ति` is 3), or 2 for an emoji sequence.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1, first.properties.isEmoji,
            scalars.contains(where: {
                $0.value == 0xFE0F || $0.value == 0x200D || (0x1F3FB...0x1F3FF).contains($0.value)
            })
        {
            return 2
        }
        var width = 0
        for scalar in scalars { width += of(scalar) }
        return width
    }

    /// The number of columns one scalar takes on its own.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return value == 0xAD ? 0 : 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }  // Hangul medial/final jamo, ZWSP
        return isWide(value) ? 2 : 1
    }

    /// The longest prefix of `text` that fits in `columns`, cut between grapheme clusters (never
    /// inside a conjunct or between a letter and its marks).
    package static func prefix(of text: some StringProtocol, fitting columns: Int) -> Substring {
        let text = Substring(text)
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let width = of(text[index])
            if used + width > columns { break }
            used += width
            end = text.index(after: index)
        }
        return text[..<end]
    }

    /// Pads `text` with spaces after it (or before it, when `leading`) up to `columns`.
    package static func padded(_ text: String, to columns: Int, leading: Bool = false) -> String {
        let missing = columns - of(text)
        guard missing > 0 else { return text }
        let padding = String(repeating: " ", count: missing)
        return leading ? padding + text : text + padding
    }

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Width W and F ranges (Unicode 14), sorted, unassigned gaps bridged.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x303E,
        0x3041...0x3247, 0x3250...0x4DBF, 0x4E00...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAD9,
        0xFE10...0xFE19, 0xFE30...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x1B2FB, 0x1F004...0x1F004,
        0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F320, 0x1F32D...0x1F335,
        0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0,
        0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D,
        0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4,
        0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6DF,
        0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945,
        0x1F947...0x1F9FF, 0x1FA70...0x1FAF6, 0x20000...0x3FFFD,
    ]
}
