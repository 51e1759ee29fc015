extension GrayImage {
    /// The image with every dark stroke a pixel thicker on each side: each
    /// pixel becomes the darkest of its 3 × 3 neighbourhood (a grey
    /// erosion of the light background). Pixels past the edges are not
    /// counted, so a border pixel takes the darkest of its neighbours
    /// inside the image. An image with no pixels is returned unchanged.
    ///
    /// The 3 × 3 minimum is taken as a minimum of three along each row,
    /// then of three down each column.
    ///
    /// - Complexity: O(width × height), two passes, one extra buffer.
    public func thickenedStrokes() -> GrayImage {
        guard width > 0, height > 0 else { return self }
        let (width, height) = (self.width, self.height)
        var across = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { source in
            across.withUnsafeMutableBufferPointer { target in
                for row in stride(from: 0, to: width * height, by: width) {
                    for x in 0..<width {
                        var darkest = source[row + x]
                        if x > 0 { darkest = Swift.min(darkest, source[row + x - 1]) }
                        if x + 1 < width { darkest = Swift.min(darkest, source[row + x + 1]) }
                        target[row + x] = darkest
                    }
                }
            }
        }
        var out = self
        across.withUnsafeBufferPointer { source in
            out.pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = y * width
                    let above = y > 0 ? row - width : row
                    let below = y + 1 < height ? row + width : row
                    for x in 0..<width {
                        target[row + x] = Swift.min(source[row + x], Swift.min(source[above + x], source[below + x]))
                    }
                }
            }
        }
        return out
    }
}
