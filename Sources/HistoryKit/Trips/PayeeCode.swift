import BillRequestKit
import Money
import PaymentCodes
import Trips

/// A person's payment details (``Payee``) as payment codes: checked by the codes' makers when
/// stored, and made into the code of a transfer to them.
enum PayeeCode {
    /// The code that pays `amount` to `person` with the details of `payee` that fit its currency
    /// (EUR: EPC with the IBAN; CHF: Swiss QR-bill with the IBAN and address; INR: UPI; BRL:
    /// PIX), or `nil` when none fit: never a code in another currency.
    ///
    /// - Parameter message: The transfer's message (the trip's name); left out when the scheme
    ///   does not take it (a character outside the QR-bill's set, too long).
    /// - Throws: The maker's ``PaymentCodeError`` naming the detail at fault.
    static func code(paying amount: Money, to person: String, _ payee: Payee, message: String?)
        throws(PaymentCodeError) -> PaymentCode?
    {
        guard let kind = PaymentCode.Kind(paying: amount.currency) else { return nil }
        let name = payee.name ?? person
        func make(_ message: String?) throws(PaymentCodeError) -> PaymentCode? {
            switch kind {
            case .epc:
                guard let iban = payee.iban else { return nil }
                return try PaymentCode.epc(name: name, iban: iban, bic: payee.bic, amount: amount, message: message)
            case .swiss:
                guard let iban = payee.iban, let postcode = payee.postcode, let town = payee.town,
                    let country = payee.country
                else { return nil }
                let address = PaymentCode.SwissAddress(
                    street: payee.street ?? "", building: payee.building ?? "", postcode: postcode, town: town,
                    country: country)
                return try PaymentCode.swiss(name: name, iban: iban, address: address, amount: amount, message: message)
            case .upi:
                guard let upi = payee.upi else { return nil }
                return try PaymentCode.upi(name: name, vpa: upi, amount: amount, message: message)
            case .pix:
                guard let key = payee.pix, let city = payee.city else { return nil }
                return try PaymentCode.pix(name: name, key: key, city: city, amount: amount, message: message)
            }
        }
        do {
            return try make(message)
        } catch  where error.field == .message {
            return try make(nil)
        }
    }

    /// The details of `payee` in the form codes carry them (the IBAN without spaces, the BIC and
    /// country in capitals), checked by the maker of every code they serve.
    ///
    /// - Throws: ``CLIError`` naming the option: 64 for a detail missing its partner (`--bic`
    ///   without `--iban`, `--pix` without `--city`) or one the scheme does not take (a Swiss
    ///   address with a German IBAN), 65 for a malformed one (an IBAN's check digits).
    static func checked(_ payee: Payee, person: String) throws(CLIError) -> Payee {
        var payee = payee
        let address = [payee.street, payee.building, payee.postcode, payee.town, payee.country]
        if payee.bic != nil, payee.iban == nil {
            throw .usage("--bic is the bank of an IBAN: give --iban too")
        }
        if address.contains(where: { $0 != nil }) {
            guard payee.iban != nil else {
                throw .usage(
                    "--street, --building, --postcode, --town and --country are the address of a Swiss "
                        + "QR-bill, which pays to an IBAN: give --iban too")
            }
            guard payee.hasSwissAddress else {
                throw .usage(
                    "a Swiss QR-bill's address needs --postcode, --town and --country (--street and "
                        + "--building when it has them)")
            }
        }
        if (payee.pix == nil) != (payee.city == nil) {
            throw .usage("a PIX code names the payee's city: give --pix and --city together")
        }
        do {
            if let iban = payee.iban { payee.iban = try IBAN(iban).electronic }
            if let bic = payee.bic { payee.bic = try BIC(bic).code }
            payee.country = payee.country?.uppercased()
            let samples = ["EUR", "CHF", "INR", "BRL"].compactMap { try? Currency(code: $0) }
            for currency in samples {
                _ = try code(paying: Money(minorUnits: 100, currency), to: person, payee, message: nil)
            }
        } catch  where error.field == .reference {
            throw .usage(
                "--iban '\(payee.iban ?? "")' is a QR-IBAN, which takes a QR reference for each bill; give the "
                    + "payee's ordinary IBAN")
        } catch {
            throw PayCodeField.cliError(error)
        }
        return payee
    }

    /// `Ann: IBAN DE89 3704 …; UPI ann@okbank`: a person's details on one line, the IBAN
    /// `masked` to its first and last four characters (`DE89 •••• 3000`) where others see it.
    static func line(_ person: String, _ payee: Payee, masked: Bool) -> String {
        let shown = { (text: String) in TerminalText.neutralised(text) }
        var parts: [String] = []
        if let iban = payee.iban {
            var text = "IBAN " + (masked ? Self.masked(iban) : Self.grouped(iban))
            if let bic = payee.bic { text += ", BIC " + shown(bic) }
            parts.append(text)
        }
        if payee.hasSwissAddress {
            let street = [payee.street, payee.building].compactMap { $0 }.joined(separator: " ")
            let place = [payee.postcode, payee.town].compactMap { $0 }.joined(separator: " ")
            parts.append(
                ([street, place, payee.country ?? ""].filter { !$0.isEmpty }).map(shown).joined(separator: ", "))
        }
        if let upi = payee.upi { parts.append("UPI " + shown(upi)) }
        if let pix = payee.pix { parts.append("PIX " + shown(pix) + (payee.city.map { ", " + shown($0) } ?? "")) }
        let holder = payee.name.map { " (\(shown($0)))" } ?? ""
        return shown(person) + holder + ": " + (parts.isEmpty ? "–" : parts.joined(separator: "; "))
    }

    /// The IBAN in groups of four, as printed on bank cards: `DE89 3704 0044 0532 0130 00`.
    static func grouped(_ iban: String) -> String {
        let characters = Array(TerminalText.neutralised(iban).filter { $0 != " " })
        return stride(from: 0, to: characters.count, by: 4).map {
            String(characters[$0..<min($0 + 4, characters.count)])
        }.joined(separator: " ")
    }

    /// The IBAN's first four and last four characters: `DE89 •••• 3000`.
    static func masked(_ iban: String) -> String {
        let characters = Array(TerminalText.neutralised(iban).filter { $0 != " " })
        guard characters.count > 8 else { return grouped(iban) }
        return String(characters.prefix(4)) + " •••• " + String(characters.suffix(4))
    }
}
