import ArgumentParser
import Money
import TipCalc

extension TipFmt.Calc {
    /// `calc` as ``FastCommandLine`` reads it, or `nil` to leave the line to argument-parser.
    ///
    /// It knows the bill, `--tip`/`-t`, the party, tax, tip base, rounding, cash, service,
    /// region and home-currency options, the money options and `--json`. Anything else
    /// (itemised bills, saving, help) is left to argument-parser.
    static func fastParse(_ arguments: FastArguments) -> Self? {
        var bill = FastBill()
        var json = false
        let read = bill.read(arguments) { argument, arguments in
            argument == "--json" ? arguments.flag(argument, &json) : .notMine
        }
        guard read else { return nil }
        // Each group and the command go through argument-parser's checks; a line they refuse is
        // read again by argument-parser, which says what is wrong.
        return Self.fastChecked { calc in
            (calc.money, calc.options) = try bill.checkedGroups()
            calc.saving = try Self.checked(CalcSaveOptions.notGiven)
            calc.itemised = try Self.checked(ItemisedOptions.notGiven)
            calc.tip = bill.tips
            calc.json = json
        }
    }
}

extension CalcOptions.Fields {
    /// Reads `argument` if it is the bill or one of the options the fast path knows, with its value.
    mutating func fastRead(_ argument: String, _ arguments: inout FastArguments) -> FastRead {
        if FastArguments.isOperand(argument) {
            bill.append(argument)
            return .taken
        }
        if let field = Self.textField(argument) {
            self[keyPath: field] = arguments.value(of: argument)
            return FastRead(self[keyPath: field])
        }
        switch argument {
        case "--split":
            split = arguments.value(of: argument).flatMap(Int.init(argument:))
            return FastRead(split)
        case "--tip-on":
            tipOn = arguments.value(of: argument).flatMap(TipBase.init(argument:))
            return FastRead(tipOn)
        case "--round":
            round = arguments.value(of: argument).flatMap(RoundOption.init(argument:))
            return FastRead(round)
        case "--allow-stale-rates":
            return arguments.flag(argument, &allowStaleRates)
        case "--cash":
            return arguments.flag(argument, &cash)
        default:
            return .notMine
        }
    }

    /// The options kept as text (checked later, as calc checks them), by name.
    private static func textField(_ name: String) -> WritableKeyPath<Self, String?>? {
        switch name {
        case "--weights": \.weights
        case "--tax": \.tax
        case "--round-to": \.roundTo
        case "--service": \.service
        case "--region": \.region
        case "--home": \.home
        case "--rate": \.rate
        case "--rates": \.rates
        default: nil
        }
    }
}
