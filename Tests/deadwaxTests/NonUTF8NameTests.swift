import Foundation
import TestSupport
import Testing

/// An image whose name is not UTF-8 (Latin-1 from an old copy) cannot be
/// opened by the name Foundation lists it under; it must cost an `io` line
/// naming what to do, never vanish from the output.
@Suite("File names that are not UTF-8")
struct NonUTF8NameTests {
    @Test("A Latin-1 image name is an io failure in its place; the others are read")
    func latin1NameIsReported() throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("deadwax-latin1-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: folder) }
        let source = FixturePaths.fixtures.appendingPathComponent("hostile/png-grey.png")
        try manager.copyItem(at: source, to: folder.appendingPathComponent("ok.png"))
        // "café.png" with é as the Latin-1 byte 0xE9, created through the raw bytes.
        var path = Array(folder.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".png".utf8) + [0]
        let bytes = try Data(contentsOf: source)
        let descriptor = path.withUnsafeMutableBytes { buffer in
            open(buffer.baseAddress!.assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644)
        }
        try #require(descriptor >= 0)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        let run = try BinaryRunner.deadwax(["scan", ".", "--format", "jsonl", "--quiet"], in: folder, limit: 120)
        #expect(run.status == 1, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 2, "\(run.standardOutput)")
        #expect(lines.first?.contains(#""code":"io""#) == true && lines.first?.contains("not valid UTF-8") == true,
                "\(run.standardOutput)")
        #expect(lines.last?.contains(#""file":"ok.png""#) == true && lines.last?.contains(#""error":null"#) == true)
    }
}
