import FuzzSupport
@_spi(Fuzzing) import TipfmtKit

/// The fast command-line reader against argument-parser: whatever line the fast path takes,
/// argument-parser must take too and build the same command (the same `dump`, property wrappers'
/// states included). Arguments are the input split at NUL bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let text = FuzzInput.text(start, count) else { return 0 }
    let arguments = text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
    guard arguments.count <= 16 else { return 0 }
    if let finding = FuzzingEntryPoints.fastReadingDiffers(arguments) { fatalError(finding) }
    return 0
}
