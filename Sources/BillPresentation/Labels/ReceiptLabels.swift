public import Money

/// The words of a receipt in one language, found through a fallback chain like ICU's.
///
/// Labels come from `Resources/locales/labels/<language>.json`, compiled into the library by
/// `scripts/generate-labels.py`, so a binary copied alone still has them. A locale is looked up
/// from its most specific form to English, one key at a time:
///
/// | locale | chain |
/// | --- | --- |
/// | `de_CH` | `de-CH` → `de` → `en` |
/// | `zh_TW`, `zh_HK`, `zh_MO`, `zh_Hant` | `zh-Hant-TW` … → `zh-Hant` → `en` |
/// | `zh`, `zh_CN`, `zh_SG`, `zh_Hans` | `zh-Hans-CN` … → `zh-Hans` → `en` |
/// | `no`, `nb`, `nn` | `nb` (`nn` tries `nn` first) → `en` |
/// | `iw`, `he` | `he` → `en` |
///
///     let labels = ReceiptLabels(identifier: "de_CH")
///     print(labels.language, labels[.tip])
///     // Prints "de Trinkgeld"
public struct ReceiptLabels: Sendable {
    /// One label of a receipt.
    public enum Key: String, Hashable, Sendable, CaseIterable {
        /// The receipt's default title: "Receipt".
        case receipt
        /// The bill before tax: "Bill".
        case bill
        /// A discount on an item or the bill (itemised receipts): "Discount".
        case discount
        /// "Tax".
        case tax
        /// The service charge already included in the bill: "Service" (for custom layouts; the
        /// built-in one uses ``includedService``).
        case service
        /// The service charge shown as part of the bill, before its percentage: "incl. service".
        case includedService
        /// "Tip", for the home-currency tip line.
        case tip
        /// The tip added on top of an included service charge: "Extra tip".
        case extraTip
        /// "Tip ({percent})": the tip with its percentage.
        case tipPercent
        /// A cash payment's rounding kept apart from the tip (itemised receipts): "Rounding".
        case rounding
        /// "Total".
        case total
        /// The heading of the shares: "Per person".
        case perPerson
        /// "Person {n}": one share.
        case person
        /// The heading of the converted amounts: "Home currency".
        case homeCurrency
        /// The exchange rate: "Rate".
        case rate
        /// The heading of the user's note: "Note".
        case note
        /// The column of the diners (itemised bills): "Person".
        case personColumn
        /// The column of what each person had: "Items".
        case items
        /// The column of what each person pays: "Pays".
        case pays
        /// The column of how each person pays, cash or card: "Paid by".
        case paidBy
        /// A cash payment, in a cell: "cash".
        case cash
        /// A card payment, in a cell: "card".
        case card
        /// Value-added tax included in the prices, before its rate: "VAT".
        case vat
        /// The column of the VAT contained in the prices: "incl. VAT".
        case includedVAT
        /// "{tax}: {amount} on {base}": a tax added on top, `{tax}` being "Tax 8%" or "VAT 8.1%".
        case taxOnBase
        /// "{tax}: {amount} included in {base}": a tax contained in the prices.
        case taxInBase
        /// "Tip {percent} of {base}".
        case tipOfBase
        /// "Tip {percent} of {base}, less the service included".
        case tipOfBaseLessService
        /// The tip actually left, after "; ": "effective {percent}".
        case effectiveTip
        /// When no tip was given: "No tip."
        case noTip
        /// When the cash rounding counts as tip: "Rounding is taken up by the tip."
        case roundingIsTip
        /// When it does not: "Cash rounding is a line of its own, not tip."
        case roundingIsSeparate
        /// When no line is split differently: "Everything is shared alike, so the total is split by the same weights."
        case sharedAlike
        /// One debt to the person who paid: "{from} owes {to} {amount}".
        case owes
        /// The minor unit that could not be split evenly: "{amount} left over: {name}".
        case leftOver
        /// Where a rate typed by the user came from: "given on the command line".
        case rateSourceGiven
        /// Where a downloaded rate came from: "ECB euro reference rates, {date}".
        case rateSourceECB
        /// The heading of the explanation: "How every amount was found ({currency}, exact):".
        case explanationHeading
        /// The number of people at the table: "Party".
        case party
        /// A bill that names nobody, paid as one: "Table" ("Tisch", "テーブル").
        case table
        /// A setting that is on: "on".
        case on
        /// A setting that is off: "off".
        case off
        /// No rounding: "none".
        case roundingNone
        /// Rounding to the nearest step: "nearest".
        case roundingNearest
        /// Rounding up: "up".
        case roundingUp
        /// Each person's share rounded up: "shares up".
        case roundingSharesUp
        /// A place's tipping custom: "Tipping in {region}: {range}", `{range}` being "15–20%" or "10%".
        case tippingIn
        /// The usual tip, after the range: "usually {percent}".
        case usually
        /// After the usual tip: "service is usually included".
        case serviceUsuallyIncluded
        /// Where the tipping custom comes from: "Source: {source}, as of {date}."
        case source
        /// A trip: "Trip".
        case tripTrip
        /// A trip: "People".
        case tripPeople
        /// A trip: "Bills".
        case tripBills
        /// A trip: "Payments".
        case tripPayments
        /// A trip: "Date".
        case tripDate
        /// A trip: "What".
        case tripWhat
        /// A trip: "Amount".
        case tripAmount
        /// A trip: "Shared by".
        case tripSharedBy
        /// A trip: who paid a bill, "Paid by" (not how: that is ``paidBy``).
        case tripPaidBy
        /// The history's listing: "ID".
        case historyId
        /// The history's listing: "Saved".
        case historySaved
        /// After saving: "saved as bill {id}".
        case savedAsBill
        /// An amount in another currency beside the bill's: "≈ {amount}" ("約{amount}" in Japanese).
        case approximately
        /// A label and its value: "{label}: {value}" ("{label}：{value}" in Japanese and Chinese).
        case labelled
        /// The tipping note: "{tipping}. {source}".
        case tippingNote
        /// Two clauses of one sentence: "{first}; {second}".
        case clauses
        /// A value and a remark on it: "{value} ({text})" ("{value}（{text}）" in Japanese and Chinese).
        case withRemark
        /// People who pay one amount: "{count} × {amount}" ("{count}人{amount}" in Japanese and
        /// Chinese, "{count}명 {amount}" in Korean: `×` is as wide as two columns in their terminals).
        case countOf
        /// A list and one more item: "{list}, {item}" ("{list}、{item}" in Japanese and Chinese,
        /// "{list}، {item}" in Arabic).
        case listed
        /// A trip: "Created".
        case tripCreatedColumn
        /// A trip: "Balances in {currency}".
        case tripBalances
        /// A trip: "Balances in {currency}, each bill converted at its own rate".
        case tripHomeBalances
        /// A trip: "gets back {amount}".
        case tripGetsBack
        /// A trip: "owes {amount}".
        case tripOwesAmount
        /// A trip: "even".
        case tripEven
        /// A trip: "Settle up in {currency}".
        case tripSettleUp
        /// A trip: "{from} pays {to} {amount}".
        case tripTransfer
        /// A trip: "Everyone is even.".
        case tripAllEven
        /// A trip's cash leftover: "{name} still owes {amount}".
        case tripStillOwes
        /// A trip's cash leftover: "{name} still gets back {amount}".
        case tripStillGetsBack
        /// A trip under `--only`: "Left open with people outside {names}: {list}.".
        case tripOutsideOnly
        /// A trip: "Fewest transfers: {n}.".
        case tripFewest
        /// A trip: "Transfers: {n} (more than 12 people: possibly not the fewest).".
        case tripMaybeNotFewest
        /// A trip: "Transfers: {n} (largest debtor to largest creditor, not always the fewest).".
        case tripLargestFirst
        /// A trip: "Cash: each transfer is rounded to {step}.".
        case tripCashRounded
        /// A trip: "{from} paid {to} {amount}".
        case tripPaymentLine
        /// A trip: "No bills yet.".
        case tripNoBills
        /// A trip: "No rate is recorded for {what}, so there are no balances in {currency} yet.".
        case tripNoRate
        /// A trip waiting for a rate: "Give it a rate with {command}, or see each currency on its own
        /// with --per-currency.".
        case tripRateHint
        /// A note of `trip add`: "bill {id} is in {currency} and has no rate to {home} yet; add one with
        /// {command} (or --rates FILE, --statement AMOUNT)".
        case tripRateNote
        /// A note of a bill's reading: "the bill '{text}' is not a whole number of {currency} minor
        /// units; rounded half-up to {amount}".
        case billRoundedHalfUp
        /// A trip: "rate given".
        case tripRateTyped
        /// A trip: "card statement {amount}".
        case tripRateStatement
        /// A trip: "card {percent} over the ECB rate" (the card's fee over the ECB fixing of the day).
        case tripCardFeeOver
        /// A trip: "card {percent} under the ECB rate" (a card that charged less than the fixing).
        case tripCardFeeUnder
        /// A trip: "{what}: {amount} × {rate} = {converted} ({source})".
        case tripConversion
        /// A trip: "bill {id}".
        case tripBillNumber
        /// A trip: "payment {n}".
        case tripPaymentNumber
        /// A trip: "{from} owes {owes} and {to} is owed {owed}; the balances of {names} sum to zero (transfers in this group: {count}).".
        case tripReason
        /// A trip: "{from} owes {owes} and {to} is owed {owed}; {names} settle as far as they can among themselves (transfers in this group: {count}).".
        case tripReasonPartial
        /// A trip: "Why each amount is what it is:".
        case tripExplainHeading
        /// A trip: "Conversions:" (`trip show`'s bills converted with a rate, with the fixing's day).
        case tripConversionsHeading
        /// A trip: "Trip {name} created for {people}.".
        case tripCreated
        /// A trip: "Bill {id} added to {name}: {title}, {amount}.".
        case tripBillAdded
        /// A trip: "Bill {id} of {name} changed: {title}, {amount}.".
        case tripBillChanged
        /// A trip: "Bill {id} removed from {name}.".
        case tripBillRemoved
        /// A trip: "Payment recorded: {from} paid {to} {amount}.".
        case tripPaymentRecorded
        /// A trip: "Payments recorded: {n}.".
        case tripPaymentsRecorded
        /// A trip: "Trip {name} deleted.".
        case tripDeleted
        /// A trip: "No trips yet: create one with tipfmt trip create NAME --people A,B.".
        case tripNoTrips
        /// A trip: "Trip {name} imported: {people}; bills: {n}.".
        case tripImported
        /// A trip: "{people} joined {name}.".
        case tripJoined
        /// A trip: "Merged into {name}: bills {added} added, {changed} changed, {removed} removed; payments
        /// {payments} added, {unpaid} removed; people {people} joined.".
        case tripMerged
        /// A trip: "{name} already has everything in that copy; nothing changed.".
        case tripMergedNothing
        /// A trip: "nothing merged into {name} ({conflicts}); keep a side with --keep mine, --keep theirs or
        /// --keep ID=theirs, then merge again".
        case tripMergeConflicts
        /// A trip, plural (`ReceiptLabels.counted(_:_:number:locale:)`): "one {# conflict} other
        /// {# conflicts}", how many conflicts a merge left.
        case tripMergeConflictCount
        /// A trip: "{what}: {differences}", one conflict of a merge.
        case tripMergeConflict
        /// A trip: "{field} {mine} here, {theirs} there", one field of a merge's conflict.
        case tripMergeDifference
        /// A trip: "settings", what a conflict of the home currency or households is about.
        case tripMergeSettings
        /// A merge conflict's field: "kind", where a bill's amounts come from.
        case tripFieldKind
        /// A merge conflict's field: "title".
        case tripFieldTitle
        /// A merge conflict's field: "date".
        case tripFieldDate
        /// A merge conflict's field: "category".
        case tripFieldCategory
        /// A merge conflict's field: "total", a bill's.
        case tripFieldTotal
        /// A merge conflict's field: "shares", each person's part of a bill.
        case tripFieldShares
        /// A merge conflict's field: "paid by", who paid a bill.
        case tripFieldPayers
        /// A merge conflict's field: "home amount", a bill's or payment's conversion.
        case tripFieldHomeAmount
        /// A merge conflict's field: "home currency", the trip's.
        case tripFieldHomeCurrency
        /// A merge conflict's field: "from", who made a payment.
        case tripFieldFrom
        /// A merge conflict's field: "to", who received a payment.
        case tripFieldTo
        /// A merge conflict's field: "amount", a payment's.
        case tripFieldAmount
        /// A merge conflict's field: "method", cash or card.
        case tripFieldMethod
        /// A merge conflict's field: "households".
        case tripFieldHouseholds
        /// A merge conflict's field: "removed", on one copy and not the other.
        case tripFieldRemoved
        /// A merge conflict's field: "history", when only the versions' pasts differ.
        case tripFieldAncestry
        /// A merge conflict's field: one payment detail of a person, by the option that sets it:
        /// "{name}'s --{detail}".
        case tripFieldPayee
        /// A merge conflict's value: "none" (no date, category, home amount).
        case tripValueNone
        /// A merge conflict's value: "yes".
        case tripValueYes
        /// A merge conflict's value: "no".
        case tripValueNo
        /// A bill's kind: "one amount" (split through the calculator).
        case tripKindSingle
        /// A bill's kind: "itemised".
        case tripKindItemised
        /// A bill's kind: "shares as given".
        case tripKindShares
        /// A home amount in the home currency already: "same currency".
        case tripValueSameCurrency
        /// A home amount: "{amount} at {rate}".
        case tripValueConversion
        /// A version's past: "revision {revision} after {versions}".
        case tripValueAncestry
        /// How many versions a version replaced, in plural forms: "one {# earlier version} other {# earlier versions}".
        case tripValueVersionCount
        /// Text typed by people in the language's quotation marks: `"{text}"` in English.
        case tripQuoted
        /// The note when the last bill is reused: "using the last bill, {amount}, from {when}".
        case lastBillReused
        /// When the last bill was saved under a minute ago: "less than a minute ago".
        case lastBillJustNow
        /// When the last bill was saved, in plural forms: "one {# minute ago} other {# minutes ago}".
        case lastBillMinutesAgo
        /// The note of a payment recorded without a rate to the home currency, naming the command that removes it.
        case tripPaymentRateNote
        /// A rates file without a fixing of the day: "rates file '{file}' has no {currency} fixing on {date} (N/A); its fixing of {earlier} is used".
        case ratesGapNote
        /// The note for a region whose tipping custom is not known: "no tipping custom is known for {region}".
        case tippingUnknown
        /// The note for a withdrawn currency: "{currency} was withdrawn: {replacement} replaced it on {date}".
        case currencyWithdrawn
        /// The same with the rate it was replaced at: "… on {date} at 1 {replacement} = {rate} {currency}".
        case currencyWithdrawnAtRate
        /// A trip: "Trip {name} exists: merging the file into it.".
        case tripImportMerges
        /// A trip: "{name} settles as one: {members}".
        case tripHouseholdSplit
        /// A trip: "{from} never pays {to} directly".
        case tripRuleNever
        /// A trip: "household {name} settles as one".
        case tripRuleHousehold
        /// A trip: "only {names} settle".
        case tripRuleOnly
        /// A trip: "Rules: {rules}.".
        case tripRules
        /// A trip: "Household {name} of {trip}: {members}.".
        case tripHouseholdSet
        /// A trip: "Household {name} removed from {trip}.".
        case tripHouseholdRemoved
        /// A trip: "Category".
        case tripCategory
        /// A trip: "Currency".
        case tripCurrency
        /// A trip: "Spent".
        case tripSpent
        /// A trip: "Paid".
        case tripPaid
        /// A trip: "Owes".
        case tripOwesColumn
        /// A trip: "Card fees" (`trip report`'s column of each person's part of the card fees).
        case tripCardFeesColumn
        /// A trip: "no category".
        case tripNoCategory
        /// A trip: "no date".
        case tripNoDate
        /// A trip: "Spending in {currency}".
        case tripSpending
        /// A trip: "Spending in {currency}, each bill converted at its own rate".
        case tripHomeSpending
        /// "All amounts in {currency}, {digits} fraction digits."
        case explainAmounts
        /// "Every item is shared the same way ({weights}), and they pay the same way: the total is split by these weights first, so equal weights pay within one step of each other, then bill and tax by the same weights; each tip part is the rest of the share."
        case explainSharedAlike
        /// "Items are shared differently: each item is split among those who had it; discount, tax, service and tip are split in proportion to what each had; each person pays the sum of their parts. Splits give leftover units to the largest remainders (ties: the larger share, then the person {earlier})."
        case explainSharedDifferently
        /// "earlier among the people declared"
        case explainEarlierDeclared
        /// "earlier in name order (no people are declared)"
        case explainEarlierByName
        /// "{formula} → {amount} (half-up)"
        case explainHalfUp
        /// "less {percent}: {rounded}, leaving {rest}"
        case explainLessPercent
        /// "less {amount}, leaving {rest}"
        case explainLessAmount
        /// "{name} {amount} shared"
        case explainItemShared
        /// "What each had, after item discounts: {list}."
        case explainHad
        /// "Bill discount {percent} of {base} = {rounded}; bill after discounts {net}."
        case explainBillDiscountPercent
        /// "Bill discount {amount}; bill after discounts {net}."
        case explainBillDiscountAmount
        /// "Bill after item discounts: {net}."
        case explainBillAfterItemDiscounts
        /// "The bill discount lowers each tax rate's and the tipped items' amounts in proportion: {list}."
        case explainCellsDiscount
        /// "tipped"
        case explainTipped
        /// "not tipped"
        case explainNotTipped
        /// "{tax} at {rate}, {amount},"
        case explainTaxAt
        /// "No tax."
        case explainNoTax
        /// "Tax {amount} contained in the prices (not added)."
        case explainTaxContained
        /// "Tax {amount} added on top."
        case explainTaxAdded
        /// "VAT {rate} contained in {base}: {rounded}, already in the prices, not added."
        case explainVATContained
        /// "Tax {rate} on {base}: {rounded}, added on top."
        case explainTaxOn
        /// "Service {percent} included in {base}: {rounded}."
        case explainServiceIn
        /// "Service {amount} included in the prices."
        case explainServiceAmount
        /// "the tipped items after discounts, before tax"
        case explainBasePretax
        /// "the tipped items after discounts, with tax"
        case explainBaseTotal
        /// "the tipped items before discounts"
        case explainBaseBeforeDiscount
        /// "Tip {percent} of {base}, {amount}: {rounded}"
        case explainTipPercent
        /// "Tip {amount} as given"
        case explainTipGiven
        /// "less the service included {service}: {tip} (never below zero)"
        case explainLessService
        /// "the bill is zero, so the tip is zero"
        case explainZeroBill
        /// "items"
        case explainWordItems
        /// "discount"
        case explainWordDiscount
        /// "tax"
        case explainWordTax
        /// "tip"
        case explainWordTip
        /// "bill"
        case explainWordBill
        /// "rounding"
        case explainWordRounding
        /// "rounds to the nearest {step}: {amount}"
        case explainRoundsNearest
        /// "below bill + tax + the minimum tip {minimum} = {floor}, so it rounds up instead: {amount}"
        case explainBelowMinimum
        /// "rounds up to a multiple of {step}, keeping the minimum tip {minimum}: {amount}"
        case explainRoundsUp
        /// "with the minimum tip {minimum} at least {start}; each share rounds up to a multiple of {step}: {amount}"
        case explainSharesUp
        /// "Total {amount} split by the weights"
        case explainTotalSplit
        /// "Total {amount} split by the weights in cash steps of {step}"
        case explainTotalSplitCash
        /// "Bill {amount} split by the weights"
        case explainBillSplit
        /// "Tax {amount} split by the weights"
        case explainTaxSplit
        /// "{name}'s share is below their bill and tax parts, so {bill} of bill and {tax} of tax move to {to}, whose tip part has room."
        case explainMove
        /// "Tip parts are the rest of each share: {list}."
        case explainTipParts
        /// "{name} pays cash: {sum}"
        case explainPaysCash
        /// "{name} pays by card: {sum}"
        case explainPaysCard
        /// "(VAT {amount} included)"
        case explainVATIncluded
        /// "to the nearest {step}: {amount}"
        case explainToNearest
        /// "(the tip stays at least the minimum {minimum})"
        case explainTipStaysMinimum
        /// "the nearest {step}, {down}, would take the tip {tip} below the minimum {minimum} (1% of {net} or the tip's percentage if less, at least one unit), so up: {amount}"
        case explainUpInstead
        /// "up to a multiple of {step}: {amount}"
        case explainUpToMultiple
        /// "rounding {amount}, taken up by the tip"
        case explainRoundingTaken
        /// "rounding {amount}, a line of its own"
        case explainRoundingApart
        /// "Total paid {total} = {sum}"
        case explainTotalPaid
        /// "{name} paid the whole bill, {amount}."
        case explainPaidWhole
        /// "Home currency: {rate}; the total converts to {amount} (rounded {rule}), split in proportion to what each pays so the parts add up to it: {list}."
        case explainHome
        /// "to the nearest, ties to even"
        case ruleToNearestOrEven
        /// "to the nearest, ties away from zero"
        case ruleToNearestOrAway
        /// "up, toward positive infinity"
        case ruleCeiling
        /// "down, toward negative infinity"
        case ruleFloor
        /// "toward zero"
        case ruleTowardZero
        /// "away from zero"
        case ruleAwayFromZero
        /// "{title}: all to {name}, {amount}."
        case explainAllTo
        /// "{title} ({list}; in all {sum}):"
        case explainInAll
        /// "{n} leftover unit of {step}, one each to the largest remainders (ties: the larger share, then the person {earlier}):"
        case explainLeftoverOne
        /// "{n} leftover units of {step}, one each to the largest remainders (ties: the larger share, then the person {earlier}):"
        case explainLeftoverMany
        /// "remainder {fraction}"
        case explainRemainder
        /// "larger than {name}'s {fraction}"
        case explainLargerThan
        /// "the same as {name}'s, with the larger share"
        case explainSameLargerShare
        /// "the same as {name}'s, and {earlier}"
        case explainSameEarlier
        /// "+ {step} to {name} ({why}): {amount}."
        case explainUnitTo
        /// "Bill discount {amount}, split in proportion to what each had"
        case explainDiscountSplit
        /// "{tax} split in proportion to what each had at that rate"
        case explainTaxGroupSplit
        /// "Service {amount}, split in proportion to what each had"
        case explainServiceSplit
        /// "Tip {amount}, split in proportion to what each had of the tipped items"
        case explainTipSplit
        /// "Tip {amount}, split in proportion to what each had of the tipped items before discounts"
        case explainTipSplitBeforeDiscounts
        /// "bill"
        case liveKeyBill
        /// "tip {percent}"
        case liveKeyTip
        /// "{a} or {b}"
        case liveOr
        /// "presets"
        case liveKeyPresets
        /// "party"
        case liveKeyParty
        /// "type tip"
        case liveKeyTypeTip
        /// "type party"
        case liveKeyTypeParty
        /// "rounding"
        case liveKeyRounding
        /// "cash"
        case liveKeyCash
        /// "save"
        case liveKeySave
        /// "copy receipt"
        case liveKeyCopy
        /// "quit"
        case liveKeyQuit
        /// "Tip percentage ({range}), Enter to set, Esc to cancel: "
        case liveTipPrompt
        /// "Party size ({range}), Enter to set, Esc to cancel: "
        case livePartyPrompt
        /// "Error: {message}"
        case liveError
        /// "Cannot calculate: {message}"
        case liveCannotCalculate
        /// "{key} does nothing here; F1 to F5 pick the presets"
        case liveFunctionKey
        /// "the bill has at most {n} digits before the decimal separator"
        case liveBillDigits
        /// "the bill already has a decimal separator"
        case liveBillSeparator
        /// "the slider stops at {percent}; press % to type a tip up to {most}"
        case liveSliderTop
        /// "the tip is {percent}, the slider's lowest"
        case liveSliderBottom
        /// "a party has at least {n} person"
        case livePartyMinimum
        /// "a party has at most {n} people"
        case livePartyMaximum
        /// "that is as many digits as this number takes; press Enter or Esc"
        case liveEntryFull
        /// "type a number and press Enter, or Esc to cancel"
        case liveTypeNumber
        /// "copying needs a terminal on stdout (it goes through OSC 52)"
        case liveCopyNeedsTerminal
        /// "copied the receipt to the clipboard (OSC 52; a terminal may refuse it)"
        case liveCopied
        /// "nothing to copy: {reason}"
        case liveNothingToCopy
        /// "saved the bill to the history"
        case liveSaved
        /// "the bill was not saved"
        case liveNotSaved
        /// "nothing to save: the figures cannot be calculated"
        case liveNothingToSave
        /// "history not available (this tipfmt has no `tipfmt history`)"
        case liveNoHistory
        /// "{key} does nothing here; the keys are listed below"
        case liveUnknownKey
        /// "{currency} amounts have no decimal places"
        case liveNoFraction
        /// "{currency} amounts have {n} decimal place"
        case liveFractionDigit
        /// "{currency} amounts have {n} decimal places"
        case liveFractionDigits
        /// "{text} is not a percentage; type one such as 18 or {example}"
        case liveNotPercent
        /// "type the bill: the tax of {tax} is added to it"
        case liveTaxOnZeroBill
        /// "the included service charge of {service} is more than the bill of {bill}; type the whole bill"
        case liveServiceAboveBill
        /// "the rounding step {increment} is not a whole number of cash steps of {cash}; press c to pay by card"
        case liveStepNotCash
        /// "a tip is at most {most}, not {percent}"
        case liveTipTooHigh
    }

    /// One labels file as compiled into the library.
    struct Table: Hashable, Sendable {
        var direction: TextDirection
        var labels: [Key: String]
    }

    /// The labels file the receipt's language comes from: `de` for `de_CH`, `en` if none matched.
    public let language: String
    /// The writing direction of ``language``.
    public let direction: TextDirection
    /// The labels files of the fallback chain that exist, most specific first: each label is
    /// looked up in them when asked for (``label(_:inTable:)``), so no table is built.
    private let tables: [String]
    /// Labels decoded over the built-in ones (``init(language:direction:labels:)``); usually empty.
    private let decoded: [Key: String]

    /// The English labels, built once.
    package static let english = ReceiptLabels(identifier: "en")

    /// The languages that have a labels file, sorted: `ar`, `cs`, … `zh-Hant`.
    public static var languages: [String] { tableNames }

    /// Labels for a validated locale.
    public init(locale: LocaleIdentifier) {
        self.init(chain: Self.fallbackChain(language: locale.language, script: locale.script, region: locale.region))
    }

    /// Labels for a locale id or BCP-47 tag (`de_CH`, `zh-Hant-HK`, `iw`), which need not be valid:
    /// anything unknown ends at English.
    public init(identifier: String) {
        self.init(chain: Self.fallbackChain(for: identifier))
    }

    /// Labels as decoded: `labels` over the built-in ones of `language`.
    package init(language: String, direction: TextDirection, labels: [Key: String]) {
        self.language = language
        self.direction = direction
        self.tables = ReceiptLabels(identifier: language).tables
        self.decoded = labels
    }

    /// A number, amount or formula placed in this language's text.
    ///
    /// In right-to-left text it is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE so its
    /// digits and signs never reorder with the words around it; in left-to-right text it stays as
    /// it is. The one isolation rule of every output.
    package func isolated(_ text: String) -> String {
        direction == .rightToLeft ? "\u{2068}\(text)\u{2069}" : text
    }

    /// Every label, for encoding.
    package var all: [Key: String] {
        Dictionary(uniqueKeysWithValues: Key.allCases.map { ($0, self[$0]) })
    }

    private init(chain: [String]) {
        let tables = chain.filter { Self.direction(ofTable: $0) != nil }
        language = tables.first ?? "en"
        direction = tables.first.flatMap { Self.direction(ofTable: $0) } ?? .leftToRight
        self.tables = tables
        decoded = [:]
    }

    /// The label for `key`, from the first file in the chain that has it.
    public subscript(key: Key) -> String {
        if !decoded.isEmpty, let text = decoded[key] { return text }
        for name in tables {
            if let text = Self.label(key, inTable: name) { return text }
        }
        return key.rawValue
    }

    /// The labels file named `name` as a table (the tests compare it with the JSON file).
    static func table(_ name: String) -> Table? {
        guard let direction = direction(ofTable: name) else { return nil }
        var labels: [Key: String] = [:]
        for key in Key.allCases {
            if let text = label(key, inTable: name) { labels[key] = text }
        }
        return Table(direction: direction, labels: labels)
    }

    /// "Tip (18 %)": the tip label with the percentage already formatted for the locale.
    public func tip(percent: String) -> String {
        self[.tipPercent].replacingPlaceholder("{percent}", with: percent)
    }

    /// "Person 2": one share's label with the number already formatted for the locale.
    public func person(_ number: String) -> String {
        self[.person].replacingPlaceholder("{n}", with: number)
    }

    /// The labels files tried for a locale id, most specific first, ending with `en`.
    ///
    ///     ReceiptLabels.fallbackChain(for: "zh_TW")
    ///     // ["zh-Hant-TW", "zh-Hant", "en"]
    package static func fallbackChain(for identifier: String) -> [String] {
        let base = identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let language = parts.first else { return ["en"] }
        var script: String?
        var region: String?
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy(\.isLetter), script == nil, region == nil {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if (part.count == 2 && part.allSatisfy(\.isLetter))
                || (part.count == 3 && part.allSatisfy(\.isNumber))
            {
                if region == nil { region = part.uppercased() }
            }
        }
        return fallbackChain(language: language, script: script, region: region)
    }

    private static let languageAliases = ["iw": "he", "no": "nb", "in": "id", "ji": "yi", "tl": "fil"]
    private static let traditionalChineseRegions: Set<String> = ["TW", "HK", "MO"]

    private static func fallbackChain(language rawLanguage: String, script: String?, region: String?) -> [String] {
        let lowered = rawLanguage.lowercased()
        let language = languageAliases[lowered] ?? lowered
        var chain: [String] = []
        if language == "zh" {
            let chosen: String
            if let script, script == "Hant" || script == "Hans" {
                chosen = script
            } else {
                chosen = region.map { traditionalChineseRegions.contains($0) } == true ? "Hant" : "Hans"
            }
            if let region { chain.append("zh-\(chosen)-\(region)") }
            chain.append("zh-\(chosen)")
        } else {
            if let script, let region { chain.append("\(language)-\(script)-\(region)") }
            if let script { chain.append("\(language)-\(script)") }
            if let region { chain.append("\(language)-\(region)") }
            chain.append(language)
            if language == "nn" { chain.append("nb") }
        }
        if chain.last != "en" { chain.append("en") }
        return chain
    }
}

extension ReceiptLabels: Hashable {
    /// Labels are equal when they say the same in the same language and direction, wherever each
    /// label comes from (a file of the chain or a decoded receipt).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.language == rhs.language && lhs.direction == rhs.direction
            && (lhs.tables == rhs.tables && lhs.decoded == rhs.decoded
                || Key.allCases.allSatisfy { lhs[$0] == rhs[$0] })
    }

    /// The language and direction only: equal labels have them equal, wherever their texts come from.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(language)
        hasher.combine(direction)
    }
}

extension String {
    /// This string with every `placeholder` replaced; no Foundation needed.
    ///
    /// A search over the UTF-8 bytes: a placeholder is ASCII (`{percent}`), so a match starts and
    /// ends on scalar boundaries. (`firstRange(of:)` compared characters through an unspecialized
    /// searcher: a third of a million instructions of every one-shot `calc`.)
    func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
        let source = Array(utf8)
        let pattern = Array(placeholder.utf8)
        guard let first = pattern.first, source.count >= pattern.count else { return self }
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        while index + pattern.count <= source.count {
            if source[index] == first, source[index..<(index + pattern.count)].elementsEqual(pattern) {
                result += source[copied..<index]
                result += value.utf8
                index += pattern.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return self }
        result += source[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}
