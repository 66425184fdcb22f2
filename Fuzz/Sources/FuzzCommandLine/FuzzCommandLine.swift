import ArgumentParser
import FuzzSupport
@testable import TipfmtInternals

/// The fast command-line reader against argument-parser: whatever line the fast path takes,
/// argument-parser must take too and build the same command (the same `dump`, property wrappers'
/// states included). Arguments are the input split at NUL bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let text = FuzzInput.text(start, count) else { return 0 }
    let arguments = text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
    guard arguments.count <= 16, let fast = FastCommandLine.command(arguments) else { return 0 }
    let slow: any ParsableCommand
    do {
        slow = try TipFmt.parseAsRoot(arguments)
    } catch {
        fatalError("the fast path took \(arguments), which argument-parser refuses: \(error)")
    }
    var fastText = ""
    var slowText = ""
    dump(fast, to: &fastText)
    dump(slow, to: &slowText)
    // An option group's help title is not kept by argument-parser's decoder (FastCommandLineTests).
    let kept = { (text: String) in text.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("- title: ") } }
    if kept(fastText) != kept(slowText) { fatalError("the fast path read \(arguments) differently") }
    return 0
}
