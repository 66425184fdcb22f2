/// The payment code of one transfer of a settlement, as a trip's JSON writes it under the
/// transfer's `payCode` (`trip settle --pay-codes --json`): the scheme and the exact text its
/// QR code carries.
///
/// Trips holds the code as text; the `PaymentCodes` library makes it from the receiver's
/// ``Payee`` details.
public struct TransferPayCode: Hashable, Sendable, Codable {
    /// The scheme: `epc`, `swiss`, `upi` or `pix`.
    public let kind: String
    /// The text the QR code carries.
    public let payload: String

    /// Creates a transfer's code.
    public init(kind: String, payload: String) {
        self.kind = kind
        self.payload = payload
    }
}
