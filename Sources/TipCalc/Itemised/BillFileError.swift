#if canImport(FoundationEssentials)
    public import FoundationEssentials
#endif

/// A bill file (text or JSON) or an `--item` that cannot be read: where, and what to do about it.
///
///     print(BillFileError(line: 3, column: 12, message: "'6,00' is not an amount; write 6.00"))
///     // Prints "line 3, column 12: '6,00' is not an amount; write 6.00"
///
/// Lines and columns count from 1; a column counts characters as an editor shows them.
public struct BillFileError: Error, Hashable, Sendable {
    /// The line, from 1.
    public let line: Int
    /// The column, from 1.
    public let column: Int
    /// What is wrong and what to write instead.
    public let message: String

    /// Creates an error at a place.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}

extension BillFileError: CustomStringConvertible {
    /// `line 3, column 12: …`.
    public var description: String { "line \(line), column \(column): \(message)" }
}

#if canImport(FoundationEssentials)
    extension BillFileError: LocalizedError {
        /// The same text as ``description``.
        public var errorDescription: String? { description }
    }
#endif
