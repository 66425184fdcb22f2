import ArgumentParser

/// `--save` for `receipt` (whose `--note` is printed on the receipt and saved with it).
struct SaveOptions: ParsableArguments {
    @Flag(help: "Save the bill to the history after printing it (see `tipfmt history`).")
    var save = false
}

/// `--save` and `--note` for `calc`.
struct CalcSaveOptions: ParsableArguments {
    @Flag(help: "Save the bill to the history after printing it (see `tipfmt history`).")
    var save = false

    @Option(
        help: ArgumentHelp("A note saved with the bill, such as 'Dinner in Kyoto'; needs --save.", valueName: "text"))
    var note: String?

    func validate() throws {
        if note != nil && !save { throw ValidationError("--note is saved with the bill; add --save") }
    }
}
