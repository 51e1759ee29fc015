/// The only view of a capture session the runner's decisions get: add an
/// input (and learn whether that worked) and remove one. Availability is not
/// part of it, so the runner cannot consult it when it chooses a camera.
///
/// Both requirements are deliberately undefaulted.
public protocol CaptureInputs {
    /// Tries to add an input for `device`; `true` when it is now attached.
    mutating func addInput(_ device: DeviceID) -> Bool
    /// Removes the input for `device`; no effect when it is not attached.
    mutating func removeInput(_ device: DeviceID)
}
