import Foundation
import TestSupport
import Testing

/// A trip survives `kill -9` at any moment: every change is one transaction of the history
/// database, so a killed `trip add` leaves the trip as it was or with the whole bill.
@Suite struct TripDurabilityTests {
    let cli = Tipfmt.withHistory()

    /// Bills of 10.00 EUR paid by Ann and shared by Ann and Ben (5.00 each) are added while the
    /// process is killed at random moments; afterwards the trip opens, every bill reported added
    /// is there whole, and the balances are exactly Ann +5.00 × bills, Ben −5.00 × bills.
    @Test func killedAddsNeverLeaveHalfABill() throws {
        #expect(try cli.run("trip", "create", "Kill", "--people", "Ann,Ben", "--home", "EUR").status == 0)
        let clock = ContinuousClock()
        // How long one whole add takes here: the kills then land anywhere from start-up to after
        // the commit.
        var durations: [Duration] = []
        var reported: Set<String> = []
        for _ in 0..<3 {
            let started = clock.now
            let (signalled, stdout) = try addAndKill(after: nil)
            durations.append(clock.now - started)
            #expect(!signalled && stdout.hasPrefix("Bill "), "\(stdout)")
            reported.insert(String(stdout.dropFirst(5).prefix { $0 != " " }))
        }
        let whole = durations.sorted()[1]
        let window = max(
            1, UInt64(whole.components.seconds * 1_000_000 + whole.components.attoseconds / 1_000_000_000_000))
        var generator = SplitMix64(seed: 24)
        var killed = 0
        var runs = 0
        let start = clock.now
        while runs < 120, clock.now - start < .seconds(runs < 40 ? 90 : 10) {
            runs += 1
            let (signalled, stdout) = try addAndKill(after: generator.next() % (window * 3 / 2))
            if signalled { killed += 1 }
            // "Bill k3f9x2ab added to Kill: …"
            if stdout.hasPrefix("Bill ") { reported.insert(String(stdout.dropFirst(5).prefix { $0 != " " })) }
        }
        #expect(killed > 0, "some runs were killed")

        let shown = try cli.run("trip", "show", "Kill", "--json")
        #expect(shown.status == 0, "the trip always opens: \(shown)")
        let trip = try #require(JSONSerialization.jsonObject(with: shown.stdoutBytes) as? [String: Any])
        let bills = try #require(trip["bills"] as? [[String: Any]])
        let ids = Set(bills.compactMap { $0["id"] as? String })
        #expect(reported.isSubset(of: ids), "every bill reported added is there")
        #expect(ids.count == bills.count, "no bill twice")
        print("trip kill test: \(runs) runs, \(killed) killed, \(reported.count) reported, \(ids.count) saved")
        for bill in bills {
            #expect(bill["total"] as? String == "10.00")
            #expect(bill["shares"] as? [String] == ["5.00", "5.00"], "whole: \(bill)")
        }
        let balances = try #require(trip["balances"] as? [[String: Any]])
        let people = try #require(balances.first?["people"] as? [[String: String]])
        let half = Decimal(5 * bills.count)
        #expect(people.map { $0["amount"] } == ["\(half).00", "-\(half).00"], "\(people)")
        // A change after all that works and gets an id no bill has.
        let next = try cli.run("trip", "add", "Kill", "10", "--paid-by", "Ann")
        let id = String(next.stdout.dropFirst(5).prefix { $0 != " " })
        #expect(next.stdout.hasPrefix("Bill ") && id.count == 8 && !ids.contains(id), "\(next)")
    }

    /// Adds at the same moment each save their bill, each with an id of its own.
    @Test func addsAtOnceEachGetAnIDOfTheirOwn() throws {
        #expect(try cli.run("trip", "create", "Busy", "--people", "Ann,Ben").status == 0)
        let processes = try (0..<6).map { _ in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: HistoryFixtures.historyBinary)
            process.arguments = ["trip", "add", "Busy", "10", "-c", "EUR", "--paid-by", "Ann"]
            process.environment = cli.environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 }, "every add succeeds")
        let shown = try cli.run("trip", "show", "Busy", "--json")
        let trip = try #require(JSONSerialization.jsonObject(with: shown.stdoutBytes) as? [String: Any])
        let bills = try #require(trip["bills"] as? [[String: Any]])
        let ids = bills.compactMap { $0["id"] as? String }
        #expect(ids.count == 6 && Set(ids).count == 6 && ids.allSatisfy { $0.count == 8 }, "\(ids)")
    }

    /// Runs `tipfmt-history trip add Kill 10 --paid-by Ann` and sends it SIGKILL after `delay`
    /// microseconds (never for `nil`); returns whether the signal ended it, and its stdout.
    private func addAndKill(after delay: UInt64?) throws -> (Bool, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: HistoryFixtures.historyBinary)
        process.arguments = ["trip", "add", "Kill", "10", "--paid-by", "Ann", "--date", "2026-11-20"]
        process.environment = cli.environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let delay {
            usleep(UInt32(delay))
            kill(process.processIdentifier, SIGKILL)
        }
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationReason == .uncaughtSignal, stdout)
    }
}
