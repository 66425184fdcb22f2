import FuzzSupport
@testable import TipfmtInternals

/// `tipfmt live`'s key decoder on whatever a terminal (or a paste) sends: keys, never a trap, and
/// never more than a short sequence kept waiting. The first byte chooses how the rest is cut into
/// reads, as a terminal delivers them in pieces.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLiveKeys(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(start, count)
    guard let first = bytes.first else { return 0 }
    let piece = Int(first % 8) + 1
    var decoder = LiveKeyDecoder()
    var index = 1
    while index < bytes.count {
        let end = min(index + piece, bytes.count)
        _ = decoder.feed(Array(bytes[index..<end]))
        if decoder.pending.count > 64 { fatalError("the decoder kept \(decoder.pending.count) bytes") }
        index = end
    }
    _ = decoder.flush()
    if decoder.hasPending { fatalError("flush() left bytes pending") }
    return 0
}
