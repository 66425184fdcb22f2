import Foundation
import Testing

/// A bill file's size is checked before it is read: a 2 GB sparse file is refused at once, and a
/// bill on stdin is read only up to the limit.
@Suite struct BillFileLimitsTests {
    let cli = Tipfmt()

    @Test func aFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let path = cli.home + "/sparse.txt"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let result = try cli.run("calc", "--bill-file", path)
        #expect(result.status == 66, "\(result)")
        #expect(
            result.stderr == "tipfmt: error: cannot read '\(path)': it is larger than 1 MB, the most tipfmt reads\n")
    }

    @Test func aBillOnStandardInputIsReadUpToTheLimit() throws {
        // One byte past 1 MB (1,048,576 bytes), from a pipe: no size to check first.
        let text = "currency: USD\n" + String(repeating: "I 1.00\n", count: (1 << 20) / 7 + 1)
        let result = try cli.run(["calc", "--bill-file", "-"], stdin: Data(text.utf8))
        #expect(result.status == 66, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: cannot read '/dev/stdin': it is larger than 1 MB, the most tipfmt reads\n")
    }
}
