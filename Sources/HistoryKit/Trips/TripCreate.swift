import BillPresentation
import ArgumentParser
import BillHistory
import Money
import TipCalc
import BillRequestKit
import Trips

extension TripTool {
    /// `tipfmt trip create NAME --people A,B,C [--home EUR]`.
    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "create",
            abstract: "Create a trip: its name, its people and, optionally, a home currency.",
            discussion: """
                The home currency is the one balances and transfers can be given in whatever the \
                bills' currencies; each foreign bill then needs a rate (see `tipfmt trip add --help`).
                """)

        @Argument(help: ArgumentHelp("The trip's name, such as Lisbon.", valueName: "name"))
        var name: String

        @Option(help: ArgumentHelp("The people, comma-separated, in the order to show them.", valueName: "a,b,..."))
        var people: String

        @Option(help: ArgumentHelp("A home currency, such as EUR.", valueName: "code"))
        var home: String?

        @OptionGroup var output: TripOutputOptions

        func run() throws {
            let names = people.split(separator: ",").map { String($0.trimmingBlanks) }.filter { !$0.isEmpty }
            let trip = try Trip(name: name, people: names, home: try home.map { try Currency(code: $0) })
            let wording = try output.wording()
            guard let database = try TripTool.database(creating: true) else { throw HistoryError.noSuchTrip(name) }
            try database.createTrip(trip)
            if output.json { return StandardStreams.write(try trip.json()) }
            StandardStreams.printLine(
                try TerminalRenderer(wording: wording).confirmation(.created, of: TripStatement(trip: trip)))
        }
    }

    /// `tipfmt trip join NAME PERSON…`: people who join a trip after it was created.
    struct Join: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "join",
            abstract: "Add people to a trip; they share the bills that name them from then on.",
            discussion: """
                Examples:
                  tipfmt trip join Lisbon Dee Eve
                """)

        @OptionGroup var tripName: TripNameArgument

        @Argument(help: ArgumentHelp("Who joins, each name once.", valueName: "person"))
        var people: [String] = []

        @OptionGroup var output: TripOutputOptions

        func validate() throws {
            if people.isEmpty { throw ValidationError("name who joins the trip, such as: tipfmt trip join Lisbon Dee") }
        }

        func run() throws {
            let wording = try output.wording()
            let trip = try TripTool.update(tripName.name, scope: .people) { (trip: inout Trip) throws(TripError) in
                for person in people { try trip.add(person: person) }
            }
            if output.json { return try TripTool.printJSON(trip.name) }
            StandardStreams.printLine(
                try TerminalRenderer(wording: wording).confirmation(.joined(people), of: TripStatement(trip: trip)))
        }
    }

    /// `tipfmt trip delete NAME --yes`.
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete", abstract: "Delete a trip with all its bills and payments.")

        @Argument(help: ArgumentHelp("The trip's name.", valueName: "name"))
        var name: String

        @Flag(help: "Confirm: the trip cannot be brought back (export it first to keep a copy).")
        var yes = false

        @OptionGroup var output: TripOutputOptions

        func run() throws {
            guard yes else {
                throw CLIError.usage(
                    "deleting trip '\(name)' cannot be undone; add --yes (export it first to keep a copy)")
            }
            let wording = try output.wording()
            guard let database = try TripTool.database(creating: false) else { throw HistoryError.noSuchTrip(name) }
            // The name as the trip spells it; with --json the trip is printed as it was, bill by
            // bill, before it goes.
            let outline = try database.tripOutline(named: name).trip
            if output.json { try TripTool.printJSON(outline.name) }
            try database.deleteTrip(named: name)
            if output.json { return }
            StandardStreams.printLine(
                try TerminalRenderer(wording: wording).confirmation(.deleted, of: TripStatement(trip: outline)))
        }
    }

    /// `tipfmt trip list`: every trip, oldest first.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the trips, oldest first (the default subcommand).")

        @OptionGroup var output: TripOutputOptions

        func run() throws {
            let wording = try output.wording()
            let trips = try TripTool.database(creating: false)?.trips() ?? []
            if output.json {
                return StandardStreams.write(try JSONText.readable(TripList(trips: trips.map(TripListing.init))))
            }
            let renderer = TerminalRenderer(wording: wording)
            let listings = trips.map {
                TripStatement.Listing(
                    name: $0.name, people: $0.people, bills: $0.bills, home: $0.home,
                    created: String($0.createdAt.prefix(10)))
            }
            guard let lines = try renderer.tripList(listings) else { return StandardStreams.note(renderer.noTrips) }
            lines.forEach(StandardStreams.printLine)
        }
    }
}

/// `tipfmt trip list --json`: the trips, in a document that names its format as the history's does.
private struct TripList: Encodable {
    let format = "tipfmt-trips"
    let version = 1
    let trips: [TripListing]
}

/// One trip of `tipfmt trip list --json`.
private struct TripListing: Encodable {
    let name: String
    let people: [String]
    let homeCurrency: String?
    let bills: Int
    let payments: Int
    let createdAt: String

    init(_ summary: TripSummary) {
        name = summary.name
        people = summary.people
        homeCurrency = summary.home?.code
        bills = summary.bills
        payments = summary.payments
        createdAt = summary.createdAt
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(people, forKey: .people)
        // Written as null when absent, like every tipfmt JSON output.
        try container.encode(homeCurrency, forKey: .homeCurrency)
        try container.encode(bills, forKey: .bills)
        try container.encode(payments, forKey: .payments)
        try container.encode(createdAt, forKey: .createdAt)
    }

    private enum CodingKeys: String, CodingKey { case name, people, homeCurrency, bills, payments, createdAt }
}
