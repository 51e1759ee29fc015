import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Helpers for the tests of `scan --shard/--paths-from/--resume` and `merge`:
/// a small, fast folder to scan, and a runner that can feed stdin or kill.
enum WorkerFixture {
    /// Quick files from the hostile corpus: each fails or reads in milliseconds.
    static let quickFiles = [
        "empty-zero-bytes.jpg", "text-named.jpg", "tiny-five-bytes.jpg", "png-grey.png", "sliver-1x1.png",
        "name with spaces.png", "png-palette.png", "sidecar-invalid-json.png", "sidecar-invalid-json.json",
        "tiff-grey.tif", "bmp-named.jpg", "png-rgba.png",
    ]

    /// A fresh folder: the quick files under `hostile/` and `more/deeper/`,
    /// plus `realImages` labelled fixtures (with sidecars) under `sleeves/`
    /// (or `a-sleeves/`, sorting first, when `realFirst`).
    static func folder(realImages: [String] = ["clean/clean-02"], realFirst: Bool = false) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-worker-\(UUID().uuidString)")
        let manager = FileManager.default
        for sub in ["hostile", "more/deeper"] {
            let folder = root.appendingPathComponent(sub)
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in quickFiles {
                try manager.copyItem(
                    at: FixturePaths.fixtures.appendingPathComponent("hostile").appendingPathComponent(name),
                    to: folder.appendingPathComponent(name))
            }
        }
        let sleeves = root.appendingPathComponent(realFirst ? "a-sleeves" : "sleeves")
        try manager.createDirectory(at: sleeves, withIntermediateDirectories: true)
        for stem in realImages {
            let folder = FixturePaths.images.appendingPathComponent(stem).deletingLastPathComponent()
            let base = URL(fileURLWithPath: stem).lastPathComponent
            for name in try manager.contentsOfDirectory(atPath: folder.path) where name.hasPrefix(base + ".") {
                try manager.copyItem(at: folder.appendingPathComponent(name), to: sleeves.appendingPathComponent(name))
            }
        }
        return root
    }

    /// Lines of JSON Lines text.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}

/// Runs the built `deadwax` with stdin from a buffer, capturing its output.
enum WorkerProcess {
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `deadwax ARGUMENTS` in `folder`; its stdout goes to `stdout`
    /// when given (then `standardOutput` is empty), else it is captured.
    static func deadwax(
        _ arguments: [String], in folder: URL, stdin: Data? = nil, stdout: FileHandle? = nil, limit: Double = 300
    ) throws -> Run {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-worker-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        let inURL = scratch.appendingPathComponent("stdin")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        try (stdin ?? Data()).write(to: inURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let input = try FileHandle(forReadingFrom: inURL)
        let process = Process()
        process.executableURL = try BinaryRunner.binary()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = stdout ?? out
        process.standardError = err
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        let start = Date()
        try process.run()
        while process.isRunning {
            if Date().timeIntervalSince(start) > limit {
                process.terminate()
                break
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        try input.close()
        return Run(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Starts `deadwax ARGUMENTS` in `folder`, waits until `file` holds at
    /// least one whole line, then kills the process with SIGKILL (no chance
    /// to finish anything). Returns whether the kill came before the process
    /// ended by itself.
    static func killAfterFirstLine(_ arguments: [String], in folder: URL, watching file: URL, limit: Double = 120) throws -> Bool {
        let process = Process()
        process.executableURL = try BinaryRunner.binary()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        var killed = false
        while process.isRunning, Date().timeIntervalSince(start) < limit {
            if let data = try? Data(contentsOf: file), data.contains(0x0A) {
                killed = kill(process.processIdentifier, SIGKILL) == 0
                break
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        if process.isRunning, !killed { process.terminate() }
        process.waitUntilExit()
        return killed && process.terminationReason == .uncaughtSignal
    }
}
