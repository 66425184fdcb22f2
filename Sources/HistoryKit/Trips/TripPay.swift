import BillPresentation
import ArgumentParser
import BillHistory
import Money
import TipCalc
import BillRequestKit
import Trips

extension TripTool {
    /// `tipfmt trip pay NAME FROM TO AMOUNT`: money handed from one person to another.
    struct Pay: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pay",
            abstract: "Record a payment from one person of a trip to another.",
            discussion: """
                The amount is in the trip's home currency, or in its only currency, unless \
                --currency says otherwise. A payment in another currency than home converts with \
                --rate, --rates or --statement, as a bill does.

                Examples:
                  tipfmt trip pay Lisbon Ben Ann 29
                  tipfmt trip pay Lisbon Ann Ben 2475 -c JPY --statement 15.24
                """)

        @OptionGroup var tripName: TripNameArgument

        @Argument(help: ArgumentHelp("Who paid.", valueName: "from"))
        var from: String

        @Argument(help: ArgumentHelp("Who received.", valueName: "to"))
        var to: String

        @Argument(help: ArgumentHelp("How much, such as 29.00.", valueName: "amount"))
        var amount: String

        @Option(name: [.customShort("c"), .long], help: ArgumentHelp("The payment's currency.", valueName: "code"))
        var currency: String?

        @OptionGroup var dated: TripDayOptions

        @Flag(help: "Paid in cash (the default is card or bank transfer).")
        var cash = false

        @Option(help: ArgumentHelp("1 unit of the payment's currency in home units.", valueName: "rate"))
        var rate: String?

        @Option(
            help: ArgumentHelp(
                "An ECB eurofxref file to take the rate from: the daily XML, or the history (XML or CSV), whose fixing of --date (or the last before it) is taken.",
                valueName: "file"))
        var rates: String?

        @Flag(help: "Use a history --rates file whose last fixing is more than 7 days before --date, with a note.")
        var allowStaleRates = false

        @OptionGroup var output: TripOutputOptions

        func run() throws {
            // Read once: the wording and the rates file default both take this one.
            let config = try ConfigFile.load(.process)
            let wording = try output.wording(config: config)
            // A payment needs a trip: no history is created for one.
            guard try TripTool.database(creating: false) != nil, let database = try TripTool.database(creating: true)
            else {
                throw HistoryError.noSuchTrip(tripName.name)
            }
            var payment: TripPayment?
            var source: RateSource?
            var rateNotes: [String] = []
            // Made from the trip's outline, outside the write transaction (a rates file is read here).
            let (outline, trip) = try database.appendToTrip(named: tripName.name) {
                (outline: TripOutline, _: TripLedger?) throws -> Trip in
                let stored = outline.trip
                let chosen: Currency
                if let code = self.currency {
                    chosen = try Currency(code: code)
                } else {
                    chosen = try Self.currency(home: stored.home, currencies: outline.currencies)
                }
                let money = try Money(ExactDecimal(parsing: amount), chosen)
                let day = try dated.day() ?? TripBillDetails.today()
                let made = try TripPayment(
                    from: try TripBillDetails.person(from, in: stored, option: "the payer"),
                    to: try TripBillDetails.person(to, in: stored, option: "the receiver"), amount: money,
                    date: day, method: cash ? .cash : .card)
                source = try TripBillDetails.rateSource(
                    rate: rate, ratesFile: rates, statement: dated.statement, currency: chosen, trip: stored.name,
                    home: stored.home,
                    reader: nil, day: day, allowStale: allowStaleRates, locale: wording.money.locale,
                    configRates: config[.rates], notes: &rateNotes)
                if source == nil, let home = stored.home, chosen != home,
                    let path = config[.rates]
                {
                    // The config's rates file converts what no option does.
                    source = .ecb(
                        try RatesFile.rates(
                            path: path, on: day, checkDaily: false, allowStale: allowStaleRates, notes: &rateNotes))
                }
                if case .ecb(let table) = source, let home = stored.home {
                    rateNotes += RatesFile.gapNotes(table, currencies: [chosen, home], locale: wording.money.locale)
                }
                var trip = stored
                if let source { try trip.record(made, rate: source) } else { try trip.record(made) }
                payment = made
                return trip
            }
            guard let payment else { return }
            for note in rateNotes { StandardStreams.note(note) }
            let number = outline.payments + 1
            let currency = payment.amount.currency
            if source == nil, let home = trip.home, currency != home {
                // In the output's language, as the confirmation that follows.
                StandardStreams.note(
                    wording.labels.filled(
                        .tripPaymentRateNote,
                        [
                            "n": String(number), "currency": currency.code, "home": home.code,
                            "command": "`tipfmt trip remove \(ShellWord.quoted(trip.name)) --payment \(number)`",
                        ]))
            }
            if output.json { return try TripTool.printJSON(trip.name) }
            StandardStreams.printLine(
                try TerminalRenderer(wording: wording).paymentLine(TripStatement.Entry(payment), recorded: true))
        }

        /// The currency a payment is in when none is given: home, else the trip's only one.
        private static func currency(home: Currency?, currencies: [Currency]) throws -> Currency {
            if let home { return home }
            guard currencies.count == 1, let only = currencies.first else {
                throw CLIError.usage(
                    currencies.isEmpty
                        ? "the trip has no bills yet; give the payment's currency with --currency CODE"
                        : "the trip has bills in \(currencies.map(\.code).joined(separator: ", ")); give --currency CODE"
                )
            }
            return only
        }
    }
}
