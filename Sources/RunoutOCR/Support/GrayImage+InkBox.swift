extension GrayImage {
    /// A box of pixels, edges included: columns `left...right`, rows `top...bottom`.
    public typealias PixelBox = (left: Int, right: Int, top: Int, bottom: Int)

    /// The smallest box holding every pixel darker than `threshold`, looked
    /// for within `box` (clipped to the image; the whole image when `nil`).
    ///
    /// - Returns: `nil` when the box holds no such pixel or misses the image.
    /// - Complexity: O(pixels of the box).
    public func inkBox(darkerThan threshold: UInt8 = 128, within box: PixelBox? = nil) -> PixelBox? {
        let x0 = max(0, box?.left ?? 0), x1 = min(width - 1, box?.right ?? width - 1)
        let y0 = max(0, box?.top ?? 0), y1 = min(height - 1, box?.bottom ?? height - 1)
        guard x0 <= x1, y0 <= y1 else { return nil }
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in y0...y1 {
            for x in x0...x1 where self[x, y] < threshold {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        return minX <= maxX ? (minX, maxX, minY, maxY) : nil
    }

    /// The ink of the glyph that starts in `box`: the columns from the
    /// first one of `box` that holds a pixel darker than `threshold` in
    /// `box`'s rows, on both ways for as long as each column holds one
    /// (past `box`'s edges too), and those pixels' rows. What a box that
    /// cuts a glyph short or starts in the gap before it is to hold (the
    /// line network's boxes are estimates between its frames).
    ///
    /// - Returns: `nil` when `box`'s columns in its rows hold no such
    ///   pixel, or it misses the image.
    /// - Complexity: O(rows of `box` × columns of the run and `box`).
    public func inkRun(startingIn box: PixelBox, darkerThan threshold: UInt8 = 128) -> PixelBox? {
        let x0 = max(0, box.left), x1 = min(width - 1, box.right)
        let y0 = max(0, box.top), y1 = min(height - 1, box.bottom)
        guard x0 <= x1, y0 <= y1 else { return nil }
        func inked(_ x: Int) -> Bool { (y0...y1).contains { self[x, $0] < threshold } }
        guard let first = (x0...x1).first(where: inked) else { return nil }
        var left = first, right = first
        while left > 0, inked(left - 1) { left -= 1 }
        while right < width - 1, inked(right + 1) { right += 1 }
        return inkBox(darkerThan: threshold, within: (left, right, y0, y1))
    }

    /// The median, over the rows from `fromPercent`% to `toPercent`% of the
    /// way down `ink`, of each row's extent of pixels darker than
    /// `threshold` within `ink`'s columns (first to last such pixel), as a
    /// share of `ink`'s width: how wide a glyph's strokes reach across it
    /// there. Rows without such pixels are skipped.
    ///
    /// - Returns: `nil` when none of those rows has such a pixel.
    /// - Complexity: O(pixels of those rows of `ink`).
    public func medianInkSpan(of ink: PixelBox, rowsFrom fromPercent: Int, to toPercent: Int, darkerThan threshold: UInt8 = 128) -> Double? {
        let height = ink.bottom - ink.top + 1
        let width = ink.right - ink.left + 1
        guard height > 0, width > 0 else { return nil }
        var spans: [Double] = []
        for y in (ink.top + height * fromPercent / 100)...(ink.top + height * toPercent / 100) {
            if let row = inkBox(darkerThan: threshold, within: (ink.left, ink.right, y, y)) {
                spans.append(Double(row.right - row.left + 1) / Double(width))
            }
        }
        return spans.selectMedian()
    }

    /// The medians, over the rows from `fromPercent`% to `toPercent`% of the
    /// way down `ink`, of each row's first and last pixel darker than
    /// `threshold` within `ink`'s columns, as shares of `ink`'s width from
    /// its left (0 at its left column, 1 at its right): where a glyph's
    /// strokes reach on either side there. Rows without such pixels are
    /// skipped.
    ///
    /// - Returns: `nil` when none of those rows has such a pixel.
    /// - Complexity: O(pixels of those rows of `ink`).
    public func medianInkEdges(
        of ink: PixelBox, rowsFrom fromPercent: Int, to toPercent: Int, darkerThan threshold: UInt8 = 128
    ) -> (left: Double, right: Double)? {
        let height = ink.bottom - ink.top + 1
        let width = ink.right - ink.left + 1
        guard height > 0, width > 0 else { return nil }
        let across = Double(max(1, width - 1))
        var lefts: [Double] = []
        var rights: [Double] = []
        for y in (ink.top + height * fromPercent / 100)...(ink.top + height * toPercent / 100) {
            if let row = inkBox(darkerThan: threshold, within: (ink.left, ink.right, y, y)) {
                lefts.append(Double(row.left - ink.left) / across)
                rights.append(Double(row.right - ink.left) / across)
            }
        }
        guard let left = lefts.selectMedian(), let right = rights.selectMedian() else { return nil }
        return (left, right)
    }
}
