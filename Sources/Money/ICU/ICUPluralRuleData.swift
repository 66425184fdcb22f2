internal import CICUShims

/// The text of a locale's cardinal plural rules as ICU's number formatter finds them.
///
/// ICU's `PluralRules::getRuleFromResource` looks the locale's base name up in the `plurals`
/// tree (`locales` table), then each parent (truncating at the last `_`); with no entry it uses
/// `other: n`. The rules of the set found are read in the resource's order, keyword by keyword.
enum ICUPluralRuleData {
    /// One keyword and its rule, samples included (`"i = 1 and v = 0 @integer 1"`).
    struct Rule: Sendable, Equatable {
        var keyword: String
        var text: String
    }

    /// The rules for `locale`, or `nil` when ICU's data could not be read.
    static func rules(locale: String) -> [Rule]? {
        guard
            var name = try? ICUText.withCharBuffer(
                "uloc_getBaseName",
                { buffer, capacity, status in
                    cicu_uloc_getBaseName(locale, buffer, capacity, &status.code)
                })
        else { return nil }
        var status = ICUStatus()
        guard let bundle = cicu_ures_openDirect(nil, "plurals", &status.code), status.isSuccess else { return nil }
        defer { cicu_ures_close(bundle) }
        guard let locales = cicu_ures_getByKey(bundle, "locales", nil, &status.code), status.isSuccess else {
            return nil
        }
        defer { cicu_ures_close(locales) }
        var setName: String?
        while setName == nil {
            var lookup = ICUStatus()
            var length: Int32 = 0
            if let set = cicu_ures_getStringByKey(locales, name, &length, &lookup.code), lookup.isSuccess {
                setName = ICUText.string(set, count: length)
                break
            }
            guard let underscore = name.utf8.lastIndex(of: UInt8(ascii: "_")) else { break }
            name = String(name[..<underscore])
            if name.isEmpty { break }
        }
        guard let setName else { return [Rule(keyword: "other", text: "n")] }
        guard let rules = cicu_ures_getByKey(bundle, "rules", nil, &status.code), status.isSuccess else { return nil }
        defer { cicu_ures_close(rules) }
        guard let set = cicu_ures_getByKey(rules, setName, nil, &status.code), status.isSuccess else { return nil }
        defer { cicu_ures_close(set) }
        var result: [Rule] = []
        for _ in 0..<cicu_ures_getSize(set) {
            var length: Int32 = 0
            var key: UnsafePointer<CChar>?
            guard let text = cicu_ures_getNextString(set, &length, &key, &status.code), status.isSuccess, let key
            else { return nil }
            result.append(Rule(keyword: String(cString: key), text: ICUText.string(text, count: length)))
        }
        return result
    }
}
