package import PaymentCodes

/// The option each field of a payment code comes from, for errors.
package enum PayCodeField {
    /// The option of `field`: `--iban` for ``PaymentCodeError/Field/iban``.
    package static func option(_ field: PaymentCodeError.Field) -> String {
        switch field {
        case .name: "--name"
        case .iban: "--iban"
        case .bic: "--bic"
        case .amount: "--amount"
        case .currency: "--currency"
        case .message: "--message"
        case .reference: "--reference"
        case .street: "--street"
        case .building: "--building"
        case .postcode: "--postcode"
        case .town: "--town"
        case .country: "--country"
        case .upi: "--upi"
        case .pix: "--pix"
        case .city: "--city"
        }
    }

    /// The error as the command reports it: the option, then the reason; 64 for a value the
    /// scheme does not take, 65 for a malformed one.
    package static func cliError(_ error: PaymentCodeError) -> CLIError {
        let message = "\(option(error.field)) \(error.reason)"
        return error.kind == .unsupported ? .usage(message) : .badData(message)
    }
}
