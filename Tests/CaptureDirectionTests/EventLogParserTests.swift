import CaptureDirection
import TestSupport
import Testing

@Suite("Event log parser")
struct EventLogParserTests {
    @Test func parsesTheContractExample() throws {
        let lines = [
            #"{"version":1,"devices":["#
                + #"{"id":"rear-dual-wide","type":"builtInDualWideCamera","position":"back"},"#
                + #"{"id":"outer-front","type":"builtInWideAngleCamera","position":"front"}],"coordinator":true}"#,
            #"{"t":0.00,"type":"sessionStart"}"#,
            #"{"t":0.35,"type":"directionMap","backward":["rear-dual-wide","rear-wide"]}"#,
            #"{"t":2.10,"type":"fold","posture":"open"}"#,
            #"{"t":2.18,"type":"deviceAvailability","device":"outer-front","available":false}"#,
            #"{"t":3.00,"type":"interruption","state":"began","reason":"videoDeviceInUseByAnotherClient"}"#,
            #"{"t":3.40,"type":"interruption","state":"ended"}"#,
            #"{"t":4.00,"type":"frame","image":"frames/0004.jpg","side":"A"}"#,
            #"{"t":9.00,"type":"sessionStop"}"#,
        ]
        let parsed = try parseLog(lines)
        #expect(
            parsed.first
                == .header(
                    DeviceCatalog(devices: [
                        Device(id: "rear-dual-wide", type: .builtInDualWideCamera, position: .back),
                        Device(id: "outer-front", type: .builtInWideAngleCamera, position: .front),
                    ])))
        #expect(events(parsed).map(\.event) == [
            .sessionStart, .directionMap(DirectionMap(backward: ["rear-dual-wide", "rear-wide"])), .fold(.open),
            .deviceAvailability(device: "outer-front", available: false),
            .interruption(.began(reason: "videoDeviceInUseByAnotherClient")), .interruption(.ended),
            .frame(Frame(image: "frames/0004.jpg", side: "A")), .sessionStop,
        ])
        #expect(events(parsed).map(\.time.literal) == ["0.00", "0.35", "2.10", "2.18", "3.00", "3.40", "4.00", "9.00"])
    }

    @Test func versionOnePointZeroNullsUnknownFieldsAndKeyOrderAreAccepted() throws {
        let parsed = try parseLog([
            #"{"devices":[{"position":"back","id":"d","type":"x","lens":{"a":[1,{"b":null}]}}],"coordinator":null,"version":1.0,"extra":"yes"}"#,
            #"{"type":"frame","t":1e0,"image":"a.jpg","side":null,"exposure":{"iso":100}}"#,
            #"{"t":1,"type":"interruption","state":"began","reason":null}"#,
        ])
        #expect(parsed[0] == .header(DeviceCatalog(devices: [Device(id: "d", type: "x", position: .back)], hasCoordinator: true)))
        #expect(events(parsed).map(\.event) == [.frame(Frame(image: "a.jpg", side: nil)), .interruption(.began(reason: nil))])
    }

    @Test func coordinatorFalseIsRead() throws {
        let parsed = try parseLog([#"{"version":1e0,"devices":[],"coordinator":false}"#])
        #expect(parsed == [.header(DeviceCatalog(devices: [], hasCoordinator: false))])
    }

    @Test func blankAndWhitespaceLinesAreCountedAndSkipped() throws {
        let parsed = try parseLog([phoneHeader, "", "  \t\r", #"{"t":0,"type":"sessionStart"}"#, "\r"])
        #expect(parsed.count == 5)
        #expect(parsed[1] == .blank && parsed[2] == .blank && parsed[4] == .blank)
    }

    @Test func equalTimesNegativeTimesAndHugeFiniteTimesAreValid() throws {
        let parsed = try parseLog([
            phoneHeader, #"{"t":-5,"type":"sessionStart"}"#, #"{"t":-5.0,"type":"sessionStop"}"#,
            #"{"t":1.7976931348623157e308,"type":"sessionStart"}"#, #"{"t":1.7976931348623157e308,"type":"sessionStop"}"#,
        ])
        #expect(events(parsed).map(\.time.seconds) == [-5, -5, .greatestFiniteMagnitude, .greatestFiniteMagnitude])
    }

    @Test func onlyAHeaderIsAValidEmptyLog() throws {
        #expect(try parseLog([phoneHeader]).count == 1)
        #expect(try parseLog([phoneHeader, "", ""]).count == 3)
    }

    @Test func timesSpelledBySwiftRoundTripAndNonFiniteOnesDoNot() {
        withEvery("value", in: degenerateDoubles) { value in
            let time = LogTime(seconds: value)
            #expect((time != nil) == value.isFinite, "\(value)")
            if let time {
                #expect(LogTime(literal: time.literal)?.seconds == value, "\(value)")
            }
        }
        #expect(LogTime(literal: "1e400") == nil)
        #expect(LogTime(literal: "-1e400") == nil)
        #expect(LogTime(literal: "NaN") == nil)
        #expect(LogTime(literal: "1e-400")?.seconds == 0)
    }

    /// Every kind of malformed line, each rejected with its line number and
    /// problem. Logs are a header, a blank line, a start, then the line.
    static let malformed: [(String, [String], LogError)] = {
        func afterStart(_ line: String) -> [String] {
            [phoneHeader, "", #"{"t":1,"type":"sessionStart"}"#, line]
        }
        func at4(_ problem: LogProblem) -> LogError { LogError(line: 4, problem: problem) }
        func at1(_ problem: LogProblem) -> LogError { LogError(line: 1, problem: problem) }
        return [
            ("empty log", [], at1(.missingHeader(found: "but the log is empty"))),
            ("blank first line", ["", phoneHeader], at1(.missingHeader(found: "but it is blank"))),
            ("event first", [#"{"t":0,"type":"sessionStart"}"#], at1(.missingHeader(found: "but it has no 'version'"))),
            ("version null", [#"{"version":null,"devices":[]}"#], at1(.missingHeader(found: "but it has no 'version'"))),
            ("version 2", [#"{"version":2,"devices":[]}"#], at1(.unsupportedVersion("2"))),
            ("version 1.5", [#"{"version":1.5,"devices":[]}"#], at1(.unsupportedVersion("1.5"))),
            ("version string", [#"{"version":"1","devices":[]}"#], at1(.mistypedField("version", expected: "the number 1", found: "a string"))),
            ("no devices", [#"{"version":1}"#], at1(.missingField("devices"))),
            ("devices object", [#"{"version":1,"devices":{}}"#], at1(.mistypedField("devices", expected: "an array", found: "an object"))),
            ("device not object", [#"{"version":1,"devices":["cam"]}"#], at1(.mistypedField("devices[0]", expected: "an object", found: "a string"))),
            ("device without id", [#"{"version":1,"devices":[{"type":"x","position":"back"}]}"#], at1(.missingField("devices[0].id"))),
            ("device bad position", [#"{"version":1,"devices":[{"id":"a","type":"x","position":"side"}]}"#], at1(.invalidValue(field: "devices[0].position", value: "side", allowed: ["back", "front"]))),
            ("duplicate device", [#"{"version":1,"devices":[{"id":"a","type":"x","position":"back"},{"id":"a","type":"y","position":"front"}]}"#], at1(.duplicateDeviceID("a"))),
            ("coordinator string", [#"{"version":1,"devices":[],"coordinator":"yes"}"#], at1(.mistypedField("coordinator", expected: "true or false", found: "a string"))),
            ("header array", ["[1]"], at1(.notAnObject(found: "an array"))),
            ("truncated", afterStart(#"{"t":2,"type":"fold""#), at4(.invalidJSON("bad JSON: the line ends in the middle of a value"))),
            ("trailing comma", afterStart(#"{"t":2,"type":"sessionStop",}"#), at4(.invalidJSON("bad JSON: a comma before '}' at column 28; remove it"))),
            ("two objects", afterStart(#"{"t":2,"type":"sessionStop"}{}"#), at4(.invalidJSON("bad JSON: more content after the value at column 29; put one object per line"))),
            ("single quotes", afterStart(#"{'t':2}"#), at4(.invalidJSON("bad JSON: unexpected ''' at column 2"))),
            ("NaN", afterStart(#"{"t":NaN,"type":"sessionStop"}"#), at4(.invalidJSON("bad JSON: unexpected 'N' at column 6"))),
            ("leading zero", afterStart(#"{"t":02,"type":"sessionStop"}"#), at4(.invalidJSON("bad JSON: '02' at column 6 is not a JSON number"))),
            ("duplicate key", afterStart(#"{"t":2,"type":"sessionStop","t":3}"#), at4(.duplicateKey("t"))),
            ("nested duplicate key", afterStart(#"{"t":2,"type":"sessionStop","x":{"a":1,"a":2}}"#), at4(.duplicateKey("a"))),
            ("not an object", afterStart(#""sessionStop""#), at4(.notAnObject(found: "a string"))),
            ("no t", afterStart(#"{"type":"sessionStop"}"#), at4(.missingField("t"))),
            ("null t", afterStart(#"{"t":null,"type":"sessionStop"}"#), at4(.missingField("t"))),
            ("string t", afterStart(#"{"t":"2","type":"sessionStop"}"#), at4(.mistypedField("t", expected: "a number", found: "a string"))),
            ("infinite t", afterStart(#"{"t":1e400,"type":"sessionStop"}"#), at4(.timeNotFinite("1e400"))),
            ("decreasing t", afterStart(#"{"t":0.5,"type":"sessionStop"}"#), at4(.timeDecreased(previous: "1", current: "0.5"))),
            ("no type", afterStart(#"{"t":2}"#), at4(.missingField("type"))),
            ("number type", afterStart(#"{"t":2,"type":7}"#), at4(.mistypedField("type", expected: "a string", found: "a number"))),
            ("unknown type", afterStart(#"{"t":2,"type":"zoom"}"#), at4(.unknownEventType("zoom"))),
            ("type case", afterStart(#"{"t":2,"type":"SessionStop"}"#), at4(.unknownEventType("SessionStop"))),
            ("map without backward", afterStart(#"{"t":2,"type":"directionMap"}"#), at4(.missingField("backward"))),
            ("map backward string", afterStart(#"{"t":2,"type":"directionMap","backward":"a"}"#), at4(.mistypedField("backward", expected: "an array", found: "a string"))),
            ("map backward number", afterStart(#"{"t":2,"type":"directionMap","backward":["a",1]}"#), at4(.mistypedField("backward[1]", expected: "a string", found: "a number"))),
            ("fold without posture", afterStart(#"{"t":2,"type":"fold"}"#), at4(.missingField("posture"))),
            ("bad posture", afterStart(#"{"t":2,"type":"fold","posture":"flat"}"#), at4(.invalidValue(field: "posture", value: "flat", allowed: ["closed", "open", "halfOpen"]))),
            ("availability without device", afterStart(#"{"t":2,"type":"deviceAvailability","available":true}"#), at4(.missingField("device"))),
            ("availability string", afterStart(#"{"t":2,"type":"deviceAvailability","device":"a","available":"true"}"#), at4(.mistypedField("available", expected: "true or false", found: "a string"))),
            ("availability missing", afterStart(#"{"t":2,"type":"deviceAvailability","device":"a"}"#), at4(.missingField("available"))),
            ("interruption without state", afterStart(#"{"t":2,"type":"interruption"}"#), at4(.missingField("state"))),
            ("bad interruption state", afterStart(#"{"t":2,"type":"interruption","state":"paused"}"#), at4(.invalidValue(field: "state", value: "paused", allowed: ["began", "ended"]))),
            ("reason number", afterStart(#"{"t":2,"type":"interruption","state":"began","reason":3}"#), at4(.mistypedField("reason", expected: "a string", found: "a number"))),
            ("frame without image", afterStart(#"{"t":2,"type":"frame","side":"A"}"#), at4(.missingField("image"))),
            ("frame side number", afterStart(#"{"t":2,"type":"frame","image":"a.jpg","side":1}"#), at4(.mistypedField("side", expected: "a string", found: "a number"))),
            ("invalid UTF-8", [phoneHeader, "", #"{"t":1,"type":"sessionStart"}"#, "{\"t\":2,\"type\":\"frame\",\"image\":\"\u{FFFD}\"}"], at4(.invalidJSON("placeholder"))),
        ]
    }()

    @Test(arguments: malformed.indices)
    func malformedLinesAreRejectedWithTheirLineNumber(index: Int) {
        let (name, lines, expected) = Self.malformed[index]
        if name == "invalid UTF-8" {
            // Written as bytes: a lone continuation byte inside a string.
            var parser = EventLogParser()
            for line in lines.dropLast() { _ = try? parser.parse(line: Array(line.utf8)) }
            let bad: [UInt8] = Array(#"{"t":2,"type":"frame","image":""#.utf8) + [0x80] + Array(#""}"#.utf8)
            #expect(throws: LogError(line: 4, problem: .invalidJSON("bad JSON: a string near column 33 is not valid UTF-8"))) {
                try parser.parse(line: bad)
            }
            return
        }
        #expect(throws: expected, "\(name)") { try parseLog(lines) }
    }

    @Test func errorMessagesSayWhatIsWrong() {
        let error = LogError(line: 7, problem: .timeDecreased(previous: "2.5", current: "2.4"))
        #expect(error.description == "line 7: t 2.4 is earlier than the previous event's t 2.5; t never decreases")
        #expect(LogProblem.unknownEventType("zoom").description.contains("sessionStart, sessionStop"))
    }
}
