import Money

// Shared pieces of TipCalc's Codable conformances. Every amount is a Money object with a string
// amount, `{"amount":"0.500","currency":"KWD"}`, and every percentage or rate a canonical decimal
// string, `"17.5"`: no value ever passes through a JSON number, which decoders read as a binary
// double.

extension KeyedDecodingContainer {
    /// Decodes the one case of a two-form value: exactly one of `first` and `second` is present.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when both or neither are there.
    func exactlyOne(of first: Key, _ second: Key, in what: String) throws -> Key {
        switch (contains(first), contains(second)) {
        case (true, false): return first
        case (false, true): return second
        default:
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "\(what) needs exactly one of \"\(first.stringValue)\" and \"\(second.stringValue)\""))
        }
    }
}

extension Array where Element == Money {
    /// The sum of the amounts in minor units, without overflow (up to 1,000 `Int64` values fit in `Int128`).
    var minorUnitsSum: Int128 { reduce(0) { $0 + Int128($1.minorUnits) } }
}

/// A `DecodingError` for a value that decodes but breaks a rule of its type.
func invalidValue(_ reason: String, in decoder: any Decoder) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: reason))
}
