import ArgumentParser
import BillHistory
import BillRequestKit
import Trips

/// A trip's error said with the name of the trip the command was given, so a command it
/// suggests (`tipfmt trip join 'Costa Rica' Cy`) can be pasted as printed: the trip engine
/// does not know its trip's name where it refuses something, the command line does.
struct TripNamedError: ReportedError {
    /// The trip's error.
    let error: TripError
    /// The trip's name, as given.
    let trip: String
    /// The exit code of the error as thrown (a ``TripError`` or a `HistoryError` holding one).
    let exitCode: Int32

    var description: String { error.description(trip: trip) }

    /// `error` naming the trip `command` was given, when it names one and `error` is a trip's;
    /// else `error` as it is.
    static func naming(_ command: any ParsableCommand, _ error: any Error) -> any Error {
        guard let trip = tripName(of: command) else { return error }
        switch error {
        case let tripError as TripError:
            return TripNamedError(error: tripError, trip: trip, exitCode: tripError.exitCode)
        case let history as HistoryError:
            guard case .trip(let tripError) = history else { return error }
            return TripNamedError(error: tripError, trip: trip, exitCode: history.exitCode)
        default:
            return error
        }
    }

    /// The trip a parsed command was given: every trip command that takes one declares it as
    /// `@OptionGroup var tripName: TripNameArgument`, so it is found without a list of them.
    static func tripName(of command: any ParsableCommand) -> String? {
        Mirror(reflecting: command).children.lazy.compactMap { child in
            (child.value as? OptionGroup<TripNameArgument>)?.wrappedValue.name
        }.first
    }
}
