import Foundation
import TestSupport
import Testing

@testable import deadwax

/// Photos a folder holds in formats deadwax does not read: not scanned, but named.
@Suite("Photos in formats deadwax does not read")
struct UnreadPhotoTests {
    @Test("The note says what was not scanned, why, and how to convert")
    func noteWording() {
        #expect(InputCollector.skipNote(format: "HEIF", count: 1).hasPrefix("not scanned: deadwax reads JPEG, PNG and TIFF; convert it to JPEG first (e.g. 'heif-convert"))
        #expect(InputCollector.skipNote(format: "HEIF", count: 2).hasPrefix("this and 1 more HEIF photo not scanned: "))
        #expect(InputCollector.skipNote(format: "WebP", count: 12) == "this and 11 more WebP photos not scanned: deadwax reads JPEG, PNG and TIFF; convert them to JPEG first")
    }

    @Test("A folder of JPEGs and HEICs: the JPEG is read, the HEICs are named in one note; a folder of HEICs only finds no image")
    func folderWithHEIC() throws {
        let folder = try TemporaryFolder(prefix: "deadwax-heic")
        defer { folder.remove() }
        let manager = FileManager.default
        try manager.copyItem(at: FixturePaths.fixtures.appendingPathComponent("hostile/png-grey.png"), to: folder.url.appendingPathComponent("a.png"))
        let heic = Data([0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
        for name in ["IMG_0002.heic", "IMG_0001.HEIC", "IMG_0009.heic", "only/IMG_0003.heic"] {
            let url = folder.url.appendingPathComponent(name)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try heic.write(to: url)
        }
        let mixed = try BinaryRunner.deadwax(["scan", ".", "--format", "jsonl", "--quiet"], in: folder.url)
        #expect(mixed.status == 0, "\(mixed.standardError)")
        #expect(SameNameRunTests.files(mixed.standardOutput) == ["a.png"])
        #expect(mixed.standardError.contains("note: ./IMG_0001.HEIC: this and 3 more HEIF photos not scanned"), "\(mixed.standardError)")

        let only = try BinaryRunner.deadwax(["scan", "only", "--format", "jsonl"], in: folder.url)
        #expect(only.status != 0)
        #expect(only.standardError.contains("note: only/IMG_0003.heic: not scanned"), "\(only.standardError)")
        #expect(only.standardError.contains("no images found"), "\(only.standardError)")

        // Given by its own path, a HEIC is scanned, and its decode error names the format.
        let given = try BinaryRunner.deadwax(["scan", "IMG_0002.heic", "--format", "jsonl"], in: folder.url)
        #expect(given.status == 1)
        #expect(given.standardOutput.contains("HEIF (HEIC) data"), "\(given.standardOutput)")
    }
}
