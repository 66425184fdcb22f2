public import FormatCheck
public import Money
public import Testing

/// Checks a table of expected formatting from a Swift Testing test: one issue per row that
/// differs or cannot be checked, each naming the table's file and line and showing invisible
/// characters by name, as `tipfmt check` prints them.
///
///     @Test func amountsLookRight() {
///         expectFormatting(inTable: "Tests/AppTests/formats.tsv")
///     }
///
/// A failing row reads:
///
///     Tests/AppTests/formats.tsv:7: de_DE EUR 1234.5: differs at character 9
///       expected: 1.234,50 €
///       actual:   1.234,50<NBSP>€
///                         ^
///
/// - Parameters:
///   - path: The table (TSV, CSV or JSON; see ``CheckTable``).
///   - format: The table format; `nil` takes it from the file's extension.
///   - sourceLocation: Where the issues are recorded; the caller's line by default.
/// - Returns: The report, for further expectations.
@discardableResult
public func expectFormatting(
    inTable path: String, format: CheckTableFormat? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> CheckReport {
    let report = CheckReport(path: path, format: format)
    for result in report.results {
        switch result.outcome {
        case .match:
            continue
        case .mismatch(let actual):
            let lines = CheckReport.mismatchLines(result: result, actual: actual, path: path)
            Issue.record(Comment(rawValue: lines.joined(separator: "\n")), sourceLocation: sourceLocation)
        case .malformed(let error):
            Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
        }
    }
    if let error = report.tableError {
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    }
    return report
}

/// Expects one canonical amount to format to `expected`, byte for byte; a difference is one
/// issue showing both texts with invisible characters named.
///
///     expectFormatting("1234.5", currency: "EUR", locale: "de_DE", equals: "1.234,50\u{A0}€")
///
/// - Parameters:
///   - amount: Canonical decimal text (`1234.5`, `-42.50`).
///   - currency: The ISO 4217 code.
///   - locale: The locale id.
///   - style: `symbol` (when empty), `narrow`, `code`, `name` or `accounting`.
///   - flags: A comma-separated list of `cash`, `latin-digits`, `no-grouping`, `sign-always`,
///     `sign-never`, `sign-except-zero`.
///   - expected: The text it must format to.
///   - sourceLocation: Where the issue is recorded; the caller's line by default.
public func expectFormatting(
    _ amount: String, currency: String, locale: String, style: String = "", flags: String = "",
    equals expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let row = CheckRow(
        locale: locale, currency: currency, amount: amount, expected: expected, style: style, flags: flags)
    switch row.check() {
    case .match:
        break
    case .mismatch(let actual):
        record(
            FormattingMismatch(
                subject: row.summary, expected: expected, actual: actual, amount: amount, currency: currency,
                locale: locale),
            sourceLocation: sourceLocation)
    case .malformed(let error):
        Issue.record(Comment(rawValue: "\(row.summary): \(error.message)"), sourceLocation: sourceLocation)
    }
}

/// Expects an amount to format to `expected` with typed settings, byte for byte; a difference
/// is one issue naming the rule that explains it (``DriftRule``), with the expected text, the
/// actual text and a diff attached.
///
///     let price = Money(minorUnits: 123_450, .eur)
///     expectFormatting(price, locale: try LocaleIdentifier("de_DE"), equals: "1.234,50\u{A0}€")
///     expectFormatting(
///         Money(minorUnits: -500, .usd), locale: try LocaleIdentifier("en_US"),
///         settings: FormatSettings(style: .accounting), equals: "($5.00)")
///
/// A failure reads `de_DE EUR 1234.5: formats differently (space changed: after ' ' → after
/// '<NBSP>')`, then both texts with invisible characters named and a caret.
///
/// - Parameters:
///   - money: The amount and its currency.
///   - locale: The locale.
///   - settings: Style, cash rounding, sign, grouping, digits and rounding; the defaults of
///     `tipfmt format` unless given.
///   - expected: The text it must format to.
///   - sourceLocation: Where the issue is recorded; the caller's line by default.
/// - Returns: The mismatch, or `nil` when the text matched (or formatting failed, which is
///   recorded as an issue too).
@discardableResult
public func expectFormatting(
    _ money: Money, locale: LocaleIdentifier, settings: FormatSettings = FormatSettings(), equals expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
) -> FormattingMismatch? {
    let subject = "\(locale) \(money.currency.code) \(money.amountText)"
    let actual: String
    do {
        actual = try settings.formatter(locale: locale).format(money)
    } catch {
        Issue.record(Comment(rawValue: "\(subject): \(error.description)"), sourceLocation: sourceLocation)
        return nil
    }
    guard !actual.utf8.elementsEqual(expected.utf8) else { return nil }
    let mismatch = FormattingMismatch(
        subject: subject, expected: expected, actual: actual, amount: money.amountText, currency: money.currency.code,
        locale: locale.identifier)
    record(mismatch, sourceLocation: sourceLocation)
    return mismatch
}

/// Records a mismatch as one issue and its attachments.
private func record(_ mismatch: FormattingMismatch, sourceLocation: SourceLocation) {
    for attachment in mismatch.attachments {
        Attachment.record(attachment.text, named: attachment.name, sourceLocation: sourceLocation)
    }
    Issue.record(Comment(rawValue: mismatch.lines.joined(separator: "\n")), sourceLocation: sourceLocation)
}
