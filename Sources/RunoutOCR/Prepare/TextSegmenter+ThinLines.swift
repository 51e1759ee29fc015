extension TextSegmenter {
    /// Clears thin lines at a slant from `mask` (one byte per pixel, nonzero
    /// is ink; cleared pixels become 0): hairline scratches across
    /// the record that cross the band at a small angle. Such a line steps to
    /// the next row every few columns, so no row holds a run long enough for
    /// ``Ink/mask(maximumRun:into:)`` to clear it, and it joins every letter it
    /// touches into one long component.
    ///
    /// Within each component at least two letter heights wide, a pixel is
    /// *thin* when the ink in its column around it is at most
    /// ``thinLineRows(forLetterHeight:)`` rows tall. Thin pixels connected
    /// along more than 1.5 letter heights of columns are a line and are
    /// cleared. A letter's own thin strokes (bars, feet, a hyphen) are cut
    /// off by its stems within a letter's width; where the scratch crosses
    /// a stem, the stem stays whole.
    ///
    /// - Returns: whether any pixel was cleared (the components must then be
    ///   found again).
    /// - Complexity: O(area of the wide components' boxes).
    func clearThinLines(in mask: inout [UInt8], of components: [Component], width: Int, height: Int, letterHeight: Int) -> Bool {
        guard width > 0, height > 0, letterHeight > 0, mask.count == width * height else { return false }
        let thinRows = Self.thinLineRows(forLetterHeight: letterHeight)
        let longest = max(8, letterHeight * 3 / 2)
        var cleared = false
        for component in components where component.width >= 2 * letterHeight && component.width <= width {
            let columns = component.width
            let rows = component.height
            // Thin ink in the box, indexed by (unwrapped column offset, row offset).
            var thin = [Bool](repeating: false, count: columns * rows)
            for offset in 0..<columns {
                let column = (component.minX + offset) % width
                var row = component.minY
                while row <= component.maxY {
                    guard mask[row * width + column] != 0 else { row += 1; continue }
                    let start = row
                    while row <= component.maxY && mask[row * width + column] != 0 { row += 1 }
                    // The run may reach beyond the box only through other ink:
                    // measure it whole.
                    var top = start
                    while top > 0 && mask[(top - 1) * width + column] != 0 { top -= 1 }
                    var bottom = row
                    while bottom < height && mask[bottom * width + column] != 0 { bottom += 1 }
                    if bottom - top <= thinRows {
                        for r in start..<row { thin[(r - component.minY) * columns + offset] = true }
                    }
                }
            }
            // Connected stretches of thin ink, by their span of columns.
            var seen = [Bool](repeating: false, count: thin.count)
            var stack: [Int] = []
            var members: [Int] = []
            for start in thin.indices where thin[start] && !seen[start] {
                seen[start] = true
                stack.append(start)
                members.removeAll(keepingCapacity: true)
                var first = start % columns
                var last = first
                while let index = stack.popLast() {
                    members.append(index)
                    let x = index % columns
                    let y = index / columns
                    first = min(first, x)
                    last = max(last, x)
                    for (dx, dy) in Self.neighbourhood {
                        let nx = x + dx
                        let ny = y + dy
                        guard nx >= 0, nx < columns, ny >= 0, ny < rows else { continue }
                        let neighbour = ny * columns + nx
                        guard thin[neighbour], !seen[neighbour] else { continue }
                        seen[neighbour] = true
                        stack.append(neighbour)
                    }
                }
                guard last - first + 1 > longest else { continue }
                for index in members {
                    let column = (component.minX + index % columns) % width
                    mask[(component.minY + index / columns) * width + column] = 0
                }
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
