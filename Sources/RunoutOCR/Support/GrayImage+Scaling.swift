extension GrayImage {
    /// The image resampled bilinearly to `newWidth` × `newHeight` (each at least 1).
    ///
    /// Output pixel (x, y) is ``sample(x:y:outside:)`` at the source point
    /// `((x + 0.5) · width / newWidth − 0.5, …)` clamped into the image,
    /// rounded half away from zero: bit for bit that definition, with each
    /// column's source pixels and weight worked out once, not per pixel. An
    /// empty image scales to black.
    ///
    /// - Complexity: O(newWidth × newHeight), plus O(newWidth) for the columns.
    public func scaled(toWidth newWidth: Int, height newHeight: Int) -> GrayImage {
        let w = max(1, newWidth)
        let h = max(1, newHeight)
        guard !isEmpty else { return GrayImage(width: w, height: h) }
        var out = GrayImage(width: w, height: h)
        let sx = Double(width) / Double(w)
        let sy = Double(height) / Double(h)
        let (left, right, weights) = Self.taps(count: w, scale: sx, length: width)
        let (top, bottom, rowWeights) = Self.taps(count: h, scale: sy, length: height)
        let width = width
        pixels.withUnsafeBufferPointer { source in
            out.pixels.withUnsafeMutableBufferPointer { target in
                guard let source = source.baseAddress, let target = target.baseAddress else { return }
                for y in 0..<h {
                    let fy = rowWeights[y]
                    let upper = source + top[y] * width
                    let lower = source + bottom[y] * width
                    let line = target + y * w
                    for x in 0..<w {
                        let fx = weights[x]
                        let (x0, x1) = (left[x], right[x])
                        // As `sample`: each row blended across, then the two rows.
                        let a = Double(upper[x0]) * (1 - fx) + Double(upper[x1]) * fx
                        let b = Double(lower[x0]) * (1 - fx) + Double(lower[x1]) * fx
                        line[x] = UInt8(clampingRounded: a * (1 - fy) + b * fy)
                    }
                }
            }
        }
        return out
    }

    /// For each of `count` output positions along an axis of `length` source
    /// pixels, scaled by `scale`: the source pixel at or before the clamped
    /// position, the one after (the same at the last pixel), and the weight
    /// of the one after, as ``sample(x:y:outside:)`` derives them.
    private static func taps(count: Int, scale: Double, length: Int) -> (low: [Int], high: [Int], weight: [Double]) {
        var low = [Int](repeating: 0, count: count)
        var high = [Int](repeating: 0, count: count)
        var weight = [Double](repeating: 0, count: count)
        for index in 0..<count {
            let position = min(Double(length - 1), max(0, (Double(index) + 0.5) * scale - 0.5))
            let first = Int(position)
            low[index] = first
            high[index] = min(first + 1, length - 1)
            weight[index] = position - Double(first)
        }
        return (low, high, weight)
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
