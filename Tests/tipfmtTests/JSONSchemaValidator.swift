import Foundation

/// A JSON value as JSON has it: a boolean is not a number, and every number is one kind.
///
/// `JSONSerialization` gives `NSNumber` for both `true` and `1` on Linux, which a schema's
/// `"type": "boolean"` must tell apart; `JSONDecoder` refuses a number where a `Bool` is asked for,
/// so decoding through it keeps the difference.
enum JSONValue: Decodable, Equatable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses JSON text.
    ///
    /// - Throws: `DecodingError` for text that is not JSON.
    init(parsing text: String) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    /// The JSON type names this value has: an integral number is both `number` and `integer`,
    /// as JSON Schema counts `1.0` as an integer.
    var types: Set<String> {
        switch self {
        case .null: ["null"]
        case .bool: ["boolean"]
        case .number(let value): value.rounded() == value ? ["number", "integer"] : ["number"]
        case .string: ["string"]
        case .array: ["array"]
        case .object: ["object"]
        }
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): value.rounded() == value && abs(value) < 1e15 ? "\(Int64(value))" : "\(value)"
        case .string(let value): "\"\(value.count > 40 ? String(value.prefix(40)) + "…" : value)\""
        case .array(let values): "an array of \(values.count)"
        case .object(let members): "an object with \(members.keys.sorted())"
        }
    }
}

/// A JSON Schema (draft 2020-12) validator for the subset the schemas of docs/schemas use.
///
/// No JSON Schema library is among the package's dependencies, and the schemas need little:
/// `type` (a name or a list), `enum`, `const`, `pattern`, `minimum`, `properties`, `required`,
/// `additionalProperties` (`false` or a schema), `unevaluatedProperties: false` (a key neither
/// this schema's `properties` nor those of the schemas its `$ref` reaches declare; how one
/// object extends another, such as calc's answer the bill object), `items`, `oneOf`, `anyOf`,
/// and `$ref` to `#`,
/// `#/$defs/…` or another file of the folder (`bill.schema.json`, `common.schema.json#/$defs/…`),
/// resolved as a reader of the files would, relative to the schema that refers. `$schema`,
/// `$defs`, `title` and `description` are annotations. Any other keyword is reported as an error,
/// so a schema cannot rely on a rule this validator would silently skip.
struct JSONSchemaValidator: Sendable {
    /// The schemas, by file name.
    let documents: [String: JSONValue]

    /// The keywords this validator applies or knows to ignore.
    static let keywords: Set<String> = [
        "$schema", "$defs", "$ref", "title", "description", "type", "enum", "const", "pattern", "minimum",
        "properties", "required", "additionalProperties", "unevaluatedProperties", "items", "oneOf", "anyOf",
        "dependentRequired",
    ]

    init(documents: [String: JSONValue]) {
        self.documents = documents
    }

    /// Every `*.json` file of `directory`.
    ///
    /// - Throws: A file-system or decoding error for a file that does not read as JSON.
    init(directory: String) throws {
        var documents: [String: JSONValue] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) where name.hasSuffix(".json") {
            documents[name] = try JSONValue(parsing: String(contentsOfFile: directory + "/" + name, encoding: .utf8))
        }
        self.documents = documents
    }

    /// Why `instance` does not match the schema of file `document`, one line per failure (each
    /// starting with the path of the value at fault, `$.bills[0].total`); empty when it matches.
    func errors(_ instance: JSONValue, against document: String) -> [String] {
        guard let schema = documents[document] else { return ["no schema named \(document)"] }
        var errors: [String] = []
        validate(instance, schema, in: document, at: "$", into: &errors)
        return errors
    }

    // MARK: - Keywords

    private func validate(
        _ instance: JSONValue, _ schema: JSONValue, in document: String, at path: String, into errors: inout [String]
    ) {
        switch schema {
        case .bool(true): return
        case .bool(false): return errors.append("\(path): no value is allowed here")
        case .object(let keywords):
            for keyword in keywords.keys.sorted() where !Self.keywords.contains(keyword) {
                errors.append("\(path): the schema uses \(keyword), which this validator does not apply")
            }
            if case .string(let reference)? = keywords["$ref"] {
                if let (target, targetDocument) = resolve(reference, from: document) {
                    validate(instance, target, in: targetDocument, at: path, into: &errors)
                } else {
                    errors.append("\(path): $ref \(reference) names no schema")
                }
            }
            checkValue(instance, keywords, at: path, into: &errors)
            checkObject(instance, keywords, in: document, at: path, into: &errors)
            if case .array(let values) = instance, let items = keywords["items"] {
                for (index, value) in values.enumerated() {
                    validate(value, items, in: document, at: "\(path)[\(index)]", into: &errors)
                }
            }
            checkAlternatives(instance, keywords, in: document, at: path, into: &errors)
        default:
            errors.append("\(path): a schema is an object or a boolean, not \(schema)")
        }
    }

    /// `type`, `enum`, `const`, `pattern` and `minimum`.
    private func checkValue(
        _ instance: JSONValue, _ keywords: [String: JSONValue], at path: String, into errors: inout [String]
    ) {
        switch keywords["type"] {
        case .string(let name)? where !instance.types.contains(name):
            errors.append("\(path): \(instance) is not of type \(name)")
        case .array(let names)?:
            let allowed = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
            if instance.types.isDisjoint(with: allowed) {
                errors.append("\(path): \(instance) is not of type \(allowed.joined(separator: " or "))")
            }
        default: break
        }
        if case .array(let values)? = keywords["enum"], !values.contains(instance) {
            errors.append("\(path): \(instance) is not one of \(values.map(\.description).joined(separator: ", "))")
        }
        if let value = keywords["const"], value != instance {
            errors.append("\(path): \(instance) is not \(value)")
        }
        if case .string(let pattern)? = keywords["pattern"], case .string(let text) = instance {
            do {
                if try Regex(pattern).firstMatch(in: text) == nil {
                    errors.append("\(path): \(instance) does not match \(pattern)")
                }
            } catch {
                errors.append("\(path): the pattern \(pattern) is not a regular expression: \(error)")
            }
        }
        if case .number(let minimum)? = keywords["minimum"], case .number(let value) = instance, value < minimum {
            errors.append("\(path): \(instance) is below the minimum \(JSONValue.number(minimum))")
        }
    }

    /// `properties`, `required`, `additionalProperties` and `unevaluatedProperties`.
    private func checkObject(
        _ instance: JSONValue, _ keywords: [String: JSONValue], in document: String, at path: String,
        into errors: inout [String]
    ) {
        guard case .object(let members) = instance else { return }
        var properties: [String: JSONValue] = [:]
        if case .object(let declared)? = keywords["properties"] { properties = declared }
        if case .array(let required)? = keywords["required"] {
            for case .string(let key) in required where members[key] == nil {
                errors.append("\(path): the key \(key) is missing")
            }
        }
        if case .object(let dependencies)? = keywords["dependentRequired"] {
            for (present, needed) in dependencies.sorted(by: { $0.key < $1.key }) where members[present] != nil {
                guard case .array(let keys) = needed else { continue }
                for case .string(let key) in keys where members[key] == nil {
                    errors.append("\(path): the key \(key) is missing (it goes with \(present))")
                }
            }
        }
        for key in members.keys.sorted() {
            guard let value = members[key] else { continue }
            if let property = properties[key] {
                validate(value, property, in: document, at: "\(path).\(key)", into: &errors)
            } else if let additional = keywords["additionalProperties"] {
                if additional == .bool(false) {
                    errors.append("\(path): the key \(key) is not in the schema")
                } else {
                    validate(value, additional, in: document, at: "\(path).\(key)", into: &errors)
                }
            }
        }
        guard let unevaluated = keywords["unevaluatedProperties"] else { return }
        guard unevaluated == .bool(false) else {
            return errors.append("\(path): unevaluatedProperties other than false is not applied")
        }
        guard let evaluated = evaluatedKeys(keywords, in: document) else { return }
        for key in members.keys.sorted() where !evaluated.contains(key) {
            errors.append("\(path): the key \(key) is not in the schema")
        }
    }

    /// The keys `properties` declares in `keywords` and in the schemas its `$ref` chain reaches;
    /// `nil` when one of them takes any key (`additionalProperties`).
    private func evaluatedKeys(_ keywords: [String: JSONValue], in document: String) -> Set<String>? {
        var keys: Set<String> = []
        if case .object(let declared)? = keywords["properties"] { keys.formUnion(declared.keys) }
        if let additional = keywords["additionalProperties"], additional != .bool(false) { return nil }
        if case .string(let reference)? = keywords["$ref"], let (target, file) = resolve(reference, from: document),
            case .object(let members) = target
        {
            guard let inner = evaluatedKeys(members, in: file) else { return nil }
            keys.formUnion(inner)
        }
        return keys
    }

    /// `oneOf` (exactly one matches) and `anyOf` (at least one).
    private func checkAlternatives(
        _ instance: JSONValue, _ keywords: [String: JSONValue], in document: String, at path: String,
        into errors: inout [String]
    ) {
        for keyword in ["oneOf", "anyOf"] {
            guard case .array(let alternatives)? = keywords[keyword] else { continue }
            var failures: [[String]] = []
            for alternative in alternatives {
                var found: [String] = []
                validate(instance, alternative, in: document, at: path, into: &found)
                failures.append(found)
            }
            let matching = failures.filter(\.isEmpty).count
            if matching == 0 {
                let reasons = failures.map { $0.first ?? "" }.joined(separator: "; ")
                errors.append("\(path): \(instance) matches none of \(keyword) (\(reasons))")
            } else if keyword == "oneOf" && matching > 1 {
                errors.append("\(path): \(instance) matches \(matching) of oneOf, not exactly one")
            }
        }
    }

    // MARK: - References

    /// The schema a `$ref` names and the file it is in: `#`, `#/$defs/name`, `other.schema.json`
    /// or `other.schema.json#/$defs/name`.
    private func resolve(_ reference: String, from document: String) -> (JSONValue, String)? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = parts[0].isEmpty ? document : String(parts[0])
        guard var schema = documents[file] else { return nil }
        let pointer = parts.count > 1 ? parts[1] : ""
        for token in pointer.split(separator: "/") {
            let key = String(token).replacing("~1", with: "/").replacing("~0", with: "~")
            guard let next = schema[key] else { return nil }
            schema = next
        }
        return (schema, file)
    }

    /// The keywords of `schema` (and of every schema inside it) this validator does not know.
    static func unknownKeywords(in schema: JSONValue, at path: String = "#") -> [String] {
        guard case .object(let keywords) = schema else { return [] }
        var found = keywords.keys.filter { !Self.keywords.contains($0) }.sorted().map { "\(path)/\($0)" }
        for key in ["$defs", "properties"] {
            if case .object(let members)? = keywords[key] {
                for name in members.keys.sorted() {
                    if let member = members[name] { found += unknownKeywords(in: member, at: "\(path)/\(key)/\(name)") }
                }
            }
        }
        for key in ["items", "additionalProperties"] {
            if let member = keywords[key] { found += unknownKeywords(in: member, at: "\(path)/\(key)") }
        }
        for key in ["oneOf", "anyOf"] {
            if case .array(let members)? = keywords[key] {
                for (index, member) in members.enumerated() {
                    found += unknownKeywords(in: member, at: "\(path)/\(key)/\(index)")
                }
            }
        }
        return found
    }
}
