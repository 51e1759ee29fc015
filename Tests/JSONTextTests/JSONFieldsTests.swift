import JSONText
import Testing

/// Typed field access: values read, and each problem named by its path.
@Suite("JSONFields")
struct JSONFieldsTests {
    enum Problem: JSONFieldProblem, Equatable {
        case missing(String)
        case mistyped(String, expected: String, found: String)

        static func missingField(_ field: String) -> Problem { .missing(field) }
        static func mistypedField(_ field: String, expected: String, found: String) -> Problem {
            .mistyped(field, expected: expected, found: found)
        }
    }

    static func fields(_ text: String) throws -> JSONFields<Problem> {
        guard case .object(let members) = try JSONParser.parse(Array(text.utf8)) else { throw Problem.missing("(root)") }
        return JSONFields(members)
    }

    static func problem(_ read: () throws(Problem) -> Void) -> Problem? {
        do throws(Problem) {
            try read()
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesAreReadAndNullIsAbsent() throws {
        let fields = try Self.fields(#"{"s":"x","b":true,"n":-1.5e3,"a":["p","q"],"z":null,"o":{"k":"v"},"l":[{"k":"w"}]}"#)
        #expect(try fields.string("s") == "x" && fields.bool("b") && fields.number("n") == "-1.5e3")
        #expect(try fields.strings("a") == ["p", "q"])
        #expect(try fields.optionalString("z") == nil && fields.optionalNumber("z") == nil && fields.optionalObject("z") == nil)
        #expect(try fields.optionalObject("o")?.string("k") == "v")
        #expect(try fields.objects("l").map { reader throws(Problem) in try reader.string("k") } == ["w"])
    }

    @Test func problemsNameTheFieldsPath() throws {
        let fields = try Self.fields(#"{"o":{"k":1},"l":[{"k":"w"},{}],"m":[3],"a":["p",2],"z":null}"#)
        #expect(Self.problem { () throws(Problem) in _ = try fields.string("z") } == .missing("z"))
        #expect(Self.problem { () throws(Problem) in _ = try fields.optionalObject("o")?.string("k") }
            == .mistyped("o.k", expected: "a string", found: "a number"))
        #expect(Self.problem { () throws(Problem) in _ = try fields.objects("l").map { r throws(Problem) in try r.string("k") } }
            == .missing("l[1].k"))
        #expect(Self.problem { () throws(Problem) in _ = try fields.objects("m") }
            == .mistyped("m[0]", expected: "an object", found: "a number"))
        #expect(Self.problem { () throws(Problem) in _ = try fields.strings("a") }
            == .mistyped("a[1]", expected: "a string", found: "a number"))
        #expect(Self.problem { () throws(Problem) in _ = try fields.number("o") }
            == .mistyped("o", expected: "a number", found: "an object"))
        #expect(Self.problem { () throws(Problem) in _ = try fields.optionalObject("l") }
            == .mistyped("l", expected: "an object", found: "an array"))
    }
}
