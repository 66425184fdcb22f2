package import TipCalc

/// One saved bill: what was asked, what came out, how it was shown, when, and the user's note.
///
/// This is the value `tipfmt calc --save` sends to `tipfmt-history save` on stdin, and each
/// element of `tipfmt history export --format json` (without ``outputs``). Its JSON shape is the
/// documented history schema (docs/History.md): keys in camelCase, every amount a canonical
/// decimal string with exactly ``fractionDigits`` fraction digits (`"84.50"`, `"4500"`), every
/// rate and percentage an exact decimal string (`"8.875"`), never a JSON number; absent optional
/// fields are left out.
///
///     {"currency": "USD", "fractionDigits": 2, "locale": "en_US", "command": "calc",
///      "savedAt": "2026-11-23T19:04:05Z", "note": "Dinner in Kyoto",
///      "request": {"bill": "84.50", "tip": {"percent": "18"}, "party": {"split": 3}, …},
///      "result": {"bill": "84.50", "tip": "15.21", "total": "99.71", …},
///      "people": [{"weight": 1, "share": "33.24", …}, …], …}
package struct SavedBill: Codable, Hashable, Sendable {
    /// The version of this shape; a history written with a higher one is refused.
    package static let schemaVersion = 1

    /// The command that saved it.
    package enum Command: String, Codable, Hashable, Sendable, CaseIterable {
        /// `tipfmt calc --save`.
        case calc
        /// `tipfmt receipt --save`.
        case receipt
    }

    /// The history's id for the bill; `nil` until it is saved.
    package var id: Int64?
    /// When it was saved, in UTC: `2026-11-23T19:04:05Z`.
    package var savedAt: String
    /// The user's note (`--note`); `nil` for none.
    package var note: String?
    /// The command that saved it.
    package var command: Command
    /// The locale amounts were formatted for: `en_US`.
    package var locale: String
    /// The bill's currency: `USD`.
    package var currency: String
    /// The fraction digits of ``currency`` when it was saved (2 for USD, 0 for JPY): every amount
    /// in the bill's currency has exactly this many.
    package var fractionDigits: Int
    /// What was asked.
    package var request: Request
    /// What came out.
    package var result: Outcome
    /// The amounts as they were shown.
    package var formatted: Formatted
    /// Who pays what, in order: one entry per person.
    package var people: [Person]
    /// The exact text printed, for `history show`; `nil` in exports.
    package var outputs: Outputs?
    /// An itemised bill whole: its items, shares and weights, people, payers and payment
    /// methods, settlement, home amounts and rate source, as TipCalc computed them (the
    /// documented `ItemisedResult` JSON); `nil` for a single bill.
    package var itemised: ItemisedResult?

    /// Creates a saved bill from its parts.
    package init(
        id: Int64? = nil, savedAt: String, note: String?, command: Command, locale: String, currency: String,
        fractionDigits: Int, request: Request, result: Outcome, formatted: Formatted, people: [Person],
        outputs: Outputs?, itemised: ItemisedResult? = nil
    ) {
        self.id = id
        self.savedAt = savedAt
        self.note = note
        self.command = command
        self.locale = locale
        self.currency = currency
        self.fractionDigits = fractionDigits
        self.request = request
        self.result = result
        self.formatted = formatted
        self.people = people
        self.outputs = outputs
        self.itemised = itemised
    }
}

extension SavedBill {
    /// What was asked: the bill and every option that shaped the result.
    package struct Request: Codable, Hashable, Sendable {
        /// The bill argument as typed (`23.40 + 18.75 + 2*4.50`); `nil` for a remembered bill.
        package var billInput: String?
        /// The bill, before tax.
        package var bill: String
        /// Tax on top of the bill, when asked for.
        package var tax: Tax?
        /// The tip asked for.
        package var tip: Tip
        /// What the tip percentage is taken of: `pretax` or `total`.
        package var tipBase: String
        /// A service charge included in the bill, when given.
        package var service: Service?
        /// Who pays.
        package var party: Party
        /// `none`, `nearest`, `up` or `sharesUp`.
        package var rounding: String
        /// The rounding step (`0.05`); `nil` for one major unit.
        package var roundingIncrement: String?
        /// Whether cash rounding was on.
        package var cash: Bool
        /// The home currency and rate, when amounts were converted.
        package var home: Home?

        /// Creates a request record.
        package init(
            billInput: String?, bill: String, tax: Tax?, tip: Tip, tipBase: String, service: Service?, party: Party,
            rounding: String, roundingIncrement: String?, cash: Bool, home: Home?
        ) {
            self.billInput = billInput
            self.bill = bill
            self.tax = tax
            self.tip = tip
            self.tipBase = tipBase
            self.service = service
            self.party = party
            self.rounding = rounding
            self.roundingIncrement = roundingIncrement
            self.cash = cash
            self.home = home
        }
    }

    /// Tax as asked: exactly one of a rate in percent or an amount.
    package struct Tax: Codable, Hashable, Sendable {
        /// The rate in percent: `"8.875"`.
        package var rate: String?
        /// A fixed amount in the bill's currency.
        package var amount: String?

        /// Creates a tax record.
        package init(rate: String? = nil, amount: String? = nil) {
            self.rate = rate
            self.amount = amount
        }
    }

    /// The tip as asked: exactly one of a percentage or an amount.
    package struct Tip: Codable, Hashable, Sendable {
        /// The percentage: `"18"`, `"17.5"`.
        package var percent: String?
        /// A fixed tip in the bill's currency.
        package var amount: String?

        /// Creates a tip record.
        package init(percent: String? = nil, amount: String? = nil) {
            self.percent = percent
            self.amount = amount
        }
    }

    /// A service charge included in the bill: exactly one of a percentage or an amount.
    package struct Service: Codable, Hashable, Sendable {
        /// The percentage printed on the bill: `"12.5"`.
        package var percent: String?
        /// The service amount printed on the bill.
        package var amount: String?

        /// Creates a service record.
        package init(percent: String? = nil, amount: String? = nil) {
            self.percent = percent
            self.amount = amount
        }
    }

    /// Who pays: exactly one of an even split or weights.
    package struct Party: Codable, Hashable, Sendable {
        /// An even split among this many people.
        package var split: Int?
        /// One weight per person: `[2, 1, 1]`.
        package var weights: [Int]?

        /// Creates a party record.
        package init(split: Int? = nil, weights: [Int]? = nil) {
            self.split = split
            self.weights = weights
        }

        /// How many people pay.
        package var size: Int { weights?.count ?? split ?? 0 }
    }

    /// The home currency amounts were converted to, and the rate used.
    package struct Home: Codable, Hashable, Sendable {
        /// The home currency: `EUR`.
        package var currency: String
        /// Its fraction digits when saved.
        package var fractionDigits: Int
        /// 1 unit of the bill's currency is this many home units, exact: `"0.0061"`.
        package var rate: String
        /// Where the rate came from: `--rate`, or `ECB eurofxref <file>`.
        package var rateSource: String
        /// The day the rate is for, `YYYY-MM-DD`: the ECB file's date, or the day of a `--rate`.
        package var rateDate: String

        /// Creates a home currency record.
        package init(currency: String, fractionDigits: Int, rate: String, rateSource: String, rateDate: String) {
            self.currency = currency
            self.fractionDigits = fractionDigits
            self.rate = rate
            self.rateSource = rateSource
            self.rateDate = rateDate
        }
    }

    /// What came out: every amount, canonical.
    package struct Outcome: Codable, Hashable, Sendable {
        /// The bill, before tax.
        package var bill: String
        /// The tax added on top (zero without tax).
        package var tax: String
        /// The service included in the bill (zero without).
        package var service: String
        /// The tip added on top.
        package var tip: String
        /// What is paid in all: bill + tax + tip.
        package var total: String
        /// The percentage asked for; `nil` for a fixed tip.
        package var tipPercent: String?
        /// The tip as a percentage of its base, two fraction digits.
        package var effectiveTipPercent: String
        /// The amounts in the home currency, when converted.
        package var home: HomeOutcome?

        /// Creates an outcome record.
        package init(
            bill: String, tax: String, service: String, tip: String, total: String, tipPercent: String?,
            effectiveTipPercent: String, home: HomeOutcome?
        ) {
            self.bill = bill
            self.tax = tax
            self.service = service
            self.tip = tip
            self.total = total
            self.tipPercent = tipPercent
            self.effectiveTipPercent = effectiveTipPercent
            self.home = home
        }
    }

    /// Amounts in the home currency, adding up: bill + tax + tip = total.
    package struct HomeOutcome: Codable, Hashable, Sendable {
        /// The bill's part.
        package var bill: String
        /// The tax's part.
        package var tax: String
        /// The tip's part.
        package var tip: String
        /// The total, converted.
        package var total: String

        /// Creates a home outcome record.
        package init(bill: String, tax: String, tip: String, total: String) {
            self.bill = bill
            self.tax = tax
            self.tip = tip
            self.total = total
        }
    }

    /// The amounts as shown when saved, formatted for ``SavedBill/locale``.
    package struct Formatted: Codable, Hashable, Sendable {
        /// `"$84.50"`.
        package var bill: String
        /// The tax.
        package var tax: String
        /// The included service.
        package var service: String
        /// The tip.
        package var tip: String
        /// The total.
        package var total: String
        /// The tip percentage shown: the one asked for, else the effective one (`"18%"`).
        package var tipPercent: String
        /// The home amounts, when converted.
        package var home: HomeOutcome?

        /// Creates a formatted record.
        package init(
            bill: String, tax: String, service: String, tip: String, total: String, tipPercent: String,
            home: HomeOutcome?
        ) {
            self.bill = bill
            self.tax = tax
            self.service = service
            self.tip = tip
            self.total = total
            self.tipPercent = tipPercent
            self.home = home
        }
    }

    /// One person's part: `share == bill + tax + tip`.
    package struct Person: Codable, Hashable, Sendable {
        /// The person's weight (1 for an even split).
        package var weight: Int
        /// What the person pays.
        package var share: String
        /// The bill part of the share.
        package var bill: String
        /// The tax part of the share.
        package var tax: String
        /// The tip part of the share.
        package var tip: String
        /// The share in the home currency, when converted.
        package var homeShare: String?
        /// The share as shown: `"$33.24"`.
        package var formattedShare: String
        /// The home share as shown.
        package var formattedHomeShare: String?

        /// Creates a person record.
        package init(
            weight: Int, share: String, bill: String, tax: String, tip: String, homeShare: String?,
            formattedShare: String, formattedHomeShare: String?
        ) {
            self.weight = weight
            self.share = share
            self.bill = bill
            self.tax = tax
            self.tip = tip
            self.homeShare = homeShare
            self.formattedShare = formattedShare
            self.formattedHomeShare = formattedHomeShare
        }
    }

    /// The text printed when the bill was saved, kept so `history show` prints it again exactly.
    package struct Outputs: Codable, Hashable, Sendable {
        /// The `calc` summary, lines ending in `\n`, without colour.
        package var calc: String
        /// The bill as a receipt, in every format.
        package var receipt: ReceiptOutputs

        /// Creates an outputs record.
        package init(calc: String, receipt: ReceiptOutputs) {
            self.calc = calc
            self.receipt = receipt
        }
    }

    /// A receipt rendered in each format (text at ``width`` columns), and the format it was printed in.
    package struct ReceiptOutputs: Codable, Hashable, Sendable {
        /// The format `receipt --save` printed (`text` for a `calc --save`).
        package var format: String
        /// The text width in columns.
        package var width: Int
        /// Plain text.
        package var text: String
        /// Markdown.
        package var markdown: String
        /// JSON.
        package var json: String
        /// HTML.
        package var html: String

        /// Creates a receipt outputs record.
        package init(format: String, width: Int, text: String, markdown: String, json: String, html: String) {
            self.format = format
            self.width = width
            self.text = text
            self.markdown = markdown
            self.json = json
            self.html = html
        }

        /// The receipt in `format` (`text`, `markdown`, `json`, `html`); `nil` for another name.
        package func rendered(_ format: String) -> String? {
            switch format {
            case "text": text
            case "markdown": markdown
            case "json": json
            case "html": html
            default: nil
            }
        }
    }
}
