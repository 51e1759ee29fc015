import Foundation
import TestSupport

/// What one run of the built `deadwax` printed, for the eval tests.
struct EvalRun {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs the built `deadwax` binary for the eval tests, through the shared
/// ``BinaryRunner`` (which finds the binary beside the test bundle, or at
/// `$DEADWAX_BINARY`), with one engine thread per worker.
enum EvalProcess {
    static func binary() throws -> URL {
        try BinaryRunner.binary()
    }

    /// Runs `deadwax ARGUMENTS` in `folder` (default: the repository root).
    static func run(_ arguments: [String], in folder: URL = FixturePaths.repository) throws -> EvalRun {
        try run(executable: try binary(), arguments, in: folder)
    }

    /// Runs any executable the same way.
    static func run(executable: URL, _ arguments: [String], in folder: URL = FixturePaths.repository) throws -> EvalRun {
        let run = try BinaryRunner.run(
            executable, arguments, in: folder, limit: 1800, environment: ["OMP_THREAD_LIMIT": "1"])
        return EvalRun(status: run.status, standardOutput: run.standardOutput, standardError: run.standardError)
    }
}

/// A fresh folder under the temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
