import CaptureDirection
import Testing

/// The phone most tests use: two back cameras and two front cameras,
/// listed in preference order.
let phone = DeviceCatalog(devices: [
    Device(id: "dual", type: .builtInDualWideCamera, position: .back),
    Device(id: "wide", type: .builtInWideAngleCamera, position: .back),
    Device(id: "outer", type: .builtInWideAngleCamera, position: .front),
    Device(id: "inner", type: .builtInWideAngleCamera, position: .front),
])

/// A simulated session with `inputs` attached and `unavailable` refused.
func session(_ inputs: [DeviceID] = [], unavailable: Set<DeviceID> = []) -> SimulatedSession {
    SimulatedSession(unavailableDevices: unavailable, inputs: inputs)
}

func map(_ ids: DeviceID...) -> DirectionMap {
    DirectionMap(backward: ids)
}

/// One event and the whole state expected after it.
struct Checkpoint {
    var event: CaptureEvent
    var action: Action
    var scanner: Scanner
    var latestMap: DirectionMap?
    var session: SimulatedSession
    var effects: [Effect]?
    var location: SourceLocation

    init(
        _ event: CaptureEvent, _ action: Action, _ scanner: Scanner, map latestMap: DirectionMap? = nil,
        _ session: SimulatedSession, effects: [Effect]? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.event = event
        self.action = action
        self.scanner = scanner
        self.latestMap = latestMap
        self.session = session
        self.effects = effects
        self.location = sourceLocation
    }
}

/// Plays the checkpoints from `start` and checks the action and the whole
/// state after every event (and the effects, where a checkpoint lists them).
@discardableResult
func play(on catalog: DeviceCatalog = phone, from start: CaptureState? = nil, _ checkpoints: [Checkpoint]) -> CaptureState {
    var state = start ?? CaptureState(catalog: catalog)
    for checkpoint in checkpoints {
        let step = state.handle(checkpoint.event)
        let expected = CaptureState(
            restoring: catalog, session: checkpoint.session, scanner: checkpoint.scanner,
            latestMap: checkpoint.latestMap)
        #expect(step.action == checkpoint.action, "\(checkpoint.event)", sourceLocation: checkpoint.location)
        #expect(state == expected, "\(checkpoint.event)", sourceLocation: checkpoint.location)
        if let effects = checkpoint.effects {
            #expect(step.effects == effects, "\(checkpoint.event)", sourceLocation: checkpoint.location)
        }
    }
    return state
}

/// A state scanning `input` with `latestMap`, as after a normal start.
func scanningState(
    _ input: DeviceID, map latestMap: DirectionMap? = nil, unavailable: Set<DeviceID> = [], catalog: DeviceCatalog = phone
) -> CaptureState {
    CaptureState(
        restoring: catalog, session: session([input], unavailable: unavailable), scanner: .scanning(input: input),
        latestMap: latestMap)
}
