internal import CICU
import Synchronization

/// Owns one ICU `UNumberFormatter`, opened from a skeleton for a locale and closed in `deinit`.
///
/// `@unchecked Sendable` because ICU documents the formatter as thread-safe: "The
/// UNumberFormatter can be shared between threads. Each thread should have its own local
/// UFormattedNumber" (unumberformatter.h). Each `format` call uses a `UFormattedNumber` no
/// other thread holds (taken from a small pool under a lock), and the handle is never mutated.
final class ICUNumberFormatter: @unchecked Sendable {
    private let formatter: OpaquePointer
    private let results = Mutex<[ResultHandle]>([])

    /// A `UFormattedNumber` in the pool; only one thread holds it at a time, so it may cross threads.
    private struct ResultHandle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    init(skeleton: String, locale: String) throws(MoneyError) {
        var status = U_ZERO_ERROR
        let units = Array(skeleton.utf16)
        let opened = units.withUnsafeBufferPointer { buffer in
            cicu_unumf_openForSkeletonAndLocale(buffer.baseAddress, Int32(buffer.count), locale, &status)
        }
        try status.check("unumf_openForSkeletonAndLocale(\(skeleton))")
        guard let opened else { throw .icu(operation: "unumf_openForSkeletonAndLocale", code: 0, name: "nil") }
        formatter = opened
        warmUp()
    }

    /// Formats twice and discards the results. ICU 72 garbles some results of a fresh formatter
    /// (tr full names: "-KWD 123,45 Kuveyt dinarı6") on the unoptimized path it takes until it
    /// has been called twice; afterwards every call takes the optimized path, whose output is right.
    private func warmUp() {
        var status = U_ZERO_ERROR
        guard let result = cicu_unumf_openResult(&status) else { return }
        for _ in 0..<2 { cicu_unumf_formatInt(formatter, 0, result, &status) }
        cicu_unumf_closeResult(result)
    }

    deinit {
        for result in results.withLock({ $0 }) { cicu_unumf_closeResult(result.pointer) }
        cicu_unumf_close(formatter)
    }

    /// Formats a decimal number given as ASCII (`-1234.5`) and returns ICU's text.
    func format(decimal: UnsafeBufferPointer<CChar>) throws(MoneyError) -> String {
        let handle = try takeResult()
        let result = handle.pointer
        defer {
            let overflow = results.withLock { pool -> Bool in
                guard pool.count < 8 else { return true }
                pool.append(handle)
                return false
            }
            if overflow { cicu_unumf_closeResult(result) }
        }
        var status = U_ZERO_ERROR
        cicu_unumf_formatDecimal(formatter, decimal.baseAddress, Int32(decimal.count), result, &status)
        try status.check("unumf_formatDecimal")
        return try Self.string(of: result)
    }

    private func takeResult() throws(MoneyError) -> ResultHandle {
        if let pooled = results.withLock({ $0.popLast() }) { return pooled }
        var status = U_ZERO_ERROR
        let result = cicu_unumf_openResult(&status)
        try status.check("unumf_openResult")
        guard let result else { throw .icu(operation: "unumf_openResult", code: 0, name: "nil") }
        return ResultHandle(pointer: result)
    }

    private static func string(of result: OpaquePointer) throws(MoneyError) -> String {
        var status = U_ZERO_ERROR
        let text: String? = withUnsafeTemporaryAllocation(of: UChar.self, capacity: 96) { buffer in
            guard let base = buffer.baseAddress else { return nil }
            let length = cicu_unumf_resultToString(result, base, Int32(buffer.count), &status)
            guard status.isSuccess, length < buffer.count else { return nil }
            return String(decoding: UnsafeBufferPointer(start: base, count: Int(length)), as: UTF16.self)
        }
        if let text { return text }
        return try ICUText.withUCharBuffer("unumf_resultToString") { buffer, capacity, status in
            cicu_unumf_resultToString(result, buffer, capacity, &status)
        }
    }

    // MARK: - Cache

    private struct Key: Hashable {
        var skeleton: String
        var locale: String
    }

    private static let cache = Mutex<[Key: ICUNumberFormatter]>([:])

    /// The shared formatter for a skeleton and locale, opened on first use.
    static func cached(skeleton: String, locale: String) throws(MoneyError) -> ICUNumberFormatter {
        let key = Key(skeleton: skeleton, locale: locale)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let made = try ICUNumberFormatter(skeleton: skeleton, locale: locale)
        return cache.withLock { cache in
            if let raced = cache[key] { return raced }
            if cache.count >= 1024 { cache.removeAll(keepingCapacity: true) }
            cache[key] = made
            return made
        }
    }
}

/// Writes the ASCII decimal text of `units × 10^-scale` into a stack buffer and calls `body`.
func withDecimalText<R>(
    units: Int64, scale: Int, _ body: (UnsafeBufferPointer<CChar>) throws(MoneyError) -> R
) throws(MoneyError) -> R {
    try withUnsafeTemporaryAllocation(of: CChar.self, capacity: 48) { buffer throws(MoneyError) -> R in
        // Fill from the end: fraction digits, point, integer digits, sign.
        var index = buffer.count
        func put(_ byte: UInt8) {
            index -= 1
            buffer[index] = CChar(bitPattern: byte)
        }
        var magnitude = units.magnitude
        for _ in 0..<scale {
            put(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        }
        if scale > 0 { put(UInt8(ascii: ".")) }
        repeat {
            put(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        if units < 0 { put(UInt8(ascii: "-")) }
        return try body(UnsafeBufferPointer(rebasing: buffer[index...]))
    }
}
