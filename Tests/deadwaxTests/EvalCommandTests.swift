import Foundation
import RunoutOCR
import TestSupport
import Testing

/// `deadwax eval` from the outside: usage errors, help, floors and exit
/// status, the table, unlabelled and failing images.
@Suite("deadwax eval command line")
struct EvalCommandTests {
    @Test(arguments: [
        ["eval"], ["eval", "Fixtures/images", "--format", "csv"], ["eval", "Fixtures/images", "--min-recall", "1.5"],
        ["eval", "Fixtures/images", "--min-precision", "high"], ["eval", "Fixtures/images", "--min-recall"],
        ["eval", "Fixtures/images", "--report"], ["eval", "Fixtures/images", "--report", ""], ["eval", "Fixtures/images", "--verbose"],
        ["eval", "Fixtures/images", "--jobs", "0"], ["eval", "Fixtures/images", "--reads", "0"],
        ["eval", "Fixtures/images", "--reads", "7"], ["eval", "Fixtures/images", "--reads", "two"],
    ])
    func badUsageExitsWithTwoAndSaysWhatToType(arguments: [String]) throws {
        let run = try EvalProcess.run(arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix("error: "))
        #expect(run.standardError.contains("deadwax eval --help"))
    }

    @Test func helpTeachesTheMetricsWithExamples() throws {
        let run = try EvalProcess.run(["eval", "--help"])
        #expect(run.status == 0)
        for needle in ["USAGE: deadwax eval PATH...", "EXAMPLES:", "--min-recall", "--report DIR", "recall", "precision", "CER", "--jobs"] {
            #expect(run.standardOutput.contains(needle), "help mentions \(needle)")
        }
    }

    @Test func helpStatesTheReadsTheLibraryHas() throws {
        let run = try EvalProcess.run(["eval", "--help"])
        let range = "(1 to \(BandShift.standard.count), default \(BandShift.defaultCount))"
        #expect(run.standardOutput.contains(range), "help gives --reads as \(range)")
        let quorum = "at least \(ShiftVote.quorum(forReads: BandShift.defaultCount)) of the reads"
        #expect(run.standardOutput.contains(quorum))
        #expect(run.standardOutput.contains("(\(ShiftVote.quorum(forReads: 6)) of 6)"))
    }

    @Test func topLevelHelpListsEval() throws {
        let run = try EvalProcess.run(["--help"])
        #expect(run.standardOutput.contains("eval"))
        #expect(!run.standardOutput.contains("not built yet"))
    }

    @Test func floorsFailWithExitOneAndSayByHowMuch() throws {
        let set = try EvalFixtureFolder()
        defer { set.remove() }
        let passing = try EvalProcess.run(["eval", ".", "-q", "--min-recall", "0", "--min-precision", "0"], in: set.url)
        #expect(passing.status == 0, "\(passing.standardError)")
        let failing = try EvalProcess.run(["eval", ".", "-q", "--min-recall", "1", "--min-precision", "1"], in: set.url)
        #expect(failing.status == 1)
        // The broken image has two truth lines and reads nothing: recall is below 1.
        #expect(failing.standardError.contains("error: recall "))
        #expect(failing.standardError.contains("is below --min-recall 1.000 by "))
        #expect(failing.standardOutput.contains("overall"), "the figures are printed before the verdict")
    }

    @Test func tableShowsFoldersErrorsWorstImagesAndUnlabelled() throws {
        let set = try EvalFixtureFolder()
        defer { set.remove() }
        let run = try EvalProcess.run(["eval", ".", "-q", "--jobs", "2"], in: set.url)
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        for folder in ["clean", "hard", "odd", "overall"] {
            #expect(lines.contains { $0.hasPrefix(folder + " ") }, "a row for \(folder)")
        }
        #expect(run.standardOutput.contains("decode 1"))
        #expect(run.standardOutput.contains("odd/broken.jpg  error (decode)"))
        #expect(run.standardOutput.contains("Unlabelled (no \"etchings\" in the sidecar; not scored): odd/unlabelled."))
        #expect(run.standardOutput.hasPrefix("Evaluated 7 images: 6 labelled, 1 unlabelled."))
    }

    @Test func jsonDocumentHasEveryImageWithTheSameShape() throws {
        let set = try EvalFixtureFolder()
        defer { set.remove() }
        let run = try EvalProcess.run(["eval", ".", "-q", "--format", "json"], in: set.url)
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["overall", "folders", "images", "unlabelled"])
        let images = try #require(document["images"] as? [[String: Any]])
        #expect(images.count == 7)
        let keys: Set<String> = ["file", "folder", "truth", "readings", "matched", "recall", "precision", "f1", "cer", "fullyCorrect", "lines", "error", "seconds"]
        for image in images { #expect(Set(image.keys) == keys, "\(image["file"] ?? "?")") }
        let broken = try #require(images.first { $0["file"] as? String == "odd/broken.jpg" })
        #expect((broken["error"] as? [String: Any])?["code"] as? String == "decode")
        #expect(broken["matched"] as? Int == 0)
        #expect(broken["truth"] as? [String] == ["YEX 773-1", "PORKY PRIME CUT"])
        let unlabelled = try #require(images.first { ($0["file"] as? String)?.hasPrefix("odd/unlabelled.") == true })
        #expect(unlabelled["truth"] is NSNull && unlabelled["recall"] is NSNull)
        #expect(images.map { $0["file"] as? String ?? "" } == images.map { $0["file"] as? String ?? "" }.sorted())
    }

    @Test func noImagesIsAFailureNotAUsageError() throws {
        let empty = try TemporaryFolder(prefix: "deadwax-eval-empty")
        defer { empty.remove() }
        let run = try EvalProcess.run(["eval", ".", "-q"], in: empty.url)
        #expect(run.status == 1)
        #expect(run.standardError.contains("no images found"))
    }
}
