/// Builds the image the engine reads for one text segment: dark text on
/// white, the letters scaled to the height the model reads best, with a
/// white margin.
public struct SegmentImageBuilder: Sendable {
    /// Letter height the engine is given, in pixels.
    public var targetLetterHeight: Int
    /// Scores at or below this are paper white.
    public var whitePoint: Float
    /// Scores at or above this are full black.
    public var blackPoint: Float

    public init(targetLetterHeight: Int = 40, whitePoint: Float = 1.5, blackPoint: Float = 6) {
        self.targetLetterHeight = targetLetterHeight
        self.whitePoint = whitePoint
        self.blackPoint = blackPoint
    }

    /// The segment's box in the strip with a margin, columns possibly wrapping.
    public func box(for segment: TextSegment, in strip: PreparedStrip) -> (columns: Range<Int>, rows: Range<Int>) {
        let pad = max(2, segment.height / 3)
        let rows = max(0, segment.rows.lowerBound - pad)..<min(strip.height, segment.rows.upperBound + pad)
        let columns = (segment.columns.lowerBound - pad)..<(segment.columns.upperBound + pad)
        return (columns, rows)
    }

    /// The engine's input for `segment`, read with `polarity` (+1: marks
    /// lighter than the wax), upright as the strip is (letter tops outward).
    /// Turn it half a turn for letters whose tops point inward.
    public func image(for segment: TextSegment, in strip: PreparedStrip, polarity: Float) -> GrayImage {
        let (columns, rows) = box(for: segment, in: strip)
        var image = GrayImage(width: columns.count, height: rows.count)
        let range = blackPoint - whitePoint
        for (y, row) in rows.enumerated() {
            for (x, column) in columns.enumerated() {
                let score = polarity * strip.score(x: column, y: row)
                let ink = max(0, min(1, (score - whitePoint) / range))
                image.pixels[y * image.width + x] = UInt8(255 - ink * 255)
            }
        }
        let scale = Double(targetLetterHeight) / Double(max(1, segment.height))
        let scaled = image.scaled(
            toWidth: Int((Double(image.width) * scale).rounded()), height: Int((Double(image.height) * scale).rounded()))
        return scaled.padded(by: targetLetterHeight / 2)
    }
}
