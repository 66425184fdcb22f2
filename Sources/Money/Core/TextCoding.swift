/// The Codable form of a value written as checked text: a currency's ISO code, a locale id.
///
/// The text is decoded as one string and handed to the value's own throwing initializer, whose
/// error becomes the `DecodingError`'s description.
enum TextCoding {
    /// Decodes a string and makes the value from it.
    ///
    /// - Throws: `DecodingError.dataCorrupted` with `make`'s error, or the decoder's error for a
    ///   value that is not a string.
    static func decode<Value>(
        from decoder: any Decoder, _ make: (String) throws(MoneyError) -> Value
    ) throws -> Value {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            return try make(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes `text` as one string.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    static func encode(_ text: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
