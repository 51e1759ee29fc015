import Foundation

/// A `deadwax scan --format jsonl` output read back, line by line, for
/// `--resume` and `merge`.
///
/// Lines are split on `\n` (a `\r` before it is dropped); blank lines are
/// skipped but counted, so line numbers match an editor's. A UTF-8 byte
/// order mark at the start (an editor's) is passed over; offsets still
/// count it. Bytes after the
/// last newline are a *cut-off tail*: what a run stopped in the middle of a
/// write leaves behind. They are never parsed as a record.
struct ScanLog {
    /// One complete line.
    struct Line {
        /// 1-based line number in the file.
        var number: Int
        /// The line without its line end, exactly as written.
        var text: String
        /// The record, or why the line is not one.
        var record: Result<ScanRecord, LineProblem>
        /// The byte offset just past this line's `\n`.
        var end: Int
    }

    /// The bytes after the last newline, if any.
    struct Tail {
        var number: Int
        var start: Int
    }

    /// The file's name as shown in messages.
    var name: String
    /// Every non-blank complete line, in file order.
    var lines: [Line] = []
    /// The cut-off tail, if the file does not end with a newline.
    var tail: Tail?
    /// The file's size in bytes.
    var size = 0

    /// A file that cannot be read at all.
    struct ReadError: Error, CustomStringConvertible {
        var name: String
        var message: String
        var description: String { "\(name): \(message)" }
    }

    /// Reads the file at `path` (`-`: standard input).
    static func read(_ path: String) throws(ReadError) -> ScanLog {
        if path == "-" {
            return ScanLog(name: "<stdin>", data: FileHandle.standardInput.readDataToEndOfFile())
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReadError(name: path, message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw ReadError(name: path, message: "is a folder; give the .jsonl files inside it")
        }
        do {
            return ScanLog(name: path, data: try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw ReadError(name: path, message: "cannot read it (\(error.localizedDescription))")
        }
    }

    /// Splits and parses `data`.
    init(name: String, data: Data) {
        self.name = name
        let bytes = [UInt8](data)
        size = bytes.count
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var number = 0
        while start < bytes.count {
            number += 1
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else {
                tail = Tail(number: number, start: start)
                break
            }
            var content = bytes[start..<newline]
            if content.last == 0x0D { content = content.dropLast() }
            let end = newline + 1
            defer { start = end }
            if content.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            let text = String(decoding: content, as: UTF8.self)
            let record: Result<ScanRecord, LineProblem> = String(validating: content, as: UTF8.self) == nil
                ? .failure(LineProblem(message: "not valid UTF-8")) : ScanRecord.parsed(line: content)
            lines.append(Line(number: number, text: text, record: record, end: end))
        }
    }
}
