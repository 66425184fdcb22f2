internal import CICUShims

/// A legacy character set (a printer's code page, Shift_JIS, GB18030…) through ICU's converters.
///
/// `package`: the ESC/POS renderer encodes with it; ICU's converter handle never leaves this
/// file. Only round-trip mappings are written: a character the set does not have is reported
/// (`nil`), never replaced by a substitute byte or guessed through one of ICU's one-way
/// fallbacks.
///
///     let cp858 = try CharacterConverter(name: "ibm-858")
///     try cp858.encode(["€", "ł"])   // [[0xD5], nil]
package struct CharacterConverter: Hashable, Sendable {
    /// ICU's name of the converter: `ibm-437`, `windows-1255`, `Shift_JIS`.
    package let name: String

    /// A converter ICU has.
    ///
    /// - Throws: ``MoneyError/icu(operation:code:name:)`` when ICU has no converter by that name.
    package init(name: String) throws(MoneyError) {
        self.name = name
        let handle = try Self.open(name)
        cicu_ucnv_close(handle)
    }

    /// The bytes of each text, or `nil` for a text holding a character the set cannot write.
    ///
    /// One converter serves the whole list, so asking for many characters at once costs one open.
    ///
    /// - Complexity: O(*n*) in the total length of `texts`.
    package func encode(_ texts: [String]) throws(MoneyError) -> [[UInt8]?] {
        let handle = try Self.open(name)
        defer { cicu_ucnv_close(handle) }
        var out: [[UInt8]?] = []
        out.reserveCapacity(texts.count)
        for text in texts {
            let units = Array(text.utf16)
            // Four bytes per UTF-16 unit covers every set ICU has (GB18030's longest is four bytes
            // for a surrogate pair, two units), plus room for the terminating NUL.
            var buffer = [CChar](repeating: 0, count: units.count * 4 + 4)
            var status = ICUStatus()
            let length = units.withUnsafeBufferPointer { source in
                buffer.withUnsafeMutableBufferPointer { target in
                    cicu_ucnv_fromUChars(
                        handle, target.baseAddress, Int32(target.count), source.baseAddress, Int32(source.count),
                        &status.code)
                }
            }
            if status.code == CICU_U_INVALID_CHAR_FOUND || status.code == CICU_U_ILLEGAL_CHAR_FOUND {
                out.append(nil)
                continue
            }
            try status.check("ucnv_fromUChars")
            out.append(buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) })
        }
        return out
    }

    private static func open(_ name: String) throws(MoneyError) -> OpaquePointer {
        var status = ICUStatus()
        guard let handle = cicu_ucnv_open(name, &status.code) else {
            throw .icu(operation: "ucnv_open(\(name))", code: status.code, name: status.name)
        }
        do {
            try status.check("ucnv_open(\(name))")
            cicu_ucnv_stopOnUnmappable(handle, &status.code)
            try status.check("ucnv_setFromUCallBack")
        } catch {
            cicu_ucnv_close(handle)
            throw error
        }
        return handle
    }
}
