import Foundation
import TestSupport
import Testing

/// Results that cannot be written are lost: a command whose stdout fails
/// (here `/dev/full`, "No space left on device") says so on stderr and
/// exits 1, never 0 as if the catalogue had been saved.
@Suite("Output that cannot be written")
struct LostOutputTests {
    /// Runs `deadwax ARGUMENTS` with stdout on /dev/full; the status and stderr.
    static func runIntoFullDevice(_ arguments: [String], in folder: URL) throws -> (status: Int32, standardError: String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let errURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: errURL)
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "this test needs /dev/full")
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = try BinaryRunner.binary()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = full
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try full.close()
        try err.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
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
