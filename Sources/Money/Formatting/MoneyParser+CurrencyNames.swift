import Synchronization

extension MoneyParser {
    /// The names every current currency goes by in one locale, from ICU's CLDR data, so the
    /// parser can tell which currency a text names.
    ///
    /// A name is *strong* when it names one currency in the locale as ICU writes it: its symbol,
    /// ISO code, display name and plural names (`$`, `USD`, `US Dollar`, `US dollars` in en_US).
    /// It is *weak* when it is a short form several currencies may share: the narrow symbol
    /// (`$` for CAD in en_US), the symbols of ICU's root locale (`US$`, `€`) and a few common
    /// alternates ICU does not list (`Fr.` for CHF, `Rs` for INR). Names are compared as
    /// ``key(_:)`` folds them: fullwidth forms as their ASCII or halfwidth twins (`￥` is `¥`),
    /// any run of spaces as one, no marks, lower case.
    final class CurrencyNames: Sendable {
        /// Key → ISO code → whether the key is a strong name of that currency.
        private let byKey: [String: [String: Bool]]

        private init(locale: String) {
            let naming = Self.naming(locale)
            var byKey: [String: [String: Bool]] = [:]
            for code in ICUCurrencyData.currentCodes {
                for (key, strong) in Self.computeNames(of: code, locale: locale, naming: naming) {
                    byKey[key, default: [:]][code] = (byKey[key]?[code] ?? false) || strong
                }
            }
            self.byKey = byKey
        }

        /// The currencies a key names, each with whether the key is one of its strong names.
        ///
        /// Any ISO code ICU knows is a strong name, current or not (`dem` names DEM).
        func matches(_ key: String) -> [String: Bool] {
            var found = byKey[key] ?? [:]
            if key.utf8.count == 3, key.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }),
                let currency = try? Currency(code: key)
            {
                found[currency.code] = true
            }
            return found
        }

        /// Alternates people write that ICU's data does not list, by ISO code (as keys).
        private static let alternates: [String: [String]] = [
            "CHF": ["fr.", "sfr."],
            "INR": ["rs", "rs."],
        ]

        /// What a locale's long names need besides the names: its plural keywords, and the words
        /// its unit patterns put between number and name (`de` in ro).
        private struct Naming: Sendable {
            var keywords: [String]
            var words: [(words: String, nameFollows: Bool)]
        }

        /// The names of one currency in a locale, as keys, each with whether it is strong.
        private static func computeNames(of code: String, locale: String, naming: Naming) -> [String: Bool] {
            var names: [String: Bool] = [:]
            func add(_ name: String?, strong: Bool) {
                guard let name else { return }
                for scalar in name.unicodeScalars where SourceText.digit(scalar) != nil { return }
                let key = key(name.unicodeScalars)
                guard !key.isEmpty else { return }
                names[key] = (names[key] ?? false) || strong
            }
            add(code, strong: true)
            add(try? ICUCurrencyData.name(code, locale: locale, style: .symbol), strong: true)
            add(try? ICUCurrencyData.name(code, locale: locale, style: .name), strong: true)
            for keyword in naming.keywords {
                guard let plural = try? ICUCurrencyData.pluralName(code, locale: locale, category: keyword) else {
                    continue
                }
                add(plural, strong: true)
                for pattern in naming.words {
                    add(pattern.nameFollows ? "\(pattern.words) \(plural)" : "\(plural) \(pattern.words)", strong: true)
                }
            }
            add(try? ICUCurrencyData.name(code, locale: locale, style: .narrowSymbol), strong: false)
            for alternate in rootNames(of: code) + (alternates[code] ?? []) { add(alternate, strong: false) }
            return names
        }

        private static let roots = Mutex<[String: [String]]>([:])

        /// The symbol and narrow symbol of ICU's root locale (`US$`, `$`), which people write everywhere.
        private static func rootNames(of code: String) -> [String] {
            if let hit = roots.withLock({ $0[code] }) { return hit }
            let names = [Currency.NameStyle.symbol, .narrowSymbol].compactMap {
                try? ICUCurrencyData.name(code, locale: "root", style: $0)
            }
            roots.withLock { $0[code] = names }
            return names
        }

        private static let namings = Mutex<[String: Naming]>([:])

        private static func naming(_ locale: String) -> Naming {
            if let hit = namings.withLock({ $0[locale] }) { return hit }
            let keywords = ICUCurrencyNaming.pluralKeywords(locale: locale)
            let naming = Naming(
                keywords: keywords, words: ICUCurrencyNaming.unitPatternWords(locale: locale, keywords: keywords))
            namings.withLock { namings in
                if namings.count >= 1024 { namings.removeAll(keepingCapacity: true) }
                namings[locale] = naming
            }
            return naming
        }

        /// A name as the parser compares it: marks dropped, fullwidth forms folded, each run of
        /// white space one space, lower case.
        static func key(_ scalars: some Sequence<Unicode.Scalar>) -> String {
            var view = String.UnicodeScalarView()
            var space = false
            for scalar in scalars {
                if SourceText.isBlank(scalar) {
                    if !SourceText.isMark(scalar) { space = !view.isEmpty }
                    continue
                }
                if space {
                    view.append(" ")
                    space = false
                }
                let folded = scalar.fullwidthFolded
                if folded.value < 0x80 {
                    view.append(
                        (0x41...0x5A).contains(folded.value) ? Unicode.Scalar(folded.value + 0x20) ?? folded : folded)
                } else if folded.properties.changesWhenLowercased {
                    view.append(contentsOf: folded.properties.lowercaseMapping.unicodeScalars)
                } else {
                    view.append(folded)
                }
            }
            return String(view)
        }

        // MARK: - Caches

        private static let tables = Mutex<[String: CurrencyNames]>([:])

        /// The table of a locale, built from ICU once and shared.
        static func shared(_ locale: String) -> CurrencyNames {
            if let hit = tables.withLock({ $0[locale] }) { return hit }
            let made = CurrencyNames(locale: locale)
            tables.withLock { tables in
                if tables.count >= 64 { tables.removeAll(keepingCapacity: true) }
                tables[locale] = made
            }
            return made
        }

        /// The names of one currency in a locale (key → whether strong), computed afresh.
        static func names(of code: String, locale: String) -> [String: Bool] {
            computeNames(of: code, locale: locale, naming: naming(locale))
        }
    }
}
