import CaptureDirection
import Foundation

/// Totals over one replayed log, for the table's closing summary.
struct ReplaySummary {
    /// Event lines replayed.
    private(set) var events = 0
    /// Swaps by outcome.
    private(set) var swaps: [SwapOutcome: Int] = [:]
    /// `recover` actions.
    private(set) var recoveries = 0
    /// Seconds the scanner was `unavailable`, from the event that made it so
    /// to the event that ended it (or the log's last event).
    private(set) var secondsUnavailable = 0.0
    /// Frames read, including those whose image failed.
    private(set) var framesRead = 0
    /// Read frames whose image could not be read.
    private(set) var framesFailed = 0
    /// Frames dropped (rule 6).
    private(set) var framesDropped = 0

    private var unavailableSince: Double?
    private var lastTime: Double?

    /// Adds one record.
    mutating func add(_ record: ReplayRecord, frameFailed: Bool) {
        events += 1
        let now = record.time.seconds
        lastTime = now
        switch record.action {
        case .swap(let swap): swaps[swap.outcome, default: 0] += 1
        case .recover: recoveries += 1
        case .read:
            framesRead += 1
            if frameFailed { framesFailed += 1 }
        case .drop: framesDropped += 1
        case .none, .start, .deferMap, .stop: break
        }
        if record.scanner == .unavailable {
            if unavailableSince == nil { unavailableSince = now }
        } else if let since = unavailableSince {
            secondsUnavailable += now - since
            unavailableSince = nil
        }
    }

    /// The unavailable time including a span still open at the last event.
    var totalSecondsUnavailable: Double {
        guard let since = unavailableSince, let lastTime else { return secondsUnavailable }
        return secondsUnavailable + (lastTime - since)
    }

    /// The summary block printed after a log's table.
    var text: String {
        let swapCount = swaps.values.reduce(0, +)
        let byOutcome = SwapOutcome.allCases.map { "\(swaps[$0, default: 0]) \($0.rawValue)" }.joined(separator: ", ")
        let open = unavailableSince == nil ? "" : " (still unavailable at the end)"
        return """
            Summary: \(events) event\(events == 1 ? "" : "s")
              swaps:        \(swapCount) (\(byOutcome))
              recoveries:   \(recoveries)
              unavailable:  \(String(format: "%.2f", totalSecondsUnavailable)) s\(open)
              frames:       \(framesRead) read (\(framesFailed) failed), \(framesDropped) dropped

            """
    }
}
