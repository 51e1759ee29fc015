/// Finds sevens the engine read as `T`: a stamped `7` whose bar is as wide
/// as a `T`'s (`7YCE` read as `TYCE`).
///
/// A `T`'s stem stands under the middle of its bar; a `7`'s runs from the
/// bar's right end down to the left. Measured as the drift of the ink's
/// mean column from the rows between 30% and 45% of its height to the rows
/// between 75% and 90%, as a share of its width, on 570 renders in 147
/// fonts (sharp and blurred): every `T` drifts by more than −0.17 (the
/// most, oblique ones), nine sevens in ten by less than −0.18, half by less
/// than −0.33. So a `T` whose ink drifts left by more than 0.22 is a `7`.
/// Pure.
public enum DigitSeven {
    /// The drift (negative: leftward) beyond which a `T` is a `7`.
    static let sevenDrift = -0.22

    /// The leftward drift of the glyph's ink in `box` of `image` (dark on
    /// white) from its upper middle rows to its lower rows, as a share of
    /// its ink width; `nil` for a glyph too small to judge (under 8 rows)
    /// or without ink in either band. Only the largest 8-connected piece
    /// of ink in the box counts: the engine's box can take in a dot or a
    /// neighbour's edge beside the glyph.
    ///
    /// - Complexity: O(pixels of the box).
    public static func drift(in image: GrayImage, box: GrayImage.PixelBox) -> Double? {
        guard let outer = image.inkBox(within: box) else { return nil }
        let width = outer.right - outer.left + 1
        let height = outer.bottom - outer.top + 1
        // The largest piece of ink, as a mask over `outer`.
        var label = [Int32](repeating: 0, count: width * height)
        var best: (label: Int32, size: Int) = (0, 0)
        var next: Int32 = 0
        var stack: [Int] = []
        for start in 0..<(width * height) where label[start] == 0 && image[outer.left + start % width, outer.top + start / width] < 128 {
            next += 1
            label[start] = next
            stack.append(start)
            var size = 0
            while let index = stack.popLast() {
                size += 1
                let (x, y) = (index % width, index / width)
                for dy in -1...1 {
                    for dx in -1...1 {
                        let (nx, ny) = (x + dx, y + dy)
                        guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                        let neighbour = ny * width + nx
                        guard label[neighbour] == 0, image[outer.left + nx, outer.top + ny] < 128 else { continue }
                        label[neighbour] = next
                        stack.append(neighbour)
                    }
                }
            }
            if size > best.size { best = (next, size) }
        }
        guard best.size > 0 else { return nil }
        var (minX, maxX, minY, maxY) = (width, -1, height, -1)
        for index in label.indices where label[index] == best.label {
            minX = min(minX, index % width)
            maxX = max(maxX, index % width)
            minY = min(minY, index / width)
            maxY = max(maxY, index / width)
        }
        let glyphHeight = maxY - minY + 1
        guard glyphHeight >= 8 else { return nil }
        let span = Double(max(1, maxX - minX))
        func centre(_ from: Int, _ to: Int) -> Double? {
            var sum = 0
            var count = 0
            for y in (minY + glyphHeight * from / 100)...(minY + glyphHeight * to / 100) {
                for x in minX...maxX where label[y * width + x] == best.label {
                    sum += x - minX
                    count += 1
                }
            }
            return count > 0 ? Double(sum) / Double(count) / span : nil
        }
        guard let upper = centre(30, 45), let lower = centre(75, 90) else { return nil }
        return lower - upper
    }

    /// `line` with every `T` whose stem runs down to the left read as `7`.
    public static func corrected(_ line: RecognizedLine, in image: GrayImage) -> RecognizedLine {
        line.relabelling("T", as: "7") { box in (drift(in: image, box: box) ?? 0) < sevenDrift }
    }
}
