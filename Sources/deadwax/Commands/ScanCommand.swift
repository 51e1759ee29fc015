// PLACEHOLDER
struct ScanCommand: Command {
    static let name = "scan"
    static let abstract = "Read the etchings of runout photos."
    static let help = "deadwax scan\n"

    init(arguments: inout ArgumentReader) throws(UsageError) {
        _ = try arguments.positionals()
    }

    func run() -> ExitStatus {
        .failure
    }
}
