import ArgumentParser
import Testing
@testable import TipfmtKit
@testable import BillRequestKit
@testable import LiveUI

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct LiveHistoryTests {
    @Test func messagesLoseTheProgramsPrefix() {
        #expect(LiveHistory.withoutProgramPrefix("tipfmt: note: saved as bill 12") == "saved as bill 12")
        #expect(
            LiveHistory.withoutProgramPrefix("tipfmt-history: error: cannot save the bill: disk full")
                == "cannot save the bill: disk full")
        #expect(LiveHistory.withoutProgramPrefix("saved") == "saved")
    }

    @Test func capturesWhatTheBodyWritesToStderr() {
        let marker = "live-history-capture-\(getpid())"
        let (outcome, text) = LiveHistory.capturingOutput { () throws(CLIError) in
            let line = Array("tipfmt: note: \(marker)\n".utf8)
            _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        #expect((try? outcome.get()) != nil)
        #expect(text.contains("tipfmt: note: \(marker)\n"))
        let (failure, _) = LiveHistory.capturingOutput { () throws(CLIError) in throw .cannotWrite("no room") }
        #expect(throws: CLIError.cannotWrite("no room")) { try failure.get() }
    }

    @Test func withoutAHistoryModuleSaysSo() throws {
        let state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        let history = LiveHistory.process(options: try TipFmt.Live.parse(["84.50"]).options)
        #if canImport(SavedBills)
            _ = history
        #else
            #expect(history.save(state) == .error("history not available (this tipfmt has no `tipfmt history`)"))
        #endif
    }
}
