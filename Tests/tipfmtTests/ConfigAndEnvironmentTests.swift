import Foundation
import Testing

@Suite struct ConfigCommandTests {
    let cli = Tipfmt()

    @Test func setGetListUnsetPersistInTheXDGConfigFile() throws {
        #expect(try cli.run("config", "set", "tip", "18").status == 0)
        #expect(try cli.run("config", "set", "currency", "chf").status == 0)
        #expect(try cli.run("config", "set", "locale", "de-CH").status == 0)
        #expect(try cli.run("config", "get", "currency").stdout == "CHF\n")
        #expect(try cli.run("config", "list").lines == ["tip=18", "locale=de_CH", "currency=CHF"])
        let file = try String(contentsOfFile: cli.configPath, encoding: .utf8)
        // Written by the one JSON path: sorted keys, two-space indent, `"key" : value`.
        #expect(file == "{\n  \"currency\" : \"CHF\",\n  \"locale\" : \"de_CH\",\n  \"tip\" : \"18\"\n}\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cli.home + "/config/tipfmt")
        #expect(leftovers == ["config.json"], "no temporary files are left behind")
        #expect(try cli.run("config", "unset", "tip").status == 0)
        #expect(try cli.run("config", "list").lines == ["locale=de_CH", "currency=CHF"])
        #expect(try cli.run("config", "list", "--path").stdout == cli.configPath + "\n")
    }

    @Test func configuredDefaultsAreUsed() throws {
        #expect(try cli.run("config", "set", "locale", "de_CH").status == 0)
        #expect(try cli.run("config", "set", "tip", "10").status == 0)
        let format = try cli.run("format", "1234.5")
        #expect(format.stdout == "CHF\u{A0}1\u{2019}234.50\n", "\(format)")
        let calc = try cli.run("calc", "50", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: calc.stdoutBytes) as? [String: Any])
        #expect(object["tip"] as? String == "5.00")
        #expect(object["rows"] == nil, "a configured tip gives one row")
        // The command line wins over the file.
        #expect(try cli.run("format", "5", "-l", "en_US", "-c", "USD").stdout == "$5.00\n")
    }

    @Test func malformedFileIsAnErrorAndIsNotOverwritten() throws {
        try FileManager.default.createDirectory(atPath: cli.home + "/config/tipfmt", withIntermediateDirectories: true)
        let bad = "{\"tip\": 18"
        try bad.write(toFile: cli.configPath, atomically: true, encoding: .utf8)
        let result = try cli.run("config", "set", "tip", "20")
        #expect(result.status == 78, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: \(cli.configPath) is malformed: it is not valid JSON; fix or delete the file\n")
        #expect(try String(contentsOfFile: cli.configPath, encoding: .utf8) == bad)
        let calc = try cli.run("calc", "10")
        #expect(calc.status == 78 && calc.stdout == "", "\(calc)")
    }
}

@Suite struct LocaleResolutionTests {
    let cli = Tipfmt()

    private func format(_ environment: [String: String?]) throws -> RunResult {
        try cli.run(["format", "1234.5"], environment: environment)
    }

    @Test func lcAllBeatsLcMonetaryBeatsLang() throws {
        let all = try format(["LC_ALL": "de_DE.UTF-8", "LC_MONETARY": "fr_FR.UTF-8", "LANG": "ja_JP.UTF-8"])
        #expect(all.stdout == "1.234,50\u{A0}€\n", "\(all)")
        let monetary = try format(["LC_ALL": "", "LC_MONETARY": "fr_FR.UTF-8", "LANG": "ja_JP.UTF-8"])
        #expect(monetary.stdout == "1\u{202F}234,50\u{A0}€\n", "\(monetary)")
        let lang = try format(["LANG": "ja_JP.UTF-8"])
        #expect(lang.stdout == "\u{FFE5}1,234\n", "1234.5 JPY rounds half-even to 1234: \(lang)")
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8"])
    func cAndPosixMeanEnUS(lang: String) throws {
        #expect(try format(["LANG": lang]).stdout == "$1,234.50\n")
    }

    @Test func suffixesAreStripped() throws {
        #expect(try format(["LANG": "de_DE@euro"]).stdout == "1.234,50\u{A0}€\n")
        #expect(try format(["LANG": "de_CH.ISO-8859-1"]).stdout == "CHF\u{A0}1\u{2019}234.50\n")
    }

    @Test func noLocaleVariablesMeanEnUS() throws {
        #expect(try format(["LANG": nil]).stdout == "$1,234.50\n")
    }

    @Test func aBadLocaleVariableIsNamed() throws {
        let result = try format(["LANG": "klingon"])
        #expect(result.status == 1)
        #expect(
            result.stderr == "tipfmt: error: LANG='klingon' is not a locale ICU knows; give --locale ID or fix LANG\n")
    }
}

@Suite struct BillMemoryTests {
    let cli = Tipfmt()

    @Test func lastBillIsReusedWithinTenMinutes() throws {
        #expect(try cli.run("calc", "84.50", "--tip", "18").status == 0)
        let again = try cli.run("calc", "--tip", "20")
        #expect(again.status == 0, "\(again)")
        #expect(again.lines == ["Bill        $84.50", "Tip (20%)   $16.90", "Total      $101.40"], "\(again)")
        #expect(again.stderr == "tipfmt: note: using the last bill, $84.50, from less than a minute ago\n")
    }

    @Test func anOldBillIsNotReused() throws {
        #expect(try cli.run("calc", "84.50", "--tip", "18").status == 0)
        let old = Int(Date().timeIntervalSince1970) - 601
        try "{\"bill\": \"84.50\", \"currency\": \"USD\", \"savedAt\": \(old)}\n"
            .write(toFile: cli.statePath, atomically: true, encoding: .utf8)
        let result = try cli.run("calc", "--tip", "20")
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "tipfmt: error: no bill given; pass one, as in `tipfmt calc 84.50` (the last bill is reused for 10 minutes)\n"
        )
    }

    @Test func nineMinutesIsStillFresh() throws {
        try FileManager.default.createDirectory(atPath: cli.home + "/state/tipfmt", withIntermediateDirectories: true)
        let recent = Int(Date().timeIntervalSince1970) - 540
        try "{\"bill\": \"10.00\", \"currency\": \"EUR\", \"savedAt\": \(recent)}\n"
            .write(toFile: cli.statePath, atomically: true, encoding: .utf8)
        let result = try cli.run("calc", "--tip", "10", "-l", "en_US")
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.first == "Bill       €10.00", "the remembered currency is kept: \(result)")
        #expect(result.stderr == "tipfmt: note: using the last bill, €10.00, from 9 minutes ago\n")
    }

    /// The minutes since the last bill in the output's plural forms: Russian's one, few and many.
    @Test func theMinutesAgoTakeTheLanguagesPluralForms() throws {
        try FileManager.default.createDirectory(atPath: cli.home + "/state/tipfmt", withIntermediateDirectories: true)
        for (seconds, when) in [(70, "1 минуту назад"), (150, "2 минуты назад"), (330, "5 минут назад")] {
            let savedAt = Int(Date().timeIntervalSince1970) - seconds
            try "{\"bill\": \"10.00\", \"currency\": \"EUR\", \"savedAt\": \(savedAt)}\n"
                .write(toFile: cli.statePath, atomically: true, encoding: .utf8)
            let result = try cli.run("calc", "--tip", "10", "-l", "ru_RU")
            #expect(result.status == 0, "\(result)")
            #expect(result.stderr == "tipfmt: note: используется последний счёт: 10,00\u{A0}€, \(when)\n", "\(result)")
        }
    }
}
