internal import CICUShims
import Synchronization

/// Owns one ICU `UNumberFormat` used for parsing localized amounts.
///
/// `@unchecked Sendable` because every use of the handle happens under `lock`: ICU's classic
/// `UNumberFormat` is not documented as safe to share between threads.
final class ICUParser: @unchecked Sendable {
    /// Which of ICU's classic patterns a parser reads.
    enum Style: Hashable, Sendable {
        /// The locale's currency pattern: `1.234,50 €`.
        case currency
        /// The accounting pattern, negative amounts in parentheses: `($5.00)`.
        case accounting
        /// A plain number without a currency: `1.234,50`.
        case decimal
    }

    /// What one parse found: the decimal ICU read (nil when it failed) and where it stopped.
    struct Outcome {
        var decimal: String?
        var stoppedAt: Int
    }

    private let format: OpaquePointer
    private let lock = Mutex(())

    private init(_ key: Key) throws(MoneyError) {
        var status = ICUStatus()
        let icuStyle: Int32 =
            switch key.style {
            case .currency: CICU_UNUM_CURRENCY
            case .accounting: CICU_UNUM_CURRENCY_ACCOUNTING
            case .decimal: CICU_UNUM_DECIMAL
            }
        let opened = cicu_unum_open(icuStyle, key.locale, &status.code)
        try status.check("unum_open")
        guard let opened else { throw .icu(operation: "unum_open", code: 0, name: "nil") }
        format = opened
        if let currency = key.currency {
            let code = ICUText.uchars(currency)
            cicu_unum_setTextAttribute(opened, CICU_UNUM_CURRENCY_CODE, code, 3, &status.code)
            try status.check("unum_setTextAttribute")
        }
        if key.isLenient { cicu_unum_setAttribute(opened, CICU_UNUM_LENIENT_PARSE, 1) }
    }

    deinit { cicu_unum_close(format) }

    /// Reads the number in `text`; `stoppedAt` is where reading ended or failed (UTF-16 offset).
    func parse(_ text: [UInt16]) -> Outcome {
        lock.withLock { _ in
            var position: Int32 = 0
            var status = ICUStatus()
            var buffer = [CChar](repeating: 0, count: 128)
            let written = cicu_unum_parseDecimal(
                format, text, Int32(text.count), &position, &buffer, Int32(buffer.count), &status.code)
            guard status.isSuccess, written > 0, written < buffer.count else {
                return Outcome(decimal: nil, stoppedAt: Int(position))
            }
            let bytes = buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }
            return Outcome(decimal: String(decoding: bytes, as: UTF8.self), stoppedAt: Int(position))
        }
    }

    /// The ISO code of the currency symbol, code or name in `text`, and where reading stopped.
    func currency(in text: [UInt16]) -> (code: String?, stoppedAt: Int) {
        lock.withLock { _ in
            var position: Int32 = 0
            var status = ICUStatus()
            var code: [UInt16] = [0, 0, 0, 0]
            cicu_unum_parseCurrencyCode(format, text, Int32(text.count), &position, &code, &status.code)
            guard status.isSuccess, code[0] != 0 else { return (nil, Int(position)) }
            return (String(decoding: code.prefix(3), as: UTF16.self), Int(position))
        }
    }

    // MARK: - Cache

    private struct Key: Hashable {
        var locale: String
        var style: Style
        var currency: String?
        var isLenient: Bool
    }

    private static let cache = Mutex<[Key: ICUParser]>([:])

    /// The shared parser of a locale and style; `currency` sets the currency the pattern's `¤`
    /// stands for, and a lenient parser accepts plain spaces where the locale writes U+00A0.
    static func shared(locale: String, style: Style, currency: String?, lenient: Bool) throws(MoneyError) -> ICUParser {
        let key = Key(locale: locale, style: style, currency: currency, isLenient: lenient)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let made = try ICUParser(key)
        return cache.withLock { cache in
            if let raced = cache[key] { return raced }
            if cache.count >= 512 { cache.removeAll(keepingCapacity: true) }
            cache[key] = made
            return made
        }
    }
}
