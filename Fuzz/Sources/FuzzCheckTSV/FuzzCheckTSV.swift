import FuzzSupport
@testable import FormatCheck

/// `tipfmt check`'s TSV table reader, given valid UTF-8 as CheckTable.load gives it: rows, and the
/// records that are not rows each naming its line, or a CheckError, never a trap; every row's expected span lies inside the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCheckTSV(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(start, count)
    guard String(validating: bytes, as: UTF8.self) != nil else { return 0 }
    let (rows, malformed) = CheckTSVReader.rows(bytes, path: "fuzz.tsv")
    for error in malformed { invariant((error.line ?? 0) >= 1, "a malformed row names its line") }
    for row in rows {
        invariant(
            row.expectedSpan.lowerBound >= 0 && row.expectedSpan.upperBound <= bytes.count, "span \(row.expectedSpan)")
    }
    return 0
}
