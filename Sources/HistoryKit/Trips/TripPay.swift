import BillPresentation
import ArgumentParser
import BillHistory
import Money
import TipCalc
import TipfmtKit
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

        @Option(help: ArgumentHelp("An ECB eurofxref XML file to take the rate from.", valueName: "file"))
        var rates: String?

        @OptionGroup var output: TripOutputOptions

        func run() throws {
            let wording = try output.wording()
            let stored = try TripTool.trip(named: tripName.name)
            let currency = try currency.map { try Currency(code: $0) } ?? Self.currency(of: stored)
            let money = try Money(ExactDecimal(parsing: amount), currency)
            let payment = try TripPayment(
                from: try TripBillDetails.person(from, in: stored, option: "the payer"),
                to: try TripBillDetails.person(to, in: stored, option: "the receiver"), amount: money,
                date: try dated.day() ?? TripBillDetails.today(), method: cash ? .cash : .card)
            let source = try TripBillDetails.rateSource(
                rate: rate, ratesFile: rates, statement: dated.statement, home: stored.home, reader: nil)
            let trip = try TripTool.update(tripName.name) { (trip: inout Trip) throws(TripError) in
                if let source { try trip.record(payment, rate: source) } else { try trip.record(payment) }
            }
            if source == nil, let home = trip.home, currency != home {
                StandardStreams.note(
                    "payment \(trip.payments.count) is in \(currency.code) and has no rate to \(home.code), so balances "
                        + "in \(home.code) wait for one; remove it (`tipfmt trip remove \(ShellWord.quoted(trip.name)) --payment "
                        + "\(trip.payments.count)`) and record it again with --rate R, --rates FILE or --statement AMOUNT"
                )
            }
            if output.json { return StandardStreams.write(try trip.json()) }
            StandardStreams.printLine(
                wording.labels.filled(
                    .tripPaymentRecorded,
                    [
                        "from": TerminalText.neutralised(payment.from), "to": TerminalText.neutralised(payment.to),
                        "amount": wording.isolated(try wording.money.format(payment.amount)),
                    ]))
        }

        /// The currency a payment is in when none is given: home, else the trip's only one.
        private static func currency(of trip: Trip) throws -> Currency {
            if let home = trip.home { return home }
            let currencies = trip.currencies
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
