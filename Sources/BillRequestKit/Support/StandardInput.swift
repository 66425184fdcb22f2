#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads standard input whole.
package enum StandardInput {
    /// Every byte of stdin, at most `limit`.
    ///
    /// - Throws: ``CLIError/badData(_:)`` (exit 65) when stdin is longer than `limit` or cannot be read.
    package static func readAll(limit: Int) throws(CLIError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { LibC.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .badData("cannot read stdin: \(FileSystem.errnoReason())")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw .badData("stdin is larger than \(limit >> 20) MB") }
        }
    }
}
