import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// The engine reads capitals by default and mixed case on request, and one
/// request never changes the next.
@Suite("TesseractEngine")
struct TesseractEngineTests {
    @Test func aMixedCaseReadingLeavesTheNextInCapitals() throws {
        let engine = try TesseractEngine(tessdata: TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment))
        let image = LetterImage.drawn("TML 4015", margin: 20).image
        let before = engine.recognizeLine(in: image)
        #expect(!before.text.isEmpty, "the test image reads as something")
        #expect(before.text.allSatisfy { !$0.isLowercase }, "\(before.text)")
        let mixed = engine.recognizeLine(in: image, mixedCase: true)
        #expect(!mixed.text.isEmpty)
        let after = engine.recognizeLine(in: image)
        #expect(after.text == before.text && after.confidence == before.confidence, "\(before.text) then \(after.text)")
        #expect(TesseractEngine.mixedCaseWhitelist.hasPrefix(TesseractEngine.characterWhitelist))
    }

    /// The word lists are read only while the engine starts: set later they
    /// did nothing. Tesseract's inverted retry is off.
    @Test func theWordListsAndTheInvertedRetryAreOff() throws {
        let engine = try TesseractEngine(tessdata: TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment))
        for name in TesseractEngine.dictionaries + ["tessedit_do_invert"] {
            #expect(engine.boolSetting(name) == false, "\(name)")
        }
        #expect(engine.boolSetting("no_such_setting") == nil)
    }

    @Test func anEmptyImageReadsAsNothingEitherWay() throws {
        let engine = try TesseractEngine(tessdata: TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment))
        for mixedCase in [false, true] {
            let line = engine.recognizeLine(in: GrayImage(width: 0, height: 0), mixedCase: mixedCase)
            #expect(line.text.isEmpty && line.words.isEmpty && line.confidence == 0)
        }
    }

    /// A model file that is not one (a few bytes, or the real model cut
    /// short) is an error saying so, never a crash: the failed start once
    /// freed the engine twice.
    @Test("A damaged eng.traineddata is an engineFailed error", arguments: DamagedModelFolder.kinds)
    func damagedModelThrows(kind: String) throws {
        let real = try TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment)
        let folder = try DamagedModelFolder.make(
            holding: "eng.traineddata", kind: kind, realModel: real.directory.appendingPathComponent("eng.traineddata"),
            keptBytes: 100_000)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            _ = try TesseractEngine(tessdata: TessdataLocation(directory: folder))
        } throws: { error in
            guard case RecognizeError.engineFailed(let message) = error else { return false }
            return message.contains("damaged") && message.contains(folder.path)
        }
    }
}
