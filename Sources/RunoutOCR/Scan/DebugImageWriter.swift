import Foundation

/// Writes each stage's image as a PNG (`NAME.STAGE.png`) into a debug
/// directory, so that a person can see what the pipeline saw. Does nothing
/// without a directory; a write that fails is skipped silently (debug output
/// never fails a scan).
struct DebugImageWriter {
    let directory: URL?
    let stem: String
    /// Whether ``write(_:stage:)`` writes; the notes are written either way.
    private(set) var writesImages = true

    init(directory: URL?, imageURL: URL) {
        self.directory = directory
        stem = imageURL.deletingPathExtension().lastPathComponent
    }

    /// Appends a line to `NAME.log.txt` (what each segment was read as).
    /// The line is not built without a directory.
    func note(_ line: @autoclosure () -> String) {
        guard let directory else { return }
        let line = line()
        let url = directory.appendingPathComponent("\(stem).log.txt")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if let handle = try? FileHandle(forWritingTo: url) {
            handle.seekToEndOfFile()
            handle.write(Data((line + "\n").utf8))
            try? handle.close()
        } else {
            try? Data((line + "\n").utf8).write(to: url)
        }
    }

    /// The same writer, writing notes only: for the reads of a photo
    /// after the first, whose images would overwrite the first read's.
    func withoutImages() -> DebugImageWriter {
        var writer = self
        writer.writesImages = false
        return writer
    }

    /// Removes an earlier run's log for this image.
    func reset() {
        guard let directory else { return }
        try? FileManager.default.removeItem(at: directory.appendingPathComponent("\(stem).log.txt"))
    }

    /// Writes `image` as `NAME.STAGE.png`. The image is not made without a
    /// directory (a visualization costs a pass over the strip).
    func write(_ image: @autoclosure () -> GrayImage, stage: String) {
        guard writesImages, let directory, let pix = Pix(image()), let png = pix.pngData() else { return }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? Data(png).write(to: directory.appendingPathComponent("\(stem).\(stage).png"))
    }
}
