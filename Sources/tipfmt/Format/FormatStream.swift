/// The stdin loop of `tipfmt format`: reads with ``LineReader``, keeps one line (at most 1 MB) in
/// memory at a time, writes through ``StandardStreams``' buffer (flushed per line only on a terminal).
struct FormatStream {
    let formatter: AmountFormatter
    let keepGoing: Bool

    func run() throws(CLIError) {
        var lineNumber = 0
        var failures = 0
        try LineReader().forEachLine { (input) throws(CLIError) in
            lineNumber += 1
            guard case .text(var bytes) = input else {
                failures += 1
                StandardStreams.printError(
                    "tipfmt: error: line \(lineNumber): the line is longer than \(LineReader.maximumLineLength >> 20) MB"
                )
                guard keepGoing else { throw .alreadyReported(65) }
                StandardStreams.printLine("")
                return
            }
            // Trim the line ending and surrounding ASCII blanks.
            while let last = bytes.last, last == 0x0A || last == 0x0D || last == 0x20 || last == 0x09 {
                bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast())
            }
            while let first = bytes.first, first == 0x20 || first == 0x09 {
                bytes = UnsafeRawBufferPointer(rebasing: bytes.dropFirst())
            }
            if bytes.isEmpty {
                StandardStreams.printLine("")
                return
            }
            let message: String
            // Canonical amounts are ASCII, which needs no validation: `String(validating:)` takes a
            // generic path that costs about a third of ICU's formatting per line (issue 6).
            let ascii = bytes.allSatisfy { $0 < 0x80 }
            let line = ascii ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
            if let text = line {
                do {
                    StandardStreams.printLine(try formatter.format(text))
                    return
                } catch {
                    message = ErrorReporter.message(for: error)
                }
            } else {
                message = "the line is not valid UTF-8"
            }
            failures += 1
            StandardStreams.printError("tipfmt: error: line \(lineNumber): " + ErrorReporter.oneLine(message))
            guard keepGoing else { throw .alreadyReported(65) }
            StandardStreams.printLine("")
        }
        if failures > 0 {
            StandardStreams.printError(
                "tipfmt: error: \(failures) bad line\(failures == 1 ? "" : "s") of \(lineNumber)")
            throw .alreadyReported(65)
        }
    }
}
