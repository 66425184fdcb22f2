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
        var bill = FastBill()
        var json = false
        var format = TipCalc.Receipt.Format.text
        var width = TipCalc.Receipt.defaultWidth
        var title: String?
        var note: String?
        var style = MoneyFormatter.Style.symbol
        var latinDigits = false
        let read = bill.read(arguments) { argument, arguments in
            switch argument {
            case "--json": return arguments.flag(argument, &json)
            case "--latin-digits": return arguments.flag(argument, &latinDigits)
            case "--format": return arguments.value(of: argument, into: &format)
            case "--width": return arguments.value(of: argument, into: &width)
            case "--style": return arguments.value(of: argument, into: &style)
            case "--title":
                title = arguments.value(of: argument)
                return FastRead(title)
            case "--note":
                note = arguments.value(of: argument)
                return FastRead(note)
            default:
                return .notMine
            }
        }
        guard read else { return nil }
        // Each group and the command go through argument-parser's checks; a line they refuse is
        // read again by argument-parser, which says what is wrong.
        return Self.fastChecked { receipt in
            (receipt.money, receipt.options) = try bill.checkedGroups()
            receipt.itemised = try Self.checked(ItemisedOptions.notGiven)
            receipt.saving = try Self.checked(SaveOptions.notGiven)
            (receipt.tip, receipt.json, receipt.format, receipt.width) = (bill.tips, json, format, width)
            (receipt.title, receipt.note, receipt.style, receipt.latinDigits) = (title, note, style, latinDigits)
        }
    }
}
