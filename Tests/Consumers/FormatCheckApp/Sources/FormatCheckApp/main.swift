import FormatCheck

// The tables the README's test checks, checked without Swift Testing: what a CI step that is
// not a test would do. Run from the package's folder, as `swift test` runs the tests.
for path in ["Tests/AppTests/formats.tsv", "Tests/AppTests/formats.csv"] {
    print(path, CheckReport(path: path).failureMessage ?? "every row matches")
}
