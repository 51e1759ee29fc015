import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// The network reading a segment the other way up from the English
/// model's rejected verdict (``LineReader/read(_:in:engine:hand:glare:)``).
@Suite("LineReader turned over")
struct LineReaderTurnedOverTests {
    /// Reads each image, either way up, as one of three matrices picked by
    /// its width: an English verdict that is not accepted, since its
    /// readings disagree, and says nothing true about the way up.
    struct UnsureReading: LineRecognizer {
        static let texts = ["WO-3-15", "MO-8-12", "WQ-5-75"]
        var readsLowerCase: Bool { false }
        var wantsGlyphChecks: Bool { false }
        func recognizeLine(in image: GrayImage, mixedCase: Bool) -> RecognizedLine {
            let text = Self.texts[image.width % Self.texts.count]
            let word = RecognizedLine.Word(
                text: text, confidence: 0.3, left: 0, right: image.width, top: 0, bottom: image.height, symbols: [])
            return RecognizedLine(text: text, confidence: 0.3, words: [word])
        }
    }

    /// Segments the network reads right on its own (`Fixtures/network/segments`).
    static let segments: [(String, String)] = [
        ("s23-clean-05-seam-0.png", "SHSP 1799 C-3U"),
        ("s137-clean-04-1.png", "PAL-984204-3F"),
    ]

    /// The line turned over in the strip: the English model's unsure
    /// verdict does not keep the network from reading it inward.
    @Test(arguments: LineReaderTurnedOverTests.segments)
    func aLineTurnedOverIsReadTheOtherWayUp(file: String, text: String) throws {
        let url = FixturePaths.fixtures.appendingPathComponent("network/segments/\(file)")
        let upright = try ImageDecoder().decode(contentsOf: url)
        let network = try #require(HandModel.bundled()).network()
        for inward in [false, true] {
            let (strip, segment) = try LineReaderHandTests.strip(holding: inward ? upright.rotatedHalfTurn() : upright)
            let english = LineReader().read(segment, in: strip, engine: UnsureReading())
            let englishVerdict = try #require(english.verdict)
            #expect(!englishVerdict.isAccepted)
            let read = LineReader().read(segment, in: strip, engine: UnsureReading(), hand: network)
            #expect(read.verdict?.line.text == text, "\(file) inward \(inward): \(read.log)")
            #expect(read.verdict?.isAccepted == true)
            #expect(read.inward == inward)
            // Read the English verdict's way first; turned over only when
            // that way up is wrong.
            let turnedOver = read.log.contains("hand turned over (taken)")
            #expect(turnedOver == (english.inward != inward), "\(read.log)")
        }
    }
}
