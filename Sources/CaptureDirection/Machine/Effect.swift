/// One thing a transition does to the outside world, as data, in order.
///
/// Input changes are applied to the state's ``SimulatedSession`` by the
/// transition itself (that is how their success becomes known) and reported
/// here; frame effects are for the host to carry out: read the image, or
/// count the drop without opening it.
public enum Effect: Hashable, Sendable, Codable {
    /// The input for the camera was removed.
    case removeInput(DeviceID)
    /// An input for the camera was added (`succeeded`) or refused.
    case addInput(DeviceID, succeeded: Bool)
    /// The host should read this frame's image and update its side model.
    case readFrame(Frame)
    /// The frame is dropped: the host counts it and never opens its image.
    case dropFrame(Frame)
}

/// The result of one transition: the action to report and the effects, in
/// the order they happened.
public struct Step: Hashable, Sendable, Codable {
    /// What the runner did, for the replay output.
    public var action: Action
    /// What it did to the session and what the host must do, in order.
    public var effects: [Effect]

    /// A step reporting `action` with `effects`.
    public init(action: Action, effects: [Effect] = []) {
        self.action = action
        self.effects = effects
    }
}
