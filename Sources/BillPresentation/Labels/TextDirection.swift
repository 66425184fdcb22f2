/// The writing direction of a language, as its labels are written.
public enum TextDirection: String, Hashable, Sendable, CaseIterable, Codable {
    /// Left to right: `ltr`.
    case leftToRight = "ltr"
    /// Right to left (Arabic, Hebrew): `rtl`.
    case rightToLeft = "rtl"
}
