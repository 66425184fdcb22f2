#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The UTF-8 text of a file, read with the C library (test targets that need no Foundation).
public func readFile(_ path: String) throws -> String {
    struct Unreadable: Error, CustomStringConvertible { let description: String }
    guard let file = fopen(path, "rb") else { throw Unreadable(description: "cannot open \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}
