#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Read access to the process environment, through `getenv` (no Foundation on the start-up path).
///
/// Commands take an ``Environment`` value rather than calling `getenv` directly so the
/// resolution rules can be tested with a dictionary.
package struct Environment: Sendable {
    private let lookup: @Sendable (String) -> String?

    /// The real process environment.
    package static let process = Environment { name in
        guard let value = getenv(name) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: value, count: strlen(value)), as: UTF8.self)
    }

    /// A fixed environment, for tests.
    package init(_ values: [String: String]) {
        lookup = { values[$0] }
    }

    private init(lookup: @escaping @Sendable (String) -> String?) {
        self.lookup = lookup
    }

    /// The variable's value, or `nil` when it is unset or empty.
    package subscript(_ name: String) -> String? {
        guard let value = lookup(name), !value.isEmpty else { return nil }
        return value
    }
}
