internal import CICUShims

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Locale facts from ICU: canonical ids, the languages and regions it knows, what has data.
enum ICULocaleData {
    /// The parts of a canonical ICU locale id.
    struct Parts: Sendable {
        var identifier: String
        var language: String
        var script: String?
        var region: String?
    }

    /// Whether `code` is in ICU's list of ISO 639 language codes.
    static func isISOLanguage(_ code: String) -> Bool {
        contains(cicu_uloc_getISOLanguages(), code)
    }

    /// Whether `code` is in ICU's list of ISO 3166 region codes.
    static func isISORegion(_ code: String) -> Bool {
        contains(cicu_uloc_getISOCountries(), code)
    }

    /// Whether ICU's null-terminated list of C strings holds `code`.
    ///
    /// A scan of ICU's own static array (about 600 short entries): a few thousand instructions,
    /// where building a `Set<String>` of it first cost about half a million per list, paid by
    /// every one-shot run that names a locale (start-up time).
    private static func contains(_ list: UnsafePointer<UnsafePointer<CChar>?>?, _ code: String) -> Bool {
        guard var cursor = list else { return false }
        return code.withCString { code in
            while let item = cursor.pointee {
                if strcmp(item, code) == 0 { return true }
                cursor += 1
            }
            return false
        }
    }

    /// The ids of the locales ICU ships data for.
    static let available: [String] = (0..<cicu_uloc_countAvailable()).compactMap { index in
        cicu_uloc_getAvailable(index).map { String(cString: $0) }
    }

    /// Canonicalizes an ICU id or BCP-47 tag and checks that ICU has data for its language
    /// and knows its region; `reason` in the error says which part is wrong.
    static func resolve(_ input: String) throws(MoneyError) -> Parts {
        var canonical: String
        if input.contains("-") {
            var parsed: Int32 = 0
            canonical = try ICUText.withCharBuffer("uloc_forLanguageTag") { buffer, capacity, status in
                cicu_uloc_forLanguageTag(input, buffer, capacity, &parsed, &status.code)
            }
            guard Int(parsed) == input.utf8.count else {
                throw .invalidLocale(input, reason: "it is not a well-formed BCP-47 tag")
            }
        } else {
            canonical = try ICUText.withCharBuffer("uloc_canonicalize") { buffer, capacity, status in
                cicu_uloc_canonicalize(input, buffer, capacity, &status.code)
            }
        }
        let language = try ICUText.withCharBuffer("uloc_getLanguage") { buffer, capacity, status in
            cicu_uloc_getLanguage(canonical, buffer, capacity, &status.code)
        }
        let script = try ICUText.withCharBuffer("uloc_getScript") { buffer, capacity, status in
            cicu_uloc_getScript(canonical, buffer, capacity, &status.code)
        }
        let region = try ICUText.withCharBuffer("uloc_getCountry") { buffer, capacity, status in
            cicu_uloc_getCountry(canonical, buffer, capacity, &status.code)
        }
        guard !language.isEmpty, language != "root" else {
            throw .invalidLocale(input, reason: "it names no language")
        }
        // Deprecated codes (iw, in, ji, tl, sh, mo) are not in ICU's ISO list, but ICU reaches
        // their data through aliases (iw → he), so they are valid when that data exists.
        guard isISOLanguage(language) || hasData(language) else {
            throw .invalidLocale(input, reason: "'\(language)' is not a language ICU knows")
        }
        if !region.isEmpty && !isISORegion(region) && !(region.count == 3 && region.allSatisfy(\.isNumber)) {
            throw .invalidLocale(input, reason: "'\(region)' is not a region ICU knows")
        }
        guard hasData(canonical) else {
            throw .invalidLocale(input, reason: "ICU has no data for '\(language)'")
        }
        if canonical.hasPrefix(language + "__") || canonical.hasSuffix("_") {
            throw .invalidLocale(input, reason: "it is malformed")
        }
        return Parts(
            identifier: canonical, language: language,
            script: script.isEmpty ? nil : script, region: region.isEmpty ? nil : region)
    }

    /// Whether ICU opens real locale data for `id` rather than falling back to the root locale.
    private static func hasData(_ id: String) -> Bool {
        var status = ICUStatus()
        guard let bundle = cicu_ures_open(nil, id, &status.code) else { return false }
        defer { cicu_ures_close(bundle) }
        guard status.isSuccess, !status.isUsingDefault else { return false }
        guard let actual = cicu_ures_getLocaleByType(bundle, CICU_ULOC_ACTUAL_LOCALE, &status.code) else {
            return false
        }
        let name = String(cString: actual)
        return !name.isEmpty && name != "root"
    }

    /// The region ICU's likely-subtags data gives a locale (`de` → `DE`, `zh_Hant` → `TW`).
    static func likelyRegion(_ id: String) -> String? {
        guard
            let maximized = try? ICUText.withCharBuffer(
                "uloc_addLikelySubtags",
                { buffer, capacity, status in
                    cicu_uloc_addLikelySubtags(id, buffer, capacity, &status.code)
                })
        else { return nil }
        let region = try? ICUText.withCharBuffer("uloc_getCountry") { buffer, capacity, status in
            cicu_uloc_getCountry(maximized, buffer, capacity, &status.code)
        }
        guard let region, !region.isEmpty else { return nil }
        return region
    }

    /// The ICU and CLDR versions in use, as `72.1` and `42.0`.
    static var versions: (icu: String, cldr: String) {
        var info: [UInt8] = [0, 0, 0, 0]
        cicu_u_getVersion(&info)
        let icu = "\(info[0]).\(info[1])"
        var status = ICUStatus()
        var cldrInfo: [UInt8] = [0, 0, 0, 0]
        cicu_ulocdata_getCLDRVersion(&cldrInfo, &status.code)
        return (icu, "\(cldrInfo[0]).\(cldrInfo[1])")
    }

    /// The ICU major version the package was compiled against.
    static var compiledMajorVersion: Int { Int(CICU_ICU_VERSION_MAJOR) }
}
