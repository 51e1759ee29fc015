import RunoutOCR
import TestSupport
import Testing

/// The final two-digit group's `8` read back as `B`, a take's `S` as `5`, a prefix's `0` as `O`, and initials given their dots.
@Suite("MatrixGrammar")
struct MatrixGrammarTests {
    static let corrections: [(String, String)] = [
        ("SP 8768 81", "SP 8768 B1"), ("CBS 62979 28", "CBS 62979 2B"), ("SP 8768-81", "SP 8768 B1"),
        ("SP 8768 88", "SP 8768 B8"), ("YEX 773 18", "YEX 773 1B"),
        // A curved 1 read as a closing bracket.
        ("SLRZ 42) B-3G", "SLRZ 421 B-3G"), ("BS 4083)-B", "BS 40831-B"),
        // The suffix written apart.
        ("6547 842 8 1", "6547 842 B 1"), ("6547 842-8-1", "6547 842-B-1"),
        // A D read as 0: in the final group, or lone after a hyphen.
        ("XSM-93676-30", "XSM-93676-3D"), ("BL-84326-10", "BL-84326-1D"), ("MO 1105-0", "MO 1105-D"),
        ("SP 8768 80", "SP 8768 B0"),
        // A space read as a dot or an apostrophe after the prefix, a stray dot before digits.
        ("SR.4993 C3", "SR 4993 C3"), ("SR'88201 C1", "SR 88201 C1"), ("SMAS .2317 C-3", "SMAS 2317 C-3"),
        ("SHSP' 331 A-2U", "SHSP 331 A-2U"), ("SR. 4993 C3", "SR 4993 C3"),
        // A lone dot between digits: a speck.
        ("YEA 7.88-8", "YEA 788-8"), ("SR 49.93 C3", "SR 4993 C3"), ("SD-77.392-A3", "SD-77392-A3"),
        // A country code's digit read as its look-alike letter.
        ("IC 252-63718 A", "1C 252-63718 A"), ("TC 502-54688 A", "1C 502-54688 A"),
        ("GC 789-99749 D", "6C 789-99749 D"), ("ZC 068-12345 B", "2C 068-12345 B"), ("IC 579-39304", "1C 579-39304"),
        ("3C 71 6-45650 A", "3C 716-45650 A"), ("3C 873-47 180 C", "3C 873-47180 C"),
        ("IC 2 52-6 3 718 A", "1C 252-63718 A"), ("2C 170-31457-A", "2C 170-31457 A"), ("IC 170-31457-B", "1C 170-31457 B"),
        ("20 355-95398 A", "2C 355-95398 A"), ("3O 355-95398", "3C 355-95398"), ("6G 852-93660 A", "6C 852-93660 A"),
        // A slash for a narrow 1, or for a space.
        ("1C 188-2/028 A", "1C 188-21028 A"), ("1C 340-67361/A", "1C 340-67361 A"), ("SR 4993 C/3", "SR 4993 C 3"),
        // A side letter alone before its take in a hyphenated catalogue.
        ("ST-1-49037-B 15", "ST-1-49037-B15"), ("ST-A-962005-C 2", "ST-A-962005-C2"),
        // A side suffix alone, read as two digits.
        ("83", "B3"), ("38", "3B"), ("88", "B8"), ("30", "3D"), ("02", "D2"), ("80", "B0"),
        // A prefix's O read as 0 before its series digit.
        ("S03-62042-F8", "SO3-62042-F8"), ("S01-93593-C8", "SO1-93593-C8"), ("XS02 4471 81", "XSO2 4471 B1"),
        // A lone side letter before the take read as its look-alike digit; then the take as any.
        ("SCX 819 4-1G", "SCX 819 A-1G"), ("SHSP 733 0-3", "SHSP 733 D-3"), ("SHVL 804 8-1U", "SHVL 804 B-1U"),
        ("SLRZ 5696 8-30", "SLRZ 5696 B-3D"), ("SMAS 2317 0-13", "SMAS 2317 D-13"),
        // A take's digit read as a letter no side has, after a hyphen straight after the number.
        ("YAX 452-S", "YAX 452-5"), ("7XCE 5512-Z", "7XCE 5512-2"), ("XEX 732-I", "XEX 732-1"),
        ("ST-2-65183-CZ", "ST-2-65183-C2"), ("ST1-361816-CI", "ST1-361816-C1"), ("ST-1-13878-FB", "ST-1-13878-F8"),
        ("SW1-43885-BB", "SW1-43885-B8"), ("ST-A-65183-HS", "ST-A-65183-H5"),
        ("STAO-1-8342-D1G", "STAO-1-8342-D16"), ("ST-1-6301-C1I", "ST-1-6301-C11"),
        // ...or after a space, a side letter and its take.
        ("XLP 69939 AS", "XLP 69939 A5"), ("ZAL 94724 CZ", "ZAL 94724 C2"), ("SXL 2217 BI", "SXL 2217 B1"),
        // A dot after a digit, before a space.
        ("3C 798-59007. A", "3C 798-59007 A"), ("SP 8768. B1", "SP 8768 B1"),
        // A dot between a digit and a capital, for the space it stands for.
        ("SHVL 3965.C-3Y", "SHVL 3965 C-3Y"), ("XZAL 852380.A7", "XZAL 852380 A7"),
        ("4504 805 2Z.2 658", "4504 805 2Z 2 658"), ("SKL 654.A-8U", "SKL 654 A-8U"), ("SR 4993.C3", "SR 4993 C3"),
        // A stamper number's digits after the side, apart from it.
        ("SMAS-2-8827-C1 3", "SMAS-2-8827-C13"), ("ST-1-9853-C1 2", "ST-1-9853-C12"),
        // A side letter after a prefix and a number stands apart.
        ("SR 86022C", "SR 86022 C"), ("LPM 17872A", "LPM 17872 A"), ("K 79912B", "K 79912 B"),
        ("ST-B-953934A", "ST-B-953934 A"), ("XSM-1234C", "XSM 1234 C"), ("SRABC 12345C", "SRABC 12345 C"),
        ("SR 860C", "SR 860 C"), ("CBS 288A", "CBS 288 A"), ("SHVL 7735A-2G", "SHVL 7735 A-2G"),
        ("SCX 324D-4Z", "SCX 324 D-4Z"), ("SR 1234A 5", "SR 1234 A 5"),
        // A hyphen put for the space after a prefix, or between a spaced number and its side.
        ("LPM-8270 B-3", "LPM 8270 B-3"), ("LPM-429 B", "LPM 429 B"), ("YDX-981-6", "YDX 981-6"),
        ("LPM 52434-A-3", "LPM 52434 A-3"), ("SHVL 804-B-1U", "SHVL 804 B-1U"),
        ("XZAL 852380-A7", "XZAL 852380 A7"), ("SP 8768-C2", "SP 8768 C2"), ("SHSP 367-B-2G", "SHSP 367 B-2G"),
        // A lost or changed separator.
        ("4110317 C 1", "4110 317 C 1"), ("4110317 1Y 2 345", "4110 317 1Y 2 345"), ("PAL-58541 1E", "PAL-58541-1E"),
        ("XSM-A-1234 2B", "XSM-A-1234-2B"), ("SR4859 B3", "SR 4859 B3"), ("7TCE9750-8", "7TCE 9750-8"),
        ("LPM17872 A", "LPM 17872 A"),
        // A lone side letter read as its digit after a hyphen's number and a space.
        ("ST-C-841991 8", "ST-C-841991 B"), ("ST-B-746898 0", "ST-B-746898 D"),
        // A take after a spaced side letter and hyphen, read as a letter.
        ("SHSP 895 A-Z", "SHSP 895 A-2"), ("SLRZ 5018 B-ZG", "SLRZ 5018 B-2G"), ("SKL 7059 A-SU", "SKL 7059 A-5U"),
        ("SHVL 804 A-S", "SHVL 804 A-5"),
        // The letter after such a take, read as its look-alike digit.
        ("SHSP 295 B-32", "SHSP 295 B-3Z"), ("TWO 1588 C-26", "TWO 1588 C-2G"),
        // A letter between two digits.
        ("LP 9B107 A", "LP 98107 A"), ("SHVL 4O50 A-3L", "SHVL 4050 A-3L"), ("XSM 3S5I2 B3", "XSM 35512 B3"),
        ("ST-1-2Z7G2-A1", "ST-1-22762-A1"),
        // A prefix's T, and a lone series B, read as digits.
        ("S7-1-51605-D6", "ST-1-51605-D6"), ("S 7-2-81832-F3", "ST-2-81832-F3"),
        ("ST-8-746898 A", "ST-B-746898 A"), ("S7-8-746898 A", "ST-B-746898 A"),
        // A space between digits inside a group between two hyphens.
        ("ST-A-962 005-C", "ST-A-962005-C"), ("JTY3-4 904-A-5C", "JTY3-4904-A-5C"), ("SD-125 73-B2", "SD-12573-B2"),
        // A numbered catalogue's groups, spaced.
        ("1 661 937 1 X 1 507", "1661 937 1X 1 507"), ("1661 9371X 1 507", "1661 937 1X 1 507"),
        ("197 4 133 4X 2 701", "1974 133 4X 2 701"), ("1766 952 2X-1942", "1766 952 2X 1 942"),
        ("19741334X 2701", "1974 133 4X 2 701"),
        // Its group digit read as a look-alike letter, before an X, Y or Z.
        ("6477 520 IY 2 657", "6477 520 1Y 2 657"), ("8547 134 IX 1484", "8547 134 1X 1 484"),
        ("5315 707 ZZ 1 381", "5315 707 2Z 1 381"), ("1934 840 TX 1 187", "1934 840 1X 1 187"),
        // A numbered catalogue's group letter read as a 2.
        ("9462 152 12 3 596", "9462 152 1Z 3 596"), ("1974 133 42 2 701", "1974 133 4Z 2 701"),
        // A triangle number is one run of digits.
        ("Δ87339 2", "Δ873392"), ("Δ65 1 4", "Δ6514"), ("Δ 792 66", "Δ 79266"), ("▽12 345", "▽12345"),
    ]

    @Test("A final two-digit group's 8 becomes B", arguments: corrections)
    func corrected(raw: String, expected: String) throws {
        let line = try #require(EtchingNormalizer.normalize(raw))
        let fixed = MatrixGrammar.corrected(line)
        #expect(fixed.text == expected, "\"\(raw)\"")
        #expect(fixed == EtchingNormalizer.normalize(expected), "\"\(raw)\": the key follows the text")
    }

    static let unchanged: [String] = [
        "YEX 773-1", "1981", "SP 8768 12", "AB 88", "12 81", "SP 8768 881", "SP 8768 B1", "STERLING", "SP 8768 8",
        "A1", "SP 8768 81X", "8 8 8",
        // Not a side suffix's look-alike: no 8, two zeros, three digits, or a final 0 not after a digit and hyphen.
        "12", "00", "830", "8", "SP 8768 00",
        // Dots that are no space: after a lone letter, before a letter, two or more between digits, or too few digits.
        "R.1234 A", "R.L. 1234", "AB.CD 1234", "SR.49", "R. 1234", "SR. A 1234", "SR. 49", "12.3.74", "1.5",
        "A 1.2.3 B", "A.B.1234", "SR 1234 R.L.", "SR 1234 .A",
        // Not a country code's shape, or a first glyph that is a digit or no digit's look-alike.
        "IC 252-6371 A", "IC 25-63718 A", "IC252-63718 A", "ICC 252-63718 A", "7C 188-21028 A", "XC 252-63718 A",
        "3C 71 6-4565 A", "3C 716-45650 AX", "3C 716-45650 1", "3C 716 -45650 A", "3C 716-45650-1", "I0 355-95398 A", "20 355-9539 A", "2Q 355-95398 A",
        "IB 252-63718 A", "IC",
        // Hyphens of a hyphenated catalogue, or a prefix or number of another length, or a longer take.
        "CTG-78014-B", "WS-31155-A3", "JFA4-7198-A-5J", "S-8270 B-3", "SHVLX-8270 B", "LPM-82 B", "LPM-827012 B",
        "YDX-981-6A", "YDX-981-61", "YDX-98106-1", "XSM-93676-3D", "6547 842-B-1", "ST-A-962005-C", "SHVL 80-B-1U",
        "SHVL 804-BC-1", "SHVL 804-B-U", "PAL-58541 1", "XEX 773-A", "XEX 773-A-", "YEX 749-2", "SR 1234567-A1",
        // A two-digit take after a number that follows a space keeps its zero.
        "XEX 3467-10", "YAX 8976-10", "7TCE 777-10", "YEA 200-20", "S.J.0.", "A .B 1234", "SP 8768 0", "SP 8768 A-0",
        "12-0", "SP 8768 12",
        // A space outside a group between two hyphens, or beside a letter.
        "3C 798-59007 A", "SKL 860 1 A-8U", "ST-A 962 005-C", "ST-A-962 A05-C", "A-12 34 B-5",
        // Not thirteen glyphs of the catalogue's kinds, or no space at all.
        "1661 937 1X 1 5077", "1661 937 11 1 507", "1661 937 XX 1 507", "16619371X1507", "1661-937-1X-1-507",
        "A661 937 1X 1 507",
        // A look-alike group digit before another letter, no digit's look-alike, or a glyph too many.
        "6477 520 IA 2 657", "6477 520 VY 2 657", "6477 520 IY 2 6577", "6477 520 II 2 657",
        // Not the five groups, or a group that is no digit and 2.
        "9462 152 1Z 3 596", "9462 152 13 3 596", "9462 152 22 3", "9462 152 12 3 5966", "946 152 12 3 596",
        "9462 152 Z2 3 596", "9462 152 12 A 596",
        // Not a prefix, a space, four digits or more and a letter.
        "SR 86022 C", "SR 1234CD", "SR 12A45C", "SR 12345",
        // Six or eight digits first, seven alone; a digit and letter not after a hyphen and number.
        "411031 C 1", "41103171 C 1", "4110317",
        // A lone final digit not after a hyphen's number of four digits, or no side's look-alike.
        "ST-C-841 8", "SR 86022 8", "ST-C-841991 3",
        // No prefix against four digits; no look-alike take after a spaced side letter.
        "SR485 B3", "SMASH4859 B3", "7TCE985-8", "77TCE9850-8", "7T9850-8", "SHSP 895 A-O", "SHSP 895 A-ZGU",
        "SHSP A-Z", "TML-S", "A3524", "S74201 2B", "SW1-43885-B8",
        // A slash not beside a digit, or too few digits; a lone side not after a hyphenated number.
        "A/B 1234", "1/2", "SR 1234/", "SR 12 34/ A", "XEX 732-A 12",
        // No side letter before a take's digit and letter; a take letter no look-alike, or after no spaced side.
        "ST-1-6301-X1G", "ST-1-6301-C1U", "ST-1-6301-CXG", "SHVL 804 A-1G", "SHSP 295 B-31", "SHSP 295 B-326",
        "SHSP 295-32", "SHSP 295 BC-32",
        "SBP 73114 1E", "PAL-A 1E", "PAL-58541 12", "PAL-58541 E1", "-5 1E",
        // A letter that is no digit's look-alike, or not between two digits.
        "1661 937 1X 1 507", "SP 8768 B1", "XSM 3U5 B3", "S 74201 2B", "K 799 A", "4B5 1234",
        // A 7 that is no one-letter prefix's, an 8 that is no lone series, or too few digits.
        "SM7-1-51605-D6", "7S-1-51605-D6", "S7 1-51605-D6", "ST-88-746898 A", "ST-1-8-74689", "S7-1-51", "ST1-8-74689 A",
        // No hyphen, a letter after the space, three digits, or a space inside the last hyphen group.
        "5552 776 A 3", "SP 8768 B 1", "3C 798-59007 A", "SMAS-2-8827-C1 123", "SMAS-2-8827 C1 3", "XEX 732-A 2",
        "SMAS-2-8827-C1 ", "A-1 2", "XEX 732-1 2",
        // A lone letter after a space is a side; two letters are no side and take.
        "SR 86022 S", "SR 86022 Z", "SR 86022 C", "XLP 69939 JS", "XLP 69939 ASS", "XLP AS",
        // A final 8 that is a take: after a side letter, or without a number before it.
        "SHVL 804 A-8", "SP 8768 A-8", "12-8", "SP 8768 B-8",
        // Zeros the prefix rule leaves: not between a letter and a digit, not in the
        // first group, or on a line without three more digits.
        "S0-62042-F8", "50-62042", "SO3-62042-F8", "ST-S03-1234", "S03-12", "S03", "A0B-1234", "S0 03 1234", "0S3-1234",
        // A lone 8 that is not the suffix's letter: too few digits before it, not lone, or not before a lone digit.
        "12 8 1", "6547 842 88 1", "6547 842 8 12", "6547 8428 1", "8 1",
        // Brackets that are brackets, or too few digits.
        "STERLING (LH) 1234)", "(1234) 567", "12) A", "AB) 1234",
        // A lone character before the take that is a letter, no look-alike, not lone, not after
        // a number and a space, or followed by more than a take: left.
        "SCX 819 A-1G", "SCX 819 7-1G", "SCX 819 48-1G", "SCX 8194-1G", "SCX AB 4-1G", "SCX 819 4-123",
        "SCX 819 4-1GXY", "SCX 819 4-", "12 4-1",
        // Letters after the number that are a side (`G`, `B`), after
        // too few digits, not a side letter first, a look-alike no take uses (`O`, `G`), or three letters.
        "SP 8768-G", "SP 8768-B", "TML-S", "SP 8768 S", "12-S", "1-CZ",
        "SP 8768-JZ", "SP 8768-SS", "SP 8768-AO", "SP 8768-AG", "SP 8768-ABZ", "SP 8768-A", "SP 8768 C2",
        // A lone 8 after a hyphen straight after the number: a side B or a take 8, as read.
        "WS 60906-8", "RS 4764-8", "YAX 8557-8",
        // Triangle numbers already whole, with a letter, or two of them on one line.
        "Δ873392", "Δ 873392", "Δ41100 Δ853006", "Δ1234 A", "Δ", "Δ 12", "A 123 45",
        // A triangle's 0 is a digit, not a prefix's O.
        "Δ068 396 3Z 2 184",

    ]

    @Test("Everything else is left as read", arguments: unchanged)
    func unchangedLine(raw: String) throws {
        let line = try #require(EtchingNormalizer.normalize(raw))
        #expect(MatrixGrammar.corrected(line) == line, "\"\(raw)\"")
    }

    @Test func emptyLineIsUnchanged() {
        let empty = EtchingLine(text: "", key: "")
        #expect(MatrixGrammar.corrected(empty) == empty)
    }

    @Test("Correcting twice is correcting once", arguments: corrections.map(\.0) + unchanged)
    func idempotent(raw: String) throws {
        let once = MatrixGrammar.corrected(try #require(EtchingNormalizer.normalize(raw)))
        #expect(MatrixGrammar.corrected(once) == once, "\"\(raw)\"")
    }

    /// Random lines over the characters the corrections look at (digits,
    /// capitals that are look-alikes or sides, space, hyphen, dot, `)`,
    /// `Δ`), short and long, degenerate ones included: every correction
    /// indexes around separators, so none may trap, and each result is a
    /// line the normalizer keeps as it is.
    @Test("Random matrix-like lines never trap and stay normalized", arguments: 0..<8)
    func randomLines(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let alphabet = Array("0123456789012345678ABCDGIOSTXYZ    ---..)Δ")
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...22, using: &random)
            let raw = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
            guard let line = EtchingNormalizer.normalize(raw) else { continue }
            let fixed = MatrixGrammar.corrected(line)
            #expect(EtchingNormalizer.normalize(fixed.text) == fixed, "seed \(seed): \(raw.debugDescription) → \(fixed)")
        }
    }

    static let initials: [(String, String)] = [
        ("RA.", "R.A."), ("PQ.", "P.Q."), ("LUM.", "L.U.M."), ("ABCD.", "A.B.C.D."), (" RA. ", "R.A."),
        // Every dot but the last.
        ("O.M", "O.M."), ("T.C.N", "T.C.N."), ("A.B.C.D", "A.B.C.D."), (" O.M ", "O.M."),
        ("A.B.C.D.E", "A.B.C.D.E"), ("O.m", "O.m"), ("O.1", "O.1"), ("O..M", "O..M"), ("O M", "O M"),
        ("OM.N", "OM.N"), ("O.MN", "O.MN"), (".O.M", ".O.M"), ("Δ.M", "Δ.M"),
        // Mid-height dots read as hyphens.
        ("D-R-S", "D.R.S."), ("C-D.", "C.D."), ("C-D", "C.D."), ("C-F.W", "C.F.W."), ("M-B-F-", "M.B.F."),
        ("A-B-C-D", "A.B.C.D."), (" N-P ", "N.P."),
        ("A-B-C-D-E", "A-B-C-D-E"), ("A-", "A-"), ("A-1", "A-1"), ("AB-C", "AB-C"), ("A--B", "A--B"),
        ("A-b", "A-b"), ("A -B", "A -B"), ("-A-B", "-A-B"), ("A-Δ", "A-Δ"), ("A-B..", "A-B.."),
        // Unchanged.
        ("A.", "A."), ("ABCDE.", "ABCDE."), ("Ra.", "Ra."), ("R1.", "R1."), ("RA", "RA"), ("R.A.", "R.A."),
        ("", ""), (".", "."), ("  ", "  "), ("RA..", "RA.."), ("R A.", "R A."),
        // A lexicon mark of three letters or four with a speck after it; two-letter marks are also initials.
        ("DMM.", "DMM."), ("MPO.", "MPO."), ("LINX.", "LINX."), ("RL.", "R.L."), ("DMN.", "D.M.N."),
    ]

    @Test("Initials missing dots, or dotted with hyphens, get a dot after each letter", arguments: initials)
    func initialsGetDots(raw: String, expected: String) {
        #expect(MatrixGrammar.initials(raw) == expected, "\"\(raw)\"")
    }

    static let suffixes: [(String, Bool)] = [
        ("B1", true), ("3D", true), ("a4", true), ("A 3", true), ("A-4", true), ("2E", true),
        ("AB", false), ("12", false), ("B12", false), ("A1B", false), ("A  3", false), ("A--4", false), ("", false),
        ("B", false), ("Δ1", false), ("B١", false), ("Ä1", false), (" B1", false), ("B1 ", false),
    ]

    @Test("A side suffix is one letter and one digit", arguments: suffixes)
    func sideSuffix(text: String, expected: Bool) {
        #expect(MatrixGrammar.isSideSuffix(text) == expected, "\"\(text)\"")
        // Its letter is found exactly when it is one.
        #expect((MatrixGrammar.sideLetter(of: text) != nil) == expected, "\"\(text)\"")
    }

    @Test func sideLetterOfASuffix() {
        #expect(MatrixGrammar.sideLetter(of: "B1") == "B")
        #expect(MatrixGrammar.sideLetter(of: "3D") == "D")
        #expect(MatrixGrammar.sideLetter(of: "A-4") == "A")
        #expect(MatrixGrammar.sideLetter(of: "a 4") == "a")
        #expect(MatrixGrammar.sideLetter(of: "AB") == nil)
    }
}
