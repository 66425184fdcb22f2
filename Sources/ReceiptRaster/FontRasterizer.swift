internal import CFontconfig
internal import CFreeType
internal import CHarfBuzz
public import ReceiptPrinting

/// Draws receipt lines with a font: HarfBuzz shapes each run of text (Thai and Devanagari
/// clusters, Vietnamese stacked marks, Arabic joined right to left), FreeType draws the glyphs
/// HarfBuzz chose, and fontconfig finds a face with every character of a piece of a line, unless
/// one is named (`--font`).
///
/// A line's pieces stay at the columns of the text receipt: the first from its column, the
/// others (the amounts) ending at theirs; a piece wider than its room is drawn smaller. The image
/// is three columns' width high (36 dots under Font A), the text two (24 dots, Font A's height),
/// so marks above and below a Thai or Devanagari letter fit; bold is drawn one dot thicker.
///
///     let images = try FontRasterizer().draw(lines)
public struct FontRasterizer: LineRasterizer {
    /// The font file every line is drawn with; `nil` to ask fontconfig.
    public var fontFile: String?

    /// A rasterizer drawing with `fontFile`, or with the faces fontconfig finds when `nil`.
    public init(fontFile: String? = nil) {
        self.fontFile = fontFile
    }

    /// Each line shaped by HarfBuzz and drawn by FreeType as an image, in order.
    public func draw(_ lines: [RasterLine]) throws(PrintingError) -> [RasterImage] {
        let session = try DrawingSession(fontFile: fontFile)
        var images: [RasterImage] = []
        for line in lines { images.append(try session.draw(line)) }
        return images
    }

    /// The face a line of `text` in `language` (BCP 47) is drawn with: its file, family and the
    /// version its `name` table gives (what golden images are pinned to).
    public func face(for text: String, language: String) throws(PrintingError) -> FaceInfo {
        let session = try DrawingSession(fontFile: fontFile)
        let face = try session.face(for: text, language: language)
        return FaceInfo(file: face.file, family: face.family, version: face.version)
    }

    /// HarfBuzz's and FreeType's versions: `harfbuzz 6.0.0, freetype 2.12.1`.
    public static var libraryVersions: String {
        var major: FT_Int = 0
        var minor: FT_Int = 0
        var patch: FT_Int = 0
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            FT_Library_Version(library, &major, &minor, &patch)
            FT_Done_FreeType(library)
        }
        return "harfbuzz \(String(cString: hb_version_string())), freetype \(major).\(minor).\(patch)"
    }
}

/// A font face as a drawing uses it.
public struct FaceInfo: Hashable, Sendable {
    /// The font file.
    public var file: String
    /// The family name fontconfig gives it (the file's name with `--font`).
    public var family: String
    /// The `name` table's version string: `Version 2.37`.
    public var version: String
}
