package import BillPresentation
package import Money
package import TipCalc
package import BillRequestKit

extension LiveState {
    /// The bill the typed text stands for; zero when nothing is typed.
    package var bill: Money {
        var text = setup.canonical(billText)
        if text.hasSuffix(".") { text.removeLast() }
        if text.isEmpty { return .zero(setup.currency) }
        // The keys only let through digits, one separator and the currency's decimal places.
        guard let value = try? ExactDecimal(parsing: text), let money = try? Money(value, setup.currency) else {
            return .zero(setup.currency)
        }
        return money
    }

    /// The `calc` plan for these settings: what `tipfmt calc BILL --tip P --split N --round R
    /// [--cash]` with the session's other options would compute.
    package var plan: BillRequest {
        setup.plan.live(bill: bill, percent: tipPercent, partySize: partySize, rounding: rounding, cash: cash)
    }

    /// `calc`'s result for these settings (computed as `calc` computes it), or the error `calc`
    /// would report.
    package func figures() -> Result<ItemisedResult, CLIError> {
        let plan = plan
        // Live's keys change a plain amount; a bill they cannot change has no live figures.
        guard plan.isPlainAmount else { return .failure(.rejected("nothing to calculate")) }
        do {
            return .success(try plan.compute())
        } catch let error as TipCalcError {
            return .failure(.rejected(message(for: error)))
        } catch let error as CLIError {
            return .failure(error)
        } catch {
            return .failure(.rejected(ErrorReporter.message(for: error)))
        }
    }

    /// The figures as a single amount's: tip, total and shares.
    package func result() -> Result<TipResult, CLIError> { figures().map(TipResult.init) }

    /// Why the figures cannot be worked out, in the locale's language for what typing can lead
    /// to (a bill still smaller than the tax or service given with it, cash turned on over a
    /// finer rounding step), else `calc`'s own message.
    private func message(for error: TipCalcError) -> String {
        let wording = setup.wording
        func amount(_ money: Money) -> String {
            (try? wording.money.format(money)).map(wording.isolated) ?? money.description
        }
        func step(_ value: ExactDecimal) -> String {
            (try? Money(value, setup.currency)).map(amount) ?? value.description
        }
        switch error {
        case .taxOnZeroBill(let tax):
            return wording.labels.filled(.liveTaxOnZeroBill, ["tax": amount(tax)])
        case .serviceAboveBill(let service, let bill):
            return wording.labels.filled(.liveServiceAboveBill, ["service": amount(service), "bill": amount(bill)])
        case .incrementNotMultipleOfCash(let increment, let cashIncrement, _):
            return wording.labels.filled(
                .liveStepNotCash, ["increment": step(increment), "cash": step(cashIncrement)])
        default:
            return ErrorReporter.message(for: error)
        }
    }

    /// The report `calc` prints for these settings: the one result, laid out as a summary.
    ///
    /// - Throws: The error `calc` would report (a tax amount on a zero bill, say).
    package func report(style: Style) throws(CLIError) -> CalcReport {
        let plan = plan
        let result = try figures().get()
        return plan.report(results: [result], formatter: MoneyFormatter(locale: plan.context.locale), style: style)
    }

    /// The summary `calc` prints for these settings, line by line.
    ///
    /// - Throws: The error `calc` would report (a tax amount on a zero bill, say).
    package func summaryLines(style: Style) throws(CLIError) -> [String] {
        let report = try report(style: style)
        do {
            return try report.lines()
        } catch {
            throw .rejected(error.description)
        }
    }

    /// What the screen and `--plain` show for this state: the settings, `calc`'s summary of them
    /// (unstyled; the screen styles its own rows) and the status row.
    package var view: LiveView {
        let figures: LiveView.Figures
        do {
            figures = .report(try report(style: Style(enabled: false)))
        } catch {
            figures = .cannotCalculate(error.message)
        }
        return LiveView(
            locale: setup.locale, currencyCode: setup.currency.code, decimalSeparator: setup.decimalSeparator,
            billText: billText, tipPercent: tipPercent, presets: Self.presets, partySize: partySize,
            rounding: rounding.policy, cash: cash, figures: figures, entry: entry, message: message)
    }
}

extension BillRequest {
    /// This request as `calc` would read it with `--tip percent --split partySize --round
    /// rounding` (and `--cash` when `cash`) for `bill`: one row, at `percent`.
    ///
    /// Everything else (tax, tip base, service, rounding step, home rate, locale) stays as the
    /// command line, config file and environment set it.
    package func live(bill amount: Money, percent: ExactDecimal, partySize: Int, rounding: RoundOption, cash: Bool)
        -> BillRequest
    {
        var plan = self
        if !plan.bill.items.isEmpty { plan.bill.items[0].unitPrice = amount }
        plan.bill.tip = .percent(percent)
        plan.single = .even(partySize)
        plan.bill.rounding = rounding.policy
        plan.bill.defaultPayment = cash ? .cash : .card
        plan.percents = [percent]
        plan.mainPercent = percent
        plan.explicitTips = true
        plan.notes = []
        return plan
    }
}
