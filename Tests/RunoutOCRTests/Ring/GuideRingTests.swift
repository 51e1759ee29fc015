import Foundation
import RunoutOCR
import TestSupport
import Testing

/// A guide ring mapped from its sidecar's space into image pixels, swept
/// over preview and image sizes for every gravity.
@Suite("GuideRing.mapped(toImageOfSize:)")
struct GuideRingTests {
    /// A ring drawn over a preview: centred off the middle, radii a fraction
    /// of the preview's shorter side.
    static func ring(on preview: Size, gravity: VideoGravity) -> GuideRing {
        let short = min(preview.width, preview.height)
        return GuideRing(
            space: .preview(size: preview, gravity: gravity),
            center: Point(x: preview.width * 0.45, y: preview.height * 0.55), innerRadius: short * 0.2, outerRadius: short * 0.35)
    }

    @Test func anImageSpaceRingIsTakenAsItIs() throws {
        let ring = GuideRing(space: .image, center: Point(x: 1012.5, y: 760), innerRadius: 420, outerRadius: 610)
        let annulus = try ring.mapped(toImageOfSize: Size(width: 2000, height: 1500))
        #expect(annulus == Annulus(center: Point(x: 1012.5, y: 760), innerRadius: 420, outerRadius: 610))
        #expect(annulus.isCircle)
    }

    @Test("A ring at the preview's centre lands at the image's centre", arguments: VideoGravity.allCases)
    func centreStaysCentre(gravity: VideoGravity) throws {
        for preview in RingSweep.commonSizes {
            for image in RingSweep.commonSizes {
                let label = "\(gravity) preview \(preview.width)×\(preview.height) image \(image.width)×\(image.height)"
                let short = min(preview.width, preview.height)
                let ring = GuideRing(
                    space: .preview(size: preview, gravity: gravity), center: Point(x: preview.width / 2, y: preview.height / 2),
                    innerRadius: short / 8, outerRadius: short / 4)
                let transform = try #require(PreviewTransform(imageSize: image, previewSize: preview, gravity: gravity))
                let annulus = try ring.mapped(toImageOfSize: image)
                #expect(RingSweep.close(annulus.center, Point(x: image.width / 2, y: image.height / 2),
                                        magnitude: RingSweep.conditioning(transform, image: image, preview: preview)),
                        "\(label): centre \(annulus.center)")
            }
        }
    }

    @Test("Under resizeAspect and resizeAspectFill a preview circle stays a circle of radius r / scale",
          arguments: [VideoGravity.resizeAspect, .resizeAspectFill])
    func uniformGravitiesKeepCircles(gravity: VideoGravity) throws {
        for preview in RingSweep.commonSizes {
            for image in RingSweep.commonSizes {
                let label = "\(gravity) preview \(preview.width)×\(preview.height) image \(image.width)×\(image.height)"
                let ring = Self.ring(on: preview, gravity: gravity)
                let transform = try #require(PreviewTransform(imageSize: image, previewSize: preview, gravity: gravity))
                let annulus: Annulus
                do { annulus = try ring.mapped(toImageOfSize: image) } catch {
                    // Only a ring that misses the image may be refused.
                    #expect(error == .outsideImage, "\(label): \(error)")
                    continue
                }
                #expect(annulus.isCircle, "\(label): \(annulus)")
                #expect(RingSweep.close(annulus.innerRadius, ring.innerRadius / transform.scaleX), "\(label)")
                #expect(RingSweep.close(annulus.outerRadius, ring.outerRadius / transform.scaleX), "\(label)")
                #expect(RingSweep.close(annulus.center, transform.imagePoint(fromPreview: ring.center),
                                        magnitude: RingSweep.conditioning(transform, image: image, preview: preview)), "\(label)")
            }
        }
    }

    @Test("Under resize a preview circle is an image ellipse with scaleX·scaleY = 1 and matching axes")
    func resizeMakesAnEllipse() throws {
        for preview in RingSweep.commonSizes {
            for image in RingSweep.commonSizes {
                let label = "preview \(preview.width)×\(preview.height) image \(image.width)×\(image.height)"
                let ring = Self.ring(on: preview, gravity: .resize)
                let transform = try #require(PreviewTransform(imageSize: image, previewSize: preview, gravity: .resize))
                let annulus: Annulus
                do { annulus = try ring.mapped(toImageOfSize: image) } catch {
                    #expect(error == .outsideImage, "\(label): \(error)")
                    continue
                }
                #expect(RingSweep.close(annulus.scaleX * annulus.scaleY, 1), "\(label): \(annulus)")
                #expect(annulus.rotation == 0, "\(label)")
                // Semi-axes in image pixels: the preview radius over each axis's scale.
                for (local, preview) in [(annulus.innerRadius, ring.innerRadius), (annulus.outerRadius, ring.outerRadius)] {
                    #expect(RingSweep.close(annulus.scaleX * local, preview / transform.scaleX), "\(label): x semi-axis")
                    #expect(RingSweep.close(annulus.scaleY * local, preview / transform.scaleY), "\(label): y semi-axis")
                }
                // Same aspect on both: a circle again.
                if RingSweep.close(transform.scaleX, transform.scaleY) {
                    #expect(annulus.isCircle, "\(label)")
                }
            }
        }
    }

    @Test("Points on the preview circle lie on the image ellipse at the same angle", arguments: VideoGravity.allCases)
    func previewCirclePointsLandOnTheEllipse(gravity: VideoGravity) throws {
        for preview in RingSweep.commonSizes {
            for image in RingSweep.commonSizes {
                let label = "\(gravity) preview \(preview.width)×\(preview.height) image \(image.width)×\(image.height)"
                let ring = Self.ring(on: preview, gravity: gravity)
                let transform = try #require(PreviewTransform(imageSize: image, previewSize: preview, gravity: gravity))
                guard let annulus = try? ring.mapped(toImageOfSize: image) else { continue }
                for step in 0..<72 {
                    let angle = Double(step) * 5
                    for radius in [ring.innerRadius, ring.outerRadius] {
                        let onPreview = Point(
                            x: ring.center.x + radius * sin(angle * .pi / 180), y: ring.center.y - radius * cos(angle * .pi / 180))
                        let polar = annulus.polar(of: transform.imagePoint(fromPreview: onPreview))
                        let expected = radius == ring.innerRadius ? annulus.innerRadius : annulus.outerRadius
                        // Rounding grows with the coordinates the map passes through, not with the ring.
                        let slack = 1e-9 * RingSweep.conditioning(transform, image: image, preview: preview)
                        #expect(abs(polar.radius - expected) <= slack + 1e-9 * expected, "\(label) angle \(angle): radius \(polar.radius)")
                        guard expected > 1e3 * slack else { continue }
                        var angleError = abs(polar.angle - angle)
                        angleError = min(angleError, 360 - angleError)
                        #expect(angleError < 1e-3, "\(label) angle \(angle) landed at \(polar.angle)")
                    }
                }
            }
        }
    }

    @Test func aPhonePreviewByHand() throws {
        // 390×844 preview filled by a 3024×4032 portrait photo: scale 844/4032
        // would leave the sides short, so fill scales by 390/3024 and crops
        // top and bottom.
        let ring = GuideRing(
            space: .preview(size: Size(width: 390, height: 844), gravity: .resizeAspectFill),
            center: Point(x: 195, y: 422), innerRadius: 120, outerRadius: 170)
        let annulus = try ring.mapped(toImageOfSize: Size(width: 3024, height: 4032))
        let scale = max(390.0 / 3024, 844.0 / 4032)
        #expect(RingSweep.close(annulus.center, Point(x: 1512, y: 2016)))
        #expect(RingSweep.close(annulus.innerRadius, 120 / scale))
        #expect(RingSweep.close(annulus.outerRadius, 170 / scale))
    }

    @Test("Bad radii are refused in every space", arguments: [
        (0.0, 10.0), (-5, 10), (10, 5), (10, 10), (.nan, 10), (5, .infinity), (-.infinity, 10), (5, .greatestFiniteMagnitude * 2),
    ])
    func badRadii(inner: Double, outer: Double) {
        let spaces: [GuideRing.Space] = [.image] + VideoGravity.allCases.map { .preview(size: Size(width: 390, height: 844), gravity: $0) }
        for space in spaces {
            let ring = GuideRing(space: space, center: Point(x: 195, y: 422), innerRadius: inner, outerRadius: outer)
            #expect(throws: RingError.self, "\(space) inner \(inner) outer \(outer)") {
                try ring.mapped(toImageOfSize: Size(width: 3024, height: 4032))
            }
        }
    }

    @Test func errorsSayWhichRule() {
        let image = Size(width: 3024, height: 4032)
        #expect(throws: RingError.inverted(inner: 610, outer: 420)) {
            try GuideRing(space: .image, center: Point(x: 1000, y: 1000), innerRadius: 610, outerRadius: 420).mapped(toImageOfSize: image)
        }
        #expect(throws: RingError.notPositive(inner: -420, outer: 610)) {
            try GuideRing(space: .image, center: Point(x: 1000, y: 1000), innerRadius: -420, outerRadius: 610).mapped(toImageOfSize: image)
        }
        let zeroPreview = GuideRing(
            space: .preview(size: Size(width: 0, height: 844), gravity: .resize), center: Point(x: 0, y: 0), innerRadius: 1, outerRadius: 2)
        do {
            _ = try zeroPreview.mapped(toImageOfSize: image)
            Issue.record("a zero-width preview was accepted")
        } catch {
            guard case .badPreview = error else { Issue.record("expected badPreview, got \(error)"); return }
            #expect(error.description.contains("0"))
        }
    }

    @Test("A ring that misses the image, or holds all of it in its hole, is outsideImage")
    func ringsOutsideTheImage() throws {
        let image = Size(width: 400, height: 300)
        let outside: [GuideRing] = [
            GuideRing(space: .image, center: Point(x: 5000, y: 150), innerRadius: 10, outerRadius: 20),
            GuideRing(space: .image, center: Point(x: -30, y: -30), innerRadius: 10, outerRadius: 20),
            GuideRing(space: .image, center: Point(x: 1e308, y: 1e308), innerRadius: 10, outerRadius: 20),
            GuideRing(space: .image, center: Point(x: 200, y: 150), innerRadius: 1e307, outerRadius: 1e308),
            GuideRing(space: .image, center: Point(x: 200, y: 150), innerRadius: 251, outerRadius: 400),
            // A preview ring far off the preview's edge.
            GuideRing(space: .preview(size: Size(width: 390, height: 844), gravity: .resize),
                      center: Point(x: 5000, y: 422), innerRadius: 10, outerRadius: 20),
        ]
        for ring in outside {
            #expect(throws: RingError.outsideImage, "\(ring)") { try ring.mapped(toImageOfSize: image) }
        }
        let touching: [GuideRing] = [
            GuideRing(space: .image, center: Point(x: -15, y: 150), innerRadius: 10, outerRadius: 20),
            GuideRing(space: .image, center: Point(x: 200, y: 150), innerRadius: 249, outerRadius: 400),
            GuideRing(space: .image, center: Point(x: 200, y: 150), innerRadius: 1, outerRadius: 1e308),
            GuideRing(space: .image, center: Point(x: 410, y: 310), innerRadius: 1, outerRadius: 20),
        ]
        for ring in touching {
            #expect(throws: Never.self, "\(ring)") { try ring.mapped(toImageOfSize: image) }
        }
    }

    @Test("Degenerate sizes and radii never trap and never give NaN", arguments: VideoGravity.allCases)
    func degenerateValues(gravity: VideoGravity) {
        let values = degenerateDoubles
        var accepted = 0
        for length in values {
            for radius in values {
                let cases: [(String, GuideRing, Size)] = [
                    ("preview width", GuideRing(space: .preview(size: Size(width: length, height: 844), gravity: gravity),
                                                center: Point(x: 195, y: 422), innerRadius: 100, outerRadius: 150), Size(width: 3024, height: 4032)),
                    ("preview height", GuideRing(space: .preview(size: Size(width: 390, height: length), gravity: gravity),
                                                 center: Point(x: 195, y: 422), innerRadius: 100, outerRadius: 150), Size(width: 3024, height: 4032)),
                    ("image side", GuideRing(space: .preview(size: Size(width: 390, height: 844), gravity: gravity),
                                             center: Point(x: 195, y: 422), innerRadius: 100, outerRadius: 150), Size(width: length, height: length)),
                    ("inner radius", GuideRing(space: .preview(size: Size(width: 390, height: 844), gravity: gravity),
                                               center: Point(x: 195, y: 422), innerRadius: radius, outerRadius: length), Size(width: 3024, height: 4032)),
                    ("centre", GuideRing(space: .preview(size: Size(width: 390, height: 844), gravity: gravity),
                                         center: Point(x: radius, y: length), innerRadius: 100, outerRadius: 150), Size(width: 3024, height: 4032)),
                    ("everything", GuideRing(space: .preview(size: Size(width: length, height: radius), gravity: gravity),
                                             center: Point(x: radius, y: radius), innerRadius: radius, outerRadius: length), Size(width: radius, height: length)),
                    ("image space", GuideRing(space: .image, center: Point(x: length, y: radius), innerRadius: radius, outerRadius: length),
                     Size(width: length, height: 4032)),
                ]
                for (what, ring, image) in cases {
                    let label = "\(gravity) \(what): length \(length) radius \(radius)"
                    do {
                        let annulus = try ring.mapped(toImageOfSize: image)
                        accepted += 1
                        #expect(RingSweep.isFinite(annulus), "\(label): \(annulus)")
                        #expect(annulus.innerRadius > 0 && annulus.innerRadius < annulus.outerRadius, "\(label): \(annulus)")
                        #expect(annulus.scaleX > 0 && annulus.scaleY > 0, "\(label): \(annulus)")
                    } catch {
                        #expect(!error.description.isEmpty, "\(label)")
                    }
                }
            }
        }
        // The sweep holds usable rings too; it is not all refusals.
        #expect(accepted > 50)
    }
}
