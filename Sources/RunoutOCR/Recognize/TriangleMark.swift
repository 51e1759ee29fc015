/// Finds the EMI-style triangle marks (`Δ`, `▽`) that the English model has
/// no glyph for: it reads them as `4`, `A`, `0` or `D`. A mark is judged by
/// its shape in the engine's input (dark on white): a triangle standing on
/// its base has ink across nearly the whole width of its bottom rows and
/// only a narrow apex at the top, whether it is drawn in outline or filled;
/// an upside-down one the reverse; a hand-scratched `Δ` may lean, its apex
/// over one end of its base. A `4` or an `A` touches the bottom with
/// narrow stems only, an `0` is round at both ends, and a `7`'s foot is off
/// to one side where a triangle's apex is centred; where a stamped `7`'s
/// foot is centred, its middle rows still hold one narrow stroke, where an
/// upside-down triangle's span half its base. The engine's box for the glyph can be
/// taller than the mark (a triangle stamped smaller than the digits beside
/// it): the apex is looked for in the ink's own top (or bottom) rows. Pure.
public enum TriangleMark {
    /// The least median ink span of an upside-down triangle's middle rows,
    /// as a share of its width (a triangle's is about a half; a `7`'s stroke
    /// a quarter). Only `▽` is checked: nothing else standing on a narrow
    /// foot passes for a `Δ`.
    static let middleSpan = 0.38

    /// How far in from each side a `▽`'s ink may start at half its height,
    /// as a share of its width: its two sides are still a third of the way
    /// out there (about a quarter for a sharp one), where a bold `7`'s one
    /// stroke, wide enough for ``middleSpan``, lies to one side or in the
    /// middle. On 862 renders of `7` in 147 fonts, sharp, blurred and
    /// emboldened, 54 passed every other test for `▽` and 6 this one too;
    /// all 152 of 176 drawn `▽` (outline and filled, 12 to 48 px, blurred,
    /// skewed) that passed the others still pass. (A bold stamped `7`
    /// turned `7890` into `▽890` before.)
    static let middleReach = 0.34

    /// The most of a `Δ`'s width its top rows (a sixth of its height) may
    /// ink when its apex is widened by a heavy or blurred stamp (a sharp
    /// apex inks under 0.45); it then must pass ``isDeltaShaped(_:ink:)``.
    static let widenedApex = 0.55

    /// Whether the ink standing on a wide base in `ink` is shaped like a
    /// `Δ`, not like a serifed `A` or a round-bottomed `6`: its base is
    /// unbroken across the middle third of its bottom rows (an `A` has a
    /// gap between its legs there), and at half its height its sides are
    /// drawn in from the base, the leftmost ink at least a tenth of the
    /// width from the left and the rightmost a tenth from the right (a
    /// `6`'s bowl reaches both sides). Measured on 2,594 renders of the
    /// look-alikes in 147 fonts, sharp and blurred: with an apex up to
    /// 0.55 wide, 62 pass the other tests and 2 of them these too (a Delta
    /// drawn as a symbol font's `D`); 158 of 172 drawn triangles (outline
    /// and filled, 12 to 48 px, blurred, skewed) pass. Real triangles
    /// photographed at a tilt can fail the side test, so a sharp apex
    /// (≤ 0.45) does not need it.
    ///
    /// - Complexity: O(pixels of `ink`).
    static func isDeltaShaped(_ image: GrayImage, ink: GrayImage.PixelBox) -> Bool {
        guard let sides = sidesAboveUnbrokenBase(image, ink: ink) else { return false }
        return sides.left >= 0.1 && sides.right <= 0.9
    }

    /// The most of a leaning `Δ`'s width its top rows may ink: its apex is
    /// a blunt scratched corner over one end of the base, so the top rows
    /// catch more of the sloping side than a stamped apex does (0.58 on a
    /// photo where `Δ87940` read `487940`). Off-centre ink this wide must
    /// still pass ``isSkewedDeltaShaped(_:ink:apex:)``; of 5,188 renders of
    /// the look-alikes (`4 A 0 D 6 8 B V 7`, 147 fonts, sharp, blurred,
    /// bold and slanted), raising the limit from ``widenedApex`` to this
    /// passes no more of them.
    static let leaningApex = 0.62

    /// How far from the middle of its base, as a share of its width, the
    /// apex of a leaning hand-scratched `Δ` may stand (a stamped one's is
    /// within 0.15).
    static let skewedApex = 0.3

    /// Whether ink with its apex off the middle (`apex`, the top rows'
    /// ink centroid as a share of the width) is a leaning `Δ`: its base
    /// unbroken across the middle third of its bottom rows (an `A`'s legs
    /// leave a gap), and at half its height the side away from the apex
    /// drawn in at least a fifth of the width, where a `6`, whose hook is
    /// its off-centre apex, has its stem at the edge. The side under the
    /// apex may run straight down.
    ///
    /// - Complexity: O(pixels of `ink`).
    static func isSkewedDeltaShaped(_ image: GrayImage, ink: GrayImage.PixelBox, apex: Double) -> Bool {
        guard let sides = sidesAboveUnbrokenBase(image, ink: ink) else { return false }
        return apex > 0.5 ? sides.left >= 0.2 : sides.right <= 0.8
    }

    /// The median leftmost and rightmost ink at half the height of `ink`
    /// (rows 45% to 55%, as shares of the width), when its base is unbroken
    /// (``hasUnbrokenBase(_:ink:)``); `nil` otherwise. What both the upright
    /// and the leaning `Δ` tests measure.
    ///
    /// - Complexity: O(pixels of `ink`).
    static func sidesAboveUnbrokenBase(_ image: GrayImage, ink: GrayImage.PixelBox) -> (left: Double, right: Double)? {
        guard hasUnbrokenBase(image, ink: ink) else { return nil }
        return image.medianInkEdges(of: ink, rowsFrom: 45, to: 55)
    }

    /// Whether the bottom rows (a sixth of the height) of `ink` are inked
    /// across at least 80% of its middle third.
    static func hasUnbrokenBase(_ image: GrayImage, ink: GrayImage.PixelBox) -> Bool {
        let width = ink.right - ink.left + 1
        let height = ink.bottom - ink.top + 1
        guard width >= 3, height >= 6 else { return false }
        let band = max(1, height / 6)
        let middle = (ink.left + width / 3)...(ink.right - width / 3)
        var based = 0
        for x in middle where ((ink.bottom - band)...ink.bottom).contains(where: { image[x, $0] < 128 }) { based += 1 }
        return Double(based) >= 0.8 * Double(middle.count)
    }

    /// Characters the engine puts where a triangle stands.
    static let lookAlikes: Set<String> = ["4", "A", "0", "D", "6", "8", "B", "V", "7"]

    /// The glyph the box holds if it is a triangle (`Δ` or `▽`), else `nil`.
    public static func glyph(in image: GrayImage, left: Int, right: Int, top: Int, bottom: Int) -> Character? {
        let x0 = max(0, left), x1 = min(image.width - 1, right)
        let y0 = max(0, top), y1 = min(image.height - 1, bottom)
        let width = x1 - x0 + 1
        let height = y1 - y0 + 1
        guard width >= 6, height >= 6, width <= 2 * height, height <= 2 * width,
              let ink = image.inkBox(within: (x0, x1, y0, y1))
        else { return nil }
        let band = max(1, height / 6)
        func coverage(rows: ClosedRange<Int>) -> Double {
            var covered = 0
            for x in x0...x1 where rows.contains(where: { image[x, $0] < 128 }) { covered += 1 }
            return Double(covered) / Double(width)
        }
        /// The ink's mean column in some rows, as a share of the width from the left.
        func centroid(rows: ClosedRange<Int>) -> Double? {
            var sum = 0, count = 0
            for y in rows { for x in x0...x1 where image[x, y] < 128 { sum += x - x0; count += 1 } }
            return count > 0 ? Double(sum) / Double(count) / Double(max(1, width - 1)) : nil
        }
        let top = coverage(rows: y0...(y0 + band))
        let bottom = coverage(rows: (y1 - band)...y1)
        // A stamped triangle's apex sits over the middle of its base (a `7`'s
        // foot does not); a scratched `Δ` may lean, checked apart below.
        // The apex rows are the ink's own first (or last) rows: the engine's
        // box can reach above a triangle stamped smaller than the digits.
        let apexRows = bottom > top ? ink.top...min(ink.bottom, ink.top + band) : max(ink.top, ink.bottom - band)...ink.bottom
        guard let apex = centroid(rows: apexRows), abs(apex - 0.5) <= skewedApex else { return nil }
        let centred = abs(apex - 0.5) <= 0.15
        if bottom >= 0.75, top <= leaningApex, !centred {
            // A hand-scratched triangle leans: its apex over one end of its base.
            return isSkewedDeltaShaped(image, ink: ink, apex: apex) ? "Δ" : nil
        }
        guard centred else { return nil }
        if bottom >= 0.75, top <= 0.45 { return "Δ" }
        // A heavy or blurred stamp widens the apex: a wider top is a `Δ`
        // only with the rest of its shape.
        if bottom >= 0.75, top <= widenedApex { return isDeltaShaped(image, ink: ink) ? "Δ" : nil }
        guard top >= 0.75, bottom <= 0.45 else { return nil }
        // Standing on its apex, a triangle is a `7` with its foot centred
        // unless its middle rows' ink spans far across and reaches out to
        // both sides: two sides, not one stroke.
        guard let span = image.medianInkSpan(of: ink, rowsFrom: 35, to: 65), span >= middleSpan,
              let sides = image.medianInkEdges(of: ink, rowsFrom: 45, to: 55),
              sides.left <= middleReach, sides.right >= 1 - middleReach
        else { return nil }
        return "▽"
    }

    /// The line's text with a look-alike that starts it, followed by at
    /// least three digits, whose box is a triangle, replaced by the
    /// triangle; and with a look-alike that ends it, after at least three
    /// digits, whose box is a `▽`, replaced by the `▽`.
    ///
    /// A word starts with a triangle only where a triangle number can
    /// stand: an EMI triangle number is an etching of its own (`Δ12345`),
    /// and a bold stamped `4` inside a matrix number (`SMAS 4193 A-3`) can
    /// pass for a triangle. That is the line's first word, or a later word
    /// of a look-alike and digits only after one holding a digit, the end
    /// of another etching chained beside it (`WS-36750-B3 490360` for
    /// `WS-36750-B3` and `Δ90360`, which ``JoinedEtchings`` then cuts
    /// apart); either way followed by nothing but its own digits or an
    /// etching starting with a letter (``standsAlone(_:after:)``). A word
    /// after a prefix of letters (`SMAS 4193`), or with more than digits
    /// after its first glyph (`7TCE 4240-2`), is a matrix's number.
    /// The glyph is judged in the engine's box for it, else in the ink
    /// that box starts (``GrayImage/inkRun(startingIn:darkerThan:)``): the
    /// line network's boxes are estimates between its frames and can cut a
    /// triangle short.
    /// Only the last word ends with one, and only with a `▽`: that is a
    /// triangle number read turned over (`81068▽` for `Δ89018`), which
    /// ``HalfTurn`` turns back. (The engine read `Δ89018` turned over as
    /// `81068V` at confidence 0.72, clear enough to rule out the right way
    /// up, where it had read the triangle at confidence 0.)
    public static func corrected(_ line: RecognizedLine, in image: GrayImage) -> String {
        line.words.enumerated().map { index, word in
            var text = word.text
            let mayStartWithTriangle = index == 0
                ? startsLikeTriangleNumber(word)
                : line.words[index - 1].text.contains(where: \.isASCIIDigit) && isTriangleNumberRead(word)
            if mayStartWithTriangle, standsAlone(line, after: index), let first = word.symbols.first,
               let triangle = triangle(startingIn: first, in: image)
            {
                text = String(triangle) + word.symbols.dropFirst().map(\.text).joined()
            }
            if index == line.words.count - 1, let last = word.symbols.last, lookAlikes.contains(last.text),
               text.hasSuffix(last.text), beginsWithThreeDigits(word.symbols.dropLast().reversed()),
               glyph(in: image, left: last.left, right: last.right, top: last.top, bottom: last.bottom) == "▽"
            {
                text = String(text.dropLast(last.text.count)) + "▽"
            }
            return text
        }.joined(separator: " ")
    }

    /// The triangle in `symbol`'s box, else in the ink that box starts
    /// (``GrayImage/inkRun(startingIn:darkerThan:)``) when that is another
    /// box; `nil` when neither holds one.
    ///
    /// - Complexity: O(pixels of the two boxes).
    static func triangle(startingIn symbol: RecognizedLine.Symbol, in image: GrayImage) -> Character? {
        let box = (left: symbol.left, right: symbol.right, top: symbol.top, bottom: symbol.bottom)
        if let found = glyph(in: image, left: box.left, right: box.right, top: box.top, bottom: box.bottom) { return found }
        guard let run = image.inkRun(startingIn: box), run != box else { return nil }
        return glyph(in: image, left: run.left, right: run.right, top: run.top, bottom: run.bottom)
    }

    /// The text among `texts` that is `text` with a triangle where `text`
    /// has a look-alike at the start of a word (`WS-36750-B3 Δ90360` for
    /// `WS-36750-B3 490360`), and otherwise the same; `nil` when there is
    /// none (the first of several). The shape test (``corrected(_:in:)``)
    /// tells a triangle from its look-alikes where the line network may
    /// score the look-alike higher: it scored `WS-36750-B3 490360` 6 nats
    /// over the triangle variant its own reading gave after the test.
    ///
    /// - Complexity: O(n × m) for n texts of m characters.
    static func triangleVariant(of text: String, among texts: [String]) -> String? {
        let characters = Array(text)
        return texts.first { other in
            let variant = Array(other)
            guard variant.count == characters.count else { return false }
            let differing = characters.indices.filter { characters[$0] != variant[$0] }
            guard differing.count == 1, let at = differing.first else { return false }
            return (variant[at] == "Δ" || variant[at] == "▽") && lookAlikes.contains(String(characters[at]))
                && (at == 0 || characters[at - 1] == " ")
        }
    }

    /// Whether a triangle number that is word `index` of `line` would stand
    /// alone: the later words that hold a letter or digit (a stray `-` may
    /// follow) are none, or digits only (the number's own digits, a space
    /// read among them: `4792 66` for `Δ79266`), or start with a letter
    /// (another etching chained beside it, `Δ12345 YEX 749-2`). A word
    /// followed by a matrix's further groups is its first group
    /// (`6068 396 3Z 2 184`), whose first digit may be a `6` or a `4` that
    /// passes the shape test.
    static func standsAlone(_ line: RecognizedLine, after index: Int) -> Bool {
        let later = line.words.dropFirst(index + 1).map(\.text).filter { text in text.contains { $0.isLetter || $0.isNumber } }
        guard let next = later.first else { return true }
        return next.first?.isLetter == true || later.allSatisfy { $0.allSatisfy(\.isASCIIDigit) }
    }

    /// Whether `word` starts like a triangle number read with a look-alike
    /// for its triangle: a look-alike glyph followed by at least three
    /// digits. (``WordSpacing`` keeps such a word whole.)
    static func startsLikeTriangleNumber(_ word: RecognizedLine.Word) -> Bool {
        guard let first = word.symbols.first, lookAlikes.contains(first.text) else { return false }
        return beginsWithThreeDigits(word.symbols.dropFirst())
    }

    /// Whether `word` is all a triangle number read with a look-alike for
    /// its triangle: the look-alike (``startsLikeTriangleNumber(_:)``) and
    /// then digits only.
    static func isTriangleNumberRead(_ word: RecognizedLine.Word) -> Bool {
        startsLikeTriangleNumber(word) && word.symbols.dropFirst().allSatisfy { $0.text.allSatisfy(\.isASCIIDigit) }
    }

    /// Whether `symbols` begin with three digits.
    private static func beginsWithThreeDigits<S: Sequence<RecognizedLine.Symbol>>(_ symbols: S) -> Bool {
        let three = Array(symbols.prefix(3))
        return three.count == 3 && three.allSatisfy { $0.text.first?.isNumber == true }
    }
}
