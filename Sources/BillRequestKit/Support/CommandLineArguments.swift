#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process arguments, checked before parsing: valid UTF-8 and not absurdly long.
package enum CommandLineArguments {
    /// The longest single argument accepted.
    package static let maximumLength = 4096

    /// The arguments after the program name.
    ///
    /// - Throws: ``CLIError/usage(_:)`` naming the argument that is too long or not UTF-8.
    package static func checked() throws(CLIError) -> [String] {
        var arguments: [String] = []
        let count = Int(CommandLine.argc)
        for index in 1..<max(count, 1) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let length = strlen(pointer)
            let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
            guard length <= maximumLength else {
                throw .usage("argument \(index) is \(length) bytes long; the limit is \(maximumLength)")
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw .usage("argument \(index) is not valid UTF-8; pass text in UTF-8")
            }
            arguments.append(text)
        }
        return arguments
    }

    /// Whether an argument is a negative number or a signed amount (`-5`, `-.5`, `-5+2`,
    /// `-1.234,50 €`, `-$5.00`) rather than an option (`--json`, `-c`): a `-` followed by
    /// anything but a letter or another `-`.
    package static func isNegativeAmount(_ argument: some StringProtocol) -> Bool {
        var scalars = argument.unicodeScalars.makeIterator()
        guard scalars.next() == "-", let second = scalars.next() else { return false }
        return !(second.properties.isAlphabetic || second == "-")
    }
}

/// Option values taken whatever they look like (`parsing: .unconditional`), checked afterwards.
extension Array where Element == String {
    /// The first value that is an option rather than a value (`--tip --json`), if any.
    package var firstOptionLikeValue: String? {
        first { $0.hasPrefix("-") && !CommandLineArguments.isNegativeAmount($0) }
    }
}
