import FuzzSupport
@_spi(Fuzzing) import TipfmtKit

/// The config file reader: a config or a CLIError, never a trap; every value it keeps reads back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfigFile(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let values = FuzzingEntryPoints.configValues(FuzzInput.bytes(start, count)) else { return 0 }
    for (key, value, again) in values {
        invariant(again == value, "'\(key)' = '\(value)' does not read back")
    }
    return 0
}
