import TipCalc
/// Where a receipt's suggested tip and exchange rate come from, printed under the amounts.
///
/// A tip taken from the region's custom names the custom's source and the day it was checked;
/// a converted receipt names the rate's source and the day of the rate. Labels are the
/// receipt's own words for tip and rate; the sources are named as they name themselves, except a
/// rate tipfmt read or was given, which is named in the receipt's language (JSON keeps the name as
/// it is). In text output:
///
///     ==========================================
///     Tip (US): Lonely Planet the USA travel
///     guide, money and tipping section
///     (lonelyplanet.com), 2026-11-21
///     Rate: ECB euro reference rates,
///     2026-11-20; eurofxref-daily.xml
extension Receipt {
    /// One fact's origin.
    public struct Source: Hashable, Sendable {
        /// What the source is for.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// The tipping custom behind a suggested tip.
            case tippingCustom
            /// The exchange rate of the home-currency section.
            case exchangeRate
        }

        /// What the source is for.
        public var kind: Kind
        /// The label, in the receipt's language: `Trinkgeld (US)`, `Kurs`.
        public var label: String
        /// The named source: `Rick Steves' Europe, "Tipping in Europe" (ricksteves.com)`,
        /// `given on the command line`.
        public var source: String
        /// The day the fact was checked or is for, `YYYY-MM-DD`; `nil` when not known.
        public var date: String?

        /// Creates a source line.
        public init(kind: Kind, label: String, source: String, date: String?) {
            self.kind = kind
            self.label = label
            self.source = source
            self.date = date
        }

        /// `label: source, date` on one line, a rate source tipfmt names itself in `labels`' words
        /// (`Kurs: in der Befehlszeile angegeben`); JSON keeps the source as it names itself.
        func text(in labels: ReceiptLabels) -> String {
            func labelled(_ value: String) -> String { labels.filled(.labelled, ["label": label, "value": value]) }
            guard kind == .exchangeRate else { return labelled(source + (date.map { ", \($0)" } ?? "")) }
            let (text, includesDate) = labels.rateSource(ExchangeRate.Source(name: source, date: date))
            return labelled(text + (includesDate ? "" : date.map { ", \($0)" } ?? ""))
        }
    }

    /// The sources of a result: the custom (when its tip was used) and the rate (when it says
    /// where it comes from), in that order.
    static func sources(of result: ItemisedResult, custom: TippingCustom?, labels: ReceiptLabels) -> [Source] {
        var sources: [Source] = []
        if let custom {
            sources.append(
                Source(
                    kind: .tippingCustom, label: "\(labels[.tip]) (\(custom.region))", source: custom.source,
                    date: custom.asOf))
        }
        if let rateSource = result.home?.rate.source {
            sources.append(
                Source(kind: .exchangeRate, label: labels[.rate], source: rateSource.name, date: rateSource.date))
        }
        return sources
    }
}
