/// The light of a strip measured on a grid of blocks (``GlareFlattener/light(of:)``).
public struct LightGrid: Sendable, Hashable {
    /// Blocks along the turn.
    public var columns: Int
    /// Blocks across the band.
    public var rows: Int
    /// Each block's median grey, row of blocks after row of blocks.
    public var medians: [Float]
}
