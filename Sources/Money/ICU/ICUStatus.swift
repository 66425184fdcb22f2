internal import CICUShims

/// ICU's `UErrorCode` as the shim passes it.
///
/// Zero is success, negative values are warnings, positive ones failures. Calls take
/// `&status.code`.
struct ICUStatus: Equatable {
    /// The raw code.
    var code: cicu_status = CICU_U_ZERO_ERROR

    /// Whether ICU reported success; warnings (negative codes) count as success.
    var isSuccess: Bool { code <= CICU_U_ZERO_ERROR }

    /// Whether ICU asked for a bigger buffer.
    var isBufferOverflow: Bool { code == CICU_U_BUFFER_OVERFLOW_ERROR }

    /// Whether ICU used its root locale because it had no data for the one asked for.
    var isUsingDefault: Bool { code == CICU_U_USING_DEFAULT_WARNING }

    /// ICU's name of the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
    var name: String { String(cString: cicu_u_errorName(code)) }

    /// Throws ``MoneyError/icu(operation:code:name:)`` when ICU reported a failure.
    func check(_ operation: String) throws(MoneyError) {
        guard isSuccess else { throw .icu(operation: operation, code: code, name: name) }
    }

    /// The code of `U_MISSING_RESOURCE_ERROR`, for callers that treat missing data as "none".
    static let missingResource: Int32 = CICU_U_MISSING_RESOURCE_ERROR
}
