extension MoneyParser {
    /// The number in a text, as written: its digits and the separators between them, before
    /// deciding which separator (if any) is the decimal one.
    ///
    /// The digits alone fix the significand; a reading only decides how many of them are
    /// fraction digits. There are at most two readings: the last separator is the decimal
    /// separator (it must then occur once), or every separator groups digits. A reading is the
    /// locale's when it uses the locale's separators for those roles, foreign otherwise
    /// (`5.00` read with a decimal point in de_DE).
    struct NumberText {
        /// A separator between two digits: its class and where it stands.
        struct Separator {
            /// The class: `' '` for any space, `’` for either apostrophe, else the scalar itself.
            var kind: Unicode.Scalar
            /// The scalar as written.
            var scalar: Unicode.Scalar
            var index: Int
        }

        /// Where the number starts and ends (scalar offsets).
        let start: Int
        let end: Int
        /// Every digit, read as one integer.
        let significand: Int128
        /// The digit counts between separators, left to right; one more than ``separators``.
        private let groups: [Int]
        private let separators: [Separator]
        /// Whether the first digit is a zero: `0.006` may not read as a grouped 6.
        private let startsWithZero: Bool
        /// A decimal separator of the locale's before the first digit (`.99`) or after the last
        /// (`99.`): part of the number, since no other reading of it exists.
        private let leadingDecimal: Separator?
        private let trailingDecimal: Separator?

        init(_ source: SourceText, rules: Rules) throws(MoneyError) {
            let scalars = source.scalars
            guard let first = scalars.firstIndex(where: { SourceText.digit($0) != nil }) else {
                throw source.failure(at: 0, "it has no digits")
            }
            var index = first
            var zero: UInt32?
            var significand: Int128 = 0
            var groups: [Int] = []
            var separators: [Separator] = []
            var run = 0
            while index < scalars.count {
                if let digit = SourceText.digit(scalars[index]) {
                    if let zero, zero != digit.zero {
                        throw source.failure(at: index, "it mixes digits of two scripts")
                    }
                    zero = digit.zero
                    let (shifted, overflowA) = significand.multipliedReportingOverflow(by: 10)
                    let (sum, overflowB) = shifted.addingReportingOverflow(Int128(digit.value))
                    guard !overflowA, !overflowB else {
                        throw .overflow("'\(source.string)' has more digits than any amount")
                    }
                    significand = sum
                    run += 1
                    index += 1
                    continue
                }
                groups.append(run)
                run = 0
                guard index + 1 < scalars.count, let kind = rules.separatorClass(scalars[index]),
                    SourceText.digit(scalars[index + 1]) != nil
                else { break }
                separators.append(Separator(kind: kind, scalar: scalars[index], index: index))
                index += 1
            }
            if run > 0 { groups.append(run) }
            // `.99` and `99.`: a separator with digits on one side only cannot group digits, so
            // where the locale reads it as its decimal separator there is one reading. Not before
            // a sign: `5.-` is the Swiss way of writing 5 francs, not minus five.
            var leading: Separator? = nil
            if first > 0, let kind = rules.separatorClass(scalars[first - 1]), rules.decimals.contains(kind) {
                leading = Separator(kind: kind, scalar: scalars[first - 1], index: first - 1)
            }
            var trailing: Separator? = nil
            if leading == nil, index < scalars.count, let kind = rules.separatorClass(scalars[index]),
                rules.decimals.contains(kind), index + 1 == scalars.count || SourceText.digit(scalars[index + 1]) == nil
            {
                let next = scalars[(index + 1)...].first { !SourceText.isBlank($0) }
                if next.map({ rules.sign($0) == nil && $0 != "\u{2013}" }) ?? true {
                    trailing = Separator(kind: kind, scalar: scalars[index], index: index)
                }
            }
            leadingDecimal = leading
            trailingDecimal = trailing
            start = leading.map(\.index) ?? first
            end = trailing.map { $0.index + 1 } ?? index
            self.significand = significand
            startsWithZero = SourceText.digit(scalars[first])?.value == 0
            self.groups = groups
            self.separators = separators
        }

        // MARK: - Readings

        /// One way of reading the separators.
        private struct Interpretation {
            /// How many digits follow the decimal separator (0 without one).
            var fractionDigits: Int
            /// Whether the separators play the roles the locale gives them.
            var isLocale: Bool
            /// Where and why the separators cannot be read this way; `nil` when they can.
            var failure: Failure?
        }

        /// Why a reading fails, at which separator; the message is written only when thrown.
        private struct Failure {
            enum Problem {
                case cannotBeDecimal
                case repeated
                case mixedGrouping(with: Separator)
                case cannotGroup
                case leadingZero
                case groupSize(digits: Int, expected: Int)
                case leadingGroup(digits: Int, atMost: Int)
            }

            var separator: Separator
            var problem: Problem
            var index: Int { separator.index }

            func reason(_ rules: Rules) -> String {
                let quoted = SourceText.quoted(separator.scalar)
                let example = "(\(rules.example) in \(rules.identifier))"
                switch problem {
                case .cannotBeDecimal: return "\(quoted) cannot be a decimal separator"
                case .repeated: return "\(quoted) occurs more than once, so it cannot be the decimal separator"
                case .mixedGrouping(let other):
                    return "\(quoted) and \(SourceText.quoted(other.scalar)) cannot both group digits"
                case .cannotGroup: return "\(quoted) cannot group digits"
                case .leadingZero: return "a number with grouped digits does not start with 0"
                case .groupSize(let digits, let expected):
                    return "\(Self.digits(digits)) follow\(digits == 1 ? "s" : "") the grouping separator \(quoted)"
                        + " where \(expected) belong \(example)"
                case .leadingGroup(let digits, let atMost):
                    return "\(Self.digits(digits)) come before the grouping separator \(quoted) where at most \(atMost)"
                        + " belong \(example)"
                }
            }

            private static func digits(_ count: Int) -> String { count == 1 ? "1 digit" : "\(count) digits" }
        }

        /// How many of the digits are fraction digits, deciding between the readings the text
        /// allows as ``MoneyParser/ForeignSeparators`` says.
        ///
        /// - Throws: ``MoneyError/ambiguousAmount(_:readings:currency:)`` when two readings fit,
        ///   ``MoneyError/unparsable(_:position:reason:)`` when none does.
        func scale(
            _ source: SourceText, rules: Rules, currency: Currency, foreign: ForeignSeparators
        ) throws(MoneyError) -> Int {
            if let leading = leadingDecimal {
                // `.99`: every digit is a fraction digit; a separator among them cannot group.
                if let other = separators.first {
                    throw source.failure(
                        at: other.index,
                        "\(SourceText.quoted(other.scalar)) cannot follow the decimal separator "
                            + "\(SourceText.quoted(leading.scalar))")
                }
                return groups.first ?? 0
            }
            if let trailing = trailingDecimal {
                // `1,234.`: the other separators can only group digits.
                if let repeated = separators.first(where: { $0.kind == trailing.kind }) {
                    throw source.failure(
                        at: repeated.index, Failure(separator: repeated, problem: .repeated).reason(rules))
                }
                if let grouped = groupedReading(rules) {
                    if let failure = grouped.failure { throw source.failure(at: failure.index, failure.reason(rules)) }
                    if !grouped.isLocale && foreign == .reject, let first = separators.first {
                        throw source.failure(
                            at: first.index, Failure(separator: first, problem: .cannotGroup).reason(rules))
                    }
                }
                return 0
            }
            guard !separators.isEmpty else { return 0 }
            let decimal = decimalReading(rules)
            let grouped = groupedReading(rules)
            let readings = [decimal, grouped].compactMap { $0 }
            if let own = readings.first(where: { $0.isLocale && $0.failure == nil }) {
                // A grouping separator that could as well be a decimal point is ambiguous when
                // that reading fits the currency: `1.000` in de_DE with three fraction digits.
                if foreign == .infer, own.fractionDigits == 0, let decimal, !decimal.isLocale, decimal.failure == nil,
                    decimal.fractionDigits <= currency.fractionDigits, significand != 0
                {
                    throw ambiguity(source, [own, decimal], currency)
                }
                return own.fractionDigits
            }
            if foreign == .infer {
                let fitting = readings.filter {
                    !$0.isLocale && $0.failure == nil && $0.fractionDigits <= currency.fractionDigits
                }
                if fitting.count == 1 || (fitting.count > 1 && significand == 0), let only = fitting.first {
                    return only.fractionDigits
                }
                if fitting.count > 1 { throw ambiguity(source, fitting, currency) }
            }
            // Nothing fits: say what is wrong from the locale's point of view when its separators
            // are used, otherwise why the other reading fails.
            if let own = readings.first(where: { $0.isLocale }), let failure = own.failure {
                throw source.failure(at: failure.index, failure.reason(rules))
            }
            if foreign == .infer, readings.contains(where: { $0.failure == nil }) {
                throw .tooManyFractionDigits(source.string, currency: currency.code, allowed: currency.fractionDigits)
            }
            if foreign == .reject,
                let stranger = separators.first(where: {
                    !rules.decimals.contains($0.kind) && !rules.groupings.contains($0.kind)
                })
            {
                throw source.failure(
                    at: stranger.index,
                    "\(SourceText.quoted(source.scalars[stranger.index])) is not a separator \(rules.identifier) uses"
                        + " (\(rules.example))")
            }
            // The locale's own decimal separator written twice (`$1.2.3` in en_US) is that: it is
            // no grouping separator there, so blaming the grouping would name the wrong cause.
            if let failure = decimal?.failure, case .repeated = failure.problem,
                rules.decimals.contains(failure.separator.kind), !rules.groupings.contains(failure.separator.kind)
            {
                throw source.failure(
                    at: failure.index,
                    "\(SourceText.quoted(failure.separator.scalar)) is the decimal separator and occurs more than once"
                        + " (\(rules.example) in \(rules.identifier))")
            }
            // Blame the reading that made sense furthest into the number; on a tie, grouping, whose
            // message says what the locale expects.
            let failures = [grouped?.failure, decimal?.failure].compactMap { $0 }
            let failure =
                failures.max { $0.index < $1.index } ?? Failure(separator: separators[0], problem: .cannotGroup)
            throw source.failure(at: failure.index, failure.reason(rules))
        }

        private func ambiguity(_ source: SourceText, _ readings: [Interpretation], _ currency: Currency) -> MoneyError {
            let values = readings.compactMap { try? ExactDecimal(significand: significand, scale: $0.fractionDigits) }
            return .ambiguousAmount(source.string, readings: values, currency: currency.code)
        }

        /// The reading with the last separator as the decimal one; `nil` without separators.
        private func decimalReading(_ rules: Rules) -> Interpretation? {
            guard let last = separators.last else { return nil }
            let groupingKinds = separators.dropLast().reduce(into: [Unicode.Scalar]()) { kinds, separator in
                if !kinds.contains(separator.kind) { kinds.append(separator.kind) }
            }
            let isLocale = rules.decimals.contains(last.kind) && groupingKinds.allSatisfy(rules.groupings.contains)
            var reading = Interpretation(fractionDigits: groups[groups.count - 1], isLocale: isLocale)
            if !rules.canBeDecimal(last.kind) {
                reading.failure = Failure(separator: last, problem: .cannotBeDecimal)
            } else if separators.dropLast().contains(where: { $0.kind == last.kind }) {
                reading.failure = Failure(separator: last, problem: .repeated)
            } else if groupingKinds.count > 1, let second = separators.first(where: { $0.kind == groupingKinds[1] }) {
                reading.failure = Failure(separator: second, problem: .mixedGrouping(with: separators[0]))
            } else if let kind = groupingKinds.first, !rules.canBeGrouping(kind), let first = separators.first {
                reading.failure = Failure(separator: first, problem: .cannotGroup)
            } else {
                reading.failure = groupingFailure(groups.count - 1, rules)
            }
            return reading
        }

        /// The reading with every separator grouping digits; `nil` without separators.
        private func groupedReading(_ rules: Rules) -> Interpretation? {
            guard let first = separators.first else { return nil }
            var reading = Interpretation(
                fractionDigits: 0, isLocale: separators.allSatisfy { rules.groupings.contains($0.kind) })
            if let other = separators.first(where: { $0.kind != first.kind }) {
                reading.failure = Failure(separator: other, problem: .mixedGrouping(with: first))
            } else if !rules.canBeGrouping(first.kind) {
                reading.failure = Failure(separator: first, problem: .cannotGroup)
            } else {
                reading.failure = groupingFailure(groups.count, rules)
            }
            return reading
        }

        /// Where the first `count` groups break the locale's grouping sizes, or `nil`.
        ///
        /// The group next to the decimal separator has the primary size; each group further left
        /// the secondary size (the primary one again in most locales), the leftmost at most that.
        private func groupingFailure(_ count: Int, _ rules: Rules) -> Failure? {
            guard count > 1 else { return nil }
            guard !startsWithZero else { return Failure(separator: separators[0], problem: .leadingZero) }
            let primary = rules.primaryGroup
            let last = groups[count - 1]
            guard last == primary else {
                return Failure(separator: separators[count - 2], problem: .groupSize(digits: last, expected: primary))
            }
            let fits = rules.secondaryGroups.contains { size in
                groups[0] <= size && groups[1..<(count - 1)].allSatisfy { $0 == size }
            }
            if fits { return nil }
            let size = rules.secondaryGroups[0]
            if let wrong = (1..<(count - 1)).first(where: { groups[$0] != size }) {
                return Failure(
                    separator: separators[wrong - 1], problem: .groupSize(digits: groups[wrong], expected: size))
            }
            return Failure(separator: separators[0], problem: .leadingGroup(digits: groups[0], atMost: size))
        }
    }
}
