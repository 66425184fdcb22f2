import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The history's files: it is read from a read-only data folder, `--output -` is stdout, and a
/// symbolic link given to `--output` is written through, as every tipfmt writer does.
@Suite struct HistoryFilesTests {
    let cli = Tipfmt.withHistory()

    @Test func aReadOnlyDataFolderIsStillRead() throws {
        try cli.save([HistoryFixtures.lunch])
        let listed = try cli.run("history")
        let shown = try cli.run("history", "show", "1")
        let exported = try cli.run("history", "export", "--format", "json")
        #expect(listed.status == 0 && shown.status == 0 && exported.status == 0)
        let folder = cli.home + "/data/tipfmt"
        // root ignores permissions: the files go to nobody, who runs the commands (setpriv, util-linux).
        let runAs = geteuid() == 0 ? "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        if geteuid() == 0 {
            try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "setpriv runs as nobody")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cli.home)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cli.home + "/data")
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) + [""] {
                #expect(chown(folder + (name.isEmpty ? "" : "/" + name), 65534, 65534) == 0)
            }
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        for (arguments, expected) in [
            ("history", listed), ("history show 1", shown), ("history export --format json", exported),
        ] {
            let result = try cli.runShell("exec \(runAs)\"$0\" \(arguments)")
            #expect(result.status == 0, "\(arguments): \(result)")
            #expect(result.stdout == expected.stdout, "\(arguments)")
            #expect(result.stderr == "")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before, "nothing written")
        // Writing still says why it cannot.
        let delete = try cli.runShell("exec \(runAs)\"$0\" history delete 1")
        #expect(delete.status == 73, "\(delete)")
    }

    /// Someone who may read the history but not write it (another user, in a folder they may
    /// write) reads it without leaving a `-wal` or `-shm` file of their own beside it: SQLite
    /// would create those with their owner, and the history's owner could then no longer write.
    @Test(.enabled(if: geteuid() == 0, "needs root to act as two other users"))
    func aReaderWhoCannotWriteLeavesNoFileThatStopsTheOwnerWriting() throws {
        try cli.save([HistoryFixtures.lunch])
        #expect(try cli.run("trip", "create", "Oslo", "--people", "Ann,Ben", "--home", "NOK").status == 0)
        #expect(try cli.run("trip", "add", "Oslo", "300", "--paid-by", "Ann", "--date", "2026-11-20").status == 0)
        let reads = [
            ("history", try cli.run("history")), ("trip list", try cli.run("trip", "list")),
            ("trip show Oslo", try cli.run("trip", "show", "Oslo")),
            ("trip balances Oslo", try cli.run("trip", "balances", "Oslo")),
            ("history export --format json", try cli.run("history", "export", "--format", "json")),
        ]
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "setpriv runs as others")
        // The history belongs to nobody (65534), in a folder anyone may write; 65533 only reads it.
        let folder = cli.home + "/data/tipfmt"
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cli.home)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cli.home + "/data")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) + [""] {
            #expect(chown(folder + (name.isEmpty ? "" : "/" + name), 65534, 65534) == 0)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: cli.historyPath)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let reader = "/usr/bin/setpriv --reuid=65533 --regid=65533 --clear-groups "
        for (arguments, expected) in reads {
            let result = try cli.runShell("exec \(reader)\"$0\" \(arguments)")
            #expect(result.status == 0, "\(arguments): \(result)")
            #expect(result.stdout == expected.stdout, "\(arguments)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before, "\(arguments)")
        }
        let owner = "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups "
        let added = try cli.runShell("exec \(owner)\"$0\" trip add Oslo 100 --paid-by Ben --date 2026-11-21")
        #expect(added.status == 0, "the owner still writes: \(added)")
        #expect(try cli.run("trip", "list").stdout.contains("Oslo  Ann, Ben      2  NOK"))
    }

    @Test func aDashIsStandardOutput() throws {
        try cli.save([HistoryFixtures.lunch])
        let plain = try cli.run("history", "export")
        let dash = try cli.run("history", "export", "--output", "-")
        #expect(dash.status == 0, "\(dash)")
        #expect(dash.stdout == plain.stdout)
        #expect(!plain.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cli.home + "/-"))
    }

    @Test func aSymbolicLinkIsWrittenThroughEvenWhenDangling() throws {
        try cli.save([HistoryFixtures.lunch])
        let expected = try cli.run("history", "export").stdout
        let link = cli.home + "/bills.csv"
        let target = cli.home + "/exports/bills-target.csv"
        try FileManager.default.createDirectory(atPath: cli.home + "/exports", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "exports/bills-target.csv")
        let result = try cli.run("history", "export", "--output", link)
        #expect(result.status == 0, "\(result)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "exports/bills-target.csv")
        #expect(FileManager.default.contents(atPath: target) == Data(expected.utf8))
        // Again, now that the target exists: still through the link.
        #expect(try cli.run("history", "export", "--output", link).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "exports/bills-target.csv")
        #expect(FileManager.default.contents(atPath: target) == Data(expected.utf8))
    }
}
