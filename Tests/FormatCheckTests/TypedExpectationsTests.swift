import FormatCheck
import FormatCheckTesting
import Money
import Synchronization
import Testing

/// The typed expectation: a `Money`, a `LocaleIdentifier` and `FormatSettings` instead of
/// strings, and a failure that names its rule and carries its texts as attachments.
@Suite struct TypedExpectationsTests {
    @Test func typedValuesMatch() throws {
        let de = try LocaleIdentifier("de_DE")
        #expect(expectFormatting(Money(minorUnits: 123_450, .eur), locale: de, equals: "1.234,50\u{A0}€") == nil)
        #expect(
            expectFormatting(
                Money(minorUnits: -500, .usd), locale: try LocaleIdentifier("en_US"),
                settings: FormatSettings(style: .accounting), equals: "($5.00)") == nil)
        #expect(
            expectFormatting(
                Money(minorUnits: 103, .chf), locale: try LocaleIdentifier("de_CH"),
                settings: FormatSettings(usesCashRounding: true), equals: "CHF\u{A0}1.05") == nil)
    }

    /// A wrong expectation is one issue whose first line names the rule.
    @Test func aMismatchIsOneIssueNamingItsRule() throws {
        let recorded = Mutex<[String]>([])
        let locale = try LocaleIdentifier("de_CH")
        var mismatch: FormattingMismatch?
        withKnownIssue {
            mismatch = expectFormatting(Money(minorUnits: 123_450, .chf), locale: locale, equals: "CHF\u{A0}1'234.50")
        } matching: { issue in
            recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        #expect(
            recorded.withLock { $0 } == [
                """
                de_CH CHF 1234.50: formats differently (grouping separator changed: ' → ’)
                  expected: CHF<NBSP>1'234.50
                  actual:   CHF<NBSP>1’234.50
                                      ^
                """
            ])
        #expect(mismatch?.drift.rule == .groupingSeparator)
    }

    /// What a failing test attaches: both texts byte for byte, and the diff with the rule keys.
    @Test func theAttachmentsHoldBothTextsAndTheDiff() {
        let mismatch = FormattingMismatch(
            subject: "nb_NO NOK 1234.5", expected: "1\u{A0}234,50\u{A0}kr", actual: "kr\u{A0}1\u{A0}234,50")
        let attachments = mismatch.attachments
        #expect(attachments.map(\.name) == ["expected.txt", "actual.txt", "diff.txt"])
        #expect(attachments[0].text == "1\u{A0}234,50\u{A0}kr")
        #expect(attachments[1].text == "kr\u{A0}1\u{A0}234,50")
        #expect(
            attachments[2].text == """
                nb_NO NOK 1234.5: formats differently (currency placement moved: suffix → prefix)
                  expected: 1<NBSP>234,50<NBSP>kr
                  actual:   kr<NBSP>1<NBSP>234,50
                            ^
                rules: placement

                """)
    }
}
