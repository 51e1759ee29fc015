/// Reads one text segment: builds the engine's input at three scales, in
/// both orientations (letter tops outward, and inward: the image turned
/// half a turn), and lets ``LineVerdict`` pick the orientation whose
/// readings agree and look like an etching.
public struct LineReader {
    /// Letter heights, in pixels, of the independent readings.
    public var letterHeights: [Int]

    /// How much better the inward reading must score to be chosen.
    public static let inwardMargin = 0.03

    public init(letterHeights: [Int] = [28, 36, 46]) {
        self.letterHeights = letterHeights
    }

    /// What reading a segment produced.
    public struct Outcome: Sendable {
        /// The chosen verdict, or `nil` when nothing legible was read.
        public var verdict: LineVerdict?
        /// Whether the letters' tops point inward.
        public var inward: Bool
        /// The images the engine read, for debugging (first scale, upright).
        public var image: GrayImage
        /// A line describing every reading, for debug logs.
        public var log: String
    }

    /// Reads `segment` of `strip` with `engine`.
    public func read(_ segment: TextSegment, in strip: PreparedStrip, engine: TesseractEngine) -> Outcome {
        let fit = SegmentImageBuilder().fit(segment, in: strip, polarity: segment.polarity)
        var uprightReadings: [(text: String, confidence: Double)] = []
        var inwardReadings: [(text: String, confidence: Double)] = []
        var firstImage = GrayImage(width: 0, height: 0)
        for height in letterHeights {
            let builder = SegmentImageBuilder(targetLetterHeight: height)
            let image = builder.image(for: segment, in: strip, polarity: segment.polarity, fit: fit)
            if firstImage.isEmpty { firstImage = image }
            let turned = image.rotatedHalfTurn()
            let upright = engine.recognizeLine(in: image)
            let inward = engine.recognizeLine(in: turned)
            uprightReadings.append((TriangleMark.corrected(upright, in: image), upright.confidence))
            inwardReadings.append((TriangleMark.corrected(inward, in: turned), inward.confidence))
        }
        let outward = LineVerdict.judge(uprightReadings)
        let inward = LineVerdict.judge(inwardReadings)
        // Most etchings read clockwise, tops outward: inward must win clearly
        // (and rotation-symmetric text such as `SH`/`HS` stays outward).
        let chooseInward = (inward?.score ?? -1) > (outward?.score ?? -1) + Self.inwardMargin
        let log = "out " + uprightReadings.map { "'\($0.text)' \(Self.format($0.confidence))" }.joined(separator: " / ")
            + " → \(outward.map { Self.describe($0) } ?? "-")"
            + " | in " + inwardReadings.map { "'\($0.text)' \(Self.format($0.confidence))" }.joined(separator: " / ")
            + " → \(inward.map { Self.describe($0) } ?? "-")"
        // Text that reads the same turned over cannot tell its orientation:
        // report it the usual way up.
        if chooseInward, let verdict = inward, let turned = HalfTurn.turnedOver(verdict.line.text),
           let line = EtchingNormalizer.normalize(turned)
        {
            var outwardVerdict = verdict
            outwardVerdict.line = line
            return Outcome(verdict: outwardVerdict, inward: false, image: firstImage, log: log + " (turned over: \(turned))")
        }
        return Outcome(verdict: chooseInward ? inward : outward, inward: chooseInward, image: firstImage, log: log)
    }

    private static func format(_ value: Double) -> String {
        String(Int((value * 100).rounded()))
    }

    private static func describe(_ verdict: LineVerdict) -> String {
        "\(verdict.line.text) [agr \(format(verdict.agreement)) conf \(format(verdict.engineConfidence)) \(verdict.shape) = \(format(verdict.score))]"
    }
}
