/// `deadwax replay`: replays recorded capture sessions through the camera
/// direction state machine (contract section 3) and prints what the runner
/// did after every event.
struct ReplayCommand: Command {
    static let name = "replay"
    static let abstract = "Replay recorded fold sessions through the camera-direction logic."
    static let help = """
        deadwax replay — replay recorded capture sessions of a folding phone.

        USAGE: deadwax replay LOG... [--format table|jsonl]

        Each LOG is a capture event log (one JSON object per line; see
        docs/replay.md and the data contract, section 3): line 1 is the header
        listing the cameras, every later line an event such as sessionStart,
        directionMap, fold, deviceAvailability, interruption, frame or
        sessionStop, with its time t in seconds. '-' reads a log from standard
        input (frame paths are then relative to the current folder).

        The replay feeds every event to the same state machine the app uses and
        simulates the session: a camera can be added only when the log last said
        it was available, so every swap outcome (swapped, restoredPrevious,
        lostInput) follows from the log. A frame that arrives while the scanner
        is scanning is read (its image is relative to the log's folder) and fed
        to the per-side etching count; any other frame is dropped unopened.

        OPTIONS:
          --format table   A timeline (time, event, action, camera, scanner state,
                           detail) and, after each log, a summary: swaps by outcome,
                           recoveries, time unavailable, frames read and dropped.
                           The default.
          --format jsonl   One JSON object per event line, in order, with the state
                           after it: t, event, action, from/to/outcome (swaps only),
                           device (null: no input), scanner; a read frame adds side,
                           count, last, and an error object when its image failed.
                           With several LOGs each object starts with "log": the
                           path as given.
          -h, --help       Show this help.

        EXIT STATUS:
          0  every log was valid and every read frame was read
          1  a log was malformed (the replay of that log stops at the bad line:
             'error: LOG:LINE: what is wrong' on stderr; later logs still run),
             could not be opened, or a frame's image could not be read
          2  the command line is wrong

        EXAMPLES:
          deadwax replay Fixtures/logs/fold-swap.jsonl
              Print the timeline of one session and its summary.
          deadwax replay Fixtures/logs/*.jsonl --format jsonl > replayed.jsonl
              Replay many logs as JSON Lines, each record labelled with its log.
          deadwax replay session.jsonl --format jsonl | grep '"action":"swap"'
              List every swap and its outcome.

        """

    /// The logs, in the order given.
    let logs: [String]
    /// The output format.
    let format: ReplayFormat

    init(arguments: inout ArgumentReader) throws(UsageError) {
        let formats = ReplayFormat.allCases.map(\.rawValue).joined(separator: " or ")
        format = try arguments.option("--format", expecting: formats) { ReplayFormat(rawValue: $0) } ?? .table
        logs = try arguments.positionals()
        guard !logs.isEmpty else {
            throw UsageError(
                command: Self.name, message: "give at least one capture log, e.g. 'deadwax replay session.jsonl'.")
        }
    }

    func run() -> ExitStatus {
        // The one place that chooses how frames are read.
        let frameReader = ScannerFrameReader()
        var replayer = LogReplayer(frameReader: frameReader, format: format, labelsRecords: logs.count > 1)
        var output = OutputBuffer()
        var status = ExitStatus.success
        for log in logs {
            switch replayer.replay(path: log, into: &output) {
            case .valid: break
            case .frameErrors, .failed: status = .failure
            }
        }
        output.flush()
        return status
    }
}
