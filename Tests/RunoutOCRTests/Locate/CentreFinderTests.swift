import Foundation
@testable import RunoutOCR
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

    @Test("A flat picture with one sharp disc, without noise: the few edge pixels vote", arguments: [(300, 200), (160, 240)])
    func flatPictureWithOneDisc(width: Int, height: Int) throws {
        let centre = Point(x: Double(width) * 0.45, y: Double(height) * 0.55)
        let radius = Double(min(width, height)) * 0.2
        let disc = ImageBuilder.image(width: width, height: height) { x, y in
            hypot(Double(x) - centre.x, Double(y) - centre.y) < radius ? 31 : 0
        }
        let found = CentreFinder(votingShare: 0.03).centre(in: disc)
        let point = try #require(found?.point, "\(width)×\(height)")
        #expect(hypot(point.x - centre.x, point.y - centre.y) < 2, "\(width)×\(height): \(point)")
    }

    @Test("Fewer than sixteen pixels with any gradient give nil")
    func tooFewVoters() {
        // One bright pixel: the eight around it have a gradient, it has none.
        let speck = ImageBuilder.image(width: 100, height: 100) { x, y in x == 50 && y == 50 ? 200 : 0 }
        #expect(CentreFinder().centre(in: speck) == nil)
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

    /// The finder as first written: votes counted in `Float`, one walk at a
    /// time, the threshold by sorting. The real one must give the same bits.
    static func reference(
        _ image: GrayImage, votingShare: Double = 0.06, within region: (Double, Double, Double, Double)? = nil
    ) -> (point: Point, support: Double)? {
        let width = image.width
        let height = image.height
        guard width >= 16, height >= 16 else { return nil }
        var gx = [Float](repeating: 0, count: width * height)
        var gy = [Float](repeating: 0, count: width * height)
        var magnitudes: [Float] = []
        for y in 1..<(height - 1) {
            for x in 1..<(width - 1) {
                let i = y * width + x
                func p(_ dx: Int, _ dy: Int) -> Float { Float(image[x + dx, y + dy]) }
                gx[i] = (p(1, -1) + 2 * p(1, 0) + p(1, 1)) - (p(-1, -1) + 2 * p(-1, 0) + p(-1, 1))
                gy[i] = (p(-1, 1) + 2 * p(0, 1) + p(1, 1)) - (p(-1, -1) + 2 * p(0, -1) + p(1, -1))
                magnitudes.append(gx[i] * gx[i] + gy[i] * gy[i])
            }
        }
        let rank = min(magnitudes.count - 1, Int(Double(magnitudes.count) * (1 - votingShare)))
        guard rank >= 0 else { return nil }
        let cut = max(17, magnitudes.sorted()[rank])
        guard magnitudes.filter({ $0 >= cut }).count >= 16 else { return nil }
        var votes = [Float](repeating: 0, count: width * height)
        var total: Float = 0
        let reach = Float(max(width, height))
        for y in 1..<(height - 1) {
            for x in 1..<(width - 1) {
                let i = y * width + x
                let m2 = gx[i] * gx[i] + gy[i] * gy[i]
                guard m2 >= cut else { continue }
                let m = m2.squareRoot()
                let (dx, dy) = (gx[i] / m, gy[i] / m)
                for direction: Float in [-1, 1] {
                    var px = Float(x) + direction * 3 * dx
                    var py = Float(y) + direction * 3 * dy
                    var t: Float = 3
                    while t < reach, px >= 0, py >= 0, px < Float(width), py < Float(height) {
                        votes[Int(py) * width + Int(px)] += 1
                        total += 1
                        px += direction * dx
                        py += direction * dy
                        t += 1
                    }
                }
            }
        }
        guard total > 0 else { return nil }
        let radius = max(2, min(width, height) / 100)
        let smoothed = CentreFinder.boxBlur(votes, width: width, height: height, radius: radius)
        let (rx0, ry0, rx1, ry1) = region ?? (0, 0, Double(width - 1), Double(height - 1))
        let x0 = Int(max(0, min(Double(width - 1), rx0)))
        let x1 = Int(max(0, min(Double(width - 1), rx1)))
        let y0 = Int(max(0, min(Double(height - 1), ry0)))
        let y1 = Int(max(0, min(Double(height - 1), ry1)))
        guard rx1 >= 0, ry1 >= 0, rx0 <= Double(width - 1), ry0 <= Double(height - 1), x0 <= x1, y0 <= y1 else {
            return nil
        }
        var best = -1
        var bestValue: Float = -1
        for y in y0...y1 {
            for x in x0...x1 where smoothed[y * width + x] > bestValue {
                bestValue = smoothed[y * width + x]
                best = y * width + x
            }
        }
        guard best >= 0 else { return nil }
        let (px, py) = (best % width, best / width)
        var sx = 0.0, sy = 0.0, sw = 0.0
        for y in max(0, py - 2 * radius)...min(height - 1, py + 2 * radius) {
            for x in max(0, px - 2 * radius)...min(width - 1, px + 2 * radius) {
                let w = Double(votes[y * width + x])
                sx += w * Double(x)
                sy += w * Double(y)
                sw += w
            }
        }
        let point = sw > 0 ? Point(x: sx / sw + 0.5, y: sy / sw + 0.5) : Point(x: Double(px), y: Double(py))
        return (point, min(1, Double(bestValue) * Double((2 * radius + 1) * (2 * radius + 1)) / Double(total)))
    }

    @Test("Bit for bit the one-walk-at-a-time reference", arguments: 0..<12 as Range<UInt64>)
    func equalsReference(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let width = Int.random(in: 16...150, using: &generator)
        let height = Int.random(in: 16...150, using: &generator)
        let image: GrayImage
        switch seed % 3 {
        case 0: image = ImageBuilder.noise(width: width, height: height, seed: seed)
        case 1:
            let centre = Point(x: Double(width) * .random(in: 0.2...0.8, using: &generator), y: Double(height) * .random(in: 0.2...0.8, using: &generator))
            var record = RecordImageBuilder(width: width, height: height, center: centre, labelRadius: Double(min(width, height)) * 0.15)
            record.seed = seed
            record.ratio = .random(in: 0.8...1, using: &generator)
            image = record.image()
        default:
            // Flat but for a few hard steps: ties in the threshold, long walks.
            image = ImageBuilder.image(width: width, height: height) { x, y in (x / 7 + y / 11) % 3 == 0 ? 30 : 200 }
        }
        let share = [0.06, 0.3, 0.001][Int(seed % 3)]
        let regions: [(Double, Double, Double, Double)?] = [nil, (5, 5, Double(width) / 2, Double(height) / 2)]
        for region in regions {
            let found = CentreFinder(votingShare: share).centre(in: image, within: region)
            let expected = Self.reference(image, votingShare: share, within: region)
            let label = "seed \(seed), \(width)×\(height), share \(share), region \(String(describing: region))"
            #expect(found?.point.x.bitPattern == expected?.point.x.bitPattern, "\(label): \(String(describing: found)) vs \(String(describing: expected))")
            #expect(found?.point.y.bitPattern == expected?.point.y.bitPattern, "\(label)")
            #expect(found?.support.bitPattern == expected?.support.bitPattern, "\(label)")
        }
    }

    @Test("Bit for bit the reference when the 16-bit tally is flushed often", arguments: 0..<3 as Range<UInt64>)
    func equalsReferenceWithFlushes(seed: UInt64) {
        // 300 × 300 at a share of 0.3: some 27,000 voters, three flushes and more.
        var record = RecordImageBuilder(width: 300, height: 260, center: Point(x: 140, y: 135), labelRadius: 40)
        record.seed = seed
        let image = seed == 2 ? ImageBuilder.noise(width: 300, height: 260, seed: seed) : record.image()
        let found = CentreFinder(votingShare: 0.3).centre(in: image)
        let expected = Self.reference(image, votingShare: 0.3)
        #expect(found?.point.x.bitPattern == expected?.point.x.bitPattern, "seed \(seed)")
        #expect(found?.point.y.bitPattern == expected?.point.y.bitPattern, "seed \(seed)")
        #expect(found?.support.bitPattern == expected?.support.bitPattern, "seed \(seed)")
    }

    @Test("Images 2²² pixels or more on a side give nil")
    func hugeSides() {
        #expect(CentreFinder().centre(in: GrayImage(width: 1 << 22, height: 16, fill: 9)) == nil)
    }

    @Test("The box blur equals summing each box", arguments: 0..<10 as Range<UInt64>)
    func boxBlurEqualsSums(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let width = Int.random(in: 1...40, using: &generator)
        let height = Int.random(in: 1...40, using: &generator)
        let radius = Int.random(in: 0...12, using: &generator)
        let values = (0..<(width * height)).map { _ in Float(Int.random(in: 0...1000, using: &generator)) }
        let blurred = CentreFinder.boxBlur(values, width: width, height: height, radius: radius)
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for v in max(0, y - radius)...min(height - 1, y + radius) {
                    for u in max(0, x - radius)...min(width - 1, x + radius) { sum += values[v * width + u] }
                }
                #expect(blurred[y * width + x] == sum, "seed \(seed), \(width)×\(height) r \(radius) at (\(x), \(y))")
            }
        }
    }

    @Test("The box blur gives back what it cannot blur")
    func boxBlurDegenerate() {
        #expect(CentreFinder.boxBlur([], width: 0, height: 0, radius: 2).isEmpty)
        #expect(CentreFinder.boxBlur([1, 2, 3], width: 2, height: 2, radius: 1) == [1, 2, 3])
        #expect(CentreFinder.boxBlur([1, 2], width: 2, height: 1, radius: -1) == [1, 2])
        #expect(CentreFinder.boxBlur([1, 2], width: -2, height: -1, radius: 1) == [1, 2])
        #expect(CentreFinder.boxBlur([1, 2, 4], width: 3, height: 1, radius: 100) == [7, 7, 7])
    }

    @Test("Counting selection equals sorting", arguments: 0..<20 as Range<UInt64>)
    func countingSelection(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let count = Int.random(in: 1...3000, using: &generator)
        // Squared Sobel magnitudes reach 2 · 1020²; few distinct values in half the cases.
        let top: UInt32 = seed % 2 == 0 ? 2 * 1020 * 1020 : 40
        let values = (0..<count).map { _ in UInt32.random(in: 0...top, using: &generator) }
        let sorted = values.sorted()
        for rank in [0, count / 2, count - 1, Int.random(in: 0..<count, using: &generator)] {
            #expect(CentreFinder.select(rank: rank, in: values) == sorted[rank], "seed \(seed), rank \(rank) of \(count)")
        }
        #expect(CentreFinder.select(rank: 0, in: []) == 0)
        #expect(CentreFinder.select(rank: -1, in: values) == 0 && CentreFinder.select(rank: count, in: values) == 0)
    }
}
