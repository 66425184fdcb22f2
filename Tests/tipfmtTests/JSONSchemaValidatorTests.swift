import Testing

/// ``JSONSchemaValidator`` rejects what each keyword forbids, so a schema test that passes means
/// the output matched, not that the validator skipped a rule.
@Suite struct JSONSchemaValidatorTests {
    static let schemas: [String: String] = [
        "shared.json": """
        {"$defs": {"amount": {"type": "string", "pattern": "^-?[0-9]+(\\\\.[0-9]+)?$"}}}
        """,
        "bill.json": """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "type": "object",
          "properties": {
            "total": {"$ref": "shared.json#/$defs/amount"},
            "split": {"type": "integer", "minimum": 1},
            "paid": {"type": "boolean"},
            "kind": {"type": "string", "enum": ["single", "itemised"]},
            "format": {"const": "tipfmt-bill"},
            "note": {"type": ["string", "null"]},
            "shares": {"type": "array", "items": {"$ref": "#/$defs/share"}},
            "tip": {"oneOf": [
              {"type": "object", "properties": {"percent": {"type": "string"}}, "required": ["percent"],
               "additionalProperties": false},
              {"type": "object", "properties": {"amount": {"$ref": "shared.json#/$defs/amount"}}, "required": ["amount"],
               "additionalProperties": false}
            ]},
            "home": {"anyOf": [{"$ref": "#"}, {"type": "null"}]},
            "tags": {"type": "object", "additionalProperties": {"type": "string"}}
          },
          "required": ["total", "split"],
          "additionalProperties": false,
          "$defs": {
            "share": {"type": "object", "properties": {"person": {"type": "string"}, "amount": {"$ref": "shared.json#/$defs/amount"}},
                      "required": ["person", "amount"], "additionalProperties": false}
          }
        }
        """,
    ]

    static let validator = Result {
        JSONSchemaValidator(documents: try schemas.mapValues { try JSONValue(parsing: $0) })
    }

    static func errors(_ json: String) throws -> [String] {
        try validator.get().errors(try JSONValue(parsing: json), against: "bill.json")
    }

    @Test func aDocumentThatFollowsEveryRuleHasNoErrors() throws {
        let errors = try Self.errors(
            """
            {"total": "84.50", "split": 3, "paid": true, "kind": "single", "format": "tipfmt-bill", "note": null,
             "shares": [{"person": "Ann", "amount": "28.17"}], "tip": {"percent": "18"},
             "home": {"total": "-1", "split": 1, "home": null}, "tags": {"a": "b"}}
            """)
        #expect(errors.isEmpty, "\(errors)")
    }

    /// Each wrong document and the path of the first error it must give.
    @Test(arguments: [
        (#"{"split": 1}"#, "$: the key total is missing"),
        (#"{"total": 84.5, "split": 1}"#, "$.total: 84.5 is not of type string"),
        (#"{"total": "84,50", "split": 1}"#, "$.total: \"84,50\" does not match"),
        (#"{"total": "1", "split": 1.5}"#, "$.split: 1.5 is not of type integer"),
        (#"{"total": "1", "split": 0}"#, "$.split: 0 is below the minimum 1"),
        (#"{"total": "1", "split": 1, "paid": 1}"#, "$.paid: 1 is not of type boolean"),
        (#"{"total": "1", "split": true}"#, "$.split: true is not of type integer"),
        (#"{"total": "1", "split": 1, "kind": "shares"}"#, "$.kind: \"shares\" is not one of"),
        (#"{"total": "1", "split": 1, "format": "tipfmt-trip"}"#, "$.format: \"tipfmt-trip\" is not \"tipfmt-bill\""),
        (#"{"total": "1", "split": 1, "note": 5}"#, "$.note: 5 is not of type string or null"),
        (#"{"total": "1", "split": 1, "extra": 5}"#, "$: the key extra is not in the schema"),
        (#"{"total": "1", "split": 1, "shares": [{"person": "Ann"}]}"#, "$.shares[0]: the key amount is missing"),
        (#"{"total": "1", "split": 1, "shares": [{"person": "Ann", "amount": "x"}]}"#, "$.shares[0].amount"),
        (#"{"total": "1", "split": 1, "tip": {"percent": "1", "amount": "1"}}"#, "$.tip: an object with"),
        (#"{"total": "1", "split": 1, "home": {"split": 1}}"#, "$.home: an object with"),
        (#"{"total": "1", "split": 1, "tags": {"a": 1}}"#, "$.tags.a: 1 is not of type string"),
        (#"[1]"#, "$: an array of 1 is not of type object"),
    ])
    func aWrongDocumentIsRejectedWithItsPath(json: String, error: String) throws {
        let errors = try Self.errors(json)
        #expect(errors.first?.hasPrefix(error) == true, "\(json): \(errors)")
    }

    /// A `oneOf` that two alternatives match is an error; `anyOf` is not.
    @Test func oneOfWantsExactlyOneMatch() throws {
        let validator = JSONSchemaValidator(documents: [
            "s.json": try JSONValue(parsing: #"{"oneOf": [{"type": "string"}, {"type": "string", "pattern": "^a"}]}"#),
            "t.json": try JSONValue(parsing: #"{"anyOf": [{"type": "string"}, {"type": "string", "pattern": "^a"}]}"#),
        ])
        #expect(validator.errors(.string("b"), against: "s.json").isEmpty)
        #expect(
            validator.errors(.string("abc"), against: "s.json") == ["$: \"abc\" matches 2 of oneOf, not exactly one"])
        #expect(validator.errors(.string("abc"), against: "t.json").isEmpty)
        #expect(validator.errors(.number(1), against: "t.json").count == 1)
    }

    /// `unevaluatedProperties: false` closes an object over its own `properties` and those of
    /// the schema its `$ref` reaches: an extension of another object takes both, nothing else.
    @Test func unevaluatedPropertiesClosesAnObjectOverWhatItsRefDeclares() throws {
        let validator = JSONSchemaValidator(documents: [
            "base.json": try JSONValue(parsing: #"{"type": "object", "properties": {"total": {"type": "string"}}}"#),
            "wide.json": try JSONValue(
                parsing:
                    #"{"$ref": "base.json", "properties": {"rows": {"type": "array"}}, "unevaluatedProperties": false}"#
            ),
            "open.json": try JSONValue(
                parsing:
                    #"{"$ref": "base.json", "additionalProperties": {"type": "string"}, "unevaluatedProperties": false}"#
            ),
        ])
        let fits = try JSONValue(parsing: #"{"total": "1", "rows": []}"#)
        #expect(validator.errors(fits, against: "wide.json").isEmpty)
        // The $ref's rules apply too: its property's type is checked.
        #expect(
            Set(validator.errors(try JSONValue(parsing: #"{"total": 1, "note": "x"}"#), against: "wide.json")) == [
                "$: the key note is not in the schema", "$.total: 1 is not of type string",
            ])
        #expect(
            validator.errors(try JSONValue(parsing: #"{"note": "x"}"#), against: "wide.json") == [
                "$: the key note is not in the schema"
            ])
        // Without `unevaluatedProperties` the base is open.
        #expect(validator.errors(try JSONValue(parsing: #"{"note": "x"}"#), against: "base.json").isEmpty)
        // Keys `additionalProperties` takes are evaluated.
        #expect(validator.errors(try JSONValue(parsing: #"{"note": "x"}"#), against: "open.json").isEmpty)
    }

    /// A keyword the validator does not apply, or a `$ref` to nothing, is an error rather than a
    /// rule silently skipped.
    @Test func whatTheValidatorCannotApplyIsAnError() throws {
        let validator = JSONSchemaValidator(documents: [
            "s.json": try JSONValue(parsing: #"{"type": "string", "maxLength": 2}"#),
            "r.json": try JSONValue(parsing: ##"{"$ref": "#/$defs/missing"}"##),
        ])
        #expect(
            validator.errors(.string("abc"), against: "s.json") == [
                "$: the schema uses maxLength, which this validator does not apply"
            ])
        #expect(JSONSchemaValidator.unknownKeywords(in: try #require(validator.documents["s.json"])) == ["#/maxLength"])
        #expect(validator.errors(.string("abc"), against: "r.json") == ["$: $ref #/$defs/missing names no schema"])
        #expect(validator.errors(.null, against: "nothing.json") == ["no schema named nothing.json"])
    }

    /// JSON's booleans and numbers stay apart when read, as `"type"` needs.
    @Test func booleansAreNotNumbers() throws {
        #expect(
            try JSONValue(parsing: "[true, 1, 1.0, 1.5, null]")
                == .array([.bool(true), .number(1), .number(1), .number(1.5), .null]))
        #expect(JSONValue.number(1).types == ["number", "integer"])
        #expect(JSONValue.bool(false).types == ["boolean"])
    }
}
