import Foundation
import RunoutOCR
import TestSupport
import Testing

/// A large photo whose ring is large is decoded reduced, read the same as
/// at full size, and its ring reported in pixels of the full photo; one
/// that cannot be decoded reduced is unwrapped from a smaller copy.
///
/// The photo is a bundled fixture (`clean-02`, a 157-pixel band that reads
/// `A2`) enlarged 2.5 times: a 393-pixel band, which the policy decodes at 1/2.
@Suite("RunoutScanner reduced decode", .serialized)
struct RunoutScannerReductionTests {
    static let scale = 2.5
    static let fixture = FixturePaths.images.appendingPathComponent("clean/clean-02.jpg")
    /// The fixture's sidecar ring (image space).
    static let ring = (center: Point(x: 655.09, y: 632.32), inner: 337.9, outer: 495.28)

    static func scanner(defaultRing: GuideRing? = nil, debug: URL? = nil) throws -> RunoutScanner {
        let tessdata = try TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment)
        return try RunoutScanner(
            options: ScanOptions(tessdata: tessdata, defaultRing: defaultRing, debugDirectory: debug))
    }

    static func bigRing() -> GuideRing {
        GuideRing(
            space: .image, center: Point(x: ring.center.x * scale, y: ring.center.y * scale),
            innerRadius: ring.inner * scale, outerRadius: ring.outer * scale)
    }

    static func sidecarJSON(_ ring: GuideRing) -> Data {
        Data(
            #"{"ring":{"space":"image","center":[\#(ring.center.x),\#(ring.center.y)],"innerRadius":\#(ring.innerRadius),"outerRadius":\#(ring.outerRadius)}}"#
                .utf8)
    }

    /// A fresh temporary folder, removed by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-reduced-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("A large JPEG is decoded at 1/2, reads the same lines as full size, and reports its ring in full-size pixels")
    func largePhotoIsReadReduced() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try ImageDecoder().decode(contentsOf: Self.fixture)
        let big = original.scaled(
            toWidth: Int((Double(original.width) * Self.scale).rounded()),
            height: Int((Double(original.height) * Self.scale).rounded()))
        let size = Size(width: Double(big.width), height: Double(big.height))
        #expect(DecodeReduction(for: try Self.bigRing().mapped(toImageOfSize: size)) == .half)
        // The same big picture as a JPEG with a sidecar, as a JPEG with --ring, and as a PNG (never reduced).
        let jpeg = folder.appendingPathComponent("big.jpg")
        try Data(try #require(big.jpegData(quality: 92))).write(to: jpeg)
        try Self.sidecarJSON(Self.bigRing()).write(to: RunoutScanner.sidecarURL(for: jpeg))
        let bare = folder.appendingPathComponent("bare.jpg")
        try FileManager.default.copyItem(at: jpeg, to: bare)
        let png = folder.appendingPathComponent("full.png")
        try Data(try #require(big.pngData())).write(to: png)
        try Self.sidecarJSON(Self.bigRing()).write(to: RunoutScanner.sidecarURL(for: png))

        let debug = folder.appendingPathComponent("debug")
        let scanner = try Self.scanner(debug: debug)
        let small = scanner.scan(imageAt: Self.fixture)
        let reduced = scanner.scan(imageAt: jpeg)
        let full = scanner.scan(imageAt: png)
        let viaDefault = try Self.scanner(defaultRing: Self.bigRing()).scan(imageAt: bare)
        for (name, scan) in [("fixture", small), ("reduced JPEG", reduced), ("PNG", full), ("--ring JPEG", viaDefault)]
        {
            #expect(scan.failure == nil, "\(name): \(String(describing: scan.failure))")
            #expect(scan.readings.map(\.line.key) == ["A2"], "\(name): \(scan.readings.map(\.line.text))")
            if let first = scan.readings.first {
                #expect(abs(first.angle - 14.1) < 1.5, "\(name): angle \(first.angle)")
            }
        }

        // The JPEG was decoded at half size; the PNG at full size.
        let log = try String(contentsOf: debug.appendingPathComponent("big.log.txt"), encoding: .utf8)
        #expect(log.contains("decoded at 1/2 of each side: 1610×1610"), "\(log.prefix(300))")
        let decoded = try ImageDecoder().decode(contentsOf: debug.appendingPathComponent("big.0-decoded.png"))
        #expect(decoded.width == 1610 && decoded.height == 1610)
        let pngLog = try String(contentsOf: debug.appendingPathComponent("full.log.txt"), encoding: .utf8)
        #expect(!pngLog.isEmpty && !pngLog.contains("decoded at"))
        #expect(
            try ImageDecoder().decode(contentsOf: debug.appendingPathComponent("full.0-decoded.png")).width == big.width
        )
        // The PNG's band, about 390 pixels thick, is unwrapped from a copy
        // in which it is 200 (WorkingScale): its strip has no more rows.
        #expect(pngLog.contains("unwrapped from a copy at 0."), "\(pngLog.prefix(400))")
        let pngStrip = try ImageDecoder().decode(contentsOf: debug.appendingPathComponent("full.1-strip.png"))
        #expect(pngStrip.height <= Int(WorkingScale.thickestBand) + 1, "strip height \(pngStrip.height)")

        // Rings in pixels of the full photo: the user's outer radius kept exactly,
        // the refined centre and inner radius where the full-size scan puts them.
        for (name, scan) in [("reduced JPEG", reduced), ("--ring JPEG", viaDefault)] {
            let ring = try #require(scan.ring?.annulus, "\(name)")
            let reference = try #require(full.ring?.annulus)
            #expect(abs(ring.outerRadius - Self.ring.outer * Self.scale) < 1e-6, "\(name): outer \(ring.outerRadius)")
            #expect(
                abs(ring.center.x - reference.center.x) < 4 && abs(ring.center.y - reference.center.y) < 4,
                "\(name): \(ring.center) vs \(reference.center)")
            #expect(
                abs(ring.innerRadius - reference.innerRadius) < 4,
                "\(name): inner \(ring.innerRadius) vs \(reference.innerRadius)")
            let smallRing = try #require(small.ring?.annulus)
            #expect(
                abs(ring.center.x - smallRing.center.x * Self.scale) < 6
                    && abs(ring.center.y - smallRing.center.y * Self.scale) < 6)
        }
    }
}
