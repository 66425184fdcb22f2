extension MoneyFormatter {
    /// How many formats one ICU formatter (one locale, currency and set of options, shared by
    /// every `MoneyFormatter` with those settings) serves before a template is learned for it.
    ///
    /// Learning costs some fifty ICU formats with field positions; from then on a format costs
    /// about a third of an ICU format. A one-shot CLI run never gets here.
    static let templateThreshold = 1000

    /// Where the template formatter for one currency stands: for tests and benchmarks.
    @_spi(Benchmarks) public enum TemplateStatus: Equatable, Sendable {
        /// Not learned yet; ICU has formatted `uses` amounts.
        case pending(uses: Int)
        /// Learned and checked: amounts it covers no longer reach ICU.
        case active
        /// Learning failed or the template differed from ICU; ICU formats everything.
        case unavailable(String)
    }

    /// The template's text for `money`, learning the template on the use that reaches
    /// ``templateThreshold``; `nil` when ICU must format it.
    @inline(__always)
    func templateText(_ money: Money, _ formatter: ICUNumberFormatter) -> String? {
        let units = money.minorUnits
        let scale = money.currency.fractionDigits
        return withTemplate(currency: money.currency, formatter) {
            $0.format(negative: units < 0, magnitude: units.magnitude, scale: scale)
        }
    }

    /// ``templateText(_:_:)`` for an exact decimal in `currency`.
    func templateText(_ amount: ExactDecimal, currency: Currency, _ formatter: ICUNumberFormatter) -> String? {
        withTemplate(currency: currency, formatter) {
            $0.format(negative: amount.significand < 0, magnitude: amount.significand.magnitude, scale: amount.scale)
        }
    }

    /// Formats an exact decimal in `currency` as ``format(_:currency:)`` does and passes the text
    /// as UTF-8 bytes (valid only during the call) to `body`: no `String` is made.
    ///
    /// Not generic on purpose: called from another module, a generic function runs unspecialized
    /// and looks up type metadata at run time on every call (about 1,000 instructions per amount).
    ///
    /// - Parameter usingTemplate: `false` sends every amount to ICU, never to the learned
    ///   template (to measure or check ICU's own path); the output is the same.
    /// - Throws: ``MoneyError/icu(operation:code:name:)`` only if ICU itself fails.
    package func withUTF8(
        _ amount: ExactDecimal, currency: Currency, usingTemplate: Bool = true,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) throws(MoneyError) {
        let formatter = try icuFormatter(for: currency)
        if usingTemplate && withTemplateText(amount, currency: currency, formatter, body) { return }
        try withDecimalText(significand: amount.significand, scale: amount.scale) {
            (text) throws(MoneyError) in try formatter.withUTF8(decimal: text, body)
        }
    }

    /// What `body` makes of the template of `formatter` (these settings in `currency`), learning
    /// the template on the use that reaches ``templateThreshold``; `nil` when there is none yet
    /// or `body` declines, and ICU must format the amount.
    @inline(__always)
    func withTemplate<R>(currency: Currency, _ formatter: ICUNumberFormatter, _ body: (FormatTemplate) -> R?) -> R? {
        let slot = formatter.templateSlot
        if let result = slot.withTemplate(body) { return result }
        guard slot.countUse(threshold: Self.templateThreshold) else { return nil }
        learnTemplate(currency: currency, formatter)
        return slot.withTemplate(body)
    }

    /// Passes the template's UTF-8 text for `amount` to `body`, learning the template on the use
    /// that reaches ``templateThreshold``; `false`, without calling `body`, when ICU must format it.
    func withTemplateText(
        _ amount: ExactDecimal, currency: Currency, _ formatter: ICUNumberFormatter,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> Bool {
        let negative = amount.significand < 0
        let magnitude = amount.significand.magnitude
        return withTemplate(currency: currency, formatter) {
            $0.withText(negative: negative, magnitude: magnitude, scale: amount.scale, body)
        } != nil
    }

    /// Learns the template of `formatter` (this formatter's settings in `currency`) and
    /// publishes it, or publishes why there is none.
    private func learnTemplate(currency: Currency, _ formatter: ICUNumberFormatter) {
        let outcome = Result { () throws(FormatTemplate.Failure) -> FormatTemplate in
            var plural: PluralRules?
            if style == .name {
                guard let parsed = PluralRules.forLocale(locale.identifier) else {
                    throw FormatTemplate.Failure("plural rules of \(locale.identifier) unreadable")
                }
                plural = parsed
            }
            return try FormatTemplate.learn(precision: precision(currency), plural: plural, from: formatter)
        }
        formatter.templateSlot.publish(outcome)
    }

    /// How ICU rounds in `currency` under these settings (its output shows the rest): to the
    /// minor unit, or to the cash increment (CHF 0.05, DKK 0.50, SEK 1), by ``rounding``.
    private func precision(_ currency: Currency) -> FormatTemplate.Precision {
        if usesCashRounding {
            return FormatTemplate.Precision(
                increment: UInt64(max(1, currency.cashIncrementMinorUnits)), scale: currency.fractionDigits,
                rule: rounding)
        }
        return FormatTemplate.Precision(increment: 1, scale: currency.fractionDigits, rule: rounding)
    }

    // MARK: - Hooks for tests and benchmarks

    /// Learns the template for `currency` now, whatever the use count, unless learning was
    /// already tried, and reports where it stands.
    @_spi(Benchmarks) public func prepareTemplate(for currency: Currency) throws(MoneyError) -> TemplateStatus {
        let formatter = try icuFormatter(for: currency)
        if !formatter.templateSlot.isSettled { learnTemplate(currency: currency, formatter) }
        return formatter.templateSlot.status
    }

    /// Where the template for `currency` stands, without learning it.
    @_spi(Benchmarks) public func templateStatus(for currency: Currency) throws(MoneyError) -> TemplateStatus {
        try icuFormatter(for: currency).templateSlot.status
    }

    /// The template's text for `money`; `nil` when there is no template or it leaves `money` to ICU.
    @_spi(Benchmarks) public func formatWithTemplate(_ money: Money) throws(MoneyError) -> String? {
        let units = money.minorUnits
        return try icuFormatter(for: money.currency).templateSlot.withTemplate {
            $0.format(negative: units < 0, magnitude: units.magnitude, scale: money.currency.fractionDigits)
        }
    }

    /// The template's text for an exact decimal; `nil` when ICU must format it.
    @_spi(Benchmarks) public func formatWithTemplate(_ amount: ExactDecimal, currency: Currency) throws(MoneyError)
        -> String?
    {
        try icuFormatter(for: currency).templateSlot.withTemplate {
            $0.format(negative: amount.significand < 0, magnitude: amount.significand.magnitude, scale: amount.scale)
        }
    }

    /// ICU's text for `money`, never the template's.
    @_spi(Benchmarks) public func formatWithICU(_ money: Money) throws(MoneyError) -> String {
        let formatter = try icuFormatter(for: money.currency)
        return try withDecimalText(significand: Int128(money.minorUnits), scale: money.currency.fractionDigits) {
            (text) throws(MoneyError) -> String in try formatter.format(decimal: text)
        }
    }

    /// ICU's text for an exact decimal, never the template's.
    @_spi(Benchmarks) public func formatWithICU(_ amount: ExactDecimal, currency: Currency) throws(MoneyError) -> String
    {
        let formatter = try icuFormatter(for: currency)
        return try withDecimalText(significand: amount.significand, scale: amount.scale) {
            (text) throws(MoneyError) -> String in try formatter.format(decimal: text)
        }
    }
}
