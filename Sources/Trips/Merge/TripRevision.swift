package import Money
import TipCalc

/// The revision of a bill or of a trip's settings: a digest of what it holds and of every
/// revision it replaced.
///
/// A revision is worked out, never drawn at random, so two copies that hold the same bill with
/// the same past agree on its revision without having met, and a bill exported before revisions
/// existed has one: two copies of such a bill are the same revision exactly when they are equal.
/// Because the replaced revisions are part of the digest, an edit undone (`A`, then `B`, then
/// `A` again) is a third revision, not the first one again.
///
/// People are digested by their key (``Trip/nameKey(_:)``), so a copy that spells a person
/// otherwise (`ann` for `Ann`) holds the same revisions.
///
/// The digest is 128-bit FNV-1a over a length-prefixed encoding of the fields, shown as 16
/// letters of ``TripItemID/alphabet`` (80 bits). It tells revisions apart; it is not a
/// cryptographic seal, and a document edited by hand simply gets the revision of what it holds.
package enum TripRevision {
    /// The revision of `bill`, with its ``TripBill/ancestry``.
    package static func of(_ bill: TripBill) -> String {
        var digest = Digest()
        digest.add("bill")
        digest.add(bill.id)
        digest.add(bill.title)
        digest.add(bill.date?.description)
        digest.add(bill.category)
        digest.add(bill.kind.rawValue)
        digest.add(bill.currency.code)
        digest.add(bill.total.minorUnits)
        digest.add(Int64(bill.shares.count))
        for share in bill.shares {
            digest.add(name: share.person)
            digest.add(share.amount.minorUnits)
        }
        digest.add(Int64(bill.payers.count))
        for payer in bill.payers {
            digest.add(name: payer.person)
            digest.add(payer.amount.minorUnits)
            digest.add(payer.method.rawValue)
        }
        digest.add(home: bill.home?.conversion)
        digest.add(bill.ancestry)
        return digest.text
    }

    /// The revision of `payment`, with its home amount and its ``TripPayment/ancestry``.
    package static func of(_ payment: TripPayment) -> String {
        var digest = Digest()
        digest.add("payment")
        digest.add(payment.id)
        digest.add(name: payment.from)
        digest.add(name: payment.to)
        digest.add(payment.amount.currency.code)
        digest.add(payment.amount.minorUnits)
        digest.add(payment.date?.description)
        digest.add(payment.method.rawValue)
        digest.add(home: payment.home)
        digest.add(payment.ancestry)
        return digest.text
    }

    /// The revision of a person's payment details, with their ``Payee/ancestry``.
    package static func of(_ payee: Payee) -> String {
        var digest = Digest()
        digest.add("payee")
        for field in payee.fields { digest.add(field.value) }
        digest.add(payee.ancestry)
        return digest.text
    }

    /// The revision of the removal of a bill that had the revisions `revisions`: a bill whose
    /// ancestry holds it was kept over that removal.
    package static func ofRemoval(_ revisions: Set<String>) -> String {
        var digest = Digest()
        digest.add("removed")
        digest.add(revisions)
        return digest.text
    }

    /// The revision of a trip's settings: its home currency and households, with the revisions
    /// they replaced.
    package static func ofSettings(home: Currency?, households: [Household], ancestry: Set<String>) -> String {
        var digest = Digest()
        digest.add("settings")
        digest.add(home?.code)
        digest.add(Int64(households.count))
        for household in households {
            digest.add(household.name)
            digest.add(Int64(household.members.count))
            for member in household.members { digest.add(name: member) }
        }
        digest.add(ancestry)
        return digest.text
    }

    /// 128-bit FNV-1a over length-prefixed fields, so no two lists of fields run together.
    private struct Digest {
        private var state: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
        private static let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013B

        private mutating func add(byte: UInt8) {
            state = (state ^ UInt128(byte)) &* Self.prime
        }

        private mutating func add(raw value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { add(byte: UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
        }

        mutating func add(_ text: String?) {
            guard let text else { return add(raw: UInt64.max) }
            add(raw: UInt64(text.utf8.count))
            for byte in text.utf8 { add(byte: byte) }
        }

        /// A person's name as its key (``Trip/nameKey(_:)``).
        ///
        /// A name of printable ASCII without spaces at either end, the usual one, is its key in
        /// lower case, digested without building the key: a trip's revisions digest every share
        /// of every bill.
        mutating func add(name: String) {
            let bytes = name.utf8
            guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20,
                bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F })
            else { return add(Trip.nameKey(name)) }
            add(raw: UInt64(bytes.count))
            for byte in bytes { add(byte: (0x41...0x5A).contains(byte) ? byte | 0x20 : byte) }
        }

        mutating func add(_ value: Int64) {
            add(raw: UInt64(bitPattern: value))
        }

        mutating func add(_ revisions: Set<String>) {
            add(Int64(revisions.count))
            for revision in revisions.sorted() { add(revision) }
        }

        /// The conversion to the home currency, if any.
        mutating func add(home conversion: Conversion?) {
            guard let conversion else { return add(nil) }
            add("home")
            add(conversion)
        }

        mutating func add(_ conversion: Conversion) {
            add(conversion.converted.currency.code)
            add(conversion.converted.minorUnits)
            add(conversion.rate.from.code)
            add(conversion.rate.to.code)
            add(conversion.rate.numerator.description)
            add(conversion.rate.denominator.description)
            add(conversion.rounding.rawValue)
            switch conversion.method {
            case .same: add("same")
            case .typed: add("typed")
            case .ecb(let file, let date):
                add("ecb")
                add(file)
                add(date)
            case .cardStatement(let statement):
                add("cardStatement")
                add(statement.minorUnits)
            }
            // Only when there is one, so that a conversion without it keeps the revision it had.
            if let fee = conversion.cardFee {
                add("cardFee")
                add(fee.ecbRate.numerator.description)
                add(fee.ecbRate.denominator.description)
                add(fee.ecbRate.source?.name)
                add(fee.ecbRate.source?.date)
            }
        }

        /// The digest's low 80 bits as 16 letters of base32.
        var text: String {
            var bits = state
            var letters: [Character] = []
            for _ in 0..<16 {
                letters.append(TripItemID.alphabet[Int(bits & 31)])
                bits >>= 5
            }
            return String(letters)
        }
    }
}
