public import Money

extension ItemisedBill {
    /// One line of the bill: a name, a quantity, a unit price, and who had it.
    ///
    ///     let beer = ItemisedBill.Item(
    ///         name: "Beer", quantity: 2, unitPrice: try Money(parsing: "6.00", .usd), sharedBy: .equally(["ann", "ben"]))
    ///     // 2 × 6.00 = 12.00 USD, 6.00 for ann and 6.00 for ben
    public struct Item: Hashable, Sendable {
        /// The name as printed.
        public var name: String
        /// How many, a whole number from 1 to ``maximumQuantity``.
        public var quantity: Int
        /// The price of one, in the bill's currency, zero or more.
        public var unitPrice: Money
        /// Who had it.
        public var sharedBy: Sharing
        /// The item's own tax rate in percent (7 for food, 19 for drinks), overriding the bill's rate.
        public var taxRate: ExactDecimal? = nil
        /// A discount on this item (of quantity × unit price).
        public var discount: Discount? = nil
        /// Whether the item counts toward the tip base; `false` leaves it out (a bottle to take home).
        public var isTipped: Bool = true

        /// The largest quantity of one item.
        public static let maximumQuantity = 1_000_000

        /// Creates an item.
        public init(name: String, quantity: Int = 1, unitPrice: Money, sharedBy: Sharing) {
            self.name = name
            self.quantity = quantity
            self.unitPrice = unitPrice
            self.sharedBy = sharedBy
        }
    }

    /// Who had an item.
    public enum Sharing: Hashable, Sendable {
        /// Everyone on the bill, in equal parts.
        case everyone
        /// The named people in equal parts (one name: that person alone).
        case equally([String])
        /// The named people in proportion to whole-number weights: `[ann 2, ben 1]` gives ann two thirds.
        case weighted([Share])

        /// One person alone.
        public static func person(_ name: String) -> Sharing { .equally([name]) }
    }

    /// A person's weight in a ``Sharing/weighted(_:)`` item.
    public struct Share: Hashable, Sendable {
        /// The person's name.
        public var name: String
        /// A whole number above zero.
        public var weight: Int

        /// Creates a share.
        public init(_ name: String, weight: Int) {
            self.name = name
            self.weight = weight
        }
    }
}
