import Foundation

/// Runs the built `deadwax` binary with a time limit and captures what it printed.
enum BinaryRunner {
    struct Run {
        var status: Int32
        /// Whether the process exited by itself (not killed by a signal or the time limit).
        var exitedNormally: Bool
        var timedOut: Bool
        var seconds: Double
        var standardOutput: String
        var standardError: String
    }

    struct NotFound: Error, CustomStringConvertible {
        var looked: [String]
        var description: String {
            "the deadwax binary was not found (looked in \(looked.joined(separator: ", "))); build it with 'swift build', or set DEADWAX_BINARY"
        }
    }

    /// The `deadwax` binary beside the test bundle (the test target depends on
    /// it, so it is built with the tests), or `$DEADWAX_BINARY`.
    static func binary() throws -> URL {
        if let override = ProcessInfo.processInfo.environment["DEADWAX_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        var folders = [
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
        throw NotFound(looked: folders.map(\.path))
    }

    /// Runs `executable ARGUMENTS` in `folder`, killing it after `limit`
    /// seconds, with `input` on standard input (none by default) and
    /// `environment` added to this process's own. Output goes through files,
    /// so no pipe can fill up and block.
    static func run(
        _ executable: URL, _ arguments: [String], in folder: URL, limit: Double = 300, input: Data? = nil,
        environment: [String: String] = [:]
    ) throws -> Run {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = out
        process.standardError = err
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        var standardInput: FileHandle?
        if let input {
            let inURL = scratch.appendingPathComponent("stdin")
            try input.write(to: inURL)
            let handle = try FileHandle(forReadingFrom: inURL)
            standardInput = handle
            process.standardInput = handle
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        defer { try? standardInput?.close() }
        let start = Date()
        try process.run()
        var timedOut = false
        while process.isRunning {
            if Date().timeIntervalSince(start) > limit {
                timedOut = true
                process.terminate()
                process.waitUntilExit()
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        try out.close()
        try err.close()
        return Run(
            status: process.terminationStatus, exitedNormally: process.terminationReason == .exit, timedOut: timedOut,
            seconds: seconds,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Runs `deadwax ARGUMENTS` in `folder`.
    static func deadwax(_ arguments: [String], in folder: URL, limit: Double = 300) throws -> Run {
        try run(try binary(), arguments, in: folder, limit: limit)
    }
}
