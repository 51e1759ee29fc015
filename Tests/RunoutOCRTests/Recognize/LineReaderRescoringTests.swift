import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// The network weighing both models' readings of a segment when neither
/// verdict was accepted (``LineReader/rescored(english:byHand:_:in:hand:runs:)``),
/// on segments cut from generated photos (`Fixtures/network/segments`).
@Suite("LineReader rescoring")
struct LineReaderRescoringTests {
    /// (segment, its line, near misses of it the two models might read)
    static let cases: [(String, String, [String])] = [
        ("s23-noring-03-0.png", "SW3-63619-B8", ["SW3-68619-B8", "SW3-63619-B3", "SW3-63649-B8"]),
        ("s137-clean-04-1.png", "PAL-984204-3F", ["PAL-984264-3F", "PAL-984204-3E", "PAI-984204-3F"]),
        ("s13-hard-05-glare-grooves-triangle-4.png", "GY-570446-C", ["GY-570448-C", "CY-570446-C", "GY-570446-G"]),
    ]

    static func outcome(_ readings: [String], confidence: Double, inward: Bool = false) throws -> LineReader.Outcome {
        let verdict = try #require(LineVerdict.judge(readings.map { ($0, confidence) }))
        return LineReader.Outcome(verdict: verdict, inward: inward, image: GrayImage(width: 0, height: 0), log: "")
    }

    static func segment(_ file: String) throws -> (PreparedStrip, TextSegment) {
        let url = FixturePaths.fixtures.appendingPathComponent("network/segments/\(file)")
        return try LineReaderHandTests.strip(holding: ImageDecoder().decode(contentsOf: url))
    }

    /// Neither verdict accepted, the right text one reading among near
    /// misses: the network finds it the likeliest, surely, and it is
    /// reported as the network's verdict, corroborated.
    @Test(arguments: LineReaderRescoringTests.cases)
    func theRightReadingAmongNearMissesIsTaken(file: String, text: String, misses: [String]) throws {
        let (strip, segment) = try Self.segment(file)
        let network = try #require(HandModel.bundled()).network()
        let english = try Self.outcome([misses[0], misses[1], misses[0]], confidence: 0.4)
        let byHand = try Self.outcome([text, misses[2], text], confidence: 0.5)
        try #require(english.verdict?.isAccepted == false && byHand.verdict?.isAccepted == false)
        let result = LineReader().rescored(english: english, byHand: byHand, segment, in: strip, hand: network)
        let taken = try #require(result.taken, "\(file): \(result.log)")
        #expect(taken.verdict?.line.text == text && taken.verdict?.isAccepted == true && taken.verdict?.corroborated == true)
        #expect(!taken.inward)
        #expect(result.log.hasPrefix("out '\(text)' "), "\(result.log)")
        for miss in misses { #expect(result.log.contains("'\(miss)'"), "\(miss) was scored") }

        // Every candidate scores lower than the line; a text the network
        // has no glyph for cannot be scored.
        let scores = LineReader().networkLogLikelihoods(
            of: [text] + misses + ["sw3"], segment, in: strip, polarity: 1, inward: false, hand: network)
        #expect(scores.dropFirst().dropLast().allSatisfy { $0 < scores[0] - RescoredReading.leastMargin })
        #expect(scores.last == -.infinity)
    }

    /// The same readings taken the wrong way up: the network reads the
    /// line turned over, and no reading is sure.
    @Test(arguments: LineReaderRescoringTests.cases)
    func readingsTheWrongWayUpAreNotTaken(file: String, text: String, misses: [String]) throws {
        let (strip, segment) = try Self.segment(file)
        let network = try #require(HandModel.bundled()).network()
        let english = try Self.outcome([misses[0], misses[1], misses[0]], confidence: 0.4, inward: true)
        let byHand = try Self.outcome([text, misses[2], text], confidence: 0.5, inward: true)
        let result = LineReader().rescored(english: english, byHand: byHand, segment, in: strip, hand: network)
        #expect(result.taken == nil, "\(file): \(result.log)")
        #expect(result.log.hasPrefix("in "))
    }

    /// Candidates none of which could be taken (short codes, initials) are
    /// not scored at all; nor is anything without a verdict.
    @Test func nothingThatCouldBeTakenIsNotScored() throws {
        let (strip, segment) = try Self.segment(Self.cases[0].0)
        let network = try #require(HandModel.bundled()).network()
        let short = try Self.outcome(["SW3", "SW8", "SW3"], confidence: 0.5)
        let initials = try Self.outcome(["S.W.", "S.V.", "S.W."], confidence: 0.5)
        let result = LineReader().rescored(english: initials, byHand: short, segment, in: strip, hand: network)
        #expect(result.taken == nil && result.log.isEmpty)
        let none = LineReader.Outcome(verdict: nil, inward: false, image: GrayImage(width: 0, height: 0), log: "")
        let neither = LineReader().rescored(english: none, byHand: none, segment, in: strip, hand: network)
        #expect(neither.taken == nil && neither.log.isEmpty)
    }

    /// An empty image scores every text `-infinity`.
    @Test func anEmptyImageScoresNothing() throws {
        let network = try #require(HandModel.bundled()).network()
        let scores = network.logLikelihoods(of: ["SW3-63619-B8", ""], in: GrayImage(width: 0, height: 0))
        #expect(scores == [-.infinity, -.infinity])
        #expect(network.logLikelihoods(of: [], in: GrayImage(width: 10, height: 10)).isEmpty)
    }
}
