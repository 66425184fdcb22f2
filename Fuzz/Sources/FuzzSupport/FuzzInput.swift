/// What every fuzz target needs: the input as bytes or text, and a check that stops the run.
public enum FuzzInput {
    /// The input bytes libFuzzer passes to `LLVMFuzzerTestOneInput`.
    public static func bytes(_ start: UnsafeRawPointer?, _ count: Int) -> [UInt8] {
        guard let start, count > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: count))
    }

    /// The input as text when it is valid UTF-8 (what the tool's readers are given), else `nil`.
    public static func text(_ start: UnsafeRawPointer?, _ count: Int) -> String? {
        String(validating: bytes(start, count), as: UTF8.self)
    }

    /// The input split at its first byte: a small selector (for a locale or a mode) and the rest.
    public static func selectorAndText(_ start: UnsafeRawPointer?, _ count: Int) -> (UInt8, String)? {
        let all = bytes(start, count)
        guard let first = all.first, let text = String(validating: all.dropFirst(), as: UTF8.self) else { return nil }
        return (first, text)
    }
}

/// Stops the run (a crash libFuzzer records with its input) when a property the code promises
/// does not hold: a wrong answer is a finding, like a trap.
public func invariant(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(message())") }
}
