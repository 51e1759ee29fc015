/// An `AVCaptureDevice.DeviceType` name as the log spells it, in its Swift
/// spelling (`builtInDualWideCamera`).
///
/// Any string is accepted: a type that is not in ``preferenceOrder`` ranks
/// after every listed type ("any other type"), never as an error.
public struct DeviceType: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The type name exactly as recorded.
    public var rawValue: String

    /// Wraps a recorded type name; every string is a valid type.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps a type name written in code.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The dual wide camera, preferred above every other type.
    public static let builtInDualWideCamera: DeviceType = "builtInDualWideCamera"
    /// The wide angle camera, preferred after the dual wide camera.
    public static let builtInWideAngleCamera: DeviceType = "builtInWideAngleCamera"

    /// The preferred order of device types, best first: the one place that
    /// decides which camera the runner wants. Types not listed come after all
    /// of these, equal among themselves.
    public static let preferenceOrder: [DeviceType] = [.builtInDualWideCamera, .builtInWideAngleCamera]

    /// This type's place in ``preferenceOrder``: 0 is best; every unlisted
    /// type gets `preferenceOrder.count`.
    ///
    /// - Complexity: O(*k*) for *k* listed types (two).
    public var preferenceRank: Int {
        Self.preferenceOrder.firstIndex(of: self) ?? Self.preferenceOrder.count
    }

    /// The raw type name.
    public var description: String { rawValue }
}
