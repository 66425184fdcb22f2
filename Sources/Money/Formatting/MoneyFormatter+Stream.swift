internal import CICUShims

extension MoneyFormatter {
    /// Formats a stream of amounts in one currency, bytes in and bytes out: the loop of
    /// `tipfmt format` over standard input.
    ///
    /// The ICU formatter and one `UFormattedNumber` are resolved once for the whole stream, and
    /// each line goes from its UTF-8 bytes to ICU (or to the template learned from ICU) and from
    /// ICU's UTF-16 straight into the caller's output buffer: no `String`, cache lookup or atomic
    /// operation per amount. The text is the same as ``MoneyFormatter/format(_:currency:)``'s.
    ///
    /// Used by one thread at a time (it owns its `UFormattedNumber`).
    package final class Stream {
        private let formatter: MoneyFormatter
        private let currency: Currency
        private let icu: ICUNumberFormatter
        private let result: OpaquePointer
        private let usesTemplate: Bool

        /// A stream of amounts in `currency`, formatted with `formatter`'s settings.
        ///
        /// - Parameter usingTemplate: `false` sends every amount to ICU, never to the learned
        ///   template (to measure or check ICU's own path); the output is the same.
        /// - Throws: ``MoneyError/icu(operation:code:name:)`` if ICU cannot open the formatter.
        package init(_ formatter: MoneyFormatter, currency: Currency, usingTemplate: Bool = true) throws(MoneyError) {
            var status = ICUStatus()
            let icu = try formatter.icuFormatter(for: currency)
            guard let result = cicu_unumf_openResult(&status.code) else {
                throw .icu(operation: "unumf_openResult", code: status.code, name: status.name)
            }
            self.formatter = formatter
            self.currency = currency
            self.icu = icu
            self.result = result
            self.usesTemplate = usingTemplate
        }

        deinit {
            cicu_unumf_closeResult(result)
        }

        /// Formats a line that holds a plain canonical amount (`-1234.5`, at most 18 digits) into
        /// `output` after its first `count` bytes and returns the count with the text; `nil`, with
        /// nothing written, for any other line or a text that does not fit.
        ///
        /// The text is written in place: no buffer of its own, no array append per amount (about
        /// 120 instructions of a line's 1,050 when it went through `[UInt8]`; BENCHMARKS.md).
        ///
        /// - Throws: ``MoneyError/icu(operation:code:name:)`` only if ICU itself fails.
        package func write(
            canonicalLine line: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>,
            at count: Int
        ) throws(MoneyError) -> Int? {
            guard let amount = ExactDecimal(canonicalUTF8: line), let base = output.baseAddress,
                count >= 0, count <= output.count
            else { return nil }
            if usesTemplate {
                let negative = amount.significand < 0
                let magnitude = amount.significand.magnitude
                let written = formatter.withTemplate(currency: currency, icu) {
                    $0.append(
                        negative: negative, magnitude: magnitude, scale: amount.scale, to: base, count: count,
                        capacity: output.count)
                }
                if let written { return written }
            }
            // ICU is called here rather than through `ICUNumberFormatter.withUTF8(decimal:_:)`,
            // whose result pool and closures cost about 100 instructions per amount, 2.5% of the
            // stream (measured with callgrind: 4,042 against 3,946 per line).
            var status = ICUStatus()
            if amount.isZero {
                // ICU keeps the sign of "-0.00"; the value has none (as `format` writes it).
                cicu_unumf_formatInt(icu.formatter, 0, result, &status.code)
            } else {
                // A canonical line is ICU's decimal syntax already: ICU reads it as it is.
                line.withMemoryRebound(to: CChar.self) { chars in
                    cicu_unumf_formatDecimal(icu.formatter, chars.baseAddress, Int32(chars.count), result, &status.code)
                }
            }
            try status.check("unumf_formatDecimal")
            var end: Int?
            ICUNumberFormatter.withUTF8(utf16: try ICUNumberFormatter.utf16(of: result)) { text in
                guard text.count <= output.count - count, let source = text.baseAddress else { return }
                (base + count).update(from: source, count: text.count)
                end = count + text.count
            }
            return end
        }
    }
}
