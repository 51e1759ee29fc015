import CTesseract

extension Pix {
    /// The pix's colourfulness as a grey image, each pixel its ``Chroma``
    /// magnitude; `nil` for a pix stored without colour (grey of any depth,
    /// without a colour map) or when leptonica cannot convert it.
    ///
    /// A colour-mapped pix is expanded to 32-bit RGB first. Alpha is ignored.
    ///
    /// - Complexity: O(width × height); one image allocated (and a
    ///   converted pix for a colour-mapped one).
    func chromaImage() -> GrayImage? {
        let rgb: Pix
        if depth == 32 {
            rgb = self
        } else if pixGetColormap(pointer) != nil {
            guard let converted = Pix(taking: pixConvertTo32(pointer)), converted.depth == 32 else { return nil }
            rgb = converted
        } else {
            return nil
        }
        let w = rgb.width
        let h = rgb.height
        guard w > 0, h > 0, let data = pixGetData(rgb.pointer) else { return nil }
        let wordsPerLine = Int(pixGetWpl(rgb.pointer))
        let words = UnsafePointer<UInt32>(data)
        var image = GrayImage(width: w, height: h)
        image.pixels.withUnsafeMutableBufferPointer { target in
            for y in 0..<h {
                let line = words + y * wordsPerLine
                for x in 0..<w {
                    // A 32-bit pixel is one native word: red in the top byte, then green, blue.
                    let word = line[x]
                    target[y * w + x] = Chroma.magnitude(
                        red: UInt8(truncatingIfNeeded: word >> 24), green: UInt8(truncatingIfNeeded: word >> 16),
                        blue: UInt8(truncatingIfNeeded: word >> 8))
                }
            }
        }
        return image
    }
}
