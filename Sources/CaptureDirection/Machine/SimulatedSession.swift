/// A capture session driven by recorded availability: an add succeeds exactly
/// when the log last said the device was available (every device starts
/// available). Swap outcomes therefore follow from the log; none is read
/// from it.
public struct SimulatedSession: CaptureInputs, Hashable, Sendable, Codable {
    /// Devices the log last reported unavailable.
    public private(set) var unavailableDevices: Set<DeviceID>
    /// The attached inputs, oldest first. The runner keeps at most one.
    public private(set) var inputs: [DeviceID]

    /// A session with the given state; by default every device is available
    /// and nothing is attached.
    public init(unavailableDevices: Set<DeviceID> = [], inputs: [DeviceID] = []) {
        self.unavailableDevices = unavailableDevices
        self.inputs = inputs
    }

    /// Whether an input for `device` could be added right now.
    public func isAvailable(_ device: DeviceID) -> Bool {
        !unavailableDevices.contains(device)
    }

    /// Records a `deviceAvailability` event. An attached input stays attached
    /// when its device becomes unavailable; only later adds are refused.
    public mutating func setAvailability(of device: DeviceID, to available: Bool) {
        if available {
            unavailableDevices.remove(device)
        } else {
            unavailableDevices.insert(device)
        }
    }

    /// Attaches `device` when it is available and not already attached.
    public mutating func addInput(_ device: DeviceID) -> Bool {
        guard isAvailable(device), !inputs.contains(device) else { return false }
        inputs.append(device)
        return true
    }

    /// Detaches `device`; no effect when it is not attached.
    public mutating func removeInput(_ device: DeviceID) {
        inputs.removeAll { $0 == device }
    }
}

/// Applies input changes to a session and records each as an ``Effect``.
struct RecordingInputs<Base: CaptureInputs>: CaptureInputs {
    var base: Base
    var effects: [Effect] = []

    mutating func addInput(_ device: DeviceID) -> Bool {
        let succeeded = base.addInput(device)
        effects.append(.addInput(device, succeeded: succeeded))
        return succeeded
    }

    mutating func removeInput(_ device: DeviceID) {
        base.removeInput(device)
        effects.append(.removeInput(device))
    }
}
