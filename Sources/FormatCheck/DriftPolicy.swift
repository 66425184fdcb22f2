/// Whether drift fails a check or only warns (`tipfmt check --drift warn|fail`).
///
/// Drift is a difference a new ICU or CLDR explains (``Drift/isDrift``); a regression is one no
/// version change explains (``DriftRule/wrongCurrency``, ``DriftRule/wrongSign``,
/// ``DriftRule/other``), and always fails.
///
///     DriftPolicy.warn.severity(of: DriftClassifier.classify(expected: "1.234,50 €", actual: "1.234,50\u{A0}€"))
///     // .warning
public enum DriftPolicy: String, Hashable, Sendable, CaseIterable {
    /// Drift fails the check like a regression: the default.
    case fail
    /// Drift is reported as a warning and does not fail the check.
    case warn

    /// How a differing row is reported.
    public enum Severity: String, Hashable, Sendable, Encodable {
        /// Reported, without failing the check: drift under ``DriftPolicy/warn``.
        case warning
        /// Fails the check.
        case error
    }

    /// The severity of a row that differs as `drift` says.
    public func severity(of drift: Drift) -> Severity {
        self == .warn && drift.isDrift ? .warning : .error
    }
}
