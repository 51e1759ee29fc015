@testable import RunoutOCR
import Testing

/// The centre vote on a smaller copy of the thumbnail
/// (Locate/RecordLocator.swift): where its pixels lie in the thumbnail.
/// (That the record is still found is RecordLocatorTests' synthetic
/// records, which now go through the halved vote.)
@Suite("RecordLocator voting image")
struct RecordLocatorVotingTests {
    @Test("Pixel centres map to pixel centres: corners, middle and a round trip, whatever the sizes")
    func pointMapping() {
        for (large, small) in [((600, 450), (300, 225)), ((601, 451), (301, 226)), ((33, 32), (17, 16)), ((40, 40), (40, 40))] {
            let big = GrayImage(width: large.0, height: large.1)
            let little = GrayImage(width: small.0, height: small.1)
            let label = "\(large) from \(small)"
            // The outer edges of the two images coincide.
            let corner = RecordLocator.point(Point(x: -0.5, y: -0.5), from: little, to: big)
            #expect(abs(corner.x + 0.5) < 1e-9 && abs(corner.y + 0.5) < 1e-9, "\(label)")
            let far = RecordLocator.point(
                Point(x: Double(small.0) - 0.5, y: Double(small.1) - 0.5), from: little, to: big)
            #expect(abs(far.x - (Double(large.0) - 0.5)) < 1e-9 && abs(far.y - (Double(large.1) - 0.5)) < 1e-9, "\(label)")
            // The middle stays the middle.
            let middle = RecordLocator.point(
                Point(x: Double(small.0 - 1) / 2, y: Double(small.1 - 1) / 2), from: little, to: big)
            #expect(abs(middle.x - Double(large.0 - 1) / 2) < 1e-9 && abs(middle.y - Double(large.1 - 1) / 2) < 1e-9, "\(label)")
            // There and back.
            let p = Point(x: 7.25, y: 3.5)
            let back = RecordLocator.point(RecordLocator.point(p, from: little, to: big), from: big, to: little)
            #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9, "\(label)")
        }
    }

    @Test("Empty images and non-finite points never trap")
    func degenerate() {
        let empty = GrayImage(width: 0, height: 0)
        let image = GrayImage(width: 10, height: 10)
        for point in [Point(x: 1, y: 1), Point(x: .nan, y: 2), Point(x: .infinity, y: -.infinity)] {
            _ = RecordLocator.point(point, from: empty, to: image)
            _ = RecordLocator.point(point, from: image, to: empty)
        }
        let mapped = RecordLocator.point(Point(x: 2, y: 2), from: empty, to: image)
        #expect(mapped.x.isFinite && mapped.y.isFinite)
    }
}
