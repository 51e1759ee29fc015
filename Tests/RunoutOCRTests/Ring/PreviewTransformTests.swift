import RunoutOCR
import TestSupport
import Testing

/// The affine map between image pixels and preview points, swept over
/// portrait, landscape and square sizes from a sliver to a billion pixels.
@Suite("PreviewTransform")
struct PreviewTransformTests {
    @Test("Image → preview → image returns to the start", arguments: VideoGravity.allCases)
    func roundTrip(gravity: VideoGravity) throws {
        for image in RingSweep.sizes {
            for preview in RingSweep.sizes {
                let label = "\(gravity) image \(image.width)×\(image.height) preview \(preview.width)×\(preview.height)"
                let transform = try #require(
                    PreviewTransform(imageSize: image, previewSize: preview, gravity: gravity), "\(label)")
                for (fx, fy) in [(0.0, 0.0), (1, 1), (0.25, 0.75), (0.5, 0.5), (-0.3, 1.7)] {
                    let point = Point(x: fx * image.width, y: fy * image.height)
                    let back = transform.imagePoint(fromPreview: transform.previewPoint(fromImage: point))
                    let magnitude = RingSweep.conditioning(transform, image: image, preview: preview)
                    #expect(RingSweep.close(back, point, magnitude: magnitude), "\(label) point \(point) came back as \(back)")
                }
            }
        }
    }

    @Test("The preview's centre shows the image's centre", arguments: VideoGravity.allCases)
    func centreStaysCentre(gravity: VideoGravity) throws {
        for image in RingSweep.sizes {
            for preview in RingSweep.sizes {
                let label = "\(gravity) image \(image.width)×\(image.height) preview \(preview.width)×\(preview.height)"
                let transform = try #require(PreviewTransform(imageSize: image, previewSize: preview, gravity: gravity))
                let centre = transform.imagePoint(fromPreview: Point(x: preview.width / 2, y: preview.height / 2))
                #expect(
                    RingSweep.close(centre, Point(x: image.width / 2, y: image.height / 2),
                                    magnitude: RingSweep.conditioning(transform, image: image, preview: preview)),
                    "\(label): preview centre shows \(centre)")
            }
        }
    }

    @Test func resizeAspectShowsTheWholeImageInsideThePreview() throws {
        for image in RingSweep.sizes {
            for preview in RingSweep.sizes {
                let label = "image \(image.width)×\(image.height) preview \(preview.width)×\(preview.height)"
                let transform = try #require(PreviewTransform(imageSize: image, previewSize: preview, gravity: .resizeAspect))
                let topLeft = transform.previewPoint(fromImage: Point(x: 0, y: 0))
                let bottomRight = transform.previewPoint(fromImage: Point(x: image.width, y: image.height))
                let m = max(preview.width, preview.height)
                let tolerance = 1e-9 * m
                #expect(topLeft.x >= -tolerance && topLeft.y >= -tolerance, "\(label): top-left at \(topLeft)")
                #expect(bottomRight.x <= preview.width + tolerance && bottomRight.y <= preview.height + tolerance,
                        "\(label): bottom-right at \(bottomRight)")
                // Fitted: one axis fills the preview exactly.
                let fillsWidth = RingSweep.close(bottomRight.x - topLeft.x, preview.width, magnitude: m)
                let fillsHeight = RingSweep.close(bottomRight.y - topLeft.y, preview.height, magnitude: m)
                #expect(fillsWidth || fillsHeight, "\(label): letterboxed on both axes")
                #expect(transform.scaleX == transform.scaleY, "\(label): not uniform")
            }
        }
    }

    @Test func resizeAspectFillCoversThePreview() throws {
        for image in RingSweep.sizes {
            for preview in RingSweep.sizes {
                let label = "image \(image.width)×\(image.height) preview \(preview.width)×\(preview.height)"
                let transform = try #require(PreviewTransform(imageSize: image, previewSize: preview, gravity: .resizeAspectFill))
                let topLeft = transform.previewPoint(fromImage: Point(x: 0, y: 0))
                let bottomRight = transform.previewPoint(fromImage: Point(x: image.width, y: image.height))
                let m = max(preview.width, preview.height)
                let tolerance = 1e-9 * max(m, bottomRight.x - topLeft.x, bottomRight.y - topLeft.y)
                #expect(topLeft.x <= tolerance && topLeft.y <= tolerance, "\(label): top-left at \(topLeft)")
                #expect(bottomRight.x >= preview.width - tolerance && bottomRight.y >= preview.height - tolerance,
                        "\(label): bottom-right at \(bottomRight)")
                let fillsWidth = RingSweep.close(bottomRight.x - topLeft.x, preview.width, magnitude: m)
                let fillsHeight = RingSweep.close(bottomRight.y - topLeft.y, preview.height, magnitude: m)
                #expect(fillsWidth || fillsHeight, "\(label): cropped on both axes")
                #expect(transform.scaleX == transform.scaleY, "\(label): not uniform")
            }
        }
    }

    @Test func resizeStretchesTheImageOntoThePreviewExactly() throws {
        for image in RingSweep.sizes {
            for preview in RingSweep.sizes {
                let label = "image \(image.width)×\(image.height) preview \(preview.width)×\(preview.height)"
                let transform = try #require(PreviewTransform(imageSize: image, previewSize: preview, gravity: .resize))
                let m = max(preview.width, preview.height)
                #expect(RingSweep.close(transform.previewPoint(fromImage: Point(x: 0, y: 0)), Point(x: 0, y: 0), magnitude: m), "\(label)")
                #expect(
                    RingSweep.close(transform.previewPoint(fromImage: Point(x: image.width, y: image.height)),
                                    Point(x: preview.width, y: preview.height), magnitude: m), "\(label)")
            }
        }
    }

    @Test("Hand-computed transforms of a phone preview over a 4032×3024 photo")
    func handComputed() throws {
        let image = Size(width: 4032, height: 3024)
        let preview = Size(width: 390, height: 844)
        let fit = try #require(PreviewTransform(imageSize: image, previewSize: preview, gravity: .resizeAspect))
        #expect(fit.scaleX == 390.0 / 4032)
        #expect(RingSweep.close(fit.offset.y, (844 - 3024 * 390.0 / 4032) / 2))
        #expect(fit.offset.x == 0)
        let fill = try #require(PreviewTransform(imageSize: image, previewSize: preview, gravity: .resizeAspectFill))
        #expect(fill.scaleY == 844.0 / 3024)
        #expect(RingSweep.close(fill.offset.x, (390 - 4032 * 844.0 / 3024) / 2))
        #expect(RingSweep.close(fill.offset.y, 0))
        let stretch = try #require(PreviewTransform(imageSize: image, previewSize: preview, gravity: .resize))
        #expect(stretch.scaleX == 390.0 / 4032 && stretch.scaleY == 844.0 / 3024)
        #expect(RingSweep.close(stretch.offset, Point(x: 0, y: 0)))
    }

    @Test("Degenerate sizes give nil or a finite transform, never a trap", arguments: VideoGravity.allCases)
    func degenerateSizes(gravity: VideoGravity) {
        let values = degenerateDoubles + [3024]
        for iw in values {
            for ih in values {
                for pw in values {
                    for ph in values {
                        let image = Size(width: iw, height: ih)
                        let preview = Size(width: pw, height: ph)
                        let label = "\(gravity) image \(iw)×\(ih) preview \(pw)×\(ph)"
                        guard let transform = PreviewTransform(imageSize: image, previewSize: preview, gravity: gravity) else {
                            continue
                        }
                        #expect(image.isUsable && preview.isUsable, "\(label): built from an unusable size")
                        #expect(transform.scaleX.isFinite && transform.scaleX > 0, "\(label): scaleX \(transform.scaleX)")
                        #expect(transform.scaleY.isFinite && transform.scaleY > 0, "\(label): scaleY \(transform.scaleY)")
                        #expect(transform.offset.isFinite, "\(label): offset \(transform.offset)")
                        let centre = transform.imagePoint(fromPreview: Point(x: pw / 2, y: ph / 2))
                        #expect(!centre.x.isNaN && !centre.y.isNaN, "\(label): centre \(centre)")
                    }
                }
            }
        }
    }

    @Test("An unusable size is refused", arguments: [0, -1, Double.nan, .infinity, -.infinity, -.greatestFiniteMagnitude])
    func unusableSizeIsRefused(bad: Double) {
        let good = Size(width: 390, height: 844)
        for gravity in VideoGravity.allCases {
            for size in [Size(width: bad, height: 844), Size(width: 390, height: bad), Size(width: bad, height: bad)] {
                #expect(PreviewTransform(imageSize: size, previewSize: good, gravity: gravity) == nil, "\(gravity) image \(size)")
                #expect(PreviewTransform(imageSize: good, previewSize: size, gravity: gravity) == nil, "\(gravity) preview \(size)")
            }
        }
    }
}
