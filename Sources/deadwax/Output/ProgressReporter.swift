import Foundation
import Synchronization

/// Progress of a long batch on stderr, as ``Mode`` says: a bar with rate
/// and ETA redrawn in place, a plain line at every tenth of the work (so
/// logs stay short), or nothing.
final class ProgressReporter: Sendable {
    /// How progress is shown.
    enum Mode: Equatable, Sendable {
        /// Nothing on stderr.
        case off
        /// One bar redrawn in place (a terminal).
        case bar
        /// A line at every tenth of the work (a log file).
        case lines

        /// The mode for a run: nothing when `quiet`; on a terminal the bar;
        /// elsewhere nothing unless `lines` was asked for (`--progress`), so
        /// a redirected stderr holds only warnings and errors.
        static func chosen(quiet: Bool, lines: Bool, stderrIsTerminal: Bool) -> Mode {
            if quiet { return .off }
            if stderrIsTerminal { return .bar }
            return lines ? .lines : .off
        }
    }

    private struct State {
        var done = 0
        var lastPercentLine = -1
    }

    private let total: Int
    private let label: String
    private let mode: Mode
    private let start = DispatchTime.now().uptimeNanoseconds
    private let state = Mutex(State())

    init(total: Int, label: String, mode: Mode) {
        self.total = total
        self.label = label
        self.mode = total > 0 ? mode : .off
    }

    /// Counts one more item done and redraws.
    func advance() {
        guard mode != .off else { return }
        let (done, line) = state.withLock { state -> (Int, Bool) in
            state.done += 1
            let tenth = state.done * 10 / total
            defer { if tenth > state.lastPercentLine { state.lastPercentLine = tenth } }
            return (state.done, tenth > state.lastPercentLine)
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let remaining = rate > 0 ? Double(total - done) / rate : 0
        if mode == .bar {
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
