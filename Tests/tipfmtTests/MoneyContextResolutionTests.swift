import Foundation
import Money
import Testing
import TipCalc
@testable import TipfmtKit
@testable import BillRequestKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct MoneyContextResolutionTests {
    @Test(arguments: [
        ("de_DE.UTF-8", "de_DE"), ("de_DE@euro", "de_DE"), ("C", "en_US"), ("POSIX", "en_US"), ("C.UTF-8", "en_US"),
        ("sr_RS.UTF-8@latin", "sr_Latn_RS"), ("sr_RS@latin", "sr_Latn_RS"), ("sr@latin", "sr_Latn"),
        ("uz_UZ@cyrillic", "uz_Cyrl_UZ"), ("ca_ES@valencia", "ca_ES"), ("ja_JP", "ja_JP"),
    ])
    func posixNames(value: String, expected: String) {
        #expect(MoneyOptions.posixLocaleID(value) == expected)
    }

    @Test func environmentOrder() throws {
        let empty = ConfigFile(path: "")
        let env = Environment(["LC_ALL": "", "LC_MONETARY": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"])
        #expect(try MoneyOptions.resolveLocale(explicit: nil, config: empty, environment: env).identifier == "fr_FR")
        #expect(
            try MoneyOptions.resolveLocale(explicit: "ja_JP", config: empty, environment: env).identifier == "ja_JP")
    }

    @Test func argumentParserListsBecomeOneLine() {
        #expect(
            ErrorReporter.joinedLines("Please provide one of the following:\n  - a\n  - b")
                == "Please provide one of the following: a, b")
        #expect(ErrorReporter.oneLine("a\nb\u{7}\u{202E}") == "a\\nb<BEL><U+202E>")
    }
}
