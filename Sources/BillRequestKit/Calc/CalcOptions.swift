package import ArgumentParser
import Money
package import TipCalc

/// What `calc` and `receipt` both take about the bill.
///
/// The bill itself, the party, tax, rounding, service and travel options. Each command adds its
/// own `--tip` (a table for `calc`, one for `receipt`) and output options.
///
/// Negative numbers reach the real checks wherever a person types them: the bill collects every
/// argument argument-parser does not recognise (`calc -5`, which is then refused for its sign),
/// and options whose value may be negative take the next argument whatever it looks like
/// (`--tax -5%`). ``validate()`` sorts out what is an unknown option, a missing value, a
/// mistyped command, or a pair of options that do not go together.
package struct CalcOptions: ParsableArguments, FastReadable {
    package init() {}

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "The bill: an amount, or an expression such as '23.40+18.75+2*4.50' (quote it); omitted, the last bill (if under 10 minutes old) is reused.",
            valueName: "bill"))
    package var bill: [String] = []

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Split evenly among this many people (1-1000).", valueName: "n"))
    package var split: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Split by weights, such as 2,1,1 (the first pays half).", valueName: "w,w,..."))
    package var weights: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Tax added on top of the bill: an amount (7.50) or a rate (8.875%).", valueName: "amount-or-rate%"))
    package var tax: String?

    @Option(help: ArgumentHelp("Whether the tip is on the pre-tax bill or on the total with tax.", valueName: "base"))
    package var tipOn: TipBase?

    @Option(help: ArgumentHelp("Round the total (nearest, up) or each share up (shares-up).", valueName: "policy"))
    package var round: RoundOption?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The rounding step, such as 0.05 or 5; default one major unit. Implies --round nearest.",
            valueName: "increment"))
    package var roundTo: String?

    @Flag(help: "Round to the currency's cash increment (0.05 CHF).")
    package var cash = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "A service charge already included in the bill: a percentage (12.5%) or an amount.",
            valueName: "percent%-or-amount"))
    package var service: String?

    @Option(
        help: ArgumentHelp(
            "The region whose tipping custom applies, such as US; defaults to the locale's region.", valueName: "cc"))
    package var region: String?

    @Option(
        help: ArgumentHelp(
            "A home currency to convert amounts to, with --rate or --rates; defaults to the config's home.",
            valueName: "code"),
        completion: Completions.currencies)
    package var home: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The exchange rate: 1 unit of the bill's currency is this many home units.", valueName: "rate"))
    package var rate: String?

    @Option(
        help: ArgumentHelp(
            "An ECB eurofxref file to take the rate from: the daily XML (at most \(RatesFile.maximumAgeDays) days old), or the history XML or CSV (the fixing of the bill's day or the last before it). Default: the config's rates.",
            valueName: "file"),
        completion: .file(extensions: ["xml", "csv"]))
    package var rates: String?

    @Flag(
        help:
            "Use a --rates file older than \(RatesFile.maximumAgeDays) days (a history: ending more than \(RatesFile.maximumAgeDays) days before the bill), with a note instead of an error."
    )
    package var allowStaleRates = false

    /// The bill argument, when one was given.
    package var billText: String? { billArguments.first }

    /// The bill's words: everything argument-parser did not recognise, less a `--` separator.
    private var billArguments: [String] { bill.filter { $0 != "--" } }

    package func validate() throws {
        // Before a `--`, what looks like an option is one this command does not have.
        for argument in bill.prefix(while: { $0 != "--" })
        where argument.hasPrefix("-") && !CommandLineArguments.isNegativeAmount(argument) {
            throw ValidationError("Unknown option '\(argument)'")
        }
        let words = billArguments
        if let word = words.first, case let commands = CommandSuggestion.nearest(to: word), !commands.isEmpty {
            throw ValidationError(
                "'\(word)' is not a command or a bill; did you mean \(CommandSuggestion.phrase(commands))?")
        }
        if words.count > 1 {
            throw ValidationError(
                "give one bill, not \(words.count) (\(words.prefix(3).map { "'\($0)'" }.joined(separator: " "))); "
                    + "quote an expression, as in '23.40 + 18.75'")
        }
        let valued: [(String, String?)] = [
            ("--tax", tax), ("--service", service), ("--rate", rate), ("--round-to", roundTo), ("--weights", weights),
        ]
        for case (let name, let value?) in valued
        where value.hasPrefix("-") && !CommandLineArguments.isNegativeAmount(value) {
            throw ValidationError("Missing value for '\(name)' ('\(value)' is an option)")
        }
        if split != nil && weights != nil { throw ValidationError("give --split or --weights, not both") }
        if rate != nil && rates != nil { throw ValidationError("give --rate or --rates, not both") }
        // `--home` without a rate is for the bill's reader, which has the config (its rates file
        // stands for --rates): the config is read once per command.
    }

    /// The party: an even split or weights.
    package func party() throws(InputError) -> Party {
        if let split { return .even(split) }
        guard let weights else { return .even(1) }
        var values: [Int] = []
        for part in weights.split(separator: ",", omittingEmptySubsequences: false) {
            let text = part.trimmingBlanks
            guard let value = Int(text) else {
                let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : text
                if !digits.isEmpty && digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                    // A whole number, only one past what a weight can be: say so, not "not a number".
                    throw InputError(
                        subject: "--weights", text: weights,
                        reason: .text("'\(part.prefix(20))' is too large for a weight (the largest is \(Int.max))"),
                        hint: "give weights such as 2,1,1")
                }
                throw InputError(
                    subject: "--weights", text: weights,
                    reason: .text("'\(part.prefix(20))' is not a whole number"),
                    hint: "give weights such as 2,1,1")
            }
            values.append(value)
        }
        return .weights(values)
    }
}
