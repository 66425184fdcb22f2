import BillPresentation
import ArgumentParser
import BillHistory
import Foundation
import Money
import TipCalc
import BillRequestKit
import Trips

extension TripTool {
    /// `tipfmt trip add NAME BILL …`: a bill computed as `calc` computes it, with who shared it,
    /// who paid, and the rate that converts it to the trip's home currency.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add a bill to a trip: any bill `calc` computes, who shared it and who paid.",
            discussion: """
                The bill is read as `tipfmt calc` reads it: an amount or expression with --tip, \
                --tax, --service, --split or --weights, or an itemised bill (--item, --bill-file). \
                Without --tip there is no tip. A single bill is shared by everyone in the trip, or \
                by --people A,B (evenly, or by --weights in that order); an itemised bill by the \
                people its items name.

                --paid-by A pays the whole bill; --paid-by A=50,B=40.50 names each payer's amount, \
                which must add up to the total exactly. Payers pay by card unless --cash or \
                --pay A=cash says otherwise.

                A bill in another currency than the trip's home converts with --rate R (1 unit of \
                the bill's currency in home units), --rates FILE (an ECB eurofxref file; its date \
                is kept), or --statement AMOUNT (what the card statement showed in the home \
                currency; the exact rate is kept as a fraction). Without one, the bill waits for a \
                rate (`tipfmt trip edit NAME ID --rate R`) and home balances are not shown.

                Examples:
                  tipfmt trip add Lisbon 90 --tip 10 --paid-by Ann --title Dinner
                  tipfmt trip add Lisbon 36 --people Ben,Cy --paid-by Cy=20,Ben=16
                  tipfmt trip add Lisbon 4950 -c JPY --paid-by Ben --statement 30.47
                """)

        @OptionGroup var tripName: TripNameArgument

        @OptionGroup var details: TripBillDetails
        @OptionGroup var bill: BillInput
        @OptionGroup var output: TripJSONOption

        func validate() throws {
            if !bill.isGiven { throw ValidationError("give the bill: an amount such as 84.50, --item, or --bill-file") }
            if bill.paidBy == nil {
                throw ValidationError("say who paid: --paid-by NAME, or --paid-by A=50,B=40 for several payers")
            }
        }

        func run() throws {
            // Read once: the bill's reader and the rates file default both take this one.
            let config = try ConfigFile.load(.process)
            let wording = BillWording(
                formatter: MoneyFormatter(locale: try bill.locale(config: config, environment: .process)))
            guard let database = try TripTool.database(creating: true) else {
                throw HistoryError.noSuchTrip(tripName.name)
            }
            var id = ""
            var notes: [String] = []
            // The bill is computed from the trip's outline (its people, home and currencies, not its
            // bills), outside the write transaction; it is saved only onto the trip it was computed
            // for, so two adds at once each get the next id.
            let (_, trip) = try database.appendToTrip(named: tripName.name) { outline, _ in
                id = details.id ?? outline.newBillID
                var trip = outline.trip
                let (tripBill, rate, billNotes) = try details.make(
                    id: id, bill: bill, trip: trip, currencies: outline.currencies, previous: nil, config: config)
                if let rate { try trip.add(tripBill, rate: rate) } else { try trip.add(tripBill) }
                notes = billNotes
                return trip
            }
            try output.report(trip, bill: id, notes: notes, confirming: .added, wording: wording)
        }
    }

    /// `tipfmt trip edit NAME ID …`: a new title or date, a new rate, or the bill typed again.
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: "Change a trip's bill: its title, date or rate, or the whole bill typed again.",
            discussion: """
                With a bill (an amount, --item or --bill-file) the bill is computed again, as \
                `trip add` does, and keeps its id and its place. Without one, only what is given \
                changes: --title, --category, --date, and --rate, --rates or --statement.

                Examples:
                  tipfmt trip edit Lisbon museum --title 'Museum and café'
                  tipfmt trip edit Lisbon sushi --statement 30.50
                  tipfmt trip edit Lisbon dinner 95 --tip 10 --paid-by Ann
                """)

        @OptionGroup var tripName: TripNameArgument

        @Argument(help: ArgumentHelp("The bill's id, as `tipfmt trip show` lists it.", valueName: "id"))
        var billID: String

        @OptionGroup var details: TripBillDetails
        @OptionGroup var bill: BillInput
        @OptionGroup var output: TripJSONOption

        func run() throws {
            if !bill.isGiven, details.id != nil { throw CLIError.usage("a bill keeps its id; --id is for `trip add`") }
            let config = try ConfigFile.load(.process)
            let wording = BillWording(
                formatter: MoneyFormatter(locale: try bill.locale(config: config, environment: .process)))
            var notes: [String] = []
            // The bill as it is when saved: an edit never undoes another's change. Only this bill
            // is read.
            let trip = try TripTool.update(tripName.name, scope: .bill(billID)) { trip in
                guard let previous = trip.bill(id: billID) else { throw TripError.unknownBill(billID) }
                var replacement = previous
                var rate: RateSource?
                if bill.isGiven {
                    (replacement, rate, notes) = try details.make(
                        id: billID, bill: bill, trip: trip, previous: previous, config: config)
                } else {
                    if let title = details.title { replacement.title = title }
                    if let category = details.category { replacement.category = category }
                    if let date = try details.dated.day() { replacement.date = date }
                    rate = try details.rateSource(
                        bill: bill, trip: trip, currency: replacement.currency, reader: nil, day: replacement.date,
                        locale: wording.money.locale, configRates: config[.rates], notes: &notes)
                    if case .ecb(let rates) = rate, let home = trip.home {
                        notes += RatesFile.gapNotes(
                            rates, currencies: [replacement.currency, home], locale: wording.money.locale)
                    }
                }
                if bill.isGiven || replacement != previous { try trip.replace(replacement) }
                if let rate { try trip.recordRate(forBill: billID, rate) }
            }
            try output.report(trip, bill: billID, notes: notes, confirming: .changed, wording: wording)
        }
    }

    /// `tipfmt trip remove NAME ID` or `--payment N`.
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Remove a bill (by id) or a payment (by number) from a trip.")

        @OptionGroup var tripName: TripNameArgument

        @Argument(help: ArgumentHelp("The bill's id, as `tipfmt trip show` lists it.", valueName: "id"))
        var billID: String?

        @Option(help: ArgumentHelp("A payment's number, as `tipfmt trip show` lists it.", valueName: "n"))
        var payment: Int?

        @OptionGroup var output: TripOutputOptions

        func validate() throws {
            if (billID == nil) == (payment == nil) {
                throw ValidationError("give a bill id or --payment N, one of them")
            }
        }

        func run() throws {
            let wording = try output.wording()
            var removed: TripPayment?
            // Only the bill removed, or the payments, are read.
            let scope: TripScope = billID.map { .bill($0) } ?? .payments
            let trip = try TripTool.update(tripName.name, scope: scope) { (trip: inout Trip) throws(TripError) in
                if let billID { try trip.removeBill(id: billID) }
                if let payment {
                    guard let gone = trip.removePayment(at: payment - 1) else {
                        throw .invalidPayment(
                            "there is no payment \(payment); the trip has \(trip.payments.count) (`tipfmt trip show`)")
                    }
                    removed = gone
                }
            }
            if output.json { return try TripTool.printJSON(trip.name) }
            if let billID {
                StandardStreams.printLine(
                    try TerminalRenderer(wording: wording).confirmation(
                        .billRemoved(id: billID), of: TripStatement(trip: trip)))
            } else if let removed {
                StandardStreams.printLine(
                    try TerminalRenderer(wording: wording).paymentLine(TripStatement.Entry(removed)))
            }
        }
    }
}

extension TripJSONOption {
    /// What `trip add` and `trip edit` print once the bill is saved: the notes on stderr, then the
    /// trip as JSON with `--json` (read from the history, bill by bill), else the confirmation of
    /// `change` and the bill's lines.
    func report(
        _ trip: Trip, bill id: String, notes: [String], confirming change: TerminalRenderer.BillChange,
        wording: BillWording
    ) throws {
        for note in notes { StandardStreams.note(note) }
        if json { return try TripTool.printJSON(trip.name) }
        guard let bill = trip.bill(id: id) else { return }
        try TerminalRenderer(wording: wording).confirmation(change, trip: trip.name, bill: TripStatement.Bill(bill))
            .forEach(StandardStreams.printLine)
    }
}

/// What `trip add` and `trip edit` take besides the bill: its id, title and date, who paid, and
/// how it converts to the home currency.
struct TripBillDetails: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The bill's id (default: 8 random letters, which no other copy of the trip gives).", valueName: "id"))
    var id: String?

    @Option(help: ArgumentHelp("What the bill was for, such as Dinner.", valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("What kind of spending it was, such as Food (for `trip report`).", valueName: "text"))
    var category: String?

    @OptionGroup var dated: TripDayOptions

    /// The bill computed from `bill`, who shared and paid it, and its rate to the trip's home.
    ///
    /// `trip` gives the people and the home currency; `currencies` are the trip's, when its bills
    /// are not in `trip` (an outline), else `nil`; `config` is the command's, read once.
    func make(
        id: String, bill: BillInput, trip: Trip, currencies: [Currency]? = nil, previous: TripBill?,
        config: ConfigFile
    ) throws -> (TripBill, RateSource?, [String]) {
        let currencies = currencies ?? trip.currencies
        let people = try bill.people.map { try Self.names($0, in: trip, option: "--people") }
        // A bill stays in its currency when edited; a new one is in the trip's home currency, or its
        // only one, unless --currency or the bill file says otherwise.
        let currency = previous?.currency ?? trip.home ?? (currencies.count == 1 ? currencies.first : nil)
        // With several currencies and no home, no currency is the trip's: the environment's would
        // be a guess (as `trip pay` refuses to make one).
        if currency == nil, currencies.count > 1, !bill.namesCurrency {
            throw CLIError.usage(
                "the trip has bills in \(currencies.map(\.code).joined(separator: ", ")) and no home currency; "
                    + "give the bill's with --currency CODE, or set a home with "
                    + "`tipfmt trip set \(ShellWord.quoted(trip.name)) --home CODE`")
        }
        let computed = try bill.compute(
            in: TripContext(
                everyone: trip.people, people: people, currency: currency,
                typed: [dated.statement].compactMap { $0 } + Self.paidAmounts(bill.paidBy)),
            config: config, environment: .process)
        let payers = try payers(bill: bill, computed: computed, trip: trip)
        let day = try dated.day() ?? previous?.date ?? Self.today()
        let title = title ?? previous?.title ?? Self.defaultTitle(id: id, locale: computed.locale)
        var tripBill: TripBill
        let result = computed.result
        if computed.request.isPlainAmount {
            // A single amount is shared by the trip's people (or --people) as named there.
            tripBill = try TripBill(
                id: id, title: title, date: day, result: TipResult(result), people: people ?? trip.people,
                payers: payers)
        } else {
            let sharers = try result.people.map { try Self.person($0.name, in: trip, option: "an item") }
            tripBill = try TripBill(id: id, title: title, date: day, result: result, people: sharers, payers: payers)
        }
        tripBill.category = category ?? previous?.category
        var rateNotes: [String] = []
        var rate = try rateSource(
            bill: bill, trip: trip, currency: tripBill.currency, reader: computed, day: day, locale: computed.locale,
            configRates: config[.rates], notes: &rateNotes)
        if let converted = computed.fileHome {
            // A bill file's `home:` line is the bill's rate to the trip's home currency.
            guard rate == nil else {
                throw CLIError.usage("the bill file has a home: line and the command line a rate; give the rate once")
            }
            guard trip.home == converted.to else {
                throw CLIError.usage(
                    "the bill file converts to \(converted.to.code), and the trip's home currency is "
                        + (trip.home.map { "\($0.code)" } ?? "not set") + "; remove its home: line or set the trip's")
            }
            rate = .rate(converted.rate)
        }
        if rate == nil, let home = trip.home, tripBill.currency != home, previous == nil,
            let path = config[.rates]
        {
            // The config's rates file (`tipfmt config set rates FILE`) converts what no option does.
            rate = .ecb(
                try RatesFile.rates(
                    path: path, on: day, checkDaily: false, allowStale: bill.allowStaleRates, notes: &rateNotes))
        }
        var notes = computed.notes + rateNotes
        if case .ecb(let rates) = rate, let home = trip.home {
            notes += RatesFile.gapNotes(rates, currencies: [tripBill.currency, home], locale: computed.locale)
        }
        if rate == nil, let home = trip.home, tripBill.currency != home {
            if let previous, let conversion = previous.home?.conversion, previous.currency == tripBill.currency {
                switch conversion.method {
                case .typed: rate = .rate(conversion.rate.rate)
                case .cardStatement(let amount) where previous.total == tripBill.total:
                    // The ECB rate beside it, if any, stays: the bill's day and currency are its.
                    rate =
                        conversion.cardFee.map { .cardStatementOverECB(amount, $0.ecbRate) } ?? .cardStatement(amount)
                default:
                    throw CLIError.usage(
                        "bill \(id) changed; give its rate again with --rate, --rates or --statement")
                }
            } else {
                // In the bill's language, as its confirmation.
                notes.append(
                    ReceiptLabels(locale: computed.locale).filled(
                        .tripRateNote,
                        [
                            "id": id, "currency": tripBill.currency.code, "home": home.code,
                            "command":
                                "`tipfmt trip edit \(ShellWord.quoted(trip.name)) \(ShellWord.quoted(id)) --rate R`",
                        ]))
            }
        }
        return (tripBill, rate, notes)
    }

    /// `--rate`, `--rates` or `--statement` of a bill of `day` in `currency` as the rate that
    /// converts it to the trip's home.
    func rateSource(
        bill: BillInput, trip: Trip, currency: Currency, reader: ComputedBill?, day: CalendarDate?,
        locale: LocaleIdentifier, configRates: String?, notes: inout [String]
    ) throws -> RateSource? {
        return try Self.rateSource(
            rate: bill.rate, ratesFile: bill.ratesFile, statement: dated.statement, currency: currency,
            trip: trip.name, home: trip.home, reader: reader, day: day, allowStale: bill.allowStaleRates,
            locale: locale,
            configRates: configRates, notes: &notes)
    }

    /// The rate that converts a bill or a payment in `currency` to `home`, from `--rate`,
    /// `--rates` or `--statement`.
    ///
    /// One of them may be given, or `--statement` with `--rates`: the statement sets the rate and
    /// the file's ECB fixing of `day` is kept beside it, which gives the card's fee. A statement
    /// alone is compared with the config's rates file (`configRates`, `tipfmt config set rates FILE`) when it
    /// has the fixing; when it has not, a note says why no fee is recorded (the statement needs
    /// no file). `nil` when none is given. `reader` reads the typed numbers as the bill's own
    /// options are read (`--input-locale`); without one they are canonical.
    ///
    /// A history file (`eurofxref-hist`) gives the fixing of `day` or the last before it, and must
    /// reach within a week of `day` unless `allowStale`.
    ///
    /// - Parameter trip: The trip's name, for the command an error suggests.
    /// - Throws: ``CLIError`` for `--rate` with another of them or without a home currency, the
    ///   reader's errors for a number that does not read, and the rates file's.
    static func rateSource(
        rate: String?, ratesFile: String?, statement: String?, currency: Currency, trip: String, home: Currency?,
        reader: ComputedBill?, day: CalendarDate?, allowStale: Bool, locale: LocaleIdentifier, configRates: String?,
        notes: inout [String]
    ) throws -> RateSource? {
        let given = [rate, ratesFile, statement].compactMap { $0 }.count
        guard given > 0 else { return nil }
        guard rate == nil || given == 1 else {
            throw CLIError.usage(
                "give one of --rate, --rates and --statement (or --statement with --rates, which records the card's fee)"
            )
        }
        guard let home else {
            let option = rate != nil ? "--rate" : statement != nil ? "--statement" : "--rates"
            throw CLIError.usage(
                "\(option) converts to the trip's home currency, and the trip has none; "
                    + "set one first (`tipfmt trip set \(ShellWord.quoted(trip)) --home EUR`)")
        }
        if let rate {
            return .rate(try reader?.rate(rate, subject: "--rate") ?? ExactDecimal(parsing: rate))
        }
        guard let statement else {
            guard let ratesFile else { return nil }
            return .ecb(
                try RatesFile.rates(path: ratesFile, on: day, checkDaily: false, allowStale: allowStale, notes: &notes))
        }
        let shown =
            try reader?.amount(statement, in: home, subject: "--statement")
            ?? Money(ExactDecimal(parsing: statement), home)
        let day = day ?? CalendarDate.today
        if let ratesFile {
            guard currency != home else {
                throw CLIError.usage(
                    "the bill is in \(home.code), the home currency: a card statement and its fee are for bills in "
                        + "another currency; leave out --statement and --rates")
            }
            let rates = try RatesFile.feeRates(path: ratesFile, on: day, allowStale: allowStale, notes: &notes)
            notes += RatesFile.gapNotes(rates, currencies: [currency, home], locale: locale)
            return .cardStatementOverECB(shown, try rates.rate(from: currency, to: home))
        }
        if currency != home, let path = configRates {
            // The statement alone sets the rate: a config file that cannot give the fee is a note.
            var fileNotes: [String] = []
            do {
                let rates = try RatesFile.feeRates(path: path, on: day, allowStale: allowStale, notes: &fileNotes)
                let ecbRate = try rates.rate(from: currency, to: home)
                notes += fileNotes + RatesFile.gapNotes(rates, currencies: [currency, home], locale: locale)
                return .cardStatementOverECB(shown, ecbRate)
            } catch {
                notes.append("no card fee recorded (the config's rates file): \(error)")
            }
        }
        return .cardStatement(shown)
    }

    /// Who paid: `--paid-by A` for the whole total, or `A=50,B=40.50` summing to it.
    private func payers(bill: BillInput, computed: ComputedBill, trip: Trip) throws -> [TripBill.Payer] {
        guard let text = bill.paidBy else {
            throw CLIError.usage("say who paid: --paid-by NAME, or --paid-by A=50,B=40 for several payers")
        }
        // A payer's method is how the bill says they pay (--pay, --cash, the file's cash: lines).
        for entry in bill.payments.flatMap({ $0.split(separator: ",") }) {
            let name = entry.split(separator: "=", maxSplits: 1).first.map { String($0.trimmingBlanks) } ?? ""
            if !["all", "everyone"].contains(name.lowercased()) {
                _ = try Self.person(name, in: trip, option: "--pay")
            }
        }
        let entries = text.split(separator: ",").map { $0.trimmingBlanks }.filter { !$0.isEmpty }
        if let named = computed.filePayer,
            entries.count != 1 || entries[0].contains("=") || named.lowercased() != entries[0].lowercased()
        {
            throw CLIError.usage("the bill file says paid-by: \(named), and --paid-by says \(text); give who paid once")
        }
        if entries.count == 1, !entries[0].contains("=") {
            let person = try Self.person(String(entries[0]), in: trip, option: "--paid-by")
            return [TripBill.Payer(person, paid: computed.total, method: computed.method(of: person))]
        }
        var payers: [TripBill.Payer] = []
        for entry in entries {
            let parts = entry.split(separator: "=", maxSplits: 1).map { String($0.trimmingBlanks) }
            guard parts.count == 2 else {
                throw CLIError.usage(
                    "--paid-by '\(entry.prefix(40))': with several payers give each amount, as in A=50,B=40.50")
            }
            let person = try Self.person(parts[0], in: trip, option: "--paid-by")
            let amount = try computed.amount(parts[1], subject: "--paid-by \(person)")
            payers.append(TripBill.Payer(person, paid: amount, method: computed.method(of: person)))
        }
        return payers
    }

    /// The amounts of `--paid-by A=50,B=40.50`, as typed: the numbers a trip reads with `--input-locale`.
    static func paidAmounts(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").compactMap { entry in
            entry.split(separator: "=", maxSplits: 1).dropFirst().first.map(String.init)
        }
    }

    /// `Bill 3`, in the locale's words: the title of a bill given none.
    static func defaultTitle(id: String, locale: LocaleIdentifier) -> String {
        let text = ReceiptLabels(locale: locale).filled(.tripBillNumber, ["id": id])
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// Today in the local time zone.
    static func today() -> CalendarDate? {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// The trip's spelling of `name` (names match whatever their case).
    static func person(_ name: String, in trip: Trip, option: String) throws -> String {
        try trip.person(name, in: option)
    }

    /// A comma-separated list of the trip's people.
    static func names(_ text: String, in trip: Trip, option: String) throws -> [String] {
        try text.split(separator: ",").map { $0.trimmingBlanks }.filter { !$0.isEmpty }.map {
            try person(String($0), in: trip, option: option)
        }
    }
}
