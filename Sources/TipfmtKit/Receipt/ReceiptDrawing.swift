package import ReceiptPrinting
import Synchronization
import BillRequestKit
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Who draws the receipt lines a printer has no characters for.
///
/// `tipfmt` links no font library, so its start-up (and `tipfmt calc`'s) carries none:
/// `receipt --format escpos` (unless `--raster never`) replaces the process with
/// `tipfmt-raster`, found next to `tipfmt` like `tipfmt-history`, which runs the same command
/// line with ``rasterizer`` set to ReceiptRaster's `FontRasterizer` (HarfBuzz, FreeType, fontconfig).
package enum ReceiptDrawing {
    /// What makes the rasterizer for a `--font` file; set once by tipfmt-raster before it runs
    /// the command. (A task-local set from top-level code crashes release builds: no task.)
    private static let installed = Mutex<(@Sendable (String?) -> any LineRasterizer)?>(nil)

    /// Makes the rasterizer for a `--font` file (`nil`: fontconfig's faces); `nil` in `tipfmt`.
    package static var rasterizer: (@Sendable (String?) -> any LineRasterizer)? { installed.withLock { $0 } }

    /// Sets what makes the rasterizer: tipfmt-raster calls it before `TipFmt.main()`.
    package static func install(_ make: @escaping @Sendable (String?) -> any LineRasterizer) {
        installed.withLock { $0 = make }
    }

    /// The program that draws.
    static let program = "tipfmt-raster"

    /// Replaces this process with `tipfmt-raster` and the same arguments, when this process cannot
    /// draw and that program is there; returns when it is not (the caller prints without drawing).
    ///
    /// - Throws: ``CLIError/unreadable(_:)`` when it is there but cannot be started.
    static func execIfNeeded() throws(CLIError) {
        guard rasterizer == nil, let path = HistoryProgram.locate(named: program) else { return }
        StandardStreams.flush()
        let argv = ([program] + CommandLine.arguments.dropFirst()).map { strdup($0) } + [nil]
        execv(path, argv)
        throw .unreadable("cannot run '\(path)': \(FileSystem.errnoReason())")
    }

    /// What `tipfmt` says when a line needs drawing and `tipfmt-raster` is not there.
    static var missing: String {
        "\(program) was not found next to tipfmt or on PATH, so no line can be drawn; install it in the same folder as tipfmt"
    }
}
