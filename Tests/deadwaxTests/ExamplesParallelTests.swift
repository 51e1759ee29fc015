import Foundation
import TestSupport
import Testing

/// Runs the GNU parallel recipe of `examples/parallel` as documented, on
/// local slots, and checks that its merged output is a single scan's.
/// Needs Debian's `parallel`: `scripts/setup-examples` installs it.
@Suite("examples/parallel recipe", .serialized)
struct ExamplesParallelTests {
    static let recipe = FixturePaths.repository.appendingPathComponent("examples/parallel/scan-shards.sh")

    static func parallel() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("parallel") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the recipe with `DEADWAX` set to the built binary.
    static func runRecipe(_ arguments: [String], in folder: URL) throws -> BinaryRunner.Run {
        let binary = try BinaryRunner.binary()
        return try BinaryRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["DEADWAX=\(binary.path)", recipe.path] + arguments, in: folder, limit: 600)
    }

    @Test("Shards through GNU parallel, merged, equal one deadwax scan; a rerun after damage resumes to the same")
    func localSlots() throws {
        _ = try #require(Self.parallel(), "GNU parallel is not installed; run scripts/setup-examples")
        let folder = try WorkerFixture.folder(realImages: ["clean/clean-02", "clean/clean-04"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = folder.path
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-parallel-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }

        let single = try WorkerProcess.deadwax(["scan", photos, "--format", "jsonl", "-q"], in: folder)
        #expect(single.status == 1, "the folder holds failing files")
        let first = try Self.runRecipe([photos, out.path, "5", "3"], in: folder)
        #expect(first.status == 0, "\(first.standardError)")
        let merged = out.appendingPathComponent("merged.jsonl")
        #expect(try String(contentsOf: merged, encoding: .utf8) == single.standardOutput)

        // A crash left shard 0 cut mid-line and shard 1 empty: the rerun resumes both.
        let shard0 = out.appendingPathComponent("shard-0.jsonl")
        let data = try Data(contentsOf: shard0)
        try data.prefix(max(1, data.count / 2 + 7)).write(to: shard0)
        try Data().write(to: out.appendingPathComponent("shard-1.jsonl"))
        let again = try Self.runRecipe([photos, out.path, "5", "2"], in: folder)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(try String(contentsOf: merged, encoding: .utf8) == single.standardOutput)
    }
}
