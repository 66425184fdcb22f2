package import ArgumentParser

/// The arguments of one command, read front to back by the fast command-line reader
/// (`FastCommandLine`, in TipfmtKit).
package struct FastArguments {
    private var rest: ArraySlice<String>
    private var seen: [String] = []

    package init(_ arguments: ArraySlice<String>) {
        rest = arguments
    }

    /// The next argument; `nil` at the end.
    package mutating func next() -> String? {
        rest.popFirst()
    }

    /// Whether `argument` is an operand (a bill or an amount) rather than an option.
    ///
    /// A leading `-` (an option, `--`, or a negative amount) is left to argument-parser.
    package static func isOperand(_ argument: String) -> Bool {
        argument.utf8.first != UInt8(ascii: "-")
    }

    /// The value of option `name`, given at most once; `nil` when it was given before or has no
    /// value that is plainly a value.
    package mutating func value(of name: String) -> String? {
        guard once(name) else { return nil }
        return repeatedValue()
    }

    /// The value of an option that may be repeated (`--tip 15 --tip 20`); `nil` when there is no
    /// value that is plainly a value.
    package mutating func repeatedValue() -> String? {
        guard let value = rest.popFirst(), Self.isOperand(value) else { return nil }
        return value
    }

    /// Whether flag `name` is given for the first time (a repeat is left to argument-parser).
    package mutating func once(_ name: String) -> Bool {
        guard !seen.contains(name) else { return false }
        seen.append(name)
        return true
    }

    /// Sets `flag` to `value` for flag `name` (whichever of its names was used): `.taken` the
    /// first time, `.refused` for a repeat.
    package mutating func flag(_ name: String, _ flag: inout Bool, to value: Bool) -> FastRead {
        flag = value
        return once(name) ? .taken : .refused
    }

    /// Reads the value of option `name` into `value` when it is given once and reads as a `Value`.
    package mutating func value<Value: ExpressibleByArgument>(of name: String, into value: inout Value) -> FastRead {
        guard let read = self.value(of: name).flatMap(Value.init(argument:)) else { return .refused }
        value = read
        return .taken
    }

    /// Reads the value of optional option `name` into `value` when it is given once and reads as
    /// a `Value`.
    package mutating func value<Value: ExpressibleByArgument>(of name: String, into value: inout Value?) -> FastRead {
        guard let read = self.value(of: name).flatMap(Value.init(argument:)) else { return .refused }
        value = read
        return .taken
    }

    /// Adds the value of repeatable option `name` (`--tip 15 --tip 20`) to `values`; each use
    /// adds one, so `name` is not checked for repeats.
    package mutating func append<Value: ExpressibleByArgument>(of name: String, to values: inout [Value]) -> FastRead {
        guard let read = repeatedValue().flatMap(Value.init(argument:)) else { return .refused }
        values.append(read)
        return .taken
    }

    /// Adds operand `argument` to `values`, when it reads as a `Value`.
    package static func operand<Value: ExpressibleByArgument>(_ argument: String, into values: inout [Value])
        -> FastRead
    {
        guard let read = Value(argument: argument) else { return .refused }
        values.append(read)
        return .taken
    }

    /// Sets `value` to operand `argument`, when it reads as a `Value`.
    package static func operand<Value: ExpressibleByArgument>(_ argument: String, into value: inout Value?) -> FastRead
    {
        guard let read = Value(argument: argument) else { return .refused }
        value = read
        return .taken
    }
}

/// What a command or option group made of one argument on the fast path.
package enum FastRead {
    /// It was one of the group's options, read with its value.
    case taken
    /// It is not one of the group's options.
    case notMine
    /// It was one of the group's options but its value does not read: argument-parser reads the line.
    case refused
}
