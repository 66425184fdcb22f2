/// Finds the structs of a Swift file and their ``OptionDeclaration``s.
struct DeclarationReader {
    private let tokens: [SwiftToken]
    private let bytes: [UInt8]
    private var index = 0
    /// The open scopes: a type's name, or `nil` for a function body, closure or other block.
    private var scopes: [String?] = []
    private var types: [String: ArgumentsType] = [:]
    private var order: [String] = []

    /// The types and extensions of `source`, each with what it says it conforms to and the
    /// argument-parser properties it declares.
    static func types(in source: String) -> [ArgumentsType] {
        var reader = DeclarationReader(source)
        reader.read()
        return reader.order.compactMap { reader.types[$0] }
    }

    private init(_ source: String) {
        tokens = SwiftTokenizer(source).tokens
        bytes = Array(source.utf8)
    }

    private var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

    private mutating func read() {
        var pendingType: (name: String, conformances: [String])?
        while let token = current {
            if token.kind == .word, ["struct", "enum", "class", "actor", "protocol", "extension"].contains(token.text) {
                pendingType = readTypeHeader(isExtension: token.text == "extension")
                continue
            }
            if token.isSymbol("{") {
                if let type = pendingType {
                    let name = (scopes.compactMap { $0 } + [type.name]).joined(separator: ".")
                    if types[name] == nil {
                        types[name] = ArgumentsType(qualifiedName: name, conformances: [], declarations: [])
                        order.append(name)
                    }
                    types[name]?.conformances += type.conformances
                    scopes.append(type.name)
                } else {
                    scopes.append(nil)
                }
                pendingType = nil
            } else if token.isSymbol("}") {
                _ = scopes.popLast()
            } else if token.isSymbol("@"), (scopes.last ?? nil) != nil, let declaration = readDeclaration() {
                types[scopes.compactMap { $0 }.joined(separator: ".")]?.declarations.append(declaration)
                continue
            }
            index += 1
        }
    }

    /// Reads `struct Name: A, B` (or `extension A.B: C`) up to its `{`, which it leaves.
    private mutating func readTypeHeader(isExtension: Bool) -> (name: String, conformances: [String])? {
        index += 1
        var nameParts: [String] = []
        while let token = current, token.kind == .word {
            nameParts.append(token.text)
            index += 1
            guard isExtension, let dot = current, dot.isSymbol(".") else { break }
            index += 1
        }
        var conformances: [String] = []
        var angle = 0
        while let token = current, !token.isSymbol("{") {
            if token.isSymbol("<") { angle += 1 }
            if token.isSymbol(">") { angle -= 1 }
            if token.isWord("where") { break }
            if token.kind == .word, angle == 0 { conformances.append(token.text) }
            index += 1
        }
        while let token = current, !token.isSymbol("{") { index += 1 }
        guard !nameParts.isEmpty else { return nil }
        return (nameParts.joined(separator: "."), conformances)
    }

    /// Reads `@Option(…) var name: Type = value` from its `@`; `nil` (the `@` passed over) for
    /// any other attribute.
    private mutating func readDeclaration() -> OptionDeclaration? {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .word,
            let wrapper = OptionDeclaration.Wrapper(rawValue: tokens[index + 1].text)
        else {
            index += 1
            return nil
        }
        let start = index
        index += 2
        var arguments: [String: String] = [:]
        if let open = current, open.isSymbol("(") {
            arguments = readArguments()
        }
        // Other attributes and modifiers may stand between the wrapper and `var`.
        while let token = current, !token.isWord("var") {
            if token.isSymbol("{") || token.isSymbol("}") || token.isWord("func") || token.isWord("let") {
                index = start + 1
                return nil
            }
            index += 1
        }
        index += 1
        guard let name = current, name.kind == .word else { return nil }
        index += 1
        var type: String?
        if let colon = current, colon.isSymbol(":") {
            index += 1
            type = readUntil(stoppingAt: ["=", "{"])
        }
        var defaultValue: String?
        if let equals = current, equals.isSymbol("=") {
            index += 1
            defaultValue = readUntil(stoppingAt: [])
        }
        return OptionDeclaration(
            wrapper: wrapper, property: name.text, type: type, defaultValue: defaultValue, arguments: arguments)
    }

    /// The source text from here to the end of the line (or to one of `stops`), brackets balanced.
    private mutating func readUntil(stoppingAt stops: Set<Character>) -> String? {
        var depth = 0
        var first: Int?
        var last = 0
        while let token = current {
            if depth == 0, token.kind == .newline { break }
            if depth == 0, token.kind == .symbol, let character = token.text.first, stops.contains(character) {
                break
            }
            if token.kind == .symbol, "([{".contains(token.text) { depth += 1 }
            if token.kind == .symbol, ")]}".contains(token.text) { depth -= 1 }
            if token.kind != .newline {
                first = first ?? token.range.lowerBound
                last = token.range.upperBound
            }
            index += 1
        }
        guard let first else { return nil }
        return SwiftTokenizer.text(bytes, first..<last)
    }

    /// Reads `( label: value, … )` from its `(`: each labelled argument's source text.
    private mutating func readArguments() -> [String: String] {
        var arguments: [String: String] = [:]
        var depth = 0
        var label: String?
        var valueStart: Int?
        var valueEnd = 0
        func finish() {
            if let label, let valueStart { arguments[label] = SwiftTokenizer.text(bytes, valueStart..<valueEnd) }
        }
        while let token = current {
            index += 1
            if token.kind == .symbol, "([{".contains(token.text) {
                depth += 1
                if depth == 1 { continue }
            }
            if token.kind == .symbol, ")]}".contains(token.text) {
                depth -= 1
                if depth == 0 {
                    finish()
                    return arguments
                }
            }
            if depth == 1, token.isSymbol(",") {
                finish()
                (label, valueStart) = (nil, nil)
                continue
            }
            if token.kind == .newline { continue }
            if depth == 1, valueStart == nil, label == nil, token.kind == .word, let colon = current,
                colon.isSymbol(":")
            {
                label = token.text
                index += 1
                continue
            }
            valueStart = valueStart ?? token.range.lowerBound
            valueEnd = token.range.upperBound
        }
        return arguments
    }
}
