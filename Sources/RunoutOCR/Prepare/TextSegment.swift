/// A run of text found in a prepared strip: a box in strip coordinates.
///
/// `columns` may run past the strip's width when the text crosses the
/// 12 o'clock seam; columns wrap.
public struct TextSegment: Sendable, Hashable {
    /// First column (may be ≥ 0 only) and one past the last (may exceed the width).
    public var columns: Range<Int>
    /// Rows of the text, outer edge first.
    public var rows: Range<Int>
    /// Signed ink: > 0 when the marks are lighter than the wax.
    public var polarity: Float
    /// How many strong pixels the segment holds.
    public var mass: Int

    /// How many connected components make it up.
    public var components: Int = 1
    /// Ink over the summed area of the components' boxes (1: solid blobs).
    public var fill: Double = 0

    public init(columns: Range<Int>, rows: Range<Int>, polarity: Float, mass: Int) {
        self.columns = columns
        self.rows = rows
        self.polarity = polarity
        self.mass = mass
    }

    /// The text's height in rows.
    public var height: Int { rows.count }
}
