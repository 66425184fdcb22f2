/// One piece of Swift source, as far as the generator needs to tell pieces apart.
struct SwiftToken: Equatable {
    enum Kind: Equatable {
        /// An identifier, keyword or number.
        case word
        /// A string literal; `text` is what stands between its quotes, escapes as written.
        case string
        /// One character of punctuation: `{ } ( ) [ ] : = , . @ ?` and the rest.
        case symbol
        /// The end of a line outside any string or comment.
        case newline
    }

    var kind: Kind
    var text: String
    /// Where the token stands in the file's UTF-8 bytes, quotes included for a string.
    var range: Range<Int>

    func isSymbol(_ character: Character) -> Bool { kind == .symbol && text == String(character) }
    func isWord(_ word: String) -> Bool { kind == .word && text == word }
}
