import Foundation
import PackagePlugin

/// Writes TipfmtKit's fast command-line reader from its option declarations on every build
/// (Sources/FastOptionsGenerator), so an option is declared once, where argument-parser reads it.
///
/// The generator is compiled here with the toolchain's `swiftc` rather than taken as a tool
/// target: a tool target is built with the build's own flags, and `--sanitize=fuzzer` (the fuzz
/// package) would hand it libFuzzer's `main` instead of its own.
@main
struct FastOptionsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let generatorSources = try FileManager.default.contentsOfDirectory(
            at: context.package.directoryURL.appending(path: "Sources/FastOptionsGenerator"),
            includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        let generator = context.pluginWorkDirectoryURL.appending(path: "FastOptionsGenerator")
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "FastReader.swift")
        return [
            .buildCommand(
                displayName: "Compiling FastOptionsGenerator",
                executable: try context.tool(named: "swiftc").url,
                arguments: ["-o", generator.path(percentEncoded: false)]
                    + generatorSources.map { $0.path(percentEncoded: false) },
                inputFiles: generatorSources,
                outputFiles: [generator]),
            .buildCommand(
                displayName: "Writing the fast command-line reader of \(target.name)",
                executable: generator,
                arguments: [output.path(percentEncoded: false)] + sources.map { $0.path(percentEncoded: false) },
                inputFiles: sources + [generator],
                outputFiles: [output]),
        ]
    }
}
