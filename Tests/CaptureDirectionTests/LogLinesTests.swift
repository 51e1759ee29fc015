import CaptureDirection
import TestSupport
import Testing

@Suite("Log line splitting")
struct LogLinesTests {
    static let text = "\u{FEFF}{\"version\":1}\r\n\r\n  \n{\"t\":0}\n{\"t\":1}"

    @Test func chunkBoundariesNeverChangeTheLines() throws {
        let bytes = Array(Self.text.utf8)
        try withEvery("chunk size", in: 1...bytes.count + 1) { size in
            let split = try lines(of: bytes, chunkSize: size)
            #expect(split == ["{\"version\":1}\r", "\r", "  ", "{\"t\":0}", "{\"t\":1}"], "size \(size)")
        }
    }

    @Test func aFinalNewlineDoesNotAddALine() throws {
        #expect(try lines(of: Array("a\nb\n".utf8), chunkSize: 3) == ["a", "b"])
        #expect(try lines(of: Array("a\n\n".utf8), chunkSize: 3) == ["a", ""])
        #expect(try lines(of: [], chunkSize: 3) == [])
        #expect(try lines(of: Array("\n".utf8), chunkSize: 3) == [""])
    }

    @Test func onlyALeadingByteOrderMarkIsRemoved() throws {
        #expect(try lines(of: [0xEF, 0xBB, 0xBF], chunkSize: 1) == [])
        #expect(try lines(of: [0xEF, 0xBB], chunkSize: 1) == ["\u{FFFD}"])
        #expect(try lines(of: Array("a\n\u{FEFF}b".utf8), chunkSize: 2) == ["a", "\u{FEFF}b"])
    }

    @Test func aLineLongerThanTheLimitIsAnErrorOnItsLine() {
        let bytes = Array("short\n\(String(repeating: "x", count: 100))\nok\n".utf8)
        withEvery("chunk size", in: [1, 7, 64, 1000]) { size in
            #expect(throws: LogError(line: 2, problem: .lineTooLong(limit: 50))) {
                try lines(of: bytes, chunkSize: size, limit: 50)
            }
        }
        #expect(throws: LogError(line: 1, problem: .lineTooLong(limit: 3))) {
            try lines(of: Array("abcdef".utf8), chunkSize: 100, limit: 3)
        }
    }
}
