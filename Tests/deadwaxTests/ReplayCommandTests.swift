import Foundation
import TestSupport
import Testing

/// The command line around the replay: usage errors, help, several logs,
/// standard input, unreadable files.
@Suite("deadwax replay command line")
struct ReplayCommandTests {
    @Test(arguments: [
        ["replay"], ["replay", "fold-swap.jsonl", "--format", "xml"], ["replay", "fold-swap.jsonl", "--verbose"],
        ["replay", "fold-swap.jsonl", "--format"],
    ])
    func badUsageExitsWithTwoAndSaysWhatToType(arguments: [String]) throws {
        let run = try ReplayProcess.run(arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix("error: "))
        #expect(run.standardError.contains("deadwax replay --help"))
    }

    @Test func helpTeachesWithExamples() throws {
        let run = try ReplayProcess.run(["replay", "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("USAGE: deadwax replay LOG..."))
        #expect(run.standardOutput.contains("EXAMPLES:"))
        #expect(run.standardOutput.contains("--format jsonl"))
    }

    @Test func severalLogsAreReplayedInTurnAndLabelled() throws {
        let run = try ReplayProcess.run(["replay", "no-rear-camera.jsonl", "malformed-empty.jsonl", "header-only.jsonl", "fold-swap.jsonl", "--format", "jsonl"])
        #expect(run.status == 1)
        let objects = try jsonObjects(run.standardOutput)
        #expect(objects.count == 10 + 8)
        #expect(objects.prefix(10).allSatisfy { $0["log"] as? String == "no-rear-camera.jsonl" })
        #expect(objects.suffix(8).allSatisfy { $0["log"] as? String == "fold-swap.jsonl" })
        #expect(run.standardError.hasPrefix("error: malformed-empty.jsonl:1: missing header"))
    }

    @Test func aSingleLogHasNoLogField() throws {
        let run = try ReplayProcess.run(["replay", "fold-swap.jsonl", "--format=jsonl"])
        #expect(try jsonObjects(run.standardOutput).allSatisfy { $0["log"] == nil })
    }

    @Test func aMissingLogIsReportedAndTheOthersStillRun() throws {
        let run = try ReplayProcess.run(["replay", "no-such-log.jsonl", "fold-swap.jsonl", "--format", "jsonl"])
        #expect(run.status == 1)
        #expect(run.standardError == "error: no-such-log.jsonl: cannot open the log: No such file or directory\n")
        #expect(try jsonObjects(run.standardOutput).count == 8)
    }

    @Test func aDashReadsStandardInput() throws {
        let log = try Data(contentsOf: FixturePaths.logs.appendingPathComponent("fold-swap.jsonl"))
        let run = try ReplayProcess.run(["replay", "-", "--format", "jsonl"], input: log)
        let expected = try String(contentsOf: FixturePaths.logs.appendingPathComponent("fold-swap.expected.jsonl"), encoding: .utf8)
        #expect(run.status == 0)
        #expect(run.standardOutput == expected)
    }

    @Test func aLogGivenByAnotherPathResolvesFramesFromItsOwnFolder() throws {
        let run = try ReplayProcess.run(
            ["replay", "Fixtures/logs/frames-read-and-dropped.jsonl", "--format", "jsonl"], in: FixturePaths.repository)
        let expected = try String(
            contentsOf: FixturePaths.logs.appendingPathComponent("frames-read-and-dropped.expected.jsonl"), encoding: .utf8)
        #expect(run.standardOutput == expected)
        #expect(run.standardError.hasPrefix("error: Fixtures/logs/frames-read-and-dropped.jsonl:4: cannot read frame"))
    }

    @Test func aFrameThatExistsIsReadWithoutError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("frames"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0xFF, 0xD8, 0xFF]).write(to: folder.appendingPathComponent("frames/0001.jpg"))
        let log = """
            {"version":1,"devices":[{"id":"rear","type":"builtInWideAngleCamera","position":"back"}]}
            {"t":0,"type":"sessionStart"}
            {"t":1,"type":"frame","image":"frames/0001.jpg","side":"A"}
            {"t":2,"type":"frame","image":"frames","side":"A"}

            """
        try Data(log.utf8).write(to: folder.appendingPathComponent("session.jsonl"))
        let run = try ReplayProcess.run(["replay", "session.jsonl", "--format", "jsonl"], in: folder)
        let objects = try jsonObjects(run.standardOutput)
        #expect(objects.count == 3)
        #expect(objects[1]["action"] as? String == "read")
        #expect(objects[1]["side"] as? String == "A")
        #expect(objects[1]["count"] != nil)
        #expect(objects[2]["action"] as? String == "read")
        #expect((objects[2]["error"] as? NSDictionary)?["code"] as? String == "io")
        #expect(run.status == 1)
    }
}
