import ArgumentParser
import Money

/// The currency and locale options every money-printing subcommand shares.
///
/// Resolution order:
/// - locale: `--locale`, else the config file's `locale`, else `LC_ALL`, `LC_MONETARY`, `LANG`
///   (POSIX order; `.UTF-8` and `@euro` suffixes dropped; `C` and `POSIX` mean `en_US`), else `en_US`;
/// - currency: `--currency`, else the config file's `currency`, else the locale's region's currency.
struct MoneyOptions: ParsableArguments {
    @Option(
        name: [.customShort("c"), .long],
        help: ArgumentHelp(
            "The ISO 4217 currency code, such as EUR; defaults to the currency of the locale's region.",
            valueName: "code"))
    var currency: String?

    @Option(
        name: [.customShort("l"), .long],
        help: ArgumentHelp(
            "The output locale, such as de_CH; defaults to LC_ALL, LC_MONETARY or LANG.", valueName: "id"))
    var locale: String?

    @Option(
        help: ArgumentHelp(
            "Read amounts on the command line as this locale writes them (1.234,50 for de_DE) instead of canonically (1234.50).",
            valueName: "id"))
    var inputLocale: String?

    /// The locale, currency and input reading these options resolve to.
    func resolve(config: ConfigFile, environment: Environment = .process) throws(CLIError) -> MoneyContext {
        let locale = try Self.resolveLocale(explicit: locale, config: config, environment: environment)
        let currency: Currency
        do {
            if let code = self.currency ?? config[.currency] {
                currency = try Currency(code: code)
            } else {
                currency = try Currency.default(for: locale)
            }
        } catch {
            if self.currency == nil, config[.currency] == nil {
                throw .rejected("the locale \(locale.identifier) has no currency of its own; give --currency CODE")
            }
            throw .rejected(ErrorReporter.message(for: error))
        }
        WithdrawnCurrencyNote.noteOnce(currency)
        var inputLocale: LocaleIdentifier?
        if let id = self.inputLocale {
            do { inputLocale = try LocaleIdentifier(id) } catch { throw .rejected(ErrorReporter.message(for: error)) }
        }
        return MoneyContext(
            locale: locale, currency: currency, inputLocale: inputLocale,
            explicitCurrency: self.currency == nil ? nil : currency)
    }

    /// The output locale: `explicit`, else the config's, else the environment's (POSIX order).
    static func resolveLocale(explicit: String?, config: ConfigFile, environment: Environment) throws(CLIError)
        -> LocaleIdentifier
    {
        if let explicit {
            do { return try LocaleIdentifier(explicit) } catch { throw .rejected(ErrorReporter.message(for: error)) }
        }
        if let configured = config[.locale], let locale = try? LocaleIdentifier(configured) { return locale }
        for variable in ["LC_ALL", "LC_MONETARY", "LANG"] {
            guard let value = environment[variable] else { continue }
            let id = posixLocaleID(value)
            do {
                return try LocaleIdentifier(id)
            } catch {
                throw .rejected(
                    "\(variable)='\(value.prefix(60))' is not a locale ICU knows; give --locale ID or fix \(variable)")
            }
        }
        do { return try LocaleIdentifier("en_US") } catch { throw .rejected(ErrorReporter.message(for: error)) }
    }

    /// A POSIX locale name as an ICU id: `de_DE.UTF-8@euro` → `de_DE`, `C` and `POSIX` → `en_US`.
    ///
    /// A modifier naming a script becomes the script subtag (`sr_RS@latin` → `sr_Latn_RS`,
    /// `uz_UZ@cyrillic` → `uz_Cyrl_UZ`); others (`@euro`) are dropped.
    static func posixLocaleID(_ value: String) -> String {
        var id = Substring(value)
        var modifier: Substring = ""
        if let at = id.firstIndex(of: "@") {
            modifier = id[id.index(after: at)...]
            id = id[..<at]
        }
        if let dot = id.firstIndex(of: ".") { id = id[..<dot] }
        if id == "C" || id == "POSIX" || id.isEmpty { return "en_US" }
        guard let script = scriptModifiers[modifier.lowercased()] else { return String(id) }
        var parts = id.split(separator: "_", maxSplits: 1, omittingEmptySubsequences: false)
        parts.insert(Substring(script), at: 1)
        return parts.joined(separator: "_")
    }

    /// glibc locale modifiers that name a script, and the ISO 15924 code for each.
    static let scriptModifiers: [String: String] = [
        "latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab",
    ]
}

/// What ``MoneyOptions`` resolved to.
struct MoneyContext: Sendable {
    /// The output locale.
    var locale: LocaleIdentifier
    /// The currency.
    var currency: Currency
    /// How command-line amounts are written; `nil` means canonical (`1234.50`).
    var inputLocale: LocaleIdentifier?
    /// The currency given with `--currency`, if any (a remembered bill in another currency is not reused).
    var explicitCurrency: Currency? = nil

    /// Reads one command-line amount as an exact decimal: canonically, or with ``inputLocale``.
    ///
    /// A comma in a canonical amount is an error suggesting `--input-locale`, never a grouping
    /// separator read silently.
    func readDecimal(_ text: some StringProtocol) throws(CLIError) -> ExactDecimal {
        if let inputLocale {
            do {
                return try MoneyParser(locale: inputLocale).parse(String(text), expecting: currency).amount
            } catch {
                throw .rejected(ErrorReporter.message(for: error))
            }
        }
        do {
            return try ExactDecimal(parsing: String(text))
        } catch {
            throw .rejected(ErrorReporter.message(for: error))
        }
    }

    /// Reads one command-line amount as money in ``currency``; more digits than it has is an error
    /// that says what to write instead.
    func readMoney(_ text: some StringProtocol) throws(CLIError) -> Money {
        if let inputLocale {
            do {
                return try MoneyParser(locale: inputLocale).parse(String(text), expecting: currency)
            } catch {
                throw .rejected(Self.message(for: error))
            }
        }
        let value = try readDecimal(text)
        do {
            return try Money(value, currency)
        } catch {
            throw .rejected(Self.message(for: error, value: value))
        }
    }

    /// A Money error as `calc` says it: too many fraction digits names the amount to write instead
    /// (calc has no rounding-mode option; `format` has --rounding).
    /// `subject` goes before the quoted amount ("the bill ").
    static func message(for error: MoneyError, value: ExactDecimal? = nil, subject: String = "") -> String {
        guard case .tooManyFractionDigits(let text, let code, let allowed) = error,
            let currency = try? Currency(code: code)
        else { return ErrorReporter.message(for: error) }
        // Canonical text gets the exact amount to write; localized text, how far to round.
        var hint = allowed == 0 ? "; round it to a whole number" : "; round it to \(allowed) decimal places"
        let exact = value ?? (try? ExactDecimal(parsing: String(Substring(text).trimmingBlanks)))
        if let exact, let rounded = try? Money(exact, currency, rounding: .toNearestOrAway) {
            hint = "; write \(rounded.amountText)"
        }
        return "\(subject)'\(text)' has more fraction digits than \(code)'s \(allowed)\(hint)"
    }
}
