package import ArgumentParser

/// The options of an itemised bill (docs/ItemisedBills.md); `calc` uses them with its own tip,
/// tax, service, rounding, cash, home-currency and JSON options.
package struct ItemisedOptions: ParsableArguments, FastReadable {
    package init() {}

    @Option(
        help: ArgumentHelp(
            "An item: [N x] name price [@who] [tax R%] [-D%|-D] [no-tip], as in '2x Beer 6.00 @ann,ben' or "
                + "'Nachos 9.00 @all'; repeat for each item.",
            valueName: "item"))
    package var item: [String] = []

    @Option(
        help: ArgumentHelp(
            "A bill file, text (one item per line) or JSON; - reads standard input. See docs/ItemisedBills.md.",
            valueName: "file"))
    package var billFile: String?

    @Option(
        help: ArgumentHelp(
            "The people, in the order to show them (ties go to the earlier); any other name is an error.",
            valueName: "a,b,..."))
    package var people: String?

    @Option(
        help: ArgumentHelp(
            "How people pay: name=cash or name=card, comma-separated (all=cash for everyone); default card.",
            valueName: "name=method,..."))
    package var pay: [String] = []

    @Option(help: ArgumentHelp("The person who paid the whole bill; prints who owes them what.", valueName: "name"))
    package var paidBy: String?

    @Option(
        help: ArgumentHelp("A discount on the whole bill: a percentage (10%) or an amount.", valueName: "10%|amount"))
    package var discount: String?

    @Flag(help: "The prices include the tax (VAT): --tax 19% is shown as contained in them, not added.")
    package var pricesIncludeTax = false

    @Flag(help: "Take the tip percentage of the items before discounts.")
    package var tipBeforeDiscount = false

    @Option(
        help: ArgumentHelp(
            "Who takes up a cash payment's rounding: the tip (default) or a rounding line of its own.",
            valueName: "tip|separate"))
    package var cashRounding: CashRoundingOption?

    @Flag(help: "Print every step with its exact values after the table (the explain list in --json).")
    package var explain = false

    /// Whether the bill is itemised: an item or a bill file was given.
    package var isRequested: Bool { !item.isEmpty || billFile != nil }
}

/// `--cash-rounding`.
package enum CashRoundingOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case tip, separate
}
