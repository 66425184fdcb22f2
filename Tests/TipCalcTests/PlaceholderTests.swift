import Testing
import TipCalc

@Suite struct PlaceholderTests {
    @Test func moduleLinks() { #expect(Bool(true)) }
}
