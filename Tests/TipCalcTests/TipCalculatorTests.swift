import Money
import Testing
import TipCalc

/// Hand-computed cases; each expectation carries its arithmetic.
@Suite struct TipCalculatorTests {
    // MARK: - Percent tips and even splits

    @Test func splitsSeventyEightFiftyTwoAtTwentyFivePercentInTwo() throws {
        let result = try TipCalculator.calculate(request(usd("78.52"), percent: "25", party: .even(2)))
        #expect(result.tip.description == "19.63 USD")  // 78.52 × 0.25 = 19.63 exactly
        #expect(result.total.description == "98.15 USD")  // 78.52 + 19.63
        #expect(texts(result.shares) == ["49.08", "49.07"])  // 9815 ÷ 2 = 4907 r 1: the first gets the cent
        #expect(texts(result.billShares) == ["39.26", "39.26"])  // 7852 ÷ 2
        #expect(texts(result.tipShares) == ["9.82", "9.81"])  // 49.08 − 39.26, 49.07 − 39.26
        #expect(result.effectiveTipPercent == 25)  // 19.63 ÷ 78.52 × 100 = 25
        #expect(result.tipPercent == 25)
    }

    @Test func splitsOneHundredAtEighteenPercentInThree() throws {
        let result = try TipCalculator.calculate(request(usd("100"), percent: "18", party: .even(3)))
        #expect(result.tip.amountText == "18.00")  // 100 × 0.18
        #expect(result.total.amountText == "118.00")
        #expect(texts(result.shares) == ["39.34", "39.33", "39.33"])  // 11800 ÷ 3 = 3933 r 1
        #expect(texts(result.billShares) == ["33.34", "33.33", "33.33"])  // 10000 ÷ 3 = 3333 r 1
        #expect(texts(result.tipShares) == ["6.00", "6.00", "6.00"])  // 39.34 − 33.34, 39.33 − 33.33
    }

    @Test func roundsTenFiftySevenAtTwentyPercentToNearestDollar() throws {
        let result = try TipCalculator.calculate(request(usd("10.57"), percent: "20", rounding: .nearest))
        // tip 10.57 × 0.20 = 2.114 → 2.11; 10.57 + 2.11 = 12.68 → nearest 1.00 is 13.00
        #expect(result.total.amountText == "13.00")
        #expect(result.tip.amountText == "2.43")  // 13.00 − 10.57
        #expect(result.effectiveTipPercent.description == "22.99")  // 2.43 ÷ 10.57 × 100 = 22.9895… → 22.99
    }

    @Test func roundsUpInsteadWhenNearestWouldDropTheMinimumTip() throws {
        let result = try TipCalculator.calculate(request(usd("0.40"), percent: "20", rounding: .nearest))
        // tip 0.08, 0.48 rounds to 0.00 < 0.40 + minimum tip max(0.004 → 0.00, 0.01) = 0.41 → round up: 1.00
        #expect(result.total.amountText == "1.00")
        #expect(result.tip.amountText == "0.60")  // 1.00 − 0.40
        #expect(result.effectiveTipPercent.description == "150")  // 0.60 ÷ 0.40 × 100
    }

    @Test func aZeroPercentRoundUpAddsNoMinimumTip() throws {
        let result = try TipCalculator.calculate(request(usd("20.00"), percent: "0", rounding: .up))
        // 0% asked: the minimum tip is 0% too (it was 1% = 0.20, which made 21.00); 20.00 is round
        #expect(result.total.amountText == "20.00")
        #expect(result.tip.amountText == "0.00")
    }

    @Test func roundsTheTotalUpToAFiftyCentIncrement() throws {
        let result = try TipCalculator.calculate(request(usd("10.57"), percent: "20", rounding: .up, increment: "0.50"))
        #expect(result.total.amountText == "13.00")  // 12.68 → next multiple of 0.50 is 13.00
        let nearest = try TipCalculator.calculate(
            request(usd("10.57"), percent: "15", rounding: .nearest, increment: "0.50"))
        // tip 1.5855 → 1.59; 12.16 → nearest 0.50 is 12.00, not below 10.57 + 0.11 (minimum tip) = 10.68: kept
        #expect(nearest.total.amountText == "12.00")
        #expect(nearest.tip.amountText == "1.43")  // 12.00 − 10.57
    }

    // MARK: - Zero and three fraction digits

    @Test func roundsYenTipsHalfUp() throws {
        let bill = try money("12345", "JPY")
        let result = try TipCalculator.calculate(request(bill, percent: "10", party: .even(3)))
        #expect(result.tip.description == "1235 JPY")  // 12345 × 0.10 = 1234.5 → half-up 1235
        #expect(result.total.description == "13580 JPY")
        #expect(texts(result.shares) == ["4527", "4527", "4526"])  // 13580 ÷ 3 = 4526 r 2
    }

    @Test func roundsYenToOneHundred() throws {
        let result = try TipCalculator.calculate(
            request(money("12345", "JPY"), percent: "10", rounding: .nearest, increment: "100"))
        #expect(result.total.description == "13600 JPY")  // 13580 → nearest 100
        #expect(result.tip.description == "1255 JPY")  // 13600 − 12345
        #expect(result.effectiveTipPercent.description == "10.17")  // 1255 ÷ 12345 × 100 = 10.166… → 10.17
    }

    @Test func handlesKuwaitiDinarsWithThreeDigits() throws {
        let bill = try money("12.345", "KWD")
        let plain = try TipCalculator.calculate(request(bill, percent: "15", party: .even(2)))
        #expect(plain.tip.description == "1.852 KWD")  // 12.345 × 0.15 = 1.85175 → 1.852
        #expect(plain.total.description == "14.197 KWD")
        #expect(texts(plain.shares) == ["7.099", "7.098"])  // 14197 ÷ 2 = 7098 r 1
        let rounded = try TipCalculator.calculate(request(bill, percent: "15", rounding: .up))
        #expect(rounded.total.description == "15.000 KWD")  // 14.197 → next 1.000
        #expect(rounded.tip.description == "2.655 KWD")  // 15.000 − 12.345
        #expect(rounded.effectiveTipPercent.description == "21.51")  // 2.655 ÷ 12.345 × 100 = 21.506… → 21.51
    }

    // MARK: - Cash

    @Test func roundsFrancsToFiveRappenForCash() throws {
        let result = try TipCalculator.calculate(
            request(money("23.47", "CHF"), percent: "10", party: .even(3), cash: true))
        // tip 2.347 → 2.35; 25.82 → nearest 0.05 is 25.80 (≥ 23.47 + 0.23 minimum)
        #expect(result.total.amountText == "25.80")
        #expect(result.tip.amountText == "2.33")
        #expect(result.effectiveTipPercent.description == "9.93")  // 2.33 ÷ 23.47 × 100 = 9.927… → 9.93
        #expect(texts(result.shares) == ["8.60", "8.60", "8.60"])  // 516 steps of 0.05 ÷ 3 = 172 each
    }

    @Test func splitsCashFrancsInFiveRappenSteps() throws {
        let result = try TipCalculator.calculate(
            request(money("10.00", "CHF"), percent: "15", party: .even(3), cash: true))
        #expect(result.total.amountText == "11.50")  // tip 1.50; 11.50 is already a multiple of 0.05
        #expect(texts(result.shares) == ["3.85", "3.85", "3.80"])  // 230 steps ÷ 3 = 76 r 2
        #expect(texts(result.billShares) == ["3.34", "3.33", "3.33"])  // 1000 ÷ 3 = 333 r 1
        #expect(texts(result.tipShares) == ["0.51", "0.52", "0.47"])  // 3.85 − 3.34, 3.85 − 3.33, 3.80 − 3.33
    }

    @Test func keepsEveryTipPartNonNegativeInALargeCashSplit() throws {
        let result = try TipCalculator.calculate(
            request(money("1000.50", "CHF"), percent: "1", party: .even(1000), cash: true))
        // tip and minimum tip 1% of 1000.50 = 10.005 → 10.01; 1010.51 → nearest 1010.50 is below
        // 1000.50 + 10.01, so round up to 1010.55
        #expect(result.total.amountText == "1010.55")
        #expect(result.tip.amountText == "10.05")
        // 20211 steps of 0.05 ÷ 1000 = 20 r 211: 211 people pay 1.05, 789 pay 1.00
        #expect(result.shares.filter { $0.amountText == "1.05" }.count == 211)
        #expect(result.shares.filter { $0.amountText == "1.00" }.count == 789)
        // 100050 ÷ 1000 = 100 r 50 would give 50 people a bill part of 1.01 while some pay only 1.00;
        // bill units move to shares with tip to spare, so no tip part is negative and the sums still hold.
        #expect(result.tipShares.allSatisfy { !$0.isNegative })
        #expect(result.billShares.reduce(0) { $0 + $1.minorUnits } == 100_050)
        #expect(result.tipShares.reduce(0) { $0 + $1.minorUnits } == 1005)
    }

    @Test func combinesCashWithAFiftyRappenIncrement() throws {
        let result = try TipCalculator.calculate(
            request(money("23.47", "CHF"), percent: "10", rounding: .nearest, increment: "0.50", cash: true))
        #expect(result.total.amountText == "26.00")  // 25.82 → nearest 0.50
        let error = #expect(throws: TipCalcError.self) {
            try TipCalculator.calculate(
                request(money("23.47", "CHF"), percent: "10", rounding: .up, increment: "0.02", cash: true))
        }
        #expect(
            error?.description
                == "the rounding increment 0.02 is not a multiple of the CHF cash increment 0.05; use a multiple of it, or no cash rounding"
        )
    }

    // MARK: - Tax

    @Test func addsTaxOnTopAndTipsThePretaxAmount() throws {
        var tip = try request(usd("84.50"), percent: "18", party: .even(2))
        tip.tax = .rate(try dec("8.875"))
        let result = try TipCalculator.calculate(tip)
        #expect(result.tax.amountText == "7.50")  // 84.50 × 0.08875 = 7.499375 → 7.50
        #expect(result.tip.amountText == "15.21")  // 84.50 × 0.18 = 15.21
        #expect(result.total.amountText == "107.21")  // 84.50 + 7.50 + 15.21
        #expect(texts(result.shares) == ["53.61", "53.60"])  // 10721 ÷ 2
        #expect(texts(result.billShares) == ["42.25", "42.25"])
        #expect(texts(result.taxShares) == ["3.75", "3.75"])
        #expect(texts(result.tipShares) == ["7.61", "7.60"])  // 53.61 − 42.25 − 3.75, 53.60 − 46.00
        #expect(result.effectiveTipPercent.description == "18")  // 15.21 ÷ 84.50
    }

    @Test func tipsTheTotalWhenAsked() throws {
        var tip = try request(usd("84.50"), percent: "18")
        tip.tax = .amount(try usd("7.50"))
        tip.tipBase = .total
        let result = try TipCalculator.calculate(tip)
        #expect(result.tip.amountText == "16.56")  // (84.50 + 7.50) × 0.18 = 16.56
        #expect(result.total.amountText == "108.56")  // 92.00 + 16.56
        #expect(result.effectiveTipPercent.description == "18")  // 16.56 ÷ 92.00
    }

    @Test func withoutTaxTheTaxPartsAreZero() throws {
        let result = try TipCalculator.calculate(request(usd("30.00"), percent: "20", party: .even(2)))
        #expect(result.tax.amountText == "0.00")
        #expect(texts(result.taxShares) == ["0.00", "0.00"])
    }

    // MARK: - Weights and shares-up

    @Test func splitsByWeights() throws {
        let result = try TipCalculator.calculate(request(usd("100.00"), percent: "20", party: .weights([2, 1, 1])))
        #expect(texts(result.shares) == ["60.00", "30.00", "30.00"])  // 120.00 × 2/4, 1/4, 1/4
        #expect(texts(result.tipShares) == ["10.00", "5.00", "5.00"])  // 20.00 × 2/4, 1/4, 1/4
        let ordered = try TipCalculator.calculate(request(usd("90.00"), percent: "0", party: .weights([1, 2])))
        #expect(texts(ordered.shares) == ["30.00", "60.00"])  // shares follow the weights' order
    }

    @Test func roundsEachShareUp() throws {
        let result = try TipCalculator.calculate(
            request(usd("100"), percent: "18", party: .even(3), rounding: .sharesUp))
        #expect(texts(result.shares) == ["40.00", "40.00", "40.00"])  // 39.34, 39.33, 39.33 each up to 40
        #expect(result.total.amountText == "120.00")
        #expect(result.tip.amountText == "20.00")  // 120.00 − 100.00: the tip absorbs 1.99
        let weighted = try TipCalculator.calculate(
            request(usd("47.30"), percent: "15", party: .weights([2, 1, 1]), rounding: .sharesUp))
        // tip 7.095 → 7.10; 54.40 by 2:1:1 = 27.20, 13.60, 13.60 → up to 28, 14, 14
        #expect(texts(weighted.shares) == ["28.00", "14.00", "14.00"])
        #expect(weighted.tip.amountText == "8.70")  // 56.00 − 47.30
        #expect(weighted.effectiveTipPercent.description == "18.39")  // 8.70 ÷ 47.30 × 100 = 18.393…
    }

    // MARK: - Service included

    @Test func suggestsNoExtraTipWhenServiceCoversIt() throws {
        var tip = TipRequest(bill: try money("112.50", "EUR"), tip: .percent(10))
        tip.service = .percent(try dec("12.5"))
        let result = try TipCalculator.calculate(tip)
        #expect(result.service.amountText == "12.50")  // 112.50 × 12.5 ÷ 112.5
        #expect(result.tip.amountText == "0.00")  // wanted 11.25 ≤ 12.50 service
        #expect(result.total.amountText == "112.50")
        #expect(result.effectiveTipPercent.description == "0")
        tip.tip = .percent(15)
        let more = try TipCalculator.calculate(tip)
        #expect(more.tip.amountText == "4.38")  // 112.50 × 0.15 = 16.875 → 16.88; 16.88 − 12.50
        tip.tip = .amount(try money("20.00", "EUR"))
        tip.service = .amount(try money("5.00", "EUR"))
        #expect(try TipCalculator.calculate(tip).tip.amountText == "15.00")  // 20.00 − 5.00
    }

    /// The minimum tip is 1% of the bill, or the asked percentage if that is less, at least one
    /// minor unit; nothing for a zero tip.
    @Test(arguments: [
        // 200.00 at 0.5%: tip 1.00, minimum 0.5% = 1.00 (1% would be 2.00): 201.00 is round already.
        ("200.00", "0.5", "201.00"),
        // at 15%: tip 30.00, minimum 1% = 2.00: 230.00.
        ("200.00", "15", "230.00"),
        // at 0.001%: tip 0.002 → 0.00, minimum 0.002 → at least 0.01: 200.00 < 200.01 → 201.00.
        ("200.00", "0.001", "201.00"),
        // at 0%: no tip wanted and no minimum: 200.00 stays.
        ("200.00", "0", "200.00"),
        // 200.40 at 0%: the total cannot be below the bill: up to 201.00.
        ("200.40", "0", "201.00"),
    ])
    func minimumTipIsOnePercentOrTheAskedPercentageIfLess(bill: String, percent: String, total: String) throws {
        let result = try TipCalculator.calculate(request(usd(bill), percent: percent, rounding: .up))
        #expect(result.total.amountText == total)
    }

    @Test func aZeroTipWithCashRoundingPaysTheBillRoundedUpToTheNextStep() throws {
        // 10.02 CHF at 0%: nearest 0.05 is 10.00, below the bill; up: 10.05 (the old 1% minimum gave 10.15).
        let result = try TipCalculator.calculate(request(money("10.02", "CHF"), percent: "0", cash: true))
        #expect(result.total.amountText == "10.05")
        #expect(result.tip.amountText == "0.03")
    }

    @Test func theServiceIncludedCountsTowardTheMinimumTip() throws {
        var tip = try request(money("112.50", "EUR"), percent: "10", rounding: .nearest)
        tip.service = .percent(try dec("12.5"))
        let result = try TipCalculator.calculate(tip)
        // service 112.50 × 12.5 / 112.5 = 12.50 covers the 10% (11.25): extra tip 0; the minimum tip
        // 1% = 1.125 → 1.13 is covered by the service too, so 112.50 → nearest 113.00 stands.
        #expect(result.total.amountText == "113.00")
        #expect(result.tip.amountText == "0.50")
    }

    @Test func cashRoundingAddsNoTipTheServiceCovers() throws {
        // CHF 100.00, service 10% included (100 × 10 / 110 = 9.09), tip 5% (5.00 < 9.09: extra 0),
        // cash: 100.00 is a multiple of 0.05 and the service covers the minimum 1.00: 100.00, not 101.00.
        var tip = try request(money("100.00", "CHF"), percent: "5", party: .even(2), cash: true)
        tip.service = .percent(10)
        let result = try TipCalculator.calculate(tip)
        #expect(result.total.amountText == "100.00")
        #expect(texts(result.shares) == ["50.00", "50.00"])
    }

    // MARK: - Zero bill, fixed tips, tables

    @Test(arguments: RoundingPolicy.allCases)
    func zeroBillGivesZeroTipAndTotal(_ policy: RoundingPolicy) throws {
        let result = try TipCalculator.calculate(
            request(usd("0"), percent: "20", party: .even(3), rounding: policy, cash: true))
        #expect(result.tip.isZero && result.total.isZero && result.effectiveTipPercent.isZero)
        #expect(texts(result.shares) == ["0.00", "0.00", "0.00"])
    }

    @Test func takesAFixedTip() throws {
        var tip = TipRequest(bill: try usd("42.00"), tip: .amount(try usd("5.00")))
        tip.party = .even(2)
        let result = try TipCalculator.calculate(tip)
        #expect(result.total.amountText == "47.00")
        #expect(result.tipPercent == nil)
        #expect(result.effectiveTipPercent.description == "11.9")  // 5.00 ÷ 42.00 × 100 = 11.904… → 11.90
    }

    @Test func tabulatesThePresets() throws {
        let rows = try TipCalculator.table(request(usd("50.00"), percent: "0"))
        // 50.00 × 0.10, 0.15, 0.18, 0.20, 0.25
        #expect(rows.map(\.tip.amountText) == ["5.00", "7.50", "9.00", "10.00", "12.50"])
        #expect(rows.map { $0.tipPercent?.description ?? "" } == ["10", "15", "18", "20", "25"])
    }

    // MARK: - Errors

    @Test func rejectsBadInput() throws {
        func message(_ tip: TipRequest) -> String? {
            #expect(throws: TipCalcError.self) { try TipCalculator.calculate(tip) }?.description
        }
        #expect(
            message(try request(usd("10"), percent: "100.5"))
                == "tip percentage 100.5 is outside 0...100; give a percentage such as 18 or 17.5")
        #expect(
            message(try request(usd("10"), percent: "-1"))
                == "tip percentage -1 is outside 0...100; give a percentage such as 18 or 17.5")
        #expect(
            message(try request(usd("10"), percent: "10", party: .even(0)))
                == "invalid party: a party of 0; give a size from 1 to 1000")
        #expect(
            message(try request(usd("10"), percent: "10", party: .even(1001)))
                == "invalid party: a party of 1001; give a size from 1 to 1000")
        #expect(
            message(try request(usd("10"), percent: "10", party: .weights([2, 0])))
                == "invalid party: weight 0 is not a whole number above zero; use weights such as 2,1,1")
        #expect(
            message(try request(usd("10"), percent: "10", party: .weights([])))
                == "invalid party: 0 weights; give from 1 to 1000, such as 2,1,1")
        #expect(
            message(try request(usd("-10"), percent: "10"))
                == "the bill -10.00 USD is negative; give an amount of zero or more")
        #expect(
            message(try request(usd("10"), percent: "10", rounding: .up, increment: "0"))
                == "invalid rounding increment: 0 is not above zero")
        var tip = try request(usd("10"), percent: "10")
        tip.tax = .amount(try money("1.00", "EUR"))
        #expect(message(tip) == "cannot combine amounts in USD and EUR; convert one of them first")
        tip.tax = .rate(101)
        #expect(message(tip) == "tax rate 101% is outside 0...100; give a rate such as 8.875")
        tip.tax = nil
        tip.service = .amount(try usd("11"))
        #expect(message(tip) == "the service charge 11.00 USD is more than the bill 10.00 USD, which includes it")
        var zero = try request(usd("0"), percent: "10")
        zero.tax = .amount(try usd("1"))
        #expect(message(zero) == "a tax of 1.00 USD on a zero bill; give the bill before tax, or no tax")
    }

    /// Each failure carries values a caller can switch on: which field, which amounts.
    @Test func errorsCarryTheValuesAtFault() throws {
        func error(_ tip: TipRequest) -> TipCalcError? {
            #expect(throws: TipCalcError.self) { try TipCalculator.calculate(tip) }
        }
        #expect(error(try request(usd("-10"), percent: "10")) == .negativeAmount(.bill, try usd("-10")))
        #expect(error(try request(usd("10"), percent: "10", party: .even(0))) == .invalidParty(.even(0)))
        var tip = try request(usd("10"), percent: "10")
        tip.tax = .amount(try usd("-1"))
        #expect(error(tip) == .negativeAmount(.tax, try usd("-1")))
        tip.tax = nil
        tip.service = .amount(try usd("-0.50"))
        #expect(error(tip) == .negativeAmount(.serviceCharge, try usd("-0.50")))
        tip.service = .amount(try usd("11"))
        #expect(error(tip) == .serviceAboveBill(service: try usd("11"), bill: try usd("10")))
        tip.service = nil
        tip.tip = .amount(try usd("-2"))
        #expect(error(tip) == .negativeAmount(.tip, try usd("-2")))
        var zero = try request(usd("0"), percent: "10")
        zero.tax = .amount(try usd("1"))
        #expect(error(zero) == .taxOnZeroBill(tax: try usd("1")))
        let cash = try request(money("23.47", "CHF"), percent: "10", rounding: .up, increment: "0.02", cash: true)
        #expect(
            error(cash)
                == .incrementNotMultipleOfCash(
                    increment: try dec("0.02"), cashIncrement: try dec("0.05"), currency: "CHF"))
    }

    // MARK: - Home currency

    @Test func convertsEveryAmountHome() throws {
        var tip = try request(usd("78.52"), percent: "25", party: .even(2))
        tip.home = try ExchangeRate(from: .usd, to: .eur, rate: dec("0.9232"))
        let home = try #require(try TipCalculator.calculate(tip).home)
        #expect(home.bill.description == "72.49 EUR")  // 78.52 × 0.9232 = 72.489664 → 72.49
        #expect(home.tip.description == "18.12 EUR")  // 19.63 × 0.9232 = 18.122416 → 18.12
        #expect(home.total.description == "90.61 EUR")  // 98.15 × 0.9232 = 90.61208 → 90.61
        #expect(texts(home.shares) == ["45.31", "45.30"])  // 49.08 × 0.9232 = 45.310656; 49.07 × 0.9232 = 45.301424
        tip.home = try ExchangeRate(from: .eur, to: .usd, rate: dec("1.0832"))
        #expect(throws: TipCalcError.money(.currencyMismatch("USD", "EUR"))) { try TipCalculator.calculate(tip) }
    }

    @Test func homeSharesSumToTheHomeTotal() throws {
        var tip = try request(usd("100.00"), percent: "18", party: .even(3))
        tip.home = try ExchangeRate(from: .usd, to: .eur, rate: dec("0.9215"))
        let result = try TipCalculator.calculate(tip)
        let home = try #require(result.home)
        #expect(texts(result.shares) == ["39.34", "39.33", "39.33"])
        #expect(home.total.description == "108.74 EUR")  // 118.00 × 0.9215 = 108.737 → 108.74
        // Converting each share alone gives 36.25 + 36.24 + 36.24 = 108.73, a cent short. Instead
        // 10874 cents split 3934 : 3933 : 3933 gives 3625.33, 3624.41, 3624.41 → 3625, 3624, 3624
        // and the one cent left goes to the largest remainder (the second share).
        #expect(texts(home.shares) == ["36.25", "36.25", "36.24"])
        #expect(home.shares.reduce(0) { $0 + $1.minorUnits } == home.total.minorUnits)
    }

    @Test func homeBillTaxAndTipAddUpToTheHomeTotal() throws {
        // JPY 4500 at 10%: tip 450, total 4950. At 1 JPY = 0.0061 EUR the total is 30.195 → 30.20
        // (half-even). Converting alone would give 27.45 + 2.745 → 2.74 = 30.19, a cent short.
        // Split 3020 cents 4500 : 450 instead: 2745.45… → 2745 (remainder 2250/4950) and
        // 274.54… → 274 (remainder 2700/4950); the leftover cent goes to the larger remainder, the tip.
        var tip = try request(money("4500", "JPY"), percent: "10", party: .even(2))
        tip.home = try ExchangeRate(from: .jpy, to: .eur, rate: dec("0.0061"))
        let home = try #require(try TipCalculator.calculate(tip).home)
        #expect(home.total.description == "30.20 EUR")
        #expect(home.bill.description == "27.45 EUR")
        #expect(home.tax.description == "0.00 EUR")  // no tax: a zero part stays zero
        #expect(home.tip.description == "2.75 EUR")
        #expect(home.bill.minorUnits + home.tax.minorUnits + home.tip.minorUnits == home.total.minorUnits)
        // Shares 2475 + 2475 JPY: 3020 split 1 : 1 = 1510 each.
        #expect(texts(home.shares) == ["15.10", "15.10"])

        // With tax: 84.50 USD + 8.875% tax 7.50 + 18% tip 15.21 = 107.21; at 0.9215 the total is
        // 98.794015 → 98.79. 9879 cents split 8450 : 750 : 1521 (of 10721): 7786.35… → 7786
        // (remainder 3844), 691.09… → 691 (remainder 1039), 1401.54… → 1401 (remainder 5838);
        // 9878, and the cent left over goes to the tip (largest remainder): 77.86 + 6.91 + 14.02 = 98.79.
        // (Converted alone the bill would be 77.86675 → 77.87, and the lines would add to 98.80.)
        var taxed = try request(usd("84.50"), percent: "18")
        taxed.tax = .rate(try dec("8.875"))
        taxed.home = try ExchangeRate(from: .usd, to: .eur, rate: dec("0.9215"))
        let taxedHome = try #require(try TipCalculator.calculate(taxed).home)
        #expect(
            texts([taxedHome.bill, taxedHome.tax, taxedHome.tip, taxedHome.total]) == [
                "77.86", "6.91", "14.02", "98.79",
            ])
    }
}
