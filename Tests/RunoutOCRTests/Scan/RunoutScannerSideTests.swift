import Foundation
import RunoutOCR
import TestSupport
import Testing

/// The side a scan reports: the sidecar's when it names one, else the side
/// letter of the matrix read (``SideInference``), else none.
@Suite("RunoutScanner side", .serialized)
struct RunoutScannerSideTests {
    /// Reads `5310 902 B1`; its sidecar says side `B`.
    static let lettered = FixturePaths.images.appendingPathComponent("clean/clean-08-seam.jpg")
    /// Reads `SH` and `TOWNHOUSE`, no side letter (`7XCE 87697-4` names none either).
    static let unlettered = FixturePaths.images.appendingPathComponent("clean/clean-07.tif")

    static func scanner() throws -> RunoutScanner {
        let tessdata = try TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment)
        return try RunoutScanner(options: ScanOptions(tessdata: tessdata))
    }

    /// Scans a copy of `fixture` whose sidecar has its `side` replaced by
    /// `side` (removed when `nil`).
    static func scan(_ fixture: URL, side: String?, with scanner: RunoutScanner) throws -> ImageScan {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-side-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.appendingPathComponent(fixture.lastPathComponent)
        try FileManager.default.copyItem(at: fixture, to: image)
        let data = try Data(contentsOf: RunoutScanner.sidecarURL(for: fixture))
        var sidecar = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        sidecar["side"] = side
        try JSONSerialization.data(withJSONObject: sidecar).write(to: RunoutScanner.sidecarURL(for: image))
        return scanner.scan(imageAt: image)
    }

    @Test func anImageWithoutASidecarSideTakesItsMatrixSideLetter() throws {
        let scan = try Self.scan(Self.lettered, side: nil, with: try Self.scanner())
        #expect(scan.failure == nil && scan.readings.map(\.line.text) == ["5310 902 B1"], "\(scan.readings)")
        #expect(scan.side == "B")
    }

    @Test func theSidecarsSideWinsOverTheMatrix() throws {
        let scan = try Self.scan(Self.lettered, side: "2", with: try Self.scanner())
        #expect(scan.readings.map(\.line.text) == ["5310 902 B1"], "\(scan.readings)")
        #expect(scan.side == "2")
    }

    @Test func noSideLetterReadLeavesTheSideUnknown() throws {
        let scan = try Self.scan(Self.unlettered, side: nil, with: try Self.scanner())
        #expect(scan.failure == nil, "\(String(describing: scan.failure))")
        #expect(scan.side == nil, "\(scan.readings)")
    }
}
