import Money
import BillPresentation

/// Turns lines of text into the bytes one printer prints them with: every character in a code
/// page of the printer (`ESC t n` switching pages within a line where needed) or in its kanji
/// mode, or a fold (``PrintFold``); never a substitute `?`.
///
/// A character is sent only in an encoding that prints it as wide as the text layout counted it
/// (``DisplayWidth``): a code page prints one column a byte, kanji mode two columns for a
/// double-byte character. So `×` goes through PC850 rather than Shift_JIS, whose `×` is a
/// full-width kanji, and every line keeps the columns the text receipt gave it.
///
/// The encoder stays in the current page while it can; when it must switch, it takes the
/// encoding that carries the longest stretch of what follows, so a Hebrew line with a `₪` moves
/// to WPC1255 once rather than back and forth.
struct ESCPOSEncoder {
    /// Where a character's bytes come from.
    enum Source: Hashable {
        /// The profile's code page at this index of ``PrinterProfile/codePages``.
        case page(Int)
        /// The kanji mode's double-byte set.
        case kanji
    }

    /// A character the printer cannot print, even folded.
    struct Unprintable: Error {
        let character: Character
    }

    /// A character as it is printed (itself or a fold) and the sources that print it; no sources
    /// for ASCII, which prints the same in all.
    typealias Piece = (printed: Character, options: [(source: Source, bytes: [UInt8])])

    let profile: PrinterProfile
    /// Each character's bytes in each source that can print it at its width.
    private var fits: [Character: [(source: Source, bytes: [UInt8])]] = [:]
    /// What each character is printed as: itself or a fold, with where its bytes can come from;
    /// `nil` for one no source prints.
    private var resolved: [Character: Piece?] = [:]
    /// The page `ESC t` last selected; `nil` before the first.
    private var page: Int?
    /// Whether kanji mode is on.
    private var inKanji = false

    /// An encoder for `profile`, ready for lines made of `characters`.
    ///
    /// - Throws: ``PrintingError/icu(_:)`` when ICU has no converter the profile names.
    init(profile: PrinterProfile, characters: Set<Character>) throws(PrintingError) {
        self.profile = profile
        var wanted = characters
        for character in characters {
            for variant in Self.variants(of: character) { wanted.insert(variant) }
        }
        let list = wanted.filter { !Self.isASCII($0) }.sorted { String($0) < String($1) }
        let texts = list.map { String($0) }
        var sources: [(Source, String)] = profile.codePages.indices.map { (.page($0), profile.codePages[$0].converter) }
        if let kanji = profile.kanji { sources.append((.kanji, kanji.converter)) }
        for (source, converter) in sources {
            let encoded: [[UInt8]?]
            do {
                encoded = try CharacterConverter(name: converter).encode(texts)
            } catch {
                throw .icu(error.description)
            }
            for (character, bytes) in zip(list, encoded) {
                guard let bytes, Self.printsAtItsWidth(character, bytes, source) else { continue }
                fits[character, default: []].append((source, bytes))
            }
        }
    }

    /// Whether `bytes` in `source` print `character` exactly as wide as the text layout counts it.
    private static func printsAtItsWidth(_ character: Character, _ bytes: [UInt8], _ source: Source) -> Bool {
        // ICU's converters skip default-ignorable characters (U+034F COMBINING GRAPHEME JOINER,
        // U+17B4 KHMER VOWEL INHERENT AQ): a character carrying one would be sent without it, a
        // drop the fold table does not list.
        if character.unicodeScalars.count > 1,
            character.unicodeScalars.contains(where: {
                $0.properties.isDefaultIgnorableCodePoint && !PrintFold.isDropped($0)
            })
        {
            return false
        }
        let width = DisplayWidth.of(character)
        switch source {
        // Never a byte a printer reads as a control (C0, DEL): a page's glyph there stays unused.
        case .page: return bytes.count == 1 && width == 1 && bytes[0] >= 0x20 && bytes[0] != 0x7F
        // Two bytes: the double-byte sets' characters, and GB18030's two-byte part (GBK); its
        // four-byte codes need fonts a printer may not have.
        case .kanji: return bytes.count == 2 && width == 2
        }
    }

    private static func isASCII(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (0x20...0x7E).contains(ascii)
    }

    /// What a character may be printed as, in order: itself, its fold, other Arabic forms.
    static func variants(of character: Character) -> [Character] {
        var out: [Character] = [character]
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return out }
        if let fold = PrintFold.replacement(for: scalar) { out.append(Character(fold)) }
        out += PrintFold.arabicAlternatives(for: scalar).map { Character($0) }
        return out
    }

    /// What `character` prints as and where from, or `nil` when nothing prints it.
    private mutating func resolve(_ character: Character) -> Piece? {
        if let known = resolved[character] { return known }
        var answer: Piece?
        for variant in Self.variants(of: character) {
            if Self.isASCII(variant) {
                answer = (variant, [])
                break
            }
            if let options = fits[variant], !options.isEmpty {
                answer = (variant, options)
                break
            }
        }
        resolved[character] = answer
        return answer
    }

    /// Whether every character of `text` can be printed (folded or not).
    mutating func canPrint(_ text: String) -> Bool {
        firstUnprintable(text) == nil
    }

    /// The first character of `text` that no page prints, even folded; `nil` when there is none.
    mutating func firstUnprintable(_ text: String) -> Character? {
        text.first { !isDropped($0) && resolve($0) == nil }
    }

    private func isDropped(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(PrintFold.isDropped)
    }

    /// The bytes of each line (without its line feed), with the page and kanji-mode switches they
    /// need; the page carries over from one line to the next, as the printer's does, so a switch
    /// is chosen looking at the rest of the receipt, not only the rest of the line.
    ///
    /// - Throws: ``Unprintable`` naming the first character no source prints.
    mutating func encode(_ lines: [String]) throws(Unprintable) -> [[UInt8]] {
        var pieces: [Piece] = []
        var ends: [Int] = []
        for line in lines {
            for character in line where !isDropped(character) {
                guard let piece = resolve(character) else { throw Unprintable(character: character) }
                pieces.append(piece)
            }
            ends.append(pieces.count)
        }
        var out: [[UInt8]] = []
        var bytes: [UInt8] = []
        var nextEnd = ends.makeIterator()
        var end = nextEnd.next()
        for index in pieces.indices {
            while let current = end, current == index {
                out.append(bytes)
                bytes = []
                end = nextEnd.next()
            }
            bytes += encode(pieces[index], at: index, in: pieces)
        }
        while end != nil {
            out.append(bytes)
            bytes = []
            end = nextEnd.next()
        }
        return out
    }

    /// One character's bytes, after any switch of page or kanji mode it needs.
    private mutating func encode(_ piece: Piece, at index: Int, in pieces: [Piece]) -> [UInt8] {
        let (printed, options) = piece
        // ASCII prints the same in every page and in kanji mode.
        guard !options.isEmpty else { return Array(String(printed).utf8) }
        var out: [UInt8] = []
        let current: Source? = inKanji ? .kanji : page.map { .page($0) }
        let chosen: (source: Source, bytes: [UInt8])
        if let current, let same = options.first(where: { $0.source == current }) {
            chosen = same
        } else {
            chosen =
                options.max { reach($0.source, from: index, in: pieces) < reach($1.source, from: index, in: pieces) }
                ?? options[0]
        }
        switch chosen.source {
        case .page(let number):
            if inKanji {
                out += profile.commands.kanjiOff
                inKanji = false
            }
            if page != number {
                out += profile.commands.selectCodePage + [profile.codePages[number].number]
                page = number
            }
        case .kanji:
            if !inKanji {
                out += profile.commands.kanjiOn
                inKanji = true
            }
        }
        return out + chosen.bytes
    }

    /// How far `source` carries the line from `index` without a switch (ASCII goes in any source),
    /// scaled so that of two sources reaching as far, the one listed first in the profile ranks higher.
    private func reach(_ source: Source, from index: Int, in pieces: [Piece]) -> Int {
        var count = 0
        for piece in pieces[index...] {
            guard piece.options.isEmpty || piece.options.contains(where: { $0.source == source }) else { break }
            count += 1
        }
        let order: Int
        switch source {
        case .page(let number): order = number
        case .kanji: order = profile.codePages.count
        }
        return count * 1000 - order
    }
}

extension PrinterProfile {
    /// The characters of `text` that no code page or kanji mode of the profile prints, folds
    /// aside, each once in the order met: what a receipt with `text` on it has drawn.
    package func unprintable(in text: String) -> [Character] {
        guard var encoder = try? ESCPOSEncoder(profile: self, characters: Set(text)) else { return Array(text) }
        var out: [Character] = []
        for character in text where !out.contains(character) && encoder.firstUnprintable(String(character)) != nil {
            out.append(character)
        }
        return out
    }
}
