/// The names argument-parser gives an option or flag on the command line, worked out from its
/// declaration the way argument-parser works them out.
struct CommandLineNames: Equatable {
    /// The names that set the option, or turn the flag on: `["-c", "--currency"]`.
    var on: [String]
    /// The names that turn an inverted flag off: `["--no-grouping"]`.
    var off: [String] = []

    /// The name a repeat is recognised by: the first long name, else the first name.
    var canonical: String { on.first { $0.hasPrefix("--") } ?? on.first ?? "" }

    /// The names of `declaration`, or `nil` when it names itself in a way this reader does not
    /// know (the fast reader then leaves every use of it to argument-parser).
    init?(_ declaration: OptionDeclaration) {
        let property = declaration.property
        guard let specification = declaration.arguments["name"] else {
            on = ["--" + Self.kebabCased(property)]
            guard declaration.wrapper == .flag else { return }
            guard let (onNames, offNames) = Self.inverted(on, declaration.arguments["inversion"]) else { return nil }
            (on, off) = (onNames, offNames)
            return
        }
        var text = Substring(specification.filter { !$0.isWhitespace })
        if text.hasPrefix("[") && text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        var names: [String] = []
        for element in Self.topLevelParts(text) {
            guard let more = Self.names(element, property: property) else { return nil }
            names += more
        }
        guard !names.isEmpty else { return nil }
        on = names
        if declaration.wrapper == .flag {
            guard let (onNames, offNames) = Self.inverted(names, declaration.arguments["inversion"]) else { return nil }
            (on, off) = (onNames, offNames)
        }
    }

    /// One element of a name specification: `.long`, `.short`, `.shortAndLong`,
    /// `.customLong("name")`, `.customShort("c")`.
    private static func names(_ element: Substring, property: String) -> [String]? {
        switch element {
        case ".long": return ["--" + kebabCased(property)]
        case ".short": return property.first.map { ["-\($0)"] }
        case ".shortAndLong": return property.first.map { ["-\($0)", "--" + kebabCased(property)] }
        default: break
        }
        guard let quoted = firstStringLiteral(element) else { return nil }
        if element.hasPrefix(".customLong(") {
            return [(element.contains("withSingleDash:true") ? "-" : "--") + quoted]
        }
        if element.hasPrefix(".customShort("), quoted.count == 1 { return ["-" + quoted] }
        return nil
    }

    /// The on and off names of a flag declared with `inversion`.
    ///
    /// `nil` for an inversion this reader does not know, or short names on an inverted flag.
    private static func inverted(_ names: [String], _ inversion: String?) -> (on: [String], off: [String])? {
        guard let inversion = inversion?.filter({ !$0.isWhitespace }) else { return (names, []) }
        guard names.allSatisfy({ $0.hasPrefix("--") }) else { return nil }
        let stems = names.map { $0.dropFirst(2) }
        switch inversion {
        case ".prefixedNo":
            return (names, stems.map { "--no-\($0)" })
        case ".prefixedEnableDisable":
            return (stems.map { "--enable-\($0)" }, stems.map { "--disable-\($0)" })
        default:
            return nil
        }
    }

    /// `roundTo` → `round-to`, `URLFile` → `url-file`: argument-parser's long name for a property.
    static func kebabCased(_ name: String) -> String {
        let characters = Array(name)
        var words: [String] = []
        var word = ""
        for (offset, character) in characters.enumerated() {
            let next = offset + 1 < characters.count ? characters[offset + 1] : nil
            let previous = offset > 0 ? characters[offset - 1] : nil
            if character.isUppercase, let previous, !word.isEmpty,
                previous.isLowercase || previous.isNumber || (next?.isLowercase ?? false)
            {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return words.map { $0.lowercased() }.joined(separator: "-")
    }

    /// The parts of `text` between its commas outside brackets and quotes.
    static func topLevelParts(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var quoted = false
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "\"": quoted.toggle()
            case "(" where !quoted, "[" where !quoted: depth += 1
            case ")" where !quoted, "]" where !quoted: depth -= 1
            case "," where !quoted && depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        if start < text.endIndex { parts.append(text[start...]) }
        return parts
    }

    private static func firstStringLiteral(_ text: Substring) -> String? {
        guard let open = text.firstIndex(of: "\"") else { return nil }
        let rest = text[text.index(after: open)...]
        guard let close = rest.firstIndex(of: "\""), !rest[..<close].contains("\\") else { return nil }
        return String(rest[..<close])
    }
}
