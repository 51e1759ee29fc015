import Foundation
import RunoutOCR
import Testing

@testable import deadwax

/// The pure pieces behind the report: character alignment, HTML escaping
/// and diff markup, the PNG encoder, the ring overlay, the histogram.
@Suite("deadwax eval report pieces")
struct EvalReportUnitTests {
    @Test(arguments: [
        ("YEX 773-1", "YEX 773-1", 0), ("YEX 773-1", "YEX 778-1", 1), ("YEX 773-1", "YEX 73-1", 1),
        ("YEX 773-1", "YEX 7773-1", 1), ("", "", 0), ("", "AB", 2), ("AB", "", 2), ("ΔABC", "ABCD", 2),
    ])
    func alignmentCountsTheEditDistance(truth: String, reading: String, edits: Int) {
        let alignment = CharacterAlignment(truth: truth, reading: reading)
        #expect(alignment.edits == edits)
        #expect(alignment.edits == Array(truth).editDistance(to: Array(reading)))
        // Each side can be rebuilt from the steps.
        var rebuiltTruth = ""
        var rebuiltReading = ""
        for step in alignment.steps {
            switch step {
            case .same(let c): rebuiltTruth.append(c); rebuiltReading.append(c)
            case .substituted(let t, let r): rebuiltTruth.append(t); rebuiltReading.append(r)
            case .deleted(let t): rebuiltTruth.append(t)
            case .inserted(let r): rebuiltReading.append(r)
            }
        }
        #expect(rebuiltTruth == truth)
        #expect(rebuiltReading == reading)
    }

    @Test func diffMarksSubstitutionsDeletionsAndInsertions() {
        #expect(HTMLText.diff(CharacterAlignment(truth: "YEX 773-1", reading: "YEX 778-1")) == "YEX 77<mark title=\"truth: 3\">8</mark>-1")
        #expect(HTMLText.diff(CharacterAlignment(truth: "ABCD", reading: "ABD")) == "AB<del>C</del>D")
        #expect(HTMLText.diff(CharacterAlignment(truth: "ABD", reading: "ABXXD")) == "AB<ins>XX</ins>D")
        #expect(HTMLText.diff(CharacterAlignment(truth: "A B", reading: "AB")) == "A<del>\u{2423}</del>B")
        #expect(HTMLText.diff(CharacterAlignment(truth: "<A>", reading: "<B>")) == "&lt;<mark title=\"truth: A\">B</mark>&gt;")
    }

    @Test func escapingCoversTextAndAttributes() {
        #expect(HTMLText.escaped(#"<script>alert("x" & 'y')</script>"#)
            == "&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;")
        #expect(HTMLText.escaped("Δ 1234 ▽") == "Δ 1234 ▽")
    }

    @Test func pngEncoderWritesWhatTheDecoderReadsBack() throws {
        let palette = (0..<256).map { PNGEncoder.Color(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
        // 700x120 needs two stored blocks: (700 + 1) · 120 bytes > 65,535.
        for (w, h) in [(37, 300), (1, 1), (700, 120)] {
            let indices = (0..<(w * h)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / w) }
            let png = try #require(PNGEncoder.encode(width: w, height: h, palette: palette, indices: indices))
            let decoded = try ImageDecoder().decode(Data(png))
            #expect(decoded.width == w && decoded.height == h)
            #expect(decoded.pixels == indices, "\(w)x\(h)")
        }
    }

    @Test func pngEncoderRefusesInconsistentInput() {
        let palette = [PNGEncoder.Color(red: 0, green: 0, blue: 0)]
        #expect(PNGEncoder.encode(width: 2, height: 2, palette: palette, indices: [0, 0, 0]) == nil)
        #expect(PNGEncoder.encode(width: 0, height: 0, palette: palette, indices: []) == nil)
        #expect(PNGEncoder.encode(width: 1, height: 1, palette: palette, indices: [1]) == nil)
        #expect(PNGEncoder.encode(width: 1, height: 1, palette: [], indices: [0]) == nil)
    }

    @Test func checksumsMatchKnownValues() {
        #expect(PNGEncoder.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(PNGEncoder.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(PNGEncoder.adler32([]) == 1)
        #expect(PNGEncoder.adler32([UInt8](repeating: 255, count: 100_000)) == Self.slowAdler([UInt8](repeating: 255, count: 100_000)))
    }

    static func slowAdler(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    @Test func ringOverlayDrawsBothEllipsesAndTheTick() {
        let thumbnail = GrayImage(width: 200, height: 160, fill: 128)
        let annulus = Annulus(center: Point(x: 200, y: 160), innerRadius: 80, outerRadius: 140, scaleX: 1.1, scaleY: 1 / 1.1, rotation: 20)
        let indices = RingOverlay.indices(thumbnail: thumbnail, scale: 0.5, annulus: annulus)
        for (radius, index) in [(80.0, RingOverlay.innerIndex), (140.0, RingOverlay.outerIndex)] {
            for angle in stride(from: 0.0, to: 360, by: 7) {
                let point = annulus.point(atAngle: angle, radius: radius)
                let (x, y) = (Int((point.x * 0.5).rounded(.down)), Int((point.y * 0.5).rounded(.down)))
                if angle == 0 { continue }  // the tick overdraws 12 o'clock
                #expect(indices[y * 200 + x] == index, "radius \(radius) angle \(angle)")
            }
        }
        let tick = annulus.point(atAngle: 0, radius: 110)
        #expect(indices[Int(tick.y * 0.5) * 200 + Int(tick.x * 0.5)] == RingOverlay.tickIndex)
        #expect(indices.count { $0 == 126 } > 20_000, "the grey background stays grey")
    }

    @Test func ringOverlayIgnoresRingsItCannotDraw() {
        let thumbnail = GrayImage(width: 10, height: 10, fill: 255)
        for annulus in [Annulus(center: Point(x: .nan, y: 5), innerRadius: 1, outerRadius: 3),
                        Annulus(center: Point(x: 5, y: 5), innerRadius: 3, outerRadius: 1),
                        Annulus(center: Point(x: 1e300, y: 5), innerRadius: 1, outerRadius: 1e300)] {
            let indices = RingOverlay.indices(thumbnail: thumbnail, scale: 1, annulus: annulus)
            #expect(indices.count == 100)
        }
        #expect(RingOverlay.png(thumbnail: GrayImage(width: 0, height: 0), scale: 1, annulus: nil) == nil)
    }

    @Test(arguments: [(0.0, 0), (-1.0, 0), (.nan, 0), (0.01, 1), (0.1, 1), (0.1000001, 2), (0.95, 10), (1.0, 10), (7.0, 10)])
    func histogramBins(rate: Double, bin: Int) {
        #expect(ErrorRateHistogram.bin(of: rate) == bin)
    }
}
