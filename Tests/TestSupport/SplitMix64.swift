/// Steele, Lea and Flood's SplitMix64: a tiny seeded generator, so every random test is
/// reproducible from its seed.
///
/// The constants are those of the reference implementation (Vigna's `splitmix64.c`):
/// the increment 0x9E3779B97F4A7C15 and the multipliers 0xBF58476D1CE4E5B9 and
/// 0x94D049BB133111EB. `SplitMix64Tests` pins its output to the reference values.
///
///     var random = SplitMix64(seed: 0)
///     print(String(random.next(), radix: 16))
///     // Prints "e220a8397b1dcdaf"
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
