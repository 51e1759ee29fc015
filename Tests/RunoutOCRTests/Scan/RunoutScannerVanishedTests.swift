import Foundation
import RunoutOCR
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files that disappear, or change into something else, between the moment
/// a batch lists them and the moment a worker reads them: each costs one
/// error of its own, with the file's reason, and the scanner goes on.
@Suite("RunoutScanner vanished files", .serialized)
struct RunoutScannerVanishedTests {
    static let fixture = FixturePaths.images.appendingPathComponent("clean/clean-02.jpg")

    static func scanner() throws -> RunoutScanner {
        let tessdata = try TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment)
        return try RunoutScanner(options: ScanOptions(tessdata: tessdata))
    }

    /// A folder holding a copy of the fixture and its sidecar.
    static func folder() throws -> (folder: URL, image: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-vanished-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let image = folder.appendingPathComponent("photo.jpg")
        try FileManager.default.copyItem(at: fixture, to: image)
        try FileManager.default.copyItem(at: RunoutScanner.sidecarURL(for: fixture), to: RunoutScanner.sidecarURL(for: image))
        return (folder, image)
    }

    @Test func anImageGoneAfterListingIsOneIOErrorAndTheNextIsRead() throws {
        let scanner = try Self.scanner()
        let (folder, image) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: image)
        let gone = scanner.scan(imageAt: image)
        let failure = try #require(gone.failure)
        #expect(failure.code == .io, "\(failure)")
        #expect(failure.message.lowercased().contains("no such file") || failure.message.contains("exist"), "\(failure.message)")
        #expect(gone.readings.isEmpty)
        // The same scanner reads the next image as if nothing happened.
        let next = scanner.scan(imageAt: Self.fixture)
        #expect(next.failure == nil && next.readings.map(\.line.text) == ["A2"], "\(next.readings)")
    }

    @Test func aSidecarGoneAfterListingLeavesTheImageReadWithoutIt() throws {
        let scanner = try Self.scanner()
        let (folder, image) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: RunoutScanner.sidecarURL(for: image))
        let scan = scanner.scan(imageAt: image)
        #expect(scan.failure == nil, "\(String(describing: scan.failure))")
        #expect(scan.ring?.source != .sidecar, "\(String(describing: scan.ring))")
    }

    @Test func anImageReplacedByAFolderIsAnError() throws {
        let scanner = try Self.scanner()
        let (folder, image) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: image)
        try FileManager.default.createDirectory(at: image, withIntermediateDirectories: false)
        let scan = scanner.scan(imageAt: image)
        let failure = try #require(scan.failure)
        #expect([.io, .decode].contains(failure.code), "\(failure)")
        #expect(!failure.message.isEmpty)
    }

    /// The scan of the fixture's copy after `replace` has put something
    /// else where its sidecar was (the sidecar's path is given).
    static func scanWithSidecarReplaced(_ replace: (URL) throws -> Void) throws -> ImageScan {
        let (folder, image) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sidecar = RunoutScanner.sidecarURL(for: image)
        try FileManager.default.removeItem(at: sidecar)
        try replace(sidecar)
        return try Self.scanner().scan(imageAt: image)
    }

    @Test func aSidecarThatIsALinkToNothingIsASidecarErrorNotSilence() throws {
        let scan = try Self.scanWithSidecarReplaced { sidecar in
            try FileManager.default.createSymbolicLink(atPath: sidecar.path, withDestinationPath: "moved.json")
        }
        let failure = try #require(scan.failure)
        #expect(failure.code == .sidecar, "\(failure)")
        #expect(failure.message.contains("photo.json") && failure.message.contains("symbolic link"), "\(failure.message)")
    }

    @Test func aSidecarThatIsANamedPipeIsASidecarErrorAndNeverBlocks() throws {
        let scan = try Self.scanWithSidecarReplaced { sidecar in
            #expect(mkfifo(sidecar.path, 0o600) == 0)
        }
        let failure = try #require(scan.failure)
        #expect(failure.code == .sidecar, "\(failure)")
        #expect(failure.message.contains("named pipe"), "\(failure.message)")
    }
}
