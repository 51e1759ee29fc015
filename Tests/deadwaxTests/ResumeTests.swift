import Foundation
import Testing

@testable import deadwax

/// `--resume OUT.jsonl`: what the plan keeps and cuts (unit), and that a
/// killed or cut-off run, resumed, equals one clean run (end to end).
@Suite("scan --resume planning")
struct ResumePlanTests {
    static let files = ["a.jpg", "b/c.png", "b/d.jpg", "e.tif"]
    static let inputs = files.map { ScanInput(url: URL(fileURLWithPath: $0), displayPath: $0) }

    static func line(_ file: String, failed: Bool = false) -> String {
        let error = failed ? #"{"code":"decode","message":"bad"}"# : "null"
        return #"{"error":\#(error),"etchings":[{"angle":14,"confidence":0.8,"key":"A2","text":"A2"}],"file":"\#(file)","ring":null,"side":"A"}"#
    }

    static func plan(_ text: String, inputs: [ScanInput] = inputs) throws -> ResumePlan {
        try ResumePlan(log: ScanLog(name: "out.jsonl", data: Data(text.utf8)), inputs: inputs)
    }

    @Test("No earlier output: everything is left to scan")
    func empty() throws {
        let plan = try Self.plan("")
        #expect(plan.keepBytes == 0 && plan.kept == 0 && plan.remaining == Self.inputs && plan.cut.isEmpty && plan.warnings.isEmpty)
    }

    @Test("Whole lines are kept and skipped; the rest remains in order")
    func prefix() throws {
        let text = Self.line("a.jpg") + "\n" + Self.line("b/c.png", failed: true) + "\n"
        let plan = try Self.plan(text)
        #expect(plan.kept == 2 && plan.keptFailures == 1)
        #expect(plan.keepBytes == text.utf8.count)
        #expect(plan.remaining.map(\.displayPath) == ["b/d.jpg", "e.tif"])
        #expect(plan.cut.isEmpty && plan.warnings.isEmpty)
    }

    @Test("A last line without a line end is cut away and redone, wherever it was cut",
          arguments: [1, 10, 40, 120])
    func tornTail(cutAt length: Int) throws {
        let whole = Self.line("a.jpg") + "\n"
        let torn = String(Self.line("b/c.png").prefix(length))
        let plan = try Self.plan(whole + torn)
        #expect(plan.keepBytes == whole.utf8.count, "cut at \(length)")
        #expect(plan.remaining.map(\.displayPath) == ["b/c.png", "b/d.jpg", "e.tif"])
        #expect(plan.cut.map(\.line) == [2])
    }

    @Test("A last line that ends but does not parse is cut away too")
    func unparsableLast() throws {
        let whole = Self.line("a.jpg") + "\n"
        let plan = try Self.plan(whole + #"{"file":"b/c.png","etch"# + "\n")
        #expect(plan.keepBytes == whole.utf8.count)
        #expect(plan.remaining.count == 3)
        #expect(plan.cut.first?.line == 2)
    }

    @Test("A damaged line before the last is an error naming the file and line")
    func damagedMiddle() throws {
        let text = Self.line("a.jpg") + "\nnot json\n" + Self.line("b/d.jpg") + "\n"
        #expect(throws: ResumePlan.DamagedLine.self) { try Self.plan(text) }
        do {
            _ = try Self.plan(text)
        } catch {
            #expect("\(error)".hasPrefix("out.jsonl:2: "))
        }
    }

    @Test("An earlier run over another list: nothing twice, nothing dropped, and a warning")
    func otherList() throws {
        let text = Self.line("zzz-gone.jpg") + "\n" + Self.line("b/c.png") + "\n"
        let plan = try Self.plan(text)
        #expect(plan.kept == 2)
        #expect(plan.remaining.map(\.displayPath) == ["a.jpg", "b/d.jpg", "e.tif"])
        #expect(plan.warnings.contains { $0.contains("zzz-gone.jpg") })
        #expect(plan.warnings.contains { $0.contains("deadwax merge") })
    }

    @Test("CRLF lines and blank lines are read; line numbers count them")
    func crlfAndBlank() throws {
        let text = Self.line("a.jpg") + "\r\n\n" + "garbage"
        let log = ScanLog(name: "x", data: Data(text.utf8))
        #expect(log.lines.count == 1)
        #expect(log.tail?.number == 3)
        let plan = try Self.plan(text)
        #expect(plan.kept == 1)
    }

    @Test("A byte order mark an editor put first is passed over, and offsets still count it")
    func byteOrderMark() throws {
        let text = "\u{FEFF}" + Self.line("a.jpg") + "\n" + Self.line("b.jpg") + "\n"
        let log = ScanLog(name: "x", data: Data(text.utf8))
        #expect(log.lines.count == 2 && log.tail == nil)
        #expect(log.lines.allSatisfy { (try? $0.record.get()) != nil })
        #expect(log.lines.first?.end == 3 + Self.line("a.jpg").utf8.count + 1)
        #expect(try Self.plan(text).kept == 2)
    }
}

/// Killing a scan mid-way and resuming gives exactly one clean run's file.
@Suite("scan --resume end to end", .serialized)
struct ResumeRunTests {
    /// Two real images sorting first (slow enough to be killed between them), then quick files.
    static func folder() throws -> URL {
        try WorkerFixture.folder(realImages: ["clean/clean-02", "clean/clean-04"], realFirst: true)
    }

    static func cleanRun(in folder: URL) throws -> String {
        let run = try WorkerProcess.deadwax(["scan", ".", "--format", "jsonl", "-q", "--jobs", "1"], in: folder)
        #expect(run.status == 1, "\(run.standardError)")
        return run.standardOutput
    }

    @Test("SIGKILL after the first line, then --resume: the same file as one clean run")
    func killAndResume() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.jsonl")
        let killed = try WorkerProcess.killAfterFirstLine(
            ["scan", ".", "--resume", out.path, "-q", "--jobs", "1"], in: folder, watching: out)
        #expect(killed, "the run was killed before it finished")
        let partial = try String(contentsOf: out, encoding: .utf8)
        let clean = try Self.cleanRun(in: folder)
        let wholeLines = partial.lastIndex(of: "\n").map { String(partial[...$0]) } ?? ""
        #expect(!wholeLines.isEmpty && clean.hasPrefix(wholeLines), "the killed run left the start of the result")
        #expect(wholeLines.count < clean.count, "the killed run had images left")
        let resumed = try WorkerProcess.deadwax(["scan", ".", "--resume", out.path, "-q", "--jobs", "2"], in: folder)
        #expect(resumed.status == 1, "failures in the whole file count: \(resumed.standardError)")
        #expect(resumed.standardOutput.isEmpty, "--resume writes to its file, not stdout")
        #expect(try String(contentsOf: out, encoding: .utf8) == clean)
    }

    @Test("A file cut mid-line at every offset resumes to one clean run's file")
    func tornAnywhere() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = Data(try Self.cleanRun(in: folder).utf8)
        let ends = clean.indices.filter { clean[$0] == 0x0A }
        let out = folder.appendingPathComponent("out.jsonl")
        // Cut in the middle of lines 1 and 3, just after a line end, and at the very end.
        let first = ends.first ?? 0
        let cuts = [0, first / 2, first + 1, (ends[2] + ends[3]) / 2, ends[ends.count - 2] + 1, clean.count - 1, clean.count]
        for cut in cuts {
            try clean.prefix(cut).write(to: out)
            let run = try WorkerProcess.deadwax(["scan", ".", "--resume", "out.jsonl", "-q", "--jobs", "1"], in: folder)
            #expect(run.status == 1, "cut at \(cut): \(run.standardError)")
            #expect(try Data(contentsOf: out) == clean, "cut at byte \(cut) of \(clean.count)")
            let tornMidLine = cut > 0 && clean[cut - 1] != 0x0A
            #expect(run.standardError.contains("cut away") == tornMidLine, "cut at \(cut): \(run.standardError)")
        }
    }

    @Test("A missing file is created; a damaged middle line stops with file:line")
    func createAndDamaged() throws {
        let folder = try WorkerFixture.folder(realImages: [])
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = try WorkerProcess.deadwax(["scan", "hostile", "--resume", "new.jsonl", "-q"], in: folder)
        #expect(created.status == 1)
        let text = try String(contentsOf: folder.appendingPathComponent("new.jsonl"), encoding: .utf8)
        #expect(WorkerFixture.lines(text).count == 11)
        var lines = WorkerFixture.lines(text)
        lines[3] = "{oops"
        try (lines.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("new.jsonl"), atomically: true, encoding: .utf8)
        let damaged = try WorkerProcess.deadwax(["scan", "hostile", "--resume", "new.jsonl", "-q"], in: folder)
        #expect(damaged.status == 1)
        #expect(damaged.standardError.contains("new.jsonl:4: "), "\(damaged.standardError)")
    }

    @Test("--resume usage errors exit 2 and say what to type", arguments: [
        (["scan", ".", "--resume", "out.jsonl", "--format", "table"], "merge OUT.jsonl --format table"),
        (["scan", ".", "--resume", "-"], "--resume out/shard-0.jsonl"),
        (["scan", ".", "--resume"], "needs a value"),
    ])
    func usageErrors(arguments: [String], hint: String) throws {
        let run = try WorkerProcess.deadwax(arguments, in: FileManager.default.temporaryDirectory)
        #expect(run.status == 2)
        #expect(run.standardError.contains(hint), "\(run.standardError)")
    }
}
