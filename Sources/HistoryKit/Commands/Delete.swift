import ArgumentParser
import BillHistory
import BillRequestKit

extension HistoryTool {
    /// `tipfmt history delete ID`.
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete", abstract: "Delete one saved bill. Ids are never reused.")

        @Argument(help: ArgumentHelp("The bill's id, as `tipfmt history` lists it.", valueName: "id"))
        var id: Int64

        func run() throws {
            guard let database = try HistoryTool.database(creating: false) else { throw HistoryError.noSuchBill(id) }
            try database.delete(id)
            StandardStreams.printLine("Deleted bill \(id).")
        }
    }

    /// `tipfmt history clear --yes`.
    struct Clear: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clear", abstract: "Delete every saved bill (needs --yes).")

        @Flag(help: "Confirm: delete every saved bill.")
        var yes = false

        func validate() throws {
            guard yes else { throw ValidationError("clear deletes every saved bill; add --yes to confirm") }
        }

        func run() throws {
            let count = try HistoryTool.database(creating: false)?.clear() ?? 0
            StandardStreams.printLine("Deleted \(count) bill\(count == 1 ? "" : "s").")
        }
    }
}
