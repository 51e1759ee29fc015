/// One line of replay output: an event, what the runner did, and the state
/// after it.
public struct ReplayRecord: Hashable, Sendable, Codable {
    /// The event's time, spelled as in the log.
    public var time: LogTime
    /// The event's type.
    public var event: EventKind
    /// The action and effects of the transition.
    public var step: Step
    /// The current input after the event, `nil` when none.
    public var device: DeviceID?
    /// The scanner state after the event.
    public var scanner: ScannerState

    /// A record of `step`, taken after `event` at `time`.
    public init(time: LogTime, event: EventKind, step: Step, device: DeviceID?, scanner: ScannerState) {
        self.time = time
        self.event = event
        self.step = step
        self.device = device
        self.scanner = scanner
    }

    /// What the runner did.
    public var action: Action { step.action }

    /// The frame the host must read, when the action is `read`.
    public var frameToRead: Frame? {
        for case .readFrame(let frame) in step.effects { return frame }
        return nil
    }
}
