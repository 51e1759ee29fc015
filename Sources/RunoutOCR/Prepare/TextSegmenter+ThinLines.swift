extension TextSegmenter {
    /// Clears thin lines from `mask` (one byte per pixel, nonzero is ink;
    /// cleared pixels become 0): hairline scratches across the record.
    ///
    /// - One that crosses the band at a small angle steps to the next row
    ///   every few columns, so no row holds a run long enough for
    ///   ``Ink/mask(maximumRun:into:)`` to clear it, and it joins every
    ///   letter it touches into one long component.
    /// - One that crosses the band steeply joins the letters it touches into
    ///   a component as tall as the strip, which is then dropped as a wall
    ///   with them (`PCS 2729` of `PCS 2729 A-2`).
    ///
    /// Within each component at least two letter heights wide, a pixel is
    /// *thin* when the ink in its column around it is at most
    /// ``thinLineRows(forLetterHeight:)`` rows tall; thin pixels connected
    /// along more than 1.5 letter heights of columns are a line and are
    /// cleared. Likewise, across: within each component at least two letter
    /// heights tall, ink at most that many columns wide in its row,
    /// connected along more than 1.5 letter heights of rows (no letter is
    /// that tall). A letter's own thin strokes (bars, feet, a hyphen, a
    /// scratched stem) are cut off by its other strokes within a letter's
    /// size; where the scratch crosses a stroke, the stroke stays whole.
    ///
    /// - Returns: whether any pixel was cleared (the components must then be
    ///   found again).
    /// - Complexity: O(area of the wide and tall components' boxes).
    func clearThinLines(in mask: inout [UInt8], of components: [Component], width: Int, height: Int, letterHeight: Int) -> Bool {
        guard width > 0, height > 0, letterHeight > 0, mask.count == width * height else { return false }
        let slanted = clearThinLines(in: &mask, of: components, width: width, height: height, letterHeight: letterHeight, along: .columns)
        let steep = clearThinLines(in: &mask, of: components, width: width, height: height, letterHeight: letterHeight, along: .rows)
        return slanted || steep
    }

    /// The direction a thin line runs in: along the columns (measured
    /// thin in its column) or along the rows (thin in its row).
    enum LineDirection {
        case columns, rows
    }

    /// ``clearThinLines(in:of:width:height:letterHeight:)`` for lines running `along` one direction.
    private func clearThinLines(
        in mask: inout [UInt8], of components: [Component], width: Int, height: Int, letterHeight: Int, along: LineDirection
    ) -> Bool {
        let thinRuns = Self.thinLineRows(forLetterHeight: letterHeight)
        let longest = max(8, letterHeight * 3 / 2)
        var cleared = false
        for component in components where component.width <= width {
            // `length` counts along the line, `across` over its thickness.
            let (length, across) = along == .columns ? (component.width, component.height) : (component.height, component.width)
            guard length >= 2 * letterHeight else { continue }
            // The mask index of the pixel `step` along and `offset` across the box (columns wrapped).
            func index(_ step: Int, _ offset: Int) -> Int {
                along == .columns
                    ? (component.minY + offset) * width + (component.minX + step) % width
                    : (component.minY + step) * width + (component.minX + offset) % width
            }
            // Whether the ink run through the pixel `step` along, from `start` to `end` across (box offsets),
            // stays thin once measured whole: it may reach beyond the box only through other ink.
            func isThin(_ step: Int, _ start: Int, _ end: Int) -> Bool {
                var extent = end - start
                if along == .columns {
                    var top = component.minY + start
                    while top > 0 && mask[(top - 1) * width + (component.minX + step) % width] != 0 { top -= 1; extent += 1 }
                    var bottom = component.minY + end
                    while bottom < height && mask[bottom * width + (component.minX + step) % width] != 0 { bottom += 1; extent += 1 }
                } else {
                    let row = (component.minY + step) * width
                    var left = component.minX + start + width
                    while extent <= thinRuns && mask[row + (left - 1) % width] != 0 { left -= 1; extent += 1 }
                    var right = component.minX + end
                    while extent <= thinRuns && mask[row + right % width] != 0 { right += 1; extent += 1 }
                }
                return extent <= thinRuns
            }
            // Thin ink in the box, indexed by (step along, offset across).
            var thin = [Bool](repeating: false, count: length * across)
            for step in 0..<length {
                var offset = 0
                while offset < across {
                    guard mask[index(step, offset)] != 0 else { offset += 1; continue }
                    let start = offset
                    while offset < across && mask[index(step, offset)] != 0 { offset += 1 }
                    if isThin(step, start, offset) {
                        for o in start..<offset { thin[o * length + step] = true }
                    }
                }
            }
            // Connected stretches of thin ink, by their span along the line.
            var seen = [Bool](repeating: false, count: thin.count)
            var stack: [Int] = []
            var members: [Int] = []
            for start in thin.indices where thin[start] && !seen[start] {
                seen[start] = true
                stack.append(start)
                members.removeAll(keepingCapacity: true)
                var first = start % length
                var last = first
                while let member = stack.popLast() {
                    members.append(member)
                    let x = member % length
                    let y = member / length
                    first = min(first, x)
                    last = max(last, x)
                    for (dx, dy) in Self.neighbourhood {
                        let nx = x + dx
                        let ny = y + dy
                        guard nx >= 0, nx < length, ny >= 0, ny < across else { continue }
                        let neighbour = ny * length + nx
                        guard thin[neighbour], !seen[neighbour] else { continue }
                        seen[neighbour] = true
                        stack.append(neighbour)
                    }
                }
                guard last - first + 1 > longest else { continue }
                for member in members { mask[index(member % length, member / length)] = 0 }
                cleared = true
            }
        }
        return cleared
    }

    /// The tallest column of ink counted as part of a thin line: a fifth of
    /// the letters' height, at least 2 rows.
    static func thinLineRows(forLetterHeight letterHeight: Int) -> Int {
        max(2, letterHeight / 5)
    }
}
