import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT and SIGTERM into a flag the batch checks between images, so
/// that the line being written is finished and stdout holds only whole lines.
final class InterruptionWatch: Sendable {
    private final class Flag: Sendable {
        let received = Atomic<Int32>(0)
    }

    private let flag: Flag
    /// Kept alive for the life of the watch; never touched after `install()`.
    private nonisolated(unsafe) let sources: [any DispatchSourceSignal]

    private init(flag: Flag, sources: [any DispatchSourceSignal]) {
        self.flag = flag
        self.sources = sources
    }

    /// The signal received, or `nil`.
    var signal: Int32? {
        let value = flag.received.load(ordering: .acquiring)
        return value == 0 ? nil : value
    }

    /// Starts watching. A second signal ends the process at once.
    static func install() -> InterruptionWatch {
        let flag = Flag()
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            Foundation.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if flag.received.load(ordering: .acquiring) != 0 {
                    exit(128 + number)
                }
                flag.received.store(number, ordering: .releasing)
            }
            source.resume()
            sources.append(source)
        }
        return InterruptionWatch(flag: flag, sources: sources)
    }
}
