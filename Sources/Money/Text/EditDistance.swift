/// How far apart two words are, for suggesting the one a person meant (`bne` → `ben`,
/// `fromat` → `format`).
///
/// `package`: the one copy behind the CLI's command suggestions and the bill's name checks.
package enum EditDistance {
    /// The optimal-string-alignment distance between `a` and `b`, scalar by scalar.
    ///
    /// An insertion, deletion, substitution or swap of two neighbours counts one (`bne` is one
    /// swap from `ben`).
    ///
    /// - Complexity: O(*m* × *n*) time and O(*n*) memory for words of *m* and *n* scalars.
    package static func between(_ a: some StringProtocol, _ b: some StringProtocol) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
