import Foundation
import TestSupport

/// Runs the built `deadwax` binary and captures what it printed.
struct ReplayRun {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

enum ReplayProcessError: Error, CustomStringConvertible {
    case binaryNotFound([String])

    var description: String {
        switch self {
        case .binaryNotFound(let looked):
            "the deadwax binary was not found (looked in \(looked.joined(separator: ", "))); build it with 'swift build', or set DEADWAX_BINARY"
        }
    }
}

enum ReplayProcess {
    /// The `deadwax` binary beside the test bundle (the test target depends on
    /// it, so it is built with the tests), or `$DEADWAX_BINARY`.
    static func binary() throws -> URL {
        if let override = ProcessInfo.processInfo.environment["DEADWAX_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        var folders: [URL] = [
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for folder in folders {
            let candidate = folder.appendingPathComponent("deadwax")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
        }
        throw ReplayProcessError.binaryNotFound(folders.map(\.path))
    }

    /// Runs `deadwax ARGUMENTS` in `folder` (default `Fixtures/logs`), with
    /// `input` on standard input.
    static func run(_ arguments: [String], in folder: URL = FixturePaths.logs, input: Data? = nil) throws -> ReplayRun {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        let inURL = scratch.appendingPathComponent("stdin")
        try (input ?? Data()).write(to: inURL)
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let stdin = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        try stdin.close()
        return ReplayRun(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
