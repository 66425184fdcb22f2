package import PaymentCodes
import Money

/// A payment code as the terminal shows it (`paycode --format text`, `trip settle --pay-codes`):
/// the QR code in half blocks inside its quiet zone, then the payee and the amount.
package enum PayCodeText {
    /// The code's lines, each ending with a newline.
    ///
    /// - Throws: ``QRCodeError`` when libqrencode fails.
    package static func text(_ code: PaymentCode) throws(QRCodeError) -> String {
        let symbol = try code.qrCode()
        return symbol.halfBlockText() + "\(code.payee)\n\(code.amount.amountText) \(code.amount.currency.code)\n"
    }
}
