import Foundation
@testable import RunoutOCR
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names (Support/FileKind.swift): only a regular file is read,
/// everything else gets its own reason.
@Suite("FileKind")
struct FileKindTests {
    /// A fresh folder, removed by the caller.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-filekind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func eachKindOfPathIsToldApart() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        let file = folder.appendingPathComponent("seven.bin")
        try Data(repeating: 1, count: 7).write(to: file)
        let empty = folder.appendingPathComponent("empty.bin")
        try Data().write(to: empty)
        let pipe = folder.appendingPathComponent("pipe.jpg")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("to-file").path, withDestinationPath: "seven.bin")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("to-nothing").path, withDestinationPath: "gone.bin")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("to-itself").path, withDestinationPath: "to-itself")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("to-folder").path, withDestinationPath: ".")

        func kind(_ name: String) -> FileKind { FileKind(path: folder.appendingPathComponent(name).path) }
        #expect(kind("seven.bin") == .regular(byteCount: 7))
        #expect(kind("empty.bin") == .regular(byteCount: 0))
        #expect(kind("to-file") == .regular(byteCount: 7), "a link to a file is the file")
        #expect(kind("pipe.jpg") == .special)
        #expect(kind("to-nothing") == .brokenLink)
        #expect(kind("to-itself") == .brokenLink, "a loop of links leads nowhere")
        #expect(kind("to-folder") == .directory)
        #expect(FileKind(path: folder.path) == .directory)
        #expect(kind("never-made") == .missing)
        #expect(FileKind(path: "") == .missing)
        #expect(FileKind(path: file.path + "/below-a-file") != .missing, "ENOTDIR is not 'no such file'")
    }

    @Test func onlyARegularFileHasNoProblem() {
        let kinds: [FileKind] = [.regular(byteCount: 0), .directory, .missing, .brokenLink, .special, .inaccessible("Permission denied")]
        for kind in kinds {
            if case .regular = kind {
                #expect(kind.problem == nil)
            } else {
                let problem = kind.problem ?? ""
                #expect(!problem.isEmpty, "\(kind)")
            }
        }
        #expect(FileKind.special.problem?.contains("named pipe") == true)
        #expect(FileKind.brokenLink.problem?.contains("symbolic link") == true)
        #expect(FileKind.inaccessible("Permission denied").problem == "Permission denied")
    }

    @Test func theDecoderNamesTheReasonAndNeverOpensAPipe() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("pipe.png")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        // Opening a pipe with no writer would block: the decoder must not try.
        #expect {
            _ = try ImageDecoder().data(contentsOf: pipe)
        } throws: { error in
            guard case DecodeError.unreadable(let reason) = error else { return false }
            return reason.contains("named pipe")
        }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: "gone.png")
        #expect {
            _ = try ImageDecoder().data(contentsOf: folder.appendingPathComponent("link.png"))
        } throws: { error in
            guard case DecodeError.unreadable(let reason) = error else { return false }
            return reason.contains("does not exist")
        }
    }
}
