#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads environment variables through `getenv`.
enum ProcessEnvironment {
    /// The named variables that are set and not empty.
    static func values(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            guard let value = getenv(name) else { continue }
            let text = String(cString: value)
            if !text.isEmpty { values[name] = text }
        }
        return values
    }
}
