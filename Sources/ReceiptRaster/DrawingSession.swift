internal import CFontconfig
internal import CFreeType
internal import CHarfBuzz
import ReceiptPrinting

/// The libraries and faces open while one receipt's lines are drawn, released with it.
final class DrawingSession {
    /// One face, open in FreeType (glyph images) and HarfBuzz (shaping).
    final class Face {
        let file: String
        let family: String
        let version: String
        let ftFace: FT_Face
        let hbFont: OpaquePointer
        /// The characters it has, from fontconfig; `nil` for a `--font` face (asked of FreeType).
        let coverage: OpaquePointer?

        init(file: String, index: Int, family: String?, coverage: OpaquePointer?, library: FT_Library)
            throws(PrintingError)
        {
            var face: FT_Face?
            let error = FT_New_Face(library, file, FT_Long(index), &face)
            guard error == 0, let face else {
                throw .unreadableFont(path: file, reason: "FreeType error \(error)")
            }
            let blob = hb_blob_create_from_file(file)
            let hbFace = hb_face_create(blob, UInt32(index))
            hb_blob_destroy(blob)
            guard let hbFont = hb_font_create(hbFace) else {
                hb_face_destroy(hbFace)
                FT_Done_Face(face)
                throw .unreadableFont(path: file, reason: "HarfBuzz cannot open it")
            }
            var length: UInt32 = 64
            var buffer = [CChar](repeating: 0, count: 65)
            // Name 5 is the version string ("Version 2.37").
            _ = hb_ot_name_get_utf8(hbFace, 5, nil, &length, &buffer)
            hb_face_destroy(hbFace)
            self.file = file
            self.family = family ?? String(file.split(separator: "/").last ?? Substring(file))
            self.version = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            self.ftFace = face
            self.hbFont = hbFont
            self.coverage = coverage
        }

        /// Whether the face has a glyph for `scalar`.
        func has(_ scalar: Unicode.Scalar) -> Bool {
            if let coverage { return FcCharSetHasChar(coverage, scalar.value) != 0 }
            return FT_Get_Char_Index(ftFace, FT_ULong(scalar.value)) != 0
        }

        /// Sets the size both libraries work at: `pixels` to the em; HarfBuzz in 1/64 dot.
        func setSize(_ pixels: Int) {
            FT_Set_Pixel_Sizes(ftFace, 0, FT_UInt(pixels))
            hb_font_set_scale(hbFont, Int32(pixels * 64), Int32(pixels * 64))
        }

        deinit {
            hb_font_destroy(hbFont)
            FT_Done_Face(ftFace)
        }
    }

    /// A glyph placed on a line: where its origin is, in 1/64 dot from the piece's left edge.
    struct PlacedGlyph {
        let glyph: UInt32
        let x: Int
        let y: Int
    }

    private var library: FT_Library
    private let fontFile: String?
    /// The faces opened, by file.
    private var faces: [String: Face] = [:]
    /// fontconfig's faces for a language, best first (file, index, family, characters).
    private var candidates: [String: [(file: String, index: Int, family: String, coverage: OpaquePointer)]] = [:]
    private var fontSets: [UnsafeMutablePointer<FcFontSet>] = []

    init(fontFile: String?) throws(PrintingError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .unreadableFont(path: fontFile ?? "", reason: "FreeType cannot start")
        }
        self.library = library
        self.fontFile = fontFile
        if let fontFile {
            faces[fontFile] = try Face(file: fontFile, index: 0, family: nil, coverage: nil, library: library)
        }
    }

    deinit {
        faces = [:]
        for set in fontSets { FcFontSetDestroy(set) }
        FT_Done_FreeType(library)
    }

    /// The characters a face must have for `text`: what it shows, not spaces or format characters.
    private static func needed(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter {
            !$0.properties.isWhitespace && !$0.properties.isDefaultIgnorableCodePoint
                && $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
        }
    }

    /// The face `text` is drawn with: the `--font` face, or fontconfig's best face for `language`
    /// that has every character.
    func face(for text: String, language: String) throws(PrintingError) -> Face {
        let needed = Self.needed(text)
        if let fontFile, let face = faces[fontFile] {
            if let missing = needed.first(where: { !face.has($0) }) {
                throw .noFont(scalar: missing.value, name: missing.properties.name ?? "unnamed", font: fontFile)
            }
            return face
        }
        let list = fontconfigCandidates(language)
        guard
            let best = list.first(where: { candidate in
                needed.allSatisfy { FcCharSetHasChar(candidate.coverage, $0.value) != 0 }
            })
        else {
            let missing =
                needed.first { scalar in !list.contains { FcCharSetHasChar($0.coverage, scalar.value) != 0 } }
                ?? needed.first ?? " "
            throw .noFont(scalar: missing.value, name: missing.properties.name ?? "unnamed", font: nil)
        }
        if let open = faces[best.file] { return open }
        let face = try Face(
            file: best.file, index: best.index, family: best.family, coverage: best.coverage, library: library)
        faces[best.file] = face
        return face
    }

    /// fontconfig's scalable faces sorted for a sans-serif in `language`.
    private func fontconfigCandidates(_ language: String) -> [(
        file: String, index: Int, family: String, coverage: OpaquePointer
    )] {
        if let known = candidates[language] { return known }
        var list: [(file: String, index: Int, family: String, coverage: OpaquePointer)] = []
        if FcInit() != 0, let pattern = FcNameParse("sans-serif") {
            defer { FcPatternDestroy(pattern) }
            _ = FcPatternAddString(pattern, FC_LANG, language)
            _ = FcPatternAddBool(pattern, FC_SCALABLE, 1)
            _ = FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultMatch
            if let set = FcFontSort(nil, pattern, 1, nil, &result) {
                fontSets.append(set)
                for index in 0..<Int(set.pointee.nfont) {
                    guard let font = set.pointee.fonts[index] else { continue }
                    var file: UnsafeMutablePointer<FcChar8>?
                    var family: UnsafeMutablePointer<FcChar8>?
                    var coverage: OpaquePointer?
                    var faceIndex: Int32 = 0
                    guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file,
                        FcPatternGetCharSet(font, FC_CHARSET, 0, &coverage) == FcResultMatch, let coverage
                    else { continue }
                    _ = FcPatternGetInteger(font, FC_INDEX, 0, &faceIndex)
                    _ = FcPatternGetString(font, FC_FAMILY, 0, &family)
                    list.append(
                        (
                            String(cString: file), Int(faceIndex), family.map { String(cString: $0) } ?? "",
                            coverage
                        ))
                }
            }
        }
        candidates[language] = list
        return list
    }

    /// One receipt line as an image.
    func draw(_ line: RasterLine) throws(PrintingError) -> RasterImage {
        let column = line.dotsPerColumn
        let height = column * 3
        let em = column * 2
        let baseline = height * 3 / 4
        var image = RasterImage(width: line.width, height: height)
        let segments = line.segments
        var pieces: [(face: Face, size: Int, glyphs: [PlacedGlyph], width: Int)] = []
        for (index, segment) in segments.enumerated() {
            let face = try self.face(for: segment.text, language: line.language)
            // The room a piece has: up to the next piece less a column, or from the last one.
            let room: Int
            if line.centred {
                room = line.width
            } else if index == 0 {
                let end = index + 1 < segments.count ? segments[index + 1].column - 1 : line.columns
                room = max(segment.columns, end - segment.column) * column
            } else {
                let previousEnd = segments[index - 1].column + segments[index - 1].columns
                room = max(segment.columns, segment.column + segment.columns - previousEnd - 1) * column
            }
            var size = em
            var (glyphs, width) = shape(segment.text, face: face, size: size, language: line.language)
            if width > room * 64, width > 0 {
                size = max(6, em * room * 64 / width)
                (glyphs, width) = shape(segment.text, face: face, size: size, language: line.language)
            }
            pieces.append((face, size, glyphs, width))
        }
        let total = pieces.reduce(0) { $0 + $1.width } / 64
        for (index, piece) in pieces.enumerated() {
            let segment = segments[index]
            let left: Int
            if line.centred {
                left =
                    max(0, (line.width - total) / 2)
                    + pieces[..<index].reduce(0) { $0 + $1.width } / 64
            } else if index == 0 {
                left = segment.column * column
            } else {
                left = (segment.column + segment.columns) * column - piece.width / 64
            }
            piece.face.setSize(piece.size)
            for glyph in piece.glyphs {
                render(
                    glyph, face: piece.face, x: left * 64 + glyph.x, baseline: baseline, into: &image, bold: line.bold)
            }
        }
        return image
    }

    /// `text` (visual order) shaped into glyphs left to right, and its advance in 1/64 dot.
    ///
    /// Runs of right-to-left letters (Hebrew, Arabic) are put back in logical order and shaped
    /// right to left, so HarfBuzz joins Arabic; the rest is shaped left to right.
    func shape(_ text: String, face: Face, size: Int, language: String) -> ([PlacedGlyph], Int) {
        face.setSize(size)
        var glyphs: [PlacedGlyph] = []
        var pen = 0
        for run in Self.runs(text) {
            guard let buffer = hb_buffer_create() else { continue }
            defer { hb_buffer_destroy(buffer) }
            let logical =
                run.rightToLeft
                ? String(String.UnicodeScalarView(run.scalars.reversed()))
                : String(String.UnicodeScalarView(run.scalars))
            let utf8 = Array(logical.utf8)
            utf8.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
                }
            }
            hb_buffer_set_direction(buffer, run.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(face.hbFont, buffer, nil, 0)
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                let positions = hb_buffer_get_glyph_positions(buffer, &count)
            else { continue }
            for index in 0..<Int(count) {
                let position = positions[index]
                glyphs.append(
                    PlacedGlyph(
                        glyph: infos[index].codepoint, x: pen + Int(position.x_offset), y: Int(position.y_offset)))
                pen += Int(position.x_advance)
            }
        }
        return (glyphs, pen)
    }

    /// A visual-order line cut into runs: right-to-left letters (with the spaces and punctuation
    /// between them) and everything else.
    static func runs(_ text: String) -> [(scalars: [Unicode.Scalar], rightToLeft: Bool)] {
        let scalars = Array(text.unicodeScalars)
        func strong(_ scalar: Unicode.Scalar) -> Bool? {
            switch scalar.value {
            case 0x0660...0x066C, 0x06F0...0x06F9: return false  // Arabic digits run left to right
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFC: return true
            default:
                return scalar.properties.isAlphabetic || scalar.properties.numericType != nil ? false : nil
            }
        }
        var runs: [(scalars: [Unicode.Scalar], rightToLeft: Bool)] = []
        var index = 0
        while index < scalars.count {
            let direction = strong(scalars[index])
            if direction == true {
                // A right-to-left run goes on over neutrals only up to its last right-to-left letter.
                var end = index
                var probe = index
                while probe < scalars.count, strong(scalars[probe]) != false {
                    if strong(scalars[probe]) == true { end = probe }
                    probe += 1
                }
                runs.append((Array(scalars[index...end]), true))
                index = end + 1
            } else {
                var end = index
                while end + 1 < scalars.count, strong(scalars[end + 1]) != true { end += 1 }
                runs.append((Array(scalars[index...end]), false))
                index = end + 1
            }
        }
        return runs
    }

    /// Draws one glyph at `x` (1/64 dot) on the baseline: FreeType's grey image, dots darker than half black.
    private func render(
        _ glyph: PlacedGlyph, face: Face, x: Int, baseline: Int, into image: inout RasterImage, bold: Bool
    ) {
        // FT_LOAD_RENDER (1 << 2): load the outline and make its grey image at once.
        guard FT_Load_Glyph(face.ftFace, glyph.glyph, FT_Int32(1 << 2)) == 0, let slot = face.ftFace.pointee.glyph
        else {
            return
        }
        let bitmap = slot.pointee.bitmap
        guard let buffer = bitmap.buffer else { return }
        let left = (x + 32) / 64 + Int(slot.pointee.bitmap_left)
        let top = baseline - (glyph.y + 32) / 64 - Int(slot.pointee.bitmap_top)
        let pitch = Int(bitmap.pitch)
        // A face's own bitmaps (strikes) come one bit a dot; outlines, a byte of grey.
        let mono = bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_MONO.rawValue)
        for row in 0..<Int(bitmap.rows) {
            for dot in 0..<Int(bitmap.width) {
                let black =
                    mono
                    ? buffer[row * pitch + dot / 8] & (0x80 >> UInt8(dot % 8)) != 0 : buffer[row * pitch + dot] >= 128
                guard black else { continue }
                image.set(x: left + dot, y: top + row)
                if bold { image.set(x: left + dot + 1, y: top + row) }
            }
        }
    }
}
