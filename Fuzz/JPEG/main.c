// libFuzzer target for the C JPEG reader (Sources/CJPEG): arbitrary bytes
// must end in a status, never a crash, a leak, an out-of-bounds write or an
// exit. The first three bytes choose the picture the caller expects (width
// and height 1...256, reduction 1, 2, 4 or 8), as `JPEGGreyReader` passes
// the size it read from the header; the rest is the file.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "CJPEG.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 3) return 0;
    const size_t width = (size_t)data[0] + 1;
    const size_t height = (size_t)data[1] + 1;
    const int reduction = 1 << (data[2] & 3);
    unsigned char *pixels = malloc(width * height);
    if (pixels == NULL) return 0;
    long warnings = 0;
    deadwax_jpeg_status status = deadwax_jpeg_read_grey(data + 3, size - 3, reduction, pixels, width, height, &warnings);
    if (status != DEADWAX_JPEG_DECODED && status != DEADWAX_JPEG_FAILED && status != DEADWAX_JPEG_SIZE_DIFFERS
        && status != DEADWAX_JPEG_NOT_GREY_OR_YCBCR) {
        abort();
    }
    if (status == DEADWAX_JPEG_DECODED && warnings != 0) abort();
    free(pixels);
    return 0;
}
