import Money

/// Updating a table: each mismatched row's actual text written into its expected field.
///
/// Only the bytes of those expected fields change: comments, blank lines, line endings, column
/// order, other columns and each field's quoting stay as they were. A CSV field that was quoted
/// stays quoted (and one that was not is quoted only if the new text needs it). Invisible
/// characters are spelled as the row spelled them (``InvisibleSpelling``: `\u00A0` escapes,
/// `<NBSP>` names or the characters themselves), or as the table does when the row showed none,
/// or as escapes when the table shows none either, so the diff shows what changed.
///
/// Only drift is written. A row a rule that is not drift names (``DriftRule/wrongCurrency``,
/// ``DriftRule/wrongSign``, ``DriftRule/other``: a wrong table or a wrong program) is left byte
/// for byte as it is, unless ``UpdateOptions/accepted`` holds each such rule of the row.
///
/// The new file is built in one pass over the old bytes, copying up to each changed field and
/// appending its new text: linear in the table's size, however many rows change.
extension CheckReport {
    /// What `--update` writes into a differing row.
    public struct UpdateOptions: Hashable, Sendable {
        /// What happens to the old expected value.
        public enum Mode: String, Hashable, Sendable, CaseIterable {
            /// The actual text replaces it (in a version-keyed field, only the running CLDR's value
            /// is replaced or added).
            case replace
            /// The actual text is added beside it, keyed by the running CLDR: a plain field
            /// becomes `{cldrOLD}old{cldrNEW}new`, the old value keyed by the CLDR the table's
            /// header comment says wrote it.
            case addVersion = "add-version"
        }

        /// Replace (the default) or add beside.
        public var mode: Mode
        /// Only rows whose difference ``DriftRule`` explains first; every differing row when `nil`.
        public var onlyRule: DriftRule?
        /// The rules that are not drift whose rows are rewritten too (`--accept wrong-sign`).
        ///
        /// **None by default**, as such a row is a wrong table or a wrong program rather than
        /// drift, and a person should look at it. Drift rules here change nothing: their rows
        /// are always written.
        public var accepted: Set<DriftRule>

        /// Whether rows whose expected text names another currency (``DriftRule/wrongCurrency``)
        /// are rewritten too: ``accepted`` holds it.
        public var acceptsCurrencyChange: Bool {
            get { accepted.contains(.wrongCurrency) }
            set { if newValue { accepted.insert(.wrongCurrency) } else { accepted.remove(.wrongCurrency) } }
        }
        /// How a row whose expected text shows no invisible character spells them in its new
        /// text: the table's own spelling (``CheckTable/invisibleSpelling``) unless set.
        public var spelling: InvisibleSpelling?

        /// Replace every drift row's value, and the rows of the `accepted` rules.
        public init(
            mode: Mode = .replace, onlyRule: DriftRule? = nil, accepted: Set<DriftRule> = [],
            spelling: InvisibleSpelling? = nil
        ) {
            self.mode = mode
            self.onlyRule = onlyRule
            self.accepted = accepted
            self.spelling = spelling
        }

        /// Replace every drift row's value, and a wrong currency's when `acceptsCurrencyChange`.
        public init(
            mode: Mode = .replace, onlyRule: DriftRule? = nil, acceptsCurrencyChange: Bool,
            spelling: InvisibleSpelling? = nil
        ) {
            self.init(
                mode: mode, onlyRule: onlyRule, accepted: acceptsCurrencyChange ? [.wrongCurrency] : [],
                spelling: spelling)
        }

        /// Whether a row that differs as `drift` says is rewritten: its first rule is
        /// ``onlyRule`` (when set), and each of its rules is drift or ``accepted``.
        public func updates(_ drift: Drift) -> Bool {
            if let onlyRule, drift.rule != onlyRule { return false }
            return refusedRules(drift).isEmpty
        }

        /// The rules of `drift` that keep its row as it is: those that are not drift and not
        /// ``accepted``.
        public func refusedRules(_ drift: Drift) -> [DriftRule] {
            drift.rules.filter { !$0.isDrift && !accepted.contains($0) }
        }
    }

    /// The differing rows an update with `options` rewrites.
    public func rowsToUpdate(_ options: UpdateOptions = UpdateOptions()) -> Int {
        results.count { result in
            guard case .mismatch = result.outcome, let drift = result.drift else { return false }
            return options.updates(drift)
        }
    }

    /// The table's bytes with every differing row's expected field updated (see
    /// ``UpdateOptions``) and the versions comment (`# tipfmt check: written with …`) set to
    /// this run's, for TSV and CSV; `nil` when no row is to change (or the table could not be
    /// read).
    ///
    /// - Complexity: O(*n* + *m*), where *n* is the table's size and *m* the new texts' size.
    /// - Throws: ``CheckError`` when the actual text cannot be written in the table's format (a
    ///   tab or newline in a TSV field), or when adding a version to a plain field of a table
    ///   that does not say which CLDR wrote it, naming the row's line.
    public func updatedBytes(_ options: UpdateOptions = UpdateOptions()) throws(CheckError) -> [UInt8]? {
        guard let table else { return nil }
        return try updated(options, writtenWith: table.writtenWith, writesVersionComment: true, evenIfUnchanged: false)
    }

    /// The updated bytes of this report's table, which may be one segment of a larger table.
    ///
    /// - Parameters:
    ///   - writtenWith: The versions the whole table says wrote it (the old values' key).
    ///   - writesVersionComment: Whether these bytes start the table, and so take the comment.
    ///   - evenIfUnchanged: Whether to return the bytes when no row changes, rather than `nil`.
    package func updated(
        _ options: UpdateOptions, writtenWith: FormattingVersions?, writesVersionComment: Bool, evenIfUnchanged: Bool
    ) throws(CheckError) -> [UInt8]? {
        guard let table else { return nil }
        var output: [UInt8] = []
        var copied = 0
        var started = false
        func start() {
            started = true
            output.reserveCapacity(table.bytes.count + table.bytes.count / 4)
            if writesVersionComment { copied = writeVersionComment(table, into: &output) }
        }
        let running = versions.cldrMajor
        let fileSpelling = options.spelling ?? table.invisibleSpelling
        for result in results {
            guard case .mismatch(let actual) = result.outcome, let drift = result.drift, options.updates(drift)
            else { continue }
            let row = result.row
            let span = row.expectedSpan
            // Rows come in file order and their fields do not overlap; a span before what was
            // already copied would mean a reader bug, and is left alone rather than duplicated.
            guard span.lowerBound >= copied, span.upperBound <= table.bytes.count else { continue }
            if !started { start() }
            output.append(contentsOf: table.bytes[copied..<span.lowerBound])
            let text = try newField(
                row: row, actual: actual, running: running, mode: options.mode, writtenWith: writtenWith)
            let spelling = row.expectedSpelling ?? fileSpelling
            try Self.encode(text, row: row, format: table.format, spelling: spelling, path: path, into: &output)
            copied = span.upperBound
        }
        if !started {
            guard evenIfUnchanged else { return nil }
            start()
        }
        output.append(contentsOf: table.bytes[copied...])
        return output
    }

    /// The new expected field of a differing row.
    private func newField(
        row: CheckRow, actual: String, running: String, mode: UpdateOptions.Mode, writtenWith: FormattingVersions?
    ) throws(CheckError) -> String {
        var values = try row.versionedExpectations(path: path)
        if values.isEmpty {
            guard mode == .addVersion else { return actual }
            guard let old = writtenWith?.cldrMajor else {
                throw CheckError(
                    path: path, line: row.line,
                    message: "cannot add a version beside a value whose CLDR is unknown; "
                        + "start the table with '\(FormattingVersions.headerPrefix) ICU <x.y>, CLDR <x.y>'")
            }
            if old == running { return actual }
            values = [VersionedExpectation(cldr: old, text: row.expected)]
        }
        values.removeAll { $0.cldr == running }
        values.append(VersionedExpectation(cldr: running, text: actual))
        return CheckRow.versionedField(values)
    }

    /// Starts an updated TSV or CSV table with this run's versions comment.
    ///
    /// Copies the bytes up to the old comment and writes the new one in its place (or first,
    /// when there is none). Returns how far into the table it copied.
    private func writeVersionComment(_ table: CheckTable, into output: inout [UInt8]) -> Int {
        guard table.format != .json else { return 0 }
        let comment = Array(versions.headerComment.utf8)
        if let span = table.versionCommentSpan {
            output.append(contentsOf: table.bytes[..<span.lowerBound])
            output.append(contentsOf: comment)
            return span.upperBound
        }
        let start = table.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        output.append(contentsOf: table.bytes[..<start])
        output.append(contentsOf: comment)
        // The table's own line ending, so a CRLF file stays CRLF.
        let firstLineEnd = table.bytes[start...].firstIndex(of: 0x0A)
        if let firstLineEnd, firstLineEnd > start, table.bytes[firstLineEnd - 1] == 0x0D { output.append(0x0D) }
        output.append(0x0A)
        return start
    }

    /// `text` as the expected field of `row` in `format` should hold it, spelling invisible
    /// characters as `spelling` says (the row's own, or raw for a row that showed none).
    static func encoded(
        _ text: String, row: CheckRow, format: CheckTableFormat, spelling: InvisibleSpelling? = nil, path: String
    ) throws(CheckError) -> [UInt8] {
        var output: [UInt8] = []
        try encode(
            text, row: row, format: format, spelling: spelling ?? row.expectedSpelling ?? .raw, path: path,
            into: &output)
        return output
    }

    /// Appends `text` as the expected field of `row` in `format` should hold it.
    private static func encode(
        _ text: String, row: CheckRow, format: CheckTableFormat, spelling: InvisibleSpelling, path: String,
        into output: inout [UInt8]
    ) throws(CheckError) {
        switch format {
        case .tsv:
            let text = spelling.spelled(text)
            if text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
                throw CheckError(
                    path: path, line: row.line,
                    message: "the actual text holds a tab or newline, which TSV cannot; use CSV or JSON")
            }
            output.append(contentsOf: text.utf8)
        case .csv:
            let text = spelling.spelled(text)
            let needsQuotes = text.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            guard row.expectedQuoted || needsQuotes else {
                output.append(contentsOf: text.utf8)
                return
            }
            output.append(0x22)
            for byte in text.utf8 {
                output.append(byte)
                if byte == 0x22 { output.append(0x22) }
            }
            output.append(0x22)
        case .json:
            // JSON spells escapes its own way (`\u00a0`); names are text inside the string.
            let text = spelling == .names ? spelling.spelled(text) : text
            output.append(contentsOf: jsonString(text, escapingInvisibles: spelling == .escapes).utf8)
        }
    }

    /// A JSON string literal: `"`, `\` and controls escaped; invisible characters (format
    /// characters and spaces other than U+0020) as `\u` escapes when `escapingInvisibles`.
    private static func jsonString(_ text: String, escapingInvisibles: Bool) -> String {
        let body = TextEscaping.escaped(text, jsonEscapes) { scalar, out in
            let invisible: Bool
            switch scalar.properties.generalCategory {
            case .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .control:
                invisible = scalar != " "
            default: invisible = false
            }
            guard scalar.value < 0x20 || (invisible && escapingInvisibles) else {
                out.unicodeScalars.append(scalar)
                return
            }
            if scalar.value > 0xFFFF {
                let value = scalar.value - 0x10000
                out += "\\u" + InvisibleCharacters.hex(0xD800 + (value >> 10)).lowercased()
                out += "\\u" + InvisibleCharacters.hex(0xDC00 + (value & 0x3FF)).lowercased()
            } else {
                out += "\\u" + InvisibleCharacters.hex(scalar.value).lowercased()
            }
        }
        return "\"" + body + "\""
    }

    /// The JSON string escapes with a short form.
    private static let jsonEscapes: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ]
}
