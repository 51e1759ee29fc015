extension GrayImage {
    /// The image encoded as a baseline 8-bit greyscale JPEG at `quality`
    /// (1...100, clamped), or `nil` for an empty image or when leptonica
    /// cannot encode it. For building test and benchmark photos; the reader
    /// itself never writes JPEG.
    ///
    /// - Complexity: O(width × height).
    public func jpegData(quality: Int = 90) -> [UInt8]? {
        Pix(self)?.jpegData(quality: quality)
    }
}
