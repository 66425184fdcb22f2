/// Counts, per pair, how many outputs of one line matched the raw-ICU text.
struct AgreementCount {
    var matches: [Int]
    var totals: [Int]
    var example: [Int: (expected: String, got: String)] = [:]

    init(pairs: Int) {
        matches = Array(repeating: 0, count: pairs)
        totals = Array(repeating: 0, count: pairs)
    }

    var failures: Int { zip(totals, matches).reduce(0) { $0 + $1.0 - $1.1 } }

    mutating func record(_ pair: Int, _ agrees: Bool, _ expected: String, _ got: String) {
        totals[pair] += 1
        if agrees { matches[pair] += 1 } else if example[pair] == nil { example[pair] = (expected, got) }
    }
}

/// Agreement of every line with raw ICU, checked before timing.
struct Agreement {
    var money: AgreementCount
    var template: AgreementCount
    var parsing: AgreementCount
    var allocation: AgreementCount
    var formatStyle: AgreementCount
    var numberFormatter: AgreementCount

    init(pairs: Int) {
        money = AgreementCount(pairs: pairs)
        template = AgreementCount(pairs: pairs)
        parsing = AgreementCount(pairs: pairs)
        allocation = AgreementCount(pairs: pairs)
        formatStyle = AgreementCount(pairs: pairs)
        numberFormatter = AgreementCount(pairs: pairs)
    }

    func print(pairs: [(locale: String, currency: String)], all: Int, sample: Int) {
        Swift.print(
            "Agreement with raw ICU (MoneyFormatter ICU path, per call and template, parse round trips, allocation sums"
        )
        Swift.print("on all \(all) amounts; Foundation, which ships its own ICU/CLDR, on the first \(sample)):")
        Swift.print(
            "  \(padded("pair", 10, left: false)) \(padded("Money", 8)) \(padded("template", 9)) \(padded("parse", 8))"
                + " \(padded("alloc", 8))"
                + " \(padded("FmtStyle", 9)) \(padded("NumFmt", 9))")
        for (index, pair) in pairs.enumerated() {
            func cell(_ count: AgreementCount, _ width: Int) -> String {
                let (matches, total) = (count.matches[index], count.totals[index])
                return padded(matches == total ? "all" : "\(matches)/\(total)", width)
            }
            Swift.print(
                "  \(padded("\(pair.locale) \(pair.currency)", 10, left: false)) \(cell(money, 8)) \(cell(template, 9))"
                    + " \(cell(parsing, 8))"
                    + " \(cell(allocation, 8)) \(cell(formatStyle, 9)) \(cell(numberFormatter, 9))")
        }
        for (label, count) in [
            ("MoneyFormatter", money), ("template", template), ("parsing", parsing), ("allocation", allocation),
            ("FormatStyle", formatStyle), ("NumberFormatter", numberFormatter),
        ] {
            for index in count.example.keys.sorted() {
                guard let example = count.example[index] else { continue }
                Swift.print(
                    "  \(label) differs for \(pairs[index].locale): ICU \(visible(example.expected))"
                        + " vs \(visible(example.got))")
            }
        }
    }
}

/// Spells invisible and non-ASCII characters as `\u{…}` so differences can be seen.
func visible(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        if scalar.isASCII && scalar.value >= 0x20 {
            out.unicodeScalars.append(scalar)
        } else {
            out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
    return out + "\""
}
