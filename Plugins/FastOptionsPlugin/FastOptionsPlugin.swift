import Foundation
import PackagePlugin

/// Writes TipfmtKit's fast command-line reader from its option declarations on every build
/// (FastOptionsGenerator), so an option is declared once, where argument-parser reads it.
@main
struct FastOptionsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "FastReader.swift")
        return [
            .buildCommand(
                displayName: "Writing the fast command-line reader of \(target.name)",
                executable: try context.tool(named: "FastOptionsGenerator").url,
                arguments: [output.path(percentEncoded: false)] + sources.map { $0.path(percentEncoded: false) },
                inputFiles: sources,
                outputFiles: [output])
        ]
    }
}
