/// A command line that cannot be run as typed. Printed with a pointer to the
/// command's help; exit status 2, as the data contract says for bad usage.
struct UsageError: Error, CustomStringConvertible {
    /// The subcommand (`scan`, `replay`, `eval`), or empty for the top level.
    var command: String
    /// What is wrong and what to type instead.
    var message: String

    var description: String {
        let help = command.isEmpty ? "deadwax --help" : "deadwax \(command) --help"
        return "error: \(message)\nSee '\(help)' for usage."
    }
}
