/// One etching read from one image or frame: what the scanner reports and the
/// per-side count model accumulates.
public struct Reading: Sendable, Hashable {
    /// The normalized line (display text and matching key).
    public var line: EtchingLine
    /// How sure the reader is, 0...1.
    public var confidence: Double
    /// Where the line's centre sits on the ring, degrees clockwise from 12 o'clock, 0..<360.
    public var angle: Double

    public init(line: EtchingLine, confidence: Double, angle: Double) {
        self.line = line
        self.confidence = confidence
        self.angle = angle
    }
}
