import ArgumentParser
import Money

extension TipFmt.Format {
    /// `format` as ``FastCommandLine`` reads it, or `nil` to leave the line to argument-parser.
    ///
    /// It knows the amounts, the money options, every display option, `--keep-going` and
    /// `--icu-only`.
    /// Negative amounts, `--` and anything else are left to argument-parser.
    static func fastParse(_ arguments: FastArguments) -> Self? {
        var arguments = arguments
        var money = MoneyOptions.Fields()
        var display = FormatOptions.Fields()
        var amounts: [String] = []
        var keepGoing = false
        var icuOnly = false
        while let argument = arguments.next() {
            var read = money.fastRead(argument, &arguments)
            if read == .notMine { read = display.fastRead(argument, &arguments) }
            if read == .notMine {
                if FastArguments.isOperand(argument) {
                    amounts.append(argument)
                    read = .taken
                } else if argument == "--keep-going" {
                    read = arguments.flag(argument, &keepGoing)
                } else if argument == "--icu-only" {
                    read = arguments.flag(argument, &icuOnly)
                }
            }
            guard read == .taken else { return nil }
        }
        // Each group and the command go through argument-parser's checks; a line they refuse is
        // read again by argument-parser, which says what is wrong.
        return Self.fastChecked { format in
            format.money = try Self.checked(MoneyOptions.given(money))
            format.format = try Self.checked(FormatOptions.given(display))
            format.keepGoing = keepGoing
            format.icuOnly = icuOnly
            format.amounts = amounts
        }
    }
}

extension FormatOptions.Fields {
    /// Reads `argument` if it is one of the display options, with its value.
    mutating func fastRead(_ argument: String, _ arguments: inout FastArguments) -> FastRead {
        switch argument {
        case "--style":
            guard let value = arguments.value(of: argument).flatMap(MoneyFormatter.Style.init(argument:)) else {
                return .refused
            }
            style = value
        case "--sign":
            guard let value = arguments.value(of: argument).flatMap(SignOption.init(argument:)) else {
                return .refused
            }
            sign = value
        case "--rounding":
            guard let value = arguments.value(of: argument).flatMap(RoundingMode.init(argument:)) else {
                return .refused
            }
            rounding = value
        case "--cash":
            return arguments.flag(argument, &cash)
        case "--latin-digits":
            return arguments.flag(argument, &latinDigits)
        case "--grouping", "--no-grouping":
            grouping = argument == "--grouping"
            return arguments.once("--grouping") ? .taken : .refused
        default:
            return .notMine
        }
        return .taken
    }
}
