import Foundation
import RunoutOCR
import TestSupport
import Testing

/// Voting for the centre of concentric structure.
@Suite("CentreFinder")
struct CentreFinderTests {
    @Test("The centre of a synthetic record", arguments: 0..<6 as Range<UInt64>)
    func centreOfARecord(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let side = Int.random(in: 260...340, using: &generator)
        let centre = Point(
            x: Double(side) * .random(in: 0.4...0.6, using: &generator),
            y: Double(side) * .random(in: 0.4...0.6, using: &generator))
        var record = RecordImageBuilder(width: side, height: side, center: centre, labelRadius: Double(side) * 0.14)
        record.seed = seed
        let found = try #require(CentreFinder().centre(in: record.image()), "seed \(seed)")
        // The votes land on whole pixels: a coarse start that RecordLocator's
        // edge fit refines to within 2 px (RecordLocatorTests).
        #expect(hypot(found.point.x - centre.x, found.point.y - centre.y) < 4, "seed \(seed): \(found.point) vs \(centre)")
        // Far more of the votes pile up at a record's centre than anywhere in noise.
        let noise = CentreFinder().centre(in: ImageBuilder.noise(width: side, height: side, seed: seed))?.support ?? 0
        #expect(found.support > 4 * noise && found.support <= 1, "seed \(seed): support \(found.support), noise's \(noise)")
    }

    @Test func aRegionPicksOneOfTwoRecords() throws {
        var left = RecordImageBuilder(width: 320, height: 160, center: Point(x: 80, y: 80), labelRadius: 20)
        left.recordRadius = 3.5
        var image = left.image()
        let right = Point(x: 240, y: 78)
        image = ImageBuilder.disc(in: image, at: right, radius: 70, value: RecordImageBuilder.waxGrey)
        image = ImageBuilder.disc(in: image, at: right, radius: 20, value: RecordImageBuilder.labelGrey)
        let finder = CentreFinder()
        let inLeft = try #require(finder.centre(in: image, within: (40, 40, 120, 120)))
        #expect(hypot(inLeft.point.x - 80, inLeft.point.y - 80) < 2, "\(inLeft.point)")
        let inRight = try #require(finder.centre(in: image, within: (200, 40, 280, 120)))
        #expect(hypot(inRight.point.x - right.x, inRight.point.y - right.y) < 2, "\(inRight.point)")
        // A region with no centre in it still keeps the answer inside it.
        let elsewhere = try #require(finder.centre(in: image, within: (150, 0, 170, 20)))
        #expect(elsewhere.point.x >= 145 && elsewhere.point.x <= 175 && elsewhere.point.y <= 25, "\(elsewhere.point)")
    }

    @Test("Flat images and images too small give nil", arguments: [(0, 0), (1, 1), (15, 200), (200, 15), (64, 64), (300, 200)])
    func flatOrTiny(width: Int, height: Int) {
        #expect(CentreFinder().centre(in: GrayImage(width: width, height: height, fill: 128)) == nil, "\(width)×\(height)")
    }

    @Test("Regions reaching outside the image are clipped to it", arguments: [
        (-50.0, -50.0, -10.0, -10.0), (-1e12, -1e12, 1e12, 1e12), (100, 100, 400, 400), (-20, 50, 30, 70),
    ])
    func regionsClipped(x0: Double, y0: Double, x1: Double, y1: Double) {
        let record = RecordImageBuilder(width: 120, height: 120, center: Point(x: 60, y: 60), labelRadius: 15).image()
        let found = CentreFinder().centre(in: record, within: (x0, y0, x1, y1))
        if let found {
            #expect(found.point.isFinite && found.point.x >= 0 && found.point.x <= 120 && found.point.y >= 0 && found.point.y <= 120,
                    "\(found.point)")
        }
        if x0 <= 60, x1 >= 60, y0 <= 60, y1 >= 60 {
            #expect(found.map { hypot($0.point.x - 60, $0.point.y - 60) < 2 } == true, "\(String(describing: found))")
        }
    }

    @Test("A region wholly beyond the image's far edge gives nil, not a trap")
    func regionBeyondTheImage() async {
        await #expect(processExitsWith: .success) {
            let record = RecordImageBuilder(width: 120, height: 120, center: Point(x: 60, y: 60), labelRadius: 15).image()
            guard CentreFinder().centre(in: record, within: (500, 500, 900, 900)) == nil else { exit(1) }
        }
    }

    @Test("An inverted region gives nil, not a trap")
    func invertedRegion() async {
        await #expect(processExitsWith: .success) {
            let record = RecordImageBuilder(width: 120, height: 120, center: Point(x: 60, y: 60), labelRadius: 15).image()
            guard CentreFinder().centre(in: record, within: (100, 100, 20, 20)) == nil else { exit(1) }
        }
    }

    @Test("A region of huge coordinates gives nil, not a trap")
    func hugeRegion() async {
        await #expect(processExitsWith: .success) {
            let record = RecordImageBuilder(width: 120, height: 120, center: Point(x: 60, y: 60), labelRadius: 15).image()
            guard CentreFinder().centre(in: record, within: (1e30, 1e30, 2e30, 2e30)) == nil else { exit(1) }
        }
    }
}
