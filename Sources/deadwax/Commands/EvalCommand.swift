// PLACEHOLDER: the eval command is being built; this stub only reserves its name.
struct EvalCommand: Command {
    static let name = "eval"
    static let abstract = "(not built yet)"
    static let help = "deadwax eval: not built yet.\n"

    init(arguments: inout ArgumentReader) throws(UsageError) {
        _ = try arguments.positionals()
    }

    func run() -> ExitStatus {
        Console.standardError.write("error: deadwax eval is not built yet.\n")
        return .failure
    }
}
