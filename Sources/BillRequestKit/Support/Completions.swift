package import ArgumentParser
import Money

/// Shell completions for values ICU knows, computed when the shell asks (`tipfmt` is called back
/// by the completion script), never at start-up.
package enum Completions {
    /// ISO 4217 codes for `-c`, `--home` and `tipfmt currency`: the codes ICU knows, upper-case.
    package static let currencies = CompletionKind.custom { _, _, prefix in
        let typed = prefix.uppercased()
        return Currency.allCodes.filter { $0.hasPrefix(typed) }
    }

    /// Locale ids for `-l`, `--locale` and `--input-locale`: those ICU has data for.
    package static let locales = CompletionKind.custom { _, _, prefix in
        LocaleIdentifier.available.filter { $0.hasPrefix(prefix) }
    }
}
