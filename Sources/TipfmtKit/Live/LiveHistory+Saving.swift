import BillPresentation
import BillRequestKit
import LiveUI
import TipCalc

#if canImport(SavedBills)
    import Money
    import SavedBills
#endif

extension LiveHistory {
    /// The history of this build, or the "not available" answer.
    static func process(options: CalcOptions) -> LiveHistory {
        #if canImport(SavedBills)
            LiveHistory { state in
                guard case .success(let result) = state.figures() else {
                    return .error(state.setup.wording.labels[.liveNothingToSave])
                }
                var saved = options
                saved.bill = [state.bill.amountText]
                saved.split = state.partySize
                saved.round = state.rounding
                saved.cash = state.cash
                let (outcome, messages) = capturingOutput { () throws(CLIError) in
                    try BillSaving.save(calc: state.plan, results: [result], options: saved, note: nil)
                }
                let last = messages.split(separator: "\n").last.map { withoutProgramPrefix(String($0)) } ?? ""
                switch outcome {
                case .success: return .info(last.isEmpty ? state.setup.wording.labels[.liveSaved] : last)
                case .failure(let error):
                    return .error(
                        error.message.isEmpty
                            ? (last.isEmpty ? state.setup.wording.labels[.liveNotSaved] : last) : error.message)
                }
            }
        #else
            LiveHistory { state in .error(state.setup.wording.labels[.liveNoHistory]) }
        #endif
    }
}
