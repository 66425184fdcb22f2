import Foundation
import Testing

/// A history written before itemised bills were kept (schema version 1, saved by the tool as it
/// was then: five bills in USD, JPY with a home rate, a CHF cash receipt, weights with tax, and
/// EUR with service) opens, lists, shows and exports exactly as it did, and is migrated in place.
@Suite struct HistoryMigrationTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/history-v1").path

    let cli = Tipfmt(extraEnvironment: { home in ["XDG_DATA_HOME": home + "/data", "TZ": "UTC"] })

    static func expected(_ name: String) throws -> String {
        try String(contentsOfFile: fixtures + "/" + name, encoding: .utf8)
    }

    @Test func aVersionOneHistoryReadsAsItDidAndIsMigratedInPlace() throws {
        let folder = cli.home + "/data/tipfmt"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/history.sqlite", toPath: folder + "/history.sqlite")

        for _ in 0..<2 {  // the first run migrates; the second reads the migrated file
            #expect(try cli.run(["history"]).stdout == Self.expected("list.txt"))
            #expect(try cli.run(["history", "export", "--format", "csv"]).stdout == Self.expected("export.csv"))
            #expect(try cli.run(["history", "export", "--format", "json"]).stdout == Self.expected("export.json"))
            for id in 1...5 {
                #expect(
                    try cli.run(["history", "show", "\(id)"]).stdout == Self.expected("show-\(id).txt"), "bill \(id)")
                #expect(
                    try cli.run(["history", "show", "\(id)", "--json"]).stdout == Self.expected("show-\(id).json"),
                    "bill \(id)")
            }
        }
        // An itemised bill saved after the migration (it needs version 2's table) joins the old ones.
        let saved = try cli.run([
            "calc", "--item", "Beer 6.00 @ann", "--item", "Wine 9.00 @ben", "--tip", "10", "--save",
        ])
        #expect(saved.stderr == "tipfmt: note: saved as bill 6\n", "\(saved)")
        #expect(try cli.run(["history"]).lines.count == 7)
        #expect(try cli.run(["history", "show", "6", "--json"]).stdout.contains("\"itemised\""))
    }
}
