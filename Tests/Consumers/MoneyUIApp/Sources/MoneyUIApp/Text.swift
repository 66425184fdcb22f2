import Foundation

/// A stand-in for SwiftUI's `Text`, with the initialiser a view uses to show a value in a format
/// style: `Text(price, format: .money(locale: locale))`. What it would draw is `content`.
struct Text: CustomStringConvertible {
    let content: String

    init<Style: FormatStyle>(_ input: Style.FormatInput, format: Style)
    where Style.FormatInput: Equatable, Style.FormatOutput == String {
        content = format.format(input)
    }

    var description: String { content }
}
