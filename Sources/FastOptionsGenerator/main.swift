import Foundation

// FastOptionsGenerator OUTPUT SOURCE...
//
// Reads the option declarations of SOURCE files and writes the fast command-line reader to
// OUTPUT (FastReaderSource). Run by FastOptionsPlugin on every build of TipfmtKit.

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: FastOptionsGenerator OUTPUT SOURCE...\n".utf8))
    exit(64)
}

var types: [String: ArgumentsType] = [:]
var order: [String] = []
var imports: Set<String> = ["import ArgumentParser"]
for path in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("FastOptionsGenerator: cannot read \(path)\n".utf8))
        exit(66)
    }
    let source = String(decoding: data, as: UTF8.self)
    let found = DeclarationReader.types(in: source)
    // A type's declarations and conformances may be spread over its extensions in several files.
    for type in found {
        if types[type.qualifiedName] == nil { order.append(type.qualifiedName) }
        types[
            type.qualifiedName,
            default: ArgumentsType(qualifiedName: type.qualifiedName, conformances: [], declarations: [])
        ]
        .conformances += type.conformances
        types[type.qualifiedName]?.declarations += type.declarations
    }
    guard found.contains(where: { !$0.declarations.isEmpty }) else { continue }
    for line in source.split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let module = words.last, words.dropLast().last == "import",
            words.dropLast(2).allSatisfy({ ["public", "package", "internal"].contains($0) })
        else { continue }
        imports.insert("import \(module)")
    }
}

let declaring = order.compactMap { types[$0] }.filter { !$0.declarations.isEmpty }
let text = FastReaderSource(types: declaring, imports: Array(imports)).render()
do {
    try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("FastOptionsGenerator: cannot write \(output): \(error)\n".utf8))
    exit(73)
}
