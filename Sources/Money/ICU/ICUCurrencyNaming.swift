internal import CICUShims

/// How a locale writes a currency's long name next to a number: which plural forms the name has
/// and what words its unit patterns put between number and name (`{0} de {1}` in ro:
/// `771 de yeni japonezi`).
enum ICUCurrencyNaming {
    /// The plural keywords of a locale's rules, such as `one` and `other`; `other` alone when
    /// ICU has no rules for it.
    static func pluralKeywords(locale: String) -> [String] {
        var status = ICUStatus()
        guard let rules = cicu_uplrules_open(locale, &status.code), status.isSuccess else { return ["other"] }
        defer { cicu_uplrules_close(rules) }
        guard let keywords = cicu_uplrules_getKeywords(rules, &status.code), status.isSuccess else { return ["other"] }
        defer { cicu_uenum_close(keywords) }
        var result: [String] = []
        while true {
            var length: Int32 = 0
            guard let keyword = cicu_uenum_next(keywords, &length, &status.code), status.isSuccess else { break }
            result.append(String(cString: keyword))
        }
        return result.isEmpty ? ["other"] : result
    }

    /// The words a locale's currency unit patterns put between the number and the name.
    ///
    /// Each comes with whether the name follows the number: `("de", true)` for ro's `{0} de {1}`.
    /// Patterns with nothing but spaces between the two (`{0} {1}`, `{1}{0}`) add nothing.
    static func unitPatternWords(locale: String, keywords: [String]) -> [(words: String, nameFollows: Bool)] {
        var status = ICUStatus()
        guard let bundle = cicu_ures_open(cicu_icudata_curr(), locale, &status.code), status.isSuccess else {
            return []
        }
        defer { cicu_ures_close(bundle) }
        guard let patterns = cicu_ures_getByKey(bundle, "CurrencyUnitPatterns", nil, &status.code), status.isSuccess
        else { return [] }
        defer { cicu_ures_close(patterns) }
        var result: [(words: String, nameFollows: Bool)] = []
        for keyword in keywords {
            var keyStatus = ICUStatus()
            var length: Int32 = 0
            guard let pattern = cicu_ures_getStringByKey(patterns, keyword, &length, &keyStatus.code),
                keyStatus.isSuccess
            else { continue }
            let text = Array(ICUText.string(pattern, count: length).unicodeScalars)
            guard let number = placeholder("0", in: text), let name = placeholder("1", in: text) else { continue }
            let nameFollows = number < name
            let between = nameFollows ? text[(number + 3)..<name] : text[(name + 3)..<number]
            var view = String.UnicodeScalarView()
            view.append(contentsOf: between)
            let words = String(view).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            if !words.isEmpty, !result.contains(where: { $0.words == words }) {
                result.append((words, nameFollows))
            }
        }
        return result
    }

    /// Where `{digit}` starts in a pattern.
    private static func placeholder(_ digit: Unicode.Scalar, in pattern: [Unicode.Scalar]) -> Int? {
        guard pattern.count >= 3 else { return nil }
        return (0...(pattern.count - 3)).first {
            pattern[$0] == "{" && pattern[$0 + 1] == digit && pattern[$0 + 2] == "}"
        }
    }
}
