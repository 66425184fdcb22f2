/// Why a payment code could not be made: the field at fault and what is wrong with it, one line.
///
///     do {
///         _ = try IBAN("DE89 3704 0044 0532 0130 01")
///     } catch {
///         print(error)
///     }
///     // Prints "iban: 'DE89 3704 0044 0532 0130 01' has wrong check digits (mod 97 gives 28, not 1); copy it again from the payee's bank details"
public struct PaymentCodeError: Error, Hashable, Sendable {
    /// The part of a payment a value was given for.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        /// The payee's name.
        case name
        /// The payee's IBAN.
        case iban
        /// The payee's bank's BIC.
        case bic
        /// The amount.
        case amount
        /// The amount's currency.
        case currency
        /// The message to the payee (unstructured remittance, UPI note, PIX description).
        case message
        /// A payment reference (Swiss QR reference or RF creditor reference).
        case reference
        /// The street of a Swiss creditor address.
        case street
        /// The building number of a Swiss creditor address.
        case building
        /// The postcode of a Swiss creditor address.
        case postcode
        /// The town of a Swiss creditor address.
        case town
        /// The country of a Swiss creditor address (ISO 3166 alpha-2).
        case country
        /// The payee's UPI virtual payment address (`name@bank`).
        case upi
        /// The payee's PIX key.
        case pix
        /// The payee's city (PIX).
        case city
    }

    /// Whether the value is well formed but not accepted by this kind of code (a currency the
    /// scheme does not pay in), as opposed to a malformed value.
    public enum Kind: Hashable, Sendable {
        /// The value is malformed or out of range: a wrong check digit, too long, zero.
        case invalid
        /// The value is fine, but this kind of code does not take it.
        case unsupported
    }

    /// The field at fault.
    public let field: Field
    /// Whether the value is malformed or not taken by this scheme.
    public let kind: Kind
    /// What is wrong and what to do, without the field's name.
    public let reason: String

    /// Creates an error for a malformed value of `field`.
    public init(_ field: Field, _ reason: String) {
        self.init(field, .invalid, reason)
    }

    /// Creates an error for `field`.
    public init(_ field: Field, _ kind: Kind, _ reason: String) {
        self.field = field
        self.kind = kind
        self.reason = reason
    }
}

extension PaymentCodeError: CustomStringConvertible {
    /// The field's name, then the reason: `iban: 'CH93…' has …`.
    public var description: String { "\(field.rawValue): \(reason)" }
}
