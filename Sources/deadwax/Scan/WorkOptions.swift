/// The options that let an engine split a scan into pieces: `--paths-from`,
/// `--shard` and `--resume` (scan only; `eval` scores whole folders).
struct WorkOptions {
    /// A file of paths, one per line, or `-` for stdin.
    var pathsFrom: String?
    /// Which shard of the sorted input to scan.
    var shard: Shard?
    /// The JSON Lines file to resume and append to.
    var resume: String?

    init(arguments: inout ArgumentReader) throws(UsageError) {
        let command = arguments.command
        pathsFrom = try arguments.option("--paths-from")
        if let pathsFrom, pathsFrom.isEmpty {
            throw UsageError(command: command, message: "--paths-from needs a file name, or - for stdin, e.g. 'find photos -name \"*.jpg\" | deadwax scan --paths-from -'.")
        }
        shard = try arguments.option("--shard").map { text throws(UsageError) in try Shard(parsing: text, command: command) }
        resume = try arguments.option("--resume")
        if let resume, resume.isEmpty || resume == "-" {
            throw UsageError(command: command, message: "--resume needs the .jsonl file to continue, e.g. --resume out/shard-0.jsonl; it cannot be stdin or stdout.")
        }
    }
}
