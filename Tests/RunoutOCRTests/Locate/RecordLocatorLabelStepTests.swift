import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Which radial brightness step is the label's edge: `RecordLocator.labelStep(in:atLeast:)`,
/// and the whole locator on a record lying on a bright table.
@Suite("RecordLocator label step")
struct RecordLocatorLabelStepTests {
    /// Steps of zero everywhere but at the given radii.
    static func steps(count: Int, _ placed: [Int: Double]) -> [Double] {
        var steps = [Double](repeating: 0, count: count)
        for (radius, step) in placed { steps[radius] = step }
        return steps
    }

    @Test func theStrongestDropIsTheLabel() throws {
        let found = try #require(RecordLocator.labelStep(in: Self.steps(count: 300, [60: -120, 180: 90]), atLeast: 6))
        #expect(found.radius == 60 && found.step == -120)
    }

    @Test("A disc's rise gives way to a drop far enough inside it", arguments: [0.26, 0.34, 0.5, 0.64])
    func aDropInsideARiseIsTheLabel(share: Double) throws {
        let drop = Int((200 * share).rounded())
        let found = try #require(RecordLocator.labelStep(in: Self.steps(count: 300, [drop: -41, 200: 200]), atLeast: 6))
        #expect(found.radius == drop && found.step == -41, "\(share)")
    }

    @Test("A rise keeps the edge when the drop inside is too weak, too close or too far in",
          arguments: [(50, -19.0), (140, -150.0), (40, -150.0)])
    func aRiseWithoutADropInsideStays(drop: Int, step: Double) throws {
        let found = try #require(RecordLocator.labelStep(in: Self.steps(count: 300, [drop: step, 200: 200]), atLeast: 6))
        #expect(found.radius == 200 && found.step == 200, "\(drop) \(step)")
    }

    @Test func aDropWeakerThanTheMinimumIsNeverTaken() throws {
        // A tenth of the rise is 2, but the floor is 6.
        let found = try #require(RecordLocator.labelStep(in: Self.steps(count: 300, [50: -5, 100: 20]), atLeast: 6))
        #expect(found.radius == 100)
        #expect(RecordLocator.labelStep(in: Self.steps(count: 300, [50: -5, 100: 5.9]), atLeast: 6) == nil)
    }

    @Test func degenerateStepsGiveNil() {
        #expect(RecordLocator.labelStep(in: [], atLeast: 6) == nil)
        #expect(RecordLocator.labelStep(in: [.nan, .nan, .infinity, -.infinity, 0], atLeast: 6) == nil)
        #expect(RecordLocator.labelStep(in: [10, -20, 30], atLeast: .nan) == nil)
        #expect(RecordLocator.labelStep(in: [10, -20, 30], atLeast: .infinity) == nil)
        #expect(RecordLocator.labelStep(in: [0, 0, 0], atLeast: -1) == nil)
    }

    @Test("Random profiles: the result is the strongest step or a qualifying drop inside it", arguments: 0..<60 as Range<UInt64>)
    func randomProfiles(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let count = Int.random(in: 0...400, using: &generator)
        let steps: [Double] = (0..<count).map { _ in
            switch Int.random(in: 0..<12, using: &generator) {
            case 0: .nan
            case 1: 0
            default: .random(in: -255...255, using: &generator) * .random(in: 0...1, using: &generator)
            }
        }
        let minimum = [0.0, 6, 40, -3][Int(seed % 4)]
        let candidates = steps.enumerated().filter { $0.element.isFinite && $0.element != 0 && abs($0.element) >= minimum }
        guard let found = RecordLocator.labelStep(in: steps, atLeast: minimum) else {
            #expect(candidates.isEmpty, "seed \(seed)")
            return
        }
        let strongest = candidates.map { abs($0.element) }.max() ?? 0
        #expect(steps.indices.contains(found.radius) && steps[found.radius] == found.step, "seed \(seed)")
        #expect(abs(found.step) >= minimum, "seed \(seed)")
        if abs(found.step) < strongest {
            // Only a drop inside the strongest step, a rise, strong enough, replaces it.
            let rise = candidates.first { abs($0.element) == strongest }
            #expect(rise.map { $0.element > 0 } == true, "seed \(seed)")
            #expect(found.step < 0 && -found.step >= strongest * RecordLocator.discDropShare, "seed \(seed)")
            if let rise {
                let share = Double(found.radius) / Double(rise.offset)
                #expect(RecordLocator.discInnerShare.contains(share), "seed \(seed): \(share)")
            }
        } else {
            // The strongest itself: the first of equals.
            #expect(candidates.first { abs($0.element) == strongest }?.offset == found.radius, "seed \(seed)")
        }
    }

    /// A whole record in the frame on a bright table, the disc's edge a
    /// larger step than the label's.
    @Test("On a bright table the label, not the disc's edge",
          arguments: [(215 as UInt8, 2.96), (110, 2.96), (215, 2.0), (90, 2.4), (62, 2.96)])
    func aRecordOnABrightTable(label: UInt8, disc: Double) throws {
        var record = RecordImageBuilder(width: 460, height: 420, center: Point(x: 235, y: 205), labelRadius: 60)
        record.recordRadius = disc
        record.tableBrightness = 250
        record.labelBrightness = label
        let location = try #require(RecordLocator(workingSize: 460).locate(in: record.image()), "\(label) \(disc)")
        #expect(hypot(location.band.center.x - 235, location.band.center.y - 205) < 2, "\(label) \(disc): \(location.band)")
        #expect(abs(location.labelRadius - 60) < 2, "\(label) \(disc): label \(location.labelRadius)")
    }

    /// The whole radii a label's edge may take inside a disc: within its
    /// shares of the disc's radius, the outermost and innermost of them
    /// included, none where no whole radius lies there.
    @Test func labelRadiiInsideADiscAreItsSharesRoundedInward() throws {
        #expect(RecordLocator.labelRadii(insideDiscOf: 200) == 50...130)
        #expect(RecordLocator.labelRadii(insideDiscOf: 133) == 34...86)
        #expect(RecordLocator.labelRadii(insideDiscOf: 0) == 0...0 && RecordLocator.labelRadii(insideDiscOf: 2) == 1...1)
        for radius in [-5, -1, 1] { #expect(RecordLocator.labelRadii(insideDiscOf: radius) == nil, "\(radius)") }
        for radius in 2...1000 {
            let radii = try #require(RecordLocator.labelRadii(insideDiscOf: radius), "\(radius)")
            let share = RecordLocator.discInnerShare
            #expect(Double(radii.lowerBound) >= Double(radius) * share.lowerBound, "\(radius)")
            #expect(Double(radii.lowerBound - 1) < Double(radius) * share.lowerBound, "\(radius)")
            #expect(Double(radii.upperBound) <= Double(radius) * share.upperBound, "\(radius)")
            #expect(Double(radii.upperBound + 1) > Double(radius) * share.upperBound, "\(radius)")
        }
    }
}
