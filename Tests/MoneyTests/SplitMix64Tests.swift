import Testing

/// The shared generator is the reference SplitMix64: a wrong constant (one copy had
/// 0xBF58_476D_1CE5_E4B9) gives other numbers and fails here.
@Suite struct SplitMix64Tests {
    /// The first outputs of Vigna's splitmix64.c for seeds 0 and 1234567.
    @Test func matchesTheReferenceImplementation() {
        var zero = SplitMix64(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
        var seeded = SplitMix64(seed: 1_234_567)
        let outputs = (0..<5).map { _ in seeded.next() }
        #expect(
            outputs == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
                4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
            ])
    }
}
