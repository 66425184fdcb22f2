import BillPresentation

/// The English words left in a localized output: what "speaks the locale's language" checks.
///
/// Words are runs of letters, cut where Latin letters meet another script, so `annは` gives
/// `ann` and a Japanese run. The English vocabulary is every word of the English label table
/// and of the same command's English output; a word the language's own labels use too
/// (`Service`, `Total`, `Enter`, `tipfmt`) is the language's, and the user's words (names,
/// items, currency codes) are data.
enum EnglishWords {
    /// The words of `text`, as described above; single letters are not words.
    static func words(_ text: String) -> Set<String> {
        var words = Set<String>()
        var current = ""
        var currentIsLatin = false
        func flush() {
            if current.count > 1 { words.insert(current) }
            current = ""
        }
        for character in text {
            guard character.isLetter else {
                flush()
                continue
            }
            let latin = character.unicodeScalars.first.map { $0.value < 0x250 || (0x1E00...0x1EFF).contains($0.value) }
            if !current.isEmpty && latin != currentIsLatin { flush() }
            currentIsLatin = latin ?? false
            current.append(character)
        }
        flush()
        return words
    }

    /// Every word of every English label.
    static let labelWords: Set<String> = {
        let english = ReceiptLabels(identifier: "en")
        return Set(ReceiptLabels.Key.allCases.flatMap { words(english[$0]) })
    }()

    /// The English words in `localized`, sorted: those of the English label table and of
    /// `english` (the same output in English) that the locale's labels do not use themselves.
    static func left(
        in localized: String, locale: String, english: String = "", userWords: Set<String> = []
    ) -> [String] {
        let labels = ReceiptLabels(identifier: locale)
        let own = Set(ReceiptLabels.Key.allCases.flatMap { words(labels[$0]) })
        let vocabulary = labelWords.union(words(english)).subtracting(own).subtracting(userWords)
        return words(localized).intersection(vocabulary).sorted()
    }
}
