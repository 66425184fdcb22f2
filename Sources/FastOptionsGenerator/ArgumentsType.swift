/// A struct that declares options, with the name it has in its module (`TipFmt.Calc`).
struct ArgumentsType {
    var qualifiedName: String
    /// What the declaration says it conforms to.
    var conformances: [String]
    var declarations: [OptionDeclaration]

    /// The last part of its name (`Calc`).
    var simpleName: String { qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName }
}
