@testable import RunoutOCR
import TestSupport
import Testing

/// The bounding box of dark pixels (Support/GrayImage+InkBox.swift).
@Suite("GrayImage ink box")
struct GrayImageInkBoxTests {
    /// White 20 × 10 with two dark pixels, at (3, 2) and (15, 7), and a grey one at (10, 5).
    static let image: GrayImage = {
        var image = GrayImage(width: 20, height: 10, fill: 255)
        image[3, 2] = 0
        image[15, 7] = 40
        image[10, 5] = 150
        return image
    }()

    @Test func theWholeImage() {
        #expect(Self.image.inkBox()! == (3, 15, 2, 7))
        #expect(Self.image.inkBox(darkerThan: 200)! == (3, 15, 2, 7))
        #expect(Self.image.inkBox(darkerThan: 30)! == (3, 3, 2, 2))
        #expect(Self.image.inkBox(darkerThan: 0) == nil)
    }

    @Test func withinABox() {
        #expect(Self.image.inkBox(within: (0, 9, 0, 9))! == (3, 3, 2, 2))
        #expect(Self.image.inkBox(darkerThan: 200, within: (5, 19, 0, 9))! == (10, 15, 5, 7))
        #expect(Self.image.inkBox(within: (4, 14, 0, 9)) == nil)
    }

    @Test("Boxes past the edges are clipped; boxes off the image or inverted hold nothing", arguments: [
        ((-50, 50, -50, 50), true), ((12, 100, 6, 100), true), ((20, 30, 0, 9), false), ((-9, -1, 0, 9), false),
        ((9, 2, 0, 9), false), ((0, 19, 8, 1), false), ((Int.min / 2, Int.max / 2, Int.min / 2, Int.max / 2), true),
    ])
    func edges(box: (Int, Int, Int, Int), finds: Bool) {
        #expect((Self.image.inkBox(within: box) != nil) == finds, "\(box)")
        #expect(GrayImage(width: 0, height: 0).inkBox(within: box) == nil)
    }

    /// White 16 × 10 with two glyphs: columns 2-6 in rows 2-7 (with a
    /// notch at (4, 2)), and columns 9-12 in rows 3-8, two blank columns apart.
    static let twoGlyphs = ImageBuilder.image(width: 16, height: 10) { x, y in
        ((2...6).contains(x) && (2...7).contains(y) && (x, y) != (4, 2)) || ((9...12).contains(x) && (3...8).contains(y)) ? 0 : 255
    }

    @Test("The ink run starting in a box reaches past it to the glyph's blank columns", arguments: [
        // A box inside the first glyph, one cutting it short, one starting in the gap before the second.
        ((4, 4, 0, 9), (2, 6, 2, 7)), ((5, 12, 0, 9), (2, 6, 2, 7)), ((7, 10, 0, 9), (9, 12, 3, 8)),
        // Its rows only: the second glyph's last row alone.
        ((0, 15, 8, 8), (9, 12, 8, 8)),
        // Past the image's edges.
        ((-20, 40, -20, 40), (2, 6, 2, 7)), ((12, 400, 0, 9), (9, 12, 3, 8)),
    ])
    func inkRun(box: GrayImage.PixelBox, run: GrayImage.PixelBox) throws {
        let found = try #require(Self.twoGlyphs.inkRun(startingIn: box), "\(box)")
        #expect(found == run, "\(box)")
    }

    @Test("No ink in the box's columns and rows, or a box off the image or inverted, has no run", arguments: [
        (7, 8, 0, 9), (0, 15, 0, 1), (13, 15, 0, 9), (-9, -1, 0, 9), (16, 30, 0, 9), (6, 2, 0, 9), (0, 15, 9, 0),
        (Int.min / 2, Int.min / 2 + 10, 0, 9),
    ])
    func noInkRun(box: GrayImage.PixelBox) {
        #expect(Self.twoGlyphs.inkRun(startingIn: box) == nil, "\(box)")
        #expect(GrayImage(width: 0, height: 0).inkRun(startingIn: box) == nil)
    }

    /// A 10 × 10 glyph box: a two-column stem in rows 0-9 at columns 4-5,
    /// and a full-width bar in rows 5-6.
    static let stemAndBar = ImageBuilder.image(width: 10, height: 10) { x, y in
        (4...5).contains(x) || (5...6).contains(y) ? 0 : 255
    }

    @Test func medianInkSpanAcrossChosenRows() throws {
        let box = (0, 9, 0, 9)
        // Rows 0-2: the stem alone, 2 of 10 columns.
        #expect(Self.stemAndBar.medianInkSpan(of: box, rowsFrom: 0, to: 20) == 0.2)
        // Rows 3-7: stem, stem, bar, bar, stem; the median is the stem's.
        #expect(Self.stemAndBar.medianInkSpan(of: box, rowsFrom: 35, to: 75) == 0.2)
        // Rows 5-6: the bar across the whole width.
        #expect(Self.stemAndBar.medianInkSpan(of: box, rowsFrom: 50, to: 60) == 1.0)
        // Only pixels darker than the threshold count.
        #expect(Self.stemAndBar.medianInkSpan(of: box, rowsFrom: 0, to: 90, darkerThan: 0) == nil)
    }

    @Test("No ink, or a box off the image or inverted, has no span and no edges", arguments: [
        (0, 9, 0, 9), (20, 30, 0, 9), (9, 2, 0, 9), (0, 9, 8, 1), (-9, -1, 0, 9),
    ])
    func noSpan(box: (Int, Int, Int, Int)) {
        let blank = ImageBuilder.blank(width: 10, height: 10, fill: 255)
        #expect(blank.medianInkSpan(of: box, rowsFrom: 0, to: 100) == nil)
        #expect(blank.medianInkEdges(of: box, rowsFrom: 0, to: 100) == nil)
        if box != (0, 9, 0, 9) {
            #expect(Self.stemAndBar.medianInkSpan(of: box, rowsFrom: 0, to: 100) == nil, "\(box)")
            #expect(Self.stemAndBar.medianInkEdges(of: box, rowsFrom: 0, to: 100) == nil, "\(box)")
        }
    }

    @Test func medianInkEdgesAcrossChosenRows() throws {
        let box = (0, 9, 0, 9)
        // Rows 0-2: the stem alone, columns 4-5 of 0-9.
        let stem = try #require(Self.stemAndBar.medianInkEdges(of: box, rowsFrom: 0, to: 20))
        #expect(stem.left == 4.0 / 9 && stem.right == 5.0 / 9)
        // Rows 5-6: the bar reaches both sides.
        let bar = try #require(Self.stemAndBar.medianInkEdges(of: box, rowsFrom: 50, to: 60))
        #expect(bar.left == 0 && bar.right == 1)
        // Within a narrower box the shares are of that box.
        let inner = try #require(Self.stemAndBar.medianInkEdges(of: (4, 5, 0, 9), rowsFrom: 0, to: 100))
        #expect(inner.left == 0 && inner.right == 1)
        // A one-column box: both edges at its only column.
        let column = try #require(Self.stemAndBar.medianInkEdges(of: (4, 4, 0, 9), rowsFrom: 0, to: 100))
        #expect(column.left == 0 && column.right == 0)
    }
}
