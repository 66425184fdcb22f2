/// The XDG base directories tipfmt keeps its files in.
package enum XDGDirectories {
    /// `$XDG_CONFIG_HOME/tipfmt`, else `~/.config/tipfmt`; `nil` when neither can be found.
    package static func config(_ environment: Environment) -> String? {
        directory(environment, variable: "XDG_CONFIG_HOME", fallback: ".config")
    }

    /// `$XDG_STATE_HOME/tipfmt`, else `~/.local/state/tipfmt`.
    package static func state(_ environment: Environment) -> String? {
        directory(environment, variable: "XDG_STATE_HOME", fallback: ".local/state")
    }

    private static func directory(_ environment: Environment, variable: String, fallback: String) -> String? {
        // The XDG spec says relative paths are invalid and must be ignored.
        if let base = environment[variable], base.hasPrefix("/") { return trimmed(base) + "/tipfmt" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return trimmed(home) + "/" + fallback + "/tipfmt"
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path == "/" ? "" : path
    }
}
