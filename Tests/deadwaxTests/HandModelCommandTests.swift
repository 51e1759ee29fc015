import Foundation
import TestSupport
import Testing

/// `scan` and `eval` read with the hand-scratched model by default and
/// without it under `--no-hand-model`; the built binary finds the model.
@Suite("deadwax --no-hand-model")
struct HandModelCommandTests {
    @Test(arguments: ["scan", "eval"])
    func helpNamesTheOption(command: String) throws {
        let run = try EvalProcess.run([command, "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("--no-hand-model"), "\(command) --help")
        #expect(run.standardOutput.contains("docs/line-network.md"), "\(command) --help")
    }

    /// The debug log says which segments the hand model read: some, by
    /// default, on a photo with hand-scratched lines; none with the option.
    @Test func theBuiltBinaryReadsWithTheModelUnlessToldNot() throws {
        let image = FixturePaths.images.appendingPathComponent("clean/clean-03-scratched.jpg").path
        for (arguments, uses) in [([String](), true), (["--no-hand-model"], false)] {
            let folder = try TemporaryFolder(prefix: "deadwax-hand-log")
            defer { folder.remove() }
            let run = try EvalProcess.run(
                ["scan", image, "--format", "jsonl", "-q", "--debug-dir", folder.url.path] + arguments)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(!run.standardError.contains("hand-scratched lines are read with the English model only"))
            let logs = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".log.txt") }
            let log = try logs.map { try String(contentsOf: folder.url.appendingPathComponent($0), encoding: .utf8) }.joined()
            #expect(!log.isEmpty)
            #expect(log.contains("|| hand") == uses, "\(arguments): \(log.prefix(400))")
        }
    }
}
