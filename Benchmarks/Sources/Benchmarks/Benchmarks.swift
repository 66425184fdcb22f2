import FoundationBaseline
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import BenchmarkWorkload
@_spi(Benchmarks) import Money

/// The library benchmarks: `swift run -c release Benchmarks [--n COUNT] [--runs RUNS] [--only KEY,KEY…]`.
///
/// Formats, parses and allocates one fixed workload (see ``Workload``) through each layer —
/// raw ICU, `MoneyFormatter`, Foundation — checks that the outputs agree, then prints the
/// median nanoseconds per operation and each line's ratio to the raw-ICU line of the same run.
/// `BENCH_N` and `BENCH_RUNS` in the environment set the defaults (1,000,000 amounts, 5 runs).
@main
struct Benchmarks {
    struct Options {
        var count = 1_000_000
        var runs = 5
        var only: Set<String>? = nil
        /// Profiling only: skips the agreement checks so a profile shows the timed loops.
        var skipChecks = false
    }

    static func main() {
        let options = parseOptions()
        do {
            try run(options)
        } catch {
            print("benchmarks: \(error)")
            exit(1)
        }
    }

    static func run(_ options: Options) throws {
        let setupStart = ContinuousClock.now
        let workload = try Workload(count: options.count)
        let pairs = Workload.pairs
        guard let icu = RawICU(pairs: pairs) else { throw BenchmarkFailure("ICU could not open a formatter") }
        let formatters = workload.locales.map { MoneyFormatter(locale: $0) }
        let foundation = FoundationBaseline(pairs: pairs)
        let amounts = workload.amounts
        let pairIndex = workload.pairIndex
        let locales = workload.locales
        let scales = workload.currencies.map(\.fractionDigits)
        let n = workload.count
        let currencies = workload.currencies
        let decimals = amounts.map(\.amount)
        print("tipfmt benchmarks: \(n) amounts over \(pairs.count) locale/currency pairs, \(options.runs) runs")
        print("ICU \(RawICU.version) (Money reports ICU \(Money.icuVersion), CLDR \(Money.cldrVersion))")
        print("load average at start: \(loadAverage())")

        // MARK: The template formatter
        // Learned now for every pair, as on a formatter's thousandth use; every line that goes
        // through `MoneyFormatter.format` then uses it (the "cached" line asks for ICU explicitly).
        // Before learning, each formatter formats a few amounts, as it would have by then (ICU
        // compiles a formatter on its third use, which is not the template's cost).
        var learning: [Double] = []
        for (pair, formatter) in formatters.enumerated() {
            for units: Int64 in [1, 2, 3] {
                _ = try formatter.formatWithICU(Money(minorUnits: units, currencies[pair]))
            }
            let start = BenchmarkLine.threadCPUNanoseconds()
            let status = try formatter.prepareTemplate(for: currencies[pair])
            learning.append(BenchmarkLine.threadCPUNanoseconds() - start)
            guard status == .active else {
                throw BenchmarkFailure("no template for \(pairs[pair].locale) \(pairs[pair].currency): \(status)")
            }
        }
        let others = BenchmarkLine.median(Array(learning.dropFirst())) / 1000
        print(
            "template learning (CPU): first pair \(fixed(learning[0] / 1000, 0)) µs (ICU's one-time field-position"
                + " setup included), median of the others \(fixed(others, 0)) µs")

        // MARK: Agreement, before any timing
        var expected: [String] = []
        expected.reserveCapacity(n)
        var canonical: [String] = []
        canonical.reserveCapacity(n)
        for i in 0..<n {
            let money = amounts[i]
            guard let text = icu.format(pair: pairIndex[i], units: money.minorUnits, scale: scales[pairIndex[i]])
            else { throw BenchmarkFailure("raw ICU failed on \(money)") }
            expected.append(text)
            canonical.append(money.amountText)
        }
        var agreement = Agreement(pairs: pairs.count)
        for i in 0..<(options.skipChecks ? 0 : n) {
            let pair = pairIndex[i]
            let cached = try formatters[pair].formatWithICU(amounts[i])
            let viaTemplate = try formatters[pair].formatWithTemplate(amounts[i])
            agreement.template.record(pair, viaTemplate == expected[i], expected[i], viaTemplate ?? "(ICU's)")
            let perCall = try MoneyFormatter(locale: locales[pair]).format(amounts[i])
            let decimal = try formatters[pair].format(decimals[i], currency: currencies[pair])
            let decoded = icu.formatDecodingUTF16(pair: pair, units: amounts[i].minorUnits, scale: scales[pair])
            agreement.money.record(
                pair,
                cached == expected[i] && perCall == expected[i] && decoded == expected[i] && decimal == expected[i],
                expected[i], cached == expected[i] ? decimal : cached)
            let parsed = try Money(parsing: canonical[i], amounts[i].currency)
            let localized = try MoneyParser(locale: locales[pair]).parse(expected[i], expecting: amounts[i].currency)
            agreement.parsing.record(pair, parsed == amounts[i] && localized == amounts[i], expected[i], "\(localized)")
            let shares = try amounts[i].allocated(into: 7)
            var sum = Money.zero(amounts[i].currency)
            for share in shares { sum = try sum.adding(share) }
            agreement.allocation.record(pair, sum == amounts[i] && shares.count == 7, "\(amounts[i])", "\(sum)")
        }
        // Exact decimals well beyond money (38 digits, 36 fraction digits) must reach ICU as
        // their canonical text does.
        var edgeFailures = 0, edgeCount = 0
        let edgeSignificands: [Int128] = [0, 1, -1, 5, -5, 10_000_001, 99_999_999_999_999_999_999_999_999_999_999_999]
        for significand in edgeSignificands + edgeSignificands.map({ -$0 - 7 }) {
            for scale in [0, 1, 2, 3, 17, 19, 20, 36] {
                let value = try ExactDecimal(significand: significand, scale: scale)
                edgeCount += 1
                for (pair, formatter) in formatters.enumerated() {
                    let ours = try formatter.format(value, currency: currencies[pair])
                    if ours != icu.format(pair: pair, text: value.description) { edgeFailures += 1 }
                }
            }
        }
        print(
            "MoneyFormatter.format(ExactDecimal) on \(edgeCount) edge values x \(pairs.count) pairs:"
                + " \(edgeFailures) differ from ICU")
        let sample = options.skipChecks ? 0 : min(n, 20_000)
        for i in 0..<sample {
            let pair = pairIndex[i]
            let units = amounts[i].minorUnits
            let style = foundation.formatStyle(pair: pair, minorUnits: units, scale: scales[pair])
            agreement.formatStyle.record(pair, style == expected[i], expected[i], style)
            let classic = foundation.numberFormatter(pair: pair, minorUnits: units, scale: scales[pair])
            agreement.numberFormatter.record(pair, classic == expected[i], expected[i], classic)
        }
        agreement.print(pairs: pairs, all: n, sample: sample)
        guard agreement.money.failures == 0, agreement.template.failures == 0, agreement.parsing.failures == 0,
            agreement.allocation.failures == 0, edgeFailures == 0
        else {
            throw BenchmarkFailure("outputs disagree; not timing wrong answers")
        }
        print("setup and checks: \(fixed(Double(setupStart.duration(to: .now).components.seconds), 0)) s")

        // MARK: Lines
        var lines: [(key: String, line: BenchmarkLine)] = [
            (
                "icu",
                BenchmarkLine("raw ICU via RawICUShims, cached formatter -> String  [floor]") {
                    var checksum = 0, failures = 0
                    for i in 0..<n {
                        let pair = pairIndex[i]
                        if let text = icu.format(pair: pair, units: amounts[i].minorUnits, scale: scales[pair]) {
                            checksum &+= text.utf8.count
                        } else {
                            failures += 1
                        }
                    }
                    return (checksum, failures)
                }
            ),
            (
                "icu-decode",
                BenchmarkLine("raw ICU + String(decoding:as: UTF16.self)", informational: true) {
                    var checksum = 0, failures = 0
                    for i in 0..<n {
                        let pair = pairIndex[i]
                        let units = amounts[i].minorUnits
                        if let text = icu.formatDecodingUTF16(pair: pair, units: units, scale: scales[pair]) {
                            checksum &+= text.utf8.count
                        } else {
                            failures += 1
                        }
                    }
                    return (checksum, failures)
                }
            ),
            (
                "icu-utf16",
                BenchmarkLine("raw ICU, UTF-16 only (no String made)", informational: true) {
                    var checksum = 0
                    for i in 0..<n {
                        let pair = pairIndex[i]
                        checksum &+= icu.formatUTF16(pair: pair, units: amounts[i].minorUnits, scale: scales[pair])
                    }
                    return (checksum, 0)
                }
            ),
            (
                "template",
                BenchmarkLine("MoneyFormatter reused per pair (template)") {
                    var checksum = 0, failures = 0
                    for i in 0..<n {
                        do { checksum &+= try formatters[pairIndex[i]].format(amounts[i]).utf8.count } catch {
                            failures += 1
                        }
                    }
                    return (checksum, failures)
                }
            ),
            (
                "cached",
                BenchmarkLine("MoneyFormatter reused per pair, ICU path") {
                    var checksum = 0, failures = 0
                    for i in 0..<n {
                        do { checksum &+= try formatters[pairIndex[i]].formatWithICU(amounts[i]).utf8.count } catch {
                            failures += 1
                        }
                    }
                    return (checksum, failures)
                }
            ),
            (
                "decimal",
                BenchmarkLine("MoneyFormatter.format(ExactDecimal, currency:)", informational: true) {
                    // The path `tipfmt format` takes: a canonical decimal, not yet a Money.
                    var checksum = 0, failures = 0
                    for i in 0..<n {
                        do {
                            let pair = pairIndex[i]
                            checksum &+= try formatters[pair].format(decimals[i], currency: currencies[pair]).utf8.count
                        } catch { failures += 1 }
                    }
                    return (checksum, failures)
                }
            ),
            (
                "percall",
                BenchmarkLine("MoneyFormatter(locale:) created per call") {
                    var checksum = 0, failures = 0
                    for i in 0..<n {
                        do {
                            checksum &+= try MoneyFormatter(locale: locales[pairIndex[i]]).format(amounts[i]).utf8.count
                        } catch { failures += 1 }
                    }
                    return (checksum, failures)
                }
            ),
            (
                "percall-locale",
                BenchmarkLine("LocaleIdentifier + MoneyFormatter per call", informational: true) {
                    var checksum = 0, failures = 0
                    for i in 0..<n {
                        do {
                            let locale = try LocaleIdentifier(pairs[pairIndex[i]].locale)
                            checksum &+= try MoneyFormatter(locale: locale).format(amounts[i]).utf8.count
                        } catch { failures += 1 }
                    }
                    return (checksum, failures)
                }
            ),
            (
                "formatstyle",
                BenchmarkLine("Foundation Decimal.FormatStyle.Currency") {
                    var checksum = 0
                    for i in 0..<n {
                        let pair = pairIndex[i]
                        let units = amounts[i].minorUnits
                        checksum &+=
                            foundation.formatStyle(pair: pair, minorUnits: units, scale: scales[pair]).utf8.count
                    }
                    return (checksum, 0)
                }
            ),
            (
                "numberformatter",
                BenchmarkLine("Foundation NumberFormatter (cached per pair)") {
                    var checksum = 0
                    for i in 0..<n {
                        let pair = pairIndex[i]
                        checksum &+=
                            foundation.numberFormatter(
                                pair: pair, minorUnits: amounts[i].minorUnits, scale: scales[pair]
                            ).utf8.count
                    }
                    return (checksum, 0)
                }
            ),
            (
                "parse",
                BenchmarkLine("Money(parsing:) canonical text", informational: true) {
                    var checksum = 0, failures = 0
                    for i in 0..<n {
                        do {
                            let money = try Money(parsing: canonical[i], amounts[i].currency)
                            checksum &+= Int(truncatingIfNeeded: money.minorUnits)
                        } catch { failures += 1 }
                    }
                    return (checksum, failures)
                }
            ),
            (
                "parse-localized",
                BenchmarkLine("MoneyParser(locale:).parse localized text", informational: true) {
                    var checksum = 0, failures = 0
                    for i in 0..<n {
                        do {
                            let parser = MoneyParser(locale: locales[pairIndex[i]])
                            let money = try parser.parse(expected[i], expecting: amounts[i].currency)
                            checksum &+= Int(truncatingIfNeeded: money.minorUnits)
                        } catch { failures += 1 }
                    }
                    return (checksum, failures)
                }
            ),
            (
                "parse-localized-any",
                BenchmarkLine("MoneyParser.parse, currency from the text", informational: true) {
                    var checksum = 0, failures = 0
                    for i in 0..<n {
                        do {
                            let money = try MoneyParser(locale: locales[pairIndex[i]]).parse(expected[i])
                            checksum &+= Int(truncatingIfNeeded: money.minorUnits)
                        } catch { failures += 1 }
                    }
                    return (checksum, failures)
                }
            ),
            (
                "allocate",
                BenchmarkLine("Money.allocated(into: 7)", informational: true) {
                    var checksum = 0, failures = 0
                    for i in 0..<n {
                        do {
                            checksum &+= Int(truncatingIfNeeded: try amounts[i].allocated(into: 7)[6].minorUnits)
                        } catch { failures += 1 }
                    }
                    return (checksum, failures)
                }
            ),
        ]
        lines.append(contentsOf: try calculationLines(amounts: amounts, check: !options.skipChecks))
        if let only = options.only {
            lines.removeAll { !only.contains($0.key) && $0.key != "icu" }
        }

        // MARK: Timing, interleaved so drift hits every line alike
        for run in 1...options.runs {
            for index in lines.indices {
                lines[index].line.run()
            }
            print("run \(run)/\(options.runs) done (load \(loadAverage()))")
        }
        report(lines.map(\.line), keys: lines.map(\.key), count: n)
        if options.only?.contains("itemised") ?? true { try itemisedReport(runs: options.runs) }
    }

    static func report(_ lines: [BenchmarkLine], keys: [String], count: Int) {
        guard let floor = lines.first?.cpuMedian else { return }
        let n = Double(count)
        print("")
        let runs = lines.first?.samples.count ?? 0
        print("Medians of \(runs) runs. cpu = this thread's CPU time (ratios use it: the machine")
        print("may be shared); wall = elapsed time; x ICU = cpu ns/op over the raw-ICU line's.")
        print(
            "\(padded("line", 52, left: false)) \(padded("cpu ns/op", 10)) \(padded("wall ns/op", 11))"
                + " \(padded("min cpu", 9)) \(padded("x ICU", 7))")
        var perOp: [String: Double] = [:]
        for (key, line) in zip(keys, lines) {
            let cpu = line.cpuMedian / n
            perOp[key] = cpu
            let minimum = (line.cpuSamples.min() ?? .nan) / n
            let mark = line.failures == 0 ? "" : "  (\(line.failures) FAILED)"
            print(
                "\(padded(line.name, 52, left: false)) \(padded(fixed(cpu, 1), 10))"
                    + " \(padded(fixed(line.median / n, 1), 11))"
                    + " \(padded(fixed(minimum, 1), 9)) \(padded(fixed(line.cpuMedian / floor, 2), 7))\(mark)")
        }
        print("")
        print("Targets:")
        func target(_ label: String, _ value: Double?, _ limit: Double, atMost: Bool) {
            guard let value else { return print("  \(label): not measured") }
            let met = atMost ? value <= limit : value >= limit
            let bound = "\(atMost ? "<=" : ">=") \(fixed(limit, 1))x"
            print("  \(label): \(fixed(value, 2))x (\(bound)) \(met ? "MET" : "MISSED")")
        }
        let cached = perOp["cached"], icu = perOp["icu"], perCall = perOp["percall"], style = perOp["formatstyle"]
        let template = perOp["template"]
        target(
            "reused MoneyFormatter, template / raw ICU", template.flatMap { t in icu.map { t / $0 } }, 0.5, atMost: true
        )
        target("cached MoneyFormatter / raw ICU", cached.flatMap { c in icu.map { c / $0 } }, 1.2, atMost: true)
        target(
            "per-call MoneyFormatter / cached (ICU path)", perCall.flatMap { p in cached.map { p / $0 } }, 2.0,
            atMost: true)
        // Per-call formatters share the reused ones' template, so creating one now costs more than
        // the format itself; informational.
        if let perCall, let template {
            print("  per-call MoneyFormatter / reused (template): \(fixed(perCall / template, 2))x")
        }
        let styleRatio = style.flatMap { s in cached.map { s / $0 } }
        target("Decimal.FormatStyle.Currency / cached", styleRatio, 5.0, atMost: false)
    }

    static func parseOptions() -> Options {
        var options = Options()
        if let value = getenv("BENCH_N").map({ String(cString: $0) }), let count = Int(value) { options.count = count }
        if let value = getenv("BENCH_RUNS").map({ String(cString: $0) }), let runs = Int(value) { options.runs = runs }
        var arguments = CommandLine.arguments.dropFirst().makeIterator()
        while let argument = arguments.next() {
            switch argument {
            case "--n", "-n": if let value = arguments.next().flatMap({ Int($0) }) { options.count = value }
            case "--runs", "-r": if let value = arguments.next().flatMap({ Int($0) }) { options.runs = value }
            case "--skip-checks": options.skipChecks = true
            case "--only":
                if let value = arguments.next() { options.only = Set(value.split(separator: ",").map(String.init)) }
            default:
                print(
                    "usage: Benchmarks [--n COUNT] [--runs RUNS] [--only icu,template,cached,percall,...] [--skip-checks]"
                )
                exit(2)
            }
        }
        options.count = max(1, options.count)
        options.runs = max(1, options.runs)
        return options
    }
}

/// The first three fields of /proc/loadavg, or "unknown".
func loadAverage() -> String {
    guard let file = fopen("/proc/loadavg", "r") else { return "unknown" }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return "unknown" }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}

/// A benchmark that cannot go on (ICU missing, outputs that disagree).
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
