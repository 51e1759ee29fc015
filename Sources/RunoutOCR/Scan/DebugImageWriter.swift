import Foundation

/// Writes each stage's image as a PNG (`NAME.STAGE.png`) into a debug
/// directory, so that a person can see what the pipeline saw. Does nothing
/// without a directory; a write that fails is skipped silently (debug output
/// never fails a scan).
struct DebugImageWriter {
    let directory: URL?
    let stem: String

    init(directory: URL?, imageURL: URL) {
        self.directory = directory
        stem = imageURL.deletingPathExtension().lastPathComponent
    }

    func write(_ image: GrayImage, stage: String) {
        guard let directory, let pix = Pix(image), let png = pix.pngData() else { return }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? Data(png).write(to: directory.appendingPathComponent("\(stem).\(stage).png"))
    }
}
