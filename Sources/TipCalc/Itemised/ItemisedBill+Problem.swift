public import Money

extension ItemisedBill {
    /// What is wrong with an itemised bill that ``ItemisedCalculator`` refuses, with the values at
    /// fault, carried by ``TipCalcError/invalidBill(_:)``.
    ///
    /// Items are named by their position on the bill (from 1) and their name. The ``description``
    /// is one sentence a person can act on:
    ///
    ///     print(ItemisedBill.Problem.quantityOutOfRange(item: 1, name: "Beer", quantity: 0))
    ///     // Prints "item 1 'Beer' has quantity 0; give a whole number from 1 to 1000000"
    public enum Problem: Hashable, Sendable {
        /// Where a name was used.
        public enum NameUse: Hashable, Sendable {
            /// In an item (by position and name) as one who had it.
            case item(Int, String)
            /// As the one who paid the whole bill.
            case paidBy
            /// As one who pays this way.
            case payment(PaymentMethod)
        }

        /// What a discount is on: the whole bill or one item (by name).
        public enum DiscountTarget: Hashable, Sendable {
            /// The whole bill.
            case bill
            /// The item of this name.
            case item(String)
        }

        /// The bill has no items.
        case noItems
        /// An item (by position) has an empty name.
        case unnamedItem(item: Int)
        /// An item's quantity is outside 1 to ``ItemisedBill/Item/maximumQuantity``.
        case quantityOutOfRange(item: Int, name: String, quantity: Int)
        /// An item's unit price is negative.
        case negativePrice(item: Int, name: String, price: Money)
        /// A discount is negative.
        case negativeDiscount(on: DiscountTarget, discount: Money)
        /// A discount amount is more than what it is on.
        case discountAboveAmount(on: DiscountTarget, discount: Money, amount: Money)
        /// A discount percentage is outside 0...100.
        case discountOutOfRange(on: DiscountTarget, percent: ExactDecimal)
        /// A tax amount for the whole bill together with tax rates on items.
        case taxAmountWithItemRates(tax: Money)
        /// A tax included in the prices that is more than the bill.
        case includedTaxAboveBill(tax: Money, bill: Money)
        /// A declared person has an empty name.
        case unnamedPerson
        /// A person is declared twice.
        case personDeclaredTwice(String)
        /// An item is shared by nobody.
        case sharedByNobody(item: Int, name: String)
        /// An item names a person with an empty or unprintable name.
        case unprintablePerson(item: Int, name: String)
        /// An item gives a person a weight that is not above zero.
        case weightNotPositive(item: Int, name: String, person: String, weight: Int)
        /// An item names the same person twice.
        case personNamedTwice(item: Int, name: String)
        /// A name that is not on the bill, where it was used, and the closest name on the bill:
        /// with people declared, any other name; without, a payer or payment name no item names.
        case unknownPerson(String, in: NameUse, closest: String?, declared: Bool)
        /// A person is given two ways of paying (`cash: ben` and `card: ben`).
        case paymentTwice(String)
        /// Nobody is on the bill.
        case nobody
        /// More people than ``Party/maximumSize``.
        case tooManyPeople(Int)
        /// An amount has nobody to go to (every weight is zero).
        case nobodyToPay(Money)
    }
}

extension ItemisedBill.Problem: CustomStringConvertible {
    /// A one-line message naming the bad input and what to do about it; the problems with the
    /// people start "invalid party: ", as ``TipCalcError/invalidParty(_:)`` does.
    public var description: String {
        func item(_ position: Int, _ name: String) -> String { "item \(position) '\(name)'" }
        switch self {
        case .noItems:
            return "the bill has no items; give at least one, such as 'Nachos 9.00 @all'"
        case .unnamedItem(let position):
            return "item \(position) has no name; give it one"
        case .quantityOutOfRange(let position, let name, let quantity):
            return "\(item(position, name)) has quantity \(quantity); give a whole number from 1 to "
                + "\(ItemisedBill.Item.maximumQuantity)"
        case .negativePrice(let position, let name, let price):
            return "the price of \(item(position, name)), \(price), is negative; give an amount of zero or more"
        case .negativeDiscount(let target, let discount):
            return "the discount on the \(target.words) \(discount) is negative; give an amount of zero or more"
        case .discountAboveAmount(let target, let discount, let amount):
            return "the discount \(discount) on the \(target.words) is more than its \(amount); "
                + "give a smaller discount or a percentage"
        case .discountOutOfRange(let target, let percent):
            return "discount \(percent)% on the \(target.words) is outside 0...100; give one such as 10"
        case .taxAmountWithItemRates(let tax):
            return "a tax amount of \(tax) cannot be combined with item tax rates; give rates only, or one amount"
        case .includedTaxAboveBill(let tax, let bill):
            return "the tax \(tax) included in the prices is more than the bill \(bill)"
        case .unnamedPerson:
            return "invalid party: a declared person has an empty name; name them"
        case .personDeclaredTwice(let name):
            return "invalid party: '\(name)' is declared twice; give each person once"
        case .sharedByNobody(let position, let name):
            return "invalid party: \(item(position, name)) is shared by nobody; name someone, or all"
        case .unprintablePerson(let position, let name):
            return "invalid party: \(item(position, name)) names a person with an empty or unprintable name"
        case .weightNotPositive(let position, let name, let person, let weight):
            return "invalid party: \(item(position, name)): weight \(weight) for '\(person)' is not a whole number "
                + "above zero"
        case .personNamedTwice(let position, let name):
            return "invalid party: \(item(position, name)) names the same person twice; give each once "
                + "(with a weight if needed)"
        case .unknownPerson(let name, let use, let closest, let declared):
            let subject: String
            switch use {
            case .item(let position, let itemName): subject = "'\(name)' in \(item(position, itemName))"
            case .paidBy: subject = "the payer '\(name)'"
            case .payment(let method): subject = "'\(name)' (pays \(method.rawValue))"
            }
            let fix = closest.map { "; did you mean '\($0)'?" } ?? ""
            return declared
                ? "invalid party: \(subject) is not among the people declared\(fix)"
                : "invalid party: \(subject) is in no item; name them in an item's @list or declare the people\(fix)"
        case .paymentTwice(let name):
            return "invalid party: '\(name)' is given both cash and card; give one way of paying"
        case .nobody:
            return "invalid party: nobody is on the bill; name at least one person"
        case .tooManyPeople(let count):
            return "invalid party: \(count) people; give at most \(Party.maximumSize)"
        case .nobodyToPay(let amount):
            return "\(amount) has nobody to go to"
        }
    }
}

extension ItemisedBill.Problem.DiscountTarget {
    /// The target as the error sentence names it: "bill", "item 'Beer'".
    var words: String {
        switch self {
        case .bill: "bill"
        case .item(let name): "item '\(name)'"
        }
    }
}
