import Foundation
import RunoutOCR
import TestSupport
import Testing

/// A scan told to stop gives its image up within a read
/// (``RunoutScanner/scan(imageAt:stoppingWhen:)``): what a batch does on
/// SIGINT or SIGTERM, so that it exits in a read's time, not a scan's.
@Suite("RunoutScanner stop requests", .serialized)
struct RunoutScannerStopTests {
    /// Its first two reads differ, so it is read under every shift given.
    static let fixture = FixturePaths.images.appendingPathComponent("hard/hard-02-inward-noise-seam.jpg")
    static let shifts = Array(BandShift.standard.prefix(3))

    static func scanner(debugDirectory: URL? = nil) throws -> RunoutScanner {
        let tessdata = try TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment)
        return try RunoutScanner(options: ScanOptions(tessdata: tessdata, debugDirectory: debugDirectory, shifts: shifts))
    }

    /// Counts the questions asked and says yes from the `stopAt`th on.
    final class StopAfter {
        let stopAt: Int
        var asked = 0
        init(_ stopAt: Int) { self.stopAt = stopAt }
        func isStopRequested() -> Bool {
            asked += 1
            return asked >= stopAt
        }
    }

    @Test func aScanNeverToldToStopIsTheWholeScan() throws {
        let scanner = try Self.scanner()
        let whole = scanner.scan(imageAt: Self.fixture)
        let stop = StopAfter(.max)
        let asked = try #require(scanner.scan(imageAt: Self.fixture, stoppingWhen: stop.isStopRequested))
        #expect(asked.failure == nil)
        #expect(asked.readings == whole.readings)
        #expect(stop.asked >= Self.shifts.count, "asked before each of the \(Self.shifts.count) reads; asked \(stop.asked) times")
    }

    @Test func aStopBeforeTheScanGivesNothing() throws {
        let stop = StopAfter(1)
        #expect(try Self.scanner().scan(imageAt: Self.fixture, stoppingWhen: stop.isStopRequested) == nil)
        #expect(stop.asked == 1, "nothing is decoded after the first no")
    }

    @Test func aStopBetweenReadsEndsTheScanBeforeTheNextRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-stop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Count the questions of a whole scan, then stop at the last one.
        let whole = StopAfter(.max)
        _ = try Self.scanner().scan(imageAt: Self.fixture, stoppingWhen: whole.isStopRequested)
        let stop = StopAfter(whole.asked)
        #expect(try Self.scanner(debugDirectory: folder).scan(imageAt: Self.fixture, stoppingWhen: stop.isStopRequested) == nil)
        let log = try String(
            contentsOf: folder.appendingPathComponent("hard-02-inward-noise-seam.log.txt"), encoding: .utf8)
        #expect(log.contains("read 2 of 3"), "the reads before the stop were made")
        #expect(!log.contains("read 3 of 3"), "no read after the stop")
        #expect(!log.contains("kept by"), "no vote on an unfinished image")
    }
}
