import Foundation
import Money
import Testing
import TipCalc
@testable import TipfmtKit
@testable import BillRequestKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct CommandLineArgumentsTests {
    @Test(arguments: [
        ("-5", true), ("-.5", true), ("-$5.00", true), ("-1.234,50 €", true), ("-8 USD", true), ("-€5", true),
        ("--json", false), ("-c", false), ("-l", false), ("--", false), ("-", false), ("5", false), ("", false),
    ])
    func negativeAmountsAreNotOptions(argument: String, isAmount: Bool) {
        #expect(CommandLineArguments.isNegativeAmount(argument) == isAmount)
    }

    @Test func distanceCountsASwapOfNeighboursAsOne() {
        #expect(EditDistance.between("fromat", "format") == 1)
        #expect(EditDistance.between("currencys", "currency") == 1)
        #expect(EditDistance.between("currencys", "currencies") == 2)
        #expect(EditDistance.between("", "calc") == 4)
        #expect(EditDistance.between("calc", "calc") == 0)
    }

    @Test func onlyWordsNearACommandGetASuggestion() {
        #expect(CommandSuggestion.nearest(to: "currencys") == ["currency", "currencies"])
        #expect(CommandSuggestion.nearest(to: "Format") == ["format"])
        #expect(CommandSuggestion.nearest(to: "abc").isEmpty, "three letters, none within one edit")
        #expect(CommandSuggestion.nearest(to: "84.50").isEmpty, "a number is a bill")
        #expect(CommandSuggestion.nearest(to: "calx") == ["calc"])
    }

    @Test(arguments: [
        ("/dev/stdout", Int32(1)), ("/dev/stderr", 2), ("/dev/fd/1", 1), ("/proc/self/fd/3", 3), ("out.xml", nil),
        ("/dev/null", nil),
    ])
    func theProcessOwnStreamsAreWrittenThroughTheirDescriptor(path: String, descriptor: Int32?) {
        #expect(ReportFile.streamDescriptor(path) == descriptor)
    }
}
