import Money

extension CheckRow {
    /// The flags a row may carry, as written in the flags column.
    static let knownFlags = ["cash", "latin-digits", "no-grouping", "sign-always", "sign-never", "sign-except-zero"]

    /// The `tipfmt format` settings this row's style and flags stand for: the same settings
    /// `tipfmt format --style S --cash --latin-digits --no-grouping --sign …` would build.
    func settings(path: String) throws(CheckFileError) -> FormatSettings {
        var settings = FormatSettings()
        let styleText = style.trimmingCharacters(in: " ")
        if !styleText.isEmpty {
            guard let parsed = MoneyFormatter.Style(rawValue: styleText) else {
                throw CheckFileError(
                    path: path, line: line,
                    message:
                        "unknown style '\(styleText.prefix(30))'; use one of \(MoneyFormatter.Style.allCases.map(\.rawValue).joined(separator: ", ")) (empty means symbol)"
                )
            }
            settings.style = parsed
        }
        var sign: String?
        for item in flags.split(separator: ",") {
            let flag = String(item).trimmingCharacters(in: " ")
            if flag.isEmpty { continue }
            switch flag {
            case "cash": settings.cash = true
            case "latin-digits": settings.latinDigits = true
            case "no-grouping": settings.grouping = false
            case "sign-always", "sign-never", "sign-except-zero":
                if let sign, sign != flag {
                    throw CheckFileError(
                        path: path, line: line, message: "flags '\(sign)' and '\(flag)' contradict each other; keep one"
                    )
                }
                sign = flag
                settings.sign = flag == "sign-always" ? .always : flag == "sign-never" ? .never : .exceptZero
            default:
                throw CheckFileError(
                    path: path, line: line,
                    message: "unknown flag '\(flag.prefix(30))'; flags are \(Self.knownFlags.joined(separator: ", "))")
            }
        }
        return settings
    }

    /// What `tipfmt format AMOUNT --locale L --currency C …` prints for this row, through the very
    /// function `format` uses (``AmountFormatter/format(_:)``).
    ///
    /// - Throws: ``CheckFileError`` when the locale, currency, style, flags or amount is invalid.
    func actual(path: String) throws(CheckFileError) -> String {
        let settings = try settings(path: path)
        let locale: LocaleIdentifier
        let currency: Currency
        do {
            locale = try LocaleIdentifier(self.locale)
            currency = try Currency(code: self.currency)
        } catch {
            throw CheckFileError(path: path, line: line, message: error.description)
        }
        do {
            return try settings.amountFormatter(locale: locale, currency: currency).format(amount)
        } catch {
            throw CheckFileError(path: path, line: line, message: error.message)
        }
    }
}

extension String {
    /// This string without leading and trailing `character`s.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var text = Substring(self)
        while text.first == character { text = text.dropFirst() }
        while text.last == character { text = text.dropLast() }
        return String(text)
    }
}
