import ArgumentParser

/// Lets `calc` and `receipt` take negative numbers where a person types them, so they reach the
/// real check ("tip percentage -5 is outside 0...100", "the bill -5.00 USD is negative") instead
/// of argument-parser's "Missing value for '--tip'" or "Unknown option '-5'".
///
/// Before parsing, for those subcommands (named, or the default `calc`):
/// - a negative number right after an option that takes a value is joined to it:
///   `--tip -5` → `--tip=-5`, `-t -5` → `--tip=-5`;
/// - a negative number in the BILL position is moved after `--`: `calc -5 --tip 10` →
///   `calc --tip 10 -- -5`.
///
/// Anything else is left alone; `format` reads negative amounts itself (`format -42.5`).
enum NegativeNumberArguments {
    /// Subcommands that take ``CalcOptions`` (calc is also the default subcommand).
    static let calcLikeSubcommands: Set<String> = ["calc", "receipt"]

    /// Options of `calc` and `receipt` that take a value, with the long name a short one stands for.
    static let valueOptions: [String: String] = {
        var options: [String: String] = ["-c": "--currency", "-l": "--locale", "-t": "--tip"]
        for name in [
            "currency", "locale", "input-locale", "tip", "split", "weights", "tax", "tip-on", "round",
            "round-to", "service", "region", "home", "rate", "rates",
            // receipt
            "format", "width", "title", "note", "style",
        ] {
            options["--" + name] = "--" + name
        }
        return options
    }()

    /// `arguments` (without the program name) with negative numbers made parseable.
    static func rewritten(_ arguments: [String]) -> [String] {
        guard let first = arguments.first else { return arguments }
        var prefix: [String] = []
        var rest = arguments[...]
        if calcLikeSubcommands.contains(first) {
            prefix = [first]
            rest = rest.dropFirst()
        } else if TipFmt.configuration.subcommands.contains(where: { $0._commandName == first }) || first == "help" {
            return arguments
        }
        var result: [String] = []
        var bill: String?
        var changed = false
        var index = rest.startIndex
        while index < rest.endIndex {
            let argument = rest[index]
            if argument == "--" {
                // Everything after `--` is positional already.
                result.append(argument)
                if let moved = bill {
                    result.append(moved)
                    bill = nil
                }
                result.append(contentsOf: rest[(index + 1)...])
                break
            }
            if let long = valueOptions[argument], index + 1 < rest.endIndex {
                let value = rest[index + 1]
                if isNegativeNumber(value) {
                    result.append(long + "=" + value)
                    changed = true
                    index += 2
                    continue
                }
                result.append(argument)
                if !value.hasPrefix("-") {
                    result.append(value)
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            if bill == nil && isNegativeNumber(argument) {
                bill = argument
                changed = true
                index += 1
                continue
            }
            result.append(argument)
            index += 1
        }
        guard changed else { return arguments }
        if let bill { result += ["--", bill] }
        // Name the default subcommand so a leading `--` is not read by the root command.
        return (prefix.isEmpty ? ["calc"] : prefix) + result
    }

    /// Whether `argument` is a negative number or expression (`-5`, `-.5`, `-5+2`), not an option.
    static func isNegativeNumber(_ argument: String) -> Bool {
        var scalars = argument.unicodeScalars.makeIterator()
        guard scalars.next() == "-", let second = scalars.next() else { return false }
        return ("0"..."9").contains(second) || second == "."
    }
}
