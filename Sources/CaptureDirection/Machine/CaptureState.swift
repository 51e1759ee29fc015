/// The whole state of a capture session as the runner and its simulated
/// session see it: a value, changed only by ``handle(_:)``.
///
/// A copy is a saved state: handling the rest of a log from a copy gives the
/// same steps as handling the whole log from the start.
public struct CaptureState: Hashable, Sendable, Codable {
    /// The log header's cameras and coordinator flag. Never changes.
    public let catalog: DeviceCatalog
    /// Availability and attached inputs, as the log's events left them.
    public private(set) var session: SimulatedSession
    /// The runner's scanner.
    public private(set) var scanner: Scanner
    /// The running session's latest direction map (also during an
    /// interruption); `nil` before its first map, and whenever no session
    /// runs.
    public private(set) var latestMap: DirectionMap?

    /// A fresh state: every device available, nothing attached, `idle`.
    public init(catalog: DeviceCatalog) {
        self.init(restoring: catalog, session: SimulatedSession(), scanner: .idle, latestMap: nil)
    }

    /// A state rebuilt from its parts, as saved from ``catalog``,
    /// ``session``, ``scanner`` and ``latestMap``.
    public init(restoring catalog: DeviceCatalog, session: SimulatedSession, scanner: Scanner, latestMap: DirectionMap?) {
        self.catalog = catalog
        self.session = session
        self.scanner = scanner
        self.latestMap = latestMap
    }

    /// The transition: applies one event and returns what was done.
    ///
    /// Total: every event is valid in every state (one that does not apply
    /// is `none`). Pure: the only "world" it touches is ``session``.
    ///
    /// - Complexity: O(*d* · *m*) for *d* devices and *m* map entries.
    public mutating func handle(_ event: CaptureEvent) -> Step {
        let runner = Runner(catalog: catalog)
        var inputs = RecordingInputs(base: session)
        var frameEffect: Effect?
        let action: Action
        switch event {
        case .sessionStart:
            // Rule 1 and the restart detail: drop everything, start afresh.
            if let input = scanner.input { inputs.removeInput(input) }
            latestMap = nil
            scanner = runner.start(&inputs)
            action = .start

        case .sessionStop:
            // Rule 7.
            guard scanner.isRunning else {
                action = .none
                break
            }
            if let input = scanner.input { inputs.removeInput(input) }
            latestMap = nil
            scanner = .stopped
            action = .stop

        case .directionMap(let map):
            // Rules 2, 5 and 8.
            guard catalog.hasCoordinator, scanner.isRunning else {
                action = .none
                break
            }
            latestMap = map
            switch scanner {
            case .scanning(let input):
                (scanner, action) = runner.apply(map, to: .scanning(input: input), &inputs)
            case .unavailable(let reason):
                (scanner, action) = runner.apply(map, to: .unavailable(reason), &inputs)
            case .interrupted(var interruption):
                interruption.deferredMap = map
                scanner = .interrupted(interruption)
                action = .deferMap
            case .idle, .stopped:
                action = .none
            }

        case .fold:
            action = .none

        case .deviceAvailability(let device, let available):
            // Recorded in every state; only an unavailable scanner reacts.
            guard catalog.knows(device) else {
                action = .none
                break
            }
            inputs.base.setAvailability(of: device, to: available)
            if available, case .unavailable(let reason) = scanner {
                let target = runner.recoveryTarget(latestMap: latestMap)
                (scanner, action) = runner.recover(from: reason, adding: target, &inputs)
            } else {
                action = .none
            }

        case .interruption(.began(let reason)):
            // Rule 5: the input stays attached.
            switch scanner {
            case .scanning(let input):
                scanner = .interrupted(Interruption(resuming: .scanning(input: input), reason: reason))
            case .unavailable(let unavailability):
                scanner = .interrupted(Interruption(resuming: .unavailable(unavailability), reason: reason))
            case .idle, .interrupted, .stopped:
                break
            }
            action = .none

        case .interruption(.ended):
            guard case .interrupted(let interruption) = scanner else {
                action = .none
                break
            }
            if let map = interruption.deferredMap {
                (scanner, action) = runner.apply(map, to: interruption.resuming, &inputs)
            } else {
                switch interruption.resuming {
                case .scanning(let input):
                    (scanner, action) = (.scanning(input: input), .none)
                case .unavailable(let reason):
                    let target = runner.recoveryTarget(latestMap: latestMap)
                    (scanner, action) = runner.recover(from: reason, adding: target, &inputs)
                }
            }

        case .frame(let frame):
            // Rule 6.
            if case .scanning = scanner {
                action = .read
                frameEffect = .readFrame(frame)
            } else {
                action = .drop
                frameEffect = .dropFrame(frame)
            }
        }
        session = inputs.base
        return Step(action: action, effects: inputs.effects + (frameEffect.map { [$0] } ?? []))
    }
}
