import FuzzSupport
@testable import TipfmtInternals

/// The config file reader: a config or a CLIError, never a trap; every value it keeps reads back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfigFile(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let config = try? ConfigFile(path: "fuzz.json", contents: FuzzInput.bytes(start, count)) else { return 0 }
    for key in ConfigFile.Key.allCases {
        guard let value = config[key] else { continue }
        invariant(key.canonical(value) == value, "'\(key.rawValue)' = '\(value)' does not read back")
    }
    return 0
}
