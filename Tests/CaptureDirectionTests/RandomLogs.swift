import CaptureDirection
import TestSupport

/// Random but plausible capture logs for property tests: a few known and
/// unknown cameras, every kind of event, availability flapping.
struct RandomLogs {
    static let ids: [DeviceID] = ["dual", "wide", "outer", "inner", "ghost"]

    /// A header: up to five cameras of mixed types and positions, sometimes
    /// without a back camera, sometimes without the coordinator.
    static func catalog(using generator: inout SeededGenerator) -> DeviceCatalog {
        let types: [DeviceType] = [.builtInDualWideCamera, .builtInWideAngleCamera, "builtInTelephotoCamera"]
        var devices: [Device] = []
        for id in ids.dropLast() where Int.random(in: 0..<5, using: &generator) > 0 {
            devices.append(
                Device(
                    id: id, type: types.randomElement(using: &generator) ?? .builtInWideAngleCamera,
                    position: Bool.random(using: &generator) ? .back : .front))
        }
        return DeviceCatalog(devices: devices, hasCoordinator: Int.random(in: 0..<6, using: &generator) > 0)
    }

    /// `count` events, biased towards the ones that change state.
    static func events(count: Int, using generator: inout SeededGenerator) -> [CaptureEvent] {
        (0..<count).map { _ in event(using: &generator) }
    }

    static func event(using generator: inout SeededGenerator) -> CaptureEvent {
        func id() -> DeviceID { ids.randomElement(using: &generator) ?? "dual" }
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<8: return .sessionStart
        case 8..<12: return .sessionStop
        case 12..<40:
            let count = Int.random(in: 0...3, using: &generator)
            return .directionMap(DirectionMap(backward: (0..<count).map { _ in id() }))
        case 40..<45: return .fold(Posture.allCases.randomElement(using: &generator) ?? .open)
        case 45..<70: return .deviceAvailability(device: id(), available: Bool.random(using: &generator))
        case 70..<78: return .interruption(.began(reason: Bool.random(using: &generator) ? "videoDeviceInUseByAnotherClient" : nil))
        case 78..<86: return .interruption(.ended)
        default: return .frame(Frame(image: "f.jpg", side: Bool.random(using: &generator) ? "A" : nil))
        }
    }

    /// Timestamps for `events`: non-decreasing, sometimes equal.
    static func logged(_ events: [CaptureEvent], using generator: inout SeededGenerator) -> [LoggedEvent] {
        var seconds = 0.0
        return events.compactMap { event in
            seconds += Bool.random(using: &generator) ? 0 : Double(Int.random(in: 1...500, using: &generator)) / 100
            guard let time = LogTime(seconds: seconds) else { return nil }
            return LoggedEvent(time: time, event: event)
        }
    }
}
