package import ArgumentParser
package import ReceiptPrinting

/// The thermal printer options of `--format escpos`, declared once for every command that
/// prints on one: `tipfmt receipt`, `history show` (a saved receipt reprinted) and
/// `trip settle` (the settlement slip).
///
/// Each option is read only with `--format escpos`; ``validate(escpos:)`` refuses it otherwise,
/// so an option accepted is an option applied. The bytes go to `--output` (a file or a device)
/// or to stdout, never to a terminal.
package struct PrinterOptions: ParsableArguments, FastReadable {
    package init() {}

    /// The printer `--format escpos` prints for without `--printer`: 42 columns, as the text
    /// receipt's default width.
    package static let defaultPrinter = "generic-80"

    @Option(
        help: ArgumentHelp(
            "The printer profile for --format escpos (see `tipfmt printers`). Default: \(Self.defaultPrinter).",
            valueName: "printer"))
    package var printer: String?

    @Option(
        help: ArgumentHelp(
            "Where --format escpos writes its bytes: a file, a device such as /dev/usb/lp0, or - for stdout (the default).",
            valueName: "file"))
    package var output: String?

    @Option(
        help: ArgumentHelp(
            "With --format escpos: draw as images the lines the printer has no characters for (auto, the default), no line (never: a line the printer cannot print is refused), or every line (always).",
            valueName: "when"))
    package var raster: RasterMode?

    @Option(
        help: ArgumentHelp(
            "With --format escpos: the font file drawn lines are drawn with. Default: fontconfig's sans-serif face for the language printed.",
            valueName: "file"))
    package var font: String?

    /// Refuses a printer option without `--format escpos` (`escpos` is whether it was given),
    /// `--font` with `--raster never`, and ESC/POS bytes bound for a terminal.
    ///
    /// - Throws: `ValidationError` saying which option to add or leave out (exit 64).
    package func validate(escpos: Bool) throws {
        if !escpos,
            let option = printer != nil
                ? "--printer" : output != nil ? "--output" : raster != nil ? "--raster" : font != nil ? "--font" : nil
        {
            throw ValidationError("\(option) is for ESC/POS bytes; add --format escpos, or leave it out")
        }
        if font != nil && raster == .never {
            throw ValidationError("--font draws lines and --raster never draws none; leave one out")
        }
        let toStandardOutput = output == nil || output == "-" || output == "/dev/stdout"
        if escpos && toStandardOutput && Terminal.stdoutIsTerminal {
            throw ValidationError(
                "ESC/POS bytes would steer this terminal; give --output FILE (or a device such as /dev/usb/lp0), or pipe them"
            )
        }
    }

    /// The profile `--printer` names, else ``defaultPrinter``.
    ///
    /// - Throws: `PrintingError` for a name no profile has (it lists them).
    package func profile() throws(PrintingError) -> PrinterProfile {
        try PrinterProfile.named(printer ?? Self.defaultPrinter)
    }

    /// When lines are drawn: `--raster`, else `auto`.
    package var rasterMode: RasterMode { raster ?? .auto }

    /// Writes the printer's bytes to `--output`, or to stdout without one (or with `-`).
    ///
    /// - Throws: ``CLIError/cannotWrite(_:)`` naming the file and the reason.
    package func write(_ bytes: [UInt8]) throws(CLIError) {
        if let output, output != "-" {
            try FileSystem.writeOutput(bytes, to: output)
        } else {
            StandardStreams.write(lines: bytes)
        }
    }
}
