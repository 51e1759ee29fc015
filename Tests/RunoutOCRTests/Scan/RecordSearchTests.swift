import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Finding the record given no ring: brightness first, colour when a
/// coloured label is as bright as the wax (Scan/RecordSearch.swift).
@Suite("RecordSearch")
struct RecordSearchTests {
    static let search = RecordSearch(
        locator: RecordLocator(), decoder: ImageDecoder(), minimumConfidence: RingRefiner.minimumConfidence)

    /// A record filling the frame, no grooves in view, its label `labelLuma`
    /// bright (the wax is ``RecordImageBuilder/waxGrey``), coloured brown when
    /// `coloured`: the grey picture and the colour one.
    static func photo(labelLuma: UInt8, coloured: Bool, center: Point, label: Double) -> (GrayImage, ColourPicture) {
        var record = RecordImageBuilder(width: 1300, height: 1000, center: center, labelRadius: label)
        record.grooveStart = 20
        record.recordRadius = 30
        record.labelBrightness = labelLuma
        let grey = record.image()
        let picture = ColourPicture(width: grey.width, height: grey.height) { x, y in
            let luma = grey[x, y]
            let inside = hypot(Double(x) - center.x, Double(y) - center.y) < label
            return coloured && inside ? ColourPicture.colour(luma: Double(luma), cb: -9, cr: 13) : (luma, luma, luma)
        }
        return (grey, picture)
    }

    @Test(
        "A brown label as dark as the wax: brightness finds nothing, colour finds the label",
        arguments: [(Point(x: 650, y: 500), 150.0), (Point(x: 610, y: 540), 210.0)] as [(Point, Double)])
    func colourFindsADarkLabel(center: Point, label: Double) throws {
        let (_, picture) = Self.photo(labelLuma: RecordImageBuilder.waxGrey, coloured: true, center: center, label: label)
        let data = Data(try #require(picture.jpegData(quality: 92)))
        let image = try ImageDecoder().decode(data)
        let byBrightness = RecordLocator().locate(in: image)
        #expect((byBrightness?.confidence ?? 0) < RingRefiner.minimumConfidence, "brightness alone: \(String(describing: byBrightness))")
        // Found outside #require, which would print the whole image on failure.
        let found = Self.search.locate(in: image, data: data)
        if let colour = try ImageDecoder().chroma(data, reduction: .full), let folder = ProcessInfo.processInfo.environment["DEADWAX_TEST_DUMP"] {
            try Data(colour.pngData() ?? []).write(to: URL(fileURLWithPath: folder).appendingPathComponent("chroma-\(Int(label)).png"))
        }
        let (location, cue) = try #require(found)
        #expect(cue == .colour)
        let band = location.band
        #expect(hypot(band.center.x - center.x, band.center.y - center.y) < 3, "centre \(band.center)")
        #expect(abs(location.labelRadius - label) < 0.02 * label, "label radius \(location.labelRadius)")
        #expect(band.innerRadius > location.labelRadius && band.outerRadius > band.innerRadius * 1.2)
    }

    @Test("The same record stored grey has nothing to find")
    func greyStoredDarkLabel() throws {
        let (grey, _) = Self.photo(
            labelLuma: RecordImageBuilder.waxGrey, coloured: false, center: Point(x: 650, y: 500), label: 150)
        let data = Data(try #require(grey.pngData()))
        #expect(Self.search.locate(in: try ImageDecoder().decode(data), data: data) == nil)
    }

    @Test("A bright label is found by brightness, colour untouched")
    func brightLabel() throws {
        let center = Point(x: 640, y: 470)
        let (_, picture) = Self.photo(labelLuma: 200, coloured: true, center: center, label: 170)
        let data = Data(try #require(picture.pngData()))
        let found = Self.search.locate(in: try ImageDecoder().decode(data), data: data)
        let (location, cue) = try #require(found)
        #expect(cue == .brightness)
        #expect(hypot(location.band.center.x - center.x, location.band.center.y - center.y) < 3)
    }

    @Test("Bytes that are no image find nothing and never trap")
    func garbage() {
        let image = GrayImage(width: 64, height: 64)
        for data in [Data(), Data([0xFF, 0xD8, 0xFF]), Data(repeating: 7, count: 1000)] {
            #expect(Self.search.locate(in: image, data: data) == nil)
        }
    }
}
