import Foundation
import TestSupport
import Testing

/// Results that cannot be written are lost: a command whose stdout fails
/// (here `/dev/full`, "No space left on device") says so on stderr and
/// exits 1, never 0 as if the catalogue had been saved.
@Suite("Output that cannot be written")
struct LostOutputTests {
    /// Runs `deadwax ARGUMENTS` with stdout on /dev/full.
    static func runIntoFullDevice(_ arguments: [String], in folder: URL) throws -> WorkerProcess.Run {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "this test needs /dev/full")
        defer { try? full.close() }
        return try WorkerProcess.deadwax(arguments, in: folder, stdout: full, limit: 120)
    }

    @Test("scan, replay and eval exit 1 and say why when stdout cannot be written", arguments: [
        ["scan", "Fixtures/hostile/png-grey.png", "--format", "jsonl", "--quiet"],
        ["replay", "Fixtures/logs/fold-swap.jsonl"],
        ["eval", "Fixtures/hostile/png-grey.png", "--format", "json"],
    ])
    func lostOutputFails(arguments: [String]) throws {
        let run = try Self.runIntoFullDevice(arguments, in: FixturePaths.repository)
        #expect(run.status == 1, "\(arguments[0]): \(run.standardError)")
        #expect(run.standardError.contains("could not write the results to standard output (No space left on device)"),
                "\(run.standardError)")
    }

    @Test("The same commands exit 0 when stdout takes their output")
    func writtenOutputSucceeds() throws {
        let run = try BinaryRunner.deadwax(["scan", "Fixtures/hostile/png-grey.png", "--format", "jsonl", "--quiet"],
                                           in: FixturePaths.repository, limit: 120)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("could not write"))
    }
}
