import Foundation
import TestSupport
import Testing

@testable import deadwax

/// `deadwax merge`: sorting, duplicates, conflicts, malformed lines (unit),
/// and that shuffled shard outputs merge into the single run (end to end).
@Suite("merge")
struct MergeTests {
    static func line(_ file: String, key: String = "A2", side: String = "A") -> String {
        #"{"error":null,"etchings":[{"angle":14,"confidence":0.8,"key":"\#(key)","text":"\#(key)"}],"file":"\#(file)","ring":null,"side":"\#(side)"}"#
    }

    static func log(_ name: String, _ lines: [String], tail: String = "") -> ScanLog {
        ScanLog(name: name, data: Data((lines.map { $0 + "\n" }.joined() + tail).utf8))
    }

    @Test("Sorted by file as scan sorts display paths; exact copies kept once")
    func sortsAndDedupes() {
        var merger = RecordMerger()
        merger.add(Self.log("b.jsonl", [Self.line("b/z.jpg"), Self.line("B.jpg"), Self.line("a.jpg")]))
        merger.add(Self.log("a.jsonl", [Self.line("a.jpg"), Self.line("\u{E9}.jpg"), Self.line("b/a.jpg")]))
        #expect(merger.problems.isEmpty)
        #expect(merger.duplicates == 1)
        #expect(merger.merged.map(\.record.file) == ["B.jpg", "a.jpg", "b/a.jpg", "b/z.jpg", "\u{E9}.jpg"])
    }

    @Test("The same record written with other spacing or key order is a copy, not a conflict")
    func sameRecordOtherBytes() {
        var merger = RecordMerger()
        merger.add(Self.log("a", [Self.line("x.jpg")]))
        merger.add(Self.log("b", [#"{ "file": "x.jpg", "side": "A", "ring": null, "error": null, "etchings": [{"text":"A2","key":"A2","angle":14,"confidence":0.8}] }"#]))
        #expect(merger.problems.isEmpty)
        #expect(merger.duplicates == 1)
    }

    @Test("Conflicting copies, malformed lines and cut-off tails are named by file and line")
    func problems() {
        var merger = RecordMerger()
        merger.add(Self.log("s0.jsonl", [Self.line("x.jpg"), "", "{not json", #"{"file":"y.jpg"}"#]))
        merger.add(Self.log("s1.jsonl", [Self.line("x.jpg", key: "B1")], tail: #"{"file":"z.jp"#))
        let text = merger.problems.joined(separator: "\n")
        #expect(merger.problems.count == 4, "\(text)")
        #expect(text.contains("s0.jsonl:3: not a scan record (bad JSON: "), "\(text)")
        #expect(text.contains("s0.jsonl:4: not a scan record (missing field 'etchings')"))
        #expect(text.contains("s1.jsonl:1: 'x.jpg' differs from s0.jsonl:1"))
        #expect(text.contains("s1.jsonl:2: cut off mid-line"))
    }

    @Test("Table mode rebuilds the per-side summary from the etchings")
    func tableSummary() {
        var merger = RecordMerger()
        merger.add(Self.log("a", [Self.line("1.jpg", key: "YEX 773-1"), Self.line("2.jpg", key: "PORKY", side: "B"), Self.line("3.jpg", key: "YEX 773-1")]))
        let table = MergeCommand.render(merger.merged, format: .table)
        #expect(table.contains("side A: 1 distinct etching: YEX 773-1"))
        #expect(table.contains("side B: 1 distinct etching: PORKY"))
        #expect(table.contains("3 images scanned, 0 failed."))
        let csv = MergeCommand.render(merger.merged, format: .csv)
        #expect(csv.hasPrefix("file,side,ring_source,"))
        #expect(csv.split(separator: "\n").count == 4)
    }
}

@Suite("merge end to end", .serialized)
struct MergeRunTests {
    @Test("Shuffled, overlapping shard outputs merge into the single run, in every format")
    func shuffledShards() throws {
        let folder = try WorkerFixture.folder(realImages: ["clean/clean-02", "clean/clean-04"])
        defer { try? FileManager.default.removeItem(at: folder) }
        var singles: [String: String] = [:]
        for format in ["jsonl", "table", "csv"] {
            singles[format] = try WorkerProcess.deadwax(["scan", ".", "--format", format, "-q"], in: folder).standardOutput
        }
        var shardFiles: [String] = []
        for index in 0..<3 {
            let run = try WorkerProcess.deadwax(["scan", ".", "--shard", "\(index)/3", "-f", "jsonl", "-q", "--jobs", "1"], in: folder)
            // Shuffle each shard's lines (seeded) and repeat one: merge must not care.
            var generator = SeededGenerator(seed: UInt64(index + 1))
            var lines = WorkerFixture.lines(run.standardOutput).shuffled(using: &generator)
            if let first = lines.first { lines.append(first) }
            let name = "shard-\(index).jsonl"
            try (lines.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            shardFiles.append(name)
        }
        let merged = try WorkerProcess.deadwax(["merge", shardFiles[2], shardFiles[0], shardFiles[1]], in: folder)
        #expect(merged.status == 0, "\(merged.standardError)")
        #expect(merged.standardOutput == singles["jsonl"])
        let csv = try WorkerProcess.deadwax(["merge", "--format", "csv"] + shardFiles, in: folder)
        #expect(csv.standardOutput == singles["csv"])
        let table = try WorkerProcess.deadwax(["merge", "-f", "table"] + shardFiles, in: folder)
        let summary = { (text: String) in text.components(separatedBy: "\nPer side:\n").last ?? "" }
        #expect(summary(table.standardOutput) == summary(singles["table"] ?? "x"))
        let stdin = try WorkerProcess.deadwax(["merge", "-"], in: folder, stdin: Data(singles["jsonl"]?.utf8 ?? "".utf8))
        #expect(stdin.standardOutput == singles["jsonl"])
    }

    @Test("A conflict or a cut-off shard: exit 1, file:line on stderr, nothing on stdout")
    func conflictWritesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try (MergeTests.line("x.jpg") + "\n").write(to: folder.appendingPathComponent("a.jsonl"), atomically: true, encoding: .utf8)
        try (MergeTests.line("x.jpg", key: "B") + "\n" + #"{"fi"#).write(to: folder.appendingPathComponent("b.jsonl"), atomically: true, encoding: .utf8)
        let run = try WorkerProcess.deadwax(["merge", "a.jsonl", "b.jsonl", "missing.jsonl"], in: folder)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("b.jsonl:1: 'x.jpg' differs from a.jsonl:1"), "\(run.standardError)")
        #expect(run.standardError.contains("b.jsonl:2: cut off"))
        #expect(run.standardError.contains("missing.jsonl: no such file"))
    }

    @Test("merge usage errors exit 2", arguments: [
        (["merge"], "deadwax merge out/shard-*.jsonl"),
        (["merge", "a.jsonl", "--format", "xml"], "jsonl, csv or table"),
        (["merge", "-", "-"], "once"),
    ])
    func usageErrors(arguments: [String], hint: String) throws {
        let run = try WorkerProcess.deadwax(arguments, in: FileManager.default.temporaryDirectory)
        #expect(run.status == 2)
        #expect(run.standardError.contains(hint), "\(run.standardError)")
    }
}
