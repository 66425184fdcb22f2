#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One timed line of the benchmark: a loop over the workload that returns a checksum (so the
/// optimizer cannot drop the work) and the number of failed operations.
struct BenchmarkLine {
    /// What is measured, as printed.
    let name: String
    /// Whether the line is only informational (not part of a target).
    let informational: Bool
    /// Runs the whole workload once.
    let body: () -> (checksum: Int, failures: Int)
    /// Wall-clock nanoseconds of each run.
    var samples: [Double] = []
    /// CPU nanoseconds of this thread in each run: unlike wall time, not inflated while other
    /// processes hold the CPU (the build machine is shared), so ratios use it.
    var cpuSamples: [Double] = []
    /// Failures in the last run (must be 0).
    var failures = 0
    /// Checksum of the last run.
    var checksum = 0

    init(_ name: String, informational: Bool = false, _ body: @escaping () -> (checksum: Int, failures: Int)) {
        self.name = name
        self.informational = informational
        self.body = body
    }

    /// Runs the body once and records its wall time.
    mutating func run() {
        let clock = ContinuousClock()
        let cpuStart = Self.threadCPUNanoseconds()
        let start = clock.now
        let outcome = body()
        let elapsed = start.duration(to: clock.now)
        cpuSamples.append(Self.threadCPUNanoseconds() - cpuStart)
        let (seconds, attoseconds) = elapsed.components
        samples.append(Double(seconds) * 1e9 + Double(attoseconds) / 1e9)
        failures = outcome.failures
        checksum = outcome.checksum
    }

    /// The median wall time of the runs, in nanoseconds.
    var median: Double { Self.median(samples) }

    /// The median CPU time of the runs, in nanoseconds.
    var cpuMedian: Double { Self.median(cpuSamples) }

    static func threadCPUNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Formats a number with a fixed count of decimals, without Foundation.
func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded()
    let negative = rounded < 0
    let magnitude = Int(abs(rounded))
    let whole = magnitude / Int(scale)
    let fraction = magnitude % Int(scale)
    var text = "\(whole)"
    if decimals > 0 {
        let digits = "\(fraction)"
        text += "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
    return negative ? "-" + text : text
}

/// Pads `text` on the left (numbers) or right (names) to `width` characters.
func padded(_ text: String, _ width: Int, left: Bool = true) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
}
