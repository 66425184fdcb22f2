import BenchmarkWorkload
@_spi(Benchmarks) import Money

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The reused-formatter workload of the performance budget (`scripts/perf-budget.sh`):
/// `FormatterBudget [--n 100000] [--pairs 6] [--runs 5] [--skip-checks]`.
///
/// One `MoneyFormatter` per locale/currency pair, reused over the same amounts that raw ICU
/// (`unumf_formatDecimal` with one cached formatter per pair and one reused result, the text
/// made into a `String` as the library must) formats in the same process. Every output is
/// compared byte for byte with ICU's before anything is timed; then the two loops run in
/// interleaved pairs and the median CPU time of each is printed with their ratio. The loops are
/// functions of their own (`rawICULoop`, `reusedLoop`) so that callgrind can count each
/// alone (`--toggle-collect`): the budget is their instruction counts, which do not move with
/// the load, not the times printed here.
@main
struct FormatterBudget {
    static func main() {
        var count = 100_000
        var pairs = 6
        var runs = 5
        var checks = true
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--n": count = arguments.popFirst().flatMap { Int($0) } ?? -1
            case "--pairs": pairs = arguments.popFirst().flatMap { Int($0) } ?? -1
            case "--runs": runs = arguments.popFirst().flatMap { Int($0) } ?? -1
            case "--skip-checks": checks = false
            default: fail("unknown argument \(argument)", status: 64)
            }
        }
        guard count > 0, runs > 0, (1...Workload.pairs.count).contains(pairs) else {
            fail(
                "usage: FormatterBudget [--n COUNT] [--pairs 1-\(Workload.pairs.count)] [--runs RUNS] [--skip-checks]",
                status: 64)
        }
        do {
            try run(count: count, pairs: pairs, runs: runs, checks: checks)
        } catch {
            fail("\(error)", status: 1)
        }
    }

    static func run(count: Int, pairs pairCount: Int, runs: Int, checks: Bool) throws {
        let workload = try Workload(count: count, pairs: pairCount)
        let pairs = Array(Workload.pairs.prefix(pairCount))
        guard let icu = RawICU(pairs: pairs) else { fail("ICU could not open a formatter", status: 1) }
        let formatters = workload.locales.map { MoneyFormatter(locale: $0) }
        // The template a formatter learns on its thousandth use, learned now so that every timed
        // format is a reused formatter's steady state.
        for (pair, formatter) in formatters.enumerated() {
            let currency = workload.currencies[pair]
            for units: Int64 in [1, 2, 3] { _ = try formatter.formatWithICU(Money(minorUnits: units, currency)) }
            let status = try formatter.prepareTemplate(for: currency)
            guard status == .active else { fail("no template for \(pairs[pair]): \(status)", status: 1) }
        }
        let scales = workload.currencies.map(\.fractionDigits)
        if checks {
            for i in 0..<count {
                let pair = workload.pairIndex[i]
                let expected = icu.format(pair: pair, units: workload.amounts[i].minorUnits, scale: scales[pair])
                let ours = try formatters[pair].format(workload.amounts[i])
                guard let expected, ours == expected else {
                    let icuText = expected ?? "nothing"
                    fail("amount \(i) (\(workload.amounts[i])): ours \(ours), ICU \(icuText)", status: 1)
                }
            }
        }
        var icuTimes: [Double] = []
        var formatterTimes: [Double] = []
        var checksums: (icu: Int, formatter: Int) = (0, 0)
        for _ in 0..<runs {
            var start = cpuNanoseconds()
            checksums.icu = rawICULoop(icu, workload, scales)
            icuTimes.append(cpuNanoseconds() - start)
            start = cpuNanoseconds()
            checksums.formatter = try reusedLoop(formatters, workload)
            formatterTimes.append(cpuNanoseconds() - start)
        }
        guard checksums.icu == checksums.formatter else {
            fail("the loops wrote \(checksums.icu) and \(checksums.formatter) bytes", status: 1)
        }
        let icuNs = median(icuTimes) / Double(count)
        let formatterNs = median(formatterTimes) / Double(count)
        print(
            "\(count) amounts, \(pairCount) pairs\(checks ? ", every output equal to ICU's" : ""): raw ICU "
                + "\(fixed(icuNs)) ns, reused MoneyFormatter \(fixed(formatterNs)) ns per amount (CPU, median of \(runs)): "
                + "\(fixed(formatterNs / icuNs))x")
    }

    /// The floor: every amount through ICU's C API, made into a `String`.
    ///
    /// Returns the bytes written.
    @inline(never)
    static func rawICULoop(_ icu: RawICU, _ workload: Workload, _ scales: [Int]) -> Int {
        var bytes = 0
        for i in 0..<workload.count {
            let pair = workload.pairIndex[i]
            let text = icu.format(pair: pair, units: workload.amounts[i].minorUnits, scale: scales[pair])
            bytes &+= text?.utf8.count ?? 0
        }
        return bytes
    }

    /// The same amounts through the reused formatter of their pair.
    ///
    /// Returns the bytes written.
    @inline(never)
    static func reusedLoop(_ formatters: [MoneyFormatter], _ workload: Workload) throws(MoneyError) -> Int {
        var bytes = 0
        for i in 0..<workload.count {
            bytes &+= try formatters[workload.pairIndex[i]].format(workload.amounts[i]).utf8.count
        }
        return bytes
    }

    static func cpuNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func fixed(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    static func fail(_ message: String, status: Int32) -> Never {
        print("FormatterBudget: \(message)")
        exit(status)
    }
}
