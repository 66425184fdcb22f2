package import ArgumentParser

/// A `tipfmt` command that belongs to `tipfmt-history` (`history`, `trip`): its arguments go
/// there as they are, since only that program links SQLite, GRDB and Foundation.
package protocol HistoryPassthrough: ParsableCommand {
    /// What goes before the arguments on `tipfmt-history`'s command line: `[]` for `history`,
    /// `["trip"]` for `trip`.
    static var leadingArguments: [String] { get }
    /// Everything after the command's name.
    var arguments: [String] { get set }
}

extension HistoryPassthrough {
    func run() throws {
        try HistoryProgram.exec(Self.leadingArguments + arguments)
    }

    /// The command argument-parser gives for `tipfmt NAME arguments…` (``FastCommandLine``).
    // Not inlined: Swift 6.3.1's CopyPropagation pass crashes ("leaked owned value") when a
    // property wrapper's `init()` is inlined into a caller that then replaces its value.
    @inline(never)
    static func passingThrough(_ arguments: [String]) -> Self {
        var command = Self()
        command.arguments = arguments
        return command
    }
}
