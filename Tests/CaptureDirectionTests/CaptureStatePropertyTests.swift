import CaptureDirection
import Foundation
import TestSupport
import Testing

/// Properties that hold for every log, checked over thousands of seeded
/// random logs. A failure names the seed and the event index.
@Suite("Capture state properties")
struct CaptureStatePropertyTests {
    @Test func invariantsHoldAfterEveryEvent() {
        var seen: Set<String> = []
        withEvery("seed", in: UInt64(0)..<3000) { seed in
            var generator = SeededGenerator(seed: seed)
            let catalog = RandomLogs.catalog(using: &generator)
            var state = CaptureState(catalog: catalog)
            for (index, event) in RandomLogs.events(count: 80, using: &generator).enumerated() {
                let before = state
                let step = state.handle(event)
                let where_ = "seed \(seed), event \(index): \(event) from \(before.scanner)"
                seen.insert(step.action.swap.map { "swap.\($0.outcome)" } ?? step.action.name)
                if case .unavailable(.failedStart) = state.scanner { seen.insert("failedStart") }

                // Unavailable only right after a lost swap or a failed start,
                // or when it was already unavailable (possibly interrupted).
                if state.scanner.state == .unavailable {
                    let wasUnavailable: Bool
                    switch before.scanner {
                    case .unavailable: wasUnavailable = true
                    case .interrupted(let interruption):
                        if case .unavailable = interruption.resuming { wasUnavailable = true } else { wasUnavailable = false }
                    case .idle, .scanning, .stopped: wasUnavailable = false
                    }
                    let cause = wasUnavailable || step.action == .start || step.action.swap?.outcome == .lostInput
                    #expect(cause, "\(where_)")
                }

                // Exactly one input while scanning, and the session agrees
                // with the runner everywhere.
                switch state.scanner {
                case .scanning(let input):
                    #expect(state.session.inputs == [input], "\(where_)")
                case .interrupted, .unavailable, .idle, .stopped:
                    #expect(state.session.inputs == (state.scanner.input.map { [$0] } ?? []), "\(where_)")
                }
                #expect(state.session.inputs.count <= 1, "\(where_)")

                // Swaps only on a map or at the end of an interruption.
                if let swap = step.action.swap {
                    switch event {
                    case .directionMap, .interruption(.ended): break
                    default: Issue.record("swap \(swap) on \(where_)")
                    }
                    #expect(catalog.hasCoordinator, "\(where_)")
                }

                // Frames: read exactly while scanning; nothing else reads.
                if case .frame = event {
                    if case .scanning = before.scanner {
                        #expect(step.action == .read, "\(where_)")
                    } else {
                        #expect(step.action == .drop, "\(where_)")
                    }
                } else {
                    #expect(step.action != .read && step.action != .drop, "\(where_)")
                }

                // Availability is the only thing that changes while no session runs.
                if !before.scanner.isRunning, event != .sessionStart {
                    #expect(step.action == .none || step.action == .drop, "\(where_)")
                    #expect(state.scanner == before.scanner, "\(where_)")
                }

                // No running session keeps a map.
                if !state.scanner.isRunning {
                    #expect(state.latestMap == nil, "\(where_)")
                }
            }
        }
        // The random logs reach every action and outcome, so the checks above bite.
        let everything: Set<String> = [
            "none", "start", "defer", "recover", "read", "drop", "stop", "swap.swapped", "swap.restoredPrevious",
            "swap.lostInput", "failedStart",
        ]
        #expect(seen == everything)
    }

    @Test func replayingTheSameLogTwiceGivesIdenticalRecords() {
        withEvery("seed", in: UInt64(0)..<1000) { seed in
            var generator = SeededGenerator(seed: seed)
            let catalog = RandomLogs.catalog(using: &generator)
            let log = RandomLogs.logged(RandomLogs.events(count: 60, using: &generator), using: &generator)
            let first = Replay.records(catalog: catalog, events: log)
            let second = Replay.records(catalog: catalog, events: log)
            #expect(first == second, "seed \(seed)")
            #expect(first.count == log.count, "seed \(seed)")
        }
    }

    @Test func resumingFromASavedStateAtAnyEventGivesTheSameRecords() throws {
        try withEvery("seed", in: UInt64(0)..<200) { seed in
            var generator = SeededGenerator(seed: seed)
            let catalog = RandomLogs.catalog(using: &generator)
            let log = RandomLogs.logged(RandomLogs.events(count: 40, using: &generator), using: &generator)
            let whole = Replay.records(catalog: catalog, events: log)
            var replay = Replay(catalog: catalog)
            for split in 0...log.count {
                // Save through JSON, as a recorder would between sessions.
                let saved = try JSONDecoder().decode(CaptureState.self, from: JSONEncoder().encode(replay.state))
                #expect(saved == replay.state, "seed \(seed), split \(split)")
                var resumed = Replay(resuming: saved)
                let rest = log[split...].map { resumed.apply($0) }
                #expect(Array(whole[..<split]) + rest == whole, "seed \(seed), split \(split)")
                if split < log.count { _ = replay.apply(log[split]) }
            }
        }
    }
}
