import Foundation
import RunoutOCR
import TestSupport
import Testing

/// The sidecar parser over a table of valid and hostile files.
@Suite("Sidecar.parse")
struct SidecarTests {
    static let imageRing = #""ring":{"space":"image","center":[1012.5,760],"innerRadius":420,"outerRadius":610}"#

    /// Valid sidecars and what they say.
    static let valid: [(String, String, Sidecar)] = [
        ("empty object", "{}", Sidecar()),
        ("contract example",
         #"{"side":"A","etchings":["YEX 773-1","PORKY PRIME CUT"],"# + imageRing + "}",
         Sidecar(side: "A", etchings: ["YEX 773-1", "PORKY PRIME CUT"],
                 ring: GuideRing(space: .image, center: Point(x: 1012.5, y: 760), innerRadius: 420, outerRadius: 610))),
        ("unknown fields everywhere",
         #"{"side":"B","camera":{"model":["x",1,null]},"ring":{"center":[1,2],"innerRadius":3,"outerRadius":4,"colour":"red","space":"image"},"v":2}"#,
         Sidecar(side: "B", ring: GuideRing(space: .image, center: Point(x: 1, y: 2), innerRadius: 3, outerRadius: 4))),
        ("null reads as absent", #"{"side":null,"etchings":null,"ring":null}"#, Sidecar()),
        ("ring space absent or null is image",
         #"{"ring":{"space":null,"center":[1,2],"innerRadius":3,"outerRadius":4}}"#,
         Sidecar(ring: GuideRing(space: .image, center: Point(x: 1, y: 2), innerRadius: 3, outerRadius: 4))),
        ("a numeric side is its label", #"{"side":1}"#, Sidecar(side: "1")),
        ("a side is trimmed", #"{"side":"  B \n"}"#, Sidecar(side: "B")),
        ("a blank side is absent", #"{"side":"   "}"#, Sidecar()),
        ("empty etchings", #"{"etchings":[]}"#, Sidecar(etchings: [])),
        ("etchings keep their spelling", #"{"etchings":["  Δ 12 ","a\u00e9"]}"#, Sidecar(etchings: ["  Δ 12 ", "aé"])),
        ("integers and exponents are numbers",
         #"{"ring":{"center":[1e3,-0],"innerRadius":4.2e2,"outerRadius":610}}"#,
         Sidecar(ring: GuideRing(space: .image, center: Point(x: 1000, y: 0), innerRadius: 420, outerRadius: 610))),
        ("1e308 parses; the ring is judged later",
         #"{"ring":{"center":[1e308,-1e308],"innerRadius":1e307,"outerRadius":1e308}}"#,
         Sidecar(ring: GuideRing(space: .image, center: Point(x: 1e308, y: -1e308), innerRadius: 1e307, outerRadius: 1e308))),
        ("negative radii parse; the ring is judged later",
         #"{"ring":{"center":[1,2],"innerRadius":-420,"outerRadius":-10}}"#,
         Sidecar(ring: GuideRing(space: .image, center: Point(x: 1, y: 2), innerRadius: -420, outerRadius: -10))),
        ("inverted radii parse; the ring is judged later",
         #"{"ring":{"center":[1,2],"innerRadius":610,"outerRadius":420}}"#,
         Sidecar(ring: GuideRing(space: .image, center: Point(x: 1, y: 2), innerRadius: 610, outerRadius: 420))),
        ("a zero-size preview parses; the ring is judged later",
         #"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4,"preview":{"width":0,"height":0,"gravity":"resize"}}}"#,
         Sidecar(ring: GuideRing(space: .preview(size: Size(width: 0, height: 0), gravity: .resize),
                                 center: Point(x: 1, y: 2), innerRadius: 3, outerRadius: 4))),
    ] + VideoGravity.allCases.map { gravity in
        ("preview ring under \(gravity)",
         #"{"side":"C","ring":{"space":"preview","center":[195,422],"innerRadius":120,"outerRadius":170,"preview":{"width":390,"height":844,"gravity":""#
            + gravity.rawValue + #""}}}"#,
         Sidecar(side: "C", ring: GuideRing(space: .preview(size: Size(width: 390, height: 844), gravity: gravity),
                                            center: Point(x: 195, y: 422), innerRadius: 120, outerRadius: 170)))
    }

    @Test("Valid sidecars", arguments: valid.indices)
    func validSidecar(index: Int) throws {
        let (name, json, expected) = Self.valid[index]
        let parsed = try Sidecar.parse(Data(json.utf8))
        #expect(parsed == expected, "\(name)")
    }

    /// Hostile or mistaken sidecars and the error each must give.
    static let invalid: [(String, SidecarError)] = [
        ("[]", .wrongType(field: "(top level)", expected: "a JSON object {…}")),
        (#"[{"side":"A"}]"#, .wrongType(field: "(top level)", expected: "a JSON object {…}")),
        (#"{"side":true}"#, .wrongType(field: "side", expected: "a short string such as \"A\"")),
        (#"{"side":["A"]}"#, .wrongType(field: "side", expected: "a short string such as \"A\"")),
        (#"{"side":{}}"#, .wrongType(field: "side", expected: "a short string such as \"A\"")),
        (#"{"etchings":"YEX 773-1"}"#, .wrongType(field: "etchings", expected: "an array of strings")),
        (#"{"etchings":{"0":"x"}}"#, .wrongType(field: "etchings", expected: "an array of strings")),
        (#"{"etchings":["a",1]}"#, .wrongType(field: "etchings[1]", expected: "a string")),
        (#"{"etchings":[null]}"#, .wrongType(field: "etchings[0]", expected: "a string")),
        (#"{"etchings":[["a"]]}"#, .wrongType(field: "etchings[0]", expected: "a string")),
        (#"{"ring":[]}"#, .wrongType(field: "ring", expected: "an object with space, center, innerRadius and outerRadius")),
        (#"{"ring":"420,610"}"#, .wrongType(field: "ring", expected: "an object with space, center, innerRadius and outerRadius")),
        (#"{"ring":true}"#, .wrongType(field: "ring", expected: "an object with space, center, innerRadius and outerRadius")),
        (#"{"ring":{"space":1,"center":[1,2],"innerRadius":3,"outerRadius":4}}"#,
         .wrongType(field: "ring.space", expected: "\"image\" or \"preview\"")),
        (#"{"ring":{"space":"pixels","center":[1,2],"innerRadius":3,"outerRadius":4}}"#,
         .unknownValue(field: "ring.space", value: "pixels", allowed: ["image", "preview"])),
        (#"{"ring":{"space":"Image","center":[1,2],"innerRadius":3,"outerRadius":4}}"#,
         .unknownValue(field: "ring.space", value: "Image", allowed: ["image", "preview"])),
        (#"{"ring":{"innerRadius":3,"outerRadius":4}}"#, .missing(field: "ring.center", hint: "[x, y]")),
        (#"{"ring":{"center":null,"innerRadius":3,"outerRadius":4}}"#, .missing(field: "ring.center", hint: "[x, y]")),
        (#"{"ring":{"center":[1],"innerRadius":3,"outerRadius":4}}"#,
         .wrongType(field: "ring.center", expected: "an array of two numbers [x, y]")),
        (#"{"ring":{"center":[1,2,3],"innerRadius":3,"outerRadius":4}}"#,
         .wrongType(field: "ring.center", expected: "an array of two numbers [x, y]")),
        (#"{"ring":{"center":{"x":1,"y":2},"innerRadius":3,"outerRadius":4}}"#,
         .wrongType(field: "ring.center", expected: "an array of two numbers [x, y]")),
        (#"{"ring":{"center":"1,2","innerRadius":3,"outerRadius":4}}"#,
         .wrongType(field: "ring.center", expected: "an array of two numbers [x, y]")),
        (#"{"ring":{"center":["1",2],"innerRadius":3,"outerRadius":4}}"#, .wrongType(field: "ring.center[0]", expected: "a number")),
        (#"{"ring":{"center":[1,true],"innerRadius":3,"outerRadius":4}}"#, .wrongType(field: "ring.center[1]", expected: "a number")),
        (#"{"ring":{"center":[null,2],"innerRadius":3,"outerRadius":4}}"#, .missing(field: "ring.center[0]", hint: "a number")),
        (#"{"ring":{"center":[1,2],"outerRadius":4}}"#, .missing(field: "ring.innerRadius", hint: "a number")),
        (#"{"ring":{"center":[1,2],"innerRadius":"420","outerRadius":4}}"#, .wrongType(field: "ring.innerRadius", expected: "a number")),
        (#"{"ring":{"center":[1,2],"innerRadius":3}}"#, .missing(field: "ring.outerRadius", hint: "a number")),
        (#"{"ring":{"center":[1,2],"innerRadius":3,"outerRadius":false}}"#, .wrongType(field: "ring.outerRadius", expected: "a number")),
        (#"{"ring":{"center":[1,2],"innerRadius":3,"outerRadius":[4]}}"#, .wrongType(field: "ring.outerRadius", expected: "a number")),
        (#"{"ring":{"center":[1,2],"innerRadius":3,"outerRadius":{}}}"#, .wrongType(field: "ring.outerRadius", expected: "a number")),
        (#"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4}}"#,
         .missing(field: "ring.preview", hint: #"{"width": 390, "height": 844, "gravity": "resizeAspectFill"}"#)),
        (#"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4,"preview":null}}"#,
         .missing(field: "ring.preview", hint: #"{"width": 390, "height": 844, "gravity": "resizeAspectFill"}"#)),
        (#"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4,"preview":[390,844]}}"#,
         .wrongType(field: "ring.preview", expected: #"an object such as {"width": 390, "height": 844, "gravity": "resizeAspectFill"}"#)),
        (#"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4,"preview":{"height":844,"gravity":"resize"}}}"#,
         .missing(field: "ring.preview.width", hint: "a number")),
        (#"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4,"preview":{"width":"390","height":844,"gravity":"resize"}}}"#,
         .wrongType(field: "ring.preview.width", expected: "a number")),
        (#"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4,"preview":{"width":390,"height":null,"gravity":"resize"}}}"#,
         .missing(field: "ring.preview.height", hint: "a number")),
        (#"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4,"preview":{"width":390,"height":844}}}"#,
         .missing(field: "ring.preview.gravity", hint: #""resizeAspect", "resizeAspectFill" or "resize""#)),
        (#"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4,"preview":{"width":390,"height":844,"gravity":2}}}"#,
         .wrongType(field: "ring.preview.gravity", expected: #""resizeAspect", "resizeAspectFill" or "resize""#)),
        (#"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4,"preview":{"width":390,"height":844,"gravity":"aspectFill"}}}"#,
         .unknownValue(field: "ring.preview.gravity", value: "aspectFill",
                       allowed: ["resizeAspect", "resizeAspectFill", "resize"])),
        (#"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4,"preview":{"width":390,"height":844,"gravity":"AVLayerVideoGravityResize"}}}"#,
         .unknownValue(field: "ring.preview.gravity", value: "AVLayerVideoGravityResize",
                       allowed: ["resizeAspect", "resizeAspectFill", "resize"])),
    ]

    @Test("Wrong types at every field, missing parts, unknown values", arguments: invalid.indices)
    func invalidSidecar(index: Int) {
        let (json, expected) = Self.invalid[index]
        #expect(throws: expected, "\(json)") { try Sidecar.parse(Data(json.utf8)) }
        #expect(!expected.description.isEmpty)
    }

    /// Bytes that are not JSON at all.
    static let notJSONTable: [(String, [UInt8])] = [
        ("empty file", []),
        ("a bare string", Array("\"x\"".utf8)),
        ("a bare number", Array("42".utf8)),
        ("unclosed", Array(#"{"side":"A""#.utf8)),
        ("single quotes", Array("{'side':'A'}".utf8)),
        ("NaN", Array(#"{"ring":{"center":[NaN,1],"innerRadius":1,"outerRadius":2}}"#.utf8)),
        ("1e400 overflows", Array(#"{"ring":{"center":[1,1],"innerRadius":1,"outerRadius":1e400}}"#.utf8)),
        ("a comment", Array("// ring\n{}".utf8)),
        ("a trailing comma in an object", Array(#"{"side":"A",}"#.utf8)),
        ("a trailing comma in an array", Array(#"{"etchings":["YEX 773-1", ],"side":"A"}"#.utf8)),
        ("a trailing comma in the ring", Array("{\"ring\":{\"center\":[1,1],\"innerRadius\":1,\"outerRadius\":2,\n}}".utf8)),
        ("invalid UTF-8", [0x7B, 0x22, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D]),
        ("NUL bytes", [0, 0, 0, 0]),
        ("10 000 arrays deep", Array((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8)),
        ("10 000 objects deep", Array((String(repeating: #"{"ring":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)).utf8)),
    ]

    @Test("Bytes that are not JSON are invalidJSON, never a crash", arguments: notJSONTable.indices)
    func bytesThatAreNotJSON(index: Int) {
        let (name, bytes) = Self.notJSONTable[index]
        do {
            let parsed = try Sidecar.parse(Data(bytes))
            Issue.record("\(name) parsed as \(parsed)")
        } catch {
            guard case .invalidJSON(let detail) = error else {
                Issue.record("\(name): expected invalidJSON, got \(error)")
                return
            }
            #expect(!detail.isEmpty, "\(name)")
            #expect(error.description.hasPrefix("sidecar is not valid JSON"), "\(name)")
        }
    }

    @Test("A trailing comma is found outside strings only", arguments: [
        (#"{"side":"A",}"#, 11 as Int?),
        (#"[1,2,]"#, 4),
        ("[1,\n\t ]", 2),
        (#"{"etchings":["A,]", "B\",]"]}"#, nil),
        (#"{"a":[1,2],"b":{}}"#, nil),
        ("", nil),
        (",", nil),
        (",]", 0),
        (#""unclosed ,]"#, nil),
    ] as [(String, Int?)])
    func trailingCommaScan(text: String, offset: Int?) {
        #expect(Sidecar.trailingComma(in: text)?.offset == offset, "\(text)")
    }

    @Test("A trailing comma's error says where it is and what to do")
    func trailingCommaMessage() {
        #expect(throws: SidecarError.invalidJSON("a comma before '}' at character 12; remove it")) {
            try Sidecar.parse(Data(#"{"side":"A",}"#.utf8))
        }
        // The same in UTF-16 with a byte order mark.
        let utf16: [UInt8] = [0xFF, 0xFE] + #"{"side":"A",}"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(throws: SidecarError.self) { try Sidecar.parse(Data(utf16)) }
    }

    @Test("Byte order marks: UTF-8 and UTF-16 in both byte orders read alike")
    func byteOrderMarks() throws {
        let json = #"{"side":"Δ","etchings":["YEX 773-1"]}"#
        let expected = Sidecar(side: "Δ", etchings: ["YEX 773-1"])
        let encodings: [(String, [UInt8])] = [
            ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array(json.utf8)),
            ("UTF-16LE with BOM", [0xFF, 0xFE] + json.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            ("UTF-16BE with BOM", [0xFE, 0xFF] + json.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
        ]
        for (name, bytes) in encodings {
            #expect(try Sidecar.parse(Data(bytes)) == expected, "\(name)")
        }
    }

    @Test("Over 1 MiB is tooLarge before parsing; exactly 1 MiB is read")
    func sizeLimit() throws {
        let limit = Sidecar.maximumByteCount
        #expect(limit == 1 << 20)
        // Valid JSON padded with spaces to exactly the limit.
        var atLimit = Array(#"{"side":"A"}"#.utf8)
        atLimit += [UInt8](repeating: 0x20, count: limit - atLimit.count)
        #expect(try Sidecar.parse(Data(atLimit)) == Sidecar(side: "A"))
        #expect(throws: SidecarError.tooLarge(byteCount: limit + 1)) { try Sidecar.parse(Data(atLimit + [0x20])) }
        // Not JSON at all, but too large is said first: the bytes are never parsed.
        let garbage = Data(repeating: 0xFF, count: 2 << 20)
        #expect(throws: SidecarError.tooLarge(byteCount: 2 << 20)) { try Sidecar.parse(garbage) }
        #expect(SidecarError.tooLarge(byteCount: 2 << 20).description.contains("\(limit)"))
    }

    @Test("A ring that parses but cannot be used fails when mapped, with a RingError")
    func parsedButUnusableRings() throws {
        let image = Size(width: 3024, height: 4032)
        let cases: [(String, String)] = [
            ("negative", #"{"ring":{"center":[1500,2000],"innerRadius":-420,"outerRadius":610}}"#),
            ("zero", #"{"ring":{"center":[1500,2000],"innerRadius":0,"outerRadius":610}}"#),
            ("inverted", #"{"ring":{"center":[1500,2000],"innerRadius":610,"outerRadius":420}}"#),
            ("equal", #"{"ring":{"center":[1500,2000],"innerRadius":610,"outerRadius":610}}"#),
            ("1e308 radii hold the whole image in the hole", #"{"ring":{"center":[1500,2000],"innerRadius":1e307,"outerRadius":1e308}}"#),
            ("1e308 centre", #"{"ring":{"center":[1e308,1e308],"innerRadius":420,"outerRadius":610}}"#),
            ("zero-size preview",
             #"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4,"preview":{"width":0,"height":0,"gravity":"resize"}}}"#),
            ("negative preview",
             #"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4,"preview":{"width":-390,"height":844,"gravity":"resizeAspect"}}}"#),
        ]
        for (name, json) in cases {
            let ring = try #require(try Sidecar.parse(Data(json.utf8)).ring, "\(name)")
            #expect(throws: RingError.self, "\(name)") { try ring.mapped(toImageOfSize: image) }
        }
    }

    @Test("Seeded garbage never traps: every result is a sidecar or a SidecarError", arguments: 0..<20 as Range<UInt64>)
    func seededGarbage(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = [#"{"#, #"}"#, #"["#, #"]"#, #"""#, ",", ":", "null", "true", "1e308", "-0", #""ring""#, #""center""#,
                      #""preview""#, #""space""#, #""gravity""#, #""innerRadius""#, "\u{FEFF}", "\\u0000", " "]
        for round in 0..<200 {
            var text = "{"
            for _ in 0..<Int.random(in: 0..<40, using: &generator) {
                text += pieces.randomElement(using: &generator)!
            }
            do {
                _ = try Sidecar.parse(Data(text.utf8))
            } catch {
                #expect(!error.description.isEmpty, "seed \(seed) round \(round): \(text)")
            }
        }
    }
}
