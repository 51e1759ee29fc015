import Foundation
import RunoutOCR
import Testing

/// Where the model is looked for, and what is said when `TESSDATA_PREFIX`
/// is passed over.
@Suite("TessdataLocation")
struct TessdataLocationTests {
    /// A folder holding an `eng.traineddata` (empty: only its presence is read).
    static func modelFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-tessdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("eng.traineddata"))
        return folder
    }

    @Test("An explicit folder wins; TESSDATA_PREFIX or its tessdata folder comes next")
    func searchOrder() throws {
        let model = try Self.modelFolder()
        defer { try? FileManager.default.removeItem(at: model) }
        let explicit = try TessdataLocation.resolve(explicit: model.path, environment: ["TESSDATA_PREFIX": "/nope"])
        #expect(explicit.directory.path == model.path)
        let prefixed = try TessdataLocation.resolve(explicit: nil, environment: ["TESSDATA_PREFIX": model.path])
        #expect(prefixed.directory.path == model.path)
        // A prefix whose tessdata folder holds the model (the layout tesseract's own builds use).
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-prefix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: try Self.modelFolder(), to: base.appendingPathComponent("tessdata"))
        let inside = try TessdataLocation.resolve(explicit: nil, environment: ["TESSDATA_PREFIX": base.path])
        #expect(inside.directory.lastPathComponent == "tessdata")
        #expect(TessdataLocation.passedOverPrefix(explicit: nil, environment: ["TESSDATA_PREFIX": base.path], location: inside) == nil)
    }

    @Test("An explicit folder without a model is an error naming it, never a fall-back")
    func explicitMissing() {
        #expect(throws: RecognizeError.modelMissing(["/no/such/folder"])) {
            try TessdataLocation.resolve(explicit: "/no/such/folder", environment: [:])
        }
    }

    @Test("A prefix passed over is noted; one used, unset, empty or beside an explicit folder is not", arguments: [
        (nil as String?, ["TESSDATA_PREFIX": "/nope"], true),
        (nil, ["TESSDATA_PREFIX": ""], false),
        (nil, [:], false),
        ("/elsewhere", ["TESSDATA_PREFIX": "/nope"], false),
    ])
    func passedOver(explicit: String?, environment: [String: String], noted: Bool) throws {
        let model = try Self.modelFolder()
        defer { try? FileManager.default.removeItem(at: model) }
        let location = TessdataLocation(directory: model)
        let note = TessdataLocation.passedOverPrefix(explicit: explicit, environment: environment, location: location)
        #expect((note != nil) == noted, "\(String(describing: note))")
        if let note {
            #expect(note.contains("TESSDATA_PREFIX=/nope") && note.contains(model.path))
        }
        // The prefix itself, written with a trailing slash, was used: nothing to say.
        #expect(TessdataLocation.passedOverPrefix(explicit: nil, environment: ["TESSDATA_PREFIX": model.path + "/"], location: location) == nil)
    }
}
