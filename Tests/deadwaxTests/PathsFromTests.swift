import Foundation
import Testing

@testable import deadwax

/// `--paths-from FILE|-`: list parsing (unit) and scans fed a list (end to end).
@Suite("scan --paths-from")
struct PathsFromTests {
    static func parse(_ text: String) throws -> [String] {
        try PathList.parse(Data(text.utf8), source: "list.txt")
    }

    @Test("One path per line; blank lines skipped; CRLF and a BOM accepted; spaces inside kept")
    func parses() throws {
        #expect(try Self.parse("") == [])
        #expect(try Self.parse("\n\n  \n\t\n") == [])
        #expect(try Self.parse("a.jpg\nb/c.png") == ["a.jpg", "b/c.png"])
        #expect(try Self.parse("\u{FEFF}a.jpg\r\n\r\nname with spaces.png\r\n") == ["a.jpg", "name with spaces.png"])
        #expect(try Self.parse("/abs/x.jpg\n../up.jpg\nn\u{E4}me.png\n") == ["/abs/x.jpg", "../up.jpg", "n\u{E4}me.png"])
    }

    @Test("Invalid UTF-8 and NUL-separated lists are errors naming the list and line")
    func rejects() {
        #expect(throws: PathList.ReadError.self) { try PathList.parse(Data([0x61, 0x0A, 0xFF, 0xFE, 0x0A]), source: "list.txt") }
        do {
            _ = try PathList.parse(Data("a.jpg\0b.jpg\0".utf8), source: "list.txt")
            Issue.record("a NUL-separated list was accepted")
        } catch {
            #expect(error.description.contains("list.txt:1"))
            #expect(error.description.contains("-print0"))
        }
    }
}

@Suite("scan --paths-from end to end", .serialized)
struct PathsFromRunTests {
    @Test("A list on stdin ('-') gives the same lines as the same paths on the command line")
    func stdinEqualsArguments() throws {
        let folder = try WorkerFixture.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["sleeves/clean-02.jpg", "hostile/png-grey.png", "more/deeper/text-named.jpg", "hostile/name with spaces.png"]
        let direct = try WorkerProcess.deadwax(["scan", "--format", "jsonl", "-q", "--"] + paths, in: folder)
        let listed = try WorkerProcess.deadwax(
            ["scan", "--paths-from", "-", "--format", "jsonl", "-q"], in: folder,
            stdin: Data(("\n" + paths.joined(separator: "\r\n") + "\n\n").utf8))
        #expect(listed.status == direct.status)
        #expect(listed.standardOutput == direct.standardOutput)
        #expect(WorkerFixture.lines(listed.standardOutput).count == 4)
    }

    @Test("A listed folder is searched like a command-line folder; a list file mixes with PATHs")
    func folderAndFile() throws {
        let folder = try WorkerFixture.folder(realImages: [])
        defer { try? FileManager.default.removeItem(at: folder) }
        try "hostile\n".write(to: folder.appendingPathComponent("list.txt"), atomically: true, encoding: .utf8)
        let listed = try WorkerProcess.deadwax(["scan", "--paths-from", "list.txt", "more/deeper/png-grey.png", "-f", "jsonl", "-q"], in: folder)
        let direct = try WorkerProcess.deadwax(["scan", "hostile", "more/deeper/png-grey.png", "-f", "jsonl", "-q"], in: folder)
        #expect(listed.standardOutput == direct.standardOutput)
        #expect(WorkerFixture.lines(listed.standardOutput).count == 12)
    }

    @Test("An absolute path is shown as written; a missing one costs an io line")
    func absoluteAndMissing() throws {
        let folder = try WorkerFixture.folder(realImages: [])
        defer { try? FileManager.default.removeItem(at: folder) }
        let absolute = folder.appendingPathComponent("hostile/png-grey.png").path
        let run = try WorkerProcess.deadwax(
            ["scan", "--paths-from", "-", "-f", "jsonl", "-q"], in: folder, stdin: Data("\(absolute)\nnot-here.jpg\n".utf8))
        #expect(run.status == 1)
        let lines = WorkerFixture.lines(run.standardOutput)
        #expect(lines.count == 2)
        #expect(lines.contains { $0.contains(#""file":"\#(absolute)""#) })
        #expect(lines.contains { $0.contains(#""code":"io""#) && $0.contains("not-here.jpg") })
    }

    @Test("An empty list scans nothing and exits 0 (an empty partition is not a failure)")
    func emptyList() throws {
        let run = try WorkerProcess.deadwax(
            ["scan", "--paths-from", "-", "--format", "jsonl"], in: FileManager.default.temporaryDirectory, stdin: Data("\n\n".utf8))
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("A list that cannot be read is bad usage (exit 2) naming the list")
    func unreadableList() throws {
        let run = try WorkerProcess.deadwax(["scan", "--paths-from", "no-such-list.txt"], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 2)
        #expect(run.standardError.contains("--paths-from no-such-list.txt"), "\(run.standardError)")
        let blank = try WorkerProcess.deadwax(["scan", "--paths-from", ""], in: FileManager.default.temporaryDirectory)
        #expect(blank.status == 2)
        #expect(blank.standardError.contains("--paths-from -"), "\(blank.standardError)")
    }
}
