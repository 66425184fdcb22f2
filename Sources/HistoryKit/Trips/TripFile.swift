import BillHistory
import BillRequestKit
import Foundation
import Trips

/// A trip file as `trip merge` and `trip import` read it: a trip's JSON document, or a Splitwise
/// CSV export.
///
/// A trip's document is read in two steps, so a copy of any size merges in bounded memory: its
/// bytes once, counted (``TripDocumentScanner``) and indexed (``TripDocumentIndex``: where each
/// bill is) as they come, without being kept; then the document without its bills (the people,
/// settings and payments), read whole; then each bill alone, from its bytes, when the merge or
/// the import needs it. A stream (stdin, a pipe) is copied to a temporary file for that, which
/// nothing names and which goes with the process. A Splitwise export is read whole, its rows
/// counted as they come.
enum TripFile {
    /// A trip's JSON document, read a bill at a time.
    case json(TripCopy)
    /// A Splitwise CSV export's text.
    case csv(String)

    /// The largest trip JSON file read: above what `trip export` writes of the largest trip that
    /// ``TripLimits`` allow (100,000 bills of 20 people with home amounts export to about
    /// 400 MB), and read a bill at a time, so its size costs time, not memory.
    static let maximumJSONSize = 4 << 30
    /// The largest Splitwise CSV export, and the most of a trip JSON document read whole: all
    /// but its bills.
    static let maximumWholeSize = 512 << 20

    /// Reads `file` (`-` for stdin): a JSON document if its first character is `{`, else a CSV.
    ///
    /// - Throws: ``CLIError`` for a file that cannot be read, is too large or is not UTF-8, the
    ///   trip's error for a count past its limit or a document that does not read.
    static func read(_ file: String) throws -> TripFile {
        let path = file == "-" ? "/dev/stdin" : file
        var info = stat()
        let regular = stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        var scanner = TripDocumentScanner()
        var index = TripDocumentIndex()
        var isJSON: Bool?
        var copy: TemporaryFile?
        var text: [UInt8] = []
        var lines = 0
        var size = 0
        try FileSystem.forEachChunk(of: path, maximumSize: maximumJSONSize) { chunk in
            if isJSON == nil, let first = chunk.first(where: { !leadingBytes.contains($0) }) {
                isJSON = first == UInt8(ascii: "{")
            }
            size += chunk.count
            if isJSON != false {
                try scanner.feed(chunk)
                index.feed(chunk)
                if !regular {
                    if copy == nil { copy = try TemporaryFile() }
                    try copy?.append(chunk)
                }
            }
            if isJSON != true {
                if size > maximumWholeSize {
                    throw CLIError.unreadable(
                        "cannot read '\(path)': it is larger than \(maximumWholeSize >> 20) MB, the most tipfmt reads")
                }
                text.append(contentsOf: chunk)
                lines += newlines(in: chunk)
                // One header line, and a last row with or without its newline.
                if lines > TripLimits.splitwiseRows + 1 {
                    throw TripError.importFile(
                        "it has more than \(TripLimits.splitwiseRows) rows, the most a trip imports (docs/Limits.md)")
                }
            }
        }
        guard isJSON == true else {
            guard let text = String(validating: text, as: UTF8.self) else {
                throw CLIError.badData("\(file): not valid UTF-8 text")
            }
            return .csv(text)
        }
        try scanner.finish()
        let bytes = try copy.map { ByteRanges($0) } ?? ByteRanges(path: path)
        // The document without its bills: `"bills": []` where they were.
        var head: [UInt8]
        if let bills = index.billsRange {
            guard size - bills.count <= maximumWholeSize else {
                throw CLIError.unreadable(
                    "cannot read '\(path)': its parts other than the bills are larger than "
                        + "\(maximumWholeSize >> 20) MB, the most tipfmt reads")
            }
            head = try bytes.read(0..<bills.lowerBound)
            head += Array("[]".utf8)
            head += try bytes.read(bills.upperBound..<size)
        } else {
            guard size <= maximumWholeSize else {
                throw CLIError.unreadable(
                    "cannot read '\(path)': it is larger than \(maximumWholeSize >> 20) MB, the most tipfmt reads")
            }
            head = try bytes.read(0..<size)
        }
        guard let headText = String(validating: head, as: UTF8.self) else {
            throw CLIError.badData("\(file): not valid UTF-8 text")
        }
        let trip = try Trip(json: headText)
        let version = Trip.documentVersion(headText)
        let bills = index.bills
        var ids = Set<String>()
        for bill in bills where !bill.id.isEmpty {
            guard ids.insert(bill.id).inserted else { throw TripError.duplicateBill(bill.id) }
        }
        return .json(
            TripCopy(head: trip, billIDs: bills.map(\.id), billSizes: bills.map(\.range.count)) { position in
                try Trip.documentBill(try bytes.read(bills[position].range), position: position, version: version)
            })
    }

    /// How many newlines `chunk` has, found by `memchr` (a CSV's lines are counted as it is read).
    private static func newlines(in chunk: ArraySlice<UInt8>) -> Int {
        chunk.withUnsafeBytes { raw in
            guard var next = raw.baseAddress else { return 0 }
            let end = next + raw.count
            var count = 0
            while next < end, let found = memchr(next, 0x0A, end - next) {
                count += 1
                next = UnsafeRawPointer(found) + 1
            }
            return count
        }
    }

    /// What may come before a file's first character: white space and a byte order mark.
    private static let leadingBytes: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
}

/// A temporary file that nothing names (removed as soon as it is made), for a copy of a stream
/// read again by ranges; it goes when closed.
private final class TemporaryFile {
    let descriptor: Int32

    /// A new empty file in `$TMPDIR`, else `/tmp`.
    init() throws {
        let folder = Environment.process["TMPDIR"] ?? "/tmp"
        var template = Array("\(folder)/tipfmt-trip.XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard made >= 0 else {
            throw CLIError.cannotWrite(
                "cannot keep the trip read from stdin in \(folder): \(FileSystem.errnoReason())")
        }
        template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
        descriptor = made
    }

    deinit { close(descriptor) }

    /// Writes `bytes` at the end.
    func append(_ bytes: ArraySlice<UInt8>) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                LibC.write(descriptor, raw.baseAddress.map { $0 + written }, raw.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw CLIError.cannotWrite("cannot keep the trip read from stdin: \(FileSystem.errnoReason())")
            }
            written += count
        }
    }
}

/// A file open for reading ranges of its bytes.
private final class ByteRanges: @unchecked Sendable {
    private let descriptor: Int32
    private let owner: TemporaryFile?
    private let name: String

    /// The file at `path`.
    init(path: String) throws {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CLIError.unreadable("cannot read '\(path)': \(FileSystem.errnoReason())") }
        owner = nil
        name = path
    }

    /// The temporary file `file`.
    init(_ file: TemporaryFile) {
        descriptor = file.descriptor
        owner = file
        name = "stdin"
    }

    deinit { if owner == nil { close(descriptor) } }

    /// The bytes in `range`.
    func read(_ range: Range<Int>) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let count = bytes.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress.map { $0 + done }, range.count - done, off_t(range.lowerBound + done))
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw CLIError.unreadable("cannot read '\(name)': \(FileSystem.errnoReason())")
            }
            guard count > 0 else { throw CLIError.unreadable("cannot read '\(name)': it was cut short while read") }
            done += count
        }
        return bytes
    }
}
