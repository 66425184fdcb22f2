import FormatCheck
import Glibc

/// The `check --update` benchmark: `swift run -c release CheckUpdateBenchmark [--rows N] [--runs R]`.
///
/// Options: `--before N,N,…` sets the table sizes the old update is timed on. `tipfmt check --update` on a table where every row is wrong (the worst case: every expected
/// field is rewritten), through the FormatCheck library the command is a thin layer over:
///
/// - `update (one pass)`: ``CheckReport/updatedBytes()``, timed against the floor of the same run,
///   copying the table's bytes once into a new array (what any rewrite must at least do);
/// - `update (splice per row)`: the algorithm before issue 17, one `replaceSubrange` per row from
///   the end, on smaller tables (it is quadratic: a million rows would take hours), next to the
///   one-pass update on the same tables;
/// - peak memory (`getrusage` maximum resident set size) after reading, checking and updating.
@main
struct CheckUpdateBenchmark {
    static func main() throws {
        var rows = 1_000_000
        var runs = 3
        var before = [10_000, 30_000, 100_000]
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            let value = arguments.popFirst() ?? ""
            switch argument {
            case "--rows": rows = Int(value) ?? rows
            case "--runs": runs = Int(value) ?? runs
            case "--before": before = value.split(separator: ",").compactMap { Int($0) }
            default:
                print("usage: CheckUpdateBenchmark [--rows N] [--runs R] [--before N,N,...]")
                exit(64)
            }
        }
        print("check --update benchmark: \(rows) rows, every row wrong, \(runs) runs; load \(loadAverage())")
        print("peak memory at start: \(megabytes(peakResidentKB())) MB")

        var clock = Stopwatch()
        let bytes = table(rows: rows)
        print("table: \(megabytes(bytes.count / 1024)) MB of TSV, built in \(clock.lap())")
        let table = try CheckTable(bytes: bytes, path: "bench.tsv", format: .tsv)
        print("read (CheckTable): \(clock.lap()), \(table.rows.count) rows; peak \(megabytes(peakResidentKB())) MB")
        let report = CheckReport(table: table)
        print(
            "check (CheckReport, ICU formats every row): \(clock.lap()), \(report.mismatched) differ;"
                + " peak \(megabytes(peakResidentKB())) MB")
        guard report.mismatched == rows else { throw Failure("expected every row to differ") }

        var copyTimes: [Double] = []
        var updateTimes: [Double] = []
        var size = 0
        for _ in 0..<runs {
            clock.reset()
            var copy: [UInt8] = []
            copy.reserveCapacity(bytes.count)
            copy.append(contentsOf: bytes)
            copyTimes.append(clock.seconds())
            size &+= Int(copy[copy.count / 2])
            clock.reset()
            guard let updated = try report.updatedBytes(Self.writingAll) else { throw Failure("nothing updated") }
            updateTimes.append(clock.seconds())
            size &+= updated.count
        }
        let copy = median(copyTimes)
        let update = median(updateTimes)
        print("")
        print("  \(pad("line (CPU time)", 44))  \(pad("median", 10))  ratio")
        print("  \(pad("copy the table once  [floor]", 44))  \(pad(fixed(copy * 1000, 1) + " ms", 10))  1.00")
        let updateTime = pad(fixed(update * 1000, 1) + " ms", 10)
        print("  \(pad("update, one pass (\(rows) rows)", 44))  \(updateTime)  \(fixed(update / copy, 2))")
        print("  peak memory after the updates: \(megabytes(peakResidentKB())) MB (checksum \(size % 97))")

        if !before.isEmpty {
            print("")
            print("  rows (CPU time)  one pass   splice per row (before)   before / one pass")
            for count in before {
                let small = CheckReport(
                    table: try CheckTable(bytes: Self.table(rows: count), path: "small.tsv", format: .tsv))
                clock.reset()
                let onePass = try small.updatedBytes(Self.writingAll)
                let new = clock.seconds()
                clock.reset()
                let spliced = try splicedPerRow(small)
                let old = clock.seconds()
                guard onePass == spliced else { throw Failure("the two updates disagree at \(count) rows") }
                print(
                    "  \(pad("\(count)", 15))  \(pad(fixed(new * 1000, 1) + " ms", 9))  \(pad(fixed(old * 1000, 1) + " ms", 24))  \(fixed(old / new, 1))"
                )
            }
        }
    }

    /// Options that write every differing row.
    ///
    /// The rows are wrong values, which `--update` writes only when accepted.
    static let writingAll = CheckReport.UpdateOptions(accepted: [.wrongCurrency, .wrongSign, .other])

    /// A TSV table of `rows` rows over a few locales and currencies, every expected field wrong.
    static func table(rows: Int) -> [UInt8] {
        let pairs = [("de_DE", "EUR"), ("en_US", "USD"), ("fr_FR", "EUR"), ("ja_JP", "JPY"), ("de_CH", "CHF")]
        var state: UInt64 = 0x5EED
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows * 32)
        bytes.append(contentsOf: "# generated by CheckUpdateBenchmark\nlocale\tcurrency\tamount\texpected\n".utf8)
        for index in 0..<rows {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let (locale, currency) = pairs[index % pairs.count]
            let units = Int(state >> 40) - (1 << 23)
            let magnitude = abs(units)
            let cents = magnitude % 100 < 10 ? "0\(magnitude % 100)" : "\(magnitude % 100)"
            let text = currency == "JPY" ? "\(units)" : (units < 0 ? "-" : "") + "\(magnitude / 100).\(cents)"
            bytes.append(contentsOf: "\(locale)\t\(currency)\t\(text)\tx\n".utf8)
        }
        return bytes
    }

    /// The update before issue 17: each replacement spliced into the whole file, from the end.
    static func splicedPerRow(_ report: CheckReport) throws -> [UInt8]? {
        guard let table = report.table else { return nil }
        var replacements: [(span: Range<Int>, bytes: [UInt8])] = []
        for result in report.results {
            guard case .mismatch(let actual) = result.outcome else { continue }
            // TSV: the new text is the actual text as is.
            replacements.append((result.row.expectedSpan, Array(actual.utf8)))
        }
        guard !replacements.isEmpty else { return nil }
        var bytes = table.bytes
        for replacement in replacements.sorted(by: { $0.span.lowerBound > $1.span.lowerBound }) {
            bytes.replaceSubrange(replacement.span, with: replacement.bytes)
        }
        return bytes
    }
}

struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// This thread's CPU time in seconds since the last reset: unlike wall time, not inflated while
/// other processes hold the CPU (the machine is shared), so the ratios use it.
struct Stopwatch {
    private var start = Self.now()

    mutating func reset() { start = Self.now() }

    func seconds() -> Double { Self.now() - start }

    /// CPU seconds since the last lap, as text, and starts the next lap.
    mutating func lap() -> String {
        let text = fixed(seconds(), 2) + " s CPU"
        reset()
        return text
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// The process's peak resident set size, in KB.
func peakResidentKB() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss
}

func megabytes(_ kilobytes: Int) -> String { fixed(Double(kilobytes) / 1024, 1) }

func loadAverage() -> String {
    var loads = [0.0, 0.0, 0.0]
    getloadavg(&loads, 3)
    return loads.map { fixed($0, 2) }.joined(separator: " ")
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded()
    let magnitude = Int(abs(rounded))
    var text = "\(magnitude / Int(scale))"
    if decimals > 0 {
        let fraction = "\(magnitude % Int(scale))"
        text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
    return rounded < 0 ? "-" + text : text
}

func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}
