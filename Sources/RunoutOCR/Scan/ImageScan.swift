/// Everything one image's scan produced: the scan output's record, plus the
/// ground truth and timings for `eval`.
public struct ImageScan: Sendable {
    /// The side: the sidecar's; else, once the etchings are read, the side
    /// letter their matrix numbers agree on (``SideInference``); else `nil`.
    public var side: String?
    /// The band that was read; `nil` when the scan failed before resolving it.
    public var ring: ResolvedRing?
    /// The etchings read, in order of angle.
    public var readings: [Reading]
    /// Why the image failed, or `nil`.
    public var failure: ScanFailure?
    /// The sidecar's ground-truth etchings, when present.
    public var truth: [String]?
    /// Why the sidecar's ground truth could not be read (a malformed
    /// `etchings`), or `nil`. Not a failure of the scan, which ignores the
    /// ground truth; `eval` counts it as the image's `sidecar` failure.
    public var truthFailure: ScanFailure?
    /// Notes for the user that are not failures (e.g. "no record found; read the whole frame").
    public var warnings: [String]
    /// Seconds spent per stage, by stage name.
    public var timings: [String: Double]
    /// What each stage saw, when ``ScanOptions/keepsStageImages`` is on.
    public var stages: StageImages?

    public init(
        side: String? = nil, ring: ResolvedRing? = nil, readings: [Reading] = [], failure: ScanFailure? = nil,
        truth: [String]? = nil, warnings: [String] = [], timings: [String: Double] = [:]
    ) {
        self.side = side
        self.ring = ring
        self.readings = readings
        self.failure = failure
        self.truth = truth
        self.warnings = warnings
        self.timings = timings
    }
}

/// The images of one scan's stages, for reports and debugging.
public struct StageImages: Sendable {
    /// The decoded image shrunk to at most 640 pixels on its longer side.
    public var thumbnail: GrayImage
    /// Thumbnail pixels per image pixel (to draw the ring on the thumbnail).
    public var thumbnailScale: Double
    /// The unwrapped band (column = angle clockwise from 12 o'clock, row 0 outer edge).
    public var strip: GrayImage
    /// The strip with its background removed (mid grey = wax).
    public var prepared: GrayImage
    /// The engine's input for each segment, in segment order.
    public var segments: [GrayImage]

    public init(thumbnail: GrayImage, thumbnailScale: Double, strip: GrayImage, prepared: GrayImage, segments: [GrayImage]) {
        self.thumbnail = thumbnail
        self.thumbnailScale = thumbnailScale
        self.strip = strip
        self.prepared = prepared
        self.segments = segments
    }
}
