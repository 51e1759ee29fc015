extension GrayImage {
    /// The image encoded as an 8-bit greyscale PNG, or `nil` for an empty
    /// image or when leptonica cannot encode it.
    public func pngData() -> [UInt8]? {
        Pix(self)?.pngData()
    }

    /// The image shrunk so that its longer side is at most `longSide`
    /// pixels (never enlarged), with the scale factor applied.
    public func thumbnail(longSide: Int) -> (image: GrayImage, scale: Double) {
        let longest = max(width, height)
        guard longest > longSide, longSide > 0 else { return (self, 1) }
        let scale = Double(longSide) / Double(longest)
        let image = scaled(toWidth: Int((Double(width) * scale).rounded()), height: Int((Double(height) * scale).rounded()))
        return (image, scale)
    }
}
