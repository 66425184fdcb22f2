/// Ids for new bills and payments that two copies of a trip will not both give.
///
/// A numbered id (1, 2, 3) is the next free number on one device; two devices adding a bill
/// each give the same number to different bills, and a merge of their copies could not tell
/// them apart. A random id of 40 bits is written in 8 letters of Crockford's base32, lower case
/// and without the letters that read as digits (`i`, `l`, `o`, `u`): two devices adding a
/// thousand bills each to one trip give the same id with a chance of about 1 in 10⁶.
///
///     var random = SystemRandomNumberGenerator()
///     print(TripItemID.random(using: &random).count)
///     // Prints "8"
public enum TripItemID {
    /// The 32 letters of an id: digits, then lower-case letters without `i`, `l`, `o` and `u`.
    public static let alphabet: [Character] = Array("0123456789abcdefghjkmnpqrstvwxyz")

    /// How many letters an id has.
    public static let length = 8

    /// A new random id.
    ///
    /// - Parameter generator: Where the 40 random bits come from; tests pass a seeded one.
    /// - Returns: 8 letters of ``alphabet``.
    public static func random(using generator: inout some RandomNumberGenerator) -> String {
        var bits = generator.next() & 0xFF_FFFF_FFFF
        var letters: [Character] = []
        letters.reserveCapacity(length)
        for _ in 0..<length {
            letters.append(alphabet[Int(bits & 31)])
            bits >>= 5
        }
        return String(letters)
    }

    /// A new random id that is not in `used`: on the rare clash another is drawn.
    ///
    /// - Parameters:
    ///   - used: Whether an id is already taken in the trip.
    ///   - generator: Where the random bits come from.
    /// - Returns: 8 letters of ``alphabet`` for which `used` is false.
    public static func random(
        avoiding used: (String) -> Bool, using generator: inout some RandomNumberGenerator
    ) -> String {
        var id = random(using: &generator)
        while used(id) { id = random(using: &generator) }
        return id
    }
}
