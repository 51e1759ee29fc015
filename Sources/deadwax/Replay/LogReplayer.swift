import CaptureDirection
import Foundation
import RunoutOCR

/// Replays one log file: streams its lines through ``EventLogParser`` and
/// ``Replay``, reads the frames the runner reads, and writes each record as
/// it goes, so memory stays bounded whatever the log's length.
struct LogReplayer<Reader: FrameReader> {
    /// How a log's replay ended.
    enum Outcome {
        /// Every line was valid and every read frame was read.
        case valid
        /// Every line was valid; this many read frames failed (each reported).
        case frameErrors(Int)
        /// Stopped at a malformed line, or the file could not be read.
        case failed
    }

    /// Reads frame images; one reader for the whole run.
    var frameReader: Reader
    /// The output format.
    let format: ReplayFormat
    /// Whether JSONL records carry a `log` field (several logs in one run).
    let labelsRecords: Bool

    /// Replays the log at `path` (`-`: standard input), writing records to
    /// `output` and diagnostics, prefixed `error: PATH:LINE:`, to stderr.
    mutating func replay(path: String, into output: inout OutputBuffer) -> Outcome {
        func report(_ message: String) {
            output.flush()
            Console.standardError.write("error: \(message)\n")
        }
        let chunks: FileChunks
        do throws(FileOpenError) {
            chunks = try FileChunks(path: path)
        } catch {
            report("\(path): cannot open the log: \(error.reason)")
            return .failed
        }
        let folder =
            path == "-"
            ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            : URL(fileURLWithPath: path).deletingLastPathComponent()
        var lines = LogLines(chunks: chunks)
        var parser = EventLogParser()
        var replay: Replay?
        var model = SideCountModel()
        var summary = ReplaySummary()
        var failedFrames = 0
        do throws(LogError) {
            while let line = try lines.next() {
                switch try parser.parse(line: line) {
                case .blank:
                    continue
                case .header(let catalog):
                    replay = Replay(catalog: catalog)
                    if format == .table { output.write(TimelineTable.heading(log: path, catalog: catalog)) }
                case .event(let logged):
                    // The parser returns events only after the header.
                    guard var current = replay else { continue }
                    let record = current.apply(logged)
                    replay = current
                    var frame: FrameResult?
                    if let image = record.frameToRead {
                        let result = read(image, relativeTo: folder, into: &model)
                        if let error = result.error {
                            failedFrames += 1
                            report("\(path):\(parser.lineNumber): cannot read frame '\(image.image)': \(error.code.rawValue): \(error.message)")
                        }
                        frame = result
                    }
                    summary.add(record, frameFailed: frame?.error != nil)
                    switch format {
                    case .jsonl: output.write(JSONLineEncoder.line(for: record, frame: frame, log: labelsRecords ? path : nil))
                    case .table: output.write(TimelineTable.row(for: record, event: logged.event, frame: frame))
                    }
                }
            }
            if let failure = chunks.readFailure {
                report("\(path):\(lines.lineNumber + 1): cannot read the log: \(failure)")
                return .failed
            }
            try parser.finish()
        } catch {
            if let failure = chunks.readFailure {
                report("\(path):\(error.line): cannot read the log: \(failure)")
            } else {
                report("\(path):\(error.line): \(error.problem)")
            }
            return .failed
        }
        if format == .table { output.write(summary.text + "\n") }
        return failedFrames == 0 ? .valid : .frameErrors(failedFrames)
    }

    /// Reads one frame's image and records its etchings under its side.
    private mutating func read(_ frame: Frame, relativeTo folder: URL, into model: inout SideCountModel) -> FrameResult {
        let url =
            frame.image.hasPrefix("/")
            ? URL(fileURLWithPath: frame.image) : folder.appendingPathComponent(frame.image)
        if let error = FrameFile.ioError(at: url) {
            return FrameResult(summary: model.summary(of: frame.side), error: error)
        }
        switch frameReader.readings(ofImageAt: url) {
        case .success(let readings):
            model.record(readings, side: frame.side)
            return FrameResult(summary: model.summary(of: frame.side))
        case .failure(let error):
            return FrameResult(summary: model.summary(of: frame.side), error: error)
        }
    }
}
