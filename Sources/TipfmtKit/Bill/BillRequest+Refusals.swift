import Money
import TipCalc

extension BillRequest {
    /// Refuses an option that would change nothing on this bill, naming it and saying why: an
    /// option accepted is an option applied.
    ///
    /// - Throws: ``CLIError/usage(_:)`` (exit 64).
    func refuseUnused(_ input: BillOptions, purpose: BillPurpose) throws(CLIError) {
        let options = input.options
        let itemised = input.itemised
        if purpose.trip != nil {
            if options.home != nil {
                throw .usage("a trip's home currency is set when it is created; leave out --home")
            }
            if itemised?.explain == true {
                throw .usage("--explain lists a calculation's steps; use `tipfmt calc` with the same bill for them")
            }
        }
        if options.allowStaleRates && options.rates == nil {
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
}
