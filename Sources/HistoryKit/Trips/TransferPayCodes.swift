import BillRequestKit
import Money
import PaymentCodes
import Trips

/// `trip settle --pay-codes`: the payment code of each transfer of a settlement, made from the
/// receiver's details (``Payee``) that fit the transfer's currency for exactly its amount, or a
/// note saying why there is none; never a code in another currency.
struct TransferPayCodes {
    /// One transfer's code, or why it has none.
    enum Entry {
        case code(PaymentCode)
        case missing(note: String)

        /// The code as the trip's JSON writes it, `nil` for none.
        var document: TransferPayCode? {
            guard case .code(let code) = self else { return nil }
            return TransferPayCode(kind: code.kind.rawValue, payload: code.payload)
        }
    }

    /// One list per settlement of the decision, one entry per transfer.
    let entries: [[Entry]]

    /// The codes of every transfer of `decision`'s settlements, from the details `trip` stores.
    ///
    /// A household is paid through its member owed most (ties to the earlier in the trip), as
    /// `--record` records it, or else the first member whose details fit. The trip's name is each
    /// code's message.
    init(trip: Trip, decision: SettlementDecision?) {
        entries = (decision?.settlements ?? []).map { settlement in
            settlement.transfers.map { Self.entry(for: $0, in: settlement, trip: trip) }
        }
    }

    /// The codes as the trip's JSON writes them.
    var documents: [[TransferPayCode?]] { entries.map { $0.map(\.document) } }

    /// The notes of the transfers without a code, in order.
    var notes: [String] {
        entries.joined().compactMap { entry in
            if case .missing(let note) = entry { note } else { nil }
        }
    }

    private static func entry(for transfer: Settlement.Transfer, in settlement: Settlement, trip: Trip) -> Entry {
        let amount = transfer.amount
        let currency = amount.currency.code
        let what = "\(transfer.from) → \(transfer.to) \(amount.amountText) \(currency)"
        guard PaymentCode.Kind(paying: amount.currency) != nil else {
            return .missing(
                note: "no payment code for \(what): no scheme pays in \(currency) (EPC pays EUR, the Swiss QR-bill "
                    + "CHF, UPI INR, PIX BRL)")
        }
        var receivers = [transfer.to]
        if let household = settlement.households.first(where: { $0.name == transfer.to }) {
            var members = household.members.enumerated().map { ($0.offset, $0.element) }
            members.sort { ($0.1.amount.minorUnits, -$0.0) > ($1.1.amount.minorUnits, -$1.0) }
            receivers = members.map(\.1.person)
        }
        for receiver in receivers {
            guard let payee = trip.payee(of: receiver) else { continue }
            do {
                if let code = try PayeeCode.code(paying: amount, to: receiver, payee, message: trip.name) {
                    return .code(code)
                }
            } catch {
                return .missing(
                    note: "no payment code for \(what): \(receiver)'s details do not make one "
                        + "(\(PayCodeField.option(error.field)) \(error.reason)); correct them with `tipfmt trip payee`"
                )
            }
        }
        let who = receivers.count > 1 ? "no one of \(transfer.to)" : transfer.to
        return .missing(
            note: "no payment code for \(what): \(who) has no details for \(currency) payments; give them with "
                + "`tipfmt trip payee \(ShellWord.quoted(trip.name)) \(ShellWord.quoted(receivers[0])) "
                + "\(Self.options(for: amount.currency))`")
    }

    /// The options that store the details a code in `currency` needs.
    private static func options(for currency: Currency) -> String {
        switch PaymentCode.Kind(paying: currency) {
        case .epc?: "--iban IBAN"
        case .swiss?: "--iban IBAN --street S --building N --postcode P --town T --country CH"
        case .upi?: "--upi VPA"
        case .pix?: "--pix KEY --city CITY"
        case nil: ""
        }
    }
}
