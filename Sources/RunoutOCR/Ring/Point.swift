/// A point in a plane: image pixels (origin top-left, y down) or preview points.
public struct Point: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Whether both coordinates are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

/// A width and a height, in pixels or points.
public struct Size: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Whether both sides are finite and greater than zero.
    public var isUsable: Bool {
        width.isFinite && height.isFinite && width > 0 && height > 0
    }
}
