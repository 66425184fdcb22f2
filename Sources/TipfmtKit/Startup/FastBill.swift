import ArgumentParser

/// What `calc` and `receipt` read alike on the fast path: the money options, the bill and its
/// options, and `--tip`/`-t`.
struct FastBill {
    var money = MoneyOptions.Fields()
    var options = CalcOptions.Fields()
    /// The `--tip` values, in order.
    var tips: [String] = []

    /// Reads every argument, handing each that is not the bill's to `own`; `false` as soon as one
    /// is refused or is nobody's (argument-parser then reads the line).
    mutating func read(_ arguments: FastArguments, own: (String, inout FastArguments) -> FastRead) -> Bool {
        var arguments = arguments
        while let argument = arguments.next() {
            var read = money.fastRead(argument, &arguments)
            if read == .notMine { read = options.fastRead(argument, &arguments) }
            if read == .notMine, argument == "-t" || argument == "--tip" {
                let value = arguments.repeatedValue()
                if let value { tips.append(value) }
                read = FastRead(value)
            }
            if read == .notMine { read = own(argument, &arguments) }
            guard read == .taken else { return false }
        }
        return true
    }

    /// The money and bill option groups, each once argument-parser's checks accept it.
    ///
    /// - Throws: What the groups' `validate()` throws.
    func checkedGroups() throws -> (money: MoneyOptions, options: CalcOptions) {
        (try MoneyOptions.checked(MoneyOptions.given(money)), try CalcOptions.checked(CalcOptions.given(options)))
    }
}

extension FastArguments {
    /// Sets `flag` for flag `name`: `.taken` the first time, `.refused` for a repeat.
    mutating func flag(_ name: String, _ flag: inout Bool) -> FastRead {
        flag = true
        return once(name) ? .taken : .refused
    }
}

extension FastArguments {
    /// Reads the value of option `name` into `value` when it is given once and reads as a `Value`.
    mutating func value<Value: ExpressibleByArgument>(of name: String, into value: inout Value) -> FastRead {
        guard let read = self.value(of: name).flatMap(Value.init(argument:)) else { return .refused }
        value = read
        return .taken
    }
}
