import GRDB
import Money
import TipCalc
import Trips

/// A row of the `trip_conversion` table: how one bill or payment was converted to the trip's
/// home currency, exactly as recorded (the rate as decimal text, its source, the rounding, and
/// the ECB file or card statement it came from).
struct TripConversionRow: FetchableRecord, PersistableRecord, Hashable, Sendable {
    static let databaseTableName = "trip_conversion"

    /// The `trip_bill` row converted, or `nil` for a payment.
    var bill: Int64?
    /// The `trip_payment` row converted, or `nil` for a bill.
    var payment: Int64?
    /// The home currency's code.
    var currency: String
    var convertedMinor: Int64
    /// `same`, `typed`, `ecb` or `cardStatement`.
    var method: String
    /// The rate as shown (for a fraction, rounded to ten fraction digits).
    var rate: String
    /// The exact rate is `numerator ÷ denominator` (`denominator` is 1 for a rate typed in).
    var numerator: String
    var denominator: String
    var rateSource: String?
    var rateSourceDate: String?
    /// A `Money.RoundingRule` case.
    var rounding: String
    var ecbFile: String?
    var ecbDate: String?
    /// What the card statement showed, in home minor units.
    var statementMinor: Int64?
    /// The ECB rate recorded beside a card statement (its card fee's): `ecbRateNumerator` ÷
    /// `ecbRateDenominator`, its source's name and the fixing's day; `nil` otherwise.
    var ecbRateNumerator: String?
    var ecbRateDenominator: String?
    var ecbRateSource: String?
    var ecbRateDate: String?

    /// The row recording `conversion` of a bill's or a payment's row.
    init(_ conversion: Conversion, bill: Int64?, payment: Int64?) {
        self.bill = bill
        self.payment = payment
        currency = conversion.converted.currency.code
        convertedMinor = conversion.converted.minorUnits
        rate = conversion.rate.rate.description
        numerator = conversion.rate.numerator.description
        denominator = conversion.rate.denominator.description
        rateSource = conversion.rate.source?.name
        rateSourceDate = conversion.rate.source?.date
        rounding = conversion.rounding.rawValue
        switch conversion.method {
        case .same: method = "same"
        case .typed: method = "typed"
        case .ecb(let file, let date):
            method = "ecb"
            ecbFile = file
            ecbDate = date
        case .cardStatement(let statement):
            method = "cardStatement"
            statementMinor = statement.minorUnits
        }
        if let fee = conversion.cardFee {
            ecbRateNumerator = fee.ecbRate.numerator.description
            ecbRateDenominator = fee.ecbRate.denominator.description
            ecbRateSource = fee.ecbRate.source?.name
            ecbRateDate = fee.ecbRate.source?.date
        }
    }

    init(row: Row) throws {
        bill = row["bill"]
        payment = row["payment"]
        currency = row["currency"]
        convertedMinor = row["converted_minor"]
        method = row["method"]
        rate = row["rate"]
        numerator = row["numerator"]
        denominator = row["denominator"]
        rateSource = row["rate_source"]
        rateSourceDate = row["rate_source_date"]
        rounding = row["rounding"]
        ecbFile = row["ecb_file"]
        ecbDate = row["ecb_date"]
        statementMinor = row["statement_minor"]
        ecbRateNumerator = row["ecb_rate_numerator"]
        ecbRateDenominator = row["ecb_rate_denominator"]
        ecbRateSource = row["ecb_rate_source"]
        ecbRateDate = row["ecb_rate_date"]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["bill"] = bill
        container["payment"] = payment
        container["currency"] = currency
        container["converted_minor"] = convertedMinor
        container["method"] = method
        container["rate"] = rate
        container["numerator"] = numerator
        container["denominator"] = denominator
        container["rate_source"] = rateSource
        container["rate_source_date"] = rateSourceDate
        container["rounding"] = rounding
        container["ecb_file"] = ecbFile
        container["ecb_date"] = ecbDate
        container["statement_minor"] = statementMinor
        container["ecb_rate_numerator"] = ecbRateNumerator
        container["ecb_rate_denominator"] = ecbRateDenominator
        container["ecb_rate_source"] = ecbRateSource
        container["ecb_rate_date"] = ecbRateDate
    }

    /// The conversion of `original` this row records, done again with its rate and rounding; it
    /// must give the amount recorded.
    ///
    /// - Throws: A reason, in words, when the row does not describe such a conversion.
    func conversion(of original: Money) throws(TripRowError) -> Conversion {
        do {
            let home = try Currency(code: currency)
            guard let rounding = Money.RoundingRule(rawValue: rounding) else {
                throw TripRowError("rounds by '\(rounding.prefix(30))'")
            }
            var exchange = try ExchangeRate(
                from: original.currency, to: home, numerator: try ExactDecimal(parsing: numerator),
                denominator: try ExactDecimal(parsing: denominator))
            guard exchange.rate.description == rate else {
                throw TripRowError("has the rate \(rate), not \(numerator) ÷ \(denominator)")
            }
            if let rateSource { exchange.source = ExchangeRate.Source(name: rateSource, date: rateSourceDate) }
            let recorded: Conversion.Method
            switch (method, ecbFile, ecbDate, statementMinor) {
            case ("same", _, _, _): recorded = .same
            case ("typed", _, _, _): recorded = .typed
            case ("ecb", let file?, let date?, _): recorded = .ecb(file: file, date: date)
            case ("cardStatement", _, _, let statement?): recorded = .cardStatement(Money(minorUnits: statement, home))
            default: throw TripRowError("has the conversion method '\(method.prefix(30))' without what it needs")
            }
            var ecbRate: ExchangeRate?
            if let ecbRateNumerator, let ecbRateDenominator {
                var fixing = try ExchangeRate(
                    from: original.currency, to: home, numerator: try ExactDecimal(parsing: ecbRateNumerator),
                    denominator: try ExactDecimal(parsing: ecbRateDenominator))
                if let ecbRateSource { fixing.source = ExchangeRate.Source(name: ecbRateSource, date: ecbRateDate) }
                ecbRate = fixing
            }
            let conversion = try Conversion(
                restoring: original, rate: exchange, method: recorded, rounding: rounding, ecbRate: ecbRate)
            guard conversion.converted.minorUnits == convertedMinor else {
                throw TripRowError(
                    "converts to \(convertedMinor) minor units, but its rate gives \(conversion.converted)")
            }
            return conversion
        } catch let error as TripRowError {
            throw error
        } catch {
            throw TripRowError("does not convert: \(error)")
        }
    }
}
