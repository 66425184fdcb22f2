import Foundation
import PaymentCodes

/// Reads a QR code back with zbarimg (Debian's zbar-tools, which scripts/setup.sh installs): a
/// decoder that shares no code with libqrencode, so a symbol that reads back is a real QR code.
enum ZbarReader {
    struct Failure: Error, CustomStringConvertible { let description: String }

    /// The bytes zbarimg decodes from `code`, drawn as a PBM image at `scale` pixels a module.
    static func decode(_ code: QRCode, scale: Int = 4) throws -> [UInt8] {
        let path = NSTemporaryDirectory() + "paycode-\(UUID().uuidString).pbm"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(code.pbm(scale: scale)).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/zbarimg")
        // --raw: the data alone; -Sbinary: its bytes as they are (and no line break after them), not
        // reinterpreted by a guessed
        // character set; only QR codes.
        process.arguments = ["--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", "-Sbinary", path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "zbarimg exited \(process.terminationStatus): \(errorText)")
        }
        return Array(data)
    }

    /// The text zbarimg decodes, as UTF-8.
    static func text(_ code: QRCode) throws -> String {
        String(decoding: try decode(code), as: UTF8.self)
    }
}
