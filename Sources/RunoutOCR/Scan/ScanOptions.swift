import Foundation

/// What a ``RunoutScanner`` needs to know besides the image.
public struct ScanOptions: Sendable {
    /// Where the English model lives.
    public var tessdata: TessdataLocation
    /// The model for hand-scratched lines (``HandModel``), or `nil` to read
    /// with the English model only.
    public var handModel: HandModel?
    /// Decoding limits.
    public var decoder: ImageDecoder
    /// A ring for images whose sidecar gives none (`--ring`).
    public var defaultRing: GuideRing?
    /// Where to write each stage's image, or `nil`.
    public var debugDirectory: URL?
    /// Whether each ``ImageScan`` keeps its stage images (``ImageScan/stages``)
    /// for a report. Costs memory per result; off for plain scans.
    public var keepsStageImages: Bool
    /// The geometries each photo is read under (``BandShift``), the band
    /// as found first; none counts as the band as found alone. Reading
    /// stops after two reads that read the same keys
    /// (``ShiftVote/isSettled(_:)``). `[.none]` reads once, for live
    /// frames or where time matters more than the last lines.
    public var shifts: [BandShift]
    /// How many of the reads under ``shifts`` must read a line for it to
    /// be kept (``ShiftVote``); a scan settled after two reads keeps what
    /// both read. By default ``ShiftVote/quorum(forReads:)`` of the shifts.
    public var quorum: Int

    public init(
        tessdata: TessdataLocation, handModel: HandModel? = nil, decoder: ImageDecoder = ImageDecoder(),
        defaultRing: GuideRing? = nil, debugDirectory: URL? = nil, keepsStageImages: Bool = false,
        shifts: [BandShift] = Array(BandShift.standard.prefix(BandShift.defaultCount)), quorum: Int? = nil
    ) {
        self.shifts = shifts
        self.quorum = quorum ?? ShiftVote.quorum(forReads: shifts.count)
        self.handModel = handModel
        self.keepsStageImages = keepsStageImages
        self.tessdata = tessdata
        self.decoder = decoder
        self.defaultRing = defaultRing
        self.debugDirectory = debugDirectory
    }
}
