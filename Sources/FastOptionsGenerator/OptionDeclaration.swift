/// One property of a command or option group that argument-parser reads: `@Option`, `@Flag`,
/// `@Argument` or `@OptionGroup`, as it is declared.
struct OptionDeclaration: Equatable {
    enum Wrapper: String {
        case option = "Option"
        case flag = "Flag"
        case argument = "Argument"
        case group = "OptionGroup"
    }

    var wrapper: Wrapper
    /// The property's name, such as `roundTo`.
    var property: String
    /// The declared type as written (`Int?`, `[String]`, `MoneyOptions`), or `nil` when the
    /// type comes from the default value (`var json = false`).
    var type: String?
    /// The default value's expression as written, or `nil`.
    var defaultValue: String?
    /// The wrapper's labelled arguments as written (`name`, `parsing`, `inversion`, `transform`…),
    /// each as its source text.
    var arguments: [String: String]

    /// Whether the property holds a list (`[String]`), which each use of the option adds to.
    var isList: Bool {
        if let type { return type.hasPrefix("[") }
        return defaultValue?.hasPrefix("[") ?? false
    }

    /// Whether the property may be `nil`, which is then its value when the option is not given.
    var isOptional: Bool {
        guard let type else { return false }
        return type.hasSuffix("?") || type.hasPrefix("Optional<")
    }

    /// Whether this is a flag that is on or off.
    var isBooleanFlag: Bool {
        wrapper == .flag && (type == "Bool" || defaultValue == "false" || defaultValue == "true")
    }
}
