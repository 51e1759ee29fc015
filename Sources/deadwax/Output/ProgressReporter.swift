import Foundation
import Synchronization

/// Progress of a long batch on stderr: a bar with rate and ETA redrawn in
/// place on a terminal; on anything else, a plain line at every tenth of the
/// work (so logs stay short); nothing at all when quiet.
final class ProgressReporter: Sendable {
    private struct State {
        var done = 0
        var lastPercentLine = -1
    }

    private let total: Int
    private let label: String
    private let interactive: Bool
    private let enabled: Bool
    private let start = DispatchTime.now().uptimeNanoseconds
    private let state = Mutex(State())

    init(total: Int, label: String, quiet: Bool) {
        self.total = total
        self.label = label
        enabled = !quiet && total > 0
        interactive = Console.standardError.isTerminal
    }

    /// Counts one more item done and redraws.
    func advance() {
        guard enabled else { return }
        let (done, line) = state.withLock { state -> (Int, Bool) in
            state.done += 1
            let tenth = state.done * 10 / total
            defer { if tenth > state.lastPercentLine { state.lastPercentLine = tenth } }
            return (state.done, tenth > state.lastPercentLine)
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let remaining = rate > 0 ? Double(total - done) / rate : 0
        if interactive {
            let width = 24
            let filled = total > 0 ? done * width / total : width
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            Console.standardError.write(
                "\r\(label) [\(bar)] \(done)/\(total)  \(String(format: "%.1f", rate))/s  ETA \(Self.clock(remaining))\u{1B}[K")
            if done == total { Console.standardError.write("\n") }
        } else if line {
            Console.standardError.write(
                "\(label): \(done)/\(total) (\(done * 100 / total)%), \(String(format: "%.2f", rate))/s, ETA \(Self.clock(remaining))\n")
        }
    }

    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return String(format: "%d:%02d", whole / 60, whole % 60)
    }
}
