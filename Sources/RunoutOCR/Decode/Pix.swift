import CTesseract

/// Owns one leptonica `PIX` and destroys it in `deinit`.
///
/// The only place a `PIX*` is held across calls. Not `Sendable`: a pix
/// belongs to the worker that made it.
final class Pix {
    private(set) var pointer: UnsafeMutablePointer<PIX>

    /// Takes ownership of `pointer`; `nil` when leptonica returned NULL.
    init?(taking pointer: UnsafeMutablePointer<PIX>?) {
        guard let pointer else { return nil }
        self.pointer = pointer
    }

    deinit {
        var handle: UnsafeMutablePointer<PIX>? = pointer
        pixDestroy(&handle)
    }

    var width: Int { Int(pixGetWidth(pointer)) }
    var height: Int { Int(pixGetHeight(pointer)) }
    var depth: Int { Int(pixGetDepth(pointer)) }

    /// An 8 bpp pix over a grey image's pixels, or `nil` for an empty image.
    convenience init?(_ image: GrayImage) {
        guard !image.isEmpty, let created = pixCreate(Int32(image.width), Int32(image.height), 8) else { return nil }
        self.init(taking: created)
        let wordsPerLine = Int(pixGetWpl(pointer))
        guard let data = pixGetData(pointer) else { return nil }
        let bytes = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt8.self)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let line = bytes + y * wordsPerLine * 4
                for x in 0..<image.width {
                    // Leptonica keeps bytes in big-endian order within 32-bit words.
                    line[x ^ Pix.byteSwizzle] = source[y * image.width + x]
                }
            }
        }
    }

    /// The pix as a grey image. Converts any depth, colour map or colour
    /// to 8-bit luminance first; `nil` when leptonica cannot.
    func grayImage() -> GrayImage? {
        let eight: Pix
        if depth == 8, pixGetColormap(pointer) == nil {
            eight = self
        } else {
            guard let converted = Pix(taking: pixConvertTo8(pointer, 0)) else { return nil }
            eight = converted
        }
        let w = eight.width
        let h = eight.height
        guard w > 0, h > 0, let data = pixGetData(eight.pointer) else { return nil }
        let wordsPerLine = Int(pixGetWpl(eight.pointer))
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        var image = GrayImage(width: w, height: h)
        image.pixels.withUnsafeMutableBufferPointer { target in
            guard let target = target.baseAddress else { return }
            // Whole 32-bit words first: on a little-endian host each word's
            // four pixels are its bytes in reverse, one byte swap for four.
            let whole = Pix.byteSwizzle == 3 ? w / 4 : 0
            for y in 0..<h {
                let line = bytes + y * wordsPerLine * 4
                let row = UnsafeMutableRawPointer(target + y * w)
                for word in 0..<whole {
                    let value = UnsafeRawPointer(line).load(fromByteOffset: word * 4, as: UInt32.self)
                    row.storeBytes(of: value.byteSwapped, toByteOffset: word * 4, as: UInt32.self)
                }
                for x in (whole * 4)..<w {
                    target[y * w + x] = line[x ^ Pix.byteSwizzle]
                }
            }
        }
        return image
    }

    /// XOR applied to a byte index within a row on a little-endian host.
    private static let byteSwizzle: Int = 1.littleEndian == 1 ? 3 : 0

    /// PNG bytes of the pix, for debug images; `nil` if leptonica cannot encode.
    func pngData() -> [UInt8]? {
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard pixWriteMemPng(&data, &size, pointer, 0) == 0, let data else { return nil }
        defer { free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}

extension Pix {
    /// Baseline JPEG bytes of the pix at `quality` (1...100, clamped); `nil`
    /// if leptonica cannot encode it.
    func jpegData(quality: Int) -> [UInt8]? {
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        let clamped = Int32(max(1, min(100, quality)))
        guard pixWriteMemJpeg(&data, &size, pointer, clamped, 0) == 0, let data else { return nil }
        defer { free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}

/// Leptonica's own diagnostics, switched off once: deadwax reports in its own words.
enum LeptonicaMessages {
    static let silenced: Void = {
        _ = setMsgSeverity(6)  // L_SEVERITY_NONE
    }()
}
