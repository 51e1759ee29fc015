import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Finding the shipped hand-scratched model, starting an engine with it, and
/// the errors a missing or damaged one gives.
@Suite("HandModel")
struct HandModelTests {
    @Test("The resource folder beside the executable is searched first, then the source tree",
          arguments: ["/", "/usr/local/bin", "/tmp/a folder with spaces/bin", "relative/bin"])
    func searchOrder(executable: String) {
        let directory = URL(fileURLWithPath: executable, isDirectory: true)
        let source = "/checkout/Sources/RunoutOCR/Recognize/HandModel.swift"
        let candidates = HandModel.candidateDirectories(besides: directory, sourceFile: source)
        #expect(candidates.count == 2)
        #expect(candidates.first == directory.appendingPathComponent("deadwax_RunoutOCR.resources", isDirectory: true))
        #expect(candidates.last?.path == "/checkout/Sources/RunoutOCR/Resources")
    }

    /// Called from any file, the source-tree candidate is RunoutOCR's own
    /// `Resources` folder, which holds the model: a binary copied away
    /// from its build still finds it there.
    @Test func theSourceTreeCandidateIsRunoutOCRsWhoeverAsks() throws {
        let nowhere = URL(fileURLWithPath: "/nonexistent/bin", isDirectory: true)
        let source = try #require(HandModel.candidateDirectories(besides: nowhere).last)
        #expect(source.path.hasSuffix("/Sources/RunoutOCR/Resources"), "\(source.path)")
        let found = try #require(HandModel.bundled(besides: nowhere), "the model is in \(source.path)")
        #expect(found.directory.path == source.path)
        #expect(HandModel.missingNote(besides: nowhere).contains(source.path + ";"))
    }

    @Test func theShippedModelIsFoundAndIsATesseractModel() throws {
        let model = try #require(HandModel.bundled(), "deadwax-hand.traineddata is beside the test build or in the source tree")
        let file = model.directory.appendingPathComponent(HandModel.fileName)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect(size > 100_000, "\(file.path) holds \(size) bytes")
        let engine = try TesseractEngine(handModel: model)
        #expect(!engine.readsLowerCase)
        let image = LetterImage.drawn("TML 4015", margin: 20).image
        let line = engine.recognizeLine(in: image)
        #expect(!line.text.isEmpty, "the hand model reads the test image as something")
        #expect(line.text.allSatisfy { $0 == " " || $0.isUppercase || $0.isNumber || "-./&".contains($0) }, "\(line.text)")
        // A mixed-case request changes nothing: the model has no lower case.
        #expect(engine.recognizeLine(in: image, mixedCase: true).text.allSatisfy { !$0.isLowercase })
        let english = try TesseractEngine(tessdata: TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment))
        #expect(english.readsLowerCase)
    }

    @Test func noModelInAnyCandidateIsNil() throws {
        let manager = FileManager.default
        let empty = manager.temporaryDirectory.appendingPathComponent("deadwax-hand-\(UUID().uuidString)")
        try manager.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: empty) }
        let nowhere = empty.appendingPathComponent("Sources/RunoutOCR/Recognize/HandModel.swift").path
        #expect(HandModel.bundled(besides: empty, sourceFile: nowhere) == nil)
        // Loading it for a command says so, with the note, once.
        var notes: [String] = []
        #expect(HandModel.bundled(besides: empty, sourceFile: nowhere) { notes.append($0) } == nil)
        #expect(notes == [HandModel.missingNote(besides: empty, sourceFile: nowhere)])
        // The file in the first candidate is found there.
        let resources = empty.appendingPathComponent("deadwax_RunoutOCR.resources")
        try manager.createDirectory(at: resources, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: resources.appendingPathComponent(HandModel.fileName))
        #expect(HandModel.bundled(besides: empty, sourceFile: nowhere)?.directory.standardizedFileURL.path
            == resources.standardizedFileURL.path)
        // Found, there is nothing to say.
        #expect(HandModel.bundled(besides: empty, sourceFile: nowhere) { notes.append($0) } != nil)
        #expect(notes.count == 1)
    }

    @Test func missingNoteNamesTheFileEveryFolderAndTheWayBack() {
        let directory = URL(fileURLWithPath: "/opt/deadwax/bin", isDirectory: true)
        let note = HandModel.missingNote(besides: directory, sourceFile: "/checkout/Sources/RunoutOCR/Recognize/HandModel.swift")
        #expect(note.hasPrefix(HandModel.fileName + " is in none of "))
        #expect(note.contains("/opt/deadwax/bin/deadwax_RunoutOCR.resources, /checkout/Sources/RunoutOCR/Resources;"))
        #expect(note.contains("English model only"))
        #expect(note.contains("rebuild deadwax"))
        #expect(!note.hasSuffix("\n"))
    }

    /// A damaged model is an error naming the file and the way out, never a crash.
    @Test("A damaged hand model is an engineFailed error", arguments: DamagedModelFolder.kinds)
    func damagedModelThrows(kind: String) throws {
        let real = try #require(HandModel.bundled())
        let folder = try DamagedModelFolder.make(
            holding: HandModel.fileName, kind: kind, realModel: real.directory.appendingPathComponent(HandModel.fileName),
            keptBytes: 50_000)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            _ = try TesseractEngine(handModel: HandModel(directory: folder))
        } throws: { error in
            guard case RecognizeError.engineFailed(let message) = error else { return false }
            return message.contains(HandModel.fileName) && message.contains(folder.path) && message.contains("--no-hand-model")
        }
    }
}
