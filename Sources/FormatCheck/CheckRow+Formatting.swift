import Money

extension CheckRow {
    /// The flags a row may carry, as written in the flags column.
    public static let knownFlags = [
        "cash", "latin-digits", "no-grouping", "sign-always", "sign-never", "sign-except-zero",
    ]

    /// The settings this row's style and flags stand for: those of `tipfmt format --style S
    /// --cash --latin-digits --no-grouping --sign …`.
    ///
    /// - Throws: ``CheckError`` for an unknown style or flag, or two sign flags that contradict.
    public func settings(path: String = "") throws(CheckError) -> FormatSettings {
        var settings = FormatSettings()
        let styleText = style.trimmingSpaces()
        if !styleText.isEmpty {
            guard let parsed = MoneyFormatter.Style(rawValue: styleText) else {
                let styles = MoneyFormatter.Style.allCases.map(\.rawValue).joined(separator: ", ")
                throw CheckError(
                    path: path, line: line,
                    message: "unknown style '\(styleText.prefix(30))'; use one of \(styles) (empty means symbol)")
            }
            settings.style = parsed
        }
        var sign: String?
        for item in flags.split(separator: ",") {
            let flag = String(item).trimmingSpaces()
            switch flag {
            case "": continue
            case "cash": settings.usesCashRounding = true
            case "latin-digits": settings.usesLatinDigits = true
            case "no-grouping": settings.usesGrouping = false
            case "sign-always", "sign-never", "sign-except-zero":
                if let sign, sign != flag {
                    throw CheckError(
                        path: path, line: line, message: "flags '\(sign)' and '\(flag)' contradict each other; keep one"
                    )
                }
                sign = flag
                settings.signDisplay = flag == "sign-always" ? .always : flag == "sign-never" ? .never : .exceptZero
            default:
                throw CheckError(
                    path: path, line: line,
                    message: "unknown flag '\(flag.prefix(30))'; flags are \(Self.knownFlags.joined(separator: ", "))")
            }
        }
        return settings
    }

    /// What the row's amount formats to: what `tipfmt format AMOUNT --locale L --currency C …`
    /// prints, through ``FormatSettings/format(_:currency:locale:)``.
    ///
    /// - Parameter path: How errors name the table.
    /// - Throws: ``CheckError`` when the locale, currency, style, flags or amount is invalid.
    public func actual(path: String = "") throws(CheckError) -> String {
        var resolver = Resolver()
        return try actual(path: path, resolver: &resolver)
    }

    /// Formats the row and compares the result with ``expected``, byte for byte.
    ///
    ///     let row = CheckRow(locale: "fr_FR", currency: "EUR", amount: "1234.5", expected: "1 234,50 €")
    ///     if case .mismatch(let actual) = row.check() { print(InvisibleCharacters.visible(actual)) }
    ///     // Prints "1<NNBSP>234,50<NBSP>€"
    ///
    /// A version-keyed expected field (``versionedExpectations(path:)``) is compared with the
    /// value for this process's CLDR, or any of its values when it has none for it.
    public func check(path: String = "") -> CheckReport.Outcome {
        var resolver = Resolver()
        return check(path: path, resolver: &resolver, running: FormattingVersions.current.cldrMajor).outcome
    }

    /// Checks the row against the expected value for CLDR `running` (a major version): the
    /// outcome, the text compared with, and that text's CLDR version when the field is keyed.
    func check(path: String, resolver: inout Resolver, running: String) -> (
        outcome: CheckReport.Outcome, version: String?
    ) {
        do {
            let actual = try actual(path: path, resolver: &resolver)
            let (text, version) = try expectation(actual: actual, running: running, path: path)
            return (actual.utf8.elementsEqual(text.utf8) ? .match : .mismatch(actual: actual), version)
        } catch {
            return (.malformed(error), nil)
        }
    }

    private func actual(path: String, resolver: inout Resolver) throws(CheckError) -> String {
        let settings = try settings(path: path)
        do {
            let locale = try resolver.locale(self.locale)
            let currency = try resolver.currency(self.currency)
            return try FormatSettings.format(
                amount, currency: currency, with: resolver.formatter(settings, locale: locale))
        } catch {
            // Money's own words: no hint to a command-line option (a table has no --input-locale).
            throw CheckError(path: path, line: line, message: error.description)
        }
    }

    /// Locales, currencies and formatters a table's rows share, resolved once each: a table of a
    /// million rows names a handful of them.
    struct Resolver {
        private var locales: [String: LocaleIdentifier] = [:]
        private var currencies: [String: Currency] = [:]
        private var formatters: [FormatterKey: MoneyFormatter] = [:]

        private struct FormatterKey: Hashable {
            var settings: FormatSettings
            var locale: LocaleIdentifier
        }

        mutating func locale(_ id: String) throws(MoneyError) -> LocaleIdentifier {
            if let known = locales[id] { return known }
            let locale = try LocaleIdentifier(id)
            locales[id] = locale
            return locale
        }

        mutating func currency(_ code: String) throws(MoneyError) -> Currency {
            if let known = currencies[code] { return known }
            let currency = try Currency(code: code)
            currencies[code] = currency
            return currency
        }

        mutating func formatter(_ settings: FormatSettings, locale: LocaleIdentifier) -> MoneyFormatter {
            let key = FormatterKey(settings: settings, locale: locale)
            if let known = formatters[key] { return known }
            let formatter = settings.formatter(locale: locale)
            formatters[key] = formatter
            return formatter
        }
    }
}

extension String {
    /// This string without leading and trailing U+0020 spaces.
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
