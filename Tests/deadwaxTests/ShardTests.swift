import Foundation
import Testing

@testable import deadwax

/// `--shard K/N`: parsing, the fixed hash, and that the shards of a folder
/// together are exactly one single run.
@Suite("scan --shard")
struct ShardTests {
    @Test("FNV-1a 64 matches the published test vectors")
    func knownVectors() {
        #expect(StableHash.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(StableHash.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(StableHash.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test("K/N parses", arguments: [("0/1", 0, 1), ("3/7", 3, 7), ("0/4", 0, 4), ("99/100", 99, 100)])
    func parses(text: String, index: Int, count: Int) throws {
        let shard = try Shard(parsing: text, command: "scan")
        #expect(shard.index == index && shard.count == count)
        #expect(shard.description == text)
    }

    @Test("Malformed or out-of-range shards are usage errors that say what to type",
          arguments: ["", "1", "1/", "/4", "a/b", "4/4", "5/4", "-1/4", "0/0", "1/-2", "1/2/3", " 1/2"])
    func rejects(text: String) {
        #expect(throws: UsageError.self) { try Shard(parsing: text, command: "scan") }
        do {
            _ = try Shard(parsing: text, command: "scan")
        } catch {
            #expect(error.description.contains("--shard"), "\(text): \(error.description)")
            #expect(error.description.contains("0/"), "\(text): \(error.description)")
        }
    }

    @Test("Shards 0/N...N-1/N partition any list, keeping its order", arguments: 1...9)
    func partitions(count: Int) throws {
        let inputs = (0..<300).map { ScanInput(url: URL(fileURLWithPath: "/x/\($0).jpg"), displayPath: "f/\($0).jpg") }
        var seen: [ScanInput] = []
        for index in 0..<count {
            let shard = try #require(Shard(index: index, count: count))
            let part = shard.select(inputs)
            #expect(part == inputs.filter { shard.contains($0.displayPath) }, "shard \(shard) keeps input order")
            if count > 1 { #expect(part.count < inputs.count, "shard \(shard) holds everything") }
            seen += part
        }
        #expect(seen.count == inputs.count, "N=\(count): every image exactly once")
        #expect(Set(seen) == Set(inputs), "N=\(count)")
    }

    @Test("An image's shard depends on its own path only, not on the other files")
    func stableUnderAddingFiles() throws {
        let before = (0..<50).map { "2023/box-\($0 / 10)/sleeve-\($0).jpg" }
        let after = before + (0..<50).map { "2024/new-\($0).jpg" } + ["0000-first.jpg"]
        let shard = try #require(Shard(index: 1, count: 4))
        let inputsBefore = before.map { ScanInput(url: URL(fileURLWithPath: $0), displayPath: $0) }
        let inputsAfter = after.sorted().map { ScanInput(url: URL(fileURLWithPath: $0), displayPath: $0) }
        let kept = Set(shard.select(inputsBefore).map(\.displayPath))
        let keptAfter = Set(shard.select(inputsAfter).map(\.displayPath)).intersection(before)
        #expect(kept == keptAfter)
    }

    @Test("Pinned assignments: the split never changes between releases")
    func pinned() {
        // Changing the hash would move every file of a half-finished archive run.
        #expect(Shard.index(of: "clean/clean-02.jpg", count: 7) == Int(StableHash.fnv1a64("clean/clean-02.jpg") % 7))
        #expect(StableHash.fnv1a64("clean/clean-02.jpg") == Self.fnv("clean/clean-02.jpg"))
    }

    /// An independent FNV-1a 64 over the UTF-8 bytes, written the long way.
    static func fnv(_ text: String) -> UInt64 {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in Array(text.utf8) {
            hash = (hash ^ UInt64(byte)).multipliedReportingOverflow(by: 1_099_511_628_211).partialValue
        }
        return hash
    }
}

/// The end-to-end check of issue 8: the shards of a folder, scanned
/// separately, are together the single run, for N = 1...7.
@Suite("scan --shard end to end", .serialized)
struct ShardUnionTests {
    @Test("The union of --shard 0/N ... N-1/N equals the single run, N = 1...7")
    func unionEqualsSingleRun() throws {
        let folder = try WorkerFixture.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let single = try WorkerProcess.deadwax(["scan", ".", "--format", "jsonl", "-q", "--jobs", "2"], in: folder)
        #expect(single.status == 1, "the folder holds failing files: \(single.standardError)")
        let singleLines = WorkerFixture.lines(single.standardOutput)
        #expect(singleLines.count == 2 * WorkerFixture.quickFiles.filter { !$0.hasSuffix(".json") }.count + 1)
        for count in 1...7 {
            var union: [String] = []
            var shardFiles: [String] = []
            for index in 0..<count {
                let run = try WorkerProcess.deadwax(
                    ["scan", ".", "--shard", "\(index)/\(count)", "--format", "jsonl", "-q", "--jobs", "1"], in: folder)
                #expect([0, 1].contains(run.status), "shard \(index)/\(count): \(run.standardError)")
                let lines = WorkerFixture.lines(run.standardOutput)
                #expect(lines == lines.sorted { Self.file($0).unicodeScalars.lexicographicallyPrecedes(Self.file($1).unicodeScalars) },
                        "shard \(index)/\(count) is in sorted order")
                union += lines
                let path = folder.appendingPathComponent("shard-\(index)-of-\(count).jsonl")
                try run.standardOutput.write(to: path, atomically: true, encoding: .utf8)
                shardFiles.append(path.lastPathComponent)
            }
            #expect(union.count == singleLines.count, "N=\(count): every image once")
            #expect(Set(union) == Set(singleLines), "N=\(count): the same lines")
            let merged = try WorkerProcess.deadwax(["merge"] + shardFiles.reversed(), in: folder)
            #expect(merged.status == 0, "N=\(count): \(merged.standardError)")
            #expect(merged.standardOutput == single.standardOutput, "N=\(count): merged shards equal the single run byte for byte")
            for file in shardFiles { try FileManager.default.removeItem(at: folder.appendingPathComponent(file)) }
        }
    }

    @Test("An empty shard writes nothing and succeeds")
    func emptyShard() throws {
        let folder = try WorkerFixture.folder(realImages: [])
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = "hostile/png-grey.png\n"
        let index = Shard.index(of: "hostile/png-grey.png", count: 2)
        let run = try WorkerProcess.deadwax(
            ["scan", "--paths-from", "-", "--shard", "\(1 - index)/2", "--format", "jsonl"], in: folder, stdin: Data(list.utf8))
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("0 of 1"))
    }

    @Test("Usage errors exit 2 and say what to type", arguments: [
        (["scan", ".", "--shard", "7/7"], "0/7 ... 6/7"),
        (["scan", ".", "--shard", "0/0"], "at least 1"),
        (["scan", ".", "--shard", "two/4"], "--shard 0/4"),
        (["scan", ".", "--shard"], "needs a value"),
        (["scan", "--shard", "0/2"], "--paths-from"),
    ])
    func usageErrors(arguments: [String], hint: String) throws {
        let run = try WorkerProcess.deadwax(arguments, in: FileManager.default.temporaryDirectory)
        #expect(run.status == 2, "\(arguments)")
        #expect(run.standardError.contains(hint), "\(arguments): \(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    static func file(_ line: String) -> String {
        guard let data = line.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let file = object["file"] as? String
        else { return "" }
        return file
    }
}
