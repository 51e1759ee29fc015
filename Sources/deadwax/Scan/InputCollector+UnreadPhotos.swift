extension InputCollector {
    /// Photo formats a folder may hold that deadwax does not read, by file
    /// extension: a folder search names them in a note instead of passing
    /// over them in silence (an iPhone saves HEIC unless told otherwise).
    static let unreadPhotoFormats: [String: String] = [
        "heic": "HEIF", "heif": "HEIF", "avif": "AVIF", "webp": "WebP", "gif": "GIF", "bmp": "BMP",
        "jp2": "JPEG 2000", "dng": "camera raw", "cr2": "camera raw", "cr3": "camera raw", "nef": "camera raw",
        "arw": "camera raw", "orf": "camera raw", "rw2": "camera raw", "raf": "camera raw",
    ]

    /// A command that converts a format to JPEG on Debian, where there is a common one.
    static let conversionHint: [String: String] = [
        "HEIF": "e.g. 'heif-convert IMG.heic IMG.jpg', from the libheif-examples package",
        "camera raw": "e.g. 'darktable-cli' or your raw converter's JPEG export",
    ]

    /// The note on `count` photos of `format` that a folder search passed
    /// over, written after the first one's path: what was not scanned, why,
    /// and how to convert them.
    static func skipNote(format: String, count: Int) -> String {
        let what = count > 1 ? "this and \(count - 1) more \(format) photo\(count > 2 ? "s" : "") not scanned" : "not scanned"
        let hint = conversionHint[format].map { " (\($0))" } ?? ""
        return "\(what): deadwax reads JPEG, PNG and TIFF; convert \(count > 1 ? "them" : "it") to JPEG first\(hint)"
    }
}
