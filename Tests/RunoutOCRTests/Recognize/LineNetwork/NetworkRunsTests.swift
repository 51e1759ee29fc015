import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// The network's runs kept for one segment's read (``NetworkRuns``).
@Suite("NetworkRuns")
struct NetworkRunsTests {
    static func segmentImage(_ file: String) throws -> GrayImage {
        let url = FixturePaths.fixtures.appendingPathComponent("network/segments/\(file)")
        return try ImageDecoder().decode(contentsOf: url)
    }

    /// Reading an image and weighing texts against it runs the network
    /// once, and gives what the network gives on its own.
    @Test func anImageIsRunOnceAndReadTheSame() throws {
        let network = try #require(HandModel.bundled()).network()
        let image = try Self.segmentImage("s137-clean-04-1.png")
        let runs = NetworkRuns(network)
        let read = runs.recognizeLine(in: image, mixedCase: false)
        #expect(runs.count == 1)
        let texts = [read.text, "PAL-984204-3F", "PAL-984264-3F", "", "lower"]
        let kept = runs.logLikelihoods(of: texts, in: image)
        #expect(runs.count == 1, "the weighing reuses the reading's run")
        #expect(read == network.recognizeLine(in: image))
        #expect(kept == network.logLikelihoods(of: texts, in: image))
        _ = runs.recognizeLine(in: image.rotatedHalfTurn(), mixedCase: false)
        #expect(runs.count == 2, "another image is another run")
        #expect(runs.readsLowerCase == network.readsLowerCase && runs.wantsGlyphChecks == network.wantsGlyphChecks)
    }

    /// An empty image is never run: no reading, every text impossible.
    @Test func anEmptyImageIsNotRun() throws {
        let network = try #require(HandModel.bundled()).network()
        let runs = NetworkRuns(network)
        let empty = GrayImage(width: 0, height: 0)
        #expect(runs.recognizeLine(in: empty, mixedCase: false).text.isEmpty)
        #expect(runs.logLikelihoods(of: ["A1", ""], in: empty) == [-.infinity, -.infinity])
        #expect(runs.count == 0)
    }

    /// The reader's weighing with the runs its reading kept scores every
    /// candidate exactly as without them.
    @Test func weighingWithKeptRunsIsTheSame() throws {
        let (strip, segment) = try LineReaderRescoringTests.segment("s23-noring-03-0.png")
        let network = try #require(HandModel.bundled()).network()
        let reader = LineReader()
        let runs = NetworkRuns(network)
        let byHand = reader.networkReader.read(segment, in: strip, polarity: segment.polarity, engine: runs, onlyInward: false)
        let before = runs.count
        #expect(before >= 2)
        let english = try LineReaderRescoringTests.outcome(["SW3-68619-B8", "SW3-63619-B3", "SW3-68619-B8"], confidence: 0.4)
        let shared = reader.rescored(english: english, byHand: byHand, segment, in: strip, hand: network, runs: runs)
        let alone = reader.rescored(english: english, byHand: byHand, segment, in: strip, hand: network)
        #expect(shared.log == alone.log && !shared.log.isEmpty)
        #expect(shared.taken?.verdict == alone.taken?.verdict)
        #expect(runs.count <= 3, "the weighing ran only heights the reading had not")
    }
}
