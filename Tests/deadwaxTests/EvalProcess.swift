import Foundation
import TestSupport

/// What one run of the built `deadwax` printed, for the eval tests.
struct EvalRun {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs the built `deadwax` binary for the eval tests: the binary beside the
/// test bundle (the test target depends on the executable, so it is built
/// with the tests), or `$DEADWAX_BINARY`.
enum EvalProcess {
    struct BinaryNotFound: Error, CustomStringConvertible {
        var looked: [String]
        var description: String {
            "the deadwax binary was not found (looked in \(looked.joined(separator: ", "))); build it, or set DEADWAX_BINARY"
        }
    }

    static func binary() throws -> URL {
        if let override = ProcessInfo.processInfo.environment["DEADWAX_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        var folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
                       URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for folder in folders {
            let candidate = folder.appendingPathComponent("deadwax")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
        }
        throw BinaryNotFound(looked: folders.map(\.path))
    }

    /// Runs `deadwax ARGUMENTS` in `folder` (default: the repository root),
    /// with one engine thread per worker.
    static func run(_ arguments: [String], in folder: URL = FixturePaths.repository) throws -> EvalRun {
        try run(executable: try binary(), arguments, in: folder)
    }

    /// Runs any executable, capturing stdout and stderr through files (no
    /// pipe can fill up and block).
    static func run(executable: URL, _ arguments: [String], in folder: URL = FixturePaths.repository) throws -> EvalRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = "1"
        process.environment = environment
        let scratch = try TemporaryFolder(prefix: "deadwax-eval-run")
        defer { scratch.remove() }
        let outURL = scratch.url.appendingPathComponent("stdout")
        let errURL = scratch.url.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return EvalRun(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
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
