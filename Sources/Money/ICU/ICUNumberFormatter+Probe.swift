internal import CICUShims

extension ICUNumberFormatter {
    /// One ICU output with the places of its number's fields: what a ``FormatTemplate`` learns from.
    ///
    /// Offsets count UTF-16 code units of ``text``, as ICU reports them.
    struct Probe: Sendable {
        /// ICU's text.
        var text: [UInt16]
        /// The integer digits with their grouping separators.
        var integer: Range<Int>?
        /// The fraction digits.
        var fraction: Range<Int>?
        /// The decimal separator.
        var decimalSeparator: Range<Int>?
        /// Each grouping separator, left to right.
        var groupingSeparators: [Range<Int>] = []
        /// Whether ICU wrote an exponent or a compact suffix, which no template reproduces.
        var hasScaledNotation = false
    }

    /// Formats values with one formatter and reports where each field of the output sits.
    ///
    /// For learning templates only. One session keeps one `UFormattedNumber` and one field
    /// iterator for all its probes; it is used by one thread and closes both in `deinit`.
    final class ProbeSession {
        private let formatter: ICUNumberFormatter
        private let result: OpaquePointer
        private let position: OpaquePointer

        init(_ formatter: ICUNumberFormatter) throws(MoneyError) {
            var status = ICUStatus()
            guard let result = cicu_unumf_openResult(&status.code) else {
                throw .icu(operation: "unumf_openResult", code: status.code, name: status.name)
            }
            guard let position = cicu_ucfpos_open(&status.code) else {
                cicu_unumf_closeResult(result)
                throw .icu(operation: "ucfpos_open", code: status.code, name: status.name)
            }
            self.formatter = formatter
            self.result = result
            self.position = position
        }

        deinit {
            cicu_ucfpos_close(position)
            cicu_unumf_closeResult(result)
        }

        /// Formats a decimal number given as ASCII (`-1234.5`) and returns ICU's text.
        func format(decimal: String) throws(MoneyError) -> [UInt16] {
            var status = ICUStatus()
            let chars = decimal.utf8.map { CChar(bitPattern: $0) }
            chars.withUnsafeBufferPointer { chars in
                cicu_unumf_formatDecimal(
                    formatter.formatter, chars.baseAddress, Int32(chars.count), result, &status.code)
            }
            try status.check("unumf_formatDecimal")
            return Array(try ICUNumberFormatter.utf16(of: result))
        }

        /// Where each field of the last ``format(decimal:)``'s output (`text`) sits.
        ///
        /// Dear: ICU copies the whole text for some fields (about ten ICU formats' worth of work
        /// per output), so templates ask only when the text alone does not tell them.
        func fields(of text: [UInt16]) throws(MoneyError) -> Probe {
            var status = ICUStatus()
            guard let value = cicu_unumf_resultAsValue(result, &status.code) else {
                throw .icu(operation: "unumf_resultAsValue", code: status.code, name: status.name)
            }
            var probe = Probe(text: text)
            cicu_ucfpos_reset(position, &status.code)
            cicu_ucfpos_constrainCategory(position, CICU_UFIELD_CATEGORY_NUMBER, &status.code)
            try status.check("ucfpos_constrainCategory")
            while cicu_ufmtval_nextPosition(value, position, &status.code) != 0 {
                var start: Int32 = 0
                var limit: Int32 = 0
                let field = cicu_ucfpos_getField(position, &status.code)
                cicu_ucfpos_getIndexes(position, &start, &limit, &status.code)
                try status.check("ufmtval_nextPosition")
                let range = Int(start)..<Int(limit)
                switch field {
                case CICU_UNUM_INTEGER_FIELD: probe.integer = range
                case CICU_UNUM_FRACTION_FIELD: probe.fraction = range
                case CICU_UNUM_DECIMAL_SEPARATOR_FIELD: probe.decimalSeparator = range
                case CICU_UNUM_GROUPING_SEPARATOR_FIELD: probe.groupingSeparators.append(range)
                case CICU_UNUM_EXPONENT_SYMBOL_FIELD, CICU_UNUM_COMPACT_FIELD: probe.hasScaledNotation = true
                default: break
                }
            }
            try status.check("ufmtval_nextPosition")
            probe.groupingSeparators.sort { $0.lowerBound < $1.lowerBound }
            return probe
        }

        /// Formats a decimal number given as ASCII and reports where each field sits.
        func probe(decimal: String) throws(MoneyError) -> Probe {
            try fields(of: format(decimal: decimal))
        }
    }

    /// Formats a decimal number given as a string (`-1234.5`): the plain path, for checks.
    func format(decimalText text: String) throws(MoneyError) -> String {
        let chars = text.utf8.map { CChar(bitPattern: $0) }
        let result = chars.withUnsafeBufferPointer { buffer -> Result<String, MoneyError> in
            do throws(MoneyError) {
                return .success(try format(decimal: buffer))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
