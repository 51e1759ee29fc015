import Foundation
import TestSupport
import Testing

/// A sidecar whose `etchings` is malformed: `scan` ignores the ground truth
/// (data contract section 1), so it reads the image with its side and ring;
/// `eval`, which needs it, reports that image's `sidecar` error.
@Suite("Malformed ground truth through scan and eval")
struct MalformedTruthTests {
    /// A 32×24 grey PNG that decodes and scans.
    static let image = FixturePaths.fixtures.appendingPathComponent("hostile/sidecar-utf8-bom.png")

    /// Each image's sidecar.
    static let batch: [(name: String, sidecar: String)] = [
        ("a-labelled", #"{"side":"A","etchings":["YEX 773-1"]}"#),
        ("b-string", #"{"side":"B","etchings":"YEX 773-1"}"#),
        ("c-number-item", #"{"side":"C","etchings":["YEX 773-1",5]}"#),
    ]

    /// A folder holding the batch; removed by the caller.
    static func makeFolder() throws -> URL {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("deadwax-truth-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, sidecar) in batch {
            try manager.copyItem(at: image, to: folder.appendingPathComponent(name + ".png"))
            try Data(sidecar.utf8).write(to: folder.appendingPathComponent(name + ".json"))
        }
        return folder
    }

    static func records(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test("scan reads every image, with its side, whatever its etchings")
    func scanIgnoresTheTruth() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try BinaryRunner.deadwax(["scan", ".", "--format", "jsonl", "--quiet"], in: folder, limit: 120)
        #expect(run.exitedNormally && !run.timedOut, "\(run.standardError.suffix(2000))")
        #expect(run.status == 0, "every image read: \(run.standardOutput)")
        let records = try Self.records(run.standardOutput)
        #expect(records.compactMap { $0["side"] as? String } == ["A", "B", "C"])
        #expect(records.allSatisfy { $0["error"] is NSNull })
    }

    @Test("eval reports a malformed etchings as that image's sidecar error")
    func evalReportsTheTruth() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try BinaryRunner.deadwax(["eval", ".", "--format", "json"], in: folder, limit: 120)
        #expect(run.exitedNormally && !run.timedOut, "\(run.standardError.suffix(2000))")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let overall = try #require(document["overall"] as? [String: Any])
        #expect(overall["labelled"] as? Int == 1)
        #expect((overall["errors"] as? [String: Any])?["sidecar"] as? Int == 2, "\(overall)")
        let images = try #require(document["images"] as? [[String: Any]])
        let messages = images.compactMap { ($0["error"] as? [String: Any])?["message"] as? String }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("etchings") }, "\(messages)")
    }
}
