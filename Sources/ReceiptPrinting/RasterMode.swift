/// When the ESC/POS renderer draws a line as an image (`GS v 0`) instead of sending its characters.
public enum RasterMode: String, CaseIterable, Hashable, Sendable {
    /// Only the lines no code page or kanji mode of the printer prints; the rest stays text.
    case auto
    /// No line: a character no page prints stops the print (``PrintingError/unprintable(scalar:name:language:printer:alternatives:userText:)``).
    case never
    /// Every line, the whole receipt as images.
    case always
}
