import Foundation
import RunoutOCR
import TestSupport
import Testing

/// The polar unwrap places a known mark at the expected strip column and
/// row, across the 12 o'clock seam, on ellipses, and at the layout limits.
@Suite("PolarUnwrapper")
struct PolarUnwrapperTests {
    static let unwrapper = PolarUnwrapper()
    static let circle = Annulus(center: Point(x: 200, y: 190), innerRadius: 100, outerRadius: 160)

    /// The brightness-weighted centre of the strip's bright pixels, or `nil`.
    static func centroid(of strip: GrayImage, threshold: UInt8 = 60) -> (column: Double, row: Double)? {
        var total = 0.0, sumX = 0.0, sumY = 0.0
        for y in 0..<strip.height {
            for x in 0..<strip.width where strip[x, y] >= threshold {
                let weight = Double(strip[x, y])
                total += weight
                sumX += weight * Double(x)
                sumY += weight * Double(y)
            }
        }
        return total > 0 ? (sumX / total, sumY / total) : nil
    }

    @Test("A mark lands at column angle / degreesPerColumn and row (outer − r) / radiusPerRow",
          arguments: [0.5, 17, 45, 90, 133.3, 180, 222, 270, 300, 359.5] as [Double])
    func markLandsWhereExpected(angle: Double) throws {
        for radius in [105.0, 130, 155] {
            let image = ImageBuilder.mark(in: ImageBuilder.blank(width: 400, height: 380), on: Self.circle, atAngle: angle, radius: radius)
            let strip = Self.unwrapper.unwrap(image, along: Self.circle)
            let found = try #require(Self.centroid(of: strip.image), "angle \(angle) radius \(radius): no mark in the strip")
            var expectedColumn = angle / strip.degreesPerColumn
            // A mark within a few columns of the seam shows at both ends; compare on the circle.
            var columnError = abs(found.column - expectedColumn)
            if angle < 2 || angle > 358 {
                let columns = ImageBuilder.brightColumns(of: strip.image, threshold: 60)
                expectedColumn = angle < 2 ? expectedColumn : expectedColumn - Double(strip.image.width)
                let wrapped = columns.map { Double($0 > strip.image.width / 2 ? $0 - strip.image.width : $0) }
                columnError = abs(wrapped.reduce(0, +) / Double(wrapped.count) - expectedColumn)
            }
            let expectedRow = (strip.outerRadius - radius) / strip.radiusPerRow
            #expect(columnError < 1.5, "angle \(angle) radius \(radius): column \(found.column), expected \(expectedColumn)")
            #expect(abs(found.row - expectedRow) < 1.5, "angle \(angle) radius \(radius): row \(found.row), expected \(expectedRow)")
            #expect(abs(strip.angle(atColumn: expectedColumn) - angle.truncatingRemainder(dividingBy: 360)) < 1e-9
                        || angle > 358, "angle \(angle)")
        }
    }

    @Test("A mark straddling 12 o'clock shows at both ends of the strip and nowhere else")
    func markAcrossTheSeam() throws {
        let image = ImageBuilder.mark(in: ImageBuilder.blank(width: 400, height: 380), on: Self.circle, atAngle: 0, radius: 130, size: 4)
        let strip = Self.unwrapper.unwrap(image, along: Self.circle)
        let columns = ImageBuilder.brightColumns(of: strip.image, threshold: 60)
        let width = strip.image.width
        try #require(!columns.isEmpty)
        #expect(columns.contains(0) && columns.contains(width - 1), "columns \(columns)")
        // Every bright column is within the mark's half-width (4 px at r 130, ~4 columns) of the seam.
        let halfWidth = 4 / (130 * 2 * Double.pi / Double(width)) + 1.5
        for column in columns {
            let distance = Double(min(column, width - column))
            #expect(distance <= halfWidth, "column \(column) of \(width) is far from the seam")
        }
        // Both sides carry the mark.
        #expect(columns.filter { $0 < width / 2 }.count >= 2 && columns.filter { $0 > width / 2 }.count >= 2, "\(columns)")
    }

    @Test("An elliptical band (resize gravity, tilted photo) places a mark by its own angle", arguments: 0..<24 as Range<UInt64>)
    func ellipse(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let stretch = Double.random(in: 1.1...2.5, using: &generator)
        let vertical = Bool.random(using: &generator)
        let band = Annulus(
            center: Point(x: 300, y: 260), innerRadius: 90, outerRadius: 140,
            scaleX: vertical ? 1 / stretch.squareRoot() : stretch.squareRoot(),
            scaleY: vertical ? stretch.squareRoot() : 1 / stretch.squareRoot(),
            rotation: seed % 3 == 0 ? 0 : .random(in: -90...90, using: &generator))
        let angle = Double.random(in: 10...350, using: &generator)
        let radius = Double.random(in: 100...130, using: &generator)
        let image = ImageBuilder.mark(in: ImageBuilder.blank(width: 600, height: 520), on: band, atAngle: angle, radius: radius, size: 3)
        let strip = Self.unwrapper.unwrap(image, along: band)
        let found = try #require(Self.centroid(of: strip.image), "seed \(seed): no mark")
        // The dot is round in the image, so on the ellipse it spans more or
        // fewer columns; its centre still sits at its angle.
        let expectedColumn = angle / strip.degreesPerColumn
        let expectedRow = (strip.outerRadius - radius) / strip.radiusPerRow
        #expect(abs(found.column - expectedColumn) < 2.5, "seed \(seed) \(band): column \(found.column), expected \(expectedColumn)")
        #expect(abs(found.row - expectedRow) < 3, "seed \(seed) \(band): row \(found.row), expected \(expectedRow)")
    }

    @Test func stripGeometryMatchesTheBand() {
        let band = Annulus(center: Point(x: 200, y: 190), innerRadius: 90, outerRadius: 170)
        let strip = Self.unwrapper.unwrap(ImageBuilder.blank(width: 400, height: 380), along: band)
        // Depth 80 px at one pixel per row; one column per pixel of arc at the middle radius.
        #expect(strip.image.height == 81)
        #expect(strip.radiusPerRow == 1)
        #expect(strip.image.width == Int((2 * Double.pi * 130).rounded()))
        #expect(strip.radius(atRow: 0) == 170)
        #expect(strip.radius(atRow: 80) == 90)
        #expect(strip.angle(atColumn: Double(strip.image.width)) == 0)
        #expect(strip.angle(atColumn: -1) > 359)
    }

    @Test("Layout limits hold for bands from a hair to astronomical", arguments: 0..<300 as Range<UInt64>)
    func layoutLimits(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let scale = pow(10, Double.random(in: -3...12, using: &generator))
        let inner = scale * Double.random(in: 0.001...10, using: &generator)
        let outer = inner + scale * Double.random(in: 1e-6...10, using: &generator)
        let band = Annulus(center: Point(x: 0, y: 0), innerRadius: inner, outerRadius: outer)
        guard (try? band.validated()) != nil else { return }
        let unwrapper = Self.unwrapper
        let (width, height, perRow) = unwrapper.layout(for: band)
        let label = "seed \(seed) inner \(inner) outer \(outer)"
        #expect(height >= 2 && height <= unwrapper.maximumHeight, "\(label): height \(height)")
        #expect(width >= 8 && width <= unwrapper.maximumWidth, "\(label): width \(width)")
        #expect(height >= unwrapper.minimumHeight || width == unwrapper.maximumWidth, "\(label): height \(height), width \(width)")
        #expect(perRow.isFinite && perRow > 0, "\(label): radiusPerRow \(perRow)")
        #expect(abs(Double(height - 1) * perRow - (outer - inner)) <= 1e-9 * outer, "\(label): rows do not span the band")
    }

    @Test("A thin band is sampled finer, to the fewest rows, at the letters' aspect",
          arguments: [8.0, 20, 35.5, 50, 70] as [Double])
    func thinBandSampledFiner(thickness: Double) {
        let unwrapper = Self.unwrapper
        #expect(unwrapper.minimumHeight == PolarUnwrapper.fewestRows)
        let band = Annulus(center: Point(x: 0, y: 0), innerRadius: 100, outerRadius: 100 + thickness)
        let (width, height, perRow) = unwrapper.layout(for: band)
        #expect(height == PolarUnwrapper.fewestRows, "thickness \(thickness): height \(height)")
        #expect(perRow < 1)
        // One column spans as much arc at the middle radius as one row spans radius.
        let arcPerColumn = 2 * Double.pi * (100 + thickness / 2) / Double(width)
        #expect(abs(arcPerColumn - perRow) <= 0.01 * perRow, "thickness \(thickness): \(arcPerColumn) vs \(perRow)")
    }

    @Test("A band of the fewest rows or more is sampled a pixel per row", arguments: [71.0, 72, 100, 250] as [Double])
    func thickerBandSampledAtItsPixels(thickness: Double) {
        let band = Annulus(center: Point(x: 0, y: 0), innerRadius: 300, outerRadius: 300 + thickness)
        let (_, height, perRow) = Self.unwrapper.layout(for: band)
        #expect(height == Int(thickness.rounded()) + 1 && perRow == thickness / Double(height - 1))
    }

    @Test func hugeAndTinyBandsAtTheirLimits() {
        let unwrapper = Self.unwrapper
        let huge = unwrapper.layout(for: Annulus(center: Point(x: 0, y: 0), innerRadius: 10_000, outerRadius: 50_000))
        #expect(huge.height == unwrapper.maximumHeight)
        let wide = unwrapper.layout(for: Annulus(center: Point(x: 0, y: 0), innerRadius: 1e6, outerRadius: 1e6 + 100))
        #expect(wide.width == unwrapper.maximumWidth)
        let tiny = unwrapper.layout(for: Annulus(center: Point(x: 0, y: 0), innerRadius: 10, outerRadius: 10.5))
        #expect(tiny.height == unwrapper.minimumHeight)
        let extreme = unwrapper.layout(for: Annulus(center: Point(x: 0, y: 0), innerRadius: 1, outerRadius: .greatestFiniteMagnitude))
        #expect(extreme.height == unwrapper.maximumHeight && extreme.width >= 8 && extreme.width <= unwrapper.maximumWidth)
        let nearTop = unwrapper.layout(for: Annulus(
            center: Point(x: 0, y: 0), innerRadius: .greatestFiniteMagnitude / 2, outerRadius: .greatestFiniteMagnitude))
        #expect(nearTop.height >= 2 && nearTop.radiusPerRow.isFinite)
    }

    @Test("Degenerate images and far-away bands never trap; outside reads black")
    func degenerateImages() {
        let images = [
            GrayImage(width: 0, height: 0), GrayImage(width: 1, height: 1, fill: 200), GrayImage(width: 0, height: 50),
            GrayImage(width: 3, height: 1, fill: 9),
        ]
        let bands = [
            Annulus(center: Point(x: 0, y: 0), innerRadius: 1, outerRadius: 2),
            Annulus(center: Point(x: 0.5, y: 0.5), innerRadius: 0.001, outerRadius: 0.002),
            Annulus(center: Point(x: 1e308, y: -1e308), innerRadius: 1, outerRadius: 1e308),
            Annulus(center: Point(x: 0, y: 0), innerRadius: 1e-300, outerRadius: 1e-299, scaleX: 1e150, scaleY: 1e-150, rotation: 45),
        ]
        for image in images {
            for band in bands {
                let strip = Self.unwrapper.unwrap(image, along: band)
                let layout = Self.unwrapper.layout(for: band)
                #expect(strip.image.width == layout.width && strip.image.height == layout.height, "\(image.width)×\(image.height) \(band)")
                if image.isEmpty {
                    #expect(strip.image.pixels.allSatisfy { $0 == 0 }, "\(band)")
                }
            }
        }
        // A band wholly outside the picture samples the vinyl's black.
        let far = Self.unwrapper.unwrap(GrayImage(width: 50, height: 50, fill: 255),
                                        along: Annulus(center: Point(x: 5000, y: 5000), innerRadius: 10, outerRadius: 30))
        #expect(far.image.pixels.allSatisfy { $0 == 0 })
    }

    @Test("A uniform picture unwraps to the same value wherever the band lies inside it")
    func uniformInside() {
        let image = GrayImage(width: 300, height: 300, fill: 77)
        let band = Annulus(center: Point(x: 150, y: 150), innerRadius: 40, outerRadius: 120, scaleX: 1.2, scaleY: 1 / 1.2, rotation: 20)
        let strip = Self.unwrapper.unwrap(image, along: band)
        #expect(strip.image.pixels.allSatisfy { $0 == 77 })
    }
}
