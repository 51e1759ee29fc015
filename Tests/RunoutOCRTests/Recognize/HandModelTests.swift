import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Finding the shipped hand model (the line network), loading it, what it
/// reads, and the errors a missing or damaged one gives.
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

    @Test func theShippedModelIsFoundAndIsALineNetwork() throws {
        let model = try #require(HandModel.bundled(), "\(HandModel.fileName) is beside the test build or in the source tree")
        let network = try model.network()
        #expect(!network.readsLowerCase)
        #expect(!network.wantsGlyphChecks, "its boxes are estimates; the glyph checks are the English model's")
        #expect(network.inputHeight == 48)
        #expect(network.alphabet.contains("Δ"), "the network reads the triangle of a triangle number itself")
        #expect(network.members.count == HandModel.fileNames.count, "one network per shipped file, read together")
        #expect(HandModel.fileNames.first == HandModel.fileName && Set(HandModel.fileNames).count == 2)
        let english = try TesseractEngine(tessdata: TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment))
        #expect(english.readsLowerCase)
        #expect(english.wantsGlyphChecks)
    }

    /// Segments as `deadwax scan --debug-dir` cut them from generated
    /// photos of sets the network never trained on (the bundled fixtures
    /// and seeds 7-139; `Fixtures/network/segments`, named for the set
    /// and the photo), with the line each holds. Eight are scratched, two
    /// were inward lines (turned upright), two hold a triangle number.
    static let segments: [(String, String)] = [
        ("fixtures-clean-10-scratched-1.png", "SRC"),
        ("fixtures-hard-05-glare-grooves-triangle-3.png", "Δ1771"),
        ("s13-hard-05-glare-grooves-triangle-4.png", "GY-570446-C"),
        ("s13-hard-12-inward-noise-seam-1.png", "A2"),
        ("s137-clean-04-1.png", "PAL-984204-3F"),
        ("s17-preview-08-fill-portrait-1.png", "MPO"),
        ("s23-clean-05-seam-0.png", "SHSP 1799 C-3U"),
        ("s23-noring-03-0.png", "SW3-63619-B8"),
        ("s7-clean-07-2.png", "DMM"),
        ("s7-hard-07-lowcontrast-inward-triangle-seam-0.png", "Δ79342"),
        ("w139-noring-11-1.png", "YRA"),
    ]

    /// The segments above read exactly: the shipped weights and the Swift
    /// network together, at the size the reader wrote them (letters of
    /// 28 px, shrunk by the network's framing). How well it reads
    /// segments in general is `deadwax eval`'s to measure.
    @Test(arguments: HandModelTests.segments)
    func theShippedModelReadsSegmentsOfPhotos(file: String, text: String) throws {
        let network = try #require(HandModel.bundled()).network()
        let url = FixturePaths.fixtures.appendingPathComponent("network/segments/\(file)")
        let image = try ImageDecoder().decode(contentsOf: url)
        let line = network.recognizeLine(in: image)
        #expect(line.text == text, "\(file)")
        #expect(line.confidence > 0 && line.confidence <= 1)
        // A mixed-case request changes nothing: the network has no lower case.
        #expect(network.recognizeLine(in: image, mixedCase: true).text == line.text)
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
        // The first file alone is not the model: every network of the ensemble is needed.
        let resources = empty.appendingPathComponent("deadwax_RunoutOCR.resources")
        try manager.createDirectory(at: resources, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: resources.appendingPathComponent(HandModel.fileName))
        #expect(HandModel.bundled(besides: empty, sourceFile: nowhere) == nil)
        // All the files in the first candidate are found there.
        for name in HandModel.fileNames {
            try Data("x".utf8).write(to: resources.appendingPathComponent(name))
        }
        #expect(HandModel.bundled(besides: empty, sourceFile: nowhere)?.directory.standardizedFileURL.path
            == resources.standardizedFileURL.path)
        // Found, there is nothing to say.
        #expect(HandModel.bundled(besides: empty, sourceFile: nowhere) { notes.append($0) } != nil)
        #expect(notes.count == 1)
    }

    @Test func missingNoteNamesTheFileEveryFolderAndTheWayBack() {
        let directory = URL(fileURLWithPath: "/opt/deadwax/bin", isDirectory: true)
        let note = HandModel.missingNote(besides: directory, sourceFile: "/checkout/Sources/RunoutOCR/Recognize/HandModel.swift")
        #expect(note.hasPrefix("deadwax-line.weights and deadwax-line-2.weights are in none of "))
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
            _ = try HandModel(directory: folder).network()
        } throws: { error in
            guard case RecognizeError.engineFailed(let message) = error else { return false }
            return message.contains(HandModel.fileName) && message.contains(folder.path) && message.contains("--no-hand-model")
        }
    }

    /// The second network damaged beside a sound first: the error names
    /// the second file.
    @Test("A damaged second network is an engineFailed error naming it", arguments: DamagedModelFolder.kinds)
    func damagedSecondNetworkThrows(kind: String) throws {
        let real = try #require(HandModel.bundled())
        let second = try #require(HandModel.fileNames.last)
        let folder = try DamagedModelFolder.make(
            holding: second, kind: kind, realModel: real.directory.appendingPathComponent(second), keptBytes: 50_000)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: real.directory.appendingPathComponent(HandModel.fileName), to: folder.appendingPathComponent(HandModel.fileName))
        #expect {
            _ = try HandModel(directory: folder).network()
        } throws: { error in
            guard case RecognizeError.engineFailed(let message) = error else { return false }
            return message.contains(folder.appendingPathComponent(second).path) && message.contains("--no-hand-model")
        }
    }

    @Test func aMissingModelFileIsAnEngineFailedError() throws {
        let folder = URL(fileURLWithPath: "/nonexistent/deadwax-models", isDirectory: true)
        #expect {
            _ = try HandModel(directory: folder).network()
        } throws: { error in
            guard case RecognizeError.engineFailed(let message) = error else { return false }
            return message.contains(folder.appendingPathComponent(HandModel.fileName).path)
        }
    }
}
