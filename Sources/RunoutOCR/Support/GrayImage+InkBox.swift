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
}
