import Foundation
import RunoutOCR
import Synchronization

/// Scans a list of images on `jobs` worker threads, each with its own
/// ``RunoutScanner``, and hands results back strictly in input order as soon
/// as each next one is ready.
///
/// Workers may run at most `lookahead` images ahead of the oldest unfinished
/// one, so memory stays flat however long the list.
final class BatchScanner: Sendable {
    let options: ScanOptions
    let jobs: Int

    init(options: ScanOptions, jobs: Int) {
        self.options = options
        self.jobs = max(1, jobs)
    }

    /// Scans every input; calls `deliver` once per input, in order, on one
    /// thread at a time. Returns early when `shouldStop` turns true: no
    /// image is claimed after it, the images in hand are given up within a
    /// read (``RunoutScanner/scan(imageAt:stoppingWhen:)``), and what was
    /// finished is delivered up to the first image given up.
    ///
    /// - Throws: ``RecognizeError`` when no engine can be started.
    func run(
        _ inputs: [ScanInput], shouldStop: @escaping @Sendable () -> Bool = { false },
        deliver: @escaping @Sendable (Int, ScanInput, ImageScan) -> Void
    ) throws(RecognizeError) {
        guard !inputs.isEmpty else { return }
        let workerCount = min(jobs, inputs.count)
        // Start every engine first, so a missing model fails once, clearly.
        var scanners: [RunoutScanner] = []
        for _ in 0..<workerCount { scanners.append(try RunoutScanner(options: options)) }
        let state = OrderedDelivery(count: inputs.count, lookahead: max(4, 4 * workerCount))
        let group = DispatchGroup()
        for scanner in scanners {
            let box = UncheckedScanner(scanner)
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                while let index = state.claim(unless: shouldStop) {
                    let result: ImageScan
                    if let unopenable = inputs[index].unopenable {
                        result = ImageScan(failure: ScanFailure(code: .io, message: unopenable))
                    } else if let scan = box.scanner.scan(imageAt: inputs[index].url, stoppingWhen: shouldStop) {
                        result = scan
                    } else {
                        break  // Told to stop: the image in hand is given up, unfinished.
                    }
                    state.finish(index, result) { ready, scan in deliver(ready, inputs[ready], scan) }
                }
                state.abandon()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
    }
}

/// Hands a scanner to exactly one worker thread. The scanner is never used
/// by two threads: each worker gets its own box.
private struct UncheckedScanner: @unchecked Sendable {
    let scanner: RunoutScanner
    init(_ scanner: RunoutScanner) { self.scanner = scanner }
}

/// The shared bookkeeping of a batch: which index is next to claim, which
/// results wait to be delivered, which is next to deliver.
private final class OrderedDelivery: Sendable {
    private struct State {
        var nextToClaim = 0
        var nextToDeliver = 0
        var finished: [Int: ImageScan] = [:]
        var delivering = false
    }

    private let count: Int
    private let lookahead: Int
    private let condition = NSCondition()
    private let state = Mutex(State())

    init(count: Int, lookahead: Int) {
        self.count = count
        self.lookahead = lookahead
    }

    /// How long a worker waiting for room looks again at the stop request.
    private static let stopPollInterval: TimeInterval = 0.05

    /// The next index to scan, waiting while the batch is too far ahead;
    /// `nil` when none is left or once `shouldStop` says yes, asked before
    /// each claim and while waiting.
    func claim(unless shouldStop: () -> Bool) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if shouldStop() { return nil }
            let decision: Int?? = state.withLock { state in
                guard state.nextToClaim < count else { return .some(nil) }
                guard state.nextToClaim - state.nextToDeliver < lookahead else { return nil }
                defer { state.nextToClaim += 1 }
                return .some(state.nextToClaim)
            }
            if let decision { return decision }
            _ = condition.wait(until: Date(timeIntervalSinceNow: Self.stopPollInterval))
        }
    }

    /// Records a result and delivers every result that is now next in order.
    func finish(_ index: Int, _ scan: ImageScan, deliver: (Int, ImageScan) -> Void) {
        condition.lock()
        defer { condition.unlock() }
        state.withLock { $0.finished[index] = scan }
        // One deliverer at a time, in order; the lock keeps lines whole and ordered.
        while let (ready, result) = state.withLock({ state -> (Int, ImageScan)? in
            guard let result = state.finished.removeValue(forKey: state.nextToDeliver) else { return nil }
            defer { state.nextToDeliver += 1 }
            return (state.nextToDeliver, result)
        }) {
            deliver(ready, result)
        }
        condition.broadcast()
    }

    /// Wakes any waiter when a worker leaves early.
    func abandon() {
        condition.lock()
        condition.broadcast()
        condition.unlock()
    }
}
