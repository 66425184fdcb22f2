import Money
import BillRequestKit

/// The stdin loop of `tipfmt format`: reads with ``LineReader``, keeps one line (at most 1 MB) in
/// memory at a time, and writes whole lines from its own 64 KB buffer (flushed per line only on
/// a terminal, and before anything goes to stderr).
///
/// A plain canonical amount, nearly every line, goes bytes in and bytes out through
/// `MoneyFormatter.Stream`: no `String` either way. Any other line goes through
/// ``AmountFormatter/format(_:)``, which reads it or says what is wrong with it.
struct FormatStream {
    let formatter: AmountFormatter
    let keepGoing: Bool
    private let stream: MoneyFormatter.Stream?

    /// - Throws: `MoneyError` if ICU cannot open the formatter.
    init(formatter: AmountFormatter, keepGoing: Bool) throws(MoneyError) {
        self.formatter = formatter
        self.keepGoing = keepGoing
        stream = try formatter.stream()
    }

    func run() throws(CLIError) {
        var lineNumber = 0
        var failures = 0
        var output = LineOutput()
        defer { output.flush() }
        // One closure, no nested functions: a variable that only a non-escaping closure captures
        // gets static exclusivity checks, not a runtime check on every access.
        try LineReader().forEachLine { (input) throws(CLIError) in
            lineNumber += 1
            let message: String
            read: do {
                guard case .text(var bytes) = input else {
                    message = "the line is longer than \(LineReader.maximumLineLength >> 20) MB"
                    break read
                }
                // Trim the line ending and surrounding ASCII blanks.
                while let last = bytes.last, last == 0x0A || last == 0x0D || last == 0x20 || last == 0x09 {
                    bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast())
                }
                while let first = bytes.first, first == 0x20 || first == 0x09 {
                    bytes = UnsafeRawBufferPointer(rebasing: bytes.dropFirst())
                }
                if bytes.isEmpty { return output.endLine() }
                // The common line, a plain canonical amount: bytes in, bytes out. Any other line,
                // or an ICU failure, goes the general way below, which explains it.
                if let stream, output.append(canonicalLine: bytes.bindMemory(to: UInt8.self), with: stream) {
                    return output.endLine()
                }
                // Canonical amounts are ASCII, which needs no validation: `String(validating:)`
                // takes a generic path that costs about a third of ICU's formatting.
                let ascii = bytes.allSatisfy { $0 < 0x80 }
                guard
                    let text = ascii ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
                else {
                    message = "the line is not valid UTF-8"
                    break read
                }
                do {
                    output.append(try formatter.format(text).utf8)
                    return output.endLine()
                } catch {
                    message = ErrorReporter.message(for: error)
                }
            }
            failures += 1
            output.flush()
            StandardStreams.printError("tipfmt: error: line \(lineNumber): " + ErrorReporter.oneLine(message))
            guard keepGoing else { throw .alreadyReported(65) }
            output.endLine()
        }
        if failures > 0 {
            output.flush()
            StandardStreams.printError(
                "tipfmt: error: \(failures) bad line\(failures == 1 ? "" : "s") of \(lineNumber)")
            throw .alreadyReported(65)
        }
    }
}

/// Whole lines of output gathered in 64 KB and handed to ``StandardStreams`` (per line on a
/// terminal, so a person sees each result as it comes).
///
/// The bytes sit in room allocated once, with space to spare past 64 KB for the line being
/// written: a formatted amount is written in place (`MoneyFormatter.Stream.write`), not appended
/// through an array.
private struct LineOutput {
    private static let size = 1 << 16
    private let flushesEachLine = Terminal.stdoutIsTerminal
    /// The room: the text of the lines so far is its first `count` bytes.
    private var storage: [UInt8]
    private var count = 0

    init() {
        storage = Array(repeating: 0, count: Self.size + 4096)
    }

    /// Formats a canonical amount line with `stream` at the end; `false`, with nothing written,
    /// when the stream does not take the line (or ICU failed): the general way explains it.
    mutating func append(canonicalLine line: UnsafeBufferPointer<UInt8>, with stream: MoneyFormatter.Stream) -> Bool {
        let count = count
        let end = storage.withUnsafeMutableBufferPointer { room in
            try? stream.write(canonicalLine: line, into: room, at: count)
        }
        guard let end else { return false }
        self.count = end
        return true
    }

    /// Appends bytes to the current line.
    mutating func append(_ bytes: String.UTF8View) {
        let needed = count + bytes.count + 1
        if needed > storage.count { storage += Array(repeating: 0, count: needed - storage.count) }
        let count = count
        let written = storage.withUnsafeMutableBufferPointer { room in
            UnsafeMutableBufferPointer(rebasing: room[count...]).initialize(from: bytes).1
        }
        self.count += written
    }

    /// Ends the current line.
    mutating func endLine() {
        if count == storage.count { storage.append(0) }
        storage[count] = 0x0A
        count += 1
        if flushesEachLine || count >= Self.size { flush() }
    }

    /// Writes what is gathered.
    mutating func flush() {
        guard count > 0 else { return }
        let count = count
        storage.withUnsafeBufferPointer { StandardStreams.write(lines: UnsafeBufferPointer(rebasing: $0[..<count])) }
        self.count = 0
    }
}
