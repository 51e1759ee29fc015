import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// The engine reads capitals by default and mixed case on request, and one
/// request never changes the next.
@Suite("TesseractEngine")
struct TesseractEngineTests {
    /// `text` in ``LetterFont`` dots, dark on white, 42 pixels tall.
    static func drawn(_ text: String) -> GrayImage {
        let scale = 6
        let advance = (LetterFont.width + 2) * scale
        let margin = 20
        var image = ImageBuilder.blank(width: 2 * margin + advance * text.count, height: 2 * margin + LetterFont.height * scale, fill: 255)
        for (index, character) in text.enumerated() {
            for (row, line) in (LetterFont.dots[character] ?? []).enumerated() {
                for (column, dot) in line.enumerated() where dot == "#" {
                    for y in 0..<scale {
                        for x in 0..<scale { image[margin + index * advance + column * scale + x, margin + row * scale + y] = 0 }
                    }
                }
            }
        }
        return image
    }

    @Test func aMixedCaseReadingLeavesTheNextInCapitals() throws {
        let engine = try TesseractEngine(tessdata: TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment))
        let image = Self.drawn("TML 4015")
        let before = engine.recognizeLine(in: image)
        #expect(!before.text.isEmpty, "the test image reads as something")
        #expect(before.text.allSatisfy { !$0.isLowercase }, "\(before.text)")
        let mixed = engine.recognizeLine(in: image, mixedCase: true)
        #expect(!mixed.text.isEmpty)
        let after = engine.recognizeLine(in: image)
        #expect(after.text == before.text && after.confidence == before.confidence, "\(before.text) then \(after.text)")
        #expect(TesseractEngine.mixedCaseWhitelist.hasPrefix(TesseractEngine.characterWhitelist))
    }

    @Test func anEmptyImageReadsAsNothingEitherWay() throws {
        let engine = try TesseractEngine(tessdata: TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment))
        for mixedCase in [false, true] {
            let line = engine.recognizeLine(in: GrayImage(width: 0, height: 0), mixedCase: mixedCase)
            #expect(line.text.isEmpty && line.words.isEmpty && line.confidence == 0)
        }
    }
}
