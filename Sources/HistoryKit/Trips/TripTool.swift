import BillPresentation
package import ArgumentParser
import BillHistory
import Money
import TipCalc
import BillRequestKit
import Trips

/// The `tipfmt trip` commands: a trip's people, bills and payments in the history database, its
/// balances, and the fewest transfers that settle it.
///
/// `tipfmt trip …` execs `tipfmt-history trip …`, so the trip lives in the same SQLite file, with
/// the same guarantees, as the saved bills.
package struct TripTool: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "tipfmt trip",
        abstract: "Share a trip's bills, in any currencies, and settle up in the fewest exact transfers.",
        discussion: """
            A trip is a named group of people with an optional home currency. Each bill keeps its \
            own currency and amounts, who shared it and who paid; a foreign bill converts to the \
            home currency only with a rate recorded for it (--rate, an ECB --rates file, or the \
            --statement amount your card was charged). Nothing goes to the network.

            Examples:
              tipfmt trip create Lisbon --people Ann,Ben,Cy --home EUR
              tipfmt trip set Lisbon --home EUR
              tipfmt trip add Lisbon 90 --tip 10 --paid-by Ann --title Dinner --id dinner
              tipfmt trip add Lisbon 36 --paid-by Cy=20,Ben=16 --title Museum --id museum
              tipfmt trip add Lisbon --item 'Fish 24 @ann' --item 'Tea 3 @cy' --paid-by Cy
              tipfmt trip add Lisbon 4950 -c JPY --paid-by Ben --statement 30.47 --id sushi
              tipfmt trip show Lisbon
              tipfmt trip pay Lisbon Ben Ann 29
              tipfmt trip payee Lisbon Ann --iban DE89370400440532013000
              tipfmt trip settle Lisbon --pay-codes
              tipfmt trip settle Lisbon --record
              tipfmt trip report Lisbon --by category
              tipfmt trip export Lisbon --format csv --output lisbon.csv
              tipfmt trip export Lisbon --output lisbon.json
              tipfmt trip merge Lisbon lisbon.json
            """,
        subcommands: [
            List.self, Create.self, Join.self, SetHome.self, Add.self, Edit.self, Remove.self, Pay.self, Show.self,
            Balances.self,
            Settle.self, Household.self, SetPayee.self, Report.self, Export.self, Import.self, Merge.self, Delete.self,
        ],
        defaultSubcommand: List.self
    )

    /// The history database, created when `creating`; `nil` when it does not exist and is only read.
    static func database(creating: Bool) throws -> HistoryDatabase? {
        try HistoryTool.database(creating: creating, reading: !creating)
    }

    /// The trip named `name`.
    ///
    /// - Throws: ``HistoryError/noSuchTrip(_:)`` when there is none (or no history yet).
    static func trip(named name: String) throws -> Trip {
        guard let database = try database(creating: false) else { throw HistoryError.noSuchTrip(name) }
        return try database.trip(named: name)
    }

    /// The outline of the trip named `name`: its people, home currency, households and payees,
    /// without reading a bill.
    ///
    /// - Throws: ``HistoryError/noSuchTrip(_:)`` when there is none (or no history yet).
    static func outline(_ name: String) throws -> TripOutline {
        guard let database = try database(creating: false) else { throw HistoryError.noSuchTrip(name) }
        return try database.tripOutline(named: name)
    }

    /// Changes the trip named `name` in one write transaction and returns it as stored; an error
    /// of `change` leaves it as it was.
    ///
    /// - Parameter scope: The part of the trip `change` reads and gets (see ``TripScope``).
    static func update(_ name: String, scope: TripScope = .whole, _ change: (inout Trip) throws -> Void) throws
        -> Trip
    {
        guard let database = try database(creating: true) else { throw HistoryError.noSuchTrip(name) }
        return try database.updateTrip(named: name, scope: scope, change)
    }
}

extension TripError: ReportedError {
    /// 65 for a file that does not read as a trip or a Splitwise export, as for any file whose
    /// contents tipfmt refuses; 1 for a value a trip's rule refused, like any rejected value.
    package var exitCode: Int32 {
        switch self {
        case .importRow, .importFile, .invalidTripDocument: 65
        default: 1
        }
    }
}

/// `--json`, which every trip command takes.
struct TripJSONOption: ParsableArguments {
    @Flag(help: "Print the trip as JSON (docs/Trips.md describes it) instead of text.")
    var json = false
}

/// `--locale` and `--json`, which every trip command takes that reads no bill (a bill's own
/// options have `--locale`).
struct TripOutputOptions: ParsableArguments {
    @Option(
        name: [.customShort("l"), .long],
        help: ArgumentHelp(
            "The output locale, such as de_CH; defaults to LC_ALL, LC_MONETARY or LANG.", valueName: "id"))
    var locale: String?

    @OptionGroup var format: TripJSONOption

    /// `--json`.
    var json: Bool { format.json }

    /// The wording of the output locale.
    func wording() throws -> BillWording {
        try BillWording(locale: locale, environment: .process)
    }

    /// The wording of the output locale, `config` being the one the command already read.
    func wording(config: ConfigFile) throws -> BillWording {
        BillWording(
            formatter: MoneyFormatter(
                locale: try MoneyOptions.resolveLocale(explicit: locale, config: config, environment: .process)))
    }
}
