import BillPresentation
import ArgumentParser

/// Reads the most common command lines without argument-parser, so they start about as fast as a
/// C program: `tipfmt 84.50`, `tipfmt calc 84.50 --tip 18 --split 3`,
/// `tipfmt format 1234.5 -c CHF -l de_CH`, `tipfmt receipt 84.50 --tip 18`, `tipfmt history …` and `tipfmt trip …`.
///
/// argument-parser works out every command's options by reflection on each run: for one `calc`
/// that is about 26 M instructions, four times the whole of a C program that formats one amount
/// (BENCHMARKS.md, start-up). This reader builds the same command value argument-parser would
/// build, `validate()` included, for the commands marked ``FastParsable`` (`calc`, `format` and
/// `receipt`), through members written on every build from their own option declarations; a
/// test compares the two readings on a corpus of command lines (`FastCommandLineTests`).
///
/// It answers `nil`, and argument-parser reads the line as it always did, for anything else:
/// help, `--version`, completions, a name the command does not declare, `--name=value`, a value
/// that looks like an option (`--tax -5%`), a repeated option, `--`, a negative amount, or a
/// line that `validate()` refuses. So every error message, usage text and suggestion still comes
/// from argument-parser, and the fast path only ever takes lines that argument-parser accepts.
enum FastCommandLine {
    /// The command for `arguments` (without the program name), or `nil` to let argument-parser
    /// read them.
    static func command(_ arguments: [String]) -> (any ParsableCommand)? {
        guard let first = arguments.first else { return nil }
        let rest = FastArguments(arguments.dropFirst())
        switch first {
        case "calc": return TipFmt.Calc.fastParse(rest)
        case "format": return TipFmt.Format.fastParse(rest)
        case "receipt": return TipFmt.Receipt.fastParse(rest)
        case "history": return TipFmt.History.passingThrough(Array(arguments.dropFirst()))
        case "trip": return TipFmt.Trip.passingThrough(Array(arguments.dropFirst()))
        default:
            // `calc` is the default subcommand: `tipfmt 84.50 …`. Only a bill that starts with a
            // digit is taken here; a word might be a mistyped command, which argument-parser names.
            guard let character = first.utf8.first, character >= UInt8(ascii: "0"), character <= UInt8(ascii: "9")
            else { return nil }
            return TipFmt.Calc.fastParse(FastArguments(arguments[...]))
        }
    }
}

/// The arguments of one command, read front to back by ``FastCommandLine``.
struct FastArguments {
    private var rest: ArraySlice<String>
    private var seen: [String] = []

    init(_ arguments: ArraySlice<String>) {
        rest = arguments
    }

    /// The next argument; `nil` at the end.
    mutating func next() -> String? {
        rest.popFirst()
    }

    /// Whether `argument` is an operand (a bill or an amount) rather than an option.
    ///
    /// A leading `-` (an option, `--`, or a negative amount) is left to argument-parser.
    static func isOperand(_ argument: String) -> Bool {
        argument.utf8.first != UInt8(ascii: "-")
    }

    /// The value of option `name`, given at most once; `nil` when it was given before or has no
    /// value that is plainly a value.
    mutating func value(of name: String) -> String? {
        guard once(name) else { return nil }
        return repeatedValue()
    }

    /// The value of an option that may be repeated (`--tip 15 --tip 20`); `nil` when there is no
    /// value that is plainly a value.
    mutating func repeatedValue() -> String? {
        guard let value = rest.popFirst(), Self.isOperand(value) else { return nil }
        return value
    }

    /// Whether flag `name` is given for the first time (a repeat is left to argument-parser).
    mutating func once(_ name: String) -> Bool {
        guard !seen.contains(name) else { return false }
        seen.append(name)
        return true
    }

    /// Sets `flag` to `value` for flag `name` (whichever of its names was used): `.taken` the
    /// first time, `.refused` for a repeat.
    mutating func flag(_ name: String, _ flag: inout Bool, to value: Bool) -> FastRead {
        flag = value
        return once(name) ? .taken : .refused
    }

    /// Reads the value of option `name` into `value` when it is given once and reads as a `Value`.
    mutating func value<Value: ExpressibleByArgument>(of name: String, into value: inout Value) -> FastRead {
        guard let read = self.value(of: name).flatMap(Value.init(argument:)) else { return .refused }
        value = read
        return .taken
    }

    /// Reads the value of optional option `name` into `value` when it is given once and reads as
    /// a `Value`.
    mutating func value<Value: ExpressibleByArgument>(of name: String, into value: inout Value?) -> FastRead {
        guard let read = self.value(of: name).flatMap(Value.init(argument:)) else { return .refused }
        value = read
        return .taken
    }

    /// Adds the value of repeatable option `name` (`--tip 15 --tip 20`) to `values`; each use
    /// adds one, so `name` is not checked for repeats.
    mutating func append<Value: ExpressibleByArgument>(of name: String, to values: inout [Value]) -> FastRead {
        guard let read = repeatedValue().flatMap(Value.init(argument:)) else { return .refused }
        values.append(read)
        return .taken
    }

    /// Adds operand `argument` to `values`, when it reads as a `Value`.
    static func operand<Value: ExpressibleByArgument>(_ argument: String, into values: inout [Value]) -> FastRead {
        guard let read = Value(argument: argument) else { return .refused }
        values.append(read)
        return .taken
    }

    /// Sets `value` to operand `argument`, when it reads as a `Value`.
    static func operand<Value: ExpressibleByArgument>(_ argument: String, into value: inout Value?) -> FastRead {
        guard let read = Value(argument: argument) else { return .refused }
        value = read
        return .taken
    }
}

/// What a command or option group made of one argument on the fast path.
enum FastRead {
    /// It was one of the group's options, read with its value.
    case taken
    /// It is not one of the group's options.
    case notMine
    /// It was one of the group's options but its value does not read: argument-parser reads the line.
    case refused
}
