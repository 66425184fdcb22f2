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

/// A value that is either an exact decimal or an amount: a tip, a tax or a service charge.
///
/// A conforming type names its ``DecimalOrMoneyForm`` and says which of the two a value is;
/// decoding and encoding are written once, here.
protocol DecimalOrMoneyCodable: Codable {
    /// The JSON form of the type: its decimal key and what it is called in errors.
    static var form: DecimalOrMoneyForm<Self> { get }
    /// The value as one of the two forms.
    var decimalOrMoney: DecimalOrMoney { get }
}

/// Which of the two forms of a ``DecimalOrMoneyCodable`` value a value takes.
enum DecimalOrMoney {
    /// A percentage or a rate: `18`, `8.875`.
    case decimal(ExactDecimal)
    /// The amount itself.
    case money(Money)
}

extension DecimalOrMoneyCodable {
    /// Decodes the decimal form, such as `{"percent":"18"}` or `{"rate":"8.875"}`, or a Money
    /// object such as `{"amount":"5.00","currency":"USD"}`.
    ///
    /// - Throws: `DecodingError` when neither or both forms are present, or a value is not canonical.
    public init(from decoder: any Decoder) throws {
        self = try Self.form.decode(from: decoder)
    }

    /// Encodes the decimal form, such as `{"percent":"18"}`, or the amount's Money object.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        switch decimalOrMoney {
        case .decimal(let decimal): try Self.form.encode(decimal, to: encoder)
        case .money(let amount): try amount.encode(to: encoder)
        }
    }
}

/// The JSON form shared by a tip, a tax and a service charge: an exact decimal under one key
/// (`{"percent":"18"}`, `{"rate":"8.875"}`), or the amount itself as a Money object
/// (`{"amount":"5.00","currency":"USD"}`).
struct DecimalOrMoneyForm<Value>: Sendable {
    /// The key of the decimal form: `percent` or `rate`.
    let decimalKey: String
    /// What the value is, for errors: `a tip`.
    let noun: String
    /// The value of each form.
    let decimal: @Sendable (ExactDecimal) -> Value
    let money: @Sendable (Money) -> Value

    private struct Key: CodingKey, Equatable {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes exactly one of the two forms.
    ///
    /// - Throws: `DecodingError` when neither or both forms are present, or a value is not canonical.
    func decode(from decoder: any Decoder) throws -> Value {
        let decimalKey = Key(stringValue: decimalKey)
        let container = try decoder.container(keyedBy: Key.self)
        if try container.exactlyOne(of: decimalKey, Key(stringValue: "amount"), in: noun) == decimalKey {
            return decimal(try container.decode(ExactDecimal.self, forKey: decimalKey))
        }
        return money(try Money(from: decoder))
    }

    /// Encodes the decimal form; the money form is the amount's own encoding.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    func encode(_ value: ExactDecimal, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(value, forKey: Key(stringValue: decimalKey))
    }
}

extension KeyedEncodingContainer {
    /// Encodes `elements` under `key` as a list of objects, each filled in by `encode`.
    ///
    /// - Throws: What `encode` throws, or `EncodingError` when the encoder rejects a value.
    package mutating func encodeList<Elements: Sequence, ElementKey: CodingKey>(
        _ elements: Elements, forKey key: Key, keyedBy _: ElementKey.Type,
        _ encode: (Elements.Element, inout KeyedEncodingContainer<ElementKey>) throws -> Void
    ) throws {
        var list = nestedUnkeyedContainer(forKey: key)
        for element in elements {
            var object = list.nestedContainer(keyedBy: ElementKey.self)
            try encode(element, &object)
        }
    }
}
