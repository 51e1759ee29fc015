/// The band a scan read, in image pixels, and where it came from.
public struct ResolvedRing: Sendable, Hashable {
    /// Where the ring came from, as the scan output's `ring.source` says.
    public enum Source: String, Sendable, Hashable {
        /// Given by the user: the image's sidecar, or `--ring` on the command line.
        case sidecar
        /// Found in the image by the scanner.
        case detected
        /// Nothing found: the whole frame was read.
        case frame
    }

    public var annulus: Annulus
    public var source: Source
    /// How sure the detector is (detected rings only), 0...1.
    public var confidence: Double?

    public init(annulus: Annulus, source: Source, confidence: Double? = nil) {
        self.annulus = annulus
        self.source = source
        self.confidence = confidence
    }
}
