import Foundation
import TestSupport

/// What one run of the built `deadwax` printed, for the replay tests.
struct ReplayRun {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs the built `deadwax` binary for the replay tests, through the shared
/// ``BinaryRunner``.
enum ReplayProcess {
    static func binary() throws -> URL {
        try BinaryRunner.binary()
    }

    /// Runs `deadwax ARGUMENTS` in `folder` (default `Fixtures/logs`), with
    /// `input` on standard input.
    static func run(_ arguments: [String], in folder: URL = FixturePaths.logs, input: Data? = nil) throws -> ReplayRun {
        let run = try BinaryRunner.run(try binary(), arguments, in: folder, limit: 600, input: input ?? Data())
        return ReplayRun(status: run.status, standardOutput: run.standardOutput, standardError: run.standardError)
    }
}
