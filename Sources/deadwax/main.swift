import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every subcommand, in the order the help lists them.
let commands = [CommandEntry(ScanCommand.self), CommandEntry(ReplayCommand.self), CommandEntry(EvalCommand.self), CommandEntry(MergeCommand.self)]

let topLevelHelp = """
    deadwax — read the etchings in a vinyl record's runout groove.

    USAGE: deadwax <command> [options]

    COMMANDS:
    \(commands.map { "  " + $0.name.padding(toLength: 8, withPad: " ", startingAt: 0) + $0.abstract }.joined(separator: "\n"))

    Run 'deadwax <command> --help' for a command's options and examples.

    EXAMPLES:
      deadwax scan Fixtures/images
      deadwax scan photos/ --format jsonl > catalogue.jsonl
      deadwax replay Fixtures/logs/fold-swap.jsonl
      deadwax eval Fixtures/images --report out/report
      deadwax scan photos/ --shard 0/4 --resume out/shard-0.jsonl
      deadwax merge out/shard-*.jsonl --format table

    """

@MainActor
func runMain() -> Int32 {
    var arguments = Array(CommandLine.arguments.dropFirst())
    guard let first = arguments.first else {
        Console.standardError.write(topLevelHelp)
        return ExitStatus.usage.rawValue
    }
    if first == "--help" || first == "-h" || first == "help" {
        Console.standardOutput.write(topLevelHelp)
        return ExitStatus.success.rawValue
    }
    guard let command = commands.first(where: { $0.name == first }) else {
        let names = commands.map(\.name).joined(separator: ", ")
        Console.standardError.write(
            UsageError(command: "", message: "unknown command '\(first)'. Commands: \(names).").description + "\n")
        return ExitStatus.usage.rawValue
    }
    arguments.removeFirst()
    var reader = ArgumentReader(command: command.name, arguments: arguments)
    if reader.wantsHelp() {
        Console.standardOutput.write(command.help)
        return ExitStatus.success.rawValue
    }
    switch command.parse(&reader) {
    case .success(let parsed):
        let status = parsed.run()
        // Results that never reached stdout (a full disk, a closed pipe's
        // EIO) are lost: say so, and never exit as if all went well.
        if let reason = Console.standardOutput.writeFailure {
            Console.standardError.write("error: could not write the results to standard output (\(reason)); nothing after that point was saved\n")
            return status == .success ? ExitStatus.failure.rawValue : status.rawValue
        }
        return status.rawValue
    case .failure(let error):
        Console.standardError.write(error.description + "\n")
        return ExitStatus.usage.rawValue
    }
}

/// Tesseract parallelises each engine with OpenMP, whose thread limit is read
/// only when the process starts. deadwax runs one engine per worker instead,
/// so it restarts itself once with `OMP_THREAD_LIMIT=1` when that is not set;
/// otherwise engines oversubscribe the cores and run several times slower.
func ensureSingleThreadedEngines() {
    guard getenv("OMP_THREAD_LIMIT") == nil else { return }
    setenv("OMP_THREAD_LIMIT", "1", 1)
    // On success execv does not return; on failure carry on as we are.
    _ = execv("/proc/self/exe", CommandLine.unsafeArgv)
}

ensureSingleThreadedEngines()
Console.quietenLibraries()
exit(runMain())
