/// One `deadwax` subcommand: parses its own arguments, runs, and returns an
/// exit status. Each command lives in its own file.
protocol Command {
    /// The word that selects the command (`scan`).
    static var name: String { get }
    /// One line for the top-level help.
    static var abstract: String { get }
    /// The full `--help` text: usage, options, examples.
    static var help: String { get }

    /// Parses the arguments after the command's name.
    init(arguments: inout ArgumentReader) throws(UsageError)

    /// Runs the command. Output goes to stdout, diagnostics to stderr.
    func run() -> ExitStatus
}

/// How `deadwax` exits.
enum ExitStatus: Int32 {
    /// Every item was processed.
    case success = 0
    /// One or more items failed (each reported), or a floor was missed.
    case failure = 1
    /// The command line could not be run as typed.
    case usage = 2
    /// Stopped by SIGINT after finishing the line being written.
    case interrupted = 130
    /// Stopped by SIGTERM after finishing the line being written.
    case terminated = 143
}

extension Command {
    /// Parses the command, as a value the top level can switch over.
    static func parsed(from arguments: inout ArgumentReader) -> Result<any Command, UsageError> {
        do throws(UsageError) {
            let command = try Self(arguments: &arguments)
            try arguments.finish()
            return .success(command)
        } catch {
            return .failure(error)
        }
    }
}

/// A command as the top level sees it: its name, texts and parser, with the
/// concrete type erased once, generically.
struct CommandEntry {
    let name: String
    let abstract: String
    let help: String
    let parse: (inout ArgumentReader) -> Result<any Command, UsageError>

    init<C: Command>(_ type: C.Type) {
        name = C.name
        abstract = C.abstract
        help = C.help
        parse = { C.parsed(from: &$0) }
    }
}
