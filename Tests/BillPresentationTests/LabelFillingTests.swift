import Testing

@testable import BillPresentation

/// Labels are filled in one pass over the label: a value is text to show, never a template.
@Suite struct LabelFillingTests {
    @Test func aNameThatLooksLikeAPlaceholderStaysAsTyped() {
        let labels = ReceiptLabels(identifier: "en")
        // "{from} owes {to} {amount}": the person named `{amount}` is not filled in again.
        #expect(
            labels.filled(.owes, ["from": "{amount}", "to": "ben", "amount": "$11.00"]) == "{amount} owes ben $11.00")
        #expect(labels.filled(.owes, ["from": "ann", "to": "{from}", "amount": "$5.00"]) == "ann owes {from} $5.00")
    }

    @Test func unknownAndUnclosedBracesStay() {
        #expect(ReceiptLabels.filling("{a} {b} {c", ["a": "1"]) == "1 {b} {c")
        #expect(ReceiptLabels.filling("{{a}}", ["a": "x"]) == "{x}")
        #expect(ReceiptLabels.filling("", ["a": "x"]) == "")
    }

    @Test func theLanguageJoinsALabelAndItsValue() {
        #expect(ReceiptLabels(identifier: "ja").filled(.labelled, ["label": "小計", "value": "8800"]) == "小計：8800")
        #expect(
            ReceiptLabels(identifier: "en").filled(.labelled, ["label": "Bill", "value": "84.50"]) == "Bill: 84.50")
    }
}
