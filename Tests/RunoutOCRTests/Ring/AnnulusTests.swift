import RunoutOCR
import TestSupport
import Testing

/// The dead-wax band's geometry: `point(atAngle:radius:)` and `polar(of:)`
/// are inverse, validation names the first unusable value.
@Suite("Annulus")
struct AnnulusTests {
    /// A random band: centre anywhere, radii up to a large photo's, stretch
    /// up to 4:1 either way, any rotation.
    static func randomAnnulus(_ generator: inout SeededGenerator) -> Annulus {
        let inner = Double.random(in: 1...2000, using: &generator)
        let stretch = Double.random(in: 0.25...4, using: &generator)
        return Annulus(
            center: Point(x: .random(in: -500...5000, using: &generator), y: .random(in: -500...5000, using: &generator)),
            innerRadius: inner, outerRadius: inner + .random(in: 1...1000, using: &generator),
            scaleX: stretch.squareRoot(), scaleY: 1 / stretch.squareRoot(),
            rotation: Bool.random(using: &generator) ? 0 : .random(in: -720...720, using: &generator))
    }

    @Test("polar(of: point(atAngle:radius:)) returns the angle and radius", arguments: 0..<200 as Range<UInt64>)
    func polarInvertsPoint(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let annulus = Self.randomAnnulus(&generator)
        #expect(throws: Never.self) { try annulus.validated() }
        for _ in 0..<50 {
            let angle = Double.random(in: 0..<360, using: &generator)
            let radius = Double.random(in: 0.5...3000, using: &generator)
            let (backAngle, backRadius) = annulus.polar(of: annulus.point(atAngle: angle, radius: radius))
            var angleError = abs(backAngle - angle)
            angleError = min(angleError, 360 - angleError)
            #expect(angleError < 1e-7, "seed \(seed) \(annulus): angle \(angle) came back as \(backAngle)")
            #expect(abs(backRadius - radius) < 1e-7 * max(1, radius), "seed \(seed): radius \(radius) came back as \(backRadius)")
            #expect((0..<360).contains(backAngle), "seed \(seed): angle \(backAngle) outside 0..<360")
        }
    }

    @Test("point(atAngle:radius:) of polar(of:) returns the point", arguments: 0..<100 as Range<UInt64>)
    func pointInvertsPolar(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let annulus = Self.randomAnnulus(&generator)
        for _ in 0..<50 {
            let point = Point(x: .random(in: -3000...8000, using: &generator), y: .random(in: -3000...8000, using: &generator))
            let (angle, radius) = annulus.polar(of: point)
            let back = annulus.point(atAngle: angle, radius: radius)
            #expect(RingSweep.close(back, point, magnitude: 8000, tolerance: 1e-10), "seed \(seed) \(annulus): \(point) came back as \(back)")
        }
    }

    @Test func anglesRunClockwiseFromTwelveOClockWithYDown() {
        let circle = Annulus(center: Point(x: 100, y: 100), innerRadius: 10, outerRadius: 20)
        let expected: [(Double, Point)] = [
            (0, Point(x: 100, y: 90)), (90, Point(x: 110, y: 100)), (180, Point(x: 100, y: 110)), (270, Point(x: 90, y: 100)),
        ]
        for (angle, point) in expected {
            #expect(RingSweep.close(circle.point(atAngle: angle, radius: 10), point), "angle \(angle)")
            #expect(abs(circle.polar(of: point).angle - angle) < 1e-9, "point \(point)")
        }
        // A wide ellipse turned a quarter turn clockwise is a tall one, and
        // angles stay image angles: 6 o'clock is straight down, 3 o'clock right.
        let turned = Annulus(center: Point(x: 0, y: 0), innerRadius: 10, outerRadius: 20, scaleX: 2, scaleY: 0.5, rotation: 90)
        #expect(RingSweep.close(turned.point(atAngle: 180, radius: 10), Point(x: 0, y: 20)))
        #expect(RingSweep.close(turned.point(atAngle: 90, radius: 10), Point(x: 5, y: 0)))
        #expect(abs(turned.polar(of: Point(x: 0, y: 20)).angle - 180) < 1e-9)
        let centre = circle.polar(of: circle.center)
        #expect(centre.angle == 0 && centre.radius == 0)
    }

    @Test("The outer bounds hold every point of the outer edge", arguments: 0..<50 as Range<UInt64>)
    func outerBoundsHoldTheOuterEdge(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let annulus = Self.randomAnnulus(&generator)
        let bounds = annulus.outerBounds
        var touched = (minX: false, minY: false, maxX: false, maxY: false)
        let slack = 1e-6 * annulus.outerRadius
        for step in 0..<3600 {
            let point = annulus.point(atAngle: Double(step) / 10, radius: annulus.outerRadius)
            #expect(point.x >= bounds.minX - slack && point.x <= bounds.maxX + slack, "seed \(seed) step \(step)")
            #expect(point.y >= bounds.minY - slack && point.y <= bounds.maxY + slack, "seed \(seed) step \(step)")
            let near = 0.01 * annulus.outerRadius
            touched.minX = touched.minX || point.x - bounds.minX < near
            touched.minY = touched.minY || point.y - bounds.minY < near
            touched.maxX = touched.maxX || bounds.maxX - point.x < near
            touched.maxY = touched.maxY || bounds.maxY - point.y < near
        }
        #expect(touched.minX && touched.minY && touched.maxX && touched.maxY, "seed \(seed): bounds not tight \(bounds)")
    }

    /// A ring comes from a sidecar or from `--ring`: the messages name the
    /// value and what to give instead, in words that fit both.
    @Test func errorMessagesFitASidecarAndAFlagAlike() {
        let errors: [RingError] = [
            .notFinite("centre"), .notPositive(inner: 0, outer: 2), .inverted(inner: 5, outer: 2),
            .badPreview("width 0"), .outsideImage,
        ]
        for error in errors {
            #expect(error.description.count > 20, "\(error)")
            #expect(!error.description.contains("\""), "a sidecar key in \(error.description)")
        }
        #expect(RingError.notFinite("centre").description.contains("centre"))
        #expect(RingError.inverted(inner: 5, outer: 2).description.contains("swap"))
    }

    @Test func validationNamesTheFirstUnusableValue() {
        let centre = Point(x: 10, y: 10)
        #expect(throws: RingError.notFinite("centre")) {
            try Annulus(center: Point(x: .nan, y: 0), innerRadius: 1, outerRadius: 2).validated()
        }
        #expect(throws: RingError.notFinite("radius")) {
            try Annulus(center: centre, innerRadius: 1, outerRadius: .infinity).validated()
        }
        #expect(throws: RingError.notPositive(inner: 0, outer: 2)) {
            try Annulus(center: centre, innerRadius: 0, outerRadius: 2).validated()
        }
        #expect(throws: RingError.notPositive(inner: -5, outer: -1)) {
            try Annulus(center: centre, innerRadius: -5, outerRadius: -1).validated()
        }
        #expect(throws: RingError.inverted(inner: 3, outer: 2)) {
            try Annulus(center: centre, innerRadius: 3, outerRadius: 2).validated()
        }
        #expect(throws: RingError.inverted(inner: 2, outer: 2)) {
            try Annulus(center: centre, innerRadius: 2, outerRadius: 2).validated()
        }
        for shape in [(0.0, 1.0), (1, -1), (.nan, 1), (1, .infinity)] {
            #expect(throws: RingError.notFinite("ellipse shape"), "scales \(shape)") {
                try Annulus(center: centre, innerRadius: 1, outerRadius: 2, scaleX: shape.0, scaleY: shape.1).validated()
            }
        }
        #expect(throws: RingError.notFinite("ellipse shape")) {
            try Annulus(center: centre, innerRadius: 1, outerRadius: 2, rotation: .nan).validated()
        }
    }

    @Test("Validation accepts exactly the finite, positive, ordered bands")
    func validationOverDegenerateValues() {
        for x in degenerateDoubles {
            for inner in degenerateDoubles {
                for outer in degenerateDoubles {
                    let annulus = Annulus(center: Point(x: x, y: 5), innerRadius: inner, outerRadius: outer)
                    let usable = x.isFinite && inner.isFinite && outer.isFinite && inner > 0 && outer > inner
                    let label = "centre x \(x) inner \(inner) outer \(outer)"
                    do {
                        let valid = try annulus.validated()
                        #expect(usable, "\(label) was accepted")
                        #expect(RingSweep.isFinite(valid), "\(label)")
                    } catch {
                        #expect(!usable, "\(label) was refused: \(error)")
                        #expect(!error.description.isEmpty)
                    }
                }
            }
        }
    }

    @Test("The thinnest thickness: the radii's difference along the short axis; none for a degenerate band")
    func thinnestThickness() {
        #expect(Annulus.band(inner: 300, outer: 500).thinnestThickness == 200)
        #expect(Annulus.band(inner: 300, outer: 500, scaleX: 0.5, scaleY: 2).thinnestThickness == 100)
        #expect(Annulus.band(inner: 300, outer: 500, scaleX: 2, scaleY: 0.5).thinnestThickness == 100)
        for (name, band) in degenerateBands {
            #expect(band.thinnestThickness == nil, "\(name)")
        }
        withEvery("inner", in: degenerateDoubles) { inner in
            withEvery("outer", in: degenerateDoubles) { outer in
                let band = Annulus.band(inner: inner, outer: outer)
                if let thickness = band.thinnestThickness {
                    #expect(thickness.isFinite && thickness > 0 && inner > 0 && outer > inner, "\(inner)...\(outer)")
                } else {
                    let valid = (try? band.validated()) != nil
                    #expect(!valid || !(outer - inner).isFinite, "\(inner)...\(outer) has none")
                }
            }
        }
    }

    @Test func everyRingErrorSaysWhatToDo() {
        let errors: [RingError] = [
            .notFinite("radius"), .notPositive(inner: -1, outer: 2), .inverted(inner: 3, outer: 2),
            .badPreview("preview width and height must be positive numbers"), .outsideImage,
        ]
        for error in errors {
            #expect(error.description.count > 20, "\(error)")
        }
        #expect(RingError.inverted(inner: 3, outer: 2).description.contains("swap"))
    }
}
