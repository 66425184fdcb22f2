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
        #expect(try cli.run(["history", "show", "6", "--json"]).stdout.contains("\"method\" : \"perItem\""))
    }
}

/// A history written while each trip was one JSON document (schema version 3, made by
/// `Fixtures/history-v3/make-fixture.sh` with the tool as it was then: three saved bills, and
/// three trips with home currencies, card-statement, typed and ECB conversions, cash payers,
/// several payers, a person who joined later, payments, a removed bill and a bill still without
/// a rate) reads byte for byte as it did, before and after it is migrated in place, and takes
/// new bills afterwards.
@Suite struct TripHistoryMigrationTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/history-v3").path

    let cli = Tipfmt(extraEnvironment: { home in ["XDG_DATA_HOME": home + "/data", "TZ": "UTC"] })

    /// Each line of `reads.tsv`: the file of the expected output, and the arguments.
    static func reads() throws -> [(file: String, arguments: [String])] {
        try String(contentsOfFile: fixtures + "/reads.tsv", encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }
            .map { line in
                let fields = line.split(separator: "\t").map(String.init)
                return (fields[0], Array(fields.dropFirst()))
            }
    }

    @Test func aVersionThreeHistoryReadsAsItDidAndIsMigratedInPlace() throws {
        let folder = cli.home + "/data/tipfmt"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/history.sqlite", toPath: folder + "/history.sqlite")
        let reads = try Self.reads()
        #expect(reads.count == 32)
        for _ in 0..<2 {  // the first run migrates; the second reads the migrated file
            for read in reads {
                let result = try cli.run(read.arguments)
                #expect(result.status == 0, "\(read.arguments): \(result)")
                let expected = try String(contentsOfFile: Self.fixtures + "/" + read.file, encoding: .utf8)
                #expect(result.stdout == expected, "\(read.file)")
            }
        }
        // The migrated trips take new bills and payments, with ids no other bill has.
        let added = try cli.run(["trip", "add", "Lisbon", "12", "--paid-by", "Dee", "--date", "2026-11-24"])
        let id = String(added.stdout.dropFirst("Bill ".count).prefix { $0 != " " })
        #expect(id.count == 8 && added.stdout.hasPrefix("Bill \(id) added to Lisbon: Bill \(id), €12.00."), "\(added)")
        let paid = try cli.run(["trip", "pay", "Zurich", "Émile", "Ola", "3", "-c", "CHF", "--date", "2026-12-04"])
        #expect(paid.status == 0, "\(paid)")
        let zurich = try cli.run(["trip", "export", "Zurich"]).stdout
        #expect(zurich.contains("\"from\" : \"Émile\""), "\(zurich)")
        #expect(try cli.run(["trip", "list"]).stdout.contains("Lisbon  Ann, Ben, Cy, Dee      7  EUR"))
    }
}

/// A trip document of version 1 (which wrote absent values as `null`), as the tipfmt before
/// version 2 exported the version-3 history's trips (`Fixtures/trip-v1`), imports to the trip
/// the migrated history holds, exported in version 2 byte for byte (each bill a bill object), and
/// merges into that trip as nothing new: a bill's revision is a digest of its values, so no bill
/// is taken twice. The version-2 export imports back to the same export.
@Suite struct TripDocumentVersionOneTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    @Test(arguments: ["lisbon", "tokyo", "zurich"])
    func aVersionOneExportImportsAndMergesAsTheTripItWas(trip name: String) throws {
        let cli = Tipfmt(extraEnvironment: { home in ["XDG_DATA_HOME": home + "/data", "TZ": "UTC"] })
        let trip = name.prefix(1).uppercased() + name.dropFirst()
        let old = Self.fixtures + "/trip-v1/\(name).json"
        let expected = try String(
            contentsOfFile: Self.fixtures + "/history-v3/trip-export-\(name).json", encoding: .utf8)
        #expect(try String(contentsOfFile: old, encoding: .utf8).contains("\"version\" : 1"))
        #expect(!expected.contains("null") && expected.contains("\"version\" : 2"))

        // Version 2 has one JSON type per key path and no null.
        var types: [String: Set<String>] = [:]
        JSONTypeStabilityTests.types(of: try JSONValue(parsing: expected), into: &types)
        #expect(types.filter { $0.value.count > 1 }.isEmpty, "\(types.filter { $0.value.count > 1 })")

        let imported = try cli.run(["trip", "import", old])
        #expect(imported.status == 0, "\(imported)")
        #expect(try cli.run(["trip", "export", trip]).stdout == expected)

        // The same file again, and the version-2 export, merge as nothing new.
        let current = cli.home + "/current.json"
        try expected.write(toFile: current, atomically: true, encoding: .utf8)
        for file in [old, current] {
            let merged = try cli.run(["trip", "merge", trip, file, "--json"])
            #expect(merged.status == 0, "\(file): \(merged)")
            let report = try #require(
                try JSONSerialization.jsonObject(with: merged.stdoutBytes) as? [String: Any], "\(merged)")
            #expect((report["conflicts"] as? [Any])?.isEmpty == true, "\(report)")
            let changes = try #require(report["changes"] as? [String: Any], "\(report)")
            for (key, value) in changes where key != "settings" {
                #expect(value as? Int == 0, "\(file): \(key) \(value)")
            }
            #expect(try cli.run(["trip", "export", trip]).stdout == expected, "\(file)")
        }

        // The version-2 export imports into another history as the same trip, byte for byte.
        let other = Tipfmt(extraEnvironment: { home in ["XDG_DATA_HOME": home + "/data", "TZ": "UTC"] })
        let again = try other.run(["trip", "import", current])
        #expect(again.status == 0, "\(again)")
        #expect(try other.run(["trip", "export", trip]).stdout == expected)
    }
}
