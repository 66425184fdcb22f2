import Testing

@testable import FastOptionsGenerator

/// What the generator writes for declarations, including the shapes no command uses today: the
/// next option someone adds must either read exactly as argument-parser reads it or be left to
/// argument-parser.
@Suite struct FastReaderSourceTests {
    static let source = #"""
        import ArgumentParser
        import Money

        extension Tool {
            /// A command with one of every shape.
            struct Sample: ParsableCommand, FastParsable {
                static let configuration = CommandConfiguration(
                    discussion: """
                        A brace { and a quote " in a string are not code.
                        """)

                @OptionGroup(title: "Money") var money: Shared

                @Option(name: [.customShort("t"), .long], parsing: .unconditionalSingleValue, help: "Tip, \(1 + 2) {")
                var tip: [String] = []

                @Option(name: .shortAndLong) var count: Int = 3
                @Option(name: .customLong("colour")) var color: String?
                @Option(name: .customLong("x", withSingleDash: true)) var ex: String?
                @Option(parsing: .upToNextOption) var words: [String] = []
                @Option(transform: { $0.uppercased() }) var upper: String?
                @Option var required: String
                @Flag(inversion: .prefixedEnableDisable) var colors = true
                @Flag(inversion: .prefixedNo) var grouping = true
                @Flag var mode: Mode = .fast
                @Flag var verbose = false
                @Argument var file: String?

                // Not an option: a computed property and a method.
                var isLoud: Bool { verbose }
                func run() {}
            }
        }

        struct Shared: ParsableArguments {
            @Option(name: .short) var currency: String?
            @Argument(parsing: .allUnrecognized) var rest: [String] = []
        }
        """#

    static var rendered: String {
        FastReaderSource(types: DeclarationReader.types(in: source), imports: ["import Money"]).render()
    }

    @Test func findsTheTypesAndTheirDeclarations() throws {
        let types = DeclarationReader.types(in: Self.source)
        let sample = try #require(types.first { $0.qualifiedName == "Tool.Sample" })
        #expect(sample.conformances == ["ParsableCommand", "FastParsable"])
        #expect(
            sample.declarations.map(\.property) == [
                "money", "tip", "count", "color", "ex", "words", "upper", "required", "colors", "grouping", "mode",
                "verbose", "file",
            ])
        let tip = sample.declarations[1]
        #expect(tip.wrapper == .option && tip.isList && tip.defaultValue == "[]")
        #expect(tip.arguments["name"] == "[.customShort(\"t\"), .long]")
        #expect(tip.arguments["parsing"] == ".unconditionalSingleValue")
        #expect(sample.declarations[3].type == "String?" && sample.declarations[3].isOptional)
        let shared = try #require(types.first { $0.qualifiedName == "Shared" })
        #expect(shared.declarations.map(\.property) == ["currency", "rest"])
    }

    @Test(arguments: [
        ("roundTo", "round-to"), ("inputLocale", "input-locale"), ("allowStaleRates", "allow-stale-rates"),
        ("URLFile", "url-file"), ("json", "json"), ("utf8Text", "utf8-text"),
    ])
    func longNamesAreArgumentParsers(property: String, name: String) {
        #expect(CommandLineNames.kebabCased(property) == name)
    }

    @Test func writesEachShapeAsArgumentParserReadsIt() {
        let text = Self.rendered
        let expected = [
            #"case "-t", "--tip": return arguments.append(of: "--tip", to: &self.tip)"#,
            #"case "-c", "--count": return arguments.value(of: "--count", into: &self.count)"#,
            #"case "--colour": return arguments.value(of: "--colour", into: &self.color)"#,
            #"case "-x": return arguments.value(of: "-x", into: &self.ex)"#,
            #"case "--enable-colors": return arguments.flag("--enable-colors", &self.colors, to: true)"#,
            #"case "--disable-colors": return arguments.flag("--enable-colors", &self.colors, to: false)"#,
            #"case "--grouping": return arguments.flag("--grouping", &self.grouping, to: true)"#,
            #"case "--no-grouping": return arguments.flag("--grouping", &self.grouping, to: false)"#,
            #"case "--verbose": return arguments.flag("--verbose", &self.verbose, to: true)"#,
            #"case "-c": return arguments.value(of: "-c", into: &self.currency)"#,
            // Several values for one name, and a transform, are argument-parser's to read.
            #"case "--words": return .refused"#,
            #"case "--upper": return .refused"#,
            "command.count = 3", "command.color = nil", "command.mode = .fast", "command.colors = true",
            "guard let moneyGroup = Shared.fastDefaults else { return nil }; command.money = moneyGroup",
            "if FastArguments.isOperand(argument), self.file == nil {",
            "if FastArguments.isOperand(argument) { return FastArguments.operand(argument, into: &self.rest) }",
            "try self.money.fastValidate()",
            "extension Shared: FastReadable {",
            "extension Tool.Sample {",
        ]
        for line in expected {
            #expect(text.contains(line), "missing: \(line)")
        }
    }

    @Test func leavesARequiredOptionToArgumentParser() {
        // With no default, the fast path cannot tell a missing option from one not given.
        #expect(Self.rendered.contains("return nil  // required has no default"))
    }

    @Test func aFlagOfCasesIsNotNamed() {
        // An enumerable flag's names come from its cases, which the declaration does not show.
        #expect(!Self.rendered.contains("&self.mode"))
    }

    @Test func everyNameIsListed() {
        let text = Self.rendered
        #expect(text.contains(#"names += ["-t", "--tip"]"#))
        #expect(text.contains(#"names += ["--enable-colors", "--disable-colors"]"#))
        #expect(text.contains("names += Shared.fastNames"))
    }

    /// An option group the commands of several modules share is marked `FastReadable` where it is
    /// declared and gets its members there; a command in another module reads it through them.
    @Test func readsAGroupDeclaredInAnotherModule() {
        let groupModule = FastReaderSource(
            types: DeclarationReader.types(
                in: """
                    package struct Shared: ParsableArguments, FastReadable {
                        @Option(name: .short) var currency: String?
                    }
                    struct Unused: ParsableArguments {
                        @Option var ignored: String?
                    }
                    """), imports: []
        ).render()
        #expect(groupModule.contains("extension Shared {"))
        #expect(groupModule.contains("package mutating func fastRead("))
        #expect(!groupModule.contains("Unused"))

        let commandModule = FastReaderSource(
            types: DeclarationReader.types(
                in: """
                    struct Command: ParsableCommand, FastParsable {
                        @OptionGroup var shared: Shared
                        @Flag var verbose = false
                    }
                    """), imports: []
        ).render()
        #expect(
            commandModule.contains(
                "guard let sharedGroup = Shared.fastDefaults else { return nil }; command.shared = sharedGroup"))
        #expect(commandModule.contains("names += Shared.fastNames"))
        #expect(commandModule.contains("try self.shared.fastValidate()"))
        #expect(!commandModule.contains("extension Shared"))
    }
}
