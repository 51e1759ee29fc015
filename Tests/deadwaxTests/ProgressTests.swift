import Foundation
import Testing

@testable import deadwax

/// Progress on stderr (Output/ProgressReporter.swift): a bar only on a
/// terminal; in a redirected stderr nothing but warnings and errors, unless
/// `--progress` asks for plain lines.
@Suite("Progress")
struct ProgressModeTests {
    @Test("Quiet wins; a terminal gets the bar; elsewhere lines only when asked")
    func everyCombination() {
        for quiet in [false, true] {
            for lines in [false, true] {
                for terminal in [false, true] {
                    let mode = ProgressReporter.Mode.chosen(quiet: quiet, lines: lines, stderrIsTerminal: terminal)
                    let expected: ProgressReporter.Mode = quiet ? .off : (terminal ? .bar : (lines ? .lines : .off))
                    #expect(mode == expected, "quiet \(quiet) lines \(lines) terminal \(terminal)")
                }
            }
        }
    }

    @Test("The clock reads minutes and seconds, rounding, from zero up")
    func clock() {
        #expect(ProgressReporter.clock(0) == "0:00")
        #expect(ProgressReporter.clock(59.4) == "0:59")
        #expect(ProgressReporter.clock(59.6) == "1:00")
        #expect(ProgressReporter.clock(3_725) == "62:05")
    }
}

@Suite("Progress end to end", .serialized)
struct ProgressRunTests {
    @Test("A redirected stderr holds no progress; --progress adds a line per tenth")
    func redirectedStandardError() throws {
        let folder = try WorkerFixture.folder(realImages: [])
        defer { try? FileManager.default.removeItem(at: folder) }
        // Readable files only, so that stderr has no per-image warnings.
        let paths = ["hostile/png-grey.png", "hostile/png-palette.png", "hostile/png-rgba.png", "hostile/tiff-grey.tif"]
        let plain = try WorkerProcess.deadwax(["scan", "--format", "jsonl"] + paths, in: folder)
        #expect(plain.status == 0, "\(plain.standardError)")
        #expect(plain.standardError.isEmpty, "stderr: \(plain.standardError)")
        #expect(WorkerFixture.lines(plain.standardOutput).count == 4)

        let logged = try WorkerProcess.deadwax(["scan", "--format", "jsonl", "--progress"] + paths, in: folder)
        #expect(logged.status == 0)
        #expect(logged.standardOutput == plain.standardOutput, "progress must never reach stdout")
        let lines = WorkerFixture.lines(logged.standardError)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines.last?.hasPrefix("scan: 4/4 (100%)") == true, "\(lines)")
        #expect(lines.allSatisfy { $0.contains("/s, ETA ") && !$0.contains("\r") }, "\(lines)")
    }

    @Test("--quiet with --progress is a usage error that names both")
    func contradiction() throws {
        let folder = try WorkerFixture.folder(realImages: [])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try WorkerProcess.deadwax(["scan", "--quiet", "--progress", "hostile/png-grey.png"], in: folder)
        #expect(run.status == 2)
        #expect(run.standardError.contains("--quiet") && run.standardError.contains("--progress"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }
}
