import CaptureDirection
import Foundation

/// The table format: a header, one aligned row per event, and the summary.
/// Columns are fixed-width so that rows can be printed as they are replayed.
enum TimelineTable {
    /// The title and column headings for one log.
    static func heading(log: String, catalog: DeviceCatalog) -> String {
        let cameras = catalog.devices.count
        let coordinator = catalog.hasCoordinator ? "with" : "without"
        return "\(log): \(cameras) camera\(cameras == 1 ? "" : "s"), \(coordinator) direction coordinator\n"
            + row("TIME", "EVENT", "ACTION", "CAMERA", "SCANNER", "DETAIL") + "\n"
    }

    /// One event's row.
    static func row(for record: ReplayRecord, event: CaptureEvent, frame: FrameResult?) -> String {
        row(
            record.time.literal, record.event.rawValue, record.action.name, record.device ?? "-",
            record.scanner.rawValue, detail(record: record, event: event, frame: frame)) + "\n"
    }

    private static func row(
        _ time: String, _ event: String, _ action: String, _ camera: String, _ scanner: String, _ detail: String
    ) -> String {
        let columns =
            String(repeating: " ", count: max(0, 9 - time.count)) + time + "  " + padded(event, 20)
            + padded(action, 8) + padded(camera, 17)
        return detail.isEmpty ? columns + scanner : columns + padded(scanner, 13) + detail
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    /// What happened, in words: the swap's outcome, the frame's side model,
    /// or the event's payload.
    private static func detail(record: ReplayRecord, event: CaptureEvent, frame: FrameResult?) -> String {
        if let swap = record.action.swap {
            return "\(swap.from) -> \(swap.to): \(swap.outcome.rawValue)"
        }
        if let frame {
            let side = frame.summary.side.map { "side \($0)" } ?? "side unknown"
            if let error = frame.error {
                return "\(side): \(error.code.rawValue) error: \(error.message)"
            }
            let last = frame.summary.last.map { ", last \"\($0)\"" } ?? ""
            return "\(side): \(frame.summary.count) etching\(frame.summary.count == 1 ? "" : "s")\(last)"
        }
        switch event {
        case .sessionStart, .sessionStop: return ""
        case .directionMap(let map):
            return map.backward.isEmpty ? "backward: (empty)" : "backward: " + map.backward.joined(separator: ", ")
        case .fold(let posture): return "posture \(posture.rawValue)"
        case .deviceAvailability(let device, let available):
            return "\(device) \(available ? "available" : "unavailable")"
        case .interruption(.began(let reason)): return "began" + (reason.map { " (\($0))" } ?? "")
        case .interruption(.ended): return "ended"
        case .frame(let frame): return frame.image
        }
    }
}
