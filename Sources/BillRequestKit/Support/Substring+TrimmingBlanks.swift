extension Substring {
    /// The text without leading and trailing spaces and tabs.
    package var trimmingBlanks: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
