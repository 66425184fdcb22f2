import Money
import TipCalc

extension BillRequest {
    /// Refuses an option that would change nothing on this bill, naming it and saying why: an
    /// option accepted is an option applied.
    ///
    /// `configRates` is the config's rates file, which `--allow-stale-rates` applies to as to `--rates`.
    ///
    /// - Throws: ``CLIError/usage(_:)`` (exit 64).
    package func refuseUnused(_ input: BillOptions, purpose: BillPurpose, configRates: String? = nil)
        throws(CLIError)
    {
        let options = input.options
        let itemised = input.itemised
        if purpose.trip != nil {
            if options.home != nil {
                throw .usage("a trip's home currency is set when it is created; leave out --home")
            }
            if options.service != nil, !tipGiven {
                throw .usage(
                    "--service says how much of a tip the bill already holds, and a trip's bill has no tip "
                        + "unless one is given; give --tip as well, or leave out --service")
            }
            if itemised?.explain == true {
                throw .usage("--explain lists a calculation's steps; use `tipfmt calc` with the same bill for them")
            }
        }
        if purpose.trip != nil, options.split != nil {
            throw .usage(
                "a trip's bill is shared evenly by the trip's people, or by those --people names; leave out --split")
        }
        if purpose.trip == nil, options.split != nil, itemised?.people != nil {
            throw .usage("--people names who shares the bill, one share each; leave out --split")
        }
        if options.tipOn != nil && !(bill.tax != nil || bill.items.contains { $0.taxRate != nil }) {
            throw .usage("--tip-on chooses whether the tip is taken before or after tax; give the tax with --tax")
        }
        if input.money.inputLocale != nil, !readsTypedNumbers(input, also: purpose.trip?.typed ?? []) {
            throw .usage(
                "--input-locale says how typed numbers are written, and every number here reads the same "
                    + "without it (items and bill files are always canonical, as 84.50); leave it out")
        }
        if single != nil, names.isEmpty,
            let named = bill.paidBy.map({ "--paid-by \($0)" })
                ?? bill.payments.keys.sorted().first.map({ "--pay \($0)" })
        {
            throw .usage(
                "\(named) names a person, and this bill's people are not named; say who shares it with --people A,B")
        }
        if options.allowStaleRates && options.rates == nil && configRates == nil {
            throw .usage("--allow-stale-rates is for a --rates file; give --rates FILE, or leave it out")
        }
        if options.region != nil {
            if single == nil {
                throw .usage(
                    "--region picks a single amount's customary tip; an itemised bill takes --tip or its file's tip: line"
                )
            }
            if explicitTips, purpose.trip == nil {
                throw .usage("--region picks the customary tip, and --tip replaces it; give one or the other")
            }
            if purpose.trip != nil {
                throw .usage("a trip's bill has no tip unless one is given; give --tip, not --region")
            }
        }
        // Cash in a currency paid to its minor unit (USD, EUR) rounds nothing: `--pay NAME=cash`
        // would change no figure, as `receipt` says too.
        if !bill.currency.hasCashRounding,
            let entry = (itemised?.pay ?? []).flatMap({ $0.split(separator: ",") })
                .first(where: { $0.split(separator: "=").last?.trimmingBlanks.lowercased() == "cash" })
        {
            throw .usage(
                "\(bill.currency.code) cash is paid to the minor unit, so cash rounds nothing; leave out --pay \(entry)"
            )
        }
        let hasCash =
            bill.defaultPayment == .cash || bill.payments.values.contains(.cash)
            || bill.people.contains { $0.payment == .cash }
        if itemised?.cashRounding != nil && !hasCash {
            throw .usage("--cash-rounding says who takes up a cash payment's rounding; add --cash or --pay NAME=cash")
        }
        let hasTax = bill.tax != nil || bill.items.contains { $0.taxRate != nil }
        if itemised?.pricesIncludeTax == true && !hasTax {
            throw .usage(
                "--prices-include-tax says the prices hold the tax; give the rate with --tax, as in --tax 8.1%")
        }
        let hasDiscount = bill.discount != nil || bill.items.contains { $0.discount != nil }
        if itemised?.tipBeforeDiscount == true && !hasDiscount {
            throw .usage("--tip-before-discount matters only with a discount (--discount, or -10% on an item)")
        }
    }

    /// Whether anything typed on the command line reads differently with `--input-locale`.
    ///
    /// The bill, a tip, tax, service, discount, rounding step, rate, or what else a trip reads
    /// (`more`), against the canonical reading. Items and bill files are canonical whatever the
    /// locale.
    private func readsTypedNumbers(_ input: BillOptions, also more: [String]) -> Bool {
        guard let locale = context.inputLocale else { return false }
        let options = input.options
        let typed =
            [options.billText, options.tax, options.service, options.roundTo, options.rate, input.itemised?.discount]
            .compactMap { $0 } + input.tips + more
        return typed.contains { Self.readsDifferently($0, in: locale, currency: bill.currency) }
    }

    /// Whether `text` means something else (or nothing) as `locale` writes numbers.
    private static func readsDifferently(_ text: String, in locale: LocaleIdentifier, currency: Currency) -> Bool {
        let bare = text.hasSuffix("%") ? String(text.dropLast()) : text
        if LocalizedNumber.canonical(bare, inputLocale: locale) != bare { return true }
        guard let canonical = try? ExactDecimal(parsing: bare), let money = try? Money(canonical, currency) else {
            return true
        }
        guard let localized = try? MoneyParser(locale: locale).parse(bare, expecting: currency) else { return true }
        return localized != money
    }
}
