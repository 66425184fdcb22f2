#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The text of a file of the repository, by a path relative to the repository's root.
func repositoryFile(_ relativePath: String) throws -> String {
    struct Unreadable: Error, CustomStringConvertible { let description: String }
    // This file is Tests/TripsTests/TextFile.swift: three components below the root.
    let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
    let path = root + "/" + relativePath
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
