extension Unicode.Scalar {
    /// A fullwidth form as its ASCII or halfwidth twin, any other scalar as it is.
    ///
    /// `￥` (U+FFE5) is `¥` (U+00A5), `Ｕ` is `U`: how a currency text typed on a CJK keyboard is read
    /// as the same text, by the money parser and by the drift classifier alike.
    package var fullwidthFolded: Unicode.Scalar {
        switch value {
        case 0xFF01...0xFF5E: Unicode.Scalar(value - 0xFEE0) ?? self
        case 0xFFE0: "\u{A2}"
        case 0xFFE1: "\u{A3}"
        case 0xFFE5: "\u{A5}"
        case 0xFFE6: "\u{20A9}"
        default: self
        }
    }
}
