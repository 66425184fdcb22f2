import BillRequestKit
import FormatCheck

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A table given as `-`: stdin, kept in a temporary file so that it can be read twice, as every
/// table is (once to summarise, once for the rows), and named `<stdin>` in every report.
struct StandardInputTable {
    /// How reports and errors name the table.
    static let name = "<stdin>"

    /// The temporary file holding what stdin gave.
    let path: String
    /// The format `--input-format` named, else the one the first bytes show.
    let format: CheckTableFormat

    /// Reads stdin to its end into a temporary file (in `$TMPDIR`, else `/tmp`).
    ///
    /// - Parameter format: `--input-format`, when given.
    /// - Throws: ``CheckError`` naming `<stdin>`: a table over ``CheckTable/maximumSize``, or
    ///   a temporary file that cannot be written.
    init(format: CheckTableFormat?) throws(CheckError) {
        let folder = Environment.process["TMPDIR"] ?? "/tmp"
        var template = Array("\(folder)/tipfmt-check-stdin.XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else {
            throw CheckError(
                path: Self.name, line: nil,
                message: "cannot keep the table read from stdin in \(folder): \(FileSystem.errnoReason())")
        }
        defer { close(descriptor) }
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var size = 0
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                unlink(path)
                throw CheckError(path: Self.name, line: nil, message: "cannot read: \(FileSystem.errnoReason())")
            }
            if count == 0 { break }
            size += count
            guard size <= CheckTable.maximumSize else {
                unlink(path)
                throw CheckError(
                    path: Self.name, line: nil,
                    message:
                        "the table is larger than \(CheckTable.maximumSize >> 20) MiB; split it into smaller tables")
            }
            let chunk = Array(buffer[..<count])
            if head.count < 1 << 16 { head += chunk }
            guard FileSystem.writeAll(chunk, to: descriptor) == 0 else {
                let reason = FileSystem.errnoReason()
                unlink(path)
                throw CheckError(
                    path: Self.name, line: nil, message: "cannot keep the table read from stdin in \(folder): \(reason)"
                )
            }
        }
        self.format = format ?? CheckTableFormat(sniffing: head)
    }

    /// Removes the temporary file.
    func remove() { unlink(path) }
}
