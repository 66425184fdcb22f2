/// The few ANSI styles the human output uses.
package struct Style: Sendable {
    /// Whether escapes are written at all.
    package let enabled: Bool

    /// A style that writes escapes when `enabled`.
    package init(enabled: Bool) { self.enabled = enabled }

    /// Bold text (table headers).
    package func bold(_ text: String) -> String { enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    /// Dim text (notes).
    package func dim(_ text: String) -> String { enabled ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
    /// Green text (the chosen row).
    package func green(_ text: String) -> String { enabled ? "\u{1B}[32m\(text)\u{1B}[0m" : text }
}
