#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Money
import Testing

/// The golden MoneyFormatter table: ICU's own output for 38 locales × 10 currencies × 4 amounts ×
/// 5 styles, in `Golden/formatting-icu<MAJOR>.tsv`, written by `Golden/generate.sh` from
/// `Golden/golden.c`, which calls ICU directly (not through Money).
///
/// CLDR's strings change between ICU versions (separators, symbols, spacing), so the table is
/// checked only against the ICU major version it was generated with; on another ICU, regenerate
/// it with `generate.sh` and review the difference.
enum GoldenTable {
    /// The ICU major version the committed table was generated with.
    static let icuMajorVersion = 72

    /// Whether the ICU Money was built against is the table's.
    static var matchesICU: Bool { Money.icuMajorVersion == icuMajorVersion }

    /// Why the golden tests are skipped on another ICU.
    static var skipReason: Comment {
        "the golden table is ICU \(icuMajorVersion)'s output; this build uses ICU \(Money.icuMajorVersion) (regenerate it with Tests/MoneyTests/Golden/generate.sh)"
    }

    /// The table's path, beside this file.
    static let path =
        String(#filePath.dropLast("GoldenTable.swift".utf8.count)) + "Golden/formatting-icu\(icuMajorVersion).tsv"

    /// Each row's tab-separated fields, escapes decoded; empty when the table's ICU is not this one.
    static let rows: [[String]] = {
        guard matchesICU, let text = readText(path) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).map { unescaped($0) }
        }
    }()

    /// `\u{A0}` as U+00A0, `\\` as `\` and `\"` as `"`: the generator's escapes.
    static func unescaped(_ field: Substring) -> String {
        var result = ""
        var scalars = field.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let next = scalars.popFirst() else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard next == "u", scalars.first == "{", let close = scalars.firstIndex(of: "}") else {
                result.unicodeScalars.append(next)
                continue
            }
            let hex = String(String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<close]))
            if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                result.unicodeScalars.append(decoded)
            }
            scalars = scalars[scalars.index(after: close)...]
        }
        return result
    }

    private static func readText(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

@Suite struct GoldenTableTests {
    @Test func escapesAreDecoded() {
        #expect(GoldenTable.unescaped(#"CHF\u{A0}1\u{2019}234.50"#) == "CHF\u{A0}1\u{2019}234.50")
        #expect(GoldenTable.unescaped(#"a\\b\"c"#) == #"a\b"c"#)
    }

    /// The committed table is read whole: 38 × 10 × 4 × 5 = 7,600 rows of 5 fields.
    @Test(.enabled(if: GoldenTable.matchesICU, GoldenTable.skipReason))
    func theTableIsReadWhole() {
        #expect(GoldenTable.rows.count == 7600)
        #expect(GoldenTable.rows.allSatisfy { $0.count == 5 })
    }
}
