extension TextSegmenter {
    /// Frees a line that a scratch has joined into a wall: clears, from
    /// `mask`, the rows of each component as tall as the strip that hold
    /// little of its ink, over its columns.
    ///
    /// A scratch that crosses the band steeply and passes through a line
    /// of stamped letters makes the line and the scratch one component from
    /// the strip's top to its bottom, which the segmenter drops as a wall
    /// (the edge of a glare band); a scratch too bold to be a thin line
    /// (``clearThinLines(in:of:width:height:letterHeight:)``) is not cut
    /// from it. Over the component's columns, each row of the scratch holds
    /// a few ink pixels, the scratch's width, and each row of the line many
    /// more: the scratch's own and the letters'. A wall as tall as the strip
    /// is mostly scratch, so its median row (of those with any ink) is a
    /// scratch's row, and rows holding at least ``leastLineRowRatio``
    /// times as much are the line's. When some rows are the line's, but
    /// fewer than half, each row neither the line's nor beside one of them
    /// is cleared over the component's columns; the scratch's ends come
    /// apart from the line as components of their own. A glare's edge
    /// holds about as much ink in every row, and stays whole; a wall with
    /// two lines stacked in it keeps both lines' rows.
    ///
    /// - Returns: whether any pixel was cleared (the components must then be
    ///   found again).
    /// - Complexity: O(area of the walls' boxes).
    func clearWallScratches(in mask: inout [UInt8], of components: [Component], width: Int, height: Int) -> Bool {
        guard width > 0, height > 1, mask.count == width * height else { return false }
        var cleared = false
        for component in components where component.height >= height - 1 && component.width < width {
            // Ink per row over the component's columns (wrapped).
            let columns = (0..<component.width).map { ((component.minX + $0) % width + width) % width }
            let counts = (0..<height).map { row in columns.count { mask[row * width + $0] != 0 } }
            // The scratch's rows are most of the wall's: their typical ink is the median row's.
            var inked = counts.filter { $0 > 0 }
            let typical = inked.select(rank: (inked.count - 1) / 2) ?? 0
            let least = Double(typical) * Self.leastLineRowRatio
            func isLineRow(_ row: Int) -> Bool {
                (0..<height).contains(row) && counts[row] > typical && Double(counts[row]) >= least
            }
            // No line stands out (a glare's edge), or the rows that do are most of the wall: left whole.
            let lineRows = (0..<height).count(where: isLineRow)
            guard lineRows > 0, 2 * lineRows < height else { continue }
            // A row beside one of the line's is kept with it: a letter's serif.
            for row in 0..<height where counts[row] > 0 && !isLineRow(row - 1) && !isLineRow(row) && !isLineRow(row + 1) {
                for column in columns { mask[row * width + column] = 0 }
                cleared = true
            }
        }
        return cleared
    }

    /// How many times a scratch's ink a row of a wall must hold to be a
    /// row of the line it crosses (``clearWallScratches(in:of:width:height:)``).
    static let leastLineRowRatio = 1.5
}
