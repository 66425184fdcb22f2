import Foundation
import PackagePlugin

/// Writes a module's fast command-line reader from its option declarations on every build
/// (Sources/FastOptionsGenerator), so an option is declared once, where argument-parser reads it.
///
/// The one build command compiles the generator with the toolchain's `swiftc` and runs it. The
/// generator is not taken as a tool target, because a tool target is built with the build's own
/// flags, and the fuzz package's `--sanitize=fuzzer` would give it libFuzzer's `main`. Its binary
/// is not declared as an output either: every output of a build command that is not Swift
/// source becomes a resource of the target, and resources bring Foundation into the binary.
@main
struct FastOptionsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let generatorDirectory = context.package.directoryURL.appending(path: "Sources/FastOptionsGenerator")
        let generatorSources = try FileManager.default.contentsOfDirectory(
            at: generatorDirectory, includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }
        let generator = context.pluginWorkDirectoryURL.appending(path: "FastOptionsGenerator")
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "FastReader.swift")
        let script = #"""
            swiftc="$1"; generator="$2"; directory="$3"; shift 3
            "$swiftc" -o "$generator" "$directory"/*.swift && exec "$generator" "$@"
            """#
        let arguments = [
            try context.tool(named: "swiftc").url, generator, generatorDirectory, output,
        ].map { $0.path(percentEncoded: false) }
        return [
            .buildCommand(
                displayName: "Writing the fast command-line reader of \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh"] + arguments + sources.map { $0.path(percentEncoded: false) },
                inputFiles: generatorSources + sources,
                outputFiles: [output])
        ]
    }
}
