package import BillPresentation
import Money

extension BillWording {
    /// The wording of the output locale `explicit` (`--locale`), else the config's, else the
    /// environment's (POSIX order), as every command resolves it.
    ///
    /// - Throws: `MoneyError` or ``CLIError`` for a locale ICU does not know.
    package init(locale explicit: String?, environment: Environment) throws {
        let locale = try MoneyOptions.resolveLocale(
            explicit: explicit, config: try ConfigFile.load(environment), environment: environment)
        self.init(formatter: MoneyFormatter(locale: locale))
    }
}
