/// The cameras a session knows and whether the system has a direction
/// coordinator: everything a log's header says.
///
/// The catalog makes the two choices the runner needs, both from
/// ``DeviceType/preferenceOrder``: the fixed rear camera (rule 1) and a
/// direction map's candidate (rule 2). Neither looks at availability.
public struct DeviceCatalog: Hashable, Sendable, Codable {
    /// Every camera, in header order. Identifiers are unique (the log parser
    /// rejects a header that repeats one).
    public let devices: [Device]
    /// Whether the system has the direction coordinator. Without it, maps are
    /// ignored and the scanner stays on the fixed rear camera (rule 8).
    public let hasCoordinator: Bool

    /// A catalog of `devices` (identifiers unique; a repeated identifier keeps
    /// its first entry for lookups) with or without the coordinator.
    public init(devices: [Device], hasCoordinator: Bool = true) {
        self.devices = devices
        self.hasCoordinator = hasCoordinator
    }

    /// The camera with `id`, or `nil` for an identifier the header does not
    /// list (such identifiers are ignored wherever they appear).
    ///
    /// - Complexity: O(*n*) in the number of devices (a handful).
    public func device(withID id: DeviceID) -> Device? {
        devices.first { $0.id == id }
    }

    /// Whether the header lists `id`.
    public func knows(_ id: DeviceID) -> Bool {
        device(withID: id) != nil
    }

    /// The fixed rear camera of rule 1: the `back` camera whose type comes
    /// first in the preferred order, ties broken by header order; `nil` when
    /// the header has no `back` camera.
    public var fixedRearCamera: DeviceID? {
        Self.best(devices.filter { $0.position == .back })?.id
    }

    /// A direction map's candidate (rule 2): the known identifier whose type
    /// comes first in the preferred order, ties broken by map order; `nil` for
    /// an empty map or one with unknown identifiers only.
    ///
    /// - Complexity: O(*m* · *n*) for *m* map entries and *n* devices.
    public func candidate(of map: DirectionMap) -> DeviceID? {
        Self.best(map.backward.compactMap(device(withID:)))?.id
    }

    /// The first of `devices` with the lowest preference rank.
    private static func best(_ devices: [Device]) -> Device? {
        var best: Device?
        for device in devices where best.map({ device.type.preferenceRank < $0.type.preferenceRank }) ?? true {
            best = device
        }
        return best
    }
}
