#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Money
import TipCalc
import Trips

/// The trip benchmark: `swift run -c release TripsBenchmark [--runs RUNS] [--cases CASES]`.
///
/// 1. A trip of 10,000 bills in EUR and USD (home EUR, each USD bill with its own typed rate)
///    among 20 people: balances per currency and at home, then a settlement of each, timed
///    against the same balances settled largest first (the baseline) and the balances alone.
/// 2. Exact settlements of 12 people with non-zero balances: `--cases` random balance sets of
///    several shapes, each settled exactly and largest first; the slowest exact one is the worst
///    case found, then timed again on its own.
///
/// Times are medians over the runs, wall clock and this thread's CPU (the machine is shared).
@main
struct TripsBenchmark {
    static func main() {
        var runs = 11
        var cases = 20_000
        var arguments = CommandLine.arguments.dropFirst().makeIterator()
        while let argument = arguments.next() {
            switch argument {
            case "--runs": runs = arguments.next().flatMap { Int($0) } ?? runs
            case "--cases": cases = arguments.next().flatMap { Int($0) } ?? cases
            default:
                print("usage: TripsBenchmark [--runs RUNS] [--cases CASES]")
                exit(2)
            }
        }
        do {
            try bigTrip(runs: runs)
            try exactTwelve(cases: cases, runs: runs)
        } catch {
            print("TripsBenchmark: \(error)")
            exit(1)
        }
    }

    // MARK: 10,000 bills, 20 people

    static func bigTrip(runs: Int) throws {
        var random = SplitMix64(seed: 10_000)
        let people = (1...20).map { "Person \($0)" }
        var trip = try Trip(name: "Benchmark", people: people, home: .eur)
        for number in 0..<10_000 {
            let currency: Currency = number % 3 == 0 ? .usd : .eur
            let sharers = people.filter { _ in random.next() % 3 != 0 }
            let having = sharers.isEmpty ? [people[0]] : sharers
            let shares = having.map { TripBill.Share($0, Money(minorUnits: Int64(random.next() % 20_000), currency)) }
            let total = shares.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
            let first = people[Int(random.next() % 20)]
            let second = people[Int(random.next() % 20)]
            var payers = [TripBill.Payer(first, paid: Money(minorUnits: total, currency))]
            if first != second && total > 0 {
                let part = Int64(random.next() % UInt64(total))
                payers = [
                    .init(first, paid: Money(minorUnits: total - part, currency)),
                    .init(second, paid: Money(minorUnits: part, currency), method: .cash),
                ]
            }
            let bill = try TripBill(id: "\(number)", title: "Bill \(number)", shares: shares, payers: payers)
            if currency == .usd {
                let rate = try ExactDecimal(significand: 9000 + Int128(random.next() % 500), scale: 4)
                try trip.add(bill, rate: .rate(rate))
            } else {
                try trip.add(bill)
            }
        }
        print("trip: \(trip.bills.count) bills, \(trip.people.count) people, currencies \(trip.currencies), home EUR")
        print("load average at start: \(loadAverage())")

        var lines: [(String, [Double], [Double], String)] = []
        func measure(_ name: String, _ body: () throws -> String) rethrows {
            var wall: [Double] = []
            var cpu: [Double] = []
            var summary = ""
            for _ in 0..<runs {
                let cpuStart = threadCPU()
                let start = ContinuousClock.now
                summary = try body()
                wall.append(milliseconds(start.duration(to: .now)))
                cpu.append((threadCPU() - cpuStart) / 1e6)
            }
            lines.append((name, wall, cpu, summary))
        }
        try measure("balances only (per currency + home)") {
            let balances = try trip.balances()
            let home = try trip.homeBalances()
            return "\(balances.count) currencies, home sum \(home.amounts.reduce(0) { $0 + $1.amount.minorUnits })"
        }
        try measure("balances + fewest transfers (target < 100 ms)") {
            let settlements = try trip.settlements()
            let home = try trip.homeSettlement()
            return "transfers \(settlements.map(\.transfers.count)) + home \(home.transfers.count) (\(home.optimality))"
        }
        try measure("balances + largest first (baseline)") {
            let settlements = try trip.settlements(method: .largestFirst)
            let home = try trip.homeSettlement(method: .largestFirst)
            return "transfers \(settlements.map(\.transfers.count)) + home \(home.transfers.count)"
        }
        print("")
        print("| line | median wall ms | median CPU ms | max wall ms | result |")
        print("|---|---:|---:|---:|---|")
        for (name, wall, cpu, summary) in lines {
            print(
                "| \(name) | \(fixed(median(wall), 2)) | \(fixed(median(cpu), 2)) | \(fixed(wall.max() ?? 0, 2)) | \(summary) |"
            )
        }
    }

    // MARK: Exact settlement of 12 people

    static func exactTwelve(cases: Int, runs: Int) throws {
        var random = SplitMix64(seed: 12)
        var worst: (time: Double, balances: [Int64]) = (0, [])
        var exactTimes: [Double] = []
        var greedyTimes: [Double] = []
        var saved = 0
        for number in 0..<cases {
            let balances = twelveBalances(shape: number % 4, &random)
            let trip = try trip(with: balances)
            let eur = try trip.balances(in: .eur)
            let start = ContinuousClock.now
            let exact = try Settlement(eur)
            let exactTime = milliseconds(start.duration(to: .now))
            let greedyStart = ContinuousClock.now
            let greedy = try Settlement(eur, method: .largestFirst)
            greedyTimes.append(milliseconds(greedyStart.duration(to: .now)))
            exactTimes.append(exactTime)
            guard exact.optimality == .minimal, exact.transfers.count <= greedy.transfers.count else {
                throw Failure(description: "exact settlement of \(balances) is not minimal")
            }
            saved += greedy.transfers.count - exact.transfers.count
            if exactTime > worst.time { worst = (exactTime, balances) }
        }
        print("")
        print("exact settlement, 12 people with non-zero balances, \(cases) cases in 4 shapes:")
        print(
            "  exact: median \(fixed(median(exactTimes), 3)) ms, max \(fixed(exactTimes.max() ?? 0, 3)) ms;"
                + " largest first: median \(fixed(median(greedyTimes), 3)) ms;"
                + " transfers saved over largest first: \(saved) in all")
        let trip = try trip(with: worst.balances)
        let eur = try trip.balances(in: .eur)
        var again: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<runs {
            let cpuStart = threadCPU()
            let start = ContinuousClock.now
            _ = try Settlement(eur)
            again.append(milliseconds(start.duration(to: .now)))
            cpu.append((threadCPU() - cpuStart) / 1e6)
        }
        print(
            "  worst case found \(worst.balances): \(fixed(worst.time, 3)) ms when found; again: median "
                + "\(fixed(median(again), 3)) ms wall, \(fixed(median(cpu), 3)) ms CPU (target < 1000 ms)")
    }

    /// Twelve non-zero balances summing to zero: 0 all different, 1 in pairs, 2 in triples,
    /// 3 small amounts (many zero-sum groups).
    static func twelveBalances(shape: Int, _ random: inout SplitMix64) -> [Int64] {
        func amount(_ limit: UInt64) -> Int64 { Int64(random.next() % limit) + 1 }
        var balances: [Int64] = []
        switch shape {
        case 1:
            for _ in 0..<6 {
                let value = amount(100_000)
                balances += [value, -value]
            }
        case 2:
            for _ in 0..<4 {
                let a = amount(100_000)
                let b = amount(100_000)
                balances += [a, b, -(a + b)]
            }
        default:
            let limit: UInt64 = shape == 3 ? 20 : 1_000_000
            while balances.count < 11 {
                let value = amount(limit) * (random.next() % 2 == 0 ? 1 : -1)
                balances.append(value)
            }
            let last = -balances.reduce(0, +)
            if last == 0 { return twelveBalances(shape: shape, &random) }
            balances.append(last)
        }
        // Shuffle, so groups are not neighbours.
        for index in stride(from: balances.count - 1, to: 0, by: -1) {
            balances.swapAt(index, Int(random.next() % UInt64(index + 1)))
        }
        return balances
    }

    /// A trip whose EUR balances are `balances`.
    ///
    /// One bill per person with a share or a payment, settled against person 0, as a single bill
    /// with several payers.
    static func trip(with balances: [Int64]) throws -> Trip {
        let people = balances.indices.map { "P\($0)" }
        var trip = try Trip(name: "Twelve", people: people)
        let shares = balances.indices.filter { balances[$0] < 0 }.map {
            TripBill.Share(people[$0], Money(minorUnits: -balances[$0], .eur))
        }
        let payers = balances.indices.filter { balances[$0] > 0 }.map {
            TripBill.Payer(people[$0], paid: Money(minorUnits: balances[$0], .eur))
        }
        try trip.add(TripBill(id: "1", title: "All", shares: shares, payers: payers))
        return trip
    }
}

struct Failure: Error, CustomStringConvertible {
    let description: String
}

/// Steele, Lea and Flood's SplitMix64 (as Tests/TestSupport's, which this package cannot import).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

func threadCPU() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func loadAverage() -> String {
    var loads = [Double](repeating: 0, count: 3)
    guard getloadavg(&loads, 3) == 3 else { return "unknown" }
    return loads.map { fixed($0, 2) }.joined(separator: " ")
}

/// A number with a fixed count of decimals, without Foundation.
func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded()
    let magnitude = Int(abs(rounded))
    let whole = magnitude / Int(scale)
    let fraction = magnitude % Int(scale)
    var text = "\(whole)"
    if decimals > 0 {
        let digits = "\(fraction)"
        text += "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
    return rounded < 0 ? "-" + text : text
}
