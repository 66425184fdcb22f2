import FuzzSupport
import TipCalc

/// The JSON bill reader on deep nesting.
///
/// The input's first two bytes give a depth up to 65,535, the third whether the nesting is of lists or objects and where it sits (in `items` or at the
/// top), and the rest is the innermost value. Reading is an error naming the depth limit past
/// ``ItemisedBill/maximumDepth``, and never a stack overflow or a trap at any depth.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBillJSONDepth(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(start, count)
    guard bytes.count >= 3 else { return 0 }
    let depth = Int(bytes[0]) << 8 | Int(bytes[1])
    let mode = bytes[2]
    let inner = String(decoding: bytes.dropFirst(3), as: UTF8.self)
    let (open, close) = mode & 1 == 0 ? ("[", "]") : ("{\"a\":", "}")
    let nested = String(repeating: open, count: depth) + inner + String(repeating: close, count: depth)
    let inItems = mode & 2 != 0
    let text = inItems ? #"{"currency": "USD", "items": "# + nested + "}" : nested
    // The levels the nesting adds to the document's own (the outer object when in items).
    let levels = depth + (inItems ? 1 : 0)
    do {
        _ = try ItemisedBill(json: text)
    } catch {
        let limit = "nested more than \(ItemisedBill.maximumDepth) levels deep"
        // Every opener comes before the inner text, so past the limit nothing else can fail first.
        invariant(
            levels <= ItemisedBill.maximumDepth || error.message.hasPrefix(limit),
            "nested \(levels) levels deep, but the error is '\(error)'")
        invariant(!error.description.contains("\n"), "a one-line error: \(error)")
    }
    _ = try? ItemisedBill(json: String(decoding: bytes, as: UTF8.self))
    return 0
}
