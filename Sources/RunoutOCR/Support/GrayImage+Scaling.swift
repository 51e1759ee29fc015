extension GrayImage {
    /// The image resampled bilinearly to `newWidth` × `newHeight` (each at least 1).
    ///
    /// - Complexity: O(newWidth × newHeight).
    public func scaled(toWidth newWidth: Int, height newHeight: Int) -> GrayImage {
        let w = max(1, newWidth)
        let h = max(1, newHeight)
        guard !isEmpty else { return GrayImage(width: w, height: h) }
        var out = GrayImage(width: w, height: h)
        let sx = Double(width) / Double(w)
        let sy = Double(height) / Double(h)
        // Source columns once per output column, not once per pixel.
        let columns = (0..<w).map { x in min(Double(width - 1), max(0, (Double(x) + 0.5) * sx - 0.5)) }
        for y in 0..<h {
            let fy = min(Double(height - 1), max(0, (Double(y) + 0.5) * sy - 0.5))
            for x in 0..<w {
                out.pixels[y * w + x] = UInt8(clampingRounded: sample(x: columns[x], y: fy))
            }
        }
        return out
    }

    /// The image with a border of `margin` pixels of `value` on every side.
    public func padded(by margin: Int, value: UInt8 = 255) -> GrayImage {
        let m = max(0, margin)
        var out = GrayImage(width: width + 2 * m, height: height + 2 * m, fill: value)
        for y in 0..<height {
            let source = y * width
            let target = (y + m) * out.width + m
            out.pixels.replaceSubrange(target..<(target + width), with: pixels[source..<(source + width)])
        }
        return out
    }
}
