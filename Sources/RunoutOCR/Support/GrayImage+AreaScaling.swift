extension GrayImage {
    /// The image resampled to `newWidth` × `newHeight` (each at least 1) by
    /// area averaging: each output pixel is the mean of the source area it
    /// covers, partly covered pixels weighted by their share. Shrinking
    /// keeps thin strokes as lighter lines where sampling at points would
    /// drop them; enlarging repeats pixels, blending at their borders.
    ///
    /// An empty image scales to white.
    ///
    /// - Complexity: O(newWidth × newHeight × covered pixels per output pixel).
    public func scaled(byAreaToWidth newWidth: Int, height newHeight: Int) -> GrayImage {
        let w = max(1, newWidth)
        let h = max(1, newHeight)
        guard !isEmpty else { return GrayImage(width: w, height: h, fill: 255) }
        let across = Self.coverage(count: w, length: width)
        let down = Self.coverage(count: h, length: height)
        // Columns first into a float buffer, then rows.
        var columns = [Double](repeating: 0, count: w * height)
        for y in 0..<height {
            let row = y * width
            for x in 0..<w {
                var sum = 0.0
                for (source, weight) in across[x] { sum += weight * Double(pixels[row + source]) }
                columns[y * w + x] = sum
            }
        }
        var out = GrayImage(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                var sum = 0.0
                for (source, weight) in down[y] { sum += weight * columns[source * w + x] }
                out.pixels[y * w + x] = UInt8(max(0, min(255, sum.rounded())))
            }
        }
        return out
    }

    /// For each of `count` output cells over `length` source cells, the
    /// source cells it covers and their shares of it (summing to 1).
    static func coverage(count: Int, length: Int) -> [[(Int, Double)]] {
        let step = Double(length) / Double(count)
        return (0..<count).map { index in
            let start = Double(index) * step
            let end = start + step
            var cells: [(Int, Double)] = []
            var cell = Int(start.rounded(.down))
            while Double(cell) < end, cell < length {
                let overlap = min(end, Double(cell + 1)) - max(start, Double(cell))
                if overlap > 0 { cells.append((cell, overlap / step)) }
                cell += 1
            }
            return cells.isEmpty ? [(min(length - 1, max(0, cell - 1)), 1)] : cells
        }
    }
}
