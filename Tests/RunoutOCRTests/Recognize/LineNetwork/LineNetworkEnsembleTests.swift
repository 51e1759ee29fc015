import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Several trained networks read as one (``LineNetwork/init(joining:)``):
/// each frame's distribution is their renormalised geometric mean.
@Suite("LineNetwork ensemble")
struct LineNetworkEnsembleTests {
    static func tinyBytes() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: FixturePaths.fixtures.appendingPathComponent("network/tiny.weights")))
    }

    static func tiny() throws -> LineNetwork {
        try LineNetwork(weights: NetworkWeights(bytes: tinyBytes()))
    }

    /// A line of ink strokes on white, the same for every test.
    static func strokes(width: Int = 160) -> GrayImage {
        var image = GrayImage(width: width, height: 48, fill: 255)
        for x in stride(from: 10, to: width - 10, by: 14) {
            for y in 16..<32 {
                image[x, y] = 0
                image[x + 1, y] = 0
            }
        }
        return image
    }

    @Test func aNetworkJoinedWithItselfReadsAsItDoes() throws {
        let single = try Self.tiny()
        let pair = try LineNetwork(joining: [single, single])
        #expect(single.members.count == 1 && pair.members.count == 2)
        #expect(pair.alphabet == single.alphabet && pair.inputHeight == single.inputHeight)
        let image = Self.strokes()
        let alone = single.probabilities(for: image)
        let joined = pair.probabilities(for: image)
        #expect(joined.frames == alone.frames && joined.values.count == alone.values.count)
        let worst = zip(alone.values, joined.values).map { abs($0 - $1) }.max() ?? .infinity
        #expect(worst < 1e-5, "largest difference: \(worst)")
        #expect(pair.recognizeLine(in: image).text == single.recognizeLine(in: image).text)
        // Joining ensembles flattens them.
        #expect(try LineNetwork(joining: [pair, single]).members.count == 3)
    }

    @Test func joiningNoNetworkIsAnError() {
        #expect(throws: LineNetworkError.self) { try LineNetwork(joining: []) }
    }

    /// Networks whose classes mean different characters cannot be averaged.
    @Test func joiningNetworksOfOtherAlphabetsIsAnError() throws {
        var bytes = try Self.tinyBytes()
        // "DWLN", version, input height, then the alphabet's UTF-8 length
        // and bytes: its first character becomes another one of one byte.
        let first = 14
        try #require(bytes.count > first && bytes[first] < 0x80)
        bytes[first] = bytes[first] == UInt8(ascii: "#") ? UInt8(ascii: "%") : UInt8(ascii: "#")
        let other = try LineNetwork(weights: NetworkWeights(bytes: bytes))
        let tiny = try Self.tiny()
        try #require(other.alphabet != tiny.alphabet)
        #expect {
            try LineNetwork(joining: [tiny, other])
        } throws: { error in
            guard let error = error as? LineNetworkError, case .malformed(let detail) = error else { return false }
            return detail.contains("network 2")
        }
    }

    @Test func theJoinedDistributionIsTheRenormalisedGeometricMean() {
        // √(0.5 · 0.9) : √(0.5 · 0.1) = 0.6708 : 0.2236, which is 0.75 : 0.25.
        let joined = LineNetwork.joinedProbabilities([[0.5, 0.5], [0.9, 0.1]], classes: 2)
        #expect(joined.count == 2)
        #expect(abs(joined[0] - 0.75) < 1e-5 && abs(joined[1] - 0.25) < 1e-5)
        // One run is itself, renormalised.
        let alone = LineNetwork.joinedProbabilities([[0.2, 0.6, 0.2, 1, 1, 2]], classes: 3)
        let expected: [Float] = [0.2, 0.6, 0.2, 0.5, 0.5, 0.5].enumerated().map { $0.offset < 3 ? $0.element : 1.0 / 3 }
        #expect(zip(alone, expected).allSatisfy { abs($0 - $1) < 1e-5 }, "\(alone)")
    }

    /// A class one network is sure of and the other doubts comes out less
    /// sure than the first said, and surer than the second.
    @Test func doubtLowersCertainty() {
        let joined = LineNetwork.joinedProbabilities([[0.98, 0.02], [0.4, 0.6]], classes: 2)
        #expect(joined[0] < 0.98 && joined[0] > 0.4)
        // A class one network rules out entirely is not ruled out for both.
        let ruledOut = LineNetwork.joinedProbabilities([[1, 0], [0.5, 0.5]], classes: 2)
        #expect(ruledOut[1] < 1e-10 && ruledOut.allSatisfy(\.isFinite))
    }

    /// Whatever the runs hold (zeros, NaN, infinities, negatives, values
    /// over 1), each frame is a distribution: finite values in 0...1
    /// summing to 1.
    @Test(arguments: 1...40)
    func everyFrameIsADistribution(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let classes = Int.random(in: 1...6, using: &generator)
        let frames = Int.random(in: 1...5, using: &generator)
        let specials: [Float] = [0, .nan, .infinity, -.infinity, -1, 2, 1e-38, 1]
        let runs = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
            (0..<(classes * frames)).map { _ in
                Int.random(in: 0..<3, using: &generator) == 0
                    ? specials[Int.random(in: 0..<specials.count, using: &generator)]
                    : Float.random(in: 0...1, using: &generator)
            }
        }
        let joined = LineNetwork.joinedProbabilities(runs, classes: classes)
        #expect(joined.count == classes * frames)
        for frame in 0..<frames {
            let values = joined[(frame * classes)..<((frame + 1) * classes)]
            #expect(values.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }, "\(runs)")
            #expect(abs(values.reduce(0, +) - 1) < 1e-4, "\(runs)")
        }
    }

    @Test(arguments: [0, -1, -100])
    func noClassesGiveNothing(classes: Int) {
        #expect(LineNetwork.joinedProbabilities([[0.5, 0.5]], classes: classes).isEmpty)
    }

    @Test func noRunsOrAnEmptyRunGiveNothingAndUnequalRunsAreCut() {
        #expect(LineNetwork.joinedProbabilities([], classes: 2).isEmpty)
        #expect(LineNetwork.joinedProbabilities([[0.5, 0.5], []], classes: 2).isEmpty)
        // A run shorter than a frame gives no frame.
        #expect(LineNetwork.joinedProbabilities([[0.5]], classes: 2).isEmpty)
        let cut = LineNetwork.joinedProbabilities([[0.5, 0.5, 0.9, 0.1], [0.5, 0.5]], classes: 2)
        #expect(cut.count == 2 && abs(cut[0] - 0.5) < 1e-6)
    }
}
