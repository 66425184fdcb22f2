public import Money

/// Short helpers so the tables read like the arithmetic in their comments.
public func usd(_ text: String) throws -> Money { try Money(parsing: text, .usd) }
/// An amount in the currency with ISO code `code`.
public func money(_ text: String, _ code: String) throws -> Money { try Money(parsing: text, Currency(code: code)) }
/// An exact decimal.
public func dec(_ text: String) throws -> ExactDecimal { try ExactDecimal(parsing: text) }
/// The canonical amount texts (`84.50`) of `amounts`.
public func texts(_ amounts: [Money]) -> [String] { amounts.map(\.amountText) }
