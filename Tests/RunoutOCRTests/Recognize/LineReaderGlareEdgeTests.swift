import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// The network reading a line whose polarity a glare's edge turns part way
/// along (``LineReader/read(_:in:engine:hand:glare:)``).
@Suite("LineReader across a glare's edge")
struct LineReaderGlareEdgeTests {
    /// The strip of a segment the network reads right on its own, with the
    /// scores of every column from `turnedFrom` on negated: the letters
    /// there dark on a glare, the rest light on the wax.
    static func turnedStrip(_ file: String, turnedFrom share: Double) throws -> (PreparedStrip, TextSegment) {
        let url = FixturePaths.fixtures.appendingPathComponent("network/segments/\(file)")
        let image = try ImageDecoder().decode(contentsOf: url)
        var (strip, segment) = try LineReaderHandTests.strip(holding: image)
        let edge = segment.columns.lowerBound + Int(Double(segment.columns.count) * share)
        for y in 0..<strip.height {
            for x in edge..<strip.width { strip.scores[y * strip.width + x].negate() }
        }
        segment.mass = 1
        return (strip, segment)
    }

    @Test(arguments: LineReaderTurnedOverTests.segments)
    func aLineTurnedByAGlareIsReadWhole(file: String, text: String) throws {
        let network = try #require(HandModel.bundled()).network()
        let (strip, segment) = try Self.turnedStrip(file, turnedFrom: 0.45)
        #expect(ColumnPolarity.mixedSigns(of: segment, in: strip, strong: LineReader.strongScore) != nil)
        let read = LineReader().read(
            segment, in: strip, engine: LineReaderTurnedOverTests.UnsureReading(), hand: network, glare: true)
        #expect(read.verdict?.line.text == text, "\(file): \(read.log)")
        #expect(read.verdict?.isAccepted == true)
    }

    /// Without a glare the strip is read as found: a stamped letter's
    /// shadow can look like a turn there. The half turned away is lost.
    @Test(arguments: LineReaderTurnedOverTests.segments)
    func withoutAGlareTheLineIsReadAsFound(file: String, text: String) throws {
        let network = try #require(HandModel.bundled()).network()
        let (strip, segment) = try Self.turnedStrip(file, turnedFrom: 0.45)
        let read = LineReader().read(
            segment, in: strip, engine: LineReaderTurnedOverTests.UnsureReading(), hand: network, glare: false)
        #expect(read.verdict?.line.text != text, "\(file): \(read.log)")
    }
}
