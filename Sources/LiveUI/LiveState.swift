package import BillPresentation
package import Money
package import TipCalc
package import BillRequestKit

/// Everything `tipfmt live` shows, as a value changed only by key presses.
///
/// It holds the bill being typed, the tip, the party, the rounding and what the last key said;
/// keys change it through ``apply(_:)``, and nothing else does.
///
/// Figures are never worked out here: ``plan`` is the `calc` plan for these settings (the plan
/// `calc` made from the command line, with the bill, `--tip`, `--split`, `--round` and `--cash`
/// replaced), and ``result()`` is `calc`'s own calculation of it, so the screen shows what
/// `tipfmt calc` would print.
///
///     var state = LiveState(setup: setup)      // en_US, USD, 18%, no bill yet
///     for key in "84.50" { state.apply(.character(key)) }
///     state.apply(.up)
///     state.apply(.up)
///     // state.result(): tip 15.21, total 99.71, shares 33.24, 33.24, 33.23
///
/// Keys (``LiveKey``):
/// - digits, the locale's decimal separator (and `.`), Backspace, Delete/Ctrl-U: edit the bill;
/// - Left/Right: the tip by 1 point, Shift-Left/Right or `<`/`>`: by 5, within the slider's 0–40%
///   (a tip typed above 40 only moves down);
/// - `g h j k l` or F1–F5: the presets 10, 15, 18, 20, 25%;
/// - Up/Down: the party, 1 to 1,000;
/// - `r`: the rounding, none → nearest → up → shares-up (without none when `--round-to` gives a
///   step, as `calc` rounds to the nearest step then); `c`: cash rounding on and off;
/// - `%`: type a tip (0–100), `p`: type a party size, each ended by Enter (Esc cancels);
/// - `s`: save to the history; `y`: copy the receipt; `q`, Esc, Ctrl-C, Ctrl-D: quit; Ctrl-Z:
///   stop until continued (``action`` asks the session to do these).
package struct LiveState: Sendable {
    /// What a key asks the session to do; the state cannot do it itself.
    package enum Action: Hashable, Sendable {
        /// Leave, printing the summary.
        case quit
        /// Save the bill to the history.
        case save
        /// Copy the receipt to the clipboard.
        case copy
        /// Stop until continued (Ctrl-Z).
        case suspend
    }

    /// A number being typed after `%` or `p` (what the status row shows of it).
    package typealias Entry = LiveView.Entry

    /// One line of feedback about the last key.
    package typealias Message = LiveView.Message

    /// What stays fixed during a session: the plan, the locale, the decimal separator.
    package let setup: LiveSetup
    /// The bill as typed, with the locale's decimal separator (`84.5`, `84,5`); empty is zero.
    package private(set) var billText: String
    /// The tip percentage, 0 to 100.
    package private(set) var tipPercent: ExactDecimal
    /// How many people split the bill evenly, 1 to 1,000.
    package private(set) var partySize: Int
    /// The rounding policy.
    package private(set) var rounding: RoundOption
    /// Whether totals and shares round to the currency's cash increment.
    package private(set) var cash: Bool
    /// The number being typed, if any.
    package private(set) var entry: Entry?
    /// Feedback about the last key, if any; cleared by the next key.
    package private(set) var message: Message?
    /// What the last key asks the session to do.
    package private(set) var action: Action?
    /// Whether the bill was typed in this session (then it is remembered on quitting).
    package private(set) var billEdited = false

    /// The slider's range: the arrow keys stop at its ends.
    package static let sliderRange = LiveScreen.sliderRange
    /// The range of a typed tip.
    package static let typedRange = ExactDecimal(0)...ExactDecimal(100)
    /// The presets and the letter keys that pick them (F1–F5 pick them too).
    package static let presets: [(key: Character, percent: ExactDecimal)] = Array(
        zip(["g", "h", "j", "k", "l"], TipCalculator.presets))
    /// The most digits before the decimal separator a typed bill may have.
    package static let maximumBillDigits = 10
    /// The most characters a typed tip or party size may have.
    package static let maximumEntryLength = 6

    /// The state a session starts in: the plan's bill (or none), tip, party, rounding and cash.
    package init(setup: LiveSetup) {
        self.setup = setup
        let plan = setup.plan
        billText = setup.startsEmpty ? "" : setup.localized(plan.amount?.amountText ?? "")
        if case .percent(let percent) = plan.bill.tip {
            tipPercent = percent
        } else {
            tipPercent = plan.mainPercent
        }
        partySize = min(max(plan.single?.count ?? 1, 1), Party.maximumSize)
        rounding = RoundOption(plan.bill.rounding)
        cash = plan.bill.defaultPayment == .cash
    }

    // MARK: - Keys

    /// Changes the state for one key press.
    ///
    /// Clears the last ``message`` and ``action`` first, so they describe this key only.
    package mutating func apply(_ key: LiveKey) {
        message = nil
        action = nil
        switch key {
        case .interrupt, .endOfInput:
            action = .quit
            return
        case .suspend:
            action = .suspend
            return
        case .redraw, .unknown:
            return
        default:
            break
        }
        if entry != nil {
            applyToEntry(key)
        } else {
            applyToSettings(key)
        }
    }

    /// Takes the pending action, leaving none.
    package mutating func takeAction() -> Action? {
        defer { action = nil }
        return action
    }

    /// Reports what the session did about an action (a saved bill, a copied receipt, a failure).
    package mutating func report(_ message: Message) {
        self.message = message
    }

    private mutating func applyToSettings(_ key: LiveKey) {
        switch key {
        case .character(let character):
            applyCharacter(character)
        case .backspace:
            if !billText.isEmpty {
                billText.removeLast()
                if billText == "0" { billText = "" }
                billEdited = true
            }
        case .clear:
            if !billText.isEmpty {
                billText = ""
                billEdited = true
            }
        case .left: stepTip(by: -1)
        case .right: stepTip(by: 1)
        case .shiftLeft: stepTip(by: -5)
        case .shiftRight: stepTip(by: 5)
        case .up: stepParty(by: 1)
        case .down: stepParty(by: -1)
        case .function(let number):
            guard (1...Self.presets.count).contains(number) else {
                message = .error(say(.liveFunctionKey, ["key": setup.wording.isolated("F\(number)")]))
                return
            }
            tipPercent = Self.presets[number - 1].percent
        case .escape:
            action = .quit
        case .enter, .interrupt, .endOfInput, .redraw, .suspend, .unknown:
            break
        }
    }

    private mutating func applyCharacter(_ character: Character) {
        if let digit = Self.digit(character) {
            typeBillDigit(digit)
            return
        }
        if setup.isDecimalSeparator(character) {
            typeBillSeparator()
            return
        }
        if let preset = Self.presets.first(where: { $0.key == character }) {
            tipPercent = preset.percent
            return
        }
        switch character {
        case "<": stepTip(by: -5)
        case ">": stepTip(by: 5)
        case "r": cycleRounding()
        case "c": cash.toggle()
        case "%": entry = Entry(kind: .tipPercent)
        case "p": entry = Entry(kind: .partySize)
        case "s": action = .save
        case "y": action = .copy
        case "q", "Q": action = .quit
        default:
            message = .error(say(.liveUnknownKey, ["key": setup.wording.isolated("'\(Self.visible(character))'")]))
        }
    }

    private mutating func typeBillDigit(_ digit: Character) {
        let currency = setup.currency
        if let separator = billText.firstIndex(of: setup.decimalSeparator) {
            let fractionDigits = billText.distance(from: separator, to: billText.endIndex) - 1
            guard fractionDigits < currency.fractionDigits else {
                message = .error(
                    say(
                        currency.fractionDigits == 1 ? .liveFractionDigit : .liveFractionDigits,
                        ["currency": currency.code, "n": count(currency.fractionDigits)]))
                return
            }
        } else {
            if billText == "0" { billText = "" }
            guard billText.count < Self.maximumBillDigits else {
                message = .error(say(.liveBillDigits, ["n": count(Self.maximumBillDigits)]))
                return
            }
            if billText.isEmpty && digit == "0" {
                billText = "0"
                billEdited = true
                return
            }
        }
        billText.append(digit)
        billEdited = true
    }

    private mutating func typeBillSeparator() {
        let currency = setup.currency
        guard currency.fractionDigits > 0 else {
            message = .error(say(.liveNoFraction, ["currency": currency.code]))
            return
        }
        guard !billText.contains(setup.decimalSeparator) else {
            message = .error(say(.liveBillSeparator))
            return
        }
        if billText.isEmpty { billText = "0" }
        billText.append(setup.decimalSeparator)
        billEdited = true
    }

    /// Moves the tip by `points`, stopping at the slider's ends; a tip typed above the slider
    /// only moves down (Right leaves 100% alone, Left makes it 99%).
    private mutating func stepTip(by points: Int) {
        let range = Self.sliderRange
        if points > 0 && tipPercent >= range.upperBound {
            message = .info(
                say(
                    .liveSliderTop,
                    ["percent": percent(Self.sliderRange.upperBound), "most": percent(Self.typedRange.upperBound)]))
            return
        }
        if points < 0 && tipPercent <= range.lowerBound {
            message = .info(say(.liveSliderBottom, ["percent": percent(Self.sliderRange.lowerBound)]))
            return
        }
        guard let moved = try? tipPercent.adding(ExactDecimal(points)) else { return }
        tipPercent = points > 0 ? min(moved, range.upperBound) : max(moved, range.lowerBound)
    }

    private mutating func stepParty(by people: Int) {
        let moved = partySize + people
        guard moved >= 1 else {
            message = .info(say(.livePartyMinimum, ["n": count(1)]))
            return
        }
        guard moved <= Party.maximumSize else {
            message = .info(say(.livePartyMaximum, ["n": count(1000)]))
            return
        }
        partySize = moved
    }

    /// none → nearest → up → shares-up → none; `none` is skipped when the plan has a rounding
    /// step (`--round-to`), which `calc` always rounds to.
    private mutating func cycleRounding() {
        let order = RoundOption.allCases.filter { $0 != .none || setup.plan.bill.roundingIncrement == nil }
        let index = order.firstIndex(of: rounding) ?? -1
        rounding = order[(index + 1) % order.count]
    }

    private mutating func applyToEntry(_ key: LiveKey) {
        guard var entry else { return }
        switch key {
        case .character(let character):
            if let digit = Self.digit(character) {
                guard entry.text.count < Self.maximumEntryLength else {
                    message = .error(say(.liveEntryFull))
                    return
                }
                entry.text.append(digit)
            } else if entry.kind == .tipPercent && setup.isDecimalSeparator(character) {
                guard !entry.text.contains(setup.decimalSeparator) else { return }
                if entry.text.isEmpty { entry.text = "0" }
                entry.text.append(setup.decimalSeparator)
            } else if character == "q" || character == "Q" {
                action = .quit
                return
            } else {
                message = .error(say(.liveTypeNumber))
                return
            }
            self.entry = entry
        case .backspace:
            if !entry.text.isEmpty { entry.text.removeLast() }
            self.entry = entry
        case .clear:
            entry.text = ""
            self.entry = entry
        case .enter:
            self.entry = nil
            commit(entry)
        case .escape:
            self.entry = nil
        default:
            message = .error(say(.liveTypeNumber))
        }
    }

    /// Sets the typed value, or keeps the old one and says why not.
    private mutating func commit(_ entry: Entry) {
        guard !entry.text.isEmpty else { return }
        switch entry.kind {
        case .tipPercent:
            var text = setup.canonical(entry.text)
            if text.hasSuffix(".") { text.removeLast() }
            guard let percent = try? ExactDecimal(parsing: text) else {
                message = .error(
                    say(
                        .liveNotPercent,
                        [
                            "text": setup.wording.isolated("'\(entry.text)'"),
                            "example": setup.wording.isolated("17\(setup.decimalSeparator)5"),
                        ]))
                return
            }
            guard Self.typedRange.contains(percent) else {
                // Only digits and a separator can be typed here, so the tip is too high, not negative.
                message = .error(
                    say(
                        .liveTipTooHigh,
                        ["percent": self.percent(percent), "most": self.percent(Self.typedRange.upperBound)]))
                return
            }
            tipPercent = percent
        case .partySize:
            guard let size = Int(entry.text) else { return }
            // The stepper's own words for the same limits.
            guard size >= 1 else { return message = .error(say(.livePartyMinimum, ["n": count(1)])) }
            guard size <= Party.maximumSize else {
                return message = .error(say(.livePartyMaximum, ["n": count(Party.maximumSize)]))
            }
            partySize = size
        }
    }

    // MARK: - Words

    /// The label `key` in the output locale's language, its placeholders filled.
    private func say(_ key: ReceiptLabels.Key, _ values: KeyValuePairs<String, String> = [:]) -> String {
        setup.wording.labels.filled(key, values)
    }

    /// A count in the locale's digits, isolated in right-to-left text.
    private func count(_ value: Int) -> String {
        let wording = setup.wording
        let text = (try? wording.numbers.format(ExactDecimal(value))) ?? String(value)
        return wording.isolated(text)
    }

    /// A percentage as the locale writes it, isolated in right-to-left text.
    private func percent(_ value: ExactDecimal) -> String {
        setup.wording.isolated(LiveScreen.percentText(value, locale: setup.locale))
    }

    // MARK: - Characters

    /// `character` as an ASCII digit when it is a decimal digit in any script (`8`, `８`, `٨`).
    package static func digit(_ character: Character) -> Character? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            scalar.properties.numericType == .decimal, let value = character.wholeNumberValue,
            (0...9).contains(value)
        else { return nil }
        return Character(String(value))
    }

    /// A character as it can be quoted in a one-line message.
    private static func visible(_ character: Character) -> String {
        quotable(String(character))
    }

    /// Text as it can be quoted in a one-line message: invisible characters named, and a mark
    /// at the start (U+030F) too, which shown as it is would join the opening quote into one
    /// character.
    package static func quotable(_ text: some StringProtocol) -> String {
        let shown = InvisibleCharacters.visible(text)
        guard let first = shown.unicodeScalars.first,
            first.properties.isGraphemeExtend || first.properties.generalCategory == .spacingMark
        else { return shown }
        return "<U+\(InvisibleCharacters.hex(first.value))>" + String(shown.unicodeScalars.dropFirst())
    }
}

extension RoundOption {
    /// The option that gives `policy`.
    package init(_ policy: RoundingPolicy) {
        switch policy {
        case .none: self = .none
        case .nearest: self = .nearest
        case .up: self = .up
        case .sharesUp: self = .sharesUp
        }
    }
}
