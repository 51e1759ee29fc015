/// The last ``SamplingMap`` a worker built, for the next frame of the same
/// geometry. One per ``RunoutScanner`` (each worker its own); a value, so
/// nothing is shared between threads.
///
/// A map is built the second time in a row a geometry is asked for, not the
/// first: a photo whose refined ring is its own (most of a batch) is then
/// unwrapped directly, costing no map, while live frames and a batch with
/// one fixed ring get the map from their second frame on. Maps over
/// ``maximumSamples`` strip pixels are never built (8 bytes each).
public struct SamplingMapCache: Sendable {
    /// The largest map built and kept, in strip pixels.
    public var maximumSamples: Int
    /// The map kept, if any.
    public private(set) var map: SamplingMap?
    /// The geometry asked for last.
    private var lastGeometry: SamplingMap.Geometry?
    /// Maps built so far (for tests and benchmarks).
    public private(set) var builds = 0

    /// An empty cache. The default `maximumSamples`, 4 million strip pixels, is
    /// a 32 MB map: a 12,000 × 330 strip.
    public init(maximumSamples: Int = 4_000_000) {
        self.maximumSamples = maximumSamples
    }

    /// The map for `geometry`: the kept one when it matches; else a new one
    /// when `geometry` was also asked for last time (replacing the kept
    /// one); else `nil`, and `geometry` is remembered.
    ///
    /// - Complexity: O(1) on a hit or a first sighting; O(strip pixels) when building.
    public mutating func map(for geometry: SamplingMap.Geometry) -> SamplingMap? {
        if let map, map.geometry == geometry { return map }
        defer { lastGeometry = geometry }
        guard lastGeometry == geometry, let count = geometry.sampleCount, count <= maximumSamples else { return nil }
        map = SamplingMap(geometry: geometry)
        if map != nil { builds += 1 }
        return map
    }
}
