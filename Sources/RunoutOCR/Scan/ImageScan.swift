/// Everything one image's scan produced: the scan output's record, plus the
/// ground truth and timings for `eval`.
public struct ImageScan: Sendable {
    /// The side, from the sidecar (or `nil`).
    public var side: String?
    /// The band that was read; `nil` when the scan failed before resolving it.
    public var ring: ResolvedRing?
    /// The etchings read, in order of angle.
    public var readings: [Reading]
    /// Why the image failed, or `nil`.
    public var failure: ScanFailure?
    /// The sidecar's ground-truth etchings, when present.
    public var truth: [String]?
    /// Notes for the user that are not failures (e.g. "no record found; read the whole frame").
    public var warnings: [String]
    /// Seconds spent per stage, by stage name.
    public var timings: [String: Double]

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
