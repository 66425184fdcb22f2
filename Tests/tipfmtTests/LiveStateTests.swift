import BillPresentation
import ArgumentParser
import Money
import Testing
import TipCalc
@testable import TipfmtKit
@testable import BillRequestKit
@testable import LiveUI

/// Builds live states the way `tipfmt live` does, from its command line, with no config file and
/// no remembered bill.
enum LiveFixture {
    static func state(_ arguments: String...) throws -> LiveState {
        try state(arguments)
    }

    static func state(_ arguments: [String]) throws -> LiveState {
        let command = try TipFmt.Live.parse(arguments)
        return try TipFmt.Live.startingState(
            money: command.money, options: command.options, tips: command.tip, config: ConfigFile(path: ""),
            environment: Environment(["HOME": "/nonexistent-tipfmt-live-tests"]))
    }
}

extension LiveState {
    /// Applies each character of `text` as a key.
    mutating func type(_ text: String) {
        for character in text { apply(.character(character)) }
    }

    /// Applies keys in order.
    mutating func press(_ keys: LiveKey...) {
        for key in keys { apply(key) }
    }

    /// The result's amounts as canonical text, or the error.
    var figures: String {
        switch result() {
        case .success(let result):
            let shares = result.shares.map(\.amountText).joined(separator: ",")
            return "tip \(result.tip.amountText) total \(result.total.amountText) shares \(shares) "
                + "effective \(result.effectiveTipPercent.formatted(fractionDigits: 2))"
        case .failure(let error):
            return "error: \(error.message)"
        }
    }
}

@Suite struct LiveStateTests {
    // MARK: - Start

    @Test func startsFromCalcsPlan() throws {
        let state = try LiveFixture.state("84.50", "--tip", "18", "--split", "3", "-l", "en_US")
        #expect(state.billText == "84.50")
        #expect(state.tipPercent == ExactDecimal(18))
        #expect(state.partySize == 3)
        #expect(state.rounding == RoundOption.none)
        #expect(state.cash == false)
        #expect(state.entry == nil && state.message == nil && state.action == nil)
        // 84.50 × 18% = 15.21; 99.71 / 3 = 33.236… → 33.24, 33.24, 33.23; 15.21 / 84.50 = 18.00%.
        #expect(state.figures == "tip 15.21 total 99.71 shares 33.24,33.24,33.23 effective 18.00")
    }

    @Test func startsEmptyWithoutABill() throws {
        var state = try LiveFixture.state("--tip", "20", "-l", "en_US")
        #expect(state.setup.startsEmpty)
        #expect(state.billText == "")
        #expect(state.bill == Money.zero(.usd))
        #expect(state.figures == "tip 0.00 total 0.00 shares 0.00 effective 0.00")
        state.type("10")
        // 10.00 × 20% = 2.00.
        #expect(state.figures == "tip 2.00 total 12.00 shares 12.00 effective 20.00")
    }

    @Test func startsWithCalcsRoundingAndCash() throws {
        let state = try LiveFixture.state("37.45", "-c", "CHF", "-l", "de_CH", "--tip", "10", "--cash", "--round", "up")
        #expect(state.rounding == .up)
        #expect(state.cash)
        #expect(state.billText == "37.45")
    }

    @Test func refusesWhatLiveCannotShow() {
        #expect(throws: (any Error).self) { try TipFmt.Live.parse(["84.50", "--tip", "15", "--tip", "20"]) }
        #expect(throws: (any Error).self) { try TipFmt.Live.parse(["84.50", "--weights", "2,1"]) }
        #expect(throws: (any Error).self) { try TipFmt.Live.parse(["84.50", "--json"]) }
        #expect(throws: (any Error).self) { try TipFmt.Live.parse(["84.50", "--split", "1001"]) }
        #expect(throws: (any Error).self) { try TipFmt.Live.parse(["84.50", "--split", "0"]) }
    }

    // MARK: - The bill

    @Test func digitsAndTheSeparatorTypeTheBill() throws {
        var state = try LiveFixture.state("--tip", "18", "-l", "en_US")
        state.type("84.5")
        #expect(state.billText == "84.5")
        #expect(state.bill.amountText == "84.50")
        #expect(state.billEdited)
        state.type("0")
        #expect(state.billText == "84.50")
        // 84.50 × 18% = 15.21.
        #expect(state.figures == "tip 15.21 total 99.71 shares 99.71 effective 18.00")
    }

    @Test func aThirdDecimalIsRefusedAndTheBillKept() throws {
        var state = try LiveFixture.state("--tip", "18", "-l", "en_US")
        state.type("1.25")
        state.type("9")
        #expect(state.billText == "1.25")
        #expect(state.message == .error("USD amounts have 2 decimal places"))
        state.apply(.backspace)
        #expect(state.message == nil, "the next key clears the message")
        #expect(state.billText == "1.2")
    }

    @Test func aSecondSeparatorIsRefused() throws {
        var state = try LiveFixture.state("--tip", "18", "-l", "en_US")
        state.type("1.2.")
        #expect(state.billText == "1.2")
        #expect(state.message == .error("the bill already has a decimal separator"))
    }

    @Test func leadingZerosAndALeadingSeparator() throws {
        var state = try LiveFixture.state("--tip", "18", "-l", "en_US")
        state.type("007")
        #expect(state.billText == "7")
        state.apply(.clear)
        state.type(".5")
        #expect(state.billText == "0.5")
        #expect(state.bill.amountText == "0.50")
    }

    @Test func backspaceAndClearEditTheBill() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        state.press(.backspace, .backspace)
        #expect(state.billText == "84.")
        #expect(state.bill.amountText == "84.00")
        state.press(.backspace, .backspace, .backspace)
        #expect(state.billText == "")
        #expect(state.bill.amountText == "0.00")
        state.press(.backspace)
        #expect(state.billText == "")
        state.type("0.5")
        state.press(.backspace, .backspace)
        #expect(state.billText == "", "0. then 0 leaves nothing rather than a lone zero")
        state.type("12")
        state.apply(.clear)
        #expect(state.billText == "")
    }

    @Test func theBillHasAtMostTenWholeDigits() throws {
        var state = try LiveFixture.state("--tip", "18", "-l", "en_US")
        state.type("12345678901")
        #expect(state.billText == "1234567890")
        #expect(state.message == .error("the bill has at most 10 digits before the decimal separator"))
        state.type(".99")
        #expect(state.bill.amountText == "1234567890.99")
    }

    @Test func theLocalesSeparatorAndTheDotBothType() throws {
        var state = try LiveFixture.state("--tip", "18", "-l", "de_DE")
        #expect(state.setup.decimalSeparator == ",")
        state.type("84,5")
        #expect(state.billText == "84,5")
        #expect(state.bill.amountText == "84.50")
        state.apply(.clear)
        state.type("84.5")
        #expect(state.billText == "84,5", "a typed dot shows as the locale's separator")
        #expect(state.bill.currency == .eur)
    }

    @Test func aGivenBillShowsWithTheLocalesSeparator() throws {
        let state = try LiveFixture.state("1234.50", "--tip", "18", "-l", "fr_FR")
        #expect(state.billText == "1234,50")
    }

    @Test func nativeDigitsTypeTheBill() throws {
        var state = try LiveFixture.state("--tip", "18", "-l", "en_US")
        state.type("８٤")
        #expect(state.billText == "84")
    }

    @Test func yenHasNoDecimals() throws {
        var state = try LiveFixture.state("--tip", "10", "--split", "3", "-l", "ja_JP")
        state.type("4500.")
        #expect(state.billText == "4500")
        // In the locale's language, as every message.
        #expect(state.message == .error("JPYの金額に小数部はありません"))
        // 4500 × 10% = 450; 4950 / 3 = 1650 each.
        #expect(state.figures == "tip 450 total 4950 shares 1650,1650,1650 effective 10.00")
    }

    // MARK: - The tip

    @Test func arrowsMoveTheTipByOneAndFive() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        state.apply(.right)
        #expect(state.tipPercent == ExactDecimal(19))
        state.apply(.shiftRight)
        #expect(state.tipPercent == ExactDecimal(24))
        state.type(">")
        #expect(state.tipPercent == ExactDecimal(29))
        state.type("<")
        #expect(state.tipPercent == ExactDecimal(24))
        state.apply(.shiftLeft)
        #expect(state.tipPercent == ExactDecimal(19))
        state.apply(.left)
        #expect(state.tipPercent == ExactDecimal(18))
    }

    @Test func theSliderStopsAtForty() throws {
        var state = try LiveFixture.state("84.50", "--tip", "38", "-l", "en_US")
        state.apply(.shiftRight)
        #expect(state.tipPercent == ExactDecimal(40))
        #expect(state.message == nil)
        state.apply(.right)
        #expect(state.tipPercent == ExactDecimal(40))
        #expect(state.message == .info("the slider stops at 40%; press % to type a tip up to 100%"))
        state.type(">")
        #expect(state.tipPercent == ExactDecimal(40))
        // 84.50 × 40% = 33.80.
        #expect(state.figures == "tip 33.80 total 118.30 shares 118.30 effective 40.00")
    }

    @Test func theSliderStopsAtZero() throws {
        var state = try LiveFixture.state("84.50", "--tip", "3", "-l", "en_US")
        state.apply(.shiftLeft)
        #expect(state.tipPercent == ExactDecimal(0))
        state.apply(.left)
        #expect(state.tipPercent == ExactDecimal(0))
        #expect(state.message == .info("the tip is 0%, the slider's lowest"))
        #expect(state.figures == "tip 0.00 total 84.50 shares 84.50 effective 0.00")
    }

    @Test func lettersAndFunctionKeysPickThePresets() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        for (letter, percent) in zip("ghjkl", [10, 15, 18, 20, 25]) {
            state.type(String(letter))
            #expect(state.tipPercent == ExactDecimal(percent))
        }
        for (number, percent) in zip(1...5, [10, 15, 18, 20, 25]) {
            state.apply(.function(number))
            #expect(state.tipPercent == ExactDecimal(percent))
        }
        state.apply(.function(6))
        #expect(state.tipPercent == ExactDecimal(25))
        #expect(state.message == .error("F6 does nothing here; F1 to F5 pick the presets"))
    }

    @Test func aTypedTipMayBeAHundred() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        state.type("%")
        #expect(state.entry == LiveState.Entry(kind: .tipPercent))
        state.type("100")
        #expect(state.entry?.text == "100")
        #expect(state.tipPercent == ExactDecimal(18), "nothing changes before Enter")
        state.apply(.enter)
        #expect(state.entry == nil)
        #expect(state.tipPercent == ExactDecimal(100))
        // 84.50 × 100% = 84.50.
        #expect(state.figures == "tip 84.50 total 169.00 shares 169.00 effective 100.00")
        // Above the slider, Right does nothing and Left steps down.
        state.apply(.right)
        #expect(state.tipPercent == ExactDecimal(100))
        state.apply(.left)
        #expect(state.tipPercent == ExactDecimal(99))
    }

    @Test func aTypedTipOf101IsRefusedAndTheOldOneKept() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        state.type("%101")
        state.apply(.enter)
        #expect(state.tipPercent == ExactDecimal(18))
        #expect(state.entry == nil)
        #expect(state.message == .error("a tip is at most 100%, not 101%"))
        #expect(state.figures == "tip 15.21 total 99.71 shares 99.71 effective 18.00")
    }

    @Test func aTypedTipMayHaveDecimals() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "de_DE")
        state.type("%17,5")
        #expect(state.entry?.text == "17,5")
        state.apply(.enter)
        #expect(state.tipPercent == (try ExactDecimal(significand: 175, scale: 1)))
        // 84.50 × 17.5% = 14.7875 → 14.79 (half-up).
        #expect(state.figures == "tip 14.79 total 99.29 shares 99.29 effective 17.50")
        state.apply(.right)
        #expect(state.tipPercent == (try ExactDecimal(significand: 185, scale: 1)))
    }

    @Test func aTypedTipCanBeEditedAndCancelled() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        state.type("%25")
        state.apply(.backspace)
        #expect(state.entry?.text == "2")
        state.apply(.clear)
        #expect(state.entry?.text == "")
        state.type("3")
        state.apply(.escape)
        #expect(state.entry == nil)
        #expect(state.action == nil, "Esc while typing cancels, it does not quit")
        #expect(state.tipPercent == ExactDecimal(18))
        state.type("%")
        state.apply(.enter)
        #expect(state.tipPercent == ExactDecimal(18), "Enter on nothing keeps the tip")
        state.type("%x")
        #expect(state.message == .error("type a number and press Enter, or Esc to cancel"))
        #expect(state.entry != nil)
        state.apply(.up)
        #expect(state.partySize == 1, "arrows do not act while a number is typed")
        state.type("1234567")
        #expect(state.entry?.text == "123456")
    }

    // MARK: - The party

    @Test func upAndDownChangeTheParty() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        state.apply(.down)
        #expect(state.partySize == 1)
        #expect(state.message == .info("a party has at least 1 person"))
        state.press(.up, .up)
        #expect(state.partySize == 3)
        #expect(state.figures == "tip 15.21 total 99.71 shares 33.24,33.24,33.23 effective 18.00")
    }

    @Test func aTypedPartyGoesToAThousandAndNoFurther() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        state.type("p1000")
        state.apply(.enter)
        #expect(state.partySize == 1000)
        // 99.71 over 1000 people: 9971 cents → 971 pay 0.10 and 29 pay 0.09.
        if case .success(let result) = state.result() {
            #expect(result.shares.count == 1000)
            #expect(result.shares.first?.amountText == "0.10")
            #expect(result.shares.last?.amountText == "0.09")
            #expect(result.shares.filter { $0.amountText == "0.10" }.count == 971)
        } else {
            Issue.record("no result for a party of 1000")
        }
        state.apply(.up)
        #expect(state.partySize == 1000)
        #expect(state.message == .info("a party has at most 1,000 people"))
        state.type("p1001")
        state.apply(.enter)
        #expect(state.partySize == 1000)
        // The stepper's words for the same limit.
        #expect(state.message == .error("a party has at most 1,000 people"))
        state.type("p0")
        state.apply(.enter)
        #expect(state.partySize == 1000)
        #expect(state.message == .error("a party has at least 1 person"))
        state.type("p1.")
        #expect(state.entry?.text == "1", "a party size has no decimals")
    }

    // MARK: - Rounding and cash

    @Test func rCyclesTheRounding() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "--split", "3", "-l", "en_US")
        var seen: [RoundOption] = []
        for _ in 0..<4 {
            state.type("r")
            seen.append(state.rounding)
        }
        #expect(seen == [.nearest, .up, .sharesUp, .none])
        state.type("rrr")
        // Shares up: 33.24, 33.24, 33.23 each round up to 34.00; tip 102.00 − 84.50 = 17.50,
        // 17.50 / 84.50 = 20.710…%.
        #expect(state.figures == "tip 17.50 total 102.00 shares 34.00,34.00,34.00 effective 20.71")
    }

    @Test func roundingWithAStepSkipsNone() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "--round-to", "0.25", "-l", "en_US")
        #expect(state.rounding == .nearest, "calc rounds to the nearest step when --round-to is given")
        // 99.71 → 99.75 (nearest quarter).
        #expect(state.figures == "tip 15.25 total 99.75 shares 99.75 effective 18.05")
        state.type("rrr")
        #expect(state.rounding == .nearest)
    }

    @Test func nearestRoundingShowsTheRealPercentage() throws {
        var state = try LiveFixture.state("10.57", "--tip", "20", "-l", "en_US")
        state.type("r")
        // 10.57 × 20% = 2.114 → 2.11; 12.68 → 13.00; tip 2.43; 2.43 / 10.57 = 22.989…%.
        #expect(state.figures == "tip 2.43 total 13.00 shares 13.00 effective 22.99")
        #expect(
            try state.summaryLines(style: Style(enabled: false)) == [
                "Bill          $10.57",
                "Tip (22.99%)   $2.43",
                "Total         $13.00",
            ])
    }

    @Test func cTogglesCashRounding() throws {
        var state = try LiveFixture.state("37.45", "-c", "CHF", "-l", "de_CH", "--tip", "10")
        // 37.45 × 10% = 3.745 → 3.75; 41.20 is already a multiple of 0.05.
        #expect(state.figures == "tip 3.75 total 41.20 shares 41.20 effective 10.01")
        state.type("c")
        #expect(state.cash)
        state.type("r")
        // Nearest with cash rounds to 1.00 CHF: 41.20 → 41.00, above 37.45 + 0.37 (the 1% minimum).
        #expect(state.figures == "tip 3.55 total 41.00 shares 41.00 effective 9.48")
        state.type("c")
        #expect(state.cash == false)
        state.press(.up, .up)
        state.type("r")
        // Up, no cash, 3 people: 41.20 → 42.00 → 14.00 each.
        #expect(state.figures == "tip 4.55 total 42.00 shares 14.00,14.00,14.00 effective 12.15")
    }

    @Test func cashAloneRoundsToTheCashStep() throws {
        var state = try LiveFixture.state("10.01", "-c", "CHF", "-l", "de_CH", "--tip", "15", "--split", "2")
        // 10.01 × 15% = 1.5015 → 1.50; 11.51 unrounded.
        #expect(state.figures == "tip 1.50 total 11.51 shares 5.76,5.75 effective 14.99")
        state.type("c")
        // 11.51 → 11.50 (nearest 0.05), split in 0.05 steps: 5.75 each.
        #expect(state.figures == "tip 1.49 total 11.50 shares 5.75,5.75 effective 14.89")
    }

    // MARK: - Actions and other keys

    @Test func keysThatAskTheSessionToAct() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        let cases: [(LiveKey, LiveState.Action)] = [
            (.character("s"), .save), (.character("y"), .copy), (.character("q"), .quit), (.escape, .quit),
            (.interrupt, .quit), (.endOfInput, .quit),
        ]
        for (key, action) in cases {
            state.apply(key)
            #expect(state.action == action, "\(key)")
            #expect(state.takeAction() == action)
            #expect(state.action == nil)
        }
        state.type("%1")
        state.apply(.interrupt)
        #expect(state.action == .quit, "Ctrl-C quits even while a number is typed")
        state.type("q")
        #expect(state.action == .quit)
    }

    @Test func reportsShowUntilTheNextKey() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        state.type("s")
        state.report(.error("history not available"))
        #expect(state.message == .error("history not available"))
        state.apply(.right)
        #expect(state.message == nil)
    }

    @Test func otherKeysSayWhereTheKeysAre() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        let before = state.figures
        state.type("x")
        #expect(state.message == .error("'x' does nothing here; the keys are listed below"))
        state.type(",")
        #expect(state.message == .error("',' does nothing here; the keys are listed below"))
        state.press(.unknown, .redraw, .enter)
        #expect(state.message == nil)
        #expect(state.figures == before)
        #expect(state.billText == "84.50")
    }

    @Test func theFinalSummaryIsCalcs() throws {
        var state = try LiveFixture.state("--tip", "15", "-l", "en_US")
        state.type("84.50")
        state.press(.up, .up, .right, .right, .right)
        #expect(
            try state.summaryLines(style: Style(enabled: false)) == [
                // 84.50 × 18% = 15.21 = 3 × 5.07; 99.71 / 3 → 33.24, 33.24, 33.23.
                "Bill                        $84.50",
                "Tip (18%)                   $15.21",
                "Total                       $99.71",
                "Per person  2 × $33.24, 1 × $33.23",
                "  Tip                    3 × $5.07",
            ])
    }

    @Test func theLivePlanIsCalcsWithTheFiveSettingsReplaced() throws {
        let state = try LiveFixture.state(
            "100", "--tip", "18", "--tax", "8.875%", "--tip-on", "total", "--service", "5%", "-l", "en_US")
        var changed = state
        changed.type("rc")
        changed.press(.up, .right)
        let plan = changed.plan
        #expect(plan.isPlainAmount)
        let request = TipResult(try plan.compute()).request
        #expect(request.tax == .rate(try ExactDecimal(significand: 8875, scale: 3)))
        #expect(request.tipBase == .total)
        #expect(request.service == .percent(ExactDecimal(5)))
        #expect(request.tip == .percent(ExactDecimal(19)))
        #expect(request.party == .even(2))
        #expect(request.rounding == .nearest)
        #expect(request.cash)
        #expect(plan.percents == [ExactDecimal(19)] && plan.explicitTips)
    }
}
