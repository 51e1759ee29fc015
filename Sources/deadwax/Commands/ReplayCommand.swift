// PLACEHOLDER: the replay command is being built; this stub only reserves its name.
struct ReplayCommand: Command {
    static let name = "replay"
    static let abstract = "(not built yet)"
    static let help = "deadwax replay: not built yet.\n"

    init(arguments: inout ArgumentReader) throws(UsageError) {
        _ = try arguments.positionals()
    }

    func run() -> ExitStatus {
        Console.standardError.write("error: deadwax replay is not built yet.\n")
        return .failure
    }
}
