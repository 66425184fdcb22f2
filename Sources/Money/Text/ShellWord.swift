/// A word as a shell reads it back: what a hint quotes, so `tipfmt trip edit 'Costa Rica' 2`
/// can be copied and run as printed.
///
/// Here, the lowest module, because the trip engine's errors (Trips) and the commands
/// (BillRequestKit, HistoryKit) both quote with it and neither may depend on the other.
package enum ShellWord {
    /// `word` as is when the shell reads it as one word unchanged, else in single quotes (a
    /// single quote inside written `'\''`).
    package static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                    || "_.,:/=@%+-".unicodeScalars.contains(scalar)
            }
        if plain { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
