import FuzzSupport
@_spi(Fuzzing) import TipfmtKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLivePlainLines(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    if let finding = FuzzingEntryPoints.plainLinesFinding(FuzzInput.bytes(start, count)) { fatalError(finding) }
    return 0
}
