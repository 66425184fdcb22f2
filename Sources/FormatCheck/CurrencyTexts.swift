import Money
import Synchronization

/// Which currency a currency text in a formatted amount names, from ICU's CLDR data: what tells
/// a symbol that drifted (`¥` → `￥`, `kr` → `NOK`) from another currency's (`$` for EUR).
///
/// A currency goes by its symbol, narrow symbol, ISO code, display name and plural names, in
/// every locale ICU has (`US$` in en_CA, `$US` in fr, `￥` and `円` in ja), and a few alternates
/// ICU does not list (`Fr.` for CHF). Texts are compared folded (``key(_:)``): without spaces,
/// dots, marks or letter case, fullwidth forms as their ASCII twins, so `$ CA` is `$CA` and
/// `kr.` is `kr`.
///
/// A text is looked up in the row's locale first, where each text names what the locale's own
/// output means by it: `$` is USD in en_US even though it is CAD's narrow symbol there, so `$` for
/// CAD in en_US is another currency. A name the locale does not use is then looked up among
/// every form of the row's currency, then among the forms of every currency in ICU's root and
/// English data and the ISO codes. A text none of these names is unknown (`¤`, a platform's own
/// spelling): drift of the symbol's text, not a wrong currency.
enum CurrencyTexts {
    /// What a currency text names, for a row in one currency.
    enum Owner: Hashable, Sendable {
        /// A form of the row's currency.
        case own
        /// A form of another currency (its ISO code), and not of the row's.
        case other(String)
        /// No currency ICU knows goes by it.
        case unknown
    }

    /// What `text` names, for a row in `currency` (an ISO code) and `locale` (an id, as written).
    ///
    /// - Complexity: The first lookup in a locale reads every currency's names in it from ICU
    ///   (a few thousand calls, some milliseconds); the first for a currency reads its names in
    ///   every locale. Both are kept for the process.
    static func owner(of text: String, currency: String, locale: String?) -> Owner {
        let code = currency.uppercased()
        let canonical = locale.flatMap { try? LocaleIdentifier($0).identifier }
        let whole = key(text.unicodeScalars)
        guard !whole.isEmpty else { return .unknown }
        if let found = lookUp(whole, code: code, locale: canonical) { return found }
        // A text of several words may hold a name among other words: `de euro` in ro.
        let words = text.split(whereSeparator: { $0.unicodeScalars.allSatisfy(DriftClassifier.isSpace) })
        if words.count > 1 {
            for length in stride(from: words.count - 1, through: 1, by: -1) {
                for start in 0...(words.count - length) {
                    let part = key(words[start..<(start + length)].joined(separator: " ").unicodeScalars)
                    guard part.unicodeScalars.count >= 2 else { continue }
                    if let found = lookUp(part, code: code, locale: canonical) { return found }
                }
            }
        }
        return .unknown
    }

    /// The owner of a folded text, or `nil` when no table names it.
    private static func lookUp(_ key: String, code: String, locale: String?) -> Owner? {
        if let locale, let names = LocaleNames.shared(locale).byKey[key] {
            // A name the locale writes for one currency means that currency, however weakly
            // another shares it; only a tie between two strong names leaves it to the row.
            if names[code] == true { return .own }
            if let strong = names.filter({ $0.value }).keys.min() { return .other(strong) }
            if names[code] != nil { return .own }
            if let weak = names.keys.min() { return .other(weak) }
        }
        if CurrencyForms.forms(of: code).contains(key) { return .own }
        if let others = GlobalNames.shared.byKey[key], let other = others.filter({ $0 != code }).min() {
            return .other(other)
        }
        return nil
    }

    /// A text as it is compared: no spaces, dots, marks or format characters, fullwidth forms
    /// as their ASCII or halfwidth twins (`￥` as `¥`), lower case.
    ///
    ///     CurrencyTexts.key("$\u{A0}CA".unicodeScalars)   // "$ca"
    static func key(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        for scalar in scalars {
            if scalar == "." || DriftClassifier.isSpace(scalar) || scalar == " " { continue }
            switch scalar.properties.generalCategory {
            case .format, .control, .nonspacingMark, .enclosingMark: continue
            default: break
            }
            let folded = scalar.fullwidthFolded
            if folded.properties.changesWhenLowercased {
                view.append(contentsOf: folded.properties.lowercaseMapping.unicodeScalars)
            } else {
                view.append(folded)
            }
        }
        return String(view)
    }

    /// Every currency ICU knows, by code, but the codes for no currency and for tests (XXX and
    /// XTS, whose symbol is the generic `¤`: a currency, not another one).
    fileprivate static let currencies: [Currency] = Currency.allCodes.filter { $0 != "XXX" && $0 != "XTS" }
        .compactMap { try? Currency(code: $0) }

    /// Alternates people write that ICU's data does not list, by ISO code.
    fileprivate static let alternates: [String: [String]] = [
        "CHF": ["Fr.", "SFr."],
        "INR": ["Rs", "Rs."],
    ]

    /// The names of `currency` in `locale`: symbol, display name, plural names and ISO code
    /// (strong), and narrow symbol (weak: several currencies share one).
    fileprivate static func names(of currency: Currency, in locale: LocaleIdentifier) -> [(String, strong: Bool)] {
        var names: [(String, strong: Bool)] = [(currency.code, true)]
        names.append((currency.name(.symbol, locale: locale), true))
        names.append((currency.name(.name, locale: locale), true))
        for category in Currency.PluralCategory.allCases {
            names.append((currency.pluralName(category, locale: locale), true))
        }
        names.append((currency.name(.narrowSymbol, locale: locale), false))
        return names
    }
}

/// The names every currency goes by in one locale, folded: key → ISO code → whether strong.
private final class LocaleNames: Sendable {
    let byKey: [String: [String: Bool]]

    private init(locale: String) {
        var byKey: [String: [String: Bool]] = [:]
        if let identifier = try? LocaleIdentifier(locale) {
            for currency in CurrencyTexts.currencies {
                for (name, strong) in CurrencyTexts.names(of: currency, in: identifier) {
                    let key = CurrencyTexts.key(name.unicodeScalars)
                    guard !key.isEmpty else { continue }
                    byKey[key, default: [:]][currency.code] = (byKey[key]?[currency.code] ?? false) || strong
                }
            }
        }
        self.byKey = byKey
    }

    private static let tables = Mutex<[String: LocaleNames]>([:])

    /// The table of a locale, built from ICU once and kept (up to 256 locales).
    static func shared(_ locale: String) -> LocaleNames {
        if let hit = tables.withLock({ $0[locale] }) { return hit }
        let made = LocaleNames(locale: locale)
        tables.withLock { tables in
            if tables.count >= 256 { tables.removeAll(keepingCapacity: true) }
            tables[locale] = made
        }
        return made
    }
}

/// Every form of one currency in every locale ICU has, and its alternates, folded.
private enum CurrencyForms {
    private static let cache = Mutex<[String: Set<String>]>([:])

    private static let locales: [LocaleIdentifier] = (["root"] + LocaleIdentifier.available).compactMap {
        try? LocaleIdentifier($0)
    }

    static func forms(of code: String) -> Set<String> {
        if let hit = cache.withLock({ $0[code] }) { return hit }
        var forms: Set<String> = [CurrencyTexts.key(code.unicodeScalars)]
        if let currency = try? Currency(code: code) {
            for locale in locales {
                for (name, _) in CurrencyTexts.names(of: currency, in: locale) {
                    forms.insert(CurrencyTexts.key(name.unicodeScalars))
                }
            }
        }
        for alternate in CurrencyTexts.alternates[code] ?? [] {
            forms.insert(CurrencyTexts.key(alternate.unicodeScalars))
        }
        forms.remove("")
        let made = forms
        cache.withLock { cache in
            if cache.count >= 1024 { cache.removeAll(keepingCapacity: true) }
            cache[code] = made
        }
        return made
    }
}

/// The names of every currency in ICU's root and English data, its ISO code and its alternates,
/// folded: key → the ISO codes that go by it.
private final class GlobalNames: Sendable {
    let byKey: [String: Set<String>]

    private init() {
        var byKey: [String: Set<String>] = [:]
        let locales = ["root", "en"].compactMap { try? LocaleIdentifier($0) }
        for currency in CurrencyTexts.currencies {
            var names = CurrencyTexts.alternates[currency.code] ?? []
            for locale in locales { names += CurrencyTexts.names(of: currency, in: locale).map(\.0) }
            for name in names {
                let key = CurrencyTexts.key(name.unicodeScalars)
                if !key.isEmpty { byKey[key, default: []].insert(currency.code) }
            }
        }
        self.byKey = byKey
    }

    static let shared = GlobalNames()
}
