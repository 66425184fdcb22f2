import Money
public import TipCalc

/// The steps of a calculation in words: a heading naming the currency, then one line per step
/// (an allocation takes several), in a language, with every value exact so a person can redo each
/// number by hand.
///
/// Built once from the engine's `BillStep` data: amounts in the bill's currency without
/// its code, exact quotients before rounding (`…` marks a quotient cut after six more digits),
/// every remainder unit with who took it and why, rounding rules named in words. In right-to-left
/// text each number or formula is isolated (U+2068 … U+2069) so it never reorders with the words
/// around it. Names of people and items are the user's text and enter the sentences with every
/// steering character shown by name, so a line can be printed as it is.
///
///     let result = try ItemisedCalculator.calculate(bill, explaining: true)
///     let explanation = Explanation(of: result, in: ReceiptLabels(locale: LocaleIdentifier("en_US")))
///     print(explanation.heading)
///     // Prints "How every amount was found (USD, exact):"
///     print(explanation.lines.first { $0.kind == .tax }?.text ?? "")
///     // Prints "Tax 10% on 90.91: 90.91 × 10 / 100 = 9.091 → 9.09 (half-up), added on top."
public struct Explanation: Hashable, Sendable {
    /// The heading: "How every amount was found (USD, exact):".
    public let heading: String
    /// Every step's sentences, in the order the engine took them.
    public let lines: [Line]

    /// One line of the explanation.
    public struct Line: Hashable, Sendable {
        /// What the step is about.
        public let kind: BillStep.Kind
        /// The line, e.g. `"Tax 10% on 90.91: 90.91 × 10 / 100 = 9.091 → 9.09 (half-up), added on top."`
        public let text: String

        /// A line of `kind` reading `text`.
        public init(kind: BillStep.Kind, text: String) {
            self.kind = kind
            self.text = text
        }
    }

    /// The explanation of an itemised result, empty unless it was calculated `explaining: true`.
    ///
    /// Ties go to the person earlier on the bill: in the order of its declared people, else in
    /// name order, as the calculator ruled them.
    ///
    /// - Parameters:
    ///   - result: The result, with its `ItemisedResult.explanation`.
    ///   - labels: The language to write it in.
    public init(of result: ItemisedResult, in labels: ReceiptLabels) {
        self.init(
            steps: result.explanation, currency: result.bill.currency, people: result.people.map(\.name),
            items: result.items.map(\.name), declaredOrder: !result.bill.people.isEmpty, labels: labels)
    }

    /// The explanation of a single amount: one item, the bill, shared by everyone, the people
    /// named as the receipt names them ("Person 1", "Person 2").
    ///
    /// - Parameters:
    ///   - request: The request, as `TipCalculator.calculate(_:)` takes it.
    ///   - labels: The language to write it in.
    /// - Throws: What `TipCalculator.calculate(_:)` throws for the same request.
    public init(of request: TipRequest, in labels: ReceiptLabels) throws(TipCalcError) {
        self.init(
            steps: try TipCalculator.explanation(of: request), currency: request.bill.currency, people: nil,
            items: nil, declaredOrder: true, labels: labels)
    }

    /// The explanation of a single amount's result (a plain amount: one item, the bill, shared by
    /// everyone, nobody named), the people numbered as the receipt numbers them ("Person 1",
    /// "Person 2"), worded from the steps recorded when it was computed `explaining: true`.
    package init(ofPlainAmount result: ItemisedResult, in labels: ReceiptLabels) {
        self.init(
            steps: result.explanation, currency: result.bill.currency, people: nil, items: nil, declaredOrder: true,
            labels: labels)
    }

    /// The explanation of `steps` in `labels`' language: `people` and `items` name the indices
    /// the steps use (`nil`: numbered people, and the one item is the bill).
    init(
        steps: [BillStep], currency: Currency, people: [String]?, items: [String]?, declaredOrder: Bool,
        labels: ReceiptLabels
    ) {
        heading = labels.filled(.explanationHeading, ["currency": currency.code])
        var writer = ExplanationWriter(
            currency: currency, people: people, items: items, declaredOrder: declaredOrder, labels: labels)
        for step in steps { writer.write(step) }
        lines = writer.lines
    }
}
