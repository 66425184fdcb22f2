import BillPresentation
import Foundation
import Money
import Testing
import TipCalc
import Trips

/// Every JSON output of `tipfmt` and `tipfmt-history` matches its JSON Schema in docs/schemas,
/// on inputs that reach each optional part (rows, home amounts, explanations, itemised bills,
/// right-to-left receipts, saved bills of each kind, a trip through every command).
///
/// Which commands print JSON is read from argument-parser's own declarations: every `--json`
/// flag and every `--format` that takes `json` must be run here, so a new JSON output without a
/// schema fails ``everyJSONSwitchIsCovered()``.
@Suite struct JSONSchemaTests {
    static let folder = ExampleWorkspace.packageRoot + "/docs/schemas"

    /// One command run and the schema of what it prints.
    struct Case: CustomTestStringConvertible, Sendable {
        let schema: String
        let arguments: [String]
        var status: Int32 = 0
        /// Files written into the run's home (the current directory) first, by name.
        var files: [String: String] = [:]

        var testDescription: String { "tipfmt \(arguments.joined(separator: " ")) → \(schema)" }
    }

    /// The bill of docs/ItemisedBills.md's JSON form: people, shared and weighted items, a tax, a
    /// discount, a service charge, a home currency and cash.
    static let guideBill: String = {
        let guide =
            (try? String(contentsOfFile: ExampleWorkspace.packageRoot + "/docs/ItemisedBills.md", encoding: .utf8))
            ?? ""
        let block = MarkdownExamples.fencedBlocks(in: guide).first { $0.info == "json" }
        return (block?.lines ?? []).joined(separator: "\n")
    }()

    static let fixedTipBill = """
        {"currency": "EUR", "people": ["ann", "ben"],
         "items": [{"name": "Soup", "price": "8.50", "sharedBy": ["ann", "ben"]}, {"name": "Wine", "price": "21.00"}],
         "tip": {"amount": "2.00"}, "paidBy": "ben"}
        """

    static let tables = ExampleWorkspace.packageRoot + "/Examples/"

    /// Commands that need no history: each runs in a home of its own.
    static let cases: [Case] = [
        Case(schema: "calc.schema.json", arguments: ["calc", "84.50", "--tip", "18", "--split", "3", "--json"]),
        Case(schema: "calc.schema.json", arguments: ["calc", "84.50", "--tip", "15", "--tip", "20", "--json"]),
        Case(
            schema: "calc.schema.json",
            arguments: [
                "calc", "4500", "-c", "JPY", "--home", "EUR", "--rate", "0.0061", "--weights", "2,1,1", "--tip", "10",
                "--explain", "--json",
            ]),
        Case(
            schema: "calc.schema.json",
            arguments: ["calc", "120", "--tax", "8.875%", "--tip", "20", "--round", "up", "-l", "de_CH", "--json"]),
        Case(
            schema: "calc.schema.json",
            arguments: ["calc", "84.50", "--tip", "18", "-l", "en_001", "-c", "USD", "--json"]),
        Case(
            schema: "calc.schema.json",
            arguments: ["calc", "--item", "Beer 6.00 @ann", "--item", "Wine 9.00 @ben", "--tip", "10", "--json"]),
        Case(
            schema: "calc.schema.json",
            arguments: [
                "calc", "--item", "2x Beer 6.00 @ann,ben", "--item", "Nachos 9.00 @all tax 7%", "--tip", "10",
                "--paid-by", "ann", "--home", "EUR", "--rate", "0.9", "--explain", "--json",
            ]),
        Case(
            schema: "calc.schema.json", arguments: ["calc", "--bill-file", "dinner.json", "--json"],
            files: ["dinner.json": guideBill]),
        Case(
            schema: "calc.schema.json", arguments: ["calc", "--bill-file", "fixed.json", "--json"],
            files: ["fixed.json": fixedTipBill]),
        Case(
            schema: "receipt.schema.json",
            arguments: ["receipt", "84.50", "--tip", "18", "--split", "2", "--format", "json"]),
        Case(
            schema: "receipt.schema.json", arguments: ["receipt", "100", "--tip", "15", "--service", "12.5%", "--json"]),
        Case(schema: "receipt.schema.json", arguments: ["receipt", "84.50", "-l", "en_US", "--json"]),
        Case(
            schema: "receipt.schema.json",
            arguments: [
                "receipt", "50", "-c", "EUR", "--tip", "10", "--home", "USD", "--rate", "1.08", "--split", "2",
                "-l", "ar_EG", "--format", "json",
            ]),
        Case(
            schema: "receipt.schema.json",
            arguments: ["receipt", "--item", "Beer 6.00 @ann", "--item", "Wine 9.00 @ben", "--tip", "10", "--json"]),
        Case(
            schema: "receipt.schema.json", arguments: ["receipt", "--bill-file", "dinner.json", "--json"],
            files: ["dinner.json": guideBill]),
        Case(schema: "parse.schema.json", arguments: ["parse", "$5.00", "-l", "en_US", "--json"]),
        Case(
            schema: "paycode.schema.json",
            arguments: [
                "paycode", "epc", "--name", "Ann Example", "--iban", "DE89 3704 0044 0532 0130 00", "--amount", "12.30",
                "--message", "Lisbon trip", "--format", "json",
            ]),
        Case(
            schema: "paycode.schema.json",
            arguments: [
                "paycode", "swiss", "--name", "Ann Example", "--iban", "CH93 0076 2011 6238 5295 7", "--street", "Main",
                "--building", "1", "--postcode", "8000", "--town", "Zurich", "--country", "CH", "--amount", "12.30",
                "-c", "CHF", "--format", "json",
            ]),
        Case(
            schema: "paycode.schema.json",
            arguments: [
                "paycode", "upi", "--name", "Asha Rao", "--upi", "asha@okbank", "--amount", "1250", "--format", "json",
            ]),
        Case(
            schema: "paycode.schema.json",
            arguments: [
                "paycode", "pix", "--name", "Ana", "--pix", "ana@example.com", "--city", "Rio", "--amount", "10",
                "--format", "json",
            ]),
        Case(schema: "parse.schema.json", arguments: ["parse", "1.234,50 €", "-l", "de_DE", "--json"]),
        Case(schema: "currency.schema.json", arguments: ["currency", "CHF", "--json"]),
        Case(schema: "currency.schema.json", arguments: ["currency", "HRK", "--json"]),
        Case(schema: "currency.schema.json", arguments: ["currency", "XCG", "-l", "de_DE", "--json"]),
        Case(schema: "check.schema.json", arguments: ["check", tables + "formats.tsv", "--format", "json"]),
        Case(schema: "check.schema.json", arguments: ["check", tables + "failing.tsv", "--format", "json"], status: 1),
        Case(schema: "check.schema.json", arguments: ["check", tables + "multi-version.tsv", "--format", "json"]),
        Case(
            schema: "check.schema.json", arguments: ["check", "bad.tsv", "--format", "json"], status: 2,
            files: ["bad.tsv": "locale\tcurrency\tamount\texpected\nen_US\tUSD\tfoo\t$5.00\n"]),
    ]

    /// Commands of the history and of trips, in order, in one home: each changes what the next
    /// reads.
    static let historyAndTrips: [Case] = [
        Case(schema: "history.schema.json", arguments: ["history", "list", "--json"]),
        Case(schema: "trip-list.schema.json", arguments: ["trip", "list", "--json"]),
        // Bills 1 to 3: a single amount with a note, an itemised bill, a receipt with a home currency.
        Case(
            schema: "calc.schema.json",
            arguments: ["calc", "84.50", "--tip", "18", "--save", "--note", "Lunch", "--json"]),
        Case(
            schema: "calc.schema.json",
            arguments: [
                "calc", "--item", "Beer 6.00 @ann", "--item", "Wine 9.00 @ben", "--tip", "10", "--paid-by", "ann",
                "--save", "--json",
            ]),
        Case(
            schema: "receipt.schema.json",
            arguments: [
                "receipt", "50", "-c", "EUR", "--tip", "10", "--home", "USD", "--rate", "1.08", "--weights", "2,1",
                "--save", "--format", "json",
            ]),
        Case(schema: "history-bill.schema.json", arguments: ["history", "show", "1", "--json"]),
        Case(schema: "history-bill.schema.json", arguments: ["history", "show", "2", "--json"]),
        Case(schema: "history-bill.schema.json", arguments: ["history", "show", "3", "--json"]),
        Case(schema: "receipt.schema.json", arguments: ["history", "show", "3", "--format", "json"]),
        Case(schema: "history.schema.json", arguments: ["history", "list", "--json"]),
        Case(schema: "history.schema.json", arguments: ["history", "export", "--format", "json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "create", "Lisbon", "--people", "Ann,Ben", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "join", "Lisbon", "Cy", "--json"]),
        Case(
            schema: "trip.schema.json",
            arguments: ["trip", "add", "Lisbon", "4950", "-c", "JPY", "--paid-by", "Ben", "--id", "1", "--json"]),
        // Home set after a bill without a rate: the trip lists it as unconverted, with no home balances.
        Case(schema: "trip.schema.json", arguments: ["trip", "set", "Lisbon", "--home", "EUR", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "edit", "Lisbon", "1", "--statement", "30.47", "--json"]),
        Case(
            schema: "trip.schema.json",
            arguments: [
                "trip", "add", "Lisbon", "90", "--tip", "10", "--paid-by", "Ann", "--title", "Dinner", "--id", "2",
                "--json",
            ]),
        Case(
            schema: "trip.schema.json",
            arguments: ["trip", "add", "Lisbon", "36", "--paid-by", "Cy=20,Ben=16", "--title", "Museum", "--json"]),
        Case(
            schema: "trip.schema.json",
            arguments: [
                "trip", "add", "Lisbon", "--item", "Fish 24 @ann", "--item", "Tea 3 @cy", "--paid-by", "Cy", "--json",
            ]),
        Case(
            schema: "trip.schema.json",
            arguments: [
                "trip", "add", "Lisbon", "10.03", "-c", "USD", "--paid-by", "Ann", "--rates", "rates.xml", "--json",
            ],
            files: ["rates.xml": RatesFileAgeTests.ratesFile(date: RatesFileAgeTests.today())]),
        Case(schema: "trip.schema.json", arguments: ["trip", "pay", "Lisbon", "Ben", "Ann", "29", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "balances", "Lisbon", "--json"]),
        Case(
            schema: "trip.schema.json", arguments: ["trip", "settle", "Lisbon", "--method", "largest-first", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "show", "Lisbon", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "household", "Lisbon", "Pair", "Ann,Ben", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "settle", "Lisbon", "--only", "Pair,Cy", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "show", "Lisbon", "--never", "Pair:Cy", "--json"]),
        Case(schema: "trip-report.schema.json", arguments: ["trip", "report", "Lisbon", "--by", "category", "--json"]),
        Case(schema: "trip-report.schema.json", arguments: ["trip", "report", "Lisbon", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "household", "Lisbon", "Pair", "--remove", "--json"]),
        Case(
            schema: "trip.schema.json",
            arguments: [
                "trip", "payee", "Lisbon", "Ann", "--iban", "DE89370400440532013000", "--bic", "COBADEFFXXX", "--json",
            ]),
        Case(schema: "trip.schema.json", arguments: ["trip", "payee", "Lisbon", "Cy", "--upi", "cy@okbank", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "payee", "Lisbon", "Cy", "--remove", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "settle", "Lisbon", "--pay-codes", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "export", "Lisbon", "--output", "lisbon.json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "export", "Lisbon", "--format", "json"]),
        Case(schema: "trip-merge.schema.json", arguments: ["trip", "merge", "Lisbon", "lisbon.json", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "import", "lisbon.json", "--name", "Porto", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "remove", "Porto", "2", "--json"]),
        // A payment a merge kept over another version carries their revisions.
        Case(
            schema: "trip.schema.json", arguments: ["trip", "import", "kept.json", "--json"],
            files: [
                "kept.json":
                    "{\"balances\":[{\"currency\":\"EUR\",\"people\":[{\"amount\":\"-5.00\",\"person\":\"Ann\"},{\"amount\":\"5.00\",\"person\":\"Ben\"}]}],\"bills\":[],\"format\":\"tipfmt-trip\",\"homeBalances\":null,\"homeCurrency\":null,\"homeSettlement\":null,\"name\":\"Anc2\",\"payments\":[{\"amount\":\"5.00\",\"currency\":\"EUR\",\"date\":\"2026-07-01\",\"from\":\"Ben\",\"home\":null,\"id\":\"k3f9x2ab\",\"method\":\"card\",\"to\":\"Ann\",\"ancestry\":[\"0123456789abcdef\"]}],\"people\":[\"Ann\",\"Ben\"],\"settlements\":[{\"cash\":false,\"currency\":\"EUR\",\"groups\":[[\"Ann\",\"Ben\"]],\"leftovers\":[],\"method\":\"fewestTransfers\",\"optimality\":\"minimal\",\"transfers\":[{\"amount\":\"5.00\",\"from\":\"Ann\",\"group\":0,\"to\":\"Ben\"}]}],\"unconverted\":[],\"version\":1}"
            ]),
        Case(
            schema: "trip.schema.json", arguments: ["trip", "import", "splitwise.csv", "--name", "Split", "--json"],
            files: [
                "splitwise.csv": """
                Date,Description,Category,Cost,Currency,Ann,Ben
                2026-11-20,Dinner,Dining out,60.00,EUR,30.00,-30.00

                2026-11-25,Total balance, , ,EUR,30.00,-30.00

                """
            ]),
        Case(schema: "trip.schema.json", arguments: ["trip", "create", "Zurich", "--people", "Ann,Ben,Cy", "--json"]),
        Case(
            schema: "trip.schema.json",
            arguments: ["trip", "add", "Zurich", "10.03", "-c", "CHF", "--paid-by", "Ann", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "settle", "Zurich", "--cash", "--record", "--json"]),
        Case(schema: "trip-list.schema.json", arguments: ["trip", "list", "--json"]),
        Case(schema: "trip.schema.json", arguments: ["trip", "delete", "Porto", "--yes", "--json"]),
    ]

    static let validator = Result { try JSONSchemaValidator(directory: folder) }

    /// Runs `test` and checks its output against its schema; what it printed, for more checks.
    @discardableResult
    static func check(_ test: Case, with cli: Tipfmt) throws -> String {
        for (name, contents) in test.files {
            try contents.write(toFile: cli.home + "/" + name, atomically: true, encoding: .utf8)
        }
        let result = try cli.run(test.arguments)
        #expect(result.status == test.status, "\(test.testDescription)\n\(result)")
        var output = result.stdout
        if let path = test.arguments.firstIndex(of: "--output").map({ test.arguments[$0 + 1] }) {
            output = try String(contentsOfFile: cli.home + "/" + path, encoding: .utf8)
        }
        let errors = try validator.get().errors(try JSONValue(parsing: output), against: test.schema)
        #expect(errors.isEmpty, "\(test.testDescription)\n\(errors.prefix(10).joined(separator: "\n"))")
        return output
    }

    @Test(arguments: cases)
    func eachOutputMatchesItsSchema(_ test: Case) throws {
        try Self.check(test, with: Tipfmt())
    }

    @Test func theHistoryAndTripOutputsMatchTheirSchemas() throws {
        let cli = Tipfmt.withHistory()
        var outputs = ""
        for test in Self.historyAndTrips { outputs += try Self.check(test, with: cli) }
        // The inputs reach the optional parts of the documents, so the schemas are tried on them.
        let parts = [
            "\"unconverted\" : [\n    \"bill 1\"", "\"conversion\" : \"ecb\"", "\"conversion\" : \"cardStatement\"",
            "\"kind\" : \"itemised\"", "\"kind\" : \"shares\"", "\"largestFirst\"", "\"method\" : \"perItem\"",
            "\"rateSource\"", "\"note\" : \"Lunch\"", "\"weights\"",
        ]
        for part in parts {
            #expect(outputs.contains(part), "some output has \(part)")
        }
    }

    /// A real output changed in one place fails its schema: the schemas are strict enough to
    /// notice an amount written as a number, a key too many or too few, and a name outside a list.
    @Test(arguments: [
        (
            "calc.schema.json", ["calc", "84.50", "--tip", "18", "--split", "3", "--json"], "\"split\" : 3",
            "\"split\" : \"3\""
        ),
        ("calc.schema.json", ["calc", "84.50", "--tip", "18", "--json"], "\"total\" : \"99.71\"", "\"total\" : 99.71"),
        (
            "receipt.schema.json", ["receipt", "84.50", "--tip", "18", "--json"], "\"kind\" : \"tip\"",
            "\"kind\" : \"gratuity\""
        ),
        ("currency.schema.json", ["currency", "CHF", "--json"], "\"code\" : \"CHF\"", "\"code\" : \"chf\""),
        ("parse.schema.json", ["parse", "$5.00", "-l", "en_US", "--json"], "\"locale\"", "\"place\""),
    ])
    func aChangedOutputFailsItsSchema(schema: String, arguments: [String], original: String, changed: String) throws {
        let output = try Tipfmt().run(arguments).stdout
        #expect(output.contains(original), "\(output)")
        let validator = try Self.validator.get()
        #expect(validator.errors(try JSONValue(parsing: output), against: schema).isEmpty)
        let errors = validator.errors(
            try JSONValue(parsing: output.replacing(original, with: changed)), against: schema)
        #expect(errors.count >= 1, "\(changed) passed \(schema)")
    }

    /// Every `--json` flag and every `--format` option that takes `json`, as argument-parser
    /// declares them for `tipfmt` and `tipfmt-history`, is run by a case above.
    @Test func everyJSONSwitchIsCovered() throws {
        let cli = Tipfmt()
        var declared: Set<String> = []
        var tree: [String: Any] = [:]
        // `tipfmt history` and `tipfmt trip` hand the dump to tipfmt-history, whose root is named
        // `tipfmt history` or `tipfmt trip`.
        for tool in [[], ["history"], ["trip"]] {
            let dump = try cli.run(tool + ["--experimental-dump-help"])
            let object = try #require(try JSONSerialization.jsonObject(with: dump.stdoutBytes) as? [String: Any])
            let command = try #require(object["command"] as? [String: Any])
            let root = (command["commandName"] as? String ?? "").split(separator: " ").dropFirst().map(String.init)
            #expect(root == tool, "\(tool): \(command["commandName"] ?? "")")
            Self.walk(command, path: root, into: &declared)
            if let name = tool.first {
                var branch = tree[name] as? [String: Any] ?? [:]
                Self.merge(command, into: &branch)
                tree[name] = branch
            } else {
                Self.merge(command, into: &tree)
            }
        }
        #expect(declared.count >= 20, "\(declared.sorted())")
        var covered: Set<String> = []
        for test in Self.cases + Self.historyAndTrips {
            covered.insert(Self.key(test.arguments, tree: tree))
        }
        let missing = declared.subtracting(covered)
        #expect(missing.isEmpty, "JSON outputs no case runs (each needs a schema in docs/schemas): \(missing.sorted())")
    }

    /// Every schema of the folder is used by some case (the shared definitions and the bill
    /// object by the others),
    /// and uses only what ``JSONSchemaValidator`` applies.
    @Test func everySchemaIsUsedAndWithinTheValidatorsSubset() throws {
        let validator = try Self.validator.get()
        let used = Set((Self.cases + Self.historyAndTrips).map(\.schema)).union([
            "common.schema.json", "bill.schema.json", "bill-result.schema.json",
        ])
        #expect(Set(validator.documents.keys) == used)
        for (name, schema) in validator.documents {
            #expect(JSONSchemaValidator.unknownKeywords(in: schema).isEmpty, "\(name)")
            #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"), "\(name)")
            #expect(schema["title"] != nil && schema["description"] != nil, "\(name)")
        }
    }

    /// The bill of docs/ItemisedBills.md is a bill as bill.schema.json describes it.
    @Test func theGuidesBillMatchesTheBillSchema() throws {
        let errors = try Self.validator.get().errors(
            try JSONValue(parsing: Self.guideBill), against: "bill.schema.json")
        #expect(errors.isEmpty, "\(errors)")
    }

    /// The schemas' closed lists are the code's: a new case of one of these enums must be added
    /// to the schema too.
    @Test func theSchemasEnumsAreTheCodes() throws {
        let validator = try Self.validator.get()
        func values(_ document: String, _ pointer: String) -> [String] {
            var value = validator.documents[document]
            for key in pointer.split(separator: "/") { value = value?[String(key)] }
            guard case .array(let items)? = value?["enum"] else { return [] }
            return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
        }
        #expect(
            values("receipt.schema.json", "$defs/line/properties/kind") == Receipt.Line.Kind.allCases.map(\.rawValue))
        #expect(
            values("receipt.schema.json", "properties/sections/items/properties/kind")
                == Receipt.Section.Kind.allCases.map(\.rawValue))
        #expect(
            values("receipt.schema.json", "properties/sources/items/properties/kind")
                == Receipt.Source.Kind.allCases.map(\.rawValue))
        #expect(values("receipt.schema.json", "properties/direction") == Receipt.Direction.allCases.map(\.rawValue))
        #expect(
            values("common.schema.json", "$defs/explanationStep/properties/kind")
                == BillStep.Kind.allCases.map(\.rawValue))
        #expect(values("common.schema.json", "$defs/roundingRule") == Money.RoundingRule.allCases.map(\.rawValue))
        #expect(
            values("common.schema.json", "$defs/paymentMethod") == ItemisedBill.PaymentMethod.allCases.map(\.rawValue))
        #expect(
            values("bill-result.schema.json", "properties/method") == ItemisedResult.Method.allCases.map(\.rawValue))
        #expect(values("bill.schema.json", "properties/tipBase") == ItemisedBill.TipBase.allCases.map(\.rawValue))
        #expect(values("bill.schema.json", "properties/rounding") == RoundingPolicy.allCases.map(\.rawValue))
        #expect(
            values("bill.schema.json", "properties/cashRounding") == ItemisedBill.CashRounding.allCases.map(\.rawValue))
        #expect(
            values("history-bill.schema.json", "properties/request/properties/rounding")
                == RoundingPolicy.allCases.map(\.rawValue))
        #expect(
            values("bill-result.schema.json", "properties/kind")
                == TripBill.Kind.allCases.map(\.rawValue))
        #expect(
            values("trip.schema.json", "$defs/settlement/properties/method")
                == Settlement.Method.allCases.map(\.rawValue))
        #expect(
            values("trip.schema.json", "$defs/settlement/properties/optimality")
                == Settlement.Optimality.allCases.map(\.rawValue))
    }

    // MARK: - argument-parser's declarations

    /// `trip add --json`, `history export --format json`: each JSON switch of `command` and of
    /// its subcommands, named by the subcommands' path below the tool.
    static func walk(_ command: [String: Any], path: [String], into found: inout Set<String>) {
        for argument in command["arguments"] as? [[String: Any]] ?? [] {
            let names = (argument["names"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            let values = argument["allValues"] as? [String] ?? []
            if names.contains("json") { found.insert((path + ["--json"]).joined(separator: " ")) }
            if names.contains("format") && values.contains("json") {
                found.insert((path + ["--format json"]).joined(separator: " "))
            }
        }
        for subcommand in command["subcommands"] as? [[String: Any]] ?? [] {
            guard let name = subcommand["commandName"] as? String else { continue }
            walk(subcommand, path: path + [name], into: &found)
        }
    }

    /// The subcommand names under each command, merged from the dumps.
    static func merge(_ command: [String: Any], into tree: inout [String: Any]) {
        for subcommand in command["subcommands"] as? [[String: Any]] ?? [] {
            guard let name = subcommand["commandName"] as? String else { continue }
            var branch = tree[name] as? [String: Any] ?? [:]
            merge(subcommand, into: &branch)
            tree[name] = branch
        }
    }

    /// The switch a command line uses, named as ``walk(_:path:into:)`` names it.
    static func key(_ arguments: [String], tree: [String: Any]) -> String {
        var path: [String] = []
        var level = tree
        for word in arguments {
            guard let next = level[word] as? [String: Any] else { break }
            path.append(word)
            level = next
        }
        if let index = arguments.firstIndex(of: "--format"), arguments.dropFirst(index + 1).first == "json" {
            return (path + ["--format json"]).joined(separator: " ")
        }
        return (path + [arguments.contains("--json") ? "--json" : "--output"]).joined(separator: " ")
    }
}
