public import TipCalc

/// An itemised result with its explanation in words: what a saved bill's result holds.
///
/// Its JSON is the result's own (docs/ItemisedBills.md), with the bill as given under `bill`, and
/// the `explain` list filled: each
/// line's `kind` and `text` in the explanation's language; without an explanation the list is
/// empty, as the result writes it alone. Decoding reads the result and the lines back; the
/// result's members read through, so `decoded.people` is the result's people.
@dynamicMemberLookup
public struct ExplainedResult: Hashable, Sendable {
    /// The result.
    public let result: ItemisedResult
    /// Its steps in words, in order; empty when it was not explained.
    public let explanation: [Explanation.Line]

    /// `result` with `explanation`'s lines.
    ///
    /// - Parameters:
    ///   - result: The result.
    ///   - explanation: Its explanation in a language, or `nil` for none.
    public init(_ result: ItemisedResult, explanation: Explanation?) {
        self.result = result
        self.explanation = explanation?.lines ?? []
    }

    /// A member of ``result``.
    public subscript<Value>(dynamicMember member: KeyPath<ItemisedResult, Value>) -> Value {
        result[keyPath: member]
    }
}

extension ExplainedResult: Codable {
    private enum CodingKeys: String, CodingKey {
        case explain
    }

    private enum LineKeys: String, CodingKey {
        case kind, text
    }

    /// Encodes the result with its `explain` list; see docs/ItemisedBills.md.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, echoingBill: true)
    }

    /// Encodes the result with its `explain` list, with or without the bill as given under `bill`.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    package func encode(to encoder: any Encoder, echoingBill: Bool) throws {
        try result.encode(
            to: encoder, explanation: explanation.map { ($0.kind, $0.text) }, echoingBill: echoingBill)
    }

    /// Decodes what ``encode(to:)`` writes.
    ///
    /// - Throws: `DecodingError` for a missing key, a value that does not decode, or a line whose
    ///   `kind` is not one of `BillStep.Kind`.
    public init(from decoder: any Decoder) throws {
        result = try ItemisedResult(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var lines: [Explanation.Line] = []
        if container.contains(.explain) {
            var list = try container.nestedUnkeyedContainer(forKey: .explain)
            while !list.isAtEnd {
                let entry = try list.nestedContainer(keyedBy: LineKeys.self)
                let name = try entry.decodeIfPresent(String.self, forKey: .kind) ?? BillStep.Kind.method.rawValue
                guard let kind = BillStep.Kind(rawValue: name) else {
                    let allowed = BillStep.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    throw DecodingError.dataCorruptedError(
                        forKey: .kind, in: entry, debugDescription: "\"\(name)\" is not one of \(allowed)")
                }
                lines.append(Explanation.Line(kind: kind, text: try entry.decode(String.self, forKey: .text)))
            }
        }
        explanation = lines
    }
}
