import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// The sampling map gives, pixel for pixel, the strip the unwrapper gave
/// before it existed (a straightforward reference kept here), for circles,
/// ellipses, bands across the 12 o'clock seam and past the image's edges,
/// and the image's last row and column; and the cache builds a map only
/// for a geometry seen twice in a row, then reuses it.
@Suite("SamplingMap")
struct SamplingMapTests {
    static let unwrapper = PolarUnwrapper()

    /// The unwrap written plainly: column by column, trigonometry per
    /// column, and per pixel the fixed-point blend spelt out (position to
    /// 1/256 pixel rounded down, weights out of 256 per axis, the sum
    /// rounded half up), with neighbours past the last row or column read
    /// as the last.
    static func reference(_ image: GrayImage, along annulus: Annulus) -> GrayImage {
        let (width, height, radiusPerRow) = unwrapper.layout(for: annulus)
        var strip = GrayImage(width: width, height: height)
        let phi = annulus.rotation * .pi / 180
        let cosPhi = cos(phi)
        let sinPhi = sin(phi)
        for column in 0..<width {
            let theta = Double(column) * 2 * .pi / Double(width) - phi
            let localX = annulus.scaleX * sin(theta)
            let localY = -annulus.scaleY * cos(theta)
            let rayX = cosPhi * localX - sinPhi * localY
            let rayY = sinPhi * localX + cosPhi * localY
            for row in 0..<height {
                let radius = annulus.outerRadius - Double(row) * radiusPerRow
                let x = annulus.center.x + radius * rayX
                let y = annulus.center.y + radius * rayY
                guard x >= 0, y >= 0, x <= Double(image.width - 1), y <= Double(image.height - 1) else { continue }
                let (xs, ys) = (Int((x * 256).rounded(.down)), Int((y * 256).rounded(.down)))
                let (x0, y0, fx, fy) = (xs / 256, ys / 256, xs % 256, ys % 256)
                let (x1, y1) = (min(x0 + 1, image.width - 1), min(y0 + 1, image.height - 1))
                let sum = (Int(image[x0, y0]) * (256 - fx) + Int(image[x1, y0]) * fx) * (256 - fy)
                    + (Int(image[x0, y1]) * (256 - fx) + Int(image[x1, y1]) * fx) * fy
                strip[column, row] = UInt8((sum + 32_768) / 65_536)
            }
        }
        return strip
    }

    /// Every way of unwrapping `annulus` in `image`; each must equal the reference.
    static func expectAllAgree(_ image: GrayImage, _ annulus: Annulus, _ label: String) {
        let expected = reference(image, along: annulus)
        let direct = unwrapper.unwrap(image, along: annulus).image
        #expect(differences(direct, expected) == 0, "\(label): the direct unwrap differs")
        let geometry = unwrapper.geometry(for: annulus, imageWidth: image.width, imageHeight: image.height)
        if image.width >= 2, image.height >= 2 {
            let map = SamplingMap(geometry: geometry)
            #expect(map != nil, "\(label): no map")
            if let strip = map?.sample(image) {
                #expect(differences(strip, expected) == 0, "\(label): the mapped strip differs")
            }
        }
        var cache = SamplingMapCache()
        for frame in 0..<3 {
            let strip = unwrapper.unwrap(image, along: annulus, cache: &cache)
            #expect(differences(strip.image, expected) == 0, "\(label): frame \(frame) through the cache differs")
            #expect(strip.radiusPerRow == geometry.radiusPerRow && strip.outerRadius == annulus.outerRadius)
        }
    }

    /// Pixels in which two strips differ; −1 when their sizes do.
    static func differences(_ a: GrayImage, _ b: GrayImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return -1 }
        return zip(a.pixels, b.pixels).filter { $0 != $1 }.count
    }

    @Test("Circles, inside the image and across its edges")
    func circles() {
        let image = ImageBuilder.noise(width: 320, height: 300, seed: 7)
        let cases: [(String, Annulus)] = [
            ("inside", Annulus(center: Point(x: 160, y: 150), innerRadius: 70, outerRadius: 120)),
            ("fractional centre", Annulus(center: Point(x: 160.37, y: 149.81), innerRadius: 64.2, outerRadius: 131.9)),
            ("past every edge", Annulus(center: Point(x: 160, y: 150), innerRadius: 120, outerRadius: 230)),
            ("centre outside", Annulus(center: Point(x: -40, y: 310), innerRadius: 100, outerRadius: 180)),
            ("wholly outside", Annulus(center: Point(x: 900, y: 900), innerRadius: 10, outerRadius: 40)),
            // Outer rows graze the image's edges (the unwrapper's tested rows),
            // inner ones clear them (its rows without tests).
            ("grazing every edge", Annulus(center: Point(x: 159.5, y: 149.5), innerRadius: 100, outerRadius: 149.5)),
            ("a pixel inside every edge", Annulus(center: Point(x: 159.5, y: 149.5), innerRadius: 140, outerRadius: 148.2)),
            ("thin, finely sampled", Annulus(center: Point(x: 100, y: 100), innerRadius: 50, outerRadius: 53)),
            ("thick, coarsely sampled", Annulus(center: Point(x: 160, y: 150), innerRadius: 2, outerRadius: 700)),
        ]
        for (label, annulus) in cases { Self.expectAllAgree(image, annulus, label) }
    }

    @Test("Ellipses of every stretch and rotation, across the seam", arguments: 0..<16 as Range<UInt64>)
    func ellipses(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let image = ImageBuilder.noise(width: 260 + Int(seed) * 7, height: 240 + Int(seed) * 3, seed: seed)
        let stretch = Double.random(in: 1...2.5, using: &generator).squareRoot()
        let inner = Double.random(in: 20...90, using: &generator)
        let annulus = Annulus(
            center: Point(x: .random(in: -30...290, using: &generator), y: .random(in: -30...270, using: &generator)),
            innerRadius: inner, outerRadius: inner + .random(in: 4...80, using: &generator),
            scaleX: seed % 2 == 0 ? stretch : 1 / stretch, scaleY: seed % 2 == 0 ? 1 / stretch : stretch,
            rotation: seed % 4 == 0 ? 0 : .random(in: -180...180, using: &generator))
        Self.expectAllAgree(image, annulus, "seed \(seed): \(annulus)")
    }

    @Test("Samples landing exactly on the last column and row read the edge pixel")
    func lastColumnAndRow() {
        let image = ImageBuilder.noise(width: 200, height: 150, seed: 3)
        // Column 0 points straight up (ray (0, −1) exactly): x = centre.x exactly.
        Self.expectAllAgree(image, Annulus(center: Point(x: 199, y: 149), innerRadius: 30, outerRadius: 90), "corner")
        Self.expectAllAgree(
            image, Annulus(center: Point(x: 199, y: 100), innerRadius: 30, outerRadius: 60), "right edge")
        // Half a turn points straight down (cos π rounds to −1): on an even strip
        // (276 columns for a mid radius of 44, a pixel per row), column 138
        // reads y = centre.y + radius, the last row for the outer radius.
        let bottom = Annulus(center: Point(x: 100, y: 69), innerRadius: 8, outerRadius: 80)
        let bottomLayout = Self.unwrapper.layout(for: bottom)
        #expect(bottomLayout.width == 276 && bottomLayout.radiusPerRow == 1)
        Self.expectAllAgree(image, bottom, "bottom edge")
        Self.expectAllAgree(image, Annulus(center: Point(x: 0, y: 0), innerRadius: 20, outerRadius: 60), "origin")
        // A 2 × 2 image: every sample is at an edge.
        Self.expectAllAgree(
            ImageBuilder.noise(width: 2, height: 2, seed: 1),
            Annulus(center: Point(x: 0.5, y: 0.5), innerRadius: 0.1, outerRadius: 0.7), "2 × 2")
        // And the value read there is the edge pixel itself.
        let edge = Annulus(center: Point(x: 199, y: 149), innerRadius: 20, outerRadius: 92)
        var cache = Self.primed(for: edge, in: image)
        let strip = Self.unwrapper.unwrap(image, along: edge, cache: &cache)
        #expect(cache.builds == 1, "the strip came through a map")
        #expect(strip.radiusPerRow == 1 && strip.image[0, 30] == image[199, 87])
    }

    /// A cache that has seen `annulus` on `image` once, so the next unwrap builds and uses a map.
    static func primed(for annulus: Annulus, in image: GrayImage) -> SamplingMapCache {
        var cache = SamplingMapCache()
        #expect(
            cache.map(for: unwrapper.geometry(for: annulus, imageWidth: image.width, imageHeight: image.height)) == nil)
        return cache
    }

    @Test("Images too small for a map unwrap directly, the same as the reference")
    func tinyImages() {
        let band = Annulus(center: Point(x: 0.5, y: 0.5), innerRadius: 0.2, outerRadius: 3)
        for (width, height) in [(1, 1), (1, 9), (9, 1), (0, 4), (4, 0)] {
            let image = ImageBuilder.noise(width: width, height: height, seed: UInt64(width * 10 + height))
            let geometry = Self.unwrapper.geometry(for: band, imageWidth: width, imageHeight: height)
            #expect(SamplingMap(geometry: geometry) == nil, "\(width)×\(height)")
            Self.expectAllAgree(image, band, "\(width)×\(height)")
        }
    }

    @Test("A map refuses an image of another size")
    func otherSize() throws {
        let annulus = Annulus(center: Point(x: 50, y: 50), innerRadius: 20, outerRadius: 40)
        let map = try #require(
            SamplingMap(geometry: Self.unwrapper.geometry(for: annulus, imageWidth: 100, imageHeight: 100)))
        #expect(map.sample(ImageBuilder.noise(width: 100, height: 100, seed: 1)) != nil)
        #expect(map.sample(ImageBuilder.noise(width: 101, height: 100, seed: 1)) == nil)
        #expect(map.sample(ImageBuilder.noise(width: 100, height: 99, seed: 1)) == nil)
        #expect(map.sampleCount == map.geometry.stripWidth * map.geometry.stripHeight)
    }

    @Test("One map serves every frame of its geometry: different pictures, each the reference")
    func framesOfOneGeometry() {
        let annulus = Annulus(
            center: Point(x: 151.5, y: 140.25), innerRadius: 60, outerRadius: 110, scaleX: 1.1, scaleY: 1 / 1.1,
            rotation: 33)
        var cache = SamplingMapCache()
        for frame in 0..<5 as Range<UInt64> {
            let image = ImageBuilder.noise(width: 300, height: 280, seed: 100 + frame)
            let strip = Self.unwrapper.unwrap(image, along: annulus, cache: &cache)
            #expect(Self.differences(strip.image, Self.reference(image, along: annulus)) == 0, "frame \(frame)")
        }
        #expect(cache.builds == 1)
    }

    @Test("The cache builds on the second sighting in a row, keeps one map, and honours its size limit")
    func cachePolicy() throws {
        let a = Self.unwrapper.geometry(
            for: Annulus(center: Point(x: 50, y: 50), innerRadius: 20, outerRadius: 40), imageWidth: 100,
            imageHeight: 100)
        let b = Self.unwrapper.geometry(
            for: Annulus(center: Point(x: 50, y: 51), innerRadius: 20, outerRadius: 40), imageWidth: 100,
            imageHeight: 100)
        let aOtherImage = Self.unwrapper.geometry(for: a.annulus, imageWidth: 100, imageHeight: 101)
        var cache = SamplingMapCache()
        #expect(cache.map(for: a) == nil, "first sighting: unwrap directly")
        #expect(cache.map(for: a)?.geometry == a, "second in a row: built")
        #expect(cache.map(for: a)?.geometry == a)
        #expect(cache.builds == 1)
        #expect(cache.map(for: b) == nil, "a one-off geometry builds nothing")
        #expect(cache.map(for: aOtherImage) == nil, "the image size is part of the geometry")
        #expect(cache.map(for: a)?.geometry == a, "and leaves the kept map")
        #expect(cache.builds == 1)
        #expect(cache.map(for: b) == nil)
        #expect(cache.map(for: b)?.geometry == b, "b twice in a row replaces it")
        #expect(cache.builds == 2 && cache.map?.geometry == b)

        var small = SamplingMapCache(maximumSamples: a.stripWidth * a.stripHeight - 1)
        for _ in 0..<3 { #expect(small.map(for: a) == nil) }
        #expect(small.builds == 0)
    }

    @Test("Rounding and clamping to a byte is the sampler's, at every half and its neighbours")
    func clampingRounded() {
        func expected(_ value: Double) -> UInt8 { UInt8(max(0, min(255, value.rounded()))) }
        var values: [Double] = [
            0, -0.0, .leastNonzeroMagnitude, -1, -0.5, 0.5, 0.49999999999999994, 254.5, 255, 255.49, 256, 300, 1e300,
            -1e300, .infinity, -.infinity,
        ]
        let bases: [Double] = (-2...257).flatMap { whole -> [Double] in
            let value = Double(whole)
            return [value, value + 0.5, value + 0.25]
        }
        values += withNeighbours(bases, steps: 4)
        var generator = SeededGenerator(seed: 5)
        values += (0..<20_000).map { _ in Double.random(in: -3...258, using: &generator) }
        for value in values {
            #expect(UInt8(clampingRounded: value) == expected(value), "\(value)")
        }
    }
}
