package import Money

/// The option groups that describe a bill, as a command declared them: the money options, the
/// bill and its split, tax, service, rounding and travel options, the itemised options (`nil`
/// for `live`, which has none) and the `--tip` values.
package struct BillOptions: Sendable {
    package var money: MoneyOptions
    package var options: CalcOptions
    package var itemised: ItemisedOptions?
    package var tips: [String]
    /// The bill's day (`calc`/`receipt --date`): which fixing a rates history gives; `nil` is today.
    package var day: CalendarDate?

    package init(
        money: MoneyOptions, options: CalcOptions, itemised: ItemisedOptions? = nil, tips: [String],
        day: CalendarDate? = nil
    ) {
        self.money = money
        self.options = options
        self.itemised = itemised
        self.tips = tips
        self.day = day
    }
}

/// What a bill is read for: the command's defaults.
package enum BillPurpose: Sendable {
    /// `calc`: without `--tip`, a single amount shows a table of the presets.
    case table
    /// `receipt`: one tip; without `--tip` the configured one, else the region's custom.
    case oneTip
    /// `live`: as `receipt`, and without a bill (given or remembered) it starts from zero.
    case live
    /// A trip's bill: no remembered bill, no tip unless one is given (`--tip` or the file's),
    /// the trip's people share it; who paid and the rate to the home currency are the trip's.
    case trip(TripContext)

    package var isLive: Bool {
        if case .live = self { return true }
        return false
    }

    package var trip: TripContext? {
        if case .trip(let context) = self { return context }
        return nil
    }
}

/// What a trip adds to a bill: who is on the trip, and the currency a bill is in when it does
/// not say.
package struct TripContext: Sendable {
    /// Everyone on the trip: who shares a single amount, and who `@all` means.
    package var everyone: [String]
    /// `--people`, in the trip's spelling: who shares this bill, when not everyone.
    package var people: [String]?
    /// The currency of a bill that names none (no `--currency`, no bill file's `currency:`).
    package var currency: Currency?
    /// What else the trip reads as `--input-locale` writes numbers (`--paid-by A=50,B=40`,
    /// `--statement`), as typed.
    package var typed: [String]

    /// Creates a trip context.
    package init(everyone: [String], people: [String]?, currency: Currency?, typed: [String] = []) {
        self.everyone = everyone
        self.people = people
        self.currency = currency
        self.typed = typed
    }
}
