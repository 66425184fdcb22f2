import ArgumentParser
import BillHistory
import BillPresentation
import Money
import TipCalc
import BillRequestKit
import Trips

extension TripTool {
    /// `tipfmt trip household TRIP NAME Ann,Ben` or `--remove`: people who settle as one.
    struct Household: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "household",
            abstract: "Set or remove a household: people of a trip who settle as one.",
            discussion: """
                A household pays and is paid as one when the trip settles (`trip show`, \
                `balances`, `settle`), and the settlement shows how its balance is made of its \
                members'. A person is in at most one household; its name is not a person's. \
                Setting a household of the same name replaces it.

                Examples:
                  tipfmt trip household Lisbon Smiths Ann,Ben
                  tipfmt trip household Lisbon Smiths --remove
                """)

        @OptionGroup var tripName: TripNameArgument

        @Argument(help: ArgumentHelp("The household's name, such as Smiths.", valueName: "household"))
        var household: String

        @Argument(help: ArgumentHelp("Its members, people of the trip, separated by commas.", valueName: "A,B"))
        var members: String?

        @Flag(help: "Remove the household: its members settle each on their own again.")
        var remove = false

        @OptionGroup var output: TripOutputOptions

        func validate() throws {
            if remove && members != nil { throw ValidationError("give the members or --remove, not both") }
            if !remove && members == nil {
                throw ValidationError("name the members, such as Ann,Ben, or give --remove")
            }
        }

        func run() throws {
            let wording = try output.wording()
            let names = (members ?? "").split(separator: ",").map(String.init)
            var removed: Trips.Household?
            let trip = try TripTool.update(tripName.name, scope: .people) { (trip: inout Trip) throws(TripError) in
                if remove {
                    removed = try trip.removeHousehold(household)
                } else {
                    try trip.setHousehold(household, members: names)
                }
            }
            if output.json { return try TripTool.printJSON(trip.name) }
            let renderer = TerminalRenderer(wording: wording)
            if let removed {
                StandardStreams.printLine(
                    try renderer.confirmation(.householdRemoved(name: removed.name), of: TripStatement(trip: trip)))
                return
            }
            let key = Trip.nameKey(household)
            guard let set = trip.households.first(where: { Trip.nameKey($0.name) == key }) else { return }
            StandardStreams.printLine(
                try renderer.confirmation(
                    .householdSet(name: set.name, members: set.members), of: TripStatement(trip: trip)))
        }
    }
}
