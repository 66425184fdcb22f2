import Synchronization

extension MoneyParser {
    /// How one locale writes amounts, as the parser needs it: which separators it reads as
    /// decimal and grouping separators, its signs, grouping sizes and currency.
    ///
    /// Separators are compared by class: any of U+0020, U+00A0, U+202F, U+2009 and U+2007 is a
    /// space, and `'` is the same as `’` (U+2019), so `1 234,50` typed with a plain space or
    /// `1'234.50` typed with an ASCII apostrophe read as the locale writes them.
    final class Rules: Sendable {
        /// The canonical ICU id.
        let identifier: String
        /// The separator classes the locale reads as decimal separators: the currency one and,
        /// where it differs and is not the currency grouping separator, the plain number one.
        let decimals: [Unicode.Scalar]
        /// The separator classes the locale reads as grouping separators, likewise.
        let groupings: [Unicode.Scalar]
        /// Locale separators outside the classes every locale knows (`$` in pt_CV).
        private let ownSeparators: [Unicode.Scalar]
        private let minusSigns: [Unicode.Scalar]
        private let plusSigns: [Unicode.Scalar]
        /// Digits per group next to the decimal separator (3 where the locale does not group).
        let primaryGroup: Int
        /// Sizes the groups further left may have: the locale's own secondary size first (2 in
        /// hi_IN), then the primary size, which typed text may use (`1,234,567` in en_IN).
        let secondaryGroups: [Int]
        /// The ISO code of the locale's currency, if its region has one.
        let defaultCurrency: String?
        /// `1.234.567,89` with the locale's currency separators, for messages.
        let example: String
        /// The names of the currencies the parser was told to expect, by ISO code (see
        /// ``CurrencyNames/names(of:locale:)``).
        private let expectedNames = Mutex<[String: [String: Bool]]>([:])

        init(_ locale: LocaleIdentifier) throws(MoneyError) {
            let symbols = try ICUNumberSymbols(locale: locale.identifier)
            identifier = locale.identifier
            let monetaryDecimal = Self.firstScalar(symbols.monetaryDecimal)
            let monetaryGrouping = Self.firstScalar(symbols.monetaryGrouping)
            let plainDecimal = Self.firstScalar(symbols.decimal)
            let plainGrouping = Self.firstScalar(symbols.grouping)
            var own: [Unicode.Scalar] = []
            for scalar in [monetaryDecimal, monetaryGrouping, plainDecimal, plainGrouping].compactMap({ $0 })
            where Self.universalClass(scalar) == nil && !own.contains(scalar) {
                own.append(scalar)
            }
            ownSeparators = own
            let classOf = { (scalar: Unicode.Scalar?) -> Unicode.Scalar? in
                scalar.flatMap { Self.universalClass($0) ?? $0 }
            }
            var decimals = [classOf(monetaryDecimal)].compactMap { $0 }
            var groupings = [classOf(monetaryGrouping)].compactMap { $0 }
            // en_DE writes amounts with `.` as decimal separator and `,` grouping, but plain numbers
            // the other way round: only separators that do not clash are added.
            if let plain = classOf(plainDecimal), !groupings.contains(plain), !decimals.contains(plain) {
                decimals.append(plain)
            }
            if let plain = classOf(plainGrouping), !decimals.contains(plain), !groupings.contains(plain) {
                groupings.append(plain)
            }
            self.decimals = decimals
            self.groupings = groupings
            minusSigns =
                ["-", "\u{2212}", "\u{FE63}", "\u{FF0D}"]
                + symbols.minus.unicodeScalars.filter { !SourceText.isMark($0) }
            plusSigns = ["+", "\u{FE62}", "\u{FF0B}"] + symbols.plus.unicodeScalars.filter { !SourceText.isMark($0) }
            primaryGroup = symbols.primaryGroup > 0 ? symbols.primaryGroup : 3
            secondaryGroups = symbols.secondaryGroups + [primaryGroup]
            defaultCurrency = try? Currency.default(for: locale).code
            let decimal = monetaryDecimal.map(String.init) ?? "."
            let grouping = monetaryGrouping.map(String.init) ?? ","
            example =
                (secondaryGroups.first == 2 ? "12\(grouping)34\(grouping)567" : "1\(grouping)234\(grouping)567")
                + "\(decimal)89"
        }

        private static func firstScalar(_ symbol: String) -> Unicode.Scalar? {
            symbol.unicodeScalars.first { !SourceText.isMark($0) }
        }

        /// The class of a separator every locale knows: `.`, `,`, a space, an apostrophe, or
        /// the Arabic and Adlam separators; `nil` for anything else.
        static func universalClass(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
            switch scalar.value {
            case 0x2E, 0x2C, 0x066B, 0x066C, 0x2E41: scalar
            case 0x20, 0xA0, 0x2007, 0x2009, 0x202F: " "
            case 0x27, 0x2019: "\u{2019}"
            default: nil
            }
        }

        /// The class of a scalar that may stand between digits in this locale, or `nil`.
        func separatorClass(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
            Self.universalClass(scalar) ?? (ownSeparators.contains(scalar) ? scalar : nil)
        }

        /// Whether a separator class may be a decimal separator in some reading: `.`, `,`, the
        /// Arabic decimal separator, or one of the locale's.
        func canBeDecimal(_ separator: Unicode.Scalar) -> Bool {
            separator == "." || separator == "," || separator == "\u{066B}" || decimals.contains(separator)
        }

        /// Whether a separator class may group digits in some reading.
        func canBeGrouping(_ separator: Unicode.Scalar) -> Bool {
            switch separator.value {
            case 0x2E, 0x2C, 0x20, 0x2019, 0x066C, 0x2E41: true
            default: groupings.contains(separator)
            }
        }

        /// The sign a scalar stands for, if it is one.
        func sign(_ scalar: Unicode.Scalar) -> Sign? {
            if minusSigns.contains(scalar) { return .minus }
            if plusSigns.contains(scalar) { return .plus }
            return nil
        }

        /// The names of one currency in this locale (key → whether strong), kept for next time:
        /// the expected currency is checked without building the locale's whole table.
        func names(of code: String) -> [String: Bool] {
            if let hit = expectedNames.withLock({ $0[code] }) { return hit }
            let made = CurrencyNames.names(of: code, locale: identifier)
            expectedNames.withLock { names in
                if names.count >= 64 { names.removeAll(keepingCapacity: true) }
                names[code] = made
            }
            return made
        }

        // MARK: - Cache

        private static let cache = Mutex<[String: Rules]>([:])

        /// The rules of a locale, read from ICU once and shared.
        static func shared(_ locale: LocaleIdentifier) throws(MoneyError) -> Rules {
            if let hit = cache.withLock({ $0[locale.identifier] }) { return hit }
            let made = try Rules(locale)
            cache.withLock { cache in
                if cache.count >= 1024 { cache.removeAll(keepingCapacity: true) }
                cache[locale.identifier] = made
            }
            return made
        }
    }
}
