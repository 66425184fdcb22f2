import Foundation
import Money
import Testing

/// The one quoting of a word in a suggested command (trip errors and the commands' hints alike):
/// the shell reads each back as the word it was.
@Suite struct ShellWordTests {
    @Test(arguments: [
        ("Lisbon", "Lisbon"), ("ann@bank", "ann@bank"), ("k3f9x2ab", "k3f9x2ab"),
        ("a,b=c:d/e%f+g-h_i.j", "a,b=c:d/e%f+g-h_i.j"),
        ("Costa Rica", "'Costa Rica'"), ("O'Hara", "'O'\\''Hara'"), ("", "''"), ("Zürich", "'Zürich'"),
        ("$HOME", "'$HOME'"), ("a;b", "'a;b'"), ("*", "'*'"), ("~ann", "'~ann'"), ("'", "''\\'''"),
    ])
    func quotesWhatTheShellWouldChange(word: String, quoted: String) throws {
        #expect(ShellWord.quoted(word) == quoted)
        // sh prints the one argument it read.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "printf '%s|' \(quoted)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: output, as: UTF8.self) == word + "|")
    }
}
