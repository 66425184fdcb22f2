import Foundation
import Money
import Testing
import TipCalc
@testable import TipfmtKit
@testable import BillRequestKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct JSONOutputTests {
    struct Sample: Encodable {
        var zeta = "z/1"
        var alpha = 2
        var text = "a\u{7F}b\u{9B}c\u{2028}d\u{1B}"
    }

    /// Sorted keys, two-space indent, `"key" : value`, slashes as they are, a final newline, and
    /// no control character left raw.
    @Test func oneStyle() throws {
        let text = try JSONOutput.encode(Sample())
        #expect(
            text == "{\n  \"alpha\" : 2,\n  \"text\" : \"a\\u007fb\\u009bc\\u2028d\\u001b\",\n  \"zeta\" : \"z/1\"\n}\n"
        )
    }
}
