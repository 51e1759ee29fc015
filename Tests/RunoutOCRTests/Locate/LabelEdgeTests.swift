import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Which step is the label's edge without a ring: `LabelEdge`, its texture
/// contrast and radial texture, and the whole locator on a dark label.
@Suite("LabelEdge")
struct LabelEdgeTests {
    /// Steps of zero everywhere but at the given radii (the label step tests' profiles).
    static func steps(count: Int, _ placed: [Int: Double]) -> [Double] {
        RecordLocatorLabelStepTests.steps(count: count, placed)
    }

    /// A step's radius and size, to compare in one expectation.
    static func pair(_ step: (radius: Int, step: Double)) -> [Double] {
        [Double(step.radius), step.step]
    }

    /// Texture `base` everywhere, `value` over each given range.
    static func texture(count: Int, base: Double, _ spans: [(Range<Int>, Double)]) -> [Double] {
        var texture = [Double](repeating: base, count: count)
        for (span, value) in spans {
            for radius in span where texture.indices.contains(radius) { texture[radius] = value }
        }
        return texture
    }

    @Test func whereTheGroovesStartGivesWayToTheEdgeWithSmoothWaxOutside() throws {
        // A dark label's edge at 100 (a rise of 5), smooth wax to 135, where
        // the grooves start with a rise of 18: print inside the label,
        // grooves outside the wax.
        let steps = Self.steps(count: 250, [100: 5, 135: 18])
        let texture = Self.texture(count: 250, base: 2, [(0..<100, 4), (135..<250, 6)])
        #expect(RecordLocator.labelStep(in: steps, atLeast: 6)?.radius == 135)
        let found = try #require(LabelEdge.step(in: steps, texture: texture, atLeast: 6))
        #expect(found.radius == 100 && found.step == 5)
    }

    @Test func aStrongEdgeWithLikeTextureEitherSideStays() throws {
        // Where the texture is the same everywhere, the strongest step wins.
        let steps = Self.steps(count: 250, [60: -9, 100: -120, 180: 30])
        let found = try #require(LabelEdge.step(in: steps, texture: Self.texture(count: 250, base: 3, []), atLeast: 6))
        #expect(found.radius == 100 && found.step == -120)
    }

    @Test func theChosenStepMovesToTheStrongestOfItsSignNearby() {
        let steps = Self.steps(count: 120, [96: -45, 100: -30, 102: 80, 104: -50, 105: -90, 110: -200])
        // From 100: within four radii, the strongest drop is 104's (105 is five away).
        #expect(Self.pair(LabelEdge.strongestStep(near: 100, sign: -1, in: steps)) == [104, -50])
        // Rises only, up or down: 102.
        #expect(Self.pair(LabelEdge.strongestStep(near: 100, sign: 1, in: steps)) == [102, 80])
        // NaN is never taken; ties keep the radius asked about.
        #expect(Self.pair(LabelEdge.strongestStep(near: 2, sign: -1, in: [.nan, -5, -5, -5, .nan])) == [2, -5])
        // At the ends of the profile.
        #expect(Self.pair(LabelEdge.strongestStep(near: 0, sign: 1, in: [1, 3, 2])) == [1, 3])
        #expect(Self.pair(LabelEdge.strongestStep(near: 2, sign: -1, in: [-4, -3, -2])) == [0, -4])
    }

    @Test func aDiscRimStillGivesWayToTheDropInsideIt() throws {
        // The rim's rise at 200 has rough grooves inside and a plain table
        // outside, the best contrast of all; the label's drop at 70 is the edge.
        let steps = Self.steps(count: 300, [70: -40, 200: 200])
        let texture = Self.texture(count: 300, base: 2, [(0..<70, 4), (95..<200, 6), (200..<300, 1)])
        let found = try #require(LabelEdge.step(in: steps, texture: texture, atLeast: 6))
        #expect(found.radius == 70 && found.step == -40)
    }

    /// The spindle hole's edge lies just inside the least radius searched:
    /// its tail is a rise at the first radius measured, with a plain hole
    /// inside and print outside, the best contrast there is. It peaks
    /// outside the search, so the label's drop is the edge, though stamped
    /// etchings texture the wax outside it.
    @Test func theTailOfAnEdgeBelowTheSearchIsNotTheLabel() throws {
        var steps = Self.steps(count: 250, [19: 23.5, 205: -122])
        for radius in 0..<19 { steps[radius] = .nan }
        let texture = Self.texture(count: 250, base: 2, [(0..<19, 6), (19..<205, 2), (205..<250, 3)])
        let found = try #require(LabelEdge.step(in: steps, texture: texture, atLeast: 6))
        #expect(found.radius == 205 && found.step == -122)
        // Measured one radius further in, the same rise peaks inside the
        // search, and its contrast wins as before.
        steps[18] = 10
        #expect(try #require(LabelEdge.step(in: steps, texture: texture, atLeast: 6)).radius == 19)
        // A step at either end of the profile, or beside NaN, may peak outside it.
        #expect(LabelEdge.peaksOutside(0, [5, 1, 1]) && LabelEdge.peaksOutside(2, [1, 1, 5]))
        #expect(LabelEdge.peaksOutside(1, [.nan, 5, 1]) && LabelEdge.peaksOutside(1, [1, 5, .infinity]))
        #expect(!LabelEdge.peaksOutside(1, [1, 5, 1]))
        #expect(LabelEdge.peaksOutside(0, []) && LabelEdge.peaksOutside(-3, [1, 1]) && LabelEdge.peaksOutside(7, [1, 1]))
    }

    /// A black label on black wax, the record on a bright table: the
    /// label's rise of a few grey levels is a twelfth of the rim's, too
    /// weak for the rim's rule (a drop of a tenth), but its texture is a
    /// label's (print inside, smooth wax outside), so it is the edge.
    @Test func aBlackLabelsFaintRiseInsideTheRimIsTheEdge() throws {
        let steps = Self.steps(count: 250, [45: 8, 133: 97])
        // Print inside the label, smooth wax to 60, grooves to the rim,
        // a plain table outside it.
        let texture = Self.texture(count: 250, base: 1, [(0..<45, 7), (60..<133, 1.45), (133..<250, 1)])
        let found = try #require(LabelEdge.step(in: steps, texture: texture, atLeast: 6))
        #expect(found.radius == 45 && found.step == 8)
        // Under the floor, the label's step is no candidate: the rim stays.
        let faint = Self.steps(count: 250, [45: 5.9, 133: 97])
        #expect(try #require(LabelEdge.step(in: faint, texture: texture, atLeast: 6)).radius == 133)
        // Textured alike either side (a printed ring within a black
        // label whose own rise is the edge), an inner step is not taken.
        let ring = Self.texture(count: 250, base: 3, [(133..<250, 1)])
        #expect(try #require(LabelEdge.step(in: steps, texture: ring, atLeast: 6)).radius == 133)
        // Scoring under a third of the rise's, it is not taken either.
        let weak = Self.texture(count: 250, base: 1, [(0..<45, 1.2), (60..<133, 1.45), (133..<250, 1)])
        #expect(try #require(LabelEdge.step(in: steps, texture: weak, atLeast: 6)).radius == 133)
    }

    @Test func withoutTextureTheStrongestStepIsTaken() throws {
        let steps = Self.steps(count: 250, [100: 5, 135: 18])
        let none = [Double](repeating: .nan, count: 250)
        let found = try #require(LabelEdge.step(in: steps, texture: none, atLeast: 6))
        #expect(found.radius == 135)
        let short = try #require(LabelEdge.step(in: steps, texture: [], atLeast: 6))
        #expect(short.radius == 135)
    }

    @Test func degenerateInputsGiveNilOrTheStrongestStep() {
        #expect(LabelEdge.step(in: [], texture: [], atLeast: 6) == nil)
        #expect(LabelEdge.step(in: [.nan, .infinity, -.infinity, 0], texture: [1, 1, 1, 1], atLeast: 6) == nil)
        let steps = Self.steps(count: 100, [40: 20])
        #expect(LabelEdge.step(in: steps, texture: Self.texture(count: 100, base: 1, []), atLeast: .nan) == nil)
        #expect(LabelEdge.step(in: steps, texture: Self.texture(count: 100, base: 1, []), atLeast: .infinity) == nil)
        // No step reaches the floor, however good its contrast.
        #expect(LabelEdge.step(in: Self.steps(count: 100, [40: 5.9]), texture: Self.texture(count: 100, base: 1, [(0..<40, 9)]), atLeast: 6) == nil)
        // Texture of zeros, infinities, negatives and NaN: the strongest step.
        for value in [0.0, .infinity, -.infinity, -1, .nan] {
            let found = LabelEdge.step(in: steps, texture: Self.texture(count: 100, base: value, []), atLeast: 6)
            #expect(found?.radius == 40, "\(value)")
        }
    }

    @Test("Random profiles: nil exactly when no step reaches the floor; a step of the profile otherwise",
          arguments: 0..<60 as Range<UInt64>)
    func randomProfiles(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let count = Int.random(in: 0...400, using: &generator)
        func value(_ range: ClosedRange<Double>) -> Double {
            switch Int.random(in: 0..<12, using: &generator) {
            case 0: .nan
            case 1: 0
            default: .random(in: range, using: &generator) * .random(in: 0...1, using: &generator)
            }
        }
        let steps = (0..<count).map { _ in value(-255...255) }
        let texture = (0..<Int.random(in: 0...450, using: &generator)).map { _ in value(0...40) }
        let minimum = [0.0, 6, 40, -3][Int(seed % 4)]
        let found = LabelEdge.step(in: steps, texture: texture, atLeast: minimum)
        let strongest = RecordLocator.labelStep(in: steps, atLeast: minimum)
        #expect((found == nil) == (strongest == nil), "seed \(seed)")
        guard let found else { return }
        #expect(steps.indices.contains(found.radius) && steps[found.radius] == found.step, "seed \(seed)")
        #expect(found.step.isFinite && abs(found.step) >= min(LabelEdge.leastCandidateStep, max(0, minimum)), "seed \(seed)")
    }

    @Test func textureContrastIsInsideOverJustOutside() throws {
        let texture = Self.texture(count: 200, base: 2, [(0..<100, 6)])
        let contrast = try #require(LabelEdge.textureContrast(at: 100, in: texture))
        #expect(abs(contrast - 3) < 1e-12)
        // Windows: 0.8 to 0.95 of the radius inside, 3 past it to 1.2 outside.
        let edge = Self.texture(count: 200, base: 2, [(80..<96, 8), (103..<121, 4)])
        #expect(LabelEdge.textureContrast(at: 100, in: edge) == 2)
    }

    @Test func textureContrastIsNilWithoutBothWindowsOrAPositiveOutside() {
        let texture = Self.texture(count: 200, base: 2, [])
        #expect(LabelEdge.textureContrast(at: 0, in: texture) == nil)
        #expect(LabelEdge.textureContrast(at: -5, in: texture) == nil)
        // Under 15 radii, 3 past the edge is past 1.2 of it.
        #expect(LabelEdge.textureContrast(at: 14, in: texture) == nil)
        #expect(LabelEdge.textureContrast(at: 15, in: texture) == 1)
        #expect(LabelEdge.textureContrast(at: 199, in: texture) == nil)
        #expect(LabelEdge.textureContrast(at: 100, in: []) == nil)
        #expect(LabelEdge.textureContrast(at: 100, in: Self.texture(count: 200, base: .nan, [])) == nil)
        #expect(LabelEdge.textureContrast(at: 100, in: Self.texture(count: 200, base: -1, [])) == nil)
        #expect(LabelEdge.textureContrast(at: 100, in: Self.texture(count: 200, base: .infinity, [])) == nil)
    }

    @Test func aPerfectlySmoothOutsideIsTheMostContrast() {
        #expect(LabelEdge.textureContrast(at: 100, in: Self.texture(count: 200, base: 2, [(100..<200, 0)])) == .infinity)
        #expect(LabelEdge.textureContrast(at: 100, in: Self.texture(count: 200, base: 0, [])) == 1)
        // Infinite texture is no measure: that window is empty.
        #expect(LabelEdge.textureContrast(at: 100, in: Self.texture(count: 200, base: 2, [(0..<100, .infinity)])) == nil)
    }

    @Test func medianOfAWindowSkipsNaNAndClampsItsBounds() {
        let values: [Double] = [5, .nan, 1, 3, 9, .nan, 2]
        #expect(LabelEdge.median(of: values, from: 0, through: 4) == 4)  // 1 3 5 9
        #expect(LabelEdge.median(of: values, from: 2, through: 4) == 3)  // 1 3 9
        #expect(LabelEdge.median(of: values, from: -10, through: 100) == 3)  // 1 2 3 5 9
        #expect(LabelEdge.median(of: values, from: 5, through: 5) == nil)
        #expect(LabelEdge.median(of: values, from: 4, through: 2) == nil)
        #expect(LabelEdge.median(of: [], from: 0, through: 0) == nil)
    }

    @Test func radialTextureIsTheMedianDifferenceToTheNextRadius() {
        // Four angles over radii 10..<14: each ray climbs by its angle's slope.
        let angles = 4
        let radii = 10..<14
        var values = [Double](repeating: 0, count: angles * radii.count)
        for angle in 0..<angles {
            for (offset, _) in radii.enumerated() {
                values[angle * radii.count + offset] = Double(offset) * Double(angle + 1)
            }
        }
        let texture = LabelEdge.radialTexture(RecordLocator.PolarGrid(angles: angles, radii: radii, values: values), count: 16)
        #expect(texture.count == 16)
        // Differences 1, 2, 3, 4 at each radius; the upper median is 3.
        #expect(texture[10...12].allSatisfy { $0 == 3 })
        // The last sampled radius has no next; radii outside were not sampled.
        #expect(texture[13].isNaN && texture[0..<10].allSatisfy { $0.isNaN } && texture[14...].allSatisfy { $0.isNaN })
    }

    @Test func radialTextureNeedsAThirdOfTheAnglesAndMatchingSamples() {
        let radii = 0..<3
        // Six angles, only one with finite samples: under a third.
        var values = [Double](repeating: .nan, count: 6 * radii.count)
        values[0] = 1
        values[1] = 4
        values[2] = 6
        let texture = LabelEdge.radialTexture(RecordLocator.PolarGrid(angles: 6, radii: radii, values: values), count: 3)
        #expect(texture.allSatisfy { $0.isNaN })
        // Two of six angles is a third.
        values[3] = 0
        values[4] = 1
        values[5] = 1
        let third = LabelEdge.radialTexture(RecordLocator.PolarGrid(angles: 6, radii: radii, values: values), count: 3)
        #expect(third[0] == 3 && third[1] == 2 && third[2].isNaN)
        // Samples that do not fill the grid, no angles, a negative count.
        #expect(LabelEdge.radialTexture(RecordLocator.PolarGrid(angles: 6, radii: radii, values: [1, 2]), count: 3).allSatisfy { $0.isNaN })
        #expect(LabelEdge.radialTexture(RecordLocator.PolarGrid(angles: 0, radii: radii, values: []), count: 3).allSatisfy { $0.isNaN })
        #expect(LabelEdge.radialTexture(RecordLocator.PolarGrid(angles: 6, radii: radii, values: values), count: -1).isEmpty)
    }

    /// A label about as bright as the wax, or darker, whose edge steps less
    /// than the grooves' start, close up (the disc's rim out of reach):
    /// found by the texture either side. (The strongest step is where the
    /// grooves start, 1.35 label radii out.)
    @Test("A dark label's edge, not where the grooves start", arguments: [43 as UInt8, 47, 25, 20])
    func aDarkLabel(label: UInt8) throws {
        var record = RecordImageBuilder(width: 460, height: 420, center: Point(x: 230, y: 210), labelRadius: 70)
        record.labelBrightness = label
        record.recordRadius = 4
        record.noise = 1
        let location = try #require(RecordLocator(workingSize: 460).locate(in: record.image()), "\(label)")
        #expect(hypot(location.band.center.x - 230, location.band.center.y - 210) < 2, "\(label): \(location.band)")
        #expect(abs(location.labelRadius - 70) < 3, "\(label): label \(location.labelRadius)")
    }
}
