import TestSupport

/// The text of a file of the repository, by a path relative to the repository's root.
func repositoryFile(_ relativePath: String) throws -> String {
    // This file is Tests/TripsTests/TextFile.swift: three components below the root.
    let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
    return try readFile(root + "/" + relativePath)
}
