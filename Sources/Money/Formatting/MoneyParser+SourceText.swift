extension MoneyParser {
    /// The text being read, as Unicode scalars without the white space and bidi marks around
    /// it, and what error messages need from it.
    struct SourceText {
        /// The most scalars an amount may have; longer text is an error, not a slow read.
        static let maximumLength = 200

        /// The scalars between the first and the last that are neither white space nor marks.
        let scalars: [Unicode.Scalar]

        init(_ text: String) {
            var scalars = Array(text.unicodeScalars)
            while let last = scalars.last, Self.isBlank(last) { scalars.removeLast() }
            var first = 0
            while first < scalars.count, Self.isBlank(scalars[first]) { first += 1 }
            if first > 0 { scalars.removeFirst(first) }
            self.scalars = scalars
        }

        /// The trimmed text, as error payloads quote it.
        var string: String { string(0..<scalars.count) }

        /// Part of the text.
        func string(_ range: Range<Int>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return String(view)
        }

        /// The character position (from 1) of the scalar at `index`, always inside the text.
        func position(_ index: Int) -> Int {
            let characters = string.count
            let before = string(0..<min(max(index, 0), scalars.count)).count
            return min(before + 1, max(characters, 1))
        }

        /// The error for a text that went wrong at `index`.
        func failure(at index: Int, _ reason: String) -> MoneyError {
            .unparsable(string, position: position(index), reason: reason)
        }

        /// The currency-lookup key of part of the text (see ``CurrencyNames/key(_:)``).
        func key(of range: Range<Int>) -> String { CurrencyNames.key(scalars[range]) }

        /// A scalar as a message shows it: `'.'`, or `<NBSP>` for one a terminal does not show.
        static func quoted(_ scalar: Unicode.Scalar) -> String {
            let shown = InvisibleCharacters.visible(scalar)
            return shown.hasPrefix("<") ? shown : "'\(shown)'"
        }

        // MARK: - Kinds of scalars

        /// White space, or a format character such as a bidi mark (U+200E, U+200F, U+061C).
        static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.value < 0x80 { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
            guard mayBeBlank(scalar) else { return false }
            return scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
        }

        /// A format character: bidi marks, zero-width spaces and joiners, which carry no value.
        static func isMark(_ scalar: Unicode.Scalar) -> Bool {
            mayBeBlank(scalar) && scalar.properties.generalCategory == .format
        }

        /// Whether a scalar lies where Unicode has white space or format characters (Zs, Cf and
        /// the other white space of Unicode 15), so the common letters, digits and currency
        /// symbols skip the property lookups.
        private static func mayBeBlank(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x80...0xAD, 0x600...0x61C, 0x6DD, 0x70F, 0x890...0x8E2, 0x1680, 0x180E, 0x2000...0x206F, 0x3000,
                0xFEFF, 0xFFF9...0xFFFB, 0x10000...:
                true
            default: false
            }
        }

        /// The zeros of the digits locales use most besides ASCII, checked before Unicode's tables:
        /// Arabic-Indic, Persian, Devanagari, Bengali, Myanmar and fullwidth.
        private static let commonZeros: [UInt32] = [0x660, 0x6F0, 0x966, 0x9E6, 0x1040, 0xFF10]

        /// The value of a decimal digit of any script, and the code point of that script's zero.
        static func digit(_ scalar: Unicode.Scalar) -> (value: Int, zero: UInt32)? {
            if scalar.value &- 0x30 < 10 { return (Int(scalar.value &- 0x30), 0x30) }
            // No decimal digits between ASCII and the Arabic-Indic ones (U+0660), nor among the
            // general punctuation and currency symbols (U+2000-U+2BFF).
            guard scalar.value >= 0x660, !(0x2000...0x2BFF).contains(scalar.value) else { return nil }
            for zero in commonZeros where scalar.value &- zero < 10 { return (Int(scalar.value &- zero), zero) }
            guard scalar.properties.numericType == .decimal,
                let value = scalar.properties.numericValue, (0...9).contains(value)
            else { return nil }
            let digit = Int(value)
            return (digit, scalar.value - UInt32(digit))
        }
    }
}
