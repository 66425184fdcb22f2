public import ArgumentParser
public import FormatCheck

/// `--input-format tsv|csv|json` of `tipfmt check`.
extension CheckTableFormat: ExpressibleByArgument {}

/// `--format text|github` of `tipfmt check`.
extension CheckReport.TextFormat: ExpressibleByArgument {}
