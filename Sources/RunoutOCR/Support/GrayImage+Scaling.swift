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
        let across = ResamplingTaps(count: w, length: width)
        let down = ResamplingTaps(count: h, length: height)
        out.pixels.withUnsafeMutableBufferPointer { target in
            guard let target = target.baseAddress else { return }
            resample(rows: 0..<h, columns: 0..<w, across: across, down: down, into: target, targetWidth: w)
        }
        return out
    }
}
