#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where ``FileSystem/writeOutput(to:_:)`` sends a file's contents a piece at a time: an open
/// descriptor (stdout, a device, or the temporary file that replaces a regular file), written in
/// blocks of 64 KB.
package struct OutputSink {
    /// Where the bytes go.
    private let descriptor: Int32
    /// The file as the user named it, for errors.
    private let name: String
    /// What is not written yet.
    private var pending: [UInt8] = []

    /// The most bytes kept before they are written.
    private static let blockSize = 64 << 10

    package init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// Writes `text` as UTF-8, after what was written before.
    ///
    /// - Parameter text: The next piece.
    /// - Throws: ``CLIError/cannotWrite(_:)`` naming the file and the system's reason.
    package mutating func write(_ text: String) throws(CLIError) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= Self.blockSize { try flush() }
    }

    /// Writes `bytes`, after what was written before.
    ///
    /// - Parameter bytes: The next piece.
    /// - Throws: ``CLIError/cannotWrite(_:)`` naming the file and the system's reason.
    package mutating func write(_ bytes: [UInt8]) throws(CLIError) {
        if pending.isEmpty && bytes.count >= Self.blockSize {
            // Written as it is: a whole file handed at once is not copied.
            let failure = FileSystem.writeAll(bytes, to: descriptor)
            if failure != 0 { throw .cannotWrite("cannot write '\(name)': \(FileSystem.errnoReason(failure))") }
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= Self.blockSize { try flush() }
    }

    /// Writes what is kept.
    package mutating func flush() throws(CLIError) {
        guard !pending.isEmpty else { return }
        let failure = FileSystem.writeAll(pending, to: descriptor)
        pending.removeAll(keepingCapacity: true)
        if failure != 0 { throw .cannotWrite("cannot write '\(name)': \(FileSystem.errnoReason(failure))") }
    }
}
