// SplitMix64, visible(_:) and expectSame(_:_:_:) come from the shared TestSupport target;
// re-exported so every file of this target has them, as when they were defined here.
@_exported import TestSupport
import Money
import Testing

/// Runs `body` and returns the `MoneyError` it threw, or `nil` when it did not throw.
/// Any other error is recorded as a test issue.
func moneyError<T>(_ body: () throws -> T, sourceLocation: SourceLocation = #_sourceLocation) -> MoneyError? {
    do {
        _ = try body()
        return nil
    } catch let error as MoneyError {
        return error
    } catch {
        Issue.record("expected a MoneyError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
