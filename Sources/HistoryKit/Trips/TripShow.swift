import BillPresentation
import ArgumentParser
import BillHistory
import Money
import PaymentCodes
import TipCalc
import BillRequestKit
import Trips

/// How `show`, `balances` and `settle` choose and round the transfers.
struct SettlementOptions: ParsableArguments {
    @Flag(help: "Round each transfer to the currency's cash step (CHF 0.05) and name what is left over.")
    var cash = false

    @Option(
        name: .customLong("method"),
        help: ArgumentHelp(
            "fewest (the proven minimum up to 12 people) or largest-first (what most apps do).", valueName: "method"))
    var methodOption: SettlementMethodOption = .fewest

    @Flag(help: "Also show each conversion to the home currency and the reason for each transfer.")
    var explain = false

    @Option(
        help: ArgumentHelp(
            "A never pays B directly (a person or a household; repeat for more pairs).", valueName: "A:B"))
    var never: [String] = []

    @Option(
        help: ArgumentHelp(
            "Settle only these people or households; everyone else's balance stays as it is.",
            valueName: "A,B,C"))
    var only: String?

    @Flag(help: "Settle in each currency on its own, also in a trip with a home currency.")
    var perCurrency = false

    /// How the transfers are chosen.
    var method: Settlement.Method { methodOption.method }

    /// Where the trip settles: `--per-currency`, or `home`, or the trip's own answer (at home
    /// when it has a home currency).
    func basis(home: Bool = false) -> SettlementDecision.Basis? {
        perCurrency ? .perCurrency : home ? .home : nil
    }

    /// The command's one settlement of `ledger`: what text, JSON and CSV all show.
    ///
    /// - Parameter refusing: Whether a bill or payment with no rate to the home currency refuses
    ///   (`balances`, `settle`) or leaves the trip without a settlement, naming what waits for a
    ///   rate (`show`).
    func decision(_ ledger: TripLedger, home: Bool = false, refusing: Bool) throws -> SettlementDecision? {
        do {
            return try SettlementDecision(ledger, basis: basis(home: home), method: method, cash: cash, rules: rules)
        } catch {
            if !refusing, case .noRateYet = error { return nil }
            throw error
        }
    }

    func validate() throws {
        for pair in never where pair.split(separator: ":", omittingEmptySubsequences: false).count != 2 {
            throw ValidationError("--never \(pair): give two names with a colon, such as --never Ann:Ben")
        }
        if let only, only.split(separator: ",").allSatisfy({ $0.allSatisfy(\.isWhitespace) }) {
            throw ValidationError("--only \(only): name the people who settle, such as --only Ann,Ben")
        }
    }

    /// `--never` and `--only` as rules; the trip adds its households.
    var rules: SettlementRules {
        SettlementRules(
            never: never.map {
                let names = $0.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                return .init(from: names.first ?? "", to: names.last ?? "")
            },
            only: only.map { $0.split(separator: ",").map(String.init) })
    }
}

/// `--method`: the words for ``Settlement/Method`` on the command line.
enum SettlementMethodOption: String, ExpressibleByArgument, CaseIterable {
    case fewest
    case largestFirst = "largest-first"

    var method: Settlement.Method { self == .fewest ? .fewestTransfers : .largestFirst }
}

extension TripTool {
    /// `tipfmt trip show NAME`: everything about the trip.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show a trip: its bills, payments, balances and the transfers that settle it.")

        @OptionGroup var tripName: TripNameArgument

        @OptionGroup var settling: SettlementOptions
        @OptionGroup var output: TripOutputOptions

        func run() throws {
            let renderer = TerminalRenderer(wording: try output.wording())
            if output.json {
                return try TripTool.printJSON(tripName.name) { try settling.decision($0, refusing: false) }
            }
            // The bills are read one by one into the table's rows and their conversions' lines
            // (under the bills, or in --explain's explanation), never held as a trip.
            guard let database = try TripTool.database(creating: false) else {
                throw HistoryError.noSuchTrip(tripName.name)
            }
            var rows: [[String]] = []
            var conversions: [TripStatement.Explanation.ConversionLine] = []
            let (trip, ledger) = try database.streamTrip(named: tripName.name) { _, bill in
                rows.append(try renderer.billRow(TripStatement.Bill(bill)))
                if let line = TripStatement.Explanation.ConversionLine(of: bill) { conversions.append(line) }
            }
            var statement = try TripStatement.settling(
                trip, ledger: ledger, decision: try settling.decision(ledger, refusing: false),
                explain: settling.explain, billConversions: conversions)
            if !settling.explain { statement.conversions = conversions }
            try renderer.trip(statement, billRows: rows).forEach(StandardStreams.printLine)
            // How each person is paid back, the IBAN masked: a trip is shown to the whole group.
            let payees = trip.people.compactMap { person in
                trip.payee(of: person).map { PayeeCode.line(person, $0, masked: true) }
            }
            if !payees.isEmpty { ([""] + payees).forEach(StandardStreams.printLine) }
        }
    }

    /// `tipfmt trip balances NAME`: who is owed and who owes, per currency and at home.
    struct Balances: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "balances",
            abstract: "Show each person's balance and the transfers that settle it, at home or per currency.",
            discussion: """
                A balance is what a person paid less their shares, plus the payments they made, \
                less those they received: above zero they get money back, below zero they owe it. \
                In every currency the balances sum to zero exactly. A trip with a home currency \
                shows its balances there, each bill at its own rate (a bill with no rate yet is \
                named, with the command that gives it one); --per-currency shows each currency \
                on its own.
                """)

        @OptionGroup var tripName: TripNameArgument

        @Flag(help: "The balances in the home currency (the default with one), each bill at its own rate.")
        var home = false

        @OptionGroup var settling: SettlementOptions
        @OptionGroup var output: TripOutputOptions

        func validate() throws {
            if home && settling.perCurrency { throw ValidationError("give --home or --per-currency, not both") }
        }

        func run() throws {
            try TripTool.printSettlement(
                name: tripName.name, home: home, settling: settling, output: output, record: false)
        }
    }

    /// `tipfmt trip settle NAME [--record]`: the fewest transfers, and recording them.
    struct Settle: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "settle",
            abstract: "The fewest transfers that settle the trip; --record records them as payments.",
            discussion: """
                The fewest transfers are found exactly, by a search over the groups of people whose \
                balances sum to zero, for up to 12 people who owe or are owed; above that a fast \
                method is used and the output says its count may not be the fewest. The rules \
                keep that exactness (a household counts as one): a household (`tipfmt trip \
                household`) pays and is paid as one, --never A:B sends none of A's money to B \
                directly, and --only settles only those named. Rules that leave no way to settle \
                are refused, naming the rule. A trip with a \
                home currency settles in it, each bill converted at its own rate and the payments \
                already recorded counted; a bill with no rate yet is refused, naming it and the \
                command that gives it one. A trip without a home currency, or any with \
                --per-currency, settles in each currency on its own.

                Examples:
                  tipfmt trip settle Lisbon
                  tipfmt trip settle Lisbon --per-currency --explain
                  tipfmt trip settle Lisbon --cash --record
                  tipfmt trip settle Lisbon --only Ann,Cy --explain
                  tipfmt trip settle Lisbon --pay-codes
                  tipfmt trip settle Lisbon --format escpos --printer generic-80 \\
                      --pay-codes --output slip.bin
                """)

        @OptionGroup var tripName: TripNameArgument

        @Flag(help: "Settle in the home currency (the default with one).")
        var home = false

        @Flag(help: "Record the transfers as payments, which brings every balance to zero.")
        var record = false

        @Flag(
            help:
                "Also print each transfer's payment code (EPC, Swiss QR-bill, UPI or PIX) from the receiver's details (`trip payee`) that fit its currency."
        )
        var payCodes = false

        @OptionGroup var settling: SettlementOptions
        @OptionGroup var output: TripOutputOptions
        @OptionGroup var slip: SlipOptions

        func validate() throws {
            if home && settling.perCurrency { throw ValidationError("give --home or --per-currency, not both") }
            try slip.validate()
            if slip.format == .escpos && output.json {
                throw ValidationError("give --json or --format escpos, not both")
            }
            if payCodes && record && output.json {
                throw ValidationError(
                    "--record --json shows the trip settled, with no transfer left to pay: leave out --pay-codes, "
                        + "or --json to see the codes of the transfers recorded")
            }
        }

        func run() throws {
            try TripTool.printSettlement(
                name: tripName.name, home: home, settling: settling, output: output, record: record, slip: slip,
                payCodes: payCodes)
        }
    }

    /// The balances and transfers of `name`'s one settlement (``SettlementDecision``), decided
    /// once before anything is printed or written: text and `--json` show it and exit alike; with
    /// `record`, its transfers are recorded as payments, and a refusal records nothing.
    ///
    /// - Parameter home: `--home`: settle at home (refused on a trip without a home currency).
    static func printSettlement(
        name: String, home: Bool, settling: SettlementOptions, output: TripOutputOptions, record: Bool,
        slip: SlipOptions? = nil, payCodes: Bool = false
    ) throws {
        let renderer = TerminalRenderer(wording: try output.wording())
        if output.json && !record {
            return try TripTool.printJSON(name, payCodes: payCodes) {
                try settling.decision($0, home: home, refusing: true)
            }
        }
        guard let database = try TripTool.database(creating: false) else { throw HistoryError.noSuchTrip(name) }
        // The balances are summed from the trip's rows; only --explain, which names every
        // conversion, reads the bills, one by one.
        let trip: Trip
        let ledger: TripLedger
        let conversions: [TripStatement.Explanation.ConversionLine]?
        if settling.explain {
            var lines: [TripStatement.Explanation.ConversionLine] = []
            (trip, ledger) = try database.streamTrip(named: name) { _, bill in
                if let line = TripStatement.Explanation.ConversionLine(of: bill) { lines.append(line) }
            }
            conversions = lines
        } else {
            let read = try database.tripLedger(named: name)
            (trip, ledger, conversions) = (read.0.trip, read.1, nil)
        }
        let decision = try settling.decision(ledger, home: home, refusing: true)
        if record, decision?.basis == .perCurrency, let currency = ledger.home,
            let foreign = ledger.currencies.first(where: { $0 != currency })
        {
            throw CLIError.usage(
                "transfers recorded in \(foreign.code) would have no rate to the home currency \(currency.code); "
                    + "settle in \(currency.code) without --per-currency, "
                    + "or record each with `tipfmt trip pay` and its --rate")
        }
        // What to pay is shown as it was before recording it, laid out before anything is written.
        let statement = try TripStatement.settling(
            trip, ledger: ledger, decision: decision, explain: settling.explain, billConversions: conversions)
        var lines = try renderer.tripSettlement(statement)
        if lines.first == "" { lines.removeFirst() }
        // Each transfer's code after the settlement, made before anything is written.
        let codes = payCodes ? TransferPayCodes(trip: trip, decision: decision) : nil
        var codeLines: [String] = []
        for (settlement, entries) in zip(decision?.settlements ?? [], codes?.entries ?? []) {
            for (transfer, entry) in zip(settlement.transfers, entries) {
                switch entry {
                case .code(let code):
                    let shown = { (name: String) in TerminalText.neutralised(name) }
                    let sentence = try renderer.wording.transfer(
                        from: shown(transfer.from), to: shown(transfer.to), amount: transfer.amount)
                    codeLines += ["", sentence]
                    codeLines += try PayCodeText.text(code).split(separator: "\n", omittingEmptySubsequences: false)
                        .dropLast().map(String.init)
                case .missing(let note): StandardStreams.note(note)
                }
            }
        }
        if record {
            var recorded = 0
            guard let writable = try TripTool.database(creating: true) else { throw HistoryError.noSuchTrip(name) }
            // The transfers of the balances as they are when saved, decided as above: another
            // change in between makes them again, and a refusal then writes nothing.
            _ = try writable.appendToTrip(named: name, ledger: true) { outline, sums in
                var trip = outline.trip
                guard let sums else { return trip }
                let now = try settling.decision(sums, home: home, refusing: true)
                let today = TripBillDetails.today()
                recorded = 0
                for settlement in now?.settlements ?? [] {
                    recorded += settlement.transfers.count
                    try trip.record(settlement, date: today)
                }
                return trip
            }
            lines += ["", try renderer.paymentsRecorded(recorded)]
        }
        if output.json {
            // The trip as recorded: every balance settled, in the basis decided.
            return try TripTool.printJSON(name) {
                try SettlementDecision.shown(
                    $0, basis: decision?.basis, method: settling.method, cash: settling.cash, rules: settling.rules)
            }
        }
        if let slip, slip.format == .escpos {
            let printed = codes?.entries.joined().compactMap { entry -> PaymentCode? in
                if case .code(let code) = entry { code } else { nil }
            }
            return try slip.print([trip.name, ""] + lines, wording: renderer.wording, codes: printed ?? [])
        }
        (lines + codeLines).forEach(StandardStreams.printLine)
    }
}
