// `{"even":3}` or `{"weights":[2,1,1]}`. Decoding does not validate the size, as `Party` itself
// does not: ``Party/validatedWeights()`` and the calculator do.
extension Party: Codable {
    private enum CodingKeys: String, CodingKey {
        case even, weights
    }

    /// Decodes `{"even":3}` or `{"weights":[2,1,1]}`.
    ///
    /// - Throws: `DecodingError` when neither or both keys are present, or a value is not an integer.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.exactlyOne(of: .even, .weights, in: "a party") {
        case .even: self = .even(try container.decode(Int.self, forKey: .even))
        case .weights: self = .weights(try container.decode([Int].self, forKey: .weights))
        }
    }

    /// Encodes `{"even":3}` or `{"weights":[2,1,1]}`.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .even(let size): try container.encode(size, forKey: .even)
        case .weights(let weights): try container.encode(weights, forKey: .weights)
        }
    }
}
