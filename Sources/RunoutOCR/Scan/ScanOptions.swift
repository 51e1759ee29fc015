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

    public init(
        tessdata: TessdataLocation, handModel: HandModel? = nil, decoder: ImageDecoder = ImageDecoder(),
        defaultRing: GuideRing? = nil, debugDirectory: URL? = nil, keepsStageImages: Bool = false
    ) {
        self.handModel = handModel
        self.keepsStageImages = keepsStageImages
        self.tessdata = tessdata
        self.decoder = decoder
        self.defaultRing = defaultRing
        self.debugDirectory = debugDirectory
    }
}
