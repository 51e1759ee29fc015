import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Taking a glare's broad light out of a strip before the rows' background.
@Suite("GlareFlattener")
struct GlareFlattenerTests {
    /// A strip of dark wax with grooves, a glare streak across every row
    /// centred on `glareColumn` (a bump `glare` grey levels high, 40 columns
    /// to each side of its middle at 0.6 of it), and, when `letters`, a line
    /// of dark bars 40 grey levels under the light around them in rows
    /// 34..<46, columns 300..<420: four columns of ink in every ten. Grain of
    /// ±8 grey levels, as under a glare.
    static func strip(glare: Double, glareColumn: Int = 360, letters: Bool = true) -> GrayImage {
        let width = 720
        var generator = SeededGenerator(seed: 7)
        return ImageBuilder.image(width: width, height: 80) { x, y in
            var distance = abs(x - glareColumn)
            distance = min(distance, width - distance)
            let light = 30 + glare * Self.bump(Double(distance) / 40) + 8 * sin(Double(y) * 1.3)
            let inLetter = letters && (34..<46).contains(y) && (300..<420).contains(x) && x % 10 < 4
            let grain = Double(Int.random(in: -8...8, using: &generator))
            return UInt8(max(0, min(255, (light - (inLetter ? 40 : 0) + grain).rounded())))
        }
    }

    /// exp(−d²/2): 1 at the middle, 0.61 one width out.
    static func bump(_ d: Double) -> Double { exp(-d * d / 2) }

    /// The mean |score| of the wax between the bars, in the letters' rows and the glare's middle.
    static func meanGap(_ prepared: PreparedStrip) -> Float {
        var sum: Float = 0
        var count = 0
        for y in 36..<44 {
            for x in 320..<400 where x % 10 >= 5 && x % 10 <= 8 {
                sum += abs(prepared.score(x: x, y: y))
                count += 1
            }
        }
        return sum / Float(count)
    }

    @Test func aLineInsideAGlareNoLongerSitsInALightBox() throws {
        let strip = Self.strip(glare: 150)
        let flattened = try #require(GlareFlattener().flattened(strip))
        #expect(flattened.width == strip.width && flattened.height == strip.height)
        // The rows' medians alone, so that what is measured is the flattener.
        let before = StripPreparer(levelsColumns: false).prepare(strip)
        let after = StripPreparer(levelsColumns: false).prepare(flattened)
        // Unflattened, the wax between the letters scores as light ink.
        #expect(Self.meanGap(before) > 3.5, "gap before \(Self.meanGap(before))")
        #expect(Self.meanGap(after) < 1.5, "gap after \(Self.meanGap(after))")
        // The letters stay dark ink.
        var darkest: Float = 0
        var inked = 0
        for y in 36..<44 {
            for x in 320..<400 where x % 10 == 1 || x % 10 == 2 {
                darkest = min(darkest, after.score(x: x, y: y))
                if after.score(x: x, y: y) <= -3.5 { inked += 1 }
            }
        }
        #expect(inked == 8 * 16, "letter pixels scored as ink: \(inked) of 128; darkest \(darkest)")
    }

    @Test func ordinaryLightIsLeftAlone() {
        // A bump of 60 grey levels spans under 80 between blocks.
        #expect(GlareFlattener().flattened(Self.strip(glare: 60)) == nil)
        #expect(GlareFlattener().flattened(Self.strip(glare: 0)) == nil)
        // The same strip is flattened when the least range is lowered.
        #expect(GlareFlattener(leastRange: 20).flattened(Self.strip(glare: 60)) != nil)
    }

    @Test func aGlareAcrossTheSeamIsFlattenedOnBothSides() throws {
        let strip = Self.strip(glare: 150, glareColumn: 0, letters: false)
        let flattened = try #require(GlareFlattener().flattened(strip))
        // Row 10, away from the letters: the seam's two sides and the far side
        // of the turn end within a few grey levels of each other.
        let values = [0, 1, 719, 718, 360].map { Int(flattened[$0, 10]) }
        #expect((values.max() ?? 0) - (values.min() ?? 0) <= 12, "light across the seam after flattening: \(values)")
        #expect(Int(strip[0, 10]) - Int(strip[360, 10]) > 100)
    }

    @Test func theLightGridHoldsEachBlocksMedian() {
        // Blocks of 20 × 20 on an 80-row strip; block (2, 1) is all 200, the rest 10.
        let strip = ImageBuilder.image(width: 200, height: 80) { x, y in
            (40..<60).contains(x) && (20..<40).contains(y) ? 200 : 10
        }
        let grid = GlareFlattener().light(of: strip)
        #expect(grid.columns == 10 && grid.rows == 4 && grid.medians.count == 40)
        #expect(grid.medians[1 * 10 + 2] == 200)
        #expect(grid.medians.filter { $0 == 10 }.count == 39)
    }

    @Test func blocksOfUnequalWidthCountTheirOwnPixels() {
        // Five columns in two blocks: columns 0...2 and 3...4. The second
        // block is half 10, half 200: its lower median is 10.
        let strip = ImageBuilder.image(width: 5, height: 8) { x, _ in [50, 50, 50, 10, 200][x] }
        let grid = GlareFlattener(blockWidth: 5.0 / 16, blockHeight: 1).light(of: strip)
        #expect(grid.columns == 2 && grid.rows == 1)
        #expect(grid.medians == [50, 10])
    }

    @Test("Any strip and any settings: no trap, same size or nothing", arguments: 0..<40 as Range<UInt64>)
    func degenerateAndRandomStrips(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let sizes = [(0, 0), (1, 1), (1, 40), (40, 1), (2, 2), (3, 7), (9, 2), (64, 48)]
        let (width, height) = seed < UInt64(sizes.count)
            ? sizes[Int(seed)] : (Int.random(in: 2...300, using: &generator), Int.random(in: 2...60, using: &generator))
        let strip = ImageBuilder.image(width: width, height: height) { _, _ in
            UInt8.random(in: 0...255, using: &generator)
        }
        let settings: [Double] = [0, -1, .nan, .infinity, 0.01, 0.25, 3, 1e300]
        let flattener = GlareFlattener(
            blockWidth: settings.randomElement(using: &generator) ?? 0.25,
            blockHeight: settings.randomElement(using: &generator) ?? 0.25,
            leastRange: [Int.min, -5, 0, 80, 255, Int.max].randomElement(using: &generator) ?? 80)
        let grid = flattener.light(of: strip)
        #expect(grid.columns >= 1 && grid.rows >= 1 && grid.medians.count == grid.columns * grid.rows)
        if let least = strip.pixels.min(), let most = strip.pixels.max() {
            #expect(grid.medians.allSatisfy { $0 >= Float(least) && $0 <= Float(most) })
        }
        if let flattened = flattener.flattened(strip) {
            #expect(flattened.width == width && flattened.height == height)
            #expect(width >= 2 && height >= 2)
        }
    }

    @Test func aStripOfOneGreyIsNeverFlattened() {
        for grey in [0, 1, 128, 254, 255] as [UInt8] {
            let strip = GrayImage(width: 300, height: 40, fill: grey)
            #expect(GlareFlattener().flattened(strip) == nil)
            #expect(GlareFlattener(leastRange: 0).flattened(strip) == strip)
        }
    }
}
