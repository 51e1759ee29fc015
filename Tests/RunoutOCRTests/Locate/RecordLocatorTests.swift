import Foundation
import RunoutOCR
import TestSupport
import Testing

/// Locating the record: centre, label edge (circle or ellipse), dead-wax band.
@Suite("RecordLocator")
struct RecordLocatorTests {
    /// Axis directions compared mod 180, in 0...90.
    static func axisError(_ a: Double, _ b: Double) -> Double {
        var d = (a - b).truncatingRemainder(dividingBy: 180)
        if d < 0 { d += 180 }
        return min(d, 180 - d)
    }

    /// A random record: image 400–900 px, centre off the image's centre,
    /// label radius 60–200 (as the image allows), tilted in half the seeds.
    static func randomRecord(seed: UInt64) -> RecordImageBuilder {
        var generator = SeededGenerator(seed: seed)
        let width = Int.random(in: 400...900, using: &generator)
        let height = Int.random(in: 400...900, using: &generator)
        let side = Double(min(width, height))
        let label = min(Double.random(in: 60...200, using: &generator), side * 0.16)
        let centre = Point(
            x: Double(width) / 2 + .random(in: -0.08...0.08, using: &generator) * side,
            y: Double(height) / 2 + .random(in: -0.08...0.08, using: &generator) * side)
        var record = RecordImageBuilder(width: width, height: height, center: centre, labelRadius: label)
        record.seed = seed
        if seed % 2 == 1 {
            record.ratio = .random(in: 0.8...0.95, using: &generator)
            record.rotation = .random(in: 0..<180, using: &generator)
        }
        record.blobAngles = (0..<Int.random(in: 0...6, using: &generator)).map { _ in .random(in: 0..<360, using: &generator) }
        return record
    }

    @Test("A synthetic record: centre, label radius, ellipse", arguments: 0..<8 as Range<UInt64>)
    func locatesARecord(seed: UInt64) throws {
        let record = Self.randomRecord(seed: seed)
        let image = record.image()
        let location = try #require(RecordLocator(workingSize: 400).locate(in: image), "seed \(seed)")
        let band = location.band
        let label = "seed \(seed): \(record.width)×\(record.height) centre \(record.center) label \(record.labelRadius) "
            + "ratio \(record.ratio) rotation \(record.rotation) → \(band) label \(location.labelRadius)"
        #expect(hypot(band.center.x - record.center.x, band.center.y - record.center.y) < 2, "\(label)")
        #expect(abs(location.labelRadius - record.labelRadius) < 0.03 * record.labelRadius, "\(label)")
        #expect(abs(band.scaleX / band.scaleY - record.ratio) < 0.02, "\(label)")
        if record.ratio < 0.95 {
            #expect(Self.axisError(band.rotation, record.rotation) < 5, "\(label)")
        }
        // The band starts past the label and ends about where the grooves do.
        #expect(band.innerRadius > location.labelRadius, "\(label)")
        #expect(band.outerRadius > band.innerRadius * 1.05, "\(label)")
        #expect(throws: Never.self, "\(label)") { try band.validated() }
        #expect(location.confidence > RingRefiner.minimumConfidence && location.confidence <= 1, "\(label)")
    }

    /// Two records side by side, labels of radius 20 at (80, 80) and (240, 78).
    static func twoRecords() -> GrayImage {
        var left = RecordImageBuilder(width: 320, height: 160, center: Point(x: 80, y: 80), labelRadius: 20)
        left.recordRadius = 3.5
        var right = left
        right.center = Point(x: 240, y: 78)
        right.seed = 2
        let a = left.image()
        let b = right.image()
        return ImageBuilder.image(width: 320, height: 160) { x, y in x < 160 ? a[x, y] : b[x, y] }
    }

    @Test("A hint keeps the centre near the hinted one", arguments: [Point(x: 80, y: 80), Point(x: 240, y: 78)])
    func hintChoosesTheRecord(centre: Point) throws {
        let hint = RecordLocator.Hint(center: Point(x: centre.x + 5, y: centre.y - 4), centerTolerance: 15, labelRadiusRange: 12...30)
        let location = try #require(RecordLocator().locate(in: Self.twoRecords(), hint: hint), "\(centre)")
        #expect(hypot(location.band.center.x - centre.x, location.band.center.y - centre.y) < 2, "\(centre): \(location.band)")
        #expect(abs(location.labelRadius - 20) < 1, "\(centre): \(location.labelRadius)")
    }

    @Test func theBandEndsWhereTheGroovesStart() throws {
        var record = RecordImageBuilder(width: 560, height: 520, center: Point(x: 270, y: 265), labelRadius: 80)
        record.blobAngles = [20, 100, 250]
        let location = try #require(RecordLocator().locate(in: record.image()))
        let grooves = record.labelRadius * record.grooveStart
        #expect(abs(location.band.outerRadius - grooves) < 0.05 * record.labelRadius, "outer \(location.band.outerRadius) vs \(grooves)")
        #expect(location.band.innerRadius > location.labelRadius && location.band.innerRadius < location.labelRadius * 1.05)
    }

    @Test func aSharpNoiseFreeLabelEdgeIsNotPulledInward() throws {
        var record = RecordImageBuilder(width: 500, height: 420, center: Point(x: 240, y: 215), labelRadius: 60)
        record.noise = 0
        let location = try #require(RecordLocator().locate(in: record.image()))
        #expect(hypot(location.band.center.x - 240, location.band.center.y - 215) < 1)
        #expect(abs(location.labelRadius - 60) < 1, "label \(location.labelRadius)")
    }

    @Test("A hint's own outer radius is kept and finds the same label", arguments: [130.0, 170.0, 200.0])
    func aHintsOuterRadiusIsKept(outer: Double) throws {
        var record = RecordImageBuilder(width: 560, height: 520, center: Point(x: 270, y: 265), labelRadius: 80)
        record.blobAngles = [20, 100, 250]
        let image = record.image()
        let searching = RecordLocator.Hint(center: Point(x: 272, y: 262), centerTolerance: 20, labelRadiusRange: 60...100)
        var keeping = searching
        keeping.bandOuterRadius = outer
        let searched = try #require(RecordLocator().locate(in: image, hint: searching))
        let kept = try #require(RecordLocator().locate(in: image, hint: keeping))
        #expect(abs(kept.band.outerRadius - outer) < 0.01, "\(kept.band)")
        #expect(kept.labelRadius == searched.labelRadius && kept.band.center == searched.band.center)
        #expect(abs(searched.band.outerRadius - record.labelRadius * record.grooveStart) < 0.05 * record.labelRadius)
    }

    @Test func aHintOnTheLabelRadiusIsHonoured() throws {
        let record = RecordImageBuilder(width: 300, height: 300, center: Point(x: 150, y: 150), labelRadius: 40)
        let hint = RecordLocator.Hint(center: Point(x: 150, y: 150), centerTolerance: 10, labelRadiusRange: 30...50)
        let location = try #require(RecordLocator().locate(in: record.image(), hint: hint))
        #expect(abs(location.labelRadius - 40) < 1.2, "\(location.labelRadius)")
        // The record's rim (radius 104) is the only step within this range.
        let rim = RecordLocator.Hint(center: Point(x: 150, y: 150), centerTolerance: 10, labelRadiusRange: 90...120)
        if let outer = RecordLocator().locate(in: record.image(), hint: rim) {
            #expect(abs(outer.labelRadius - 104) < 3, "\(outer.labelRadius)")
        }
    }

    @Test("Flat, tiny and sensor-noise images give nil", arguments: 0..<3 as Range<UInt64>)
    func nothingToFind(seed: UInt64) {
        let locator = RecordLocator(workingSize: 300)
        for (width, height) in [(0, 0), (1, 1), (31, 400), (400, 300)] {
            #expect(locator.locate(in: GrayImage(width: width, height: height, fill: UInt8(seed * 60))) == nil, "\(width)×\(height)")
        }
        var generator = SeededGenerator(seed: seed)
        let grey = ImageBuilder.image(width: 300, height: 240) { _, _ in UInt8(128 + Int.random(in: -6...6, using: &generator)) }
        let found = locator.locate(in: grey)
        #expect(found == nil || found.map { $0.confidence < RingRefiner.minimumConfidence } == true, "seed \(seed): \(String(describing: found))")
    }

    @Test("Full-range noise is not taken for a record", arguments: 0..<3 as Range<UInt64>)
    func fullRangeNoise(seed: UInt64) {
        let found = RecordLocator(workingSize: 300).locate(in: ImageBuilder.noise(width: 300, height: 240, seed: seed))
        #expect(found == nil || found.map { $0.confidence < RingRefiner.minimumConfidence } == true, "seed \(seed): \(String(describing: found))")
    }
}
