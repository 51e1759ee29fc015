/// Reads a command's arguments: options with values (`--format jsonl`,
/// `--format=jsonl`), flags (`--quiet`) and positionals, in any order.
///
/// A command pulls what it knows with ``option(_:)``, ``flag(_:)`` and
/// ``positionals()``, then calls ``finish()``, which rejects anything left
/// over so that a typo is never silently ignored. `--` ends option parsing.
struct ArgumentReader {
    private var remaining: [String]
    private var afterTerminator: [String]
    let command: String

    init(command: String, arguments: [String]) {
        self.command = command
        if let end = arguments.firstIndex(of: "--") {
            remaining = Array(arguments[..<end])
            afterTerminator = Array(arguments[(end + 1)...])
        } else {
            remaining = arguments
            afterTerminator = []
        }
    }

    /// Whether `--help` or `-h` was given.
    mutating func wantsHelp() -> Bool {
        flag("--help", "-h")
    }

    /// Removes every occurrence of a flag; `true` when any was present.
    mutating func flag(_ names: String...) -> Bool {
        let before = remaining.count
        remaining.removeAll { names.contains($0) }
        return remaining.count != before
    }

    /// The value of the last occurrence of an option, removing all of them.
    mutating func option(_ name: String) throws(UsageError) -> String? {
        try options(name).last
    }

    /// Every value given for a repeatable option, in order.
    mutating func options(_ name: String) throws(UsageError) -> [String] {
        var values: [String] = []
        var index = 0
        var kept: [String] = []
        while index < remaining.count {
            let argument = remaining[index]
            if argument == name {
                guard index + 1 < remaining.count else {
                    throw UsageError(command: command, message: "\(name) needs a value.")
                }
                values.append(remaining[index + 1])
                index += 2
            } else if argument.hasPrefix(name + "=") {
                values.append(String(argument.dropFirst(name.count + 1)))
                index += 1
            } else {
                kept.append(argument)
                index += 1
            }
        }
        remaining = kept
        return values
    }

    /// A parsed option value, with a message naming the option when it does not parse.
    mutating func option<Value>(
        _ name: String, expecting what: String, _ parse: (String) -> Value?
    ) throws(UsageError) -> Value? {
        guard let text = try option(name) else { return nil }
        guard let value = parse(text) else {
            throw UsageError(command: command, message: "\(name) expects \(what), not '\(text)'.")
        }
        return value
    }

    /// Every positional argument left, removing them. Fails on unknown options.
    mutating func positionals() throws(UsageError) -> [String] {
        if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw UsageError(
                command: command,
                message: "unknown option '\(unknown)'. To name a file that starts with '-', put it after '--'.")
        }
        let values = remaining + afterTerminator
        remaining = []
        afterTerminator = []
        return values
    }

    /// Rejects anything not consumed.
    func finish() throws(UsageError) {
        if let extra = (remaining + afterTerminator).first {
            throw UsageError(command: command, message: "unexpected argument '\(extra)'.")
        }
    }
}
