import Foundation
import Testing
@testable import TipfmtKit
@testable import BillRequestKit

@Suite struct LineReaderTests {
    /// What the reader yields for `input`, with lines of at most `limit` bytes: the text, or
    /// `nil` for a line it skipped as too long.
    static func lines(_ input: [UInt8], limit: Int) throws -> [String?] {
        let path = NSTemporaryDirectory() + "tipfmt-lines-" + UUID().uuidString
        try Data(input).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var result: [String?] = []
        try LineReader(descriptor: descriptor, limit: limit).forEachLine { line in
            switch line {
            case .text(let bytes): result.append(String(decoding: bytes, as: UTF8.self))
            case .tooLong: result.append(nil)
            }
        }
        return result
    }

    @Test func keepsLinesUpToTheLimitAndSkipsLongerOnes() throws {
        let long = String(repeating: "x", count: 100_000)  // spans the 64 KB read chunks
        let input = "abc\n0123456789\n01234567890\n\n\(long)\ntail"
        #expect(try Self.lines(Array(input.utf8), limit: 10) == ["abc", "0123456789", nil, "", nil, "tail"])
    }

    @Test func joinsALineThatSpansReadChunks() throws {
        // 65,530 bytes, then a 70,000-byte line across the first chunk boundary, then a last line.
        let first = String(repeating: "a", count: 65_530)
        let second = String(repeating: "b", count: 70_000)
        let lines = try Self.lines(Array("\(first)\n\(second)\nc\n".utf8), limit: 1 << 20)
        #expect(lines.map { $0?.count } == [65_530, 70_000, 1])
        #expect(lines[1] == second)
    }

    @Test func aTooLongLastLineWithoutNewlineIsReported() throws {
        #expect(try Self.lines(Array("ok\n\(String(repeating: "9", count: 50))".utf8), limit: 20) == ["ok", nil])
        #expect(try Self.lines([], limit: 20) == [])
    }
}
