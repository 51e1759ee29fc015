import Foundation
import TestSupport
import Testing

/// Replays every recorded log in `Fixtures/logs` with the built binary and
/// compares with the expected files checked in beside it.
@Suite("deadwax replay fixtures")
struct ReplayFixtureTests {
    @Test func thereAreFixturesForEveryRule() {
        let names = Set(ReplayFixture.all.map(\.name))
        for required in [
            "fold-swap", "restore-previous", "loss-and-recovery", "coordinator-unavailable", "empty-and-unknown-maps",
            "interruption-deferred-maps", "no-rear-camera", "restart-after-stop", "rapid-fold-bursts",
            "preference-order", "frames-read-and-dropped",
        ] {
            #expect(names.contains(required), "missing fixture \(required)")
        }
    }

    @Test(arguments: ReplayFixture.all)
    func replaysAsExpected(_ fixture: ReplayFixture) throws {
        let run = try ReplayProcess.run(["replay", fixture.log, "--format", "jsonl"])
        let hasExpectedError = FileManager.default.fileExists(atPath: fixture.expectedErrorURL.path)
        if ReplayFixture.recording {
            try Data(run.standardOutput.utf8).write(to: fixture.expectedOutputURL)
            if hasExpectedError || !run.standardError.isEmpty {
                try Data(run.standardError.utf8).write(to: fixture.expectedErrorURL)
            }
            return
        }
        let expected = try String(contentsOf: fixture.expectedOutputURL, encoding: .utf8)
        if fixture.readsRealImages {
            #expect(try objectsWithoutOCRFields(run.standardOutput) == objectsWithoutOCRFields(expected))
            #expect(run.status == 0, "\(run.standardError)")
            return
        }
        #expect(run.standardOutput == expected)
        if hasExpectedError {
            let expectedError = try String(contentsOf: fixture.expectedErrorURL, encoding: .utf8)
            #expect(run.standardError == expectedError)
            #expect(run.status == 1)
        } else {
            #expect(run.standardError == "")
            #expect(run.status == 0)
        }
    }

    @Test func tableModePrintsATimelineAndASummary() throws {
        let run = try ReplayProcess.run(["replay", "loss-and-recovery.jsonl"])
        let expected = try String(
            contentsOf: FixturePaths.logs.appendingPathComponent("loss-and-recovery.expected.table.txt"), encoding: .utf8)
        if ReplayFixture.recording {
            try Data(run.standardOutput.utf8).write(
                to: FixturePaths.logs.appendingPathComponent("loss-and-recovery.expected.table.txt"))
            return
        }
        #expect(run.standardOutput == expected)
        #expect(run.status == 0)
    }
}
