package import Money

/// A value from the command line (or the config file) that could not be read.
///
/// It says what the value was for and what to write instead. The Money error travels inside it untouched;
/// ``ErrorReporter`` turns the whole into one message.
///
///     InputError(subject: "--tip", text: "abc", reason: error, hint: "give a percentage such as 18 or 17.5")
///     // tipfmt: error: invalid --tip 'abc': unexpected 'a'; use digits, …; give a percentage such as 18 or 17.5
package struct InputError: Error {
    /// What the value was for, as messages name it: `bill`, `--tip`, `--tax`.
    package var subject: String
    /// The text as given.
    package var text: String
    /// Why it could not be read.
    package var reason: Reason
    /// What to write instead, when there is something to say.
    package var hint: String?

    /// Why a value could not be read.
    package enum Reason {
        /// Money rejected it (not a number, too many fraction digits…).
        case money(MoneyError)
        /// The CLI's own reading rejected it, for this reason.
        case text(String)
    }

    package init(subject: String, text: String, reason: MoneyError, hint: String? = nil) {
        self.init(subject: subject, text: text, reason: .money(reason), hint: hint)
    }

    package init(subject: String, text: String, reason: Reason, hint: String? = nil) {
        self.subject = subject
        self.text = text
        self.reason = reason
        self.hint = hint
    }
}
