/// Why a stored row of a trip does not read back, in words (the caller names the trip and row);
/// the history reports it as a damaged file.
struct TripRowError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
