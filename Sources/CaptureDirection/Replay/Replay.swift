/// The replay fold: a ``CaptureState`` that turns logged events into output
/// records one at a time, so that a log of any length replays in constant
/// memory.
///
/// A copy is a saved state; replaying the rest of a log from it gives the
/// same records as replaying the whole log.
public struct Replay: Hashable, Sendable, Codable {
    /// The state after the events applied so far.
    public private(set) var state: CaptureState

    /// A replay of a log with this header, before its first event.
    public init(catalog: DeviceCatalog) {
        state = CaptureState(catalog: catalog)
    }

    /// A replay resuming from a saved state.
    public init(resuming state: CaptureState) {
        self.state = state
    }

    /// Applies one event and returns its output record.
    public mutating func apply(_ logged: LoggedEvent) -> ReplayRecord {
        let step = state.handle(logged.event)
        return ReplayRecord(
            time: logged.time, event: logged.event.kind, step: step,
            device: state.scanner.input, scanner: state.scanner.state)
    }

    /// Replays a whole sequence of events.
    ///
    /// - Complexity: O(*n*) events; the result holds all *n* records, so
    ///   stream with ``apply(_:)`` for long logs.
    public static func records(catalog: DeviceCatalog, events: some Sequence<LoggedEvent>) -> [ReplayRecord] {
        var replay = Replay(catalog: catalog)
        return events.map { replay.apply($0) }
    }
}
