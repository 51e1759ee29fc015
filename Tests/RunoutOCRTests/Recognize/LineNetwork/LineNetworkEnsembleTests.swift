import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Several trained networks read as one (``LineNetwork/init(joining:)``):
/// each frame's distribution is their renormalised geometric mean, the
/// softmax of their mean logits.
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

    /// Each frame's renormalised geometric mean of the members' softmaxes.
    static func geometricMean(_ runs: [[Float]], classes: Int) -> [Float] {
        let softmaxes = runs.map { CTCDecoding.softmax($0, classes: classes) }
        let frames = (softmaxes.map(\.count).min() ?? 0) / classes
        var joined: [Float] = []
        for frame in 0..<frames {
            let row = (0..<classes).map { k in
                softmaxes.reduce(Float(1)) { $0 * $1[frame * classes + k] }
            }.map { Float(pow(Double($0), 1 / Double(runs.count))) }
            let total = row.reduce(0, +)
            joined += row.map { $0 / total }
        }
        return joined
    }

    @Test func theMeanLogitsGiveTheRenormalisedGeometricMean() {
        // Logits of 0.5 / 0.5 and 0.9 / 0.1: √(0.5 · 0.9) : √(0.5 · 0.1) is 0.75 : 0.25.
        let mean = LineNetwork.meanLogits([[0, 0], [log(Float(0.9)), log(Float(0.1))]])
        let joined = CTCDecoding.softmax(mean, classes: 2)
        #expect(abs(joined[0] - 0.75) < 1e-5 && abs(joined[1] - 0.25) < 1e-5, "\(joined)")
        // One run is itself.
        #expect(LineNetwork.meanLogits([[1, -2, 3.5]]) == [1, -2, 3.5])
    }

    /// Over seeded logits of two to four members, the softmax of the mean
    /// logits is the members' renormalised geometric mean, frame by frame,
    /// and each frame a distribution.
    @Test(arguments: 1...40)
    func theSoftmaxOfTheMeanIsTheGeometricMean(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let classes = Int.random(in: 1...6, using: &generator)
        let frames = Int.random(in: 1...5, using: &generator)
        let runs = (0..<Int.random(in: 2...4, using: &generator)).map { _ in
            (0..<(classes * frames)).map { _ in Float.random(in: -12...12, using: &generator) }
        }
        let joined = CTCDecoding.softmax(LineNetwork.meanLogits(runs), classes: classes)
        let expected = Self.geometricMean(runs, classes: classes)
        #expect(joined.count == classes * frames && expected.count == joined.count)
        #expect(zip(joined, expected).allSatisfy { abs($0 - $1) < 1e-4 }, "\(runs)")
        for frame in 0..<frames {
            let values = joined[(frame * classes)..<((frame + 1) * classes)]
            #expect(values.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 })
            #expect(abs(values.reduce(0, +) - 1) < 1e-4)
        }
    }

    /// A class one network is sure of and the other doubts comes out less
    /// sure than the first said, and surer than the second.
    @Test func doubtLowersCertainty() {
        let sure: [Float] = [log(0.98), log(0.02)]
        let doubtful: [Float] = [log(0.4), log(0.6)]
        let joined = CTCDecoding.softmax(LineNetwork.meanLogits([sure, doubtful]), classes: 2)
        #expect(joined[0] < 0.98 && joined[0] > 0.4)
    }

    /// Degenerate logits (infinities, NaN, extremes) are averaged as they
    /// are: the mean is what the arithmetic gives, never a trap.
    @Test func extremeLogitsAverageWithoutTrapping() {
        let mean = LineNetwork.meanLogits([[.infinity, -.infinity, .nan, 1e30], [1, 1, 1, 1e30]])
        #expect(mean.count == 4)
        #expect(mean[0] == .infinity && mean[1] == -.infinity && mean[2].isNaN && mean[3] == 1e30)
    }

    @Test func noRunsOrAnEmptyRunGiveNothingAndUnequalRunsAreCut() {
        #expect(LineNetwork.meanLogits([]).isEmpty)
        #expect(LineNetwork.meanLogits([[0.5, 0.5], []]).isEmpty)
        let cut = LineNetwork.meanLogits([[1, 2, 3, 4], [3, 4]])
        #expect(cut == [2, 3])
    }
}
