#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Money
import TipCalc

extension Trip {
    /// The trip as one JSON document: people, bills with their shares, payers and home amounts,
    /// payments, balances and settlements (schema: docs/Trips.md, `"format": "tipfmt-trip"`, version 2).
    ///
    /// Written like every tipfmt JSON output: sorted keys, two-space indentation, amounts as
    /// canonical decimal strings next to their currency; a value the trip does not have is left
    /// out, never `null`. `homeBalances` and `homeSettlement` are absent without a home currency
    /// or while a bill or payment has no rate; `unconverted` then lists them.
    ///
    /// The settlements are the trip's one answer (``SettlementDecision``): with a home currency
    /// `homeSettlement` alone, else one per currency in `settlements`. They keep the trip's
    /// ``households`` and `rules`; with `--never` or `--only` rules the document says them in
    /// `rules` (absent otherwise), and each settlement says how its households' balances are made
    /// and which rules shaped each transfer (absent without).
    ///
    /// - Parameters:
    ///   - method: How the settlements are chosen.
    ///   - rules: `--never` and `--only` for the settlements; none by default.
    ///   - basis: Where the trip settles; `nil` for its own answer.
    /// - Throws: ``TripError/money(_:)`` when a balance overflows, or a rule's error.
    public func json(
        method: Settlement.Method = .fewestTransfers, rules: SettlementRules = SettlementRules(),
        basis: SettlementDecision.Basis? = nil
    ) throws(TripError) -> String {
        let ledger = try ledger()
        let decision = try SettlementDecision.shown(ledger, basis: basis, method: method, rules: rules)
        let document = try TripDocument(
            self, ledger: ledger, bills: bills.map(TripBillDocument.init), decision: decision)
        // Strings, booleans, arrays and objects only: encoding cannot fail.
        return (try? JSONText.readable(document)) ?? "{}\n"
    }

    /// Reads a trip back from the JSON that ``json(method:rules:basis:)`` writes.
    ///
    /// The people, bills, payments and recorded conversions are read; each conversion is done
    /// again with its own rate and rounding and must give the amount written, so a document
    /// edited by hand cannot bring in an amount its rate does not give. Balances and settlements
    /// are worked out again from the bills, not read.
    ///
    ///     let copy = try Trip(json: trip.json())
    ///     print(copy == trip)
    ///     // Prints "true"
    ///
    /// - Parameter json: A `"format": "tipfmt-trip"` document, version 2 or 1 (whose `null`s read
    ///   as absent values).
    /// - Throws: ``TripError/invalidTripDocument(_:)`` naming the field that does not read, or the
    ///   error of the rule the trip breaks (a payer sum, an unknown person).
    public init(json: String) throws(TripError) {
        // Counted before decoding: a file past a limit costs no more than reading it this far.
        var scanner = TripDocumentScanner()
        try scanner.feed(json.utf8)
        try scanner.finish()
        // Version 1 wrote each bill in its own shape; version 2 writes the bill object.
        let header = try? JSONDecoder().decode(TripDocumentHeader.self, from: Data(json.utf8))
        if header?.version == 1 {
            try self.init(document: try Self.decoded(TripDocument<[BillDocument]>.self, json))
        } else {
            try self.init(document: try Self.decoded(TripDocument<[TripBillDocument]>.self, json))
        }
    }

    /// `json` decoded as a `Document`, its format and version checked.
    private static func decoded<Bill: TripDocumentBill>(_ type: TripDocument<[Bill]>.Type, _ json: String)
        throws(TripError) -> TripDocument<[Bill]>
    {
        let document: TripDocument<[Bill]>
        do {
            document = try JSONDecoder().decode(type, from: Data(json.utf8))
        } catch {
            throw .invalidTripDocument(Self.reason(error))
        }
        guard document.format == TripDocumentFormat.name, TripDocumentFormat.readable.contains(document.version) else {
            throw .invalidTripDocument(
                "it says format \"\(document.format)\" version \(document.version); "
                    + "this tipfmt reads \"\(TripDocumentFormat.name)\" versions 1 and \(TripDocumentFormat.version)")
        }
        return document
    }

    /// The trip `document` writes.
    private init<Bill: TripDocumentBill>(document: TripDocument<[Bill]>) throws(TripError) {
        var home: Currency?
        if let code = document.homeCurrency { home = try currency(code) }
        try self.init(name: document.name, people: document.people, home: home)
        for household in document.households ?? [] {
            try setHousehold(household.name, members: household.members)
        }
        for bill in document.bills { try add(try bill.restored()) }
        for (position, payment) in document.payments.enumerated() {
            try record(try payment.restored(position: position))
        }
        for payee in document.payees ?? [] {
            let (person, details) = try payee.restored(in: self)
            payees[person] = details
        }
        // Set last: setting households and adding bills above change them.
        settingsAncestry = Set(document.settingsAncestry ?? [])
        for removed in document.removed?.bills ?? [] where bill(id: removed.id) == nil {
            removedBills[removed.id, default: []].formUnion(removed.revisions)
        }
        removedPayments = Set(document.removed?.payments ?? []).subtracting(payments.map(\.id))
    }

    /// Reads the bill at `position` of a trip document's `bills` from its bytes alone, as
    /// ``init(json:)`` reads each bill (its home amounts worked out again from its conversion),
    /// for a reader that takes a large document a bill at a time (``TripDocumentIndex``).
    ///
    /// The bill is not yet checked against a trip: add it to one (``add(_:)``) for that.
    ///
    /// - Throws: ``TripError/invalidTripDocument(_:)`` naming the field that does not read
    ///   (`bills[3].total is missing`), or the error of the rule the bill breaks.
    package static func documentBill(_ bytes: [UInt8], position: Int, version: Int) throws(TripError) -> TripBill {
        do {
            return version == 1
                ? try JSONDecoder().decode(BillDocument.self, from: Data(bytes)).restored()
                : try JSONDecoder().decode(TripBillDocument.self, from: Data(bytes)).restored()
        } catch let error as TripError {
            throw error
        } catch {
            let (place, detail) = Self.failure(error)
            throw .invalidTripDocument("bills[\(position)]\(place) \(detail)")
        }
    }

    /// The version a trip document says it is (``TripDocumentFormat/version`` when it says none
    /// that reads), to read its bills one at a time (``documentBill(_:position:version:)``).
    package static func documentVersion(_ json: String) -> Int {
        (try? JSONDecoder().decode(TripDocumentHeader.self, from: Data(json.utf8)))?.version
            ?? TripDocumentFormat.version
    }

    /// Where and why a document did not decode, in one line.
    private static func reason(_ error: any Error) -> String {
        let (place, detail) = failure(error)
        return place.isEmpty ? detail : "\(place.hasPrefix(".") ? String(place.dropFirst()) : place) \(detail)"
    }

    /// Where a document did not decode (`.bills[3].total`, empty for the whole) and why.
    private static func failure(_ error: any Error) -> (place: String, detail: String) {
        guard let error = error as? DecodingError else { return ("", "it is not JSON (\(error))") }
        let (path, detail): ([any CodingKey], String) =
            switch error {
            case .keyNotFound(let key, let context): (context.codingPath + [key], "is missing")
            case .valueNotFound(_, let context): (context.codingPath, "is null")
            case .typeMismatch(let type, let context): (context.codingPath, "is not a \(type)")
            case .dataCorrupted(let context): (context.codingPath, context.debugDescription)
            @unknown default: ([], "\(error)")
            }
        return (path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined(), detail)
    }
}

/// Reads the amount text of a document in `currency`, naming `what` when it does not read.
func amount(_ text: String, _ currency: Currency, _ what: @autoclosure () -> String) throws(TripError)
    -> Money
{
    do {
        return try Money(parsing: text, currency)
    } catch {
        throw .invalidTripDocument("\(what()) \"\(text.prefix(40))\" is not a \(currency.code) amount: \(error)")
    }
}

/// The currency of the code `text` in a document.
func currency(_ text: String) throws(TripError) -> Currency {
    try withMoney { () throws(MoneyError) in try Currency(code: text) }
}

/// The day `text` of a document (`YYYY-MM-DD`), if any.
func day(_ text: String?, _ what: @autoclosure () -> String) throws(TripError) -> CalendarDate? {
    guard let text else { return nil }
    guard let day = CalendarDate(text) else {
        throw .invalidTripDocument("\(what()) has the date \"\(text.prefix(20))\"; write it as YYYY-MM-DD")
    }
    return day
}

/// The payment method `text` of a document.
private func method(_ text: String, _ what: @autoclosure () -> String) throws(TripError) -> ItemisedBill.PaymentMethod {
    guard let method = ItemisedBill.PaymentMethod(rawValue: text) else {
        throw .invalidTripDocument("\(what()) is paid by \"\(text.prefix(20))\"; write cash or card")
    }
    return method
}

/// The revisions `list` of a document's ancestry, each 16 letters of ``TripItemID/alphabet``.
func revisions(_ list: [String]?, _ what: @autoclosure () -> String) throws(TripError) -> Set<String> {
    for revision in list ?? [] {
        guard revision.count == 16, revision.allSatisfy(TripItemID.alphabet.contains) else {
            throw .invalidTripDocument(
                "\(what()) has the revision \"\(revision.prefix(20))\"; a revision is 16 letters")
        }
    }
    return Set(list ?? [])
}

/// What every trip document says it is.
enum TripDocumentFormat {
    /// The `format` of every trip document.
    static let name = "tipfmt-trip"
    /// The document version this build writes: 2 leaves out a value a trip does not have
    /// (version 1 wrote it as `null`).
    static let version = 2
    /// The versions this build reads: version 1's `null`s read as absent values, so a file
    /// exported by an older build imports and merges to the same trip (and the same revisions,
    /// which are digests of the trip's values, not of its text).
    static let readable = 1...2
}

/// What a trip document says it is, read before the rest to choose how its bills read.
struct TripDocumentHeader: Decodable {
    let version: Int
}

/// A bill as one version of the trip document writes it.
protocol TripDocumentBill: Codable {
    /// The bill the document writes, checked.
    func restored() throws(TripError) -> TripBill
}

extension BillDocument: TripDocumentBill {}
extension TripBillDocument: TripDocumentBill {}

/// A trip's JSON document; `Bills` is the bills (`[BillDocument]`), or what stands for them in
/// a document written a bill at a time (``TripJSONWriter``).
struct TripDocument<Bills: Codable>: Codable {
    let format: String
    let version: Int
    let name: String
    let homeCurrency: String?
    let people: [String]
    /// Absent when the trip has none, so a trip without households writes what it always wrote.
    let households: [HouseholdDocument]?
    /// The revisions the home currency and households replaced; absent when never changed.
    let settingsAncestry: [String]?
    /// How each person is paid back, in the order of the people; absent when no one's details
    /// were ever stored.
    let payees: [PayeeDocument]?
    /// The bills and payments removed, so a merge does not bring them back; absent for none.
    let removed: RemovedDocument?
    let bills: Bills
    let payments: [PaymentDocument]
    let balances: [BalancesDocument]
    let homeBalances: BalancesDocument?
    let unconverted: [String]
    /// Absent without `--never` or `--only`: the rules are the command's, not the trip's.
    let rules: RulesDocument?
    let settlements: [SettlementDocument]
    let homeSettlement: SettlementDocument?

    /// The document of `trip` (its name, people, home, households and payments; its bills are
    /// not read) with `bills`, its balances from `ledger` and the settlements of `decision`: the
    /// home one in `homeSettlement`, or one per currency in `settlements`, never both (`nil` while
    /// a bill or payment waits for a rate: `unconverted` lists them).
    ///
    /// With `payCodes` (one list per settlement, one code or `nil` per transfer) each transfer
    /// gets its `payCode`, absent where the receiver has no details that fit.
    init(
        _ trip: Trip, ledger: TripLedger, bills: Bills, decision: SettlementDecision?,
        payCodes: [[TransferPayCode?]]? = nil
    ) throws(TripError) {
        format = TripDocumentFormat.name
        version = TripDocumentFormat.version
        name = trip.name
        homeCurrency = trip.home?.code
        people = trip.people
        households = trip.households.isEmpty ? nil : trip.households.map(HouseholdDocument.init)
        settingsAncestry = trip.settingsAncestry.isEmpty ? nil : trip.settingsAncestry.sorted()
        let payees = trip.people.compactMap { person in trip.payees[person].map { PayeeDocument(person, $0) } }
        self.payees = payees.isEmpty ? nil : payees
        removed = RemovedDocument(trip)
        self.bills = bills
        payments = trip.payments.enumerated().map { PaymentDocument($1, position: $0) }
        balances = ledger.balances.map(BalancesDocument.init)
        let settled = decision?.settlements ?? []
        let documents = settled.enumerated().map { SettlementDocument($1, payCodes: payCodes?[safe: $0]) }
        settlements = decision?.basis == .perCurrency ? documents : []
        homeSettlement = decision?.basis == .home ? documents.first : nil
        let rules = decision?.rules ?? SettlementRules()
        self.rules = rules.never.isEmpty && rules.only == nil ? nil : RulesDocument(rules)
        unconverted = ledger.unconverted.map {
            switch $0 {
            case .bill(let id): "bill \(id)"
            case .payment(let number): "payment \(number)"
            }
        }
        homeBalances =
            ledger.home != nil && ledger.isConverted ? BalancesDocument(try ledger.homeBalances()) : nil
    }
}

struct AmountDocument: Codable, Equatable {
    let person: String
    let amount: String

    /// `person`'s `share` as a document writes it.
    init(_ person: String, share: String) {
        self.person = person
        amount = share
    }

    init(_ person: String, _ amount: Money) {
        self.person = person
        self.amount = amount.amountText
    }

    /// The share this document writes, in `currency`.
    func share(_ currency: Currency, in what: String) throws(TripError) -> TripBill.Share {
        TripBill.Share(person, try Trips.amount(amount, currency, "\(what): \(person)'s share"))
    }
}

struct PayerDocument: Codable, Equatable {
    let person: String
    let amount: String
    let method: String

    init(person: String, amount: String, method: String) {
        self.person = person
        self.amount = amount
        self.method = method
    }

    init(_ payer: TripBill.Payer) {
        person = payer.person
        amount = payer.amount.amountText
        method = payer.method.rawValue
    }

    /// The payer this document writes, in `currency`.
    func payer(_ currency: Currency, in what: String) throws(TripError) -> TripBill.Payer {
        TripBill.Payer(
            person, paid: try Trips.amount(amount, currency, "\(what): what \(person) paid"),
            method: try Trips.method(method, "\(what): \(person)"))
    }
}

struct ConversionDocument: Codable {
    let currency: String
    let amount: String
    let method: String
    let rate: ExchangeRate
    let rounding: String
    let ecbFile: String?
    /// An ECB rate's day, as `date` (kept for the readers of exports before `date`); optional
    /// when read, since a document may give `date` alone.
    let ecbDate: String?
    let statement: String?
    /// The day of the ECB fixing used (an ECB rate) or compared with (a card fee); optional
    /// when read, since documents before it have none.
    let date: String?
    /// The ECB rate of the day beside a card statement, which gives ``cardFeePercent``.
    let ecbRate: ExchangeRate?
    /// The card's fee over ``ecbRate`` in percent, with two fraction digits (`1.73`).
    let cardFeePercent: String?

    init(
        currency: String, amount: String, method: String, rate: ExchangeRate, rounding: String, ecbFile: String?,
        ecbDate: String?, statement: String?, date: String?, ecbRate: ExchangeRate?, cardFeePercent: String?
    ) {
        self.currency = currency
        self.amount = amount
        self.method = method
        self.rate = rate
        self.rounding = rounding
        self.ecbFile = ecbFile
        self.ecbDate = ecbDate
        self.statement = statement
        self.date = date
        self.ecbRate = ecbRate
        self.cardFeePercent = cardFeePercent
    }

    init(_ conversion: Conversion) {
        currency = conversion.converted.currency.code
        amount = conversion.converted.amountText
        rate = conversion.rate
        rounding = conversion.rounding.rawValue
        var file: String? = nil
        var date: String? = nil
        var statement: String? = nil
        switch conversion.method {
        case .same: method = "same"
        case .typed: method = "typed"
        case .ecb(let name, let day):
            method = "ecb"
            file = name
            date = day
        case .cardStatement(let shown):
            method = "cardStatement"
            statement = shown.amountText
        }
        ecbFile = file
        ecbDate = date
        self.statement = statement
        self.date = conversion.fixingDate
        ecbRate = conversion.cardFee?.ecbRate
        cardFeePercent = conversion.cardFee.map { $0.percent.formatted(fractionDigits: CardFee.fractionDigits) }
    }

    /// The conversion of `original` this document records, done again with its rate and
    /// rounding; it must give the amount written, and the card fee written.
    func restored(_ original: Money, in what: String) throws(TripError) -> Conversion {
        let home = try Trips.currency(currency)
        guard rate.from == original.currency, rate.to == home else {
            throw .invalidTripDocument(
                "\(what) converts \(original.currency.code) to \(home.code) with a rate from \(rate.from.code) to \(rate.to.code)"
            )
        }
        guard let rounding = Money.RoundingRule(rawValue: rounding) else {
            throw .invalidTripDocument("\(what) rounds by \"\(rounding.prefix(30))\", which is not a rounding rule")
        }
        // `date` and the older `ecbDate` say the same of an ECB rate: either will do, both must agree.
        let ecbDay = ecbDate
        if let ecbDay, let day = date, ecbDay != day {
            throw .invalidTripDocument("\(what) has the ECB date \(ecbDay) but the date \(day); the file was changed")
        }
        let recorded: Conversion.Method
        switch (method, ecbFile, ecbDay ?? date, statement) {
        case ("same", _, _, _) where original.currency == home: recorded = .same
        case ("typed", _, _, _): recorded = .typed
        case ("ecb", let file?, let date?, _): recorded = .ecb(file: file, date: date)
        case ("cardStatement", _, _, let shown?):
            let statement = try Trips.amount(shown, home, "\(what): the card statement")
            // A statement's rate is the fraction statement ÷ bill: the bill converts to the statement.
            let converted = try Trips.amount(amount, home, "\(what): the converted amount")
            guard statement == converted else {
                throw .invalidTripDocument(
                    "\(what) has the card statement \(statement), but converts to \(converted); the file was changed")
            }
            recorded = .cardStatement(statement)
        default:
            throw .invalidTripDocument(
                "\(what) has the conversion method \"\(method.prefix(30))\" without what it needs "
                    + "(same, typed, ecb with its file and date, or cardStatement with its amount)")
        }
        let ecbRate = self.ecbRate
        if let ecbRate, ecbRate.from != original.currency || ecbRate.to != home {
            throw .invalidTripDocument(
                "\(what) has an ECB rate from \(ecbRate.from.code) to \(ecbRate.to.code) beside a conversion of "
                    + "\(original.currency.code) to \(home.code)")
        }
        let conversion = try Conversion(
            restoring: original, rate: rate, method: recorded, rounding: rounding, ecbRate: ecbRate)
        let written = try Trips.amount(amount, home, "\(what): the converted amount")
        guard conversion.converted == written else {
            throw .invalidTripDocument(
                "\(what) converts to \(written), but its rate gives \(conversion.converted); the file was changed")
        }
        let fee = conversion.cardFee.map { $0.percent.formatted(fractionDigits: CardFee.fractionDigits) }
        if let percent = cardFeePercent, percent != fee {
            throw .invalidTripDocument(
                "\(what) has the card fee \(percent.prefix(30))%, but "
                    + (fee.map { "its ECB rate gives \($0)%" } ?? "no ECB rate to give one") + "; the file was changed")
        }
        if let day = date, day != conversion.fixingDate {
            throw .invalidTripDocument(
                "\(what) has the fixing date \(day.prefix(30)), but "
                    + (conversion.fixingDate.map { "its rate is of \($0)" } ?? "no ECB rate") + "; the file was changed"
            )
        }
        return conversion
    }
}

struct BillHomeDocument: Codable {
    let conversion: ConversionDocument
    let shares: [AmountDocument]
    let payers: [PayerDocument]
}

/// The bills (with the revisions each had) and payments removed from a trip.
struct RemovedDocument: Codable {
    struct Bill: Codable {
        let id: String
        let revisions: [String]
    }

    let bills: [Bill]
    let payments: [String]

    /// `nil` when the trip removed nothing.
    init?(_ trip: Trip) {
        guard !trip.removedBills.isEmpty || !trip.removedPayments.isEmpty else { return nil }
        bills = trip.removedBills.keys.sorted().map {
            Bill(id: $0, revisions: trip.removedBills[$0, default: []].sorted())
        }
        payments = trip.removedPayments.sorted()
    }
}

/// One person's payment details; a detail not given is absent, and details removed are the
/// person and their ancestry alone.
struct PayeeDocument: Codable {
    let person: String
    let name: String?
    let iban: String?
    let bic: String?
    let street: String?
    let building: String?
    let postcode: String?
    let town: String?
    let country: String?
    let upi: String?
    let pix: String?
    let city: String?
    /// The revisions the details replaced, sorted; absent for details never changed.
    let ancestry: [String]?

    init(_ person: String, _ payee: Payee) {
        self.person = person
        name = payee.name
        iban = payee.iban
        bic = payee.bic
        street = payee.street
        building = payee.building
        postcode = payee.postcode
        town = payee.town
        country = payee.country
        upi = payee.upi
        pix = payee.pix
        city = payee.city
        ancestry = payee.ancestry.isEmpty ? nil : payee.ancestry.sorted()
    }

    /// The person of `trip` these details are for, as the trip spells them, and the details
    /// checked as ``Trip/setPayee(_:for:)`` checks them.
    func restored(in trip: Trip) throws(TripError) -> (String, Payee) {
        let what = "the payment details of \"\(person.prefix(40))\""
        var check = trip
        let payee = Payee(
            name: name, iban: iban, bic: bic, street: street, building: building, postcode: postcode, town: town,
            country: country, upi: upi, pix: pix, city: city)
        try check.setPayee(payee, for: person)
        let spelled = try trip.person(person, in: what)
        var restored = check.payees[spelled] ?? Payee()
        restored.ancestry = try Trips.revisions(ancestry, what)
        return (spelled, restored)
    }
}

struct HouseholdDocument: Codable {
    let name: String
    let members: [String]

    init(_ household: Household) {
        name = household.name
        members = household.members
    }
}

/// A bill as version 1 of the trip document wrote it, read from a file of that version (a bill is
/// written as ``TripBillDocument`` since version 2).
struct BillDocument: Codable {
    let id: String
    let title: String
    /// Absent when the bill has none, so such a bill writes what it always wrote.
    let category: String?
    let date: String?
    let kind: String
    let currency: String
    let total: String
    let shares: [AmountDocument]
    let payers: [PayerDocument]
    let home: BillHomeDocument?
    /// The revisions the bill replaced (``TripBill/ancestry``), sorted.
    ///
    /// Absent for a bill never changed, which writes what it always wrote. The bill's own
    /// revision is worked out from it, not written.
    let ancestry: [String]?

    /// The bill this document writes, with its home amounts when it has them (worked out again
    /// from its conversion; they must be the amounts written).
    func restored() throws(TripError) -> TripBill {
        let what = "bill \"\(id.prefix(40))\""
        let currency = try Trips.currency(self.currency)
        guard let kind = TripBill.Kind(rawValue: kind) else {
            throw .invalidTripDocument("\(what) is of kind \"\(kind.prefix(20))\"; write single, itemised or shares")
        }
        var shares: [TripBill.Share] = []
        for share in self.shares { shares.append(try share.share(currency, in: what)) }
        var payers: [TripBill.Payer] = []
        for payer in self.payers { payers.append(try payer.payer(currency, in: what)) }
        var bill = try TripBill(
            id: id, title: title, date: try Trips.day(date, what), kind: kind,
            total: try Trips.amount(total, currency, "\(what): the total"), shares: shares, payers: payers)
        bill.category = category
        bill.ancestry = try Trips.revisions(ancestry, what)
        guard let home else { return bill }
        let converted = try bill.converted(by: try home.conversion.restored(bill.total, in: what))
        guard let amounts = converted.home,
            amounts.shares.map({ AmountDocument($0.person, $0.amount) }) == home.shares,
            amounts.payers.map(PayerDocument.init) == home.payers
        else {
            throw .invalidTripDocument("\(what)'s home shares are not its converted total split by its shares")
        }
        return converted
    }
}

struct PaymentDocument: Codable {
    /// Absent when it is the payment's number (a payment recorded before payments had ids), so
    /// such a trip writes what it always wrote.
    let id: String?
    let from: String
    let to: String
    let currency: String
    let amount: String
    let date: String?
    let method: String
    let home: ConversionDocument?
    /// The revisions of the versions a merge kept this payment over (``TripPayment/ancestry``),
    /// sorted; absent for a payment no merge chose, which writes what it always wrote.
    let ancestry: [String]?

    init(_ payment: TripPayment, position: Int) {
        id = payment.id == String(position + 1) ? nil : payment.id
        from = payment.from
        to = payment.to
        currency = payment.amount.currency.code
        amount = payment.amount.amountText
        date = payment.date?.description
        method = payment.method.rawValue
        home = payment.home.map(ConversionDocument.init)
        ancestry = payment.ancestry.isEmpty ? nil : payment.ancestry.sorted()
    }

    /// The payment this document writes, with its home amount when it has one; without an id,
    /// its number (`position + 1`) is its id.
    func restored(position: Int) throws(TripError) -> TripPayment {
        let what = "the payment from \"\(from.prefix(40))\" to \"\(to.prefix(40))\""
        var payment = try TripPayment(
            from: from, to: to, amount: try Trips.amount(amount, try Trips.currency(currency), "\(what): the amount"),
            date: try Trips.day(date, what), method: try Trips.method(method, what),
            id: id ?? String(position + 1))
        payment.ancestry = try Trips.revisions(ancestry, what)
        guard let home else { return payment }
        return payment.converted(by: try home.restored(payment.amount, in: what))
    }
}

struct BalancesDocument: Codable {
    let currency: String
    let people: [AmountDocument]

    init(_ balances: Balances) {
        currency = balances.currency.code
        people = balances.amounts.map { AmountDocument($0.person, $0.amount) }
    }
}

struct TransferDocument: Codable {
    let from: String
    let to: String
    let amount: String
    let group: Int
    /// Absent when no rule shaped the transfer.
    let rules: [RuleDocument]?
    /// With `--pay-codes`: the receiver's payment code; absent when no details of theirs fit,
    /// and without `--pay-codes`.
    let payCode: TransferPayCode?
}

/// One rule that shaped a transfer: `household` with its name, `never` with both names, or `only`.
struct RuleDocument: Codable {
    let rule: String
    let household: String?
    let from: String?
    let to: String?

    init(_ rule: Settlement.Rule) {
        switch rule {
        case .household(let name): (self.rule, household, from, to) = ("household", name, nil, nil)
        case .never(let from, let to): (self.rule, household, self.from, self.to) = ("never", nil, from, to)
        case .only: (self.rule, household, from, to) = ("only", nil, nil, nil)
        }
    }
}

/// The `--never` and `--only` rules the settlements keep, names as the trip spells them.
struct RulesDocument: Codable {
    struct Pair: Codable {
        let from: String
        let to: String
    }

    let never: [Pair]
    let only: [String]?

    init(_ rules: SettlementRules) {
        never = rules.never.map { Pair(from: $0.from, to: $0.to) }
        only = rules.only
    }
}

/// How a household's balance is made of its members' balances.
struct HouseholdSplitDocument: Codable {
    let name: String
    let amount: String
    let members: [AmountDocument]

    init(_ split: Settlement.HouseholdSplit) {
        name = split.name
        amount = split.balance.amountText
        members = split.members.map { AmountDocument($0.person, $0.amount) }
    }
}

struct SettlementDocument: Codable {
    let currency: String
    let method: String
    let optimality: String
    let cash: Bool
    let groups: [[String]]
    let transfers: [TransferDocument]
    let leftovers: [AmountDocument]
    /// Absent when the trip has no households.
    let households: [HouseholdSplitDocument]?

    init(_ settlement: Settlement, payCodes: [TransferPayCode?]? = nil) {
        currency = settlement.currency.code
        method = settlement.method.rawValue
        optimality = settlement.optimality.rawValue
        cash = settlement.isCash
        groups = settlement.groups
        transfers = settlement.transfers.enumerated().map { position, transfer in
            TransferDocument(
                from: transfer.from, to: transfer.to, amount: transfer.amount.amountText, group: transfer.reason.group,
                rules: transfer.reason.rules.isEmpty ? nil : transfer.reason.rules.map(RuleDocument.init),
                payCode: payCodes?[safe: position] ?? nil)
        }
        leftovers = settlement.leftovers.map { AmountDocument($0.person, $0.amount) }
        households = settlement.households.isEmpty ? nil : settlement.households.map(HouseholdSplitDocument.init)
    }
}

extension Array {
    /// The element at `index`, or `nil` past the end.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
