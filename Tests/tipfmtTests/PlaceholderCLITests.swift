import Testing

@Suite struct PlaceholderCLITests {
    @Test func targetBuilds() { #expect(Bool(true)) }
}
