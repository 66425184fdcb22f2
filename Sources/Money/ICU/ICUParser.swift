internal import CICU
import Synchronization

/// Owns one ICU `UNumberFormat` used for parsing localized amounts.
///
/// `@unchecked Sendable` because every use of the handle happens under `lock`: ICU's classic
/// `UNumberFormat` is not documented as safe to share between threads.
final class ICUParser: @unchecked Sendable {
    /// What a parse found: the decimal ICU read, the currency it recognised, and how far it got.
    struct Outcome {
        var decimal: String?
        var currency: String?
        var stoppedAt: Int32
    }

    private let format: UnsafeMutablePointer<UNumberFormat?>
    private let lock = Mutex(())

    private init(style: UNumberFormatStyle, locale: String, currency: String?) throws(MoneyError) {
        var status = U_ZERO_ERROR
        var parseError = UParseError()
        let opened = cicu_unum_open(style, nil, 0, locale, &parseError, &status)
        try status.check("unum_open")
        guard let opened else { throw .icu(operation: "unum_open", code: 0, name: "nil") }
        if let currency {
            let code = ICUText.uchars(currency)
            cicu_unum_setTextAttribute(opened, UNUM_CURRENCY_CODE, code, 3, &status)
            try status.check("unum_setTextAttribute")
        }
        format = opened
    }

    deinit { cicu_unum_close(format) }

    /// Reads `text` with the currency formatter: the currency present, if any, and the number.
    func parse(_ text: [UChar], wantCurrency: Bool) -> Outcome {
        lock.withLock { _ in
            var outcome = Outcome(decimal: nil, currency: nil, stoppedAt: 0)
            let length = Int32(text.count)
            if wantCurrency {
                var position: Int32 = 0
                var status = U_ZERO_ERROR
                var code: [UChar] = [0, 0, 0, 0]
                cicu_unum_parseCurrencyCode(format, text, length, &position, &code, &status)
                if status.isSuccess, code[0] != 0 {
                    outcome.currency = String(decoding: code.prefix(3), as: UTF16.self)
                }
            }
            var position: Int32 = 0
            var status = U_ZERO_ERROR
            var buffer = [CChar](repeating: 0, count: 128)
            let written = cicu_unum_parseDecimal(format, text, length, &position, &buffer, Int32(buffer.count), &status)
            outcome.stoppedAt = position
            if status.isSuccess, written > 0, written < buffer.count {
                outcome.decimal = String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            return outcome
        }
    }

    // MARK: - Cache

    private struct Key: Hashable {
        var locale: String
        var currency: String?
        var isCurrencyStyle: Bool
    }

    private static let cache = Mutex<[Key: ICUParser]>([:])

    /// The shared currency-style parser of a locale, set to expect `currency`.
    static func currencyParser(locale: String, currency: String?) throws(MoneyError) -> ICUParser {
        try cached(Key(locale: locale, currency: currency, isCurrencyStyle: true))
    }

    /// The shared plain-number parser of a locale.
    static func decimalParser(locale: String) throws(MoneyError) -> ICUParser {
        try cached(Key(locale: locale, currency: nil, isCurrencyStyle: false))
    }

    private static func cached(_ key: Key) throws(MoneyError) -> ICUParser {
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let made = try ICUParser(style: key.isCurrencyStyle ? UNUM_CURRENCY : UNUM_DECIMAL, locale: key.locale, currency: key.currency)
        return cache.withLock { cache in
            if let raced = cache[key] { return raced }
            if cache.count >= 512 { cache.removeAll(keepingCapacity: true) }
            cache[key] = made
            return made
        }
    }
}
