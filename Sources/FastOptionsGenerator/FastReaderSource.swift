/// The Swift source of the fast command-line reader, written from the option declarations.
///
/// For each command that says it conforms to `FastParsable`, and each option group such a
/// command (or one of its groups) holds, it writes three members:
/// - `fastDefaults`: the value with every property as argument-parser leaves it when its option
///   is not given, from the declaration's own default (`nil` for an optional, none for a
///   required option, which leaves the whole command to argument-parser);
/// - `fastRead(_:_:)`: one argument, read by the names argument-parser gives the option;
/// - `fastNames`: every name `fastRead(_:_:)` reads, its groups' included;
/// - `fastValidate()`: the groups' `validate()`, then the type's own, as argument-parser runs them.
///
/// What it cannot read exactly as argument-parser does (a `transform:`, a parsing strategy that
/// takes several values, a name it does not know) it answers `.refused` for, or leaves unnamed,
/// so that argument-parser reads the line.
///
/// A group declared in another module of the package (the option groups `calc`, `receipt` and
/// `trip add` share live with the request reader) is read through the members the generator
/// wrote there: a type that says it conforms to `FastReadable` gets them in its own module, and
/// a group whose declaration is not in this module is taken to be such a type. The members are
/// `package`, so that they answer `FastReadable`'s requirements from any module of the package.
struct FastReaderSource {
    let types: [ArgumentsType]
    /// The import lines of the files the types come from.
    let imports: [String]

    static let marker = "FastParsable"
    /// What an option group declared for use in other modules says it conforms to.
    static let groupMarker = "FastReadable"

    func render() -> String {
        var output = """
            // Written by FastOptionsGenerator from the option declarations of this module, on every
            // build: a new or changed option is read on the fast path without another edit.

            """
        output += imports.sorted().joined(separator: "\n") + "\n"
        for type in reachableTypes() {
            output += "\n" + members(of: type)
        }
        return output
    }

    /// The commands marked `FastParsable` and the groups marked `FastReadable`, then every group
    /// they hold that is declared in this module, each once.
    private func reachableTypes() -> [ArgumentsType] {
        var pending = types.filter {
            $0.conformances.contains(Self.marker) || $0.conformances.contains(Self.groupMarker)
        }
        var seen: Set<String> = []
        var result: [ArgumentsType] = []
        while !pending.isEmpty {
            let type = pending.removeFirst()
            guard seen.insert(type.qualifiedName).inserted else { continue }
            result.append(type)
            for declaration in type.declarations where declaration.wrapper == .group {
                if let group = resolve(declaration.type) { pending.append(group) }
            }
        }
        return result
    }

    /// The type a group property's type names: its full name, else the one type of that simple name.
    private func resolve(_ name: String?) -> ArgumentsType? {
        guard let name else { return nil }
        if let exact = types.first(where: { $0.qualifiedName == name }) { return exact }
        let matches = types.filter { $0.simpleName == name || $0.qualifiedName.hasSuffix("." + name) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The name to call a group's members through: the one declared here, else the type as the
    /// property names it, declared `FastReadable` in another module.
    private func groupName(_ name: String?) -> String? {
        resolve(name)?.qualifiedName ?? name
    }

    private func members(of type: ArgumentsType) -> String {
        let declared = type.conformances.contains(Self.marker) || type.conformances.contains(Self.groupMarker)
        let conformance = declared ? "" : ": FastReadable"
        return """
            extension \(type.qualifiedName)\(conformance) {
                package static var fastDefaults: Self? {
                    var command = Self()
            \(defaults(of: type).map { "        " + $0 }.joined(separator: "\n"))
                    return command
                }

                package mutating func fastRead(_ argument: String, _ arguments: inout FastArguments) -> FastRead {
                    switch argument {
            \(namedCases(of: type).map { "        " + $0 }.joined(separator: "\n"))
                    default: break
                    }
            \(unnamedReads(of: type).map { "        " + $0 }.joined(separator: "\n"))
                    return .notMine
                }

                package static var fastNames: [String] {
                    var names: [String] = []
            \(names(of: type).map { "        names += " + $0 }.joined(separator: "\n"))
                    return names
                }

                package mutating func fastValidate() throws {
            \(type.declarations.filter { $0.wrapper == .group }.map { "        try self.\($0.property).fastValidate()" }.joined(separator: "\n"))
                    try validate()
                }
            }

            """
    }

    /// The names the type and its groups read, an array expression per declaration, in order.
    private func names(of type: ArgumentsType) -> [String] {
        let parts = type.declarations.compactMap { declaration -> String? in
            if declaration.wrapper == .group {
                return groupName(declaration.type).map { "\($0).fastNames" }
            }
            guard declaration.wrapper != .argument, let names = CommandLineNames(declaration),
                declaration.wrapper == .option || declaration.isBooleanFlag
            else { return nil }
            return "[" + (names.on + names.off).map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
        return parts
    }

    /// The statements that set each property to its value when not given.
    private func defaults(of type: ArgumentsType) -> [String] {
        type.declarations.map { declaration in
            let property = declaration.property
            if declaration.wrapper == .group {
                guard let group = groupName(declaration.type) else {
                    return "return nil  // \(property): a group without a type"
                }
                return "guard let \(property)Group = \(group).fastDefaults else { return nil }; "
                    + "command.\(property) = \(property)Group"
            }
            if let defaultValue = declaration.defaultValue { return "command.\(property) = \(defaultValue)" }
            if declaration.isOptional { return "command.\(property) = nil" }
            return "return nil  // \(property) has no default: argument-parser says it is missing"
        }
    }

    /// The `case` lines for the type's own named options and flags.
    private func namedCases(of type: ArgumentsType) -> [String] {
        type.declarations.compactMap { declaration -> String? in
            guard declaration.wrapper == .option || declaration.wrapper == .flag,
                let names = CommandLineNames(declaration)
            else { return nil }
            let property = "&self.\(declaration.property)"
            let canonical = "\"\(names.canonical)\""
            let on = names.on.map { "\"\($0)\"" }.joined(separator: ", ")
            if declaration.wrapper == .flag {
                guard declaration.isBooleanFlag else { return nil }
                var lines = "case \(on): return arguments.flag(\(canonical), \(property), to: true)"
                if !names.off.isEmpty {
                    let off = names.off.map { "\"\($0)\"" }.joined(separator: ", ")
                    lines += "\ncase \(off): return arguments.flag(\(canonical), \(property), to: false)"
                }
                return lines
            }
            guard Self.readsOneValue(declaration) else { return "case \(on): return .refused" }
            let read =
                declaration.isList
                ? "append(of: \(canonical), to: \(property))" : "value(of: \(canonical), into: \(property))"
            return "case \(on): return arguments.\(read)"
        }.flatMap { $0.split(separator: "\n").map(String.init) }
    }

    /// Whether each use of the option takes exactly the next argument, as the fast reader does.
    private static func readsOneValue(_ declaration: OptionDeclaration) -> Bool {
        guard declaration.arguments["transform"] == nil else { return false }
        guard let parsing = declaration.arguments["parsing"] else { return true }
        return [".next", ".unconditional", ".unconditionalSingleValue", ".singleValue", ".scanningForValue"]
            .contains(parsing)
    }

    /// The groups and positional arguments, asked in the order they are declared.
    private func unnamedReads(of type: ArgumentsType) -> [String] {
        type.declarations.compactMap { declaration in
            let property = declaration.property
            switch declaration.wrapper {
            case .group:
                return
                    "if case let read = self.\(property).fastRead(argument, &arguments), read != .notMine { return read }"
            case .argument:
                let parsing = declaration.arguments["parsing"]
                if declaration.isList, parsing == ".allUnrecognized" {
                    return
                        "if FastArguments.isOperand(argument) { return FastArguments.operand(argument, into: &self.\(property)) }"
                }
                if declaration.isOptional, parsing == nil {
                    return
                        "if FastArguments.isOperand(argument), self.\(property) == nil { return FastArguments.operand(argument, into: &self.\(property)) }"
                }
                return "if FastArguments.isOperand(argument) { return .refused }"
            case .option, .flag:
                return nil
            }
        }
    }
}
