import Foundation

/// Reads the etchings of one image at a time: sidecar → decode → ring →
/// for each shifted band (``ScanOptions/shifts``): unwrap → flatten a
/// glare → prepare → segment → recognize → normalize; then the lines the
/// reads agree on (``ShiftVote``), and the side: the sidecar's, else the
/// one the matrices read agree on (``SideInference``).
///
/// One scanner per worker: it owns its tesseract engine, created once and
/// reused, and the last unwrap sampling map of each shift. Not `Sendable`.
public final class RunoutScanner {
    public let options: ScanOptions
    private let engine: TesseractEngine
    /// The line network of ``ScanOptions/handModel``, when the options give one.
    private let handReader: LineNetwork?
    private let unwrapper = PolarUnwrapper()
    /// The last sampling map of each shift's read (``ScanOptions/shifts``),
    /// reused while frames keep one geometry (live frames, a batch with one
    /// ring that needs no refining).
    private var samplingMaps: [SamplingMapCache] = []
    private let flattener = GlareFlattener()
    private let preparer = StripPreparer()
    /// The last scan's scores, handed back to the preparer for the next strip.
    private var spareScores: [Float] = []
    private let segmenter = TextSegmenter()
    /// The segmenter of the second look (``SecondLook``): ink grown into fainter strokes.
    private let faintSegmenter = TextSegmenter(weakThreshold: SecondLook.weakThreshold)
    /// The averaged strip of the last look (``SmoothedLook``).
    private let smoother = StripSmoother()
    private let lineReader: LineReader
    private let refiner = RingRefiner()
    private let search: RecordSearch

    /// A scanner with its own engine, and the hand model's network when the
    /// options give a ``ScanOptions/handModel``.
    ///
    /// - Throws: ``RecognizeError`` when the engine cannot start or the
    ///   hand model cannot be loaded.
    public init(options: ScanOptions) throws(RecognizeError) {
        self.options = options
        lineReader = LineReader(keepsImages: options.debugDirectory != nil || options.keepsStageImages)
        engine = try TesseractEngine(tessdata: options.tessdata)
        handReader = try options.handModel?.network()
        search = RecordSearch(
            locator: RecordLocator(), decoder: options.decoder, minimumConfidence: RingRefiner.minimumConfidence)
    }

    /// The sidecar beside an image: `NAME.json` for `NAME.jpg`.
    public static func sidecarURL(for image: URL) -> URL {
        image.deletingPathExtension().appendingPathExtension("json")
    }

    /// Scans the image at `url`, with its sidecar if there is one. Never
    /// throws: a failure is reported in the result.
    public func scan(imageAt url: URL) -> ImageScan {
        scan(imageAt: url, checkingForStop: { () throws(Never) in })
    }

    /// Scans the image at `url` as ``scan(imageAt:)`` does, asking
    /// `isStopRequested` before the decode and before each read of the
    /// band; returns `nil`, with the image unfinished, once it says yes.
    ///
    /// A batch told to stop uses it to give up the images in hand within a
    /// read rather than a whole scan (up to ``BandShift/defaultCount``
    /// reads). `isStopRequested` is called on this thread only.
    public func scan(imageAt url: URL, stoppingWhen isStopRequested: () -> Bool) -> ImageScan? {
        do throws(Stopped) {
            return try scan(imageAt: url) { () throws(Stopped) in
                if isStopRequested() { throw Stopped() }
            }
        } catch {
            return nil
        }
    }

    /// Thrown by a stop check to give up the image in hand.
    private struct Stopped: Error {}

    /// The scan of the image at `url`, calling `checkForStop` before the
    /// decode and before each read of the band; what it throws ends the
    /// scan unfinished. With a check that cannot throw (`Never`), the scan
    /// always finishes.
    private func scan<Stop: Error>(
        imageAt url: URL, checkingForStop checkForStop: () throws(Stop) -> Void
    ) throws(Stop) -> ImageScan {
        try checkForStop()
        var result = ImageScan()
        var clock = StageClock()
        let debug = DebugImageWriter(directory: options.debugDirectory, imageURL: url)
        debug.reset()
        // Sidecar.
        let sidecar: Sidecar
        switch Self.loadSidecar(for: url) {
        case .success(let loaded): sidecar = loaded ?? Sidecar()
        case .failure(let error):
            result.failure = ScanFailure(code: .sidecar, message: error.description)
            return result
        }
        result.side = sidecar.side
        result.truth = sidecar.etchings
        result.truthFailure = sidecar.etchingsProblem.map { ScanFailure(code: .sidecar, message: $0.description) }
        clock.lap("sidecar", into: &result.timings)
        // Decode. A JPEG whose given ring is large is decoded reduced
        // (DecodeReduction): the band keeps enough pixels for its letters
        // and the decode, unwrap and preparation get cheaper.
        let given = sidecar.ring ?? options.defaultRing
        let image: GrayImage
        var reduction = DecodeReduction.full
        // The given ring in pixels of the full upright image, mapped once
        // from the header's size. A ring that cannot be mapped is reported
        // below, after the decode, as for any image: only a usable one picks
        // a reduction.
        var mapped: Result<Annulus, RingError>?
        let data: Data
        do throws(DecodeError) {
            data = try options.decoder.data(contentsOf: url)
            if let given {
                let header = try options.decoder.header(of: data)
                let result = Result { () throws(RingError) in try given.mapped(toImageOfSize: header.uprightSize) }
                if case .success(let annulus) = result {
                    reduction = header.applied(DecodeReduction(for: annulus))
                }
                mapped = result
            }
            image = try options.decoder.decode(data, reduction: reduction)
        } catch {
            result.failure = ScanFailure(error)
            return result
        }
        clock.lap("decode", into: &result.timings)
        try checkForStop()
        // Ring. `ring` is reported in pixels of the full upright image;
        // `band` is the same ring in pixels of the decoded (maybe reduced) one.
        let ring: ResolvedRing
        let band: Annulus
        if let mapped {
            switch mapped {
            case .success(let annulus):
                band = refiner.refined(reduction.inReducedImage(annulus), in: image)
                ring = ResolvedRing(annulus: reduction.inFullImage(band), source: .sidecar)
            case .failure(let error):
                result.failure = ScanFailure(code: .ring, message: error.description)
                return result
            }
        } else if let (location, cue) = search.locate(in: image, data: data) {
            // The locator's outer edge, from a thumbnail's texture, can stop
            // a little short of the grooves: the band reaches them, up to a
            // tenth further out, where the strip shows them (GrooveStart).
            var found = location.band
            found.outerRadius =
                GrooveStart.outerRadius(of: found, outTo: found.outerRadius * Self.foundBandReach, in: image)
                ?? found.outerRadius
            ring = ResolvedRing(annulus: found, source: .detected, confidence: location.confidence)
            band = ring.annulus
            debug.note("record found by \(cue)")
        } else {
            ring = Self.wholeFrame(of: image)
            band = ring.annulus
            result.warnings.append("no ring given and no record found; read the whole frame")
        }
        result.ring = ring
        let a = ring.annulus
        if reduction != .full {
            debug.note(
                "decoded at \(reduction) of each side: \(image.width)×\(image.height); ring below in full-size pixels")
        }
        debug.note(
            "ring \(ring.source) c=(\(Int(a.center.x)),\(Int(a.center.y))) r=\(Int(a.innerRadius))...\(Int(a.outerRadius)) "
                + "sx=\(String(format: "%.3f", a.scaleX)) sy=\(String(format: "%.3f", a.scaleY)) rot=\(Int(a.rotation)) conf=\(ring.confidence ?? -1)")
        clock.lap("ring", into: &result.timings)
        debug.write(image, stage: "0-decoded")
        // Read the band under each shift (BandShift), from a copy averaged
        // down to the working scale when the band is thicker than it
        // (WorkingScale), and keep the lines enough reads agree on
        // (ShiftVote), but not a piece of a line kept whole; two reads
        // alike settle it.
        let working = WorkingScale(for: band)
        let source: (image: GrayImage, band: Annulus)
        if let reduced = working.reduced(image, band: band) {
            debug.note(
                "unwrapped from a copy at \(String(format: "%.3f", working.factor)) of the decoded size: "
                    + "\(reduced.image.width)×\(reduced.image.height)")
            source = reduced
        } else {
            source = (image, band)
        }
        let shifts = options.shifts.isEmpty ? [BandShift.none] : options.shifts
        var reads: [[Reading]] = []
        for (index, shift) in shifts.enumerated() {
            try checkForStop()
            if shifts.count > 1 { debug.note("read \(index + 1) of \(shifts.count), band shifted by \(shift)") }
            let read = readBand(
                source.image, along: shift.applied(to: source.band), maps: index,
                debug: index == 0 ? debug : debug.withoutImages(), clock: &clock, timings: &result.timings)
            reads.append(read.readings)
            if shifts.count > 1 {
                debug.note("read \(index + 1) gave: " + read.readings.map { "'\($0.line.text)'" }.joined(separator: ", "))
            }
            if index == 0, options.keepsStageImages {
                let (thumbnail, scale) = image.thumbnail(longSide: 640)
                result.stages = StageImages(
                    // Thumbnail pixels per pixel of the full image, in which the ring is reported.
                    thumbnail: thumbnail, thumbnailScale: scale / Double(reduction.factor), strip: read.strip.image,
                    prepared: read.prepared.visualized(), segments: read.segmentImages)
            }
            if reads.count == 2, ShiftVote.isSettled(reads) { break }
        }
        let quorum = ShiftVote.quorum(options.quorum, afterReading: reads.count, of: shifts.count)
        result.readings = ShiftVote.withoutPieces(ShiftVote.agreed(reads, quorum: quorum))
        if shifts.count > 1 {
            debug.note(
                "kept by \(quorum) of \(reads.count) reads\(reads.count < shifts.count ? " (settled: the first two read alike)" : ""): "
                    + result.readings.map { "'\($0.line.text)'" }.joined(separator: ", "))
        }
        result.side = SideInference.side(given: sidecar.side, readings: result.readings)
        return result
    }

    /// What one read of a band gave: its distinct readings, and the strip,
    /// prepared strip and engine images for the stage images.
    private struct BandRead {
        var readings: [Reading]
        var strip: UnwrappedStrip
        var prepared: PreparedStrip
        var segmentImages: [GrayImage]
    }

    /// One read of `image` along `band`: unwrap (with the sampling maps
    /// kept at index `maps`, one per shift), flatten a glare, prepare,
    /// segment, read, look again (fainter, averaged, past lines' ends), join
    /// neighbours; each reading once per key.
    private func readBand(
        _ image: GrayImage, along band: Annulus, maps: Int, debug: DebugImageWriter, clock: inout StageClock,
        timings: inout [String: Double]
    ) -> BandRead {
        while samplingMaps.count <= maps { samplingMaps.append(SamplingMapCache()) }
        let strip = unwrapper.unwrap(image, along: band, cache: &samplingMaps[maps])
        debug.write(strip.image, stage: "1-strip")
        clock.lap("unwrap", into: &timings)
        // Prepare and segment.
        let flattened = flattener.flattened(strip.image)
        if let flattened { debug.write(flattened, stage: "1-flattened") }
        let prepared = preparer.prepare(flattened ?? strip.image, reusing: &spareScores)
        defer { spareScores = prepared.scores }
        debug.write(prepared.visualized(), stage: "2-prepared")
        let found = segmenter.lines(of: prepared)
        clock.lap("prepare", into: &timings)
        // Recognize.
        var readings: [Reading] = []
        let first = readFirst(
            found.segments, letterHeight: found.letterHeight, in: prepared, of: strip, glare: flattened != nil, debug: debug)
        var lines = first.lines
        var segments = lines.map(\.segment)
        lookAgain(at: prepared, of: strip, glare: flattened != nil, segments: &segments, lines: &lines, debug: debug)
        lookSmoothed(at: prepared, of: strip, glare: flattened != nil, segments: &segments, lines: &lines, debug: debug)
        lookPastEnds(at: prepared, of: strip, glare: flattened != nil, segments: &segments, lines: &lines, debug: debug)
        // Neighbours the segmenter left apart, read again as one line: only
        // runs with a part read and a part not (readsBetter takes no other).
        // Two pieces both read are one line when their texts say so (SplitLine).
        var joinedAway = Set<Int>()
        for run in NeighbourSegments.runs(in: segments, acrossGlare: flattened != nil) {
            if let (segment, outcome) = Self.splitLine(run.map { lines[$0] }) {
                debug.note("segments \(run) are one line \(Self.describe(segment, in: strip)): '\(outcome.verdict?.line.text ?? "")'")
                joinedAway.formUnion(run)
                lines.append((segment, outcome))
                continue
            }
            let verdicts = run.map { lines[$0].outcome.verdict }
            guard verdicts.contains(where: { $0?.isAccepted != true }), verdicts.contains(where: { $0?.isAccepted == true }),
                  let joined = NeighbourSegments.joined(run.map { segments[$0] })
            else { continue }
            let outcome = lineReader.read(joined, in: prepared, engine: engine, hand: handReader, glare: flattened != nil)
            let taken = Self.readsBetter(outcome.verdict, than: verdicts)
            debug.note("segments \(run) joined \(Self.describe(joined, in: strip))\(taken ? " (taken)" : ""): \(outcome.log)")
            guard taken else { continue }
            joinedAway.formUnion(run)
            lines.append((joined, outcome))
        }
        for (index, (segment, outcome)) in lines.enumerated() where !joinedAway.contains(index) {
            guard let verdict = outcome.verdict, verdict.isAccepted else { continue }
            // Two etchings side by side that the segmenter chained are reported apart.
            let start = Double(segment.columns.lowerBound)
            let span = Double(segment.columns.count)
            for part in JoinedEtchings.parts(of: verdict.line) {
                // Reading order runs against the columns on an inward line (turned half a turn).
                let share = outcome.inward ? 1 - part.middle : part.middle
                readings.append(Reading(line: part.line, confidence: verdict.score, angle: strip.angle(atColumn: start + share * span)))
            }
        }
        clock.lap("recognize", into: &timings)
        return BandRead(readings: Self.distinct(readings), strip: strip, prepared: prepared, segmentImages: first.images)
    }

    /// The first reading of a strip's `segments`: each read in `prepared`,
    /// except a segment holding two lines stacked at one angle
    /// (``StackedLines``, judged by the strip's `letterHeight`), whose lines
    /// are each read levelled in a window of their own and take its place.
    /// Returns the lines read, each with the segment it is placed by (a
    /// stacked segment's lines in its place), and the images read when the
    /// options keep stage images.
    private func readFirst(
        _ segments: [TextSegment], letterHeight: Int?, in prepared: PreparedStrip, of strip: UnwrappedStrip, glare: Bool,
        debug: DebugImageWriter
    ) -> (lines: [(segment: TextSegment, outcome: LineReader.Outcome)], images: [GrayImage]) {
        var lines: [(segment: TextSegment, outcome: LineReader.Outcome)] = []
        var images: [GrayImage] = []
        // `segment` read in `window`; the line is placed by `placed`, in the strip.
        func read(_ segment: TextSegment, in window: PreparedStrip, placed: TextSegment, stage: String, label: String) {
            let outcome = lineReader.read(segment, in: window, engine: engine, hand: handReader, glare: glare)
            debug.write(outcome.image, stage: stage)
            debug.note(label + Self.describe(placed, in: strip) + ": " + outcome.log)
            if options.keepsStageImages { images.append(outcome.image) }
            lines.append((placed, outcome))
        }
        for (index, segment) in segments.enumerated() {
            guard let letterHeight,
                  let stacked = StackedLines.lines(in: segment, of: prepared, letterHeight: letterHeight, threshold: segmenter.threshold)
            else {
                read(segment, in: prepared, placed: segment, stage: "3-segment-\(index)", label: "segment \(index) ")
                continue
            }
            for (part, line) in stacked.enumerated() {
                let (window, levelled) = StackedLines.window(of: line, from: prepared)
                read(
                    levelled, in: window, placed: line.segment, stage: "3-segment-\(index)-\(part)",
                    label: "segment \(index) stacked line \(part) at slope \(String(format: "%.2f", line.slope)) ")
            }
        }
        return (lines, images)
    }

    /// The second look (``SecondLook``): the strip segmented again with
    /// fainter ink, each segment that differs from the first ones it covers
    /// read, and its reading put in their place when it is the better one.
    /// `segments` and `lines` stay parallel; a segment replaced is gone
    /// from both, and one put in its place is added at the end.
    private func lookAgain(
        at prepared: PreparedStrip, of strip: UnwrappedStrip, glare: Bool, segments: inout [TextSegment],
        lines: inout [(segment: TextSegment, outcome: LineReader.Outcome)], debug: DebugImageWriter
    ) {
        let candidates = SecondLook.candidates(
            faintSegmenter.segments(of: prepared), over: segments, stripWidth: prepared.width)
        var replaced = Set<Int>()
        var added: [(segment: TextSegment, outcome: LineReader.Outcome)] = []
        for (index, candidate) in candidates.enumerated() where replaced.isDisjoint(with: candidate.parts) {
            let verdicts = candidate.parts.map { lines[$0].outcome.verdict }
            guard SecondLook.isWorthReading(candidate, over: candidate.parts.map { segments[$0] }, verdicts: verdicts)
            else { continue }
            let (outcome, taken) = read(
                candidate.segment, in: prepared, of: strip, glare: glare, debug: debug, stage: "3-second-look-\(index)",
                look: "second look at segments \(candidate.parts) as "
            ) { SecondLook.takes($0, over: verdicts) }
            guard taken else { continue }
            replaced.formUnion(candidate.parts)
            added.append((candidate.segment, outcome))
        }
        Self.replace(replaced, by: added, segments: &segments, lines: &lines)
    }

    /// Drops the segments and lines at `replaced` (indices into both, which
    /// are parallel) and adds `added` at the end of both, in order.
    private static func replace(
        _ replaced: Set<Int>, by added: [(segment: TextSegment, outcome: LineReader.Outcome)],
        segments: inout [TextSegment], lines: inout [(segment: TextSegment, outcome: LineReader.Outcome)]
    ) {
        guard !replaced.isEmpty || !added.isEmpty else { return }
        let kept = segments.indices.filter { !replaced.contains($0) }
        segments = kept.map { segments[$0] } + added.map(\.segment)
        lines = kept.map { lines[$0] } + added
    }

    /// The last look (``SmoothedLook``): the strip averaged and segmented;
    /// each segment running on past a line read in part read in the
    /// averaged strip, its reading put in the place of the segments it
    /// covers when it extends the line; then each long segment no segment
    /// so far touches, found in the averaged strip with faint ink grown and
    /// its words joined (``SmoothedLook/runs(of:lineHeight:acrossGlare:)``),
    /// read there, a reading kept added to `segments` and `lines` at the end.
    private func lookSmoothed(
        at prepared: PreparedStrip, of strip: UnwrappedStrip, glare: Bool, segments: inout [TextSegment],
        lines: inout [(segment: TextSegment, outcome: LineReader.Outcome)], debug: DebugImageWriter
    ) {
        let smoothed = smoother.smoothed(prepared)
        let smoothedSegments = segmenter.segments(of: smoothed)
        let accepted = lines.filter { $0.outcome.verdict?.isAccepted == true }.map(\.segment)
        var noted = false
        func noteSmoothed() {
            guard !noted else { return }
            noted = true
            debug.note("smoothed strip: a noise unit of \(smoothed.noise) grey levels (prepared: \(prepared.noise))")
            debug.write(smoothed.visualized(), stage: "2-smoothed")
        }
        // Lines read in part, read whole.
        let extensions = SmoothedLook.extensions(
            smoothedSegments, over: segments, accepted: lines.map { $0.outcome.verdict?.isAccepted == true },
            stripWidth: prepared.width)
        var replaced = Set<Int>()
        var added: [(segment: TextSegment, outcome: LineReader.Outcome)] = []
        for (index, candidate) in extensions.enumerated() {
            noteSmoothed()
            let line = lines[candidate.line].outcome.verdict
            let parts = candidate.parts.map { lines[$0].outcome.verdict }
            let (outcome, taken) = read(
                candidate.segment, in: smoothed, of: strip, glare: glare, debug: debug,
                stage: "3-smoothed-extension-\(index)", look: "smoothed extension of segments \(candidate.parts) as "
            ) { SmoothedLook.extends($0, line: line, parts: parts) }
            guard taken else { continue }
            replaced.formUnion(candidate.parts)
            added.append((candidate.segment, outcome))
        }
        Self.replace(replaced, by: added, segments: &segments, lines: &lines)
        // Long lines that left no segment at all: found with faint ink grown,
        // their words joined.
        let lineHeight = SmoothedLook.lineHeight(of: accepted)
        let faint = faintSegmenter.segments(of: smoothed)
        let pool = SmoothedLook.runs(of: faint, lineHeight: lineHeight, acrossGlare: glare)
        let candidates = SmoothedLook.candidates(
            pool, over: segments, stripWidth: prepared.width, lineHeight: lineHeight)
        guard !candidates.isEmpty else { return }
        noteSmoothed()
        for (index, candidate) in candidates.enumerated() {
            let (outcome, taken) = read(
                candidate, in: smoothed, of: strip, glare: glare, debug: debug, stage: "3-smoothed-look-\(index)",
                look: "smoothed look at ", takes: SmoothedLook.takes)
            guard taken else { continue }
            segments.append(candidate)
            lines.append((candidate, outcome))
        }
    }

    /// The look past lines' ends (``LineEnds``): each accepted line whose
    /// segment has faint ink running on past an end read again widened to
    /// hold it, its reading put in the line's place when it extends the
    /// line's text.
    private func lookPastEnds(
        at prepared: PreparedStrip, of strip: UnwrappedStrip, glare: Bool, segments: inout [TextSegment],
        lines: inout [(segment: TextSegment, outcome: LineReader.Outcome)], debug: DebugImageWriter
    ) {
        var replaced = Set<Int>()
        var added: [(segment: TextSegment, outcome: LineReader.Outcome)] = []
        for index in lines.indices {
            guard let line = lines[index].outcome.verdict, line.isAccepted,
                  let widened = LineEnds.extended(segments[index], in: prepared, besides: segments)
            else { continue }
            let (outcome, taken) = read(
                widened, in: prepared, of: strip, glare: glare, debug: debug, stage: "3-past-ends-\(index)",
                look: "past the ends of segment \(index) as "
            ) { LineEnds.takes($0, over: line) }
            guard taken else { continue }
            replaced.insert(index)
            added.append((widened, outcome))
        }
        Self.replace(replaced, by: added, segments: &segments, lines: &lines)
    }

    /// One read of a look: `segment` read in `reading` (the strip as
    /// prepared or averaged), its verdict judged by `takes`, the engine's
    /// image written as `stage` and a note of `look`, the segment's place
    /// in `strip`, whether it was taken and the reader's log.
    private func read(
        _ segment: TextSegment, in reading: PreparedStrip, of strip: UnwrappedStrip, glare: Bool,
        debug: DebugImageWriter, stage: String, look: String, takes: (LineVerdict?) -> Bool
    ) -> (outcome: LineReader.Outcome, taken: Bool) {
        let outcome = lineReader.read(segment, in: reading, engine: engine, hand: handReader, glare: glare)
        let taken = takes(outcome.verdict)
        debug.write(outcome.image, stage: stage)
        debug.note(look + Self.describe(segment, in: strip) + (taken ? " (taken)" : "") + ": " + outcome.log)
        return (outcome, taken)
    }

    /// A segment's place for the debug log: columns, rows, mass, polarity and angles.
    static func describe(_ segment: TextSegment, in strip: UnwrappedStrip) -> String {
        let middle = Double(segment.columns.lowerBound + segment.columns.upperBound) / 2
        let first = Int(strip.angle(atColumn: Double(segment.columns.lowerBound)).rounded())
        let last = Int(strip.angle(atColumn: Double(segment.columns.upperBound)).rounded())
        let polarity = segment.polarity >= 0 ? "light" : "dark"
        return "cols \(segment.columns) rows \(segment.rows) mass \(segment.mass) \(polarity) angle "
            + "\(Int(strip.angle(atColumn: middle).rounded())) (\(first)...\(last))"
    }

    /// The one line two neighbouring `pieces` make (``SplitLine``), each
    /// read and accepted the same way up: their segments joined, and the
    /// first piece's outcome (in reading order: on an inward line the
    /// columns run against it) given the joined text, when that is
    /// accepted too; `nil` otherwise, and for runs of more pieces.
    static func splitLine(
        _ pieces: [(segment: TextSegment, outcome: LineReader.Outcome)]
    ) -> (segment: TextSegment, outcome: LineReader.Outcome)? {
        guard pieces.count == 2, let left = pieces[0].outcome.verdict, let right = pieces[1].outcome.verdict,
              left.isAccepted, right.isAccepted, pieces[0].outcome.inward == pieces[1].outcome.inward
        else { return nil }
        let inward = pieces[0].outcome.inward
        let (first, second) = inward ? (right, left) : (left, right)
        guard let text = SplitLine.joined(first.line.text, second.line.text),
              let line = EtchingNormalizer.normalize(text).map(MatrixGrammar.corrected),
              let segment = NeighbourSegments.joined(pieces.map(\.segment))
        else { return nil }
        var outcome = inward ? pieces[1].outcome : pieces[0].outcome
        var verdict = first
        verdict.line = line
        verdict.shape = LineShape(of: line.text)
        guard verdict.isAccepted else { return nil }
        outcome.verdict = verdict
        return (segment, outcome)
    }

    /// Whether a run of neighbours read as one line (`joined`) reads better
    /// than its parts read apart (`parts`): accepted, longer than any part
    /// accepted alone, and holding every word of those within one edit (a
    /// part read alone as `L7872` may be `17872` in the line's context)
    /// or as the start or end of a word (a line a glare's edge cut in two,
    /// `723-A` of `ST-B-480723-A`).
    /// At least one part must have been accepted alone: a join extends a
    /// line already read, it does not make one of pieces none of which was
    /// legible (on 1,621 labelled lines the one such join was a partial
    /// line, `812-197` of `3C 812-19762 C`).
    static func readsBetter(_ joined: LineVerdict?, than parts: [LineVerdict?]) -> Bool {
        guard let joined, joined.isAccepted else { return false }
        let accepted = parts.compactMap { $0 }.filter(\.isAccepted).map(\.line.text)
        guard !accepted.isEmpty else { return false }
        let words = joined.line.text.split(separator: " ")
        let held = accepted.allSatisfy { text in
            text.split(separator: " ").allSatisfy { word in
                words.contains { $0.editDistance(to: word, atMost: 1) != nil || $0.hasSuffix(word) || $0.hasPrefix(word) }
            }
        }
        return held && joined.line.text.count > (accepted.map(\.count).max() ?? 0)
    }

    /// Keeps the most confident reading of each key.
    static func distinct(_ readings: [Reading]) -> [Reading] {
        var best: [String: Reading] = [:]
        for reading in readings where (best[reading.line.key]?.confidence ?? -1) < reading.confidence {
            best[reading.line.key] = reading
        }
        return Array(best.values)
    }

    /// How far past the outer edge the locator found a band may reach to
    /// the grooves, as a multiple of its outer radius. On the no-ring
    /// photos of independent seeds 29-40 (697 lines) a tenth read 597
    /// right / 31 wrong from 593 / 31: `3500 445 1Y 3 669`, `A2`, `PRC` and
    /// `BELL SOUND`, etched at the dead wax's outer edge past the band
    /// found, read; nothing lost.
    static let foundBandReach = 1.1

    /// The whole-frame fallback: a band centred on the image reaching its corners.
    static func wholeFrame(of image: GrayImage) -> ResolvedRing {
        let width = Double(max(1, image.width))
        let height = Double(max(1, image.height))
        let outer = (width * width + height * height).squareRoot() / 2
        let annulus = Annulus(
            center: Point(x: width / 2, y: height / 2), innerRadius: max(1, min(width, height) * 0.05),
            outerRadius: max(2, outer))
        return ResolvedRing(annulus: annulus, source: .frame)
    }

    /// The parsed sidecar beside `image`, `nil` when there is none.
    static func loadSidecar(for image: URL) -> Result<Sidecar?, SidecarError> {
        let url = sidecarURL(for: image)
        let kind = FileKind(path: url.path)
        switch kind {
        case .missing: return .success(nil)
        case .regular(let byteCount) where byteCount > Sidecar.maximumByteCount: return .failure(.tooLarge(byteCount: byteCount))
        case .regular: break
        default: return .failure(.unreadable("\(url.lastPathComponent): \(kind.problem ?? "not a regular file")"))
        }
        do {
            let data = try Data(contentsOf: url)
            return Result { () throws(SidecarError) in try Sidecar.parse(data) }.map { Optional($0) }
        } catch {
            return .failure(.unreadable(ImageDecoder.reason(error)))
        }
    }
}

/// Times consecutive stages.
struct StageClock {
    private var last = DispatchTime.now().uptimeNanoseconds

    mutating func lap(_ stage: String, into timings: inout [String: Double]) {
        let now = DispatchTime.now().uptimeNanoseconds
        timings[stage, default: 0] += Double(now - last) / 1e9
        last = now
    }
}
