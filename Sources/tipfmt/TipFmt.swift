import Money

@main
struct TipFmt {
    static func main() throws {
        let locale = try LocaleIdentifier(CommandLine.arguments.dropFirst().first ?? "de_CH")
        let money = try Money(parsing: "1234.50", Currency.default(for: locale))
        print(try MoneyFormatter(locale: locale).format(money))
    }
}
