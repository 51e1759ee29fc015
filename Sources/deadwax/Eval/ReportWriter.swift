import Foundation
import RunoutOCR
import Synchronization

/// Writes `deadwax eval --report DIR`: the stage images of each image as
/// soon as its scan is delivered (so they need not all be held in memory),
/// then `DIR/index.html` once the run is complete.
///
/// Layout: `DIR/index.html` and `DIR/images/NNNN-thumb.png`, `-strip.png`,
/// `-prepared.png`, `-segment-K.png`, where `NNNN` is the image's position in
/// scan order. Earlier files of those names are overwritten; nothing else in
/// `DIR` is touched.
final class ReportWriter: Sendable {
    /// A report folder that cannot be written.
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write the report to \(path): \(reason)" }
    }

    private struct State {
        var images: [Int: ReportImages] = [:]
        var failedWrites = 0
    }

    /// The report folder.
    let directory: URL
    /// The longest side of a report thumbnail, in pixels.
    static let thumbnailSide = 480
    private let state = Mutex(State())

    /// Creates `directory` and its `images` folder.
    ///
    /// - Throws: ``WriteError`` when they cannot be created.
    init(directory: URL) throws(WriteError) {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("images"), withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: directory.path, reason: error.localizedDescription)
        }
    }

    /// PNG writes that failed (each image is then left out of the page).
    var failedWrites: Int { state.withLock { $0.failedWrites } }

    /// Writes the stage images of the scan at `index` (in scan order).
    func record(index: Int, scan: ImageScan) {
        guard let stages = scan.stages else { return }
        let stem = String(format: "images/%04d", index)
        var images = ReportImages()
        // Shown 320 pixels wide: 480 is sharp on a high-density screen and a third of the bytes of 640.
        let (thumbnail, shrink) = stages.thumbnail.thumbnail(longSide: Self.thumbnailSide)
        images.thumbnail = write(
            RingOverlay.png(thumbnail: thumbnail, scale: stages.thumbnailScale * shrink, annulus: scan.ring?.annulus),
            to: "\(stem)-thumb.png")
        images.strip = write(stages.strip.pngData(), to: "\(stem)-strip.png")
        images.prepared = write(stages.prepared.pngData(), to: "\(stem)-prepared.png")
        images.segments = stages.segments.enumerated().compactMap { segment, image in
            write(image.pngData(), to: "\(stem)-segment-\(segment).png")
        }
        state.withLock { $0.images[index] = images }
    }

    /// Writes `index.html` for `run` and returns its location.
    ///
    /// - Throws: ``WriteError`` when the page cannot be written.
    func finish(_ run: EvaluationRun, scanned paths: [String]) throws(WriteError) -> URL {
        let images = state.withLock { $0.images }
        let html = ReportPage(run: run, images: images, scanned: paths).html()
        let url = directory.appendingPathComponent("index.html")
        do {
            try Data(html.utf8).write(to: url, options: .atomic)
        } catch {
            throw WriteError(path: url.path, reason: error.localizedDescription)
        }
        return url
    }

    private func write(_ png: [UInt8]?, to relative: String) -> String? {
        guard let png else { return nil }
        do {
            try Data(png).write(to: directory.appendingPathComponent(relative), options: .atomic)
            return relative
        } catch {
            state.withLock { $0.failedWrites += 1 }
            return nil
        }
    }
}
