import ArgumentParser
import Money
import TipCalc

extension TipFmt.Receipt {
    /// `receipt` as ``FastCommandLine`` reads it, or `nil` to leave the line to argument-parser.
    ///
    /// It knows what `calc`'s fast path knows of the bill (the bill, the party, tax, tip base,
    /// rounding, cash, service, region, home currency and money options), `--tip`/`-t`, and the
    /// receipt's own `--json`, `--format`, `--width`, `--title`, `--note`, `--style` and
    /// `--latin-digits`. Itemised bills, `--save` and help are left to argument-parser.
    static func fastParse(_ arguments: FastArguments) -> Self? {
        var arguments = arguments
        var money = MoneyOptions.Fields()
        var options = CalcOptions.Fields()
        var receipt = Self()
        var tips: [String] = []
        var json = false
        var format = TipCalc.Receipt.Format.text
        var width = TipCalc.Receipt.defaultWidth
        var title: String?
        var note: String?
        var style = MoneyFormatter.Style.symbol
        var latinDigits = false
        while let argument = arguments.next() {
            var read = money.fastRead(argument, &arguments)
            if read == .notMine { read = options.fastRead(argument, &arguments) }
            if read == .notMine {
                switch argument {
                case "-t", "--tip":
                    let value = arguments.repeatedValue()
                    if let value { tips.append(value) }
                    read = FastRead(value)
                case "--json":
                    json = true
                    read = arguments.once(argument) ? .taken : .refused
                case "--latin-digits":
                    latinDigits = true
                    read = arguments.once(argument) ? .taken : .refused
                case "--format":
                    let value = arguments.value(of: argument).flatMap(TipCalc.Receipt.Format.init(argument:))
                    if let value { format = value }
                    read = FastRead(value)
                case "--width":
                    let value = arguments.value(of: argument).flatMap(Int.init(argument:))
                    if let value { width = value }
                    read = FastRead(value)
                case "--style":
                    let value = arguments.value(of: argument).flatMap(MoneyFormatter.Style.init(argument:))
                    if let value { style = value }
                    read = FastRead(value)
                case "--title":
                    title = arguments.value(of: argument)
                    read = FastRead(title)
                case "--note":
                    note = arguments.value(of: argument)
                    read = FastRead(note)
                default:
                    break
                }
            }
            guard read == .taken else { return nil }
        }
        // Each group and the command go through argument-parser's checks; a line they refuse is
        // read again by argument-parser, which says what is wrong.
        do {
            receipt.money = try Self.checked(MoneyOptions.given(money))
            receipt.options = try Self.checked(CalcOptions.given(options))
            receipt.itemised = try Self.checked(ItemisedOptions.notGiven)
            receipt.saving = try Self.checked(SaveOptions.notGiven)
            receipt.tip = tips
            receipt.json = json
            receipt.format = format
            receipt.width = width
            receipt.title = title
            receipt.note = note
            receipt.style = style
            receipt.latinDigits = latinDigits
            try receipt.validate()
        } catch {
            return nil
        }
        return receipt
    }
}
