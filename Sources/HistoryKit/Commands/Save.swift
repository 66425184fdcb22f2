import BillPresentation
import ArgumentParser
import BillHistory
import Foundation
import Money
import SavedBills
import TipCalc
import BillRequestKit

extension HistoryTool {
    /// `tipfmt-history save`: stores the bill given as JSON on stdin (what `tipfmt … --save` sends).
    struct Save: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "save",
            abstract: "Save the bill given as JSON on stdin (used by `tipfmt calc --save`).",
            shouldDisplay: false)

        /// The largest record read from stdin: 16 MB.
        static let maximumSize = 16 << 20

        func run() throws {
            let bytes = try StandardInput.readAll(limit: Self.maximumSize)
            let bill: SavedBill
            do {
                bill = try JSONDecoder().decode(SavedBill.self, from: Data(bytes))
            } catch {
                throw CLIError.badData("cannot save the bill: stdin is not a saved-bill JSON object (\(error))")
            }
            guard let database = try HistoryTool.database(creating: true) else {
                throw CLIError.cannotWrite("cannot save the bill: the history could not be created")
            }
            let id = try database.save(bill)
            // In the bill's own language, as the table it was saved from; the id stays in ASCII
            // digits, as `history show` takes it.
            let labels = (try? LocaleIdentifier(bill.locale)).map { ReceiptLabels(locale: $0) } ?? .english
            StandardStreams.note(labels.filled(.savedAsBill, ["id": String(id)]))
        }
    }
}
