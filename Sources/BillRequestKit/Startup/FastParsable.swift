package import ArgumentParser

/// A command or option group the fast command-line reader (``FastCommandLine``) can build.
///
/// Its members are written on every build from the type's own option declarations, by
/// FastOptionsGenerator (Sources/FastOptionsGenerator): nothing here is typed twice, so an
/// option added to a command is read on the fast path with no other edit. A command opts in by
/// conforming to ``FastParsable``; the groups it holds follow.
package protocol FastReadable: ParsableArguments {
    /// The value with every property as argument-parser leaves it when its option is not on the
    /// command line; `nil` when a property has no such value (a required option).
    static var fastDefaults: Self? { get }

    /// Reads `argument` if it is one of this type's options (with its value), one of its groups'
    /// or one of its operands.
    mutating func fastRead(_ argument: String, _ arguments: inout FastArguments) -> FastRead

    /// Every option and flag name ``fastRead(_:_:)`` reads, its groups' included: the names
    /// argument-parser gives the same declarations (a test holds them equal).
    static var fastNames: [String] { get }

    /// The groups' `validate()`, then this type's own, as argument-parser calls them.
    mutating func fastValidate() throws
}

/// A command that ``FastCommandLine`` reads without argument-parser.
package protocol FastParsable: FastReadable, ParsableCommand {}

extension FastParsable {
    /// The command for `arguments`, built as argument-parser builds it, or `nil` to leave the
    /// line to argument-parser: an argument nobody here reads, a value that does not read, or a
    /// line that `validate()` refuses (argument-parser then says what is wrong).
    package static func fastParse(_ arguments: FastArguments) -> Self? {
        guard var command = fastDefaults else { return nil }
        var arguments = arguments
        while let argument = arguments.next() {
            guard command.fastRead(argument, &arguments) == .taken else { return nil }
        }
        do {
            try command.fastValidate()
        } catch {
            return nil
        }
        return command
    }
}
