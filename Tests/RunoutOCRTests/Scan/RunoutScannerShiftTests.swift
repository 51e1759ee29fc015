import Foundation
import RunoutOCR
import TestSupport
import Testing

/// A scan reads its band under each of the options' shifts and keeps the
/// lines the quorum of reads agree on (``ShiftVote``).
@Suite("RunoutScanner shifts", .serialized)
struct RunoutScannerShiftTests {
    /// Inward, grainy, across the seam: its reads under the first standard shifts differ.
    static let fixture = FixturePaths.images.appendingPathComponent("hard/hard-02-inward-noise-seam.jpg")

    /// Reads `5310 902 B1` alike under every standard shift.
    static let steady = FixturePaths.images.appendingPathComponent("clean/clean-08-seam.jpg")

    static func scan(
        _ image: URL = fixture, shifts: [BandShift], quorum: Int? = nil, debugDirectory: URL? = nil
    ) throws -> ImageScan {
        let tessdata = try TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment)
        let options = ScanOptions(tessdata: tessdata, debugDirectory: debugDirectory, shifts: shifts, quorum: quorum)
        return try RunoutScanner(options: options).scan(imageAt: image)
    }

    @Test func aScanKeepsWhatItsReadsAgreeOn() throws {
        let shifts = Array(BandShift.standard.prefix(3))
        let alone = try shifts.map { try Self.scan(shifts: [$0]).readings }
        try #require(!ShiftVote.isSettled(alone), "the first two reads differ, so all three are read and vote: \(alone)")
        let voted = try Self.scan(shifts: shifts)
        #expect(voted.failure == nil)
        #expect(voted.readings == ShiftVote.agreed(alone, quorum: 2), "default quorum of three reads is two")
        let union = try Self.scan(shifts: shifts, quorum: 1)
        #expect(union.readings == ShiftVote.agreed(alone, quorum: 1))
        #expect(Set(union.readings.map(\.line.key)) == Set(alone.joined().map(\.line.key)))
        let unanimous = try Self.scan(shifts: shifts, quorum: 3)
        #expect(Set(unanimous.readings.map(\.line.key)) == alone.map { Set($0.map(\.line.key)) }.reduce(Set(alone[0].map(\.line.key))) { $0.intersection($1) })
    }

    @Test func twoReadsAlikeSettleTheScan() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-shift-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = try Self.scan(Self.steady, shifts: [.none])
        let settled = try Self.scan(Self.steady, shifts: BandShift.standard, quorum: 6, debugDirectory: folder)
        #expect(!alone.readings.isEmpty, "\(alone.readings)")
        #expect(settled.readings.map(\.line) == alone.readings.map(\.line), "kept by the two reads, though the quorum is six")
        let log = try String(contentsOf: folder.appendingPathComponent("clean-08-seam.log.txt"), encoding: .utf8)
        #expect(log.contains("read 2 of 6") && !log.contains("read 3 of 6"), "no third read")
        #expect(log.contains("kept by 2 of 2 reads (settled"))
    }

    @Test func theStageImagesAreTheFirstReads() throws {
        let manager = FileManager.default
        let folders = (0..<2).map { manager.temporaryDirectory.appendingPathComponent("deadwax-shift-\($0)-\(UUID().uuidString)") }
        defer { for folder in folders { try? manager.removeItem(at: folder) } }
        _ = try Self.scan(shifts: [.none], debugDirectory: folders[0])
        let voted = try Self.scan(shifts: Array(BandShift.standard.prefix(3)), debugDirectory: folders[1])
        #expect(voted.failure == nil)
        let stem = Self.fixture.deletingPathExtension().lastPathComponent
        for stage in ["1-strip", "2-prepared", "3-segment-0"] {
            let name = "\(stem).\(stage).png"
            let alone = try Data(contentsOf: folders[0].appendingPathComponent(name))
            let first = try Data(contentsOf: folders[1].appendingPathComponent(name))
            #expect(alone == first, "\(name) is the first read's, not overwritten by a shifted one")
        }
        let log = try String(contentsOf: folders[1].appendingPathComponent("\(stem).log.txt"), encoding: .utf8)
        #expect(log.contains("read 3 of 3"), "the third read ran (the first two differ), and only its notes were written")
    }

    @Test func noShiftsReadsTheBandAsFound() throws {
        let none = try Self.scan(shifts: [])
        let asFound = try Self.scan(shifts: [.none])
        #expect(none.failure == nil && !asFound.readings.isEmpty)
        #expect(none.readings == asFound.readings)
    }
}
