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
        ("a whole numeric side has no fraction", #"{"side":2.0}"#, Sidecar(side: "2")),
        ("a numeric side with a fraction keeps it", #"{"side":1.5}"#, Sidecar(side: "1.5")),
        ("a numeric side in an exponent is its value", #"{"side":1e3}"#, Sidecar(side: "1000")),
        ("a negative zero side is 0", #"{"side":-0}"#, Sidecar(side: "0")),
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
        ("pretty-printed over CRLF lines, as Python writes it",
         "{\r\n  \"side\": \"B\",\r\n  \"etchings\": [\r\n    \"YEX 773-1\"\r\n  ]\r\n}\r\n",
         Sidecar(side: "B", etchings: ["YEX 773-1"])),
        ("a zero-size preview parses; the ring is judged later",
         #"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4,"preview":{"width":0,"height":0,"gravity":"resize"}}}"#,
         Sidecar(ring: GuideRing(space: .preview(size: Size(width: 0, height: 0), gravity: .resize),
                                 center: Point(x: 1, y: 2), innerRadius: 3, outerRadius: 4))),
        ("a preview written beside the ring, not in it, is the ring's",
         #"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4},"preview":{"width":390,"height":844,"gravity":"resize"}}"#,
         Sidecar(ring: GuideRing(space: .preview(size: Size(width: 390, height: 844), gravity: .resize),
                                 center: Point(x: 1, y: 2), innerRadius: 3, outerRadius: 4))),
        ("the ring's own preview wins over one beside it",
         #"{"preview":{"width":1,"height":1,"gravity":"resize"},"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4,"preview":{"width":390,"height":844,"gravity":"resizeAspect"}}}"#,
         Sidecar(ring: GuideRing(space: .preview(size: Size(width: 390, height: 844), gravity: .resizeAspect),
                                 center: Point(x: 1, y: 2), innerRadius: 3, outerRadius: 4))),
        ("a preview beside an image ring is an unknown field",
         #"{"preview":"anything","ring":{"space":"image","center":[1,2],"innerRadius":3,"outerRadius":4}}"#,
         Sidecar(ring: GuideRing(space: .image, center: Point(x: 1, y: 2), innerRadius: 3, outerRadius: 4))),
    ] + VideoGravity.allCases.map { gravity in
        ("preview ring under \(gravity)",
         #"{"side":"C","ring":{"space":"preview","center":[195,422],"innerRadius":120,"outerRadius":170,"preview":{"width":390,"height":844,"gravity":""#
            + gravity.rawValue + #""}}}"#,
         Sidecar(side: "C", ring: GuideRing(space: .preview(size: Size(width: 390, height: 844), gravity: gravity),
                                            center: Point(x: 195, y: 422), innerRadius: 120, outerRadius: 170)))
    }

    /// Malformed ground truth: `scan` ignores `etchings`, so each is kept
    /// as the sidecar's ``Sidecar/etchingsProblem`` and never thrown.
    static let malformedEtchings: [(String, SidecarError)] = [
        (#"{"etchings":["a",NaN]}"#, .wrongType(field: "etchings[1]", expected: "a string")),
        (#"{"etchings":"YEX 773-1"}"#, .wrongType(field: "etchings", expected: "an array of strings")),
        (#"{"etchings":{"0":"x"}}"#, .wrongType(field: "etchings", expected: "an array of strings")),
        (#"{"etchings":["a",1]}"#, .wrongType(field: "etchings[1]", expected: "a string")),
        (#"{"etchings":[null]}"#, .wrongType(field: "etchings[0]", expected: "a string")),
        (#"{"etchings":[["a"]]}"#, .wrongType(field: "etchings[0]", expected: "a string")),
        (#"{"etchings":5}"#, .wrongType(field: "etchings", expected: "an array of strings")),
        (#"{"etchings":true}"#, .wrongType(field: "etchings", expected: "an array of strings")),
    ]

    @Test("A malformed etchings is kept as a problem; side and ring are still read", arguments: malformedEtchings.indices)
    func malformedEtchingsAreKept(index: Int) throws {
        let (etchingsJSON, expected) = Self.malformedEtchings[index]
        // The case's `etchings` member, spliced into a sidecar that also has a side and a ring.
        let member = etchingsJSON.dropFirst().dropLast()
        let json = #"{"side":"B","ring":{"space":"image","center":[10,20],"innerRadius":3,"outerRadius":4},"# + member + "}"
        let parsed = try Sidecar.parse(Data(json.utf8))
        #expect(parsed.etchingsProblem == expected, "\(etchingsJSON)")
        #expect(parsed.etchings == nil)
        #expect(parsed.side == "B")
        #expect(parsed.ring != nil)
    }

    @Test("Well-formed etchings leave no problem")
    func wellFormedEtchingsHaveNoProblem() throws {
        for json in [#"{"etchings":["YEX 773-1"]}"#, #"{"etchings":[]}"#, #"{"etchings":null}"#, "{}"] {
            #expect(try Sidecar.parse(Data(json.utf8)).etchingsProblem == nil, "\(json)")
        }
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
        // Valid JSON all the same, so not invalidJSON.
        (#""x""#, .wrongType(field: "(top level)", expected: "a JSON object {…}")),
        ("42", .wrongType(field: "(top level)", expected: "a JSON object {…}")),
        ("NaN", .wrongType(field: "(top level)", expected: "a JSON object {…}")),
        // A side must read as a label; NaN and the infinities do not.
        (#"{"side":NaN}"#, .wrongType(field: "side", expected: "a short string such as \"A\"")),
        (#"{"side":-Infinity}"#, .wrongType(field: "side", expected: "a short string such as \"A\"")),
        (#"{"side":1e400}"#, .wrongType(field: "side", expected: "a short string such as \"A\"")),
        (#"[{"side":"A"}]"#, .wrongType(field: "(top level)", expected: "a JSON object {…}")),
        (#"{"side":true}"#, .wrongType(field: "side", expected: "a short string such as \"A\"")),
        (#"{"side":["A"]}"#, .wrongType(field: "side", expected: "a short string such as \"A\"")),
        (#"{"side":{}}"#, .wrongType(field: "side", expected: "a short string such as \"A\"")),
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
        // A preview beside the ring is named where it was found.
        (#"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4},"preview":{"width":390,"height":844,"gravity":"fill"}}"#,
         .unknownValue(field: "preview.gravity", value: "fill", allowed: ["resizeAspect", "resizeAspectFill", "resize"])),
        (#"{"ring":{"space":"preview","center":[1,2],"innerRadius":3,"outerRadius":4},"preview":[390,844]}"#,
         .wrongType(field: "preview", expected: #"an object such as {"width": 390, "height": 844, "gravity": "resizeAspectFill"}"#)),
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
        ("a byte order mark alone", [0xEF, 0xBB, 0xBF]),
        ("unclosed", Array(#"{"side":"A""#.utf8)),
        ("single quotes", Array("{'side':'A'}".utf8)),
        ("+Infinity", Array(#"{"ring":{"center":[1,1],"innerRadius":1,"outerRadius":+Infinity}}"#.utf8)),
        ("-NaN", Array(#"{"ring":{"center":[-NaN,1],"innerRadius":1,"outerRadius":2}}"#.utf8)),
        ("nan", Array(#"{"ring":{"center":[nan,1],"innerRadius":1,"outerRadius":2}}"#.utf8)),
        ("inf", Array(#"{"ring":{"center":[1,1],"innerRadius":1,"outerRadius":inf}}"#.utf8)),
        ("Infinityx", Array(#"{"ring":{"center":[1,1],"innerRadius":1,"outerRadius":Infinityx}}"#.utf8)),
        ("NaNa", Array(#"{"ring":{"center":[NaNa,1],"innerRadius":1,"outerRadius":2}}"#.utf8)),
        ("a comment", Array("// ring\n{}".utf8)),
        ("a repeated key", Array(#"{"side":"A","side":"B"}"#.utf8)),
        ("a repeated key in the ring", Array(#"{"ring":{"center":[1,1],"innerRadius":1,"innerRadius":2,"outerRadius":3}}"#.utf8)),
        ("a trailing comma in an object", Array(#"{"side":"A",}"#.utf8)),
        ("a trailing comma in an array", Array(#"{"etchings":["YEX 773-1", ],"side":"A"}"#.utf8)),
        ("a trailing comma in the ring", Array("{\"ring\":{\"center\":[1,1],\"innerRadius\":1,\"outerRadius\":2,\n}}".utf8)),
        ("invalid UTF-8", [0x7B, 0x22, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D]),
        ("NUL bytes", [0, 0, 0, 0]),
        ("UTF-16 without a byte order mark", #"{"side":"A"}"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
        ("UTF-16 with a byte order mark, cut in half a character", [0xFF, 0xFE, 0x7B, 0x00, 0x7D]),
        ("UTF-16 with a byte order mark, an unpaired surrogate", [0xFF, 0xFE, 0x7B, 0x00, 0x00, 0xD8, 0x7D, 0x00]),
        ("UTF-32 with a byte order mark, cut in part of a character", [0xFF, 0xFE, 0, 0, 0x7B, 0, 0]),
        ("UTF-32 with a byte order mark, past U+10FFFF", [0, 0, 0xFE, 0xFF, 0, 0, 0, 0x7B, 0, 0x11, 0, 0, 0, 0, 0, 0x7D]),
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

    /// Invalid JSON and the detail it gives: what is wrong, at which line and column.
    static let invalidJSONDetails: [(String, String)] = [
        ("{\n  \"side\": \"A\",\n  \"etchings\":,[]\n}", "unexpected ',' at line 3, column 14"),
        (#"{"side":"A",}"#, "a comma before '}' at line 1, column 12; remove it"),
        ("{\n  \"etchings\": [\"YEX 773-1\", ],\n  \"side\": \"A\"\n}", "a comma before ']' at line 2, column 27; remove it"),
        ("{\"ring\":{\"center\":[1,1],\"innerRadius\":1,\"outerRadius\":2,\n}}", "a comma before '}' at line 1, column 56; remove it"),
        ("{\n  \"side\": \"A\",\n  \"etchings\": [],\n  \"side\": \"B\"\n}",
         "key 'side' appears twice in one object (line 4, column 3); each key may appear once"),
        ("{\"ring\": {\r\n  \"center\": [1, 1],\r\n  \"center\": [2, 2]}}",
         "key 'center' appears twice in one object (line 3, column 3); each key may appear once"),
        // Columns count characters: "Δ" is one column, though two bytes.
        ("{\"etchings\": [\"Δ 12\" \"Δ 13\"]}", "unexpected '\"' at line 1, column 22"),
        ("", "the text is empty or blank; a document holds one value"),
        ("\n  \n", "the text is empty or blank; a document holds one value"),
        ("// ring\n{}", "unexpected '/' at line 1, column 1"),
        ("{\"side\":\n", "the text ends in the middle of a value at line 2, column 1"),
        ("{\"ring\":{\"center\":[1,1],\"innerRadius\":1,\"outerRadius\":+Infinity}}", "unexpected '+' at line 1, column 55"),
        ("{}\n{}", "more content after the value at line 2, column 1; a document holds one value"),
        (String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000), "nested deeper than 64 levels at line 1, column 65"),
    ]

    @Test("Invalid JSON names what is wrong and its line and column", arguments: invalidJSONDetails.indices)
    func invalidJSONDetail(index: Int) {
        let (json, detail) = Self.invalidJSONDetails[index]
        #expect(throws: SidecarError.invalidJSON(detail), "\(json)") { try Sidecar.parse(Data(json.utf8)) }
    }

    @Test("A trailing comma is placed alike in UTF-8 with a byte order mark, UTF-16 and UTF-32")
    func trailingCommaInEveryEncoding() {
        let json = "{\n  \"side\": \"Δ\",\n}"
        let expected = SidecarError.invalidJSON("a comma before '}' at line 2, column 14; remove it")
        for (name, bytes) in Self.encodings(of: json) {
            #expect(throws: expected, "\(name)") { try Sidecar.parse(Data(bytes)) }
        }
    }

    /// `text` in UTF-8 with and without a byte order mark, and in UTF-16 and
    /// UTF-32 with a byte order mark in both byte orders.
    static func encodings(of text: String) -> [(String, [UInt8])] {
        let scalars = text.unicodeScalars.map(\.value)
        return [
            ("UTF-8", Array(text.utf8)),
            ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
            ("UTF-16LE with BOM", [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            ("UTF-16BE with BOM", [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
            ("UTF-32LE with BOM", [0xFF, 0xFE, 0, 0] + scalars.flatMap { v in (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }),
            ("UTF-32BE with BOM", [0, 0, 0xFE, 0xFF] + scalars.flatMap { v in (0..<4).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }),
        ]
    }

    @Test("Byte order marks: UTF-8, UTF-16 and UTF-32 in both byte orders read alike")
    func byteOrderMarks() throws {
        let json = #"{"side":"Δ","etchings":["YEX 773-1","😀 \u00e9"]}"#
        let expected = Sidecar(side: "Δ", etchings: ["YEX 773-1", "😀 é"])
        for (name, bytes) in Self.encodings(of: json) {
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

    /// Sidecars whose ring holds a number that is not finite, as Python's
    /// `json` module writes them, and the value each field must read as.
    static let nonFiniteRings: [(String, String, @Sendable (GuideRing) -> Bool, RingError?)] = [
        ("innerRadius NaN", #"{"ring":{"center":[1500,2000],"innerRadius":NaN,"outerRadius":610}}"#,
         { $0.innerRadius.isNaN }, .notFinite("radius")),
        ("innerRadius Infinity", #"{"ring":{"center":[1500,2000],"innerRadius":Infinity,"outerRadius":610}}"#,
         { $0.innerRadius == .infinity }, .notFinite("radius")),
        ("innerRadius -Infinity", #"{"ring":{"center":[1500,2000],"innerRadius":-Infinity,"outerRadius":610}}"#,
         { $0.innerRadius == -.infinity }, .notFinite("radius")),
        ("innerRadius 1e400 overflows", #"{"ring":{"center":[1500,2000],"innerRadius":1e400,"outerRadius":610}}"#,
         { $0.innerRadius == .infinity }, .notFinite("radius")),
        ("outerRadius -1e400 overflows", #"{"ring":{"center":[1500,2000],"innerRadius":420,"outerRadius":-1e400}}"#,
         { $0.outerRadius == -.infinity }, .notFinite("radius")),
        ("centre NaN", #"{"ring":{"center":[NaN,2000],"innerRadius":420,"outerRadius":610}}"#,
         { $0.center.x.isNaN && $0.center.y == 2000 }, .notFinite("centre")),
        ("preview width Infinity",
         #"{"ring":{"space":"preview","center":[195,422],"innerRadius":120,"outerRadius":170,"preview":{"width":Infinity,"height":844,"gravity":"resizeAspect"}}}"#,
         { if case .preview(let size, _) = $0.space { size.width == .infinity } else { false } }, nil),
        ("pretty-printed by Python's json.dumps(indent=2)",
         "{\n  \"side\": \"A\",\n  \"ring\": {\n    \"space\": \"image\",\n    \"center\": [\n      1012.5,\n      760.0\n    ],\n    \"innerRadius\": NaN,\n    \"outerRadius\": 610.0\n  }\n}",
         { $0.innerRadius.isNaN && $0.outerRadius == 610 && $0.center == Point(x: 1012.5, y: 760) }, .notFinite("radius")),
    ]

    @Test("A ring that is not finite parses, and mapping it throws a RingError", arguments: nonFiniteRings.indices)
    func nonFiniteRing(index: Int) throws {
        let (name, json, reads, expected) = Self.nonFiniteRings[index]
        let ring = try #require(try Sidecar.parse(Data(json.utf8)).ring, "\(name)")
        #expect(reads(ring), "\(name): \(ring)")
        for image in [Size(width: 3024, height: 4032), Size(width: 1060, height: 1414)] {
            do {
                let annulus = try ring.mapped(toImageOfSize: image)
                Issue.record("\(name) mapped to \(annulus)")
            } catch {
                if let expected { #expect(error == expected, "\(name)") }
            }
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
