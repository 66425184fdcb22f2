public import Money
import TipCalc
public import Trips

extension Settlement.Transfer {
    /// This transfer as one sentence in the language of `formatter`'s locale, with the amount as
    /// that locale writes it.
    ///
    ///     let transfer = try trip.settlement(in: .eur).transfers[0]
    ///     print(try transfer.sentence(MoneyFormatter(locale: LocaleIdentifier("de_DE"))))
    ///     // Prints "Ben zahlt 29,00 € an Ann"
    ///
    /// The words are the receipt labels (28 languages, falling back to English word by word, as
    /// `ReceiptLabels` does); `tipfmt trip show` prints the same sentences. In a right-to-left
    /// language the amount is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, so its
    /// digits never reorder with the words around it. Trips holds the transfer as data; this
    /// module words it.
    ///
    /// - Parameters:
    ///   - formatter: Formats the amount; its locale chooses the language.
    ///   - name: How a person's name is written into the sentence; as it is by default. Names
    ///     are the user's text: a view that writes to a terminal passes the function that makes
    ///     control characters visible there.
    /// - Returns: The sentence, with no final punctuation: `Ben pays Ann €29.00`.
    /// - Throws: `MoneyError` only if ICU fails to format the amount.
    public func sentence(_ formatter: MoneyFormatter, name: (String) -> String = { $0 }) throws(MoneyError) -> String {
        try BillWording(formatter: formatter).transfer(from: name(from), to: name(to), amount: amount)
    }
}

extension BillWording {
    /// `Ben pays Ann €29.00`: a transfer or a payment still to make, the amount isolated in
    /// right-to-left text; the one sentence every trip view and ``Settlement/Transfer/sentence(_:name:)``
    /// write.
    ///
    /// - Parameters:
    ///   - from: Who pays, as it is to be shown.
    ///   - to: Who is paid, as it is to be shown.
    ///   - amount: How much.
    package func transfer(from: String, to: String, amount: Money) throws(MoneyError) -> String {
        labels.filled(.tripTransfer, ["from": from, "to": to, "amount": isolated(try money.format(amount))])
    }
}
