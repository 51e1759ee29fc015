/// The eight EXIF orientations: how the stored pixels must be turned to show
/// the picture upright (TIFF tag 0x0112).
public enum ExifOrientation: Int, Sendable, CaseIterable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// The orientation recorded in a JPEG's APP1 Exif segment, or `.up` when
    /// there is none or it cannot be read. Never reads past `bytes`.
    ///
    /// - Complexity: O(number of JPEG segments before the first scan).
    public static func inJPEG(_ bytes: UnsafeRawBufferPointer) -> ExifOrientation {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return .up }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return .up }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0xDA || marker == 0xD9 { return .up }  // start of scan / end: no Exif before it
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return .up }
            if marker == 0xE1, length >= 8 {
                let start = offset + 4
                if bytes[start] == 0x45, bytes[start + 1] == 0x78, bytes[start + 2] == 0x69, bytes[start + 3] == 0x66,
                   let orientation = inTIFF(UnsafeRawBufferPointer(rebasing: bytes[(start + 6)..<(offset + 2 + length)]))
                {
                    return orientation
                }
            }
            offset += 2 + length
        }
        return .up
    }

    /// The orientation recorded in a PNG's `eXIf` chunk, or `.up` when there
    /// is none or it cannot be read. Never reads past `bytes`.
    ///
    /// The chunk holds a TIFF structure (some writers put the JPEG-style
    /// `Exif\0\0` before it, which is passed over). As libpng reads it, the
    /// one `eXIf` a file may have can stand before or after the image data;
    /// the first one is taken. Leptonica ignores it, so without this a
    /// phone's PNG would be read on its side and an image-space ring would
    /// fall on the wrong pixels.
    ///
    /// - Complexity: O(number of chunks before `IEND`): each chunk's length
    ///   is read and its body jumped over.
    public static func inPNG(_ bytes: UnsafeRawBufferPointer) -> ExifOrientation {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, signature.indices.allSatisfy({ bytes[$0] == signature[$0] }) else { return .up }
        var offset = 8
        // Length (4 bytes, big-endian), type (4), body, CRC (4).
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            let type = (bytes[offset + 4], bytes[offset + 5], bytes[offset + 6], bytes[offset + 7])
            let body = offset + 8
            guard length <= Int(Int32.max), length <= bytes.count - body else { return .up }
            if type == (0x49, 0x45, 0x4E, 0x44) { return .up }  // IEND
            if type == (0x65, 0x58, 0x49, 0x66) {  // eXIf
                var tiff = UnsafeRawBufferPointer(rebasing: bytes[body..<(body + length)])
                let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]
                if tiff.count >= 6, exifHeader.indices.allSatisfy({ tiff[$0] == exifHeader[$0] }) {
                    tiff = UnsafeRawBufferPointer(rebasing: tiff[6...])
                }
                return inTIFF(tiff) ?? .up
            }
            offset = body + length + 4
        }
        return .up
    }

    /// The orientation tag of a TIFF structure's first IFD, or `nil`.
    static func inTIFF(_ tiff: UnsafeRawBufferPointer) -> ExifOrientation? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<min(count, 512) {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112 {
                guard let value = u16(at + 8) else { return nil }
                return ExifOrientation(rawValue: value)
            }
        }
        return nil
    }

    /// Whether showing the picture upright swaps width and height.
    public var swapsAxes: Bool { rawValue >= 5 }
}

extension GrayImage {
    /// The stored pixels turned upright according to `orientation`.
    ///
    /// Upright pixel (x, y) shows stored pixel (sx, sy): for `.right`, for
    /// example, (y, height − 1 − x). Its index in the stored rows is affine
    /// in x and y (``ExifOrientation/sourceSteps(width:height:)``), so each
    /// upright row is read with one step. A turn reads the stored image down
    /// its columns, so the upright image is written in tiles of 64 × 64
    /// pixels, whose stored columns stay in cache between rows.
    ///
    /// - Complexity: O(width × height).
    public func applying(_ orientation: ExifOrientation) -> GrayImage {
        if orientation == .up { return self }
        let outWidth = orientation.swapsAxes ? height : width
        let outHeight = orientation.swapsAxes ? width : height
        var out = GrayImage(width: outWidth, height: outHeight)
        let (origin, stepX, stepY) = orientation.sourceSteps(width: width, height: height)
        let tile = 64
        pixels.withUnsafeBufferPointer { source in
            out.pixels.withUnsafeMutableBufferPointer { target in
                for tileY in stride(from: 0, to: outHeight, by: tile) {
                    for tileX in stride(from: 0, to: outWidth, by: tile) {
                        for y in tileY..<min(outHeight, tileY + tile) {
                            let row = y * outWidth
                            var index = origin + y * stepY + tileX * stepX
                            for x in tileX..<min(outWidth, tileX + tile) {
                                target[row + x] = source[index]
                                index += stepX
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}

extension ExifOrientation {
    /// Where upright pixel (x, y) is stored in an image of `width × height`
    /// stored pixels: at index `origin + x · stepX + y · stepY` of its rows.
    ///
    /// - Complexity: O(1).
    func sourceSteps(width w: Int, height h: Int) -> (origin: Int, stepX: Int, stepY: Int) {
        // (sx, sy) as the orientation maps them; index sy · w + sx.
        switch self {
        case .up: return (0, 1, w)  // (x, y)
        case .upMirrored: return (w - 1, -1, w)  // (w − 1 − x, y)
        case .down: return ((h - 1) * w + w - 1, -1, -w)  // (w − 1 − x, h − 1 − y)
        case .downMirrored: return ((h - 1) * w, 1, -w)  // (x, h − 1 − y)
        case .leftMirrored: return (0, w, 1)  // (y, x)
        case .right: return ((h - 1) * w, -w, 1)  // (y, h − 1 − x)
        case .rightMirrored: return ((h - 1) * w + w - 1, -w, -1)  // (w − 1 − y, h − 1 − x)
        case .left: return (w - 1, w, -1)  // (w − 1 − y, x)
        }
    }
}
