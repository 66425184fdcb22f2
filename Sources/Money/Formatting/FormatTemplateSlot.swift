import Synchronization

/// The template formatter of one ICU formatter: uses are counted, the template is learned once
/// (on the use that reaches a threshold), then read with one atomic load per format.
///
/// Each `ICUNumberFormatter` (one locale, currency and set of options, shared process-wide)
/// holds one slot, so every `MoneyFormatter` value with those settings shares its template.
/// The state is written once, from "not tried" to either "unavailable" or a published template
/// (a compare-and-exchange, so of two threads learning at once one wins and the other's
/// template is dropped); a published template is immutable and lives as long as the slot.
final class FormatTemplateSlot: Sendable {
    /// 0: not tried; 1: unavailable (ICU formats everything); otherwise the address of a
    /// retained ``FormatTemplate``, released in `deinit`.
    private let state = Atomic<UInt>(0)
    /// Formats counted while the state was 0.
    private let uses = Atomic<Int>(0)
    /// Why learning failed, for tests and benchmarks.
    private let failure = Mutex<String?>(nil)

    private static let unavailable: UInt = 1

    deinit {
        let address = state.load(ordering: .acquiring)
        if address > Self.unavailable, let pointer = UnsafeRawPointer(bitPattern: address) {
            Unmanaged<FormatTemplate>.fromOpaque(pointer).release()
        }
    }

    /// Calls `body` with the published template; `nil` when there is none (or `body` declines).
    @inline(__always)
    func withTemplate<R>(_ body: (FormatTemplate) -> R?) -> R? {
        let address = state.load(ordering: .acquiring)
        guard address > Self.unavailable, let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
        // The template stays alive while the slot does: it is released only in `deinit`.
        return Unmanaged<FormatTemplate>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    /// Counts one use while nothing has been tried; `true` for exactly one call, the one that
    /// reaches `threshold`: that caller should learn the template and ``publish(_:)`` it.
    func countUse(threshold: Int) -> Bool {
        guard state.load(ordering: .relaxed) == 0 else { return false }
        return uses.wrappingAdd(1, ordering: .relaxed).newValue == threshold
    }

    /// Whether learning has been tried (successfully or not).
    var isSettled: Bool { state.load(ordering: .acquiring) != 0 }

    /// Publishes the outcome of learning, unless another thread's outcome is already there.
    func publish(_ outcome: Result<FormatTemplate, FormatTemplate.Failure>) {
        switch outcome {
        case .success(let template):
            let retained = Unmanaged.passRetained(template)
            let address = UInt(bitPattern: retained.toOpaque())
            let published = state.compareExchange(expected: 0, desired: address, ordering: .acquiringAndReleasing)
            if !published.exchanged { retained.release() }
        case .failure(let reason):
            failure.withLock { $0 = reason.description }
            _ = state.compareExchange(expected: 0, desired: Self.unavailable, ordering: .acquiringAndReleasing)
        }
    }

    /// The slot's state: counted uses while not tried, or the outcome of learning.
    var status: MoneyFormatter.TemplateStatus {
        let address = state.load(ordering: .acquiring)
        switch address {
        case 0: return .pending(uses: uses.load(ordering: .relaxed))
        case Self.unavailable: return .unavailable(failure.withLock { $0 } ?? "unavailable")
        default: return .active
        }
    }
}
