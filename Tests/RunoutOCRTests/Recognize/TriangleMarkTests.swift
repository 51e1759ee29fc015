import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// EMI-style triangle marks told from the glyphs the engine mistakes them for.
@Suite("TriangleMark")
struct TriangleMarkTests {
    /// A glyph drawn in black on a white 60 × 60 image, in the box 14...46 (32 px).
    static func drawn(_ region: Shapes.Region) -> GrayImage {
        GrayImage(width: 60, height: 60, fill: 255).painted(0, where: region)
    }

    static let l = 14.0, r = 46.0, t = 14.0, b = 46.0, mid = 30.0

    static let glyphs: [(String, Shapes.Region, Character?)] = [
        ("filled Δ", Shapes.polygon([Point(x: mid, y: t), Point(x: r, y: b), Point(x: l, y: b)]), "Δ"),
        ("outline Δ", Shapes.outline([Point(x: mid, y: t + 1), Point(x: r - 1, y: b - 1), Point(x: l + 1, y: b - 1)], width: 3), "Δ"),
        ("filled ▽", Shapes.polygon([Point(x: l, y: t), Point(x: r, y: t), Point(x: mid, y: b)]), "▽"),
        ("outline ▽", Shapes.outline([Point(x: l + 1, y: t + 1), Point(x: r - 1, y: t + 1), Point(x: mid, y: b - 1)], width: 3), "▽"),
        ("4", Shapes.union([
            Shapes.stroke(from: Point(x: 38, y: t), to: Point(x: 38, y: b), width: 4),
            Shapes.stroke(from: Point(x: 38, y: t), to: Point(x: l, y: 36), width: 4),
            Shapes.stroke(from: Point(x: l, y: 36), to: Point(x: r, y: 36), width: 4),
        ]), nil),
        ("A", Shapes.union([
            Shapes.stroke(from: Point(x: mid, y: t), to: Point(x: l, y: b), width: 4),
            Shapes.stroke(from: Point(x: mid, y: t), to: Point(x: r, y: b), width: 4),
            Shapes.stroke(from: Point(x: 21, y: 34), to: Point(x: 39, y: 34), width: 4),
        ]), nil),
        ("7", Shapes.union([
            Shapes.stroke(from: Point(x: l, y: t + 1), to: Point(x: r, y: t + 1), width: 4),
            Shapes.stroke(from: Point(x: r, y: t + 1), to: Point(x: 20, y: b), width: 4),
        ]), nil),
        ("7 with its foot centred", Shapes.union([
            Shapes.stroke(from: Point(x: l, y: t + 2), to: Point(x: r, y: t + 2), width: 5),
            Shapes.stroke(from: Point(x: r - 2, y: t + 2), to: Point(x: mid, y: b), width: 5),
        ]), nil),
        ("O", Shapes.ring(center: Point(x: mid, y: mid), rx: 15, ry: 16, thickness: 4), nil),
        ("V", Shapes.union([
            Shapes.stroke(from: Point(x: l, y: t), to: Point(x: mid, y: b), width: 4),
            Shapes.stroke(from: Point(x: r, y: t), to: Point(x: mid, y: b), width: 4),
        ]), nil),
        // Hand-scratched triangles lean: the apex over one end of the base.
        ("leaning outline Δ", Shapes.outline([Point(x: 40, y: t + 1), Point(x: r - 1, y: b - 1), Point(x: l + 1, y: b - 1)], width: 3), "Δ"),
        ("Δ leaning left", Shapes.outline([Point(x: 20, y: t + 1), Point(x: r - 1, y: b - 1), Point(x: l + 1, y: b - 1)], width: 3), "Δ"),
        // A scratched Δ's blunt corner over one end of its base inks over
        // half the width of its top rows (`Δ87940` read as `487940`).
        ("leaning Δ with a blunt apex", Shapes.outline([
            Point(x: 30, y: t + 1), Point(x: 45, y: t + 1), Point(x: r - 1, y: b - 1), Point(x: l + 1, y: b - 1),
        ], width: 3), "Δ"),
        // A 6 whose hook is an off-centre apex: its stem at the left edge.
        ("6", Shapes.union([
            Shapes.ring(center: Point(x: mid, y: 36), rx: 15, ry: 10, thickness: 4),
            Shapes.stroke(from: Point(x: l + 2, y: 36), to: Point(x: 38, y: t), width: 4),
        ]), nil),
        // Leaning too far: the apex past the base's end.
        ("Δ leaning past its base", Shapes.outline([Point(x: r, y: t + 1), Point(x: r - 1, y: b - 1), Point(x: l + 1, y: b - 1)], width: 3), nil),
    ]

    @Test("Only the triangles are recognised", arguments: glyphs)
    func glyph(name: String, region: Shapes.Region, expected: Character?) throws {
        let image = Self.drawn(region)
        let box = try #require(image.inkBox(), "\(name): nothing drawn")
        let found = TriangleMark.glyph(in: image, left: box.left, right: box.right, top: box.top, bottom: box.bottom)
        #expect(found == expected, "\(name) in \(box)")
    }

    /// A stamped triangle whose apex is blunted (heavy ink, blur) inks about
    /// half its width in its top rows: found by the rest of its shape.
    @Test func aBluntApexIsATriangleByItsShape() throws {
        let blunt = Self.drawn(Shapes.polygon([
            Point(x: Self.mid - 6, y: Self.t), Point(x: Self.mid + 6, y: Self.t),
            Point(x: Self.r, y: Self.b), Point(x: Self.l, y: Self.b),
        ]))
        let box = try #require(blunt.inkBox())
        #expect(TriangleMark.glyph(in: blunt, left: box.left, right: box.right, top: box.top, bottom: box.bottom) == "Δ")
        #expect(TriangleMark.isDeltaShaped(blunt, ink: box))
    }

    /// What stands on a wide base without a triangle's shape: a serifed `A`
    /// (its base is broken between the legs) and a `6` (its bowl reaches
    /// both sides at half height).
    @Test(arguments: [
        ("serifed A", Shapes.union([
            Shapes.stroke(from: Point(x: mid, y: t), to: Point(x: 19, y: b - 1), width: 4),
            Shapes.stroke(from: Point(x: mid, y: t), to: Point(x: 41, y: b - 1), width: 4),
            Shapes.stroke(from: Point(x: 22, y: 34), to: Point(x: 38, y: 34), width: 4),
            Shapes.stroke(from: Point(x: l, y: b - 1), to: Point(x: 24, y: b - 1), width: 3),
            Shapes.stroke(from: Point(x: 36, y: b - 1), to: Point(x: r, y: b - 1), width: 3),
        ])),
        ("6", Shapes.union([
            Shapes.ring(center: Point(x: mid, y: 34), rx: 15, ry: 12, thickness: 4),
            Shapes.stroke(from: Point(x: 16, y: 34), to: Point(x: 36, y: t), width: 4),
        ])),
    ] as [(String, Shapes.Region)])
    func wideBasedGlyphsWithoutATrianglesShape(name: String, region: Shapes.Region) throws {
        let image = Self.drawn(region)
        let box = try #require(image.inkBox(), "\(name): nothing drawn")
        #expect(!TriangleMark.isDeltaShaped(image, ink: box), "\(name)")
    }

    @Test func deltaShapeOfDegenerateInkIsFalse() {
        let image = GrayImage(width: 10, height: 10, fill: 0)
        #expect(!TriangleMark.isDeltaShaped(image, ink: (0, 1, 0, 9)))
        #expect(!TriangleMark.isDeltaShaped(image, ink: (0, 9, 0, 3)))
    }

    @Test("A triangle smaller than the engine's box for it is found", arguments: [0, 6, 12])
    func smallerThanItsBox(extra: Int) {
        // Drawn in 16...44 × 24...45; the box reaches up to the top of
        // taller digits beside it, and a little to the sides.
        let image = Self.drawn(Shapes.outline([Point(x: 30, y: 24), Point(x: 44, y: 45), Point(x: 16, y: 45)], width: 3))
        #expect(TriangleMark.glyph(in: image, left: 14 - extra / 3, right: 46 + extra / 3, top: 24 - extra, bottom: 47) == "Δ", "extra \(extra)")
        let turned = image.rotatedHalfTurn()
        #expect(TriangleMark.glyph(in: turned, left: 13 - extra / 3, right: 45 + extra / 3, top: 12, bottom: 35 + extra) == "▽", "extra \(extra)")
    }

    @Test("Triangles of any size from 8 px are recognised", arguments: [8, 12, 20, 40, 90])
    func sizes(size: Int) {
        let s = Double(size)
        let image = GrayImage(width: size + 20, height: size + 20, fill: 255)
            .painted(0, where: Shapes.polygon([Point(x: 10 + s / 2, y: 9.5), Point(x: 10 + s, y: 10 + s), Point(x: 9.5, y: 10 + s)]))
        guard let box = image.inkBox() else {
            Issue.record("size \(size): nothing drawn")
            return
        }
        #expect(TriangleMark.glyph(in: image, left: box.left, right: box.right, top: box.top, bottom: box.bottom) == "Δ", "size \(size): \(box)")
        let turned = image.rotatedHalfTurn()
        guard let turnedBox = turned.inkBox() else { return }
        #expect(TriangleMark.glyph(in: turned, left: turnedBox.left, right: turnedBox.right, top: turnedBox.top, bottom: turnedBox.bottom) == "▽",
                "size \(size) turned")
    }

    @Test("Degenerate boxes give nil", arguments: [
        (0, 4, 0, 4), (10, 5, 10, 40), (10, 40, 40, 10), (-100, -50, -100, -50), (200, 300, 200, 300), (0, 59, 20, 24), (20, 24, 0, 59),
        (Int.min / 2, Int.min / 2 + 10, 0, 10),
    ])
    func degenerateBoxes(left: Int, right: Int, top: Int, bottom: Int) {
        let image = Self.drawn(Shapes.polygon([Point(x: 30, y: 14), Point(x: 46, y: 46), Point(x: 14, y: 46)]))
        #expect(TriangleMark.glyph(in: image, left: left, right: right, top: top, bottom: bottom) == nil, "\(left) \(right) \(top) \(bottom)")
        #expect(TriangleMark.glyph(in: GrayImage(width: 0, height: 0), left: left, right: right, top: top, bottom: bottom) == nil)
        #expect(TriangleMark.glyph(in: GrayImage(width: 1, height: 1), left: left, right: right, top: top, bottom: bottom) == nil)
    }

    /// A line whose first word's first symbol sits on the drawn glyph's box.
    static func line(_ words: [String], on image: GrayImage) -> RecognizedLine {
        let box = image.inkBox() ?? (0, 0, 0, 0)
        let recognized = words.map { word in
            let symbols = word.map { character in
                RecognizedLine.Symbol(text: String(character), left: box.left, right: box.right, top: box.top, bottom: box.bottom)
            }
            return RecognizedLine.Word(text: word, confidence: 0.5, left: box.left, right: box.right, top: box.top, bottom: box.bottom, symbols: symbols)
        }
        return RecognizedLine(text: words.joined(separator: " "), confidence: 0.5, words: recognized)
    }

    static let corrections: [([String], String, String)] = [
        (["41234"], "filled Δ", "Δ1234"), (["A1234", "B"], "outline Δ", "Δ1234 B"), (["D0123"], "filled ▽", "▽0123"),
        (["4123"], "filled Δ", "Δ123"),
        // Not followed by three digits, not a look-alike, or not a triangle.
        (["412"], "filled Δ", "412"), (["A12B"], "filled Δ", "A12B"), (["X1234"], "filled Δ", "X1234"),
        (["41234"], "4", "41234"), (["A1234"], "A", "A1234"), (["71234"], "7", "71234"), (["01234"], "O", "01234"),
        ([], "filled Δ", ""),
        // The line's first word, or one after the end of another etching (a word holding a
        // digit): a triangle number is an etching of its own, never a prefix's number.
        (["SMAS", "4193", "A-3"], "filled Δ", "SMAS 4193 A-3"), (["B", "41234"], "outline Δ", "B 41234"),
        (["WS-36750-B3", "490360"], "outline Δ", "WS-36750-B3 Δ90360"), (["G10", "A387021", "-"], "filled Δ", "G10 Δ387021 -"),
        (["B3", "41234", "YEX", "749-2"], "filled Δ", "B3 Δ1234 YEX 749-2"), (["B3", "4792", "66"], "filled Δ", "B3 Δ792 66"),
        (["A1", "4123", "45", "A1"], "filled Δ", "A1 4123 45 A1"), (["7TCE", "4240-2"], "filled Δ", "7TCE 4240-2"), (["WS-36750-B3", "490360"], "4", "WS-36750-B3 490360"),
        // ...and only standing alone: followed by nothing legible, by its own digits, or by an
        // etching starting with a letter; not by a matrix's further groups.
        (["41234", "-"], "filled Δ", "Δ1234 -"), (["4792", "66"], "filled Δ", "Δ792 66"),
        (["41234", "YEX", "749-2"], "filled Δ", "Δ1234 YEX 749-2"),
        (["6068", "396", "3Z", "2", "184"], "filled Δ", "6068 396 3Z 2 184"), (["4123", "45", "A1"], "filled Δ", "4123 45 A1"),
        // A triangle number turned over ends with a `▽`, in its last word only
        // (every symbol sits on the one drawn glyph, so none starts with a look-alike).
        (["91068V"], "filled ▽", "91068▽"), (["B", "1234D"], "filled ▽", "B 1234▽"), (["1230"], "filled ▽", "123▽"),
        (["91068V", "B"], "filled ▽", "91068V B"), (["12V"], "filled ▽", "12V"), (["12A4V"], "filled ▽", "12A4V"),
        (["12344"], "filled Δ", "12344"), (["1234V"], "A", "1234V"), (["1234X"], "filled ▽", "1234X"),
    ]

    @Test("corrected(_:in:) replaces a look-alike standing on a triangle", arguments: corrections)
    func corrected(words: [String], glyph: String, expected: String) throws {
        let region = try #require(Self.glyphs.first { $0.0 == glyph }?.1)
        let image = Self.drawn(region)
        #expect(TriangleMark.corrected(Self.line(words, on: image), in: image) == expected, "\(words) on \(glyph)")
    }

    @Test("A look-alike whose box cuts the triangle short is judged on the ink it starts")
    func boxCutShort() throws {
        // The line network's box for the glyph: its right half only.
        let image = Self.drawn(Shapes.outline(
            [Point(x: Self.mid, y: Self.t + 1), Point(x: Self.r - 1, y: Self.b - 1), Point(x: Self.l + 1, y: Self.b - 1)], width: 3))
        let ink = try #require(image.inkBox())
        let half = RecognizedLine.Symbol(text: "4", left: 31, right: ink.right, top: ink.top, bottom: ink.bottom)
        #expect(TriangleMark.glyph(in: image, left: half.left, right: half.right, top: half.top, bottom: half.bottom) == nil)
        let word = RecognizedLine.Word(
            text: "41234", confidence: 0.5, left: half.left, right: half.right, top: half.top, bottom: half.bottom,
            symbols: [half] + "1234".map { RecognizedLine.Symbol(text: String($0), left: 50, right: 55, top: 0, bottom: 10) })
        let line = RecognizedLine(text: "41234", confidence: 0.5, words: [word])
        #expect(TriangleMark.corrected(line, in: image) == "Δ1234")
    }

    @Test("A text's triangle variant: a triangle for a look-alike starting a word, nothing else different")
    func triangleVariant() {
        let texts = ["WS-36750-B3 490360", "WS-36750-B3 Δ90360", "Δ1234", "▽0123", "X-Δ12", "ΔB1 7"]
        #expect(TriangleMark.triangleVariant(of: "WS-36750-B3 490360", among: texts) == "WS-36750-B3 Δ90360")
        #expect(TriangleMark.triangleVariant(of: "41234", among: texts) == "Δ1234")
        #expect(TriangleMark.triangleVariant(of: "A1234", among: texts) == "Δ1234")
        #expect(TriangleMark.triangleVariant(of: "D0123", among: texts) == "▽0123")
        // Not a look-alike, not at a word's start, more than one difference, another length, itself.
        for text in ["X1234", "X-412", "4B1 8", "41234 ", "Δ1234", "", "WS-36750-B3 490361"] {
            #expect(TriangleMark.triangleVariant(of: text, among: texts) == nil, "\(text)")
        }
        #expect(TriangleMark.triangleVariant(of: "41234", among: []) == nil)
    }

    /// A bold stamped `7` as the engine was given it (a DejaVu Sans Mono
    /// Bold `7890` in a labelled photo, 14 × 25 pixels): its stroke spans
    /// 0.43 of the width in the middle rows, as wide as a `▽`'s, and its foot
    /// is centred, but the stroke lies right of the middle, not out to both
    /// sides. In a box a little wider than its ink (as the engine's was) its
    /// foot inks under half the width, and it was read as `▽890`.
    static let boldSeven = [
        "..###########.", ".#############", "##############", ".#############", ".#############",
        "..###.########", "........######", "........######", "........######", ".......######.",
        ".......######.", "......#######.", "......######..", "......######..", "......#####...",
        ".....######...", ".....######...", "....#######...", "....######....", "....######....",
        "...#######....", "...######.....", "...######.....", "....####......", ".....##.......",
    ]

    @Test func aBoldSevenIsNotATriangleStandingOnItsApex() throws {
        var image = GrayImage(width: 30, height: 41, fill: 255)
        for (y, row) in Self.boldSeven.enumerated() {
            for (x, mark) in row.enumerated() where mark == "#" { image[x + 8, y + 8] = 0 }
        }
        let box = try #require(image.inkBox())
        // The engine's box for it was a little wider than its ink.
        for widening in 0...3 {
            let found = TriangleMark.glyph(
                in: image, left: box.left - widening, right: box.right + widening, top: box.top, bottom: box.bottom)
            #expect(found == nil, "box widened by \(widening)")
        }
        // Every other test for `▽` passes: the side test alone tells it apart.
        let span = try #require(image.medianInkSpan(of: box, rowsFrom: 35, to: 65))
        #expect(span >= TriangleMark.middleSpan)
        let sides = try #require(image.medianInkEdges(of: box, rowsFrom: 45, to: 55))
        #expect(sides.left > TriangleMark.middleReach)
    }
}

