import BillPresentation
import ArgumentParser
import Money
import TipCalc
import BillRequestKit
import LiveUI

extension TipFmt {
    /// `tipfmt live`: the tip calculator that updates as you type.
    struct Live: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "live",
            abstract: "A full-screen tip calculator that updates as you type (--plain for one line per change).",
            discussion: """
                Takes the same options as `calc` (one --tip; --split, not --weights). Type the bill \
                and every figure updates at once, worked out by `calc`'s own code; on quitting, \
                the summary is printed as `calc` prints it. Without a bill, the last one is reused \
                if it is under ten minutes old.

                Keys:
                  0-9 . Backspace    edit the bill (also the locale's separator; Ctrl-U clears)
                  Left/Right         tip -1/+1 point, within the slider's 0-40%
                  Shift+Left/Right   tip -5/+5 points (also < and >)
                  g h j k l, F1-F5   the presets 10, 15, 18, 20 and 25%
                  Up/Down            one more or one less in the party (1-1000)
                  %, p               type a tip (0-100) or a party size, then Enter
                  r, c               cycle the rounding (none, nearest, up, shares-up); cash
                  s, y               save to the history; copy the receipt (OSC 52)
                  q, Esc, Ctrl-C     quit, printing the summary (Ctrl-Z stops it, as a job)

                Needs a terminal on stdin and stdout; with --plain it reads lines from stdin (a \
                terminal, a pipe or a file: an amount is the bill, %18 the tip, p3 the party, \
                anything else keys such as r, c, q) and prints one summary line per change. A \
                line that does not read ends a piped run with exit 65 and no summary.

                Examples:
                  tipfmt live
                  tipfmt live 84.50 --split 3
                  tipfmt live 37.45 -c CHF -l de_CH --tip 10 --cash
                  printf '84.50\\n%%20\\np3\\n' | tipfmt live --plain
                """)

        @OptionGroup var money: MoneyOptions
        @OptionGroup var options: CalcOptions

        @Option(
            name: [.customShort("t"), .long], parsing: .unconditionalSingleValue,
            help: ArgumentHelp(
                "The tip percentage to start from, such as 18 or 17.5. Default: as calc (the region's custom, else 18).",
                valueName: "percent"))
        var tip: [String] = []

        @Flag(
            help:
                "Print one summary line per change instead of drawing a screen (screen readers, terminals without cursor control); reads lines from stdin."
        )
        var plain = false

        @Option(
            help: ArgumentHelp("Write each key's time to screen, in microseconds, to this file.", visibility: .hidden))
        var latencyLog: String?

        @Flag(help: ArgumentHelp("Redraw every row on every key (the benchmark's baseline).", visibility: .hidden))
        var redrawEverything = false

        func validate() throws {
            if tip.count > 1 {
                throw ValidationError(
                    "live starts from one tip; give at most one --tip (use `tipfmt calc` for a table)")
            }
            if options.weights != nil { throw ValidationError("live splits evenly; give --split N, not --weights") }
            // Both time and redraw the full screen; one line per change has neither.
            if plain && redrawEverything {
                throw ValidationError("--redraw-everything is for the full screen, not --plain")
            }
            if plain && latencyLog != nil { throw ValidationError("--latency-log times the full screen, not --plain") }
            if let split = options.split, !(1...Party.maximumSize).contains(split) {
                throw ValidationError("--split must be from 1 to \(Party.maximumSize), not \(split)")
            }
        }

        func run() throws {
            let environment = Environment.process
            if !plain {
                guard LiveTerminal.isInteractive else {
                    throw CLIError.rejected(
                        "live needs a terminal on stdin and stdout; use `tipfmt calc` in scripts and pipes, or `tipfmt live --plain`"
                    )
                }
                if environment["TERM"] == "dumb" {
                    throw CLIError.rejected(
                        "live needs a terminal that can move the cursor (TERM is dumb); use `tipfmt live --plain` or `tipfmt calc`"
                    )
                }
            }
            let config = try ConfigFile.load(environment)
            var state = try Self.startingState(
                money: money, options: options, tips: tip, config: config, environment: environment)
            // A bill that cannot be calculated stops here, as calc would.
            if !state.setup.startsEmpty { _ = try state.result().get() }
            for note in state.setup.plan.notes { StandardStreams.note(note) }

            let history = LiveHistory.process(options: options)
            if plain {
                var session = LivePlainSession(state: state, history: history)
                try session.run()
                state = session.state
            } else {
                var session = LiveSession(
                    state: state,
                    settings: LiveSession.Settings(
                        colour: Terminal.usesColour(environment), redrawsEverything: redrawEverything,
                        latencyLog: latencyLog, history: history))
                try session.run()
                state = session.state
            }

            // The session's record: what calc prints for the final settings.
            for line in try state.summaryLines(style: Style(enabled: Terminal.usesColour(environment))) {
                StandardStreams.printLine(line)
            }
            if (options.billText != nil || state.billEdited) && !state.billText.isEmpty {
                LastBill.save(state.bill, locale: state.setup.plan.context.locale, environment: environment)
            }
        }

        /// The state a session starts in: calc's plan for these options, with the bill given,
        /// else the remembered one, else none (where calc would ask for one, live starts at zero).
        static func startingState(
            money: MoneyOptions, options: CalcOptions, tips: [String], config: ConfigFile, environment: Environment
        ) throws -> LiveState {
            let context = try money.resolve(config: config, environment: environment)
            let startsEmpty = options.billText == nil && !remembersBill(context: context, environment: environment)
            let plan = try BillRequest.read(
                BillOptions(money: money, options: options, tips: tips), for: .live, config: config,
                environment: environment)
            return LiveState(setup: LiveSetup(plan: plan, startsEmpty: startsEmpty))
        }

        /// Whether calc would reuse the remembered bill (``CalcOptions/resolveBill``'s rule: one
        /// under ten minutes old, in the currency asked for if one was).
        private static func remembersBill(context: MoneyContext, environment: Environment) -> Bool {
            guard let remembered = LastBill.recall(environment, note: { _ in }) else { return false }
            return context.explicitCurrency == nil || context.explicitCurrency == remembered.money.currency
        }
    }
}
