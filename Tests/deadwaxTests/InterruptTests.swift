import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Interrupted runs lose nothing (issue 6): SIGINT or SIGTERM during
/// `deadwax scan --format jsonl` lets the line being written finish and
/// exits 130 or 143; stdout then holds only whole JSON Lines, one per
/// finished image, in input order, never interleaved across workers.
@Suite("Interrupted scans", .serialized)
struct InterruptTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var signal: Int32
        var name: String
        var status: Int32
        var jobs: Int
        var testDescription: String { "\(name) with --jobs \(jobs) exits \(status)" }
    }

    static let cases = [
        Case(signal: SIGINT, name: "SIGINT", status: 130, jobs: 1),
        Case(signal: SIGINT, name: "SIGINT", status: 130, jobs: 2),
        Case(signal: SIGTERM, name: "SIGTERM", status: 143, jobs: 1),
        Case(signal: SIGTERM, name: "SIGTERM", status: 143, jobs: 2),
    ]

    /// Enough images that the scan is still busy when the first line appears.
    static let imageCount = 12

    @Test(arguments: cases)
    func signalAfterTheFirstLine(_ testCase: Case) throws {
        let folder = try Self.copyOfFixtures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("images").path)
            .filter { $0.hasSuffix(".jpg") || $0.hasSuffix(".png") }.sorted()
        try #require(inputs.count == Self.imageCount)

        let stdoutURL = folder.appendingPathComponent("out.jsonl")
        let stderrURL = folder.appendingPathComponent("err.txt")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let out = try FileHandle(forWritingTo: stdoutURL)
        let err = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = try BinaryRunner.binary()
        process.arguments = ["scan", "images", "--format", "jsonl", "--jobs", String(testCase.jobs)]
        process.currentDirectoryURL = folder
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // Wait for the first whole line, then signal.
        let start = Date()
        var sawLine = false
        while process.isRunning, Date().timeIntervalSince(start) < 120 {
            if let written = try? Data(contentsOf: stdoutURL), written.contains(UInt8(ascii: "\n")) {
                sawLine = true
                break
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        try #require(sawLine, "no line on stdout before the scan ended or 120 s passed")
        try #require(process.isRunning, "the scan finished before it could be interrupted; give it more images")
        kill(process.processIdentifier, testCase.signal)
        let signalled = Date()
        while process.isRunning, Date().timeIntervalSince(signalled) < 60 { Thread.sleep(forTimeInterval: 0.02) }
        try #require(!process.isRunning, "the scan did not stop within 60 s of \(testCase.name)")
        process.waitUntilExit()

        #expect(process.terminationReason == .exit, "killed by a signal instead of exiting")
        #expect(process.terminationStatus == testCase.status)
        let written = try Data(contentsOf: stdoutURL)
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.hasSuffix("\n"), "stdout ends mid-line: \(text.suffix(80).debugDescription)")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(!lines.isEmpty)
        #expect(lines.count < inputs.count, "every image was finished: the signal came too late to test anything")
        // Each line is one whole JSON object, for the next image in input order.
        for (index, line) in lines.enumerated() {
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let record = try #require(object, "line \(index + 1) is not a JSON object: \(line.prefix(120))")
            let file = try #require(record["file"] as? String, "line \(index + 1) has no file")
            #expect((file as NSString).lastPathComponent == inputs[index], "line \(index + 1) is out of order")
            #expect(record["error"] is NSNull, "image \(file) failed: \(record["error"] ?? "")")
        }
        let diagnostics = String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)
        #expect(diagnostics.contains("stopped by signal \(testCase.signal) after \(lines.count) of \(inputs.count) images"))
    }

    /// A temporary folder holding `images/` with `imageCount` fixture photos and their sidecars.
    static func copyOfFixtures() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-interrupt-\(UUID().uuidString)")
        let images = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let source = FixturePaths.images.appendingPathComponent("clean")
        let photos = try FileManager.default.contentsOfDirectory(atPath: source.path)
            .filter { $0.hasSuffix(".jpg") || $0.hasSuffix(".png") }.sorted()
        try #require(!photos.isEmpty)
        for index in 0..<imageCount {
            let photo = photos[index % photos.count]
            let stem = (photo as NSString).deletingPathExtension
            let name = String(format: "%02d-", index) + stem
            let ext = (photo as NSString).pathExtension
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(photo), to: images.appendingPathComponent("\(name).\(ext)"))
            let sidecar = source.appendingPathComponent("\(stem).json")
            if FileManager.default.fileExists(atPath: sidecar.path) {
                try FileManager.default.copyItem(at: sidecar, to: images.appendingPathComponent("\(name).json"))
            }
        }
        return folder
    }
}
