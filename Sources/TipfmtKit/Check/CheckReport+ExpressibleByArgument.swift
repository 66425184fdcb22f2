public import ArgumentParser
public import FormatCheck

/// `--input-format tsv|csv|json` of `tipfmt check`.
extension CheckTableFormat: ExpressibleByArgument {}

/// `--format text|github|json` of `tipfmt check`.
extension CheckReport.TextFormat: ExpressibleByArgument {}

/// `--only-rule RULE` of `tipfmt check --update`.
extension DriftRule: ExpressibleByArgument {}

/// `--update-mode replace|add-version` of `tipfmt check`.
extension CheckReport.UpdateOptions.Mode: ExpressibleByArgument {}

/// `--drift warn|fail` of `tipfmt check`.
extension DriftPolicy: ExpressibleByArgument {}
