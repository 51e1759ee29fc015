import Foundation

/// The paths of `--paths-from FILE|-`: one per line, as an engine pipes a
/// partition of work through `deadwax scan`.
///
/// Each line is taken as a path exactly as if it had been typed on the
/// command line: a file is scanned whatever its extension, a folder is
/// searched, a relative path is resolved against the current directory and
/// shown as written. A UTF-8 byte order mark and CRLF line ends are accepted;
/// blank (whitespace-only) lines are skipped. An empty list is valid: the
/// scan then has nothing to do and succeeds.
enum PathList {
    /// A list that cannot be read, naming the list and, where it applies, the line.
    struct ReadError: Error, CustomStringConvertible {
        var source: String
        var line: Int?
        var message: String

        var description: String {
            let place = line.map { "\(source):\($0)" } ?? source
            return "--paths-from \(place): \(message)"
        }
    }

    /// Reads the list at `source` (`-`: standard input).
    static func read(from source: String) throws(ReadError) -> [String] {
        let data: Data
        if source == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: source))
            } catch {
                throw ReadError(source: source, message: "cannot read the list (\(error.localizedDescription)); give a text file with one path per line, or '-' for standard input")
            }
        }
        return try parse(data, source: source == "-" ? "<stdin>" : source)
    }

    /// Splits list text into paths; `source` names it in errors.
    static func parse(_ data: Data, source: String) throws(ReadError) -> [String] {
        let all = [UInt8](data)
        var bytes = all[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var paths: [String] = []
        for (offset, rawLine) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            var line = rawLine
            if line.last == 0x0D { line = line.dropLast() }
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            if line.contains(0) {
                throw ReadError(source: source, line: offset + 1, message: "the line holds a NUL byte; paths are one per line, separated by newlines (not find -print0)")
            }
            guard let path = String(validating: line, as: UTF8.self) else {
                throw ReadError(source: source, line: offset + 1, message: "the line is not valid UTF-8")
            }
            paths.append(path)
        }
        return paths
    }
}
