#include "CJPEG.h"

#include <setjmp.h>
#include <stdio.h>

#include <jpeglib.h>
#include <jerror.h>

/// libjpeg's error manager with somewhere to jump back to.
struct deadwax_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
};

/// A fatal error: back to `deadwax_jpeg_read_grey`, which cleans up.
static void deadwax_jpeg_error_exit(j_common_ptr info) {
    struct deadwax_jpeg_error *error = (struct deadwax_jpeg_error *)info->err;
    longjmp(error->escape, 1);
}

/// Warnings and trace messages are counted by libjpeg, never printed.
static void deadwax_jpeg_output_message(j_common_ptr info) {
    (void)info;
}

/// The bytes to decode, handed to libjpeg as its stdio source hands a file:
/// 4096 bytes a time. libjpeg-turbo takes a faster Huffman path when more
/// input is buffered, which reads valid data the same but counts warnings on
/// damaged data differently; this source keeps leptonica's counts.
struct deadwax_jpeg_source {
    struct jpeg_source_mgr manager;
    const unsigned char *data;
    size_t size;
    size_t offset;
};

/// libjpeg's stdio source reads this much a time (jdatasrc.c, INPUT_BUF_SIZE).
enum { deadwax_jpeg_chunk = 4096 };

static void deadwax_jpeg_init_source(j_decompress_ptr info) {
    (void)info;
}

/// The next 4096 bytes; past the end, a warning and a fake end-of-image
/// marker, as libjpeg's stdio source does.
static boolean deadwax_jpeg_fill_input_buffer(j_decompress_ptr info) {
    static const JOCTET end_of_image[2] = {0xFF, JPEG_EOI};
    struct deadwax_jpeg_source *source = (struct deadwax_jpeg_source *)info->src;
    size_t count = source->size - source->offset;
    if (count > deadwax_jpeg_chunk) count = deadwax_jpeg_chunk;
    if (count == 0) {
        if (source->offset == 0) ERREXIT(info, JERR_INPUT_EMPTY);
        WARNMS(info, JWRN_JPEG_EOF);
        source->manager.next_input_byte = end_of_image;
        source->manager.bytes_in_buffer = 2;
        return TRUE;
    }
    source->manager.next_input_byte = source->data + source->offset;
    source->manager.bytes_in_buffer = count;
    source->offset += count;
    return TRUE;
}

/// Skips `count` bytes, filling as often as it takes (libjpeg's stdio source's way).
static void deadwax_jpeg_skip_input_data(j_decompress_ptr info, long count) {
    struct jpeg_source_mgr *manager = info->src;
    if (count <= 0) return;
    while (count > (long)manager->bytes_in_buffer) {
        count -= (long)manager->bytes_in_buffer;
        (void)(*manager->fill_input_buffer)(info);
    }
    manager->next_input_byte += (size_t)count;
    manager->bytes_in_buffer -= (size_t)count;
}

static void deadwax_jpeg_term_source(j_decompress_ptr info) {
    (void)info;
}

deadwax_jpeg_status deadwax_jpeg_read_grey(const unsigned char *data, size_t size, int reduction,
                                           unsigned char *pixels, size_t width, size_t height,
                                           long *warnings) {
    struct jpeg_decompress_struct info;
    struct deadwax_jpeg_error error;
    struct deadwax_jpeg_source source;
    *warnings = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = deadwax_jpeg_error_exit;
    error.manager.output_message = deadwax_jpeg_output_message;
    if (setjmp(error.escape)) {
        // jpeg_create_decompress clears `info.mem` before anything can fail,
        // so destroying is safe from any point.
        jpeg_destroy_decompress(&info);
        return DEADWAX_JPEG_FAILED;
    }
    jpeg_create_decompress(&info);
    source.manager.init_source = deadwax_jpeg_init_source;
    source.manager.fill_input_buffer = deadwax_jpeg_fill_input_buffer;
    source.manager.skip_input_data = deadwax_jpeg_skip_input_data;
    source.manager.resync_to_restart = jpeg_resync_to_restart;
    source.manager.term_source = deadwax_jpeg_term_source;
    source.manager.next_input_byte = NULL;
    source.manager.bytes_in_buffer = 0;
    source.data = data;
    source.size = size;
    source.offset = 0;
    info.src = &source.manager;
    jpeg_read_header(&info, TRUE);
    info.scale_num = 1;
    info.scale_denom = (unsigned int)reduction;
    jpeg_calc_output_dimensions(&info);
    if (info.out_color_components == 3) {
        info.out_color_space = JCS_GRAYSCALE;
    } else if (info.out_color_components != 1) {
        jpeg_destroy_decompress(&info);
        return DEADWAX_JPEG_NOT_GREY_OR_YCBCR;
    }
    if ((size_t)info.output_width != width || (size_t)info.output_height != height) {
        jpeg_destroy_decompress(&info);
        return DEADWAX_JPEG_SIZE_DIFFERS;
    }
    jpeg_start_decompress(&info);
    // Leptonica's rule: a row that brings any warning (damaged or missing
    // data) ends the decode, with the count so far.
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * width;
        JDIMENSION read = jpeg_read_scanlines(&info, &row, 1);
        if (read != 1 || info.err->num_warnings > 0) {
            *warnings = info.err->num_warnings;
            jpeg_destroy_decompress(&info);
            return DEADWAX_JPEG_FAILED;
        }
    }
    // Whatever finishing reads past the last row is not counted.
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return DEADWAX_JPEG_DECODED;
}
