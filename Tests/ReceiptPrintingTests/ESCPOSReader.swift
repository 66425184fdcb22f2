import ReceiptPrinting

#if canImport(Glibc)
    import Glibc
#endif

/// ESC/POS bytes read back as a printer lays them down: each command the renderer may send is
/// understood (anything else is an error), and each character is decoded with glibc's iconv, whose
/// code-page tables are not the ones ICU's converters encoded with.
///
/// A line's width is counted as the printer prints it: one column a byte in a code page or ASCII,
/// two for a double-byte character in kanji mode.
struct ESCPOSReader {
    /// One printed line.
    struct Line: Equatable, CustomStringConvertible {
        var text: String
        var columns: Int
        var bold: Bool
        var centred: Bool
        /// The image a line drawn with `GS v 0` is; `nil` for a line of characters.
        var image: RasterImage? = nil
        var description: String {
            if let image { return "[image \(image.width)x\(image.height)]" }
            return "\(bold ? "[b]" : "")\(centred ? "[c]" : "")\(text)"
        }
    }

    /// What was printed.
    struct Printout {
        var lines: [Line] = []
        var font: UInt8?
        var feed: UInt8?
        var cut = false
        /// The code pages selected, in order of first use.
        var pages: [UInt8] = []
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let profile: PrinterProfile
    private var decoders: [String: iconv_t] = [:]

    init(profile: PrinterProfile) { self.profile = profile }

    /// Reads `bytes` through.
    mutating func read(_ bytes: [UInt8]) throws -> Printout {
        var out = Printout()
        var index = 0
        var page: UInt8?
        var kanji = false
        var bold = false
        var centred = false
        var current = Line(text: "", columns: 0, bold: false, centred: false)
        var started = false
        func argument(_ offset: Int) throws -> UInt8 {
            guard index + offset < bytes.count else { throw Failure(description: "command cut short at \(index)") }
            return bytes[index + offset]
        }
        func mark() {
            if !started {
                current.bold = bold
                current.centred = centred
                started = true
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                let command = try argument(1)
                if command == 0x40 {
                    (page, kanji, bold, centred) = (nil, false, false, false)
                    index += 2
                    continue
                }
                let value = try argument(2)
                switch command {
                case 0x52: guard value == 0 else { throw Failure(description: "ESC R \(value)") }
                case 0x45: bold = value & 1 == 1
                case 0x61: centred = value == 1
                case 0x4D: out.font = value
                case 0x74:
                    guard profile.codePages.contains(where: { $0.number == value }) else {
                        throw Failure(description: "ESC t \(value): not a page of \(profile.id)")
                    }
                    page = value
                    if !out.pages.contains(value) { out.pages.append(value) }
                case 0x64: out.feed = value
                default: throw Failure(description: "unknown command ESC \(command) at \(index)")
                }
                index += 3
            case 0x1C:
                let command = try argument(1)
                switch command {
                case 0x26: kanji = true
                case 0x2E: kanji = false
                case 0x43:
                    guard profile.kanji?.select == [0x1C, 0x43, try argument(2)] else {
                        throw Failure(description: "FS C on \(profile.id)")
                    }
                    index += 1
                default: throw Failure(description: "unknown command FS \(command) at \(index)")
                }
                guard profile.kanji != nil else { throw Failure(description: "kanji command on \(profile.id)") }
                index += 2
            case 0x1D where index + 1 < bytes.count && bytes[index + 1] == 0x76:
                guard !started, let (image, end) = RasterImage.read(bytes, at: index) else {
                    throw Failure(description: "GS v 0 at \(index) cut short or inside a line")
                }
                out.lines.append(Line(text: "", columns: 0, bold: false, centred: false, image: image))
                index = end
            case 0x1D:
                guard Array(bytes[index..<min(bytes.count, index + 4)]) == [0x1D, 0x56, 0x42, 0x00] else {
                    throw Failure(description: "unknown GS command at \(index)")
                }
                out.cut = true
                index += 4
            case 0x0A:
                mark()
                out.lines.append(current)
                current = Line(text: "", columns: 0, bold: false, centred: false)
                started = false
                index += 1
            case 0x00..<0x20, 0x7F:
                throw Failure(description: "control byte \(byte) at \(index)")
            case 0x20..<0x80:
                mark()
                current.text.unicodeScalars.append(Unicode.Scalar(byte))
                current.columns += 1
                index += 1
            default:
                mark()
                if kanji, let encoding = profile.kanji {
                    let pair = try [byte, argument(1)]
                    current.text += try decode(pair, with: encoding.decoder)
                    current.columns += 2
                    index += 2
                } else {
                    guard let page, let codePage = profile.codePages.first(where: { $0.number == page }) else {
                        throw Failure(description: "byte \(byte) at \(index) before any ESC t")
                    }
                    current.text += try decode([byte], with: codePage.decoder)
                    current.columns += 1
                    index += 1
                }
            }
        }
        if started || !current.text.isEmpty { out.lines.append(current) }
        return out
    }

    /// `bytes` decoded by iconv from `encoding` to UTF-8.
    private mutating func decode(_ bytes: [UInt8], with encoding: String) throws -> String {
        let descriptor: iconv_t
        if let known = decoders[encoding] {
            descriptor = known
        } else {
            descriptor = iconv_open("UTF-8", encoding)
            guard descriptor != iconv_t(bitPattern: -1) else { throw Failure(description: "iconv has no \(encoding)") }
            decoders[encoding] = descriptor
        }
        var input = bytes.map { CChar(bitPattern: $0) }
        var output = [CChar](repeating: 0, count: 16)
        let written = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target -> Int in
                var inPointer = source.baseAddress
                var inLeft = source.count
                var outPointer = target.baseAddress
                var outLeft = target.count
                let result = iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft)
                // Flushes what a stateful decoder holds back: glibc's CP1255 keeps a Hebrew letter
                // until it knows no point follows.
                let flushed = iconv(descriptor, nil, nil, &outPointer, &outLeft)
                return result == -1 || flushed == -1 || inLeft != 0 ? -1 : target.count - outLeft
            }
        }
        guard written >= 0 else { throw Failure(description: "iconv \(encoding) cannot decode \(bytes)") }
        return String(decoding: output.prefix(written).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
