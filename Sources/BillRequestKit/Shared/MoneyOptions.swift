package import ArgumentParser
package import Money

/// The currency and locale options every money-printing subcommand shares.
///
/// Resolution order:
/// - locale: `--locale`, else the config file's `locale`, else `LC_ALL`, `LC_MONETARY`, `LANG`
///   (POSIX order; `.UTF-8` and `@euro` suffixes dropped; `C` and `POSIX` mean `en_US`), else `en_US`;
/// - currency: `--currency`, else the config file's `currency`, else the currency of the
///   `--input-locale`'s region (amounts typed as de_CH writes them are francs), else the locale's.
package struct MoneyOptions: ParsableArguments, FastReadable {
    package init() {}

    @Option(
        name: [.customShort("c"), .long],
        help: ArgumentHelp(
            "The ISO 4217 currency code, such as EUR; defaults to the currency of the locale's region.",
            valueName: "code"),
        completion: Completions.currencies)
    package var currency: String?

    @Option(
        name: [.customShort("l"), .long],
        help: ArgumentHelp(
            "The output locale, such as de_CH; defaults to LC_ALL, LC_MONETARY or LANG.", valueName: "id"),
        completion: Completions.locales)
    package var locale: String?

    @Option(
        help: ArgumentHelp(
            "Read amounts on the command line as this locale writes them (1.234,50 for de_DE) instead of canonically "
                + "(1234.50), in its currency unless --currency says otherwise.",
            valueName: "id"),
        completion: Completions.locales)
    package var inputLocale: String?

    /// The locale, currency and input reading these options resolve to.
    ///
    /// - Parameter rememberedLocale: The locale of a remembered bill being reused, which wins
    ///   over the config file and the environment (but not over `--locale`).
    /// - Throws: `MoneyError` for an unknown locale or currency; ``CLIError`` for a bad locale
    ///   variable or a locale without a currency of its own.
    package func resolve(
        config: ConfigFile, environment: Environment = .process, rememberedLocale: LocaleIdentifier? = nil
    )
        throws -> MoneyContext
    {
        let locale =
            if locale == nil, let rememberedLocale {
                rememberedLocale
            } else {
                try Self.resolveLocale(explicit: locale, config: config, environment: environment)
            }
        let input = try inputLocale.map { (id) throws(MoneyError) in try LocaleIdentifier(id) }
        let currency: Currency
        if let code = self.currency ?? config[.currency] {
            currency = try Currency(code: code)
        } else if let input, let typed = try? Currency.default(for: input) {
            currency = typed
        } else {
            do {
                currency = try Currency.default(for: locale)
            } catch {
                throw CLIError.rejected(
                    "the locale \(locale.identifier) has no currency of its own; give --currency CODE")
            }
        }
        WithdrawnCurrencyNote.noteOnce(currency, locale: locale)
        return MoneyContext(
            locale: locale, currency: currency,
            inputLocale: input,
            explicitCurrency: self.currency == nil ? nil : currency)
    }

    /// The output locale: `explicit`, else the config's, else the environment's (POSIX order).
    ///
    /// - Throws: `MoneyError` for an unknown `explicit` locale; ``CLIError`` naming a locale
    ///   variable ICU does not know.
    package static func resolveLocale(explicit: String?, config: ConfigFile, environment: Environment) throws
        -> LocaleIdentifier
    {
        if let explicit { return try LocaleIdentifier(explicit) }
        if let configured = config[.locale], let locale = try? LocaleIdentifier(configured) { return locale }
        for variable in ["LC_ALL", "LC_MONETARY", "LANG"] {
            guard let value = environment[variable] else { continue }
            do {
                return try LocaleIdentifier(posixLocaleID(value))
            } catch {
                throw CLIError.rejected(
                    "\(variable)='\(value.prefix(60))' is not a locale ICU knows; give --locale ID or fix \(variable)")
            }
        }
        return try LocaleIdentifier("en_US")
    }

    /// A POSIX locale name as an ICU id: `de_DE.UTF-8@euro` → `de_DE`, `C` and `POSIX` → `en_US`.
    ///
    /// A modifier naming a script becomes the script subtag (`sr_RS@latin` → `sr_Latn_RS`,
    /// `uz_UZ@cyrillic` → `uz_Cyrl_UZ`); others (`@euro`) are dropped.
    package static func posixLocaleID(_ value: String) -> String {
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
    package static let scriptModifiers: [String: String] = [
        "latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab",
    ]
}
