package import ArgumentParser
import BillHistory
import Foundation
import BillRequestKit
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `tipfmt history` program: lists, shows, exports and deletes the saved bills.
///
/// `tipfmt` execs this program for `tipfmt history …` and
/// spawns it (`tipfmt-history save`, the bill as JSON on stdin) for `--save`, so only commands
/// that touch the history load GRDB and Foundation.
package struct HistoryTool: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "tipfmt history",
        abstract: "List, show, export and delete the bills saved with `tipfmt calc --save` or `receipt --save`.",
        discussion: """
            Bills live in $XDG_DATA_HOME/tipfmt/history.sqlite (default \
            ~/.local/share/tipfmt/history.sqlite). Each keeps what was asked, every amount, the \
            locale, the time (UTC) and the note, and the exact text printed then.

            Examples:
              tipfmt calc 4500 -c JPY -l ja_JP --tip 10 --save --note 'Dinner in Kyoto'
              tipfmt history                                   Newest first.
              tipfmt history --since 2026-11-01 --currency JPY
              tipfmt history show 12                           As it was printed.
              tipfmt history show 12 --receipt --format html
              tipfmt history export --format csv --output bills.csv
              tipfmt history delete 12
            """,
        subcommands: [List.self, Show.self, Export.self, Delete.self, Clear.self, Save.self],
        defaultSubcommand: List.self
    )

    /// Parses, runs, and reports any failure as one `tipfmt: error: …` line with a documented
    /// code, through the same reporter and streams as `tipfmt`.
    package static func main() {
        signal(SIGPIPE, SIG_IGN)
        let (command, arguments) = command(for: Array(CommandLine.arguments.dropFirst()))
        ErrorReporter.run(command, arguments, context: TripNamedError.naming)
    }

    /// The command that reads `arguments`, and the arguments it reads: `tipfmt trip …` comes
    /// here as `trip …` (trips live in the same database), and is ``TripTool``'s.
    package static func command(for arguments: [String]) -> (any ParsableCommand.Type, [String]) {
        arguments.first == "trip" ? (TripTool.self, Array(arguments.dropFirst())) : (Self.self, arguments)
    }
}

extension HistoryError: ReportedError {}

extension HistoryTool {
    /// The history database of this environment.
    ///
    /// - Parameters:
    ///   - creating: Whether to create it when it does not exist.
    ///   - reading: Whether the command only reads it (then a read-only folder is fine).
    /// - Returns: `nil` when it does not exist and `creating` is false.
    static func database(creating: Bool, reading: Bool = false) throws -> HistoryDatabase? {
        guard
            let path = HistoryDatabase.defaultPath(
                ["XDG_DATA_HOME", "HOME"].reduce(into: [:]) { $0[$1] = Environment.process[$1] })
        else {
            throw CLIError.cannotWrite(
                "neither XDG_DATA_HOME nor HOME is an absolute path; set one so tipfmt knows where the history is")
        }
        if reading && !creating { return try HistoryDatabase.openForReading(at: path) }
        return try HistoryDatabase.open(at: path, creating: creating)
    }
}
