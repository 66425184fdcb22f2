internal import CICUShims

/// A line of text in the order a printer lays it down, left to right, through ICU's bidi
/// algorithm and Arabic shaping.
///
/// `package`: the ESC/POS renderer uses it. A thermal printer prints each byte where the last one
/// ended, so a right-to-left line has to be sent in visual order, with Arabic letters already in
/// the presentation form their neighbours give them (initial, medial, final, isolated), the form
/// a printer's Arabic code page has glyphs for.
///
///     try VisualText.line("\u{200F}סה״כ 12", rightToLeft: true)   // "12 כ״הס"
package enum VisualText {
    /// `line` reordered for a left-to-right device.
    ///
    /// Arabic letters are shaped first. A lam-alef pair becomes one ligature, one column narrower,
    /// so a space is added where the line has its padding (after the first two spaces in a row),
    /// or at its end: the line keeps its columns and the amounts stay aligned, with no gap inside
    /// a word. Then the line is reordered as one paragraph of the given direction, mirrored
    /// characters (brackets) are mirrored, and bidi controls (U+200E, U+200F, the embeddings,
    /// overrides and isolates) are removed.
    ///
    /// - Throws: ``MoneyError/icu(operation:code:name:)`` if ICU fails.
    package static func line(_ line: String, rightToLeft: Bool, shapingArabic: Bool = true) throws(MoneyError)
        -> String
    {
        var units = Array(line.utf16)
        guard !units.isEmpty else { return line }
        if shapingArabic {
            var shaped = [UInt16](repeating: 0, count: units.count)
            var status = ICUStatus()
            let length = units.withUnsafeBufferPointer { source in
                shaped.withUnsafeMutableBufferPointer { target in
                    cicu_u_shapeArabic(
                        source.baseAddress, Int32(source.count), target.baseAddress, Int32(target.count),
                        CICU_U_SHAPE_LETTERS_SHAPE | CICU_U_SHAPE_LAMALEF_RESIZE | CICU_U_SHAPE_TEXT_DIRECTION_LOGICAL,
                        &status.code)
                }
            }
            try status.check("u_shapeArabic")
            let lost = units.count - Int(length)
            units = Array(shaped.prefix(Int(length)))
            if lost > 0 {
                let space: UInt16 = 0x20
                let padding = units.indices.dropLast().first { units[$0] == space && units[$0 + 1] == space }
                units.insert(contentsOf: repeatElement(space, count: lost), at: padding ?? units.count)
            }
        }
        guard let bidi = cicu_ubidi_open() else {
            throw .icu(operation: "ubidi_open", code: 7, name: "U_MEMORY_ALLOCATION_ERROR")
        }
        defer { cicu_ubidi_close(bidi) }
        var status = ICUStatus()
        var visual = [UInt16](repeating: 0, count: units.count + 1)
        let length = units.withUnsafeBufferPointer { source -> Int32 in
            // ubidi_setPara keeps a pointer to the text, so the reordering runs inside this closure.
            cicu_ubidi_setPara(
                bidi, source.baseAddress, Int32(source.count), rightToLeft ? CICU_UBIDI_RTL : CICU_UBIDI_LTR,
                &status.code)
            guard status.isSuccess else { return 0 }
            return visual.withUnsafeMutableBufferPointer { target in
                cicu_ubidi_writeReordered(
                    bidi, target.baseAddress, Int32(target.count),
                    CICU_UBIDI_DO_MIRRORING | CICU_UBIDI_REMOVE_BIDI_CONTROLS, &status.code)
            }
        }
        try status.check("ubidi_writeReordered")
        return String(decoding: visual.prefix(Int(length)), as: UTF16.self)
    }
}
