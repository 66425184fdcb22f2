import FuzzSupport
@_spi(Fuzzing) import TipfmtKit

/// `tipfmt live`'s key decoder on whatever a terminal (or a paste) sends: keys, never a trap, and
/// never more than a short sequence kept waiting. The first byte chooses how the rest is cut into
/// reads, as a terminal delivers them in pieces.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLiveKeys(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(start, count)
    guard let first = bytes.first else { return 0 }
    let piece = Int(first % 8) + 1
    var pieces: [[UInt8]] = []
    var index = 1
    while index < bytes.count {
        let end = min(index + piece, bytes.count)
        pieces.append(Array(bytes[index..<end]))
        index = end
    }
    let decoded = FuzzingEntryPoints.decodeKeys(pieces)
    if decoded.mostPending > 64 { fatalError("the decoder kept \(decoded.mostPending) bytes") }
    if decoded.leftAfterFlush { fatalError("flush() left bytes pending") }
    return 0
}
