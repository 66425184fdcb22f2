/// What one ESC/POS printer model can print: its fonts (and so its columns), the code pages its
/// `ESC t n` selects, its kanji mode, and the commands it takes.
///
/// Profiles are data: `Resources/printers/profiles.json`, with the source of each fact
/// (escpos-printer-db, CC-BY-4.0, and Epson's ESC/POS reference), compiled into the library by
/// `scripts/generate-printers.py`, so a binary copied alone still has them. They are built only
/// when asked for (``all``), never on the way to `tipfmt calc`.
///
///     let profile = try PrinterProfile.named("generic-58")
///     print(profile.fonts.first?.columns ?? 0, profile.codePages.map(\.number))
///     // Prints "32 [0, 2, 3, 4, 5, 16, 17, 18]"
public struct PrinterProfile: Hashable, Sendable {
    /// One of the printer's fonts (`ESC M n`).
    public struct Font: Hashable, Sendable {
        /// The name the manual gives it: `Font A`.
        public var name: String
        /// The `n` of `ESC M n`.
        public var number: UInt8
        /// How many characters fit on a line in this font.
        public var columns: Int
    }

    /// One code page the printer selects with `ESC t n`.
    public struct CodePage: Hashable, Sendable {
        /// The `n` of `ESC t n`, as the profile numbers it (Epson's table unless said otherwise).
        public var number: UInt8
        /// The page's name: `CP858`, `ISO_8859-7`.
        public var name: String
        /// ICU's converter for the page (the encoder): `ibm-858`.
        public var converter: String
        /// The page's name in glibc's iconv (another implementation, which the tests read the bytes
        /// back with): `CP858`.
        public var decoder: String
        /// What the page writes: `Latin (Western Europe, with €)`.
        public var script: String
    }

    /// A double-byte character set printed in the printer's kanji mode (`FS &` … `FS .`), each of its
    /// double-byte characters two columns wide.
    public struct KanjiMode: Hashable, Sendable {
        /// The character set: `Shift_JIS`, `GB18030`, `EUC-KR`.
        public var encoding: String
        /// ICU's converter for it.
        public var converter: String
        /// Its name in glibc's iconv.
        public var decoder: String
        /// What it writes: `Japanese (JIS X 0208)`.
        public var script: String
        /// The command choosing the character set, sent once after initialising (`FS C 1` for
        /// Shift_JIS); empty when the model has one set only.
        public var select: [UInt8]
    }

    /// Where a profile's facts come from.
    public struct Source: Hashable, Sendable {
        /// The name profiles give it: `escpos-printer-db`.
        public var name: String
        /// What was read: `receipt-print-hq/escpos-printer-db, data/profile/*.yml`.
        public var title: String
        /// Where.
        public var url: String
        /// Its licence: `CC-BY-4.0`.
        public var license: String
    }

    /// The ESC/POS commands the printer takes, as bytes.
    public struct Commands: Hashable, Sendable {
        /// `ESC @`: clears the printer's modes.
        public var initialise: [UInt8]
        /// `ESC R 0`: the USA international character set, so bytes 0x20–0x7E print as ASCII.
        public var characterSet: [UInt8]
        /// `ESC E 1`: bold on.
        public var boldOn: [UInt8]
        /// `ESC E 0`: bold off.
        public var boldOff: [UInt8]
        /// `ESC a 0`: lines start at the left margin.
        public var alignLeft: [UInt8]
        /// `ESC a 1`: lines are centred by the printer.
        public var alignCenter: [UInt8]
        /// `ESC M`, followed by the font's number.
        public var selectFont: [UInt8]
        /// `ESC t`, followed by the page's number.
        public var selectCodePage: [UInt8]
        /// `ESC d`, followed by a number of lines.
        public var feedLines: [UInt8]
        /// `GS V 66 0`: feed to the cutter and cut, leaving a hinge; `nil` without a cutter.
        public var cut: [UInt8]?
        /// `FS &`: kanji mode on (two-byte characters).
        public var kanjiOn: [UInt8]
        /// `FS .`: kanji mode off (one byte a character, in the selected code page).
        public var kanjiOff: [UInt8]
    }

    /// The name `--printer` takes: `generic-58`.
    public var id: String
    /// A name for people: `Generic 58 mm`.
    public var name: String
    /// Who makes it, or `Generic`.
    public var vendor: String
    /// Where the facts come from.
    public var basedOn: String
    /// The source the facts are credited to (`escpos-printer-db`, `epson-escpos`).
    public var source: String
    /// The paper's width in millimetres.
    public var paperMillimetres: Int
    /// Dots across the printed width: the widest image `GS v 0` prints (384 on 58 mm paper,
    /// 512 or 576 on 80 mm), so the widest a drawn line is.
    public var dots: Int
    /// Where ``dots`` comes from.
    public var dotsSource: String
    /// Whether the printers make QR codes themselves (`GS ( k`, model 2): a payment code is then
    /// sent as its payload, else as a raster image.
    public var nativeQRCode: Bool
    /// Where ``nativeQRCode`` comes from.
    public var nativeQRCodeSource: String
    /// The fonts, narrowest line first: Font A (the default) then any smaller font.
    public var fonts: [Font]
    /// The code pages, in the order the encoder tries them.
    public var codePages: [CodePage]
    /// The kanji mode, for the Japanese, Chinese and Korean models.
    public var kanji: KanjiMode?
    /// The commands.
    public var commands: Commands
    /// Lines fed after the receipt, before the cut (or the tear bar).
    public var feedBeforeEnd: UInt8
    /// What the model is and what sets it apart.
    public var notes: String

    /// The widest line the printer prints, in its smallest font.
    public var maximumColumns: Int { fonts.map(\.columns).max() ?? 0 }

    /// The line width used unless another is asked for: the first font's (Font A).
    public var defaultColumns: Int { fonts.first?.columns ?? 0 }

    /// The font that prints `columns` characters on a line: the first one with at least that many
    /// columns; `nil` when the line is wider than any font prints.
    public func font(forColumns columns: Int) -> Font? {
        fonts.first { $0.columns >= columns }
    }

    /// The profile whose ``id`` is `id`.
    ///
    /// - Throws: ``PrintingError/unknownPrinter(_:known:)`` naming the profiles there are.
    public static func named(_ id: String) throws(PrintingError) -> PrinterProfile {
        guard let profile = all.first(where: { $0.id == id.lowercased() }) else {
            throw .unknownPrinter(id, known: all.map(\.id))
        }
        return profile
    }
}
