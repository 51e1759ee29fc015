/// Why an image cannot be decoded. Reported per image with code `decode`
/// (or `io` for ``unreadable(_:)``).
public enum DecodeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(String)
    /// The file holds no bytes.
    case empty
    /// The bytes are not a JPEG, PNG or TIFF image.
    case unsupportedFormat(String)
    /// The header claims more pixels than the limit; nothing was decoded.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The file is larger than the byte limit; nothing was read.
    case tooManyBytes(byteCount: Int, limit: Int)
    /// The header or the image data is damaged or cut off.
    case damaged(String)
    /// A valid TIFF whose samples (described, e.g. "32-bit floating-point")
    /// cannot be read: only unsigned integers of 1 to 16 bits can.
    case unsupportedSamples(String)

    public var description: String {
        switch self {
        case .unreadable(let detail):
            return "cannot read the file: \(detail)"
        case .empty:
            return "the file is empty (0 bytes); re-export or re-copy the photo"
        case .unsupportedFormat(let what):
            return "not a JPEG, PNG or TIFF image (\(what)); convert it to one of those"
        case .tooManyPixels(let width, let height, let limit):
            return "the header claims \(width)×\(height) pixels, over the limit of \(limit); raise --max-pixels if the image is real"
        case .tooManyBytes(let count, let limit):
            return "the file is \(count) bytes, over the limit of \(limit) bytes"
        case .damaged(let detail):
            return "the image data is damaged or truncated (\(detail)); re-export or re-copy the photo"
        case .unsupportedSamples(let layout):
            return "a TIFF of \(layout) samples, which cannot be read; re-export it with 8- or 16-bit samples"
        }
    }
}
