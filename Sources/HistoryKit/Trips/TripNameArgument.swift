import ArgumentParser

/// The trip a command works on: the first argument of every trip command that changes or reads
/// one trip.
struct TripNameArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The trip's name.", valueName: "trip"))
    var name: String
}
