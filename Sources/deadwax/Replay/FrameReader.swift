import Foundation
import RunoutOCR

/// Reads the etchings in one replayed frame's image. `deadwax replay` owns one
/// reader for the whole run and calls it for every frame the runner reads
/// (never for a dropped frame).
///
/// The requirement is undefaulted: a conformer must say how it reads.
protocol FrameReader {
    /// The etchings in the image at `url`, or why it could not be read.
    ///
    /// Return `.io` when the file is missing or unreadable, `.decode` when
    /// its bytes are not an image; an empty list is a frame that shows no
    /// readable etching, not an error.
    mutating func readings(ofImageAt url: URL) -> Result<[Reading], FrameReadError>
}

/// Why a frame's image could not be read: the replay output's `error`
/// object. The replay goes on; the exit status becomes 1.
struct FrameReadError: Error, Hashable, Sendable {
    /// The contract's error codes for frames.
    enum Code: String, Hashable, Sendable {
        /// The file is missing, unreadable or not a regular file.
        case io
        /// The file's bytes are not a decodable image.
        case decode
    }

    /// Which kind of failure.
    var code: Code
    /// What went wrong, for a person. Says nothing machine-specific (such as
    /// an absolute path) so that expected outputs are portable.
    var message: String
}

/// The frame reader used until the OCR pipeline is plugged in: it checks that
/// the image file exists and can be read, and reports no etchings.
struct FileExistenceFrameReader: FrameReader {
    /// Succeeds with no readings for a readable regular file; `.io` otherwise.
    func readings(ofImageAt url: URL) -> Result<[Reading], FrameReadError> {
        if let error = FrameFile.ioError(at: url) { return .failure(error) }
        return .success([])
    }
}

/// The file checks every frame read starts with, whichever reader is
/// plugged in, so that a missing or unreadable image gives the same `io`
/// error (and the same expected output) with any reader.
enum FrameFile {
    /// Why the image at `url` cannot be opened, or `nil` for a readable
    /// regular file.
    static func ioError(at url: URL) -> FrameReadError? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return FrameReadError(code: .io, message: "the image file does not exist")
        }
        guard !isDirectory.boolValue else {
            return FrameReadError(code: .io, message: "the image path is a folder, not a file")
        }
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            return FrameReadError(code: .io, message: "the image file cannot be read (permission denied)")
        }
        return nil
    }
}
