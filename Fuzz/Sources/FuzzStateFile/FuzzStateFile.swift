import FuzzSupport
@_spi(Fuzzing) import TipfmtKit

#if canImport(Glibc)
    import Glibc
#endif

/// The last-bill state file, through the same `LastBill.recall` that `tipfmt calc` runs.
///
/// A bill or nothing, never a trap. The input is written to a private state folder first.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateFile(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let descriptor = open(statePath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { return 0 }
    var written = 0
    while written < count, let start {
        let step = write(descriptor, start + written, count - written)
        if step <= 0 { break }
        written += step
    }
    close(descriptor)
    _ = FuzzingEntryPoints.recallLastBill(stateHome: stateFolder)
    return 0
}

/// One folder per fuzzing process, under TMPDIR.
private let stateFolder: String = {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    let folder = "\(base)/tipfmt-fuzz-state-\(getpid())"
    mkdir(folder, 0o700)
    mkdir(folder + "/tipfmt", 0o700)
    return folder
}()

private let statePath = stateFolder + "/tipfmt/last-bill.json"
