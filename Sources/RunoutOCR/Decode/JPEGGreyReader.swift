import CJPEG

/// Decodes a grey or three-channel JPEG straight into a ``GrayImage``'s
/// bytes with libjpeg (the `CJPEG` target), without leptonica's row copy
/// into a `PIX`, its byte-swapped words, or the copy back out of them.
///
/// Gives the bytes leptonica's `pixReadMemJpeg` gives for the same data,
/// reduction and hint (luminance only for three channels): the decompressor
/// is set up and fed the same way, and, as there, the first row that brings
/// a libjpeg warning ends the decode with the count so far.
/// Four-channel (CMYK, YCCK) data is left to leptonica, whose conversion to
/// colour and then to grey this does not repeat.
enum JPEGGreyReader {
    /// What reading gave.
    enum Outcome {
        /// Every row read, without a warning.
        case decoded(GrayImage)
        /// libjpeg stopped on an error (`warnings` 0) or on damaged or
        /// missing data (`warnings` its count, as leptonica reports it).
        case failed(warnings: Int)
        /// The data decodes to another size than `width × height`.
        case sizeDiffers
        /// CMYK or YCCK data: not read here.
        case fourChannel
    }

    /// Reads `count` bytes at `base` at `reduction`, expecting `width × height` pixels.
    ///
    /// - Precondition: `width` and `height` are positive and their product
    ///   fits the pixel limit already checked against the header.
    /// - Complexity: O(`count`) entropy decoding plus O(`width × height`);
    ///   one allocation, the image, never zero-filled first.
    static func read(
        _ base: UnsafePointer<UInt8>, count: Int, reduction: DecodeReduction, width: Int, height: Int
    ) -> Outcome {
        var status = DEADWAX_JPEG_FAILED
        var warnings = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height) { buffer, initialized in
            guard let target = buffer.baseAddress else { return }
            status = deadwax_jpeg_read_grey(
                base, count, Int32(reduction.factor), target, width, height, &warnings)
            // Only a full decode wrote every byte.
            initialized = status == DEADWAX_JPEG_DECODED ? width * height : 0
        }
        switch status {
        case DEADWAX_JPEG_DECODED:
            guard let image = GrayImage(width: width, height: height, pixels: pixels) else { return .sizeDiffers }
            return .decoded(image)
        case DEADWAX_JPEG_SIZE_DIFFERS: return .sizeDiffers
        case DEADWAX_JPEG_NOT_GREY_OR_YCBCR: return .fourChannel
        default: return .failed(warnings: warnings)
        }
    }
}
