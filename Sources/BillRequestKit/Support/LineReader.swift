#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a file descriptor with memory that stays flat whatever the input: one read
/// buffer and at most ``maximumLineLength`` bytes of the current line.
///
/// A longer line is not kept: the rest of it is skipped up to its newline and it is reported as
/// ``Line/tooLong``, so one 100 MB line costs no more memory than a short one.
package struct LineReader {
    /// The longest line kept, without its newline: 1 MB.
    package static let maximumLineLength = 1 << 20

    /// One line of input.
    package enum Line {
        /// The line's bytes, without the `\n`; valid only during the call.
        case text(UnsafeRawBufferPointer)
        /// The line was longer than ``maximumLineLength`` and was skipped.
        case tooLong
    }

    private let descriptor: Int32
    private let limit: Int

    /// A reader of `descriptor` (standard input by default) that keeps lines of up to `limit` bytes.
    package init(descriptor: Int32 = STDIN_FILENO, limit: Int = LineReader.maximumLineLength) {
        self.descriptor = descriptor
        self.limit = limit
    }

    /// Calls `body` with each line in order, the last one also when it has no final newline.
    ///
    /// - Throws: What `body` throws, or ``CLIError/unreadable(_:)`` when reading fails.
    package func forEachLine(_ body: (Line) throws(CLIError) -> Void) throws(CLIError) {
        let capacity = 1 << 16
        let base = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
        defer { base.deallocate() }
        var pending: [UInt8] = []  // the start of a line that continues in the next chunk
        var skipping = false
        while true {
            let count = LibC.read(descriptor, base, capacity)
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable("cannot read standard input: \(FileSystem.errnoReason())")
            }
            if count == 0 { break }
            var start = 0
            while start < count {
                let end = memchr(base + start, 0x0A, count - start).map { $0 - base } ?? count
                let piece = UnsafeRawBufferPointer(start: base + start, count: end - start)
                if !skipping && pending.count + piece.count > limit {
                    skipping = true
                    pending = []  // give the memory back
                }
                guard end < count else {
                    if !skipping { pending.append(contentsOf: piece) }
                    break
                }
                if skipping {
                    try body(.tooLong)
                } else if pending.isEmpty {
                    try body(.text(piece))  // the common case: the whole line is in this chunk
                } else {
                    pending.append(contentsOf: piece)
                    try Self.emit(pending, to: body)
                    pending.removeAll(keepingCapacity: true)
                }
                skipping = false
                start = end + 1
            }
        }
        if skipping {
            try body(.tooLong)
        } else if !pending.isEmpty {
            try Self.emit(pending, to: body)
        }
    }

    /// Passes a line held in an array (`withUnsafeBytes` does not carry a typed error).
    private static func emit(_ line: [UInt8], to body: (Line) throws(CLIError) -> Void) throws(CLIError) {
        var failure: CLIError?
        line.withUnsafeBytes { bytes in
            do throws(CLIError) {
                try body(.text(bytes))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }
}
