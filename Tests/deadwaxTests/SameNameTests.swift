import Foundation
import TestSupport
import Testing

@testable import deadwax

/// Two different files that a scan would report under one name: each is named
/// with its folder instead (``InputCollector/distinctlyNamed(_:notes:)``).
@Suite("Images of one name in different folders")
struct SameNameTests {
    static func found(_ relative: String, in folder: String) -> ScanInput {
        ScanInput(
            url: URL(fileURLWithPath: folder).appendingPathComponent(relative), displayPath: relative, folder: folder)
    }

    static func given(_ path: String) -> ScanInput {
        ScanInput(url: URL(fileURLWithPath: path), displayPath: path)
    }

    static func names(_ inputs: [ScanInput]) -> ([String], [String]) {
        var notes: [(path: String, message: String)] = []
        let named = InputCollector.distinctlyNamed(inputs, notes: &notes)
        return (named.map(\.displayPath), notes.map(\.path))
    }

    @Test("A name shared by files of two folders gets each folder; other names stay relative")
    func sharedNamesGetTheirFolders() {
        let (names, notes) = Self.names([
            Self.found("IMG_0001.jpg", in: "sideA"), Self.found("IMG_0001.jpg", in: "sideB"),
            Self.found("IMG_0002.jpg", in: "sideA"), Self.found("sub/x.png", in: "sideB"),
        ])
        #expect(names == ["IMG_0002.jpg", "sideA/IMG_0001.jpg", "sideB/IMG_0001.jpg", "sub/x.png"])
        #expect(notes == ["IMG_0001.jpg"])
    }

    @Test("A file given by its own path keeps it; the folder's file of that name takes its folder")
    func givenPathKeepsItsName() {
        let (names, _) = Self.names([Self.given("IMG_0001.jpg"), Self.found("IMG_0001.jpg", in: "photos/")])
        #expect(names == ["IMG_0001.jpg", "photos/IMG_0001.jpg"])
    }

    @Test("Without a shared name nothing changes, whatever the count", arguments: [0, 1, 2, 7])
    func distinctNamesAreUntouched(count: Int) {
        let inputs = (0..<count).map { Self.found("img-\($0).jpg", in: "folder-\($0 % 2)") }
        let (names, notes) = Self.names(inputs)
        #expect(names == inputs.map(\.displayPath))
        #expect(notes.isEmpty)
    }

    @Test("Seeded trees: every name is distinct after renaming, and each file is kept once", arguments: 0..<20 as Range<UInt64>)
    func seededTreesEndDistinct(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let folders = ["a", "b", "./c", "d/e/", "/abs"]
        var inputs: [ScanInput] = []
        var seen = Set<String>()
        for _ in 0..<Int.random(in: 0...30, using: &generator) {
            let folder = folders[Int.random(in: 0..<folders.count, using: &generator)]
            let relative = ["x.jpg", "y.png", "sub/x.jpg", "IMG_0001.jpg"][Int.random(in: 0..<4, using: &generator)]
            guard seen.insert(folder + "|" + relative).inserted else { continue }  // one file once, as once(_:notes:) leaves it
            inputs.append(Self.found(relative, in: folder))
        }
        var notes: [(path: String, message: String)] = []
        let named = InputCollector.distinctlyNamed(inputs, notes: &notes)
        #expect(named.count == inputs.count, "seed \(seed)")
        #expect(Set(named.map(\.displayPath)).count == named.count, "seed \(seed): \(named.map(\.displayPath))")
        #expect(Set(named.map(\.url)) == Set(inputs.map(\.url)), "seed \(seed): a file lost or added")
        #expect(named.map(\.displayPath) == named.map(\.displayPath).sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
    }

    @Test("A folder is joined with one slash, however it ends", arguments: [
        ("sideA", "sideA/x.jpg"), ("sideA/", "sideA/x.jpg"), ("sideA//", "sideA/x.jpg"), (".", "./x.jpg"),
        ("/", "/x.jpg"), ("//", "/x.jpg"), ("", "/x.jpg"),
    ])
    func joining(folder: String, expected: String) {
        #expect(InputCollector.joined(folder, "x.jpg") == expected)
    }
}

@Suite("Images of one name in different folders, end to end", .serialized)
struct SameNameRunTests {
    /// Two folders that hold different images under one name, and one more image.
    static func folders() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(prefix: "deadwax-same-name")
        let manager = FileManager.default
        let images = FixturePaths.images.appendingPathComponent("clean")
        for (side, image) in [("sideA", "clean-01-seam"), ("sideB", "clean-02")] {
            let into = folder.url.appendingPathComponent(side)
            try manager.createDirectory(at: into, withIntermediateDirectories: true)
            try manager.copyItem(at: images.appendingPathComponent("\(image).jpg"), to: into.appendingPathComponent("IMG_0001.jpg"))
        }
        try manager.copyItem(
            at: FixturePaths.fixtures.appendingPathComponent("hostile/png-grey.png"),
            to: folder.url.appendingPathComponent("sideA/IMG_0002.png"))
        return folder
    }

    static func files(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }.compactMap { $0["file"] as? String }
    }

    @Test("Scan names each image apart, merge takes the output, and shards merge to the whole scan")
    func scanMergeAndShards() throws {
        let folder = try Self.folders()
        defer { folder.remove() }
        let whole = try BinaryRunner.deadwax(["scan", "sideA", "sideB", "--format", "jsonl", "--jobs", "1", "--quiet"], in: folder.url)
        #expect(whole.status == 0, "\(whole.standardError)")
        #expect(Self.files(whole.standardOutput) == ["IMG_0002.png", "sideA/IMG_0001.jpg", "sideB/IMG_0001.jpg"])
        #expect(whole.standardError.contains("more than one file has this name"), "\(whole.standardError)")

        try Data(whole.standardOutput.utf8).write(to: folder.url.appendingPathComponent("whole.jsonl"))
        let merged = try BinaryRunner.deadwax(["merge", "whole.jsonl"], in: folder.url)
        #expect(merged.status == 0, "\(merged.standardError)")
        #expect(merged.standardOutput == whole.standardOutput)

        for shard in 0..<2 {
            let part = try BinaryRunner.deadwax(
                ["scan", "sideA", "sideB", "--shard", "\(shard)/2", "--format", "jsonl", "--jobs", "1", "--quiet"], in: folder.url)
            try Data(part.standardOutput.utf8).write(to: folder.url.appendingPathComponent("shard-\(shard).jsonl"))
        }
        let shards = try BinaryRunner.deadwax(["merge", "shard-0.jsonl", "shard-1.jsonl"], in: folder.url)
        #expect(shards.status == 0, "\(shards.standardError)")
        #expect(shards.standardOutput == whole.standardOutput)
    }
}
