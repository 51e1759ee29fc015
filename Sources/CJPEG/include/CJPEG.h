#ifndef DEADWAX_CJPEG_H
#define DEADWAX_CJPEG_H

#include <stddef.h>

/// What `deadwax_jpeg_read_grey` did.
typedef enum {
    /// Every row decoded into `pixels`, without a warning.
    DEADWAX_JPEG_DECODED = 0,
    /// Stopped on a libjpeg error or on the first row that brought a warning
    /// (damaged or missing data), whose count is in `*warnings`; `pixels` is
    /// partly written.
    DEADWAX_JPEG_FAILED = 1,
    /// The decoded size is not `width` × `height`; nothing was written.
    DEADWAX_JPEG_SIZE_DIFFERS = 2,
    /// Four-channel (CMYK or YCCK) data, not read here; nothing was written.
    DEADWAX_JPEG_NOT_GREY_OR_YCBCR = 3,
} deadwax_jpeg_status;

/// Decodes JPEG bytes straight into `width` × `height` grey bytes, row
/// after row, with libjpeg (no copy through another image):
///
/// - a one-channel JPEG is read as it is; a three-channel one (YCbCr, or
///   RGB) is read as grey by libjpeg itself (`JCS_GRAYSCALE`), so YCbCr
///   gives its luminance channel without converting colour;
/// - `reduction` (1, 2, 4 or 8) is libjpeg's `scale_denom`;
/// - the decompressor is set up as leptonica's `pixReadStreamJpeg` sets it
///   up (default DCT method and upsampling) and fed as its stdio source
///   feeds it (4096 bytes a time), so the bytes are those leptonica would
///   give; as in leptonica (1.82), the first row that brings a warning
///   ends the decode, and warnings are never printed.
///
/// A fatal libjpeg error never exits the process: it ends the decode with
/// `DEADWAX_JPEG_FAILED`.
///
/// Complexity: O(`size`) entropy decoding plus O(`width` × `height`) for
/// the pixels produced.
deadwax_jpeg_status deadwax_jpeg_read_grey(const unsigned char *data, size_t size, int reduction,
                                           unsigned char *pixels, size_t width, size_t height,
                                           long *warnings);

#endif
