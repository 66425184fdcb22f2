/// A failure of `tipfmt-history` other than the database's, with its message and exit code.
struct ToolError: Error, Equatable {
    /// The one-line message, without the `tipfmt: error: ` prefix.
    let message: String
    /// The process exit code (1 rejected value, 64 usage, 65 bad data, 66 unreadable, 73 cannot write).
    let exitCode: Int32

    init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }
}
