import Testing

@testable import deadwax

/// Reading a line of scan output back (`--resume`, `merge`) with the
/// package's strict JSON parser: what is read, and each problem worded
/// with where it lies.
@Suite("ScanRecord decoding")
struct ScanRecordDecodingTests {
    static func parsed(_ line: String) -> Result<ScanRecord, LineProblem> {
        ScanRecord.parsed(line: Array(line.utf8))
    }

    static let full = #"{"file":"a/b.jpg","side":"B","ring":{"space":"image","center":[10.5,20],"innerRadius":3,"outerRadius":9.25,"source":"detected","confidence":0.9,"scaleX":1,"scaleY":1.1,"rotation":-20},"etchings":[{"text":"YEX 773-1","key":"YEX 773-1","confidence":0.93,"angle":12.5}],"error":null,"extra":[1,{"x":null}]}"#

    @Test func aWholeRecordReadsBack() throws {
        let record = try Self.parsed(Self.full).get()
        #expect(record.file == "a/b.jpg" && record.side == "B" && record.error == nil)
        let ring = try #require(record.ring)
        #expect(ring.center == [10.5, 20] && ring.innerRadius == 3 && ring.outerRadius == 9.25)
        #expect(ring.source == "detected" && ring.confidence == 0.9 && ring.scaleY == 1.1 && ring.rotation == -20)
        #expect(record.etchings.count == 1 && record.etchings.first?.text == "YEX 773-1")
        #expect(record.etchings.first?.confidence == 0.93 && record.etchings.first?.angle == 12.5)
    }

    @Test func nullIsAbsentAndTheRingSpaceDefaultsToImage() throws {
        let record = try Self.parsed(
            #"{"file":"x.jpg","side":null,"ring":{"center":[1,2],"innerRadius":1,"outerRadius":2,"source":"sidecar","scaleX":null},"etchings":[],"error":{"code":"decode","message":"truncated"}}"#
        ).get()
        #expect(record.side == nil && record.ring?.space == "image" && record.ring?.scaleX == nil)
        #expect(record.error?.code == "decode" && record.error?.message == "truncated")
    }

    static let problems: [(line: String, message: String)] = [
        (#"{"etchings":[]}"#, "missing field 'file'"),
        (#"{"file":"x.jpg"}"#, "missing field 'etchings'"),
        (#"{"file":"x.jpg","etchings":[{"text":"A","confidence":1,"angle":0}]}"#, "missing field 'etchings[0].key'"),
        (#"{"file":"x.jpg","etchings":[],"ring":{"center":[1,2],"innerRadius":1,"source":"sidecar"}}"#,
         "missing field 'ring.outerRadius'"),
        (#"{"file":7,"etchings":[]}"#, "field 'file' has the wrong type"),
        (#"{"file":"x.jpg","etchings":{}}"#, "field 'etchings' has the wrong type"),
        (#"{"file":"x.jpg","etchings":[3]}"#, "field 'etchings[0]' has the wrong type"),
        (#"{"file":"x.jpg","etchings":[{"text":"A","key":"A","confidence":"high","angle":0}]}"#,
         "field 'etchings[0].confidence' has the wrong type"),
        (#"{"file":"x.jpg","etchings":[{"text":"A","key":"A","confidence":1e400,"angle":0}]}"#,
         "field 'etchings[0].confidence' is not a finite number"),
        (#"{"file":"x.jpg","etchings":[],"ring":{"center":[1],"innerRadius":1,"outerRadius":2,"source":"s"}}"#,
         "field 'ring.center': center must be [x, y]"),
        (#"{"file":"x.jpg","etchings":[],"ring":{"center":[1,"2"],"innerRadius":1,"outerRadius":2,"source":"s"}}"#,
         "field 'ring.center[1]' has the wrong type"),
        (#"[1,2]"#, "not a JSON object"),
        (#"{"file":"x.jpg","etchings":[],}"#, "bad JSON: a comma before '}' at column 30; remove it"),
        (#"{"file":"x.jpg","etchings":[]"#, "bad JSON: the line ends in the middle of a value"),
        (#"{"file":"x.jpg","file":"y.jpg","etchings":[]}"#, "key 'file' appears twice"),
    ]

    @Test("Each problem names the field or the column", arguments: problems)
    func problem(line: String, message: String) {
        switch Self.parsed(line) {
        case .success(let record): Issue.record("\(line) read as \(record.file)")
        case .failure(let problem): #expect(problem.description.hasPrefix(message), "\(problem.description)")
        }
    }

    /// Any cut of a good line is a problem, never a crash or a record.
    @Test func everyPrefixOfARecordIsAProblem() {
        let bytes = Array(Self.full.utf8)
        for length in 0..<bytes.count {
            if case .success = ScanRecord.parsed(line: bytes[..<length]) {
                Issue.record("the first \(length) bytes read as a record")
            }
        }
    }
}
