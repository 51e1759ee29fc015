import RunoutOCR
import TestSupport
import Testing

/// Weighing readings of one segment: agreement, the medoid reading, lexicon
/// snapping, the score and the acceptance rule.
@Suite("LineVerdict")
struct LineVerdictTests {
    @Test func threeIdenticalReadingsAgreeFully() throws {
        let verdict = try #require(LineVerdict.judge([("SP 8768 B1", 0.5), ("SP 8768 B1", 0.7), ("SP 8768 B1", 0.6)]))
        #expect(verdict.agreement == 1)
        #expect(verdict.line.text == "SP 8768 B1")
        #expect(abs(verdict.engineConfidence - 0.6) < 1e-12)
        #expect(verdict.shape == .matrix)
        #expect(!verdict.snapped)
        #expect(verdict.isAccepted, "unanimous readings of a matrix number")
        // The same readings less sure of themselves score lower.
        let unsure = try #require(LineVerdict.judge([("SP 8768 B1", 0.1), ("SP 8768 B1", 0.1), ("SP 8768 B1", 0.1)]))
        #expect(unsure.score < verdict.score)
    }

    /// (readings, whether they agree fully): a character written twice in a
    /// row is the decoder stuttering, and agrees; any other difference does not.
    static let stutters: [([String], Bool)] = [
        (["7YCE 84355-4", "77YCE 84355-4", "7YCE 84355-4"], true),
        (["7YCE 59709-5", "7YCE 59709-5", "7YCE 597009-5"], true),
        (["SP 8768 B1", "SP 8768 B11", "SP 8768 B1"], true),  // at the end
        (["SSP 8768 B1", "SP 8768 B1", "SP 8768 B1"], true),  // at the start
        (["7TXCE 78274-1", "7XCE 78274-1", "7XCE 78274-1"], false),  // an inserted glyph, not a repeat
        (["7YCE 84355-4", "7YCE 84855-4", "7YCE 84355-4"], false),  // a substitution
        (["YEX 803-1", "YEX 803-I1", "YEX 803-1"], false),  // I and 1 fold alike in the key, but differ as read
        (["SP 8768 B1", "SP 8768 B111", "SP 8768 B1"], false),  // two extra
    ]

    @Test("A stuttered reading agrees with the one it repeats a glyph of", arguments: stutters)
    func stutterAgrees(readings: [String], agrees: Bool) throws {
        let verdict = try #require(LineVerdict.judge(readings.map { ($0, 0.7) }))
        let majority = readings.first { reading in readings.filter { $0 == reading }.count >= 2 }
        #expect(verdict.line.text == majority, "\(readings)")
        #expect((verdict.agreement == 1) == agrees, "\(readings): \(verdict.agreement)")
        #expect(verdict.isAccepted == agrees, "\(readings): a matrix at 0.7 needs every reading to agree")
    }

    /// Words that resemble a lexicon mark without matching it are a misread
    /// mark (`STERUNG`: `LI` read as `U`), not a name: not reported, however
    /// sure the engine is; other words are.
    /// (text, whether it is a bare number: a fragment never reported)
    static let bareNumbers: [(String, Bool)] = [
        ("812", true), ("67", true), ("2708", true), ("12345", true),
        ("1", false), ("123456", false), ("812A", false), ("3C 812", false), ("Δ8123", false), ("81-2", false),
        ("8 12", false), ("", false), ("١٢٣", false), ("A1", false),
    ]

    @Test("Two to five digits alone are a fragment", arguments: bareNumbers)
    func bareNumbersAreFragments(text: String, bare: Bool) throws {
        #expect(LineVerdict.isBareNumber(text) == bare, "\(text)")
        // However sure and however corroborated, a bare number is not reported.
        guard bare else { return }
        var verdict = try #require(LineVerdict.judge([(text, 0.99), (text, 0.99), (text, 0.99)]))
        #expect(!verdict.isAccepted)
        verdict.corroborated = true
        #expect(!verdict.isAccepted)
    }

    @Test func wordsLikeAMarkAreNotReportedAsWords() throws {
        let misread = try #require(LineVerdict.judge([("STERUNG", 0.95), ("STERUNG", 0.95), ("STERUNG", 0.95)]))
        #expect(misread.shape == .words && !misread.isAccepted)
        let name = try #require(LineVerdict.judge([("XQZ WVK", 0.95), ("XQZ WVK", 0.95), ("XQZ WVK", 0.95)]))
        #expect(name.shape == .words && name.isAccepted)
    }

    /// A side suffix written with a hyphen is judged as one written without.
    @Test func aHyphenatedSideSuffixNeedsWhatAnyOtherNeeds() throws {
        for (text, confidence, accepted) in [("A-4", 0.45, true), ("B1", 0.45, true), ("C-1", 0.39, false), ("AB", 0.7, false)] {
            let verdict = try #require(LineVerdict.judge([(text, confidence), (text, confidence), (text, confidence)]))
            #expect(verdict.isAccepted == accepted, "\(text) at \(confidence)")
        }
    }

    /// Readings are corrected by the matrix grammar before they are
    /// compared: `S03-95985-F7` and `SO3-95985-F7` are the same reading.
    @Test func readingsAgreeAfterTheGrammarsCorrections() throws {
        let verdict = try #require(LineVerdict.judge([("S03-95985-F7", 0.7), ("SO3-95985-F7", 0.7), ("S03-95985-F7", 0.7)]))
        #expect(verdict.line.text == "SO3-95985-F7" && verdict.agreement == 1 && verdict.isAccepted)
        let suffix = try #require(LineVerdict.judge([("SHVL 5081 8-1", 0.7), ("SHVL 5081 B-1", 0.7), ("SHVL 5081 8 -1", 0.7)]))
        #expect(suffix.line.text == "SHVL 5081 B-1" && suffix.agreement == 1, "\(suffix.line.text) \(suffix.agreement)")
    }

    @Test func theMedoidReadingIsReported() throws {
        // "YEX 773-1" is one edit from each of the others; they are two apart.
        let verdict = try #require(LineVerdict.judge([("YEX 778-1", 0.9), ("YEX 773-1", 0.1), ("YEX 773-l", 0.9)]))
        #expect(verdict.line.text == "YEX 773-1")
        #expect(verdict.agreement < 1 && verdict.agreement > 0.8, "\(verdict.agreement)")
    }

    @Test func tiesGoToTheEtchingLikeThenTheConfident() throws {
        // Two readings are always tied on distance.
        let shape = try #require(LineVerdict.judge([("HXQ", 0.9), ("SP 8768 B1", 0.1)]))
        #expect(shape.line.text == "SP 8768 B1", "the matrix shape beats the short code")
        let confident = try #require(LineVerdict.judge([("YEX 773-1", 0.2), ("YEX 778-1", 0.8)]))
        #expect(confident.line.text == "YEX 778-1")
    }

    @Test func oneWrongLetterInAMarkIsSnapped() throws {
        let verdict = try #require(LineVerdict.judge([("STERLlNG", 0.3), ("STERLlNG", 0.4), ("STERLlNG", 0.2)]))
        #expect(verdict.line.text == "STERLING")
        #expect(verdict.line.key == "STERLING")
        #expect(verdict.snapped)
        #expect(verdict.shape == .mark)
        let exact = try #require(LineVerdict.judge([("STERLING", 0.3)]))
        #expect(!exact.snapped, "an exact mark is not snapped")
    }

    @Test("Noise alone gives no verdict", arguments: [[], [""], ["||||", "1", "  "], ["....", "~~~~"]] as [[String]])
    func noiseGivesNil(texts: [String]) {
        #expect(LineVerdict.judge(texts.map { ($0, 0.9) }) == nil, "\(texts)")
    }

    @Test func aReadingThatIsNoiseAbstainsBesideTwoLegibleOnes() throws {
        let verdict = try #require(LineVerdict.judge([("SP 8768 B1", 0.6), ("SP 8768 B1", 0.6), ("||||", 0.0)]))
        #expect(verdict.line.text == "SP 8768 B1")
        #expect(verdict.agreement == 1, "\(verdict.agreement)")
        #expect(abs(verdict.engineConfidence - 0.4) < 1e-12, "the noise reading's confidence still counts")
        // Two legible readings that differ still disagree.
        let split = try #require(LineVerdict.judge([("EMI", 0.9), ("EML", 0.9), ("", 0)]))
        #expect(split.agreement < 1, "\(split.agreement)")
    }

    @Test func aReadingThatIsNoiseCountsAsDisagreementOtherwise() throws {
        // One legible reading: the noise ones are evidence against it.
        let lone = try #require(LineVerdict.judge([("SP 8768 B1", 0.6), ("||||", 0.0), ("", 0.0)]))
        #expect(lone.agreement == 0, "\(lone.agreement)")
        // A single letter, which grain imitates, needs every reading.
        let letter = try #require(LineVerdict.judge([("S", 0.9), ("S", 0.9), ("", 0)]))
        #expect(abs(letter.agreement - 1.0 / 3) < 1e-12, "\(letter.agreement)")
        #expect(!letter.isAccepted)
    }

    @Test("Noise abstains only beside two or more legible readings of two or more characters")
    func noiseAbstainsRule() {
        func keys(_ texts: [String?]) -> [[Character]?] { texts.map { $0.map(Array.init) } }
        #expect(LineVerdict.noiseAbstains(keys(["EMI", "EMI", nil])))
        #expect(LineVerdict.noiseAbstains(keys(["EMI", "EML"])))
        #expect(!LineVerdict.noiseAbstains(keys(["EMI", nil, nil])))
        #expect(!LineVerdict.noiseAbstains(keys(["S", "S", nil])))
        #expect(!LineVerdict.noiseAbstains(keys(["EMI", "S", nil])))
        #expect(!LineVerdict.noiseAbstains(keys([])))
        #expect(!LineVerdict.noiseAbstains(keys([nil, nil])))
    }

    @Test func matrixAndInitialsGrammarApply() throws {
        #expect(LineVerdict.judge([("SP 8768 81", 0.5)])?.line.text == "SP 8768 B1")
        let initials = try #require(LineVerdict.judge([("RA.", 0.5), ("RA.", 0.5)]))
        #expect(initials.line.text == "R.A.")
        #expect(initials.shape == .initials)
        let mark = try #require(LineVerdict.judge([("DMM.", 0.5), ("DMM.", 0.5)]))
        #expect(mark.line.text == "DMM", "a lexicon mark's speck is no initials' dot")
        #expect(mark.shape == .mark)
        #expect(LineVerdict.judge([("UPV -661310-B", 0.5)])?.line.text == "UPV-661310-B", "spaces beside hyphens go")
    }

    @Test func acceptanceNeedsScoreAndTwoKeyCharacters() throws {
        // A single confident letter, read the same every time, is too short.
        let letter = try #require(LineVerdict.judge([("B", 1), ("B", 1), ("B", 1)]))
        #expect(letter.agreement == 1)
        #expect(!letter.isAccepted)
        #expect(letter.shape != .mark)
        // A snapped mark read the same every time is reported.
        let mark = try #require(LineVerdict.judge([("STERLlNG", 0.2), ("STERLlNG", 0.2)]))
        #expect(mark.isAccepted, "score \(mark.score)")
        // Grain read as letters: irregular and unsure.
        let grain = try #require(LineVerdict.judge([("SS", 0)]))
        #expect(grain.shape == .irregular)
        #expect(!grain.isAccepted, "score \(grain.score)")
        // Disagreeing readings of a word, no confidence.
        let unsure = try #require(LineVerdict.judge([("HELLO", 0), ("WORLD", 0), ("QUIET", 0)]))
        #expect(!unsure.isAccepted, "score \(unsure.score)")
    }

    @Test("A plant-code letter needs every reading and a fair confidence", arguments: ["P", "T", "S", "G", "W"])
    func plantCodeLetter(letter: String) throws {
        let sure = try #require(LineVerdict.judge([(letter, 0.6), (letter, 0.5), (letter, 0.7)]))
        #expect(sure.shape == .mark && sure.isAccepted, "\(letter): \(sure)")
        // One reading at no confidence still leaves a fair mean (0.69, 0.78, 0).
        let fair = try #require(LineVerdict.judge([(letter, 0.69), (letter, 0.78), (letter, 0)]))
        #expect(fair.isAccepted, "\(letter): confidence \(fair.engineConfidence)")
        let unsure = try #require(LineVerdict.judge([(letter, 0.1), (letter, 0.2), (letter, 0.3)]))
        #expect(!unsure.isAccepted, "\(letter): confidence \(unsure.engineConfidence)")
        let grain = try #require(LineVerdict.judge([(letter, 0), (letter, 0), (letter, 0)]))
        #expect(!grain.isAccepted, "\(letter): confidence \(grain.engineConfidence)")
        let split = try #require(LineVerdict.judge([(letter, 0.9), (letter, 0.9), ("M", 0.9)]))
        #expect(!split.isAccepted, "\(letter): agreement \(split.agreement)")
    }

    @Test func aLoneSideSuffixNeedsLessConfidenceThanOtherShortCodes() throws {
        let suffix = try #require(LineVerdict.judge([("B1", 0.65), ("B1", 0.6), ("B1", 0.7)]))
        #expect(suffix.shape == .shortCode && suffix.isAccepted, "\(suffix)")
        let code = try #require(LineVerdict.judge([("XK", 0.65), ("XK", 0.6), ("XK", 0.7)]))
        #expect(code.shape == .shortCode && !code.isAccepted, "\(code)")
        let split = try #require(LineVerdict.judge([("B1", 0.9), ("B1", 0.9), ("E1", 0.9)]))
        #expect(!split.isAccepted, "\(split)")
    }

    static let sideSuffixes: [(String, Double, Bool)] = [
        // The sides of up to three discs need 0.4.
        ("B1", 0.45, true), ("3D", 0.4, true), ("C-1", 0.5, true), ("F2", 0.42, true), ("B1", 0.35, false),
        // Other letters 0.6.
        ("G2", 0.55, false), ("3H", 0.55, false), ("V7", 0.45, false), ("G2", 0.65, true),
        // Not a side suffix: 0.85.
        ("XK", 0.65, false), ("XK", 0.9, true), ("B12", 0.7, false),
    ]

    @Test("A lone side suffix of the first sides needs least confidence", arguments: sideSuffixes)
    func sideSuffixConfidence(text: String, confidence: Double, accepted: Bool) throws {
        let verdict = try #require(LineVerdict.judge([(text, confidence), (text, confidence), (text, confidence)]))
        #expect(verdict.isAccepted == accepted, "\(text) at \(confidence): \(verdict)")
    }

    @Test("The score stays in 0...1", arguments: 0..<20 as Range<UInt64>)
    func scoreInRange(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<50 {
            let readings = Self.randomReadings(&generator)
            guard let verdict = LineVerdict.judge(readings) else { continue }
            #expect((0...1).contains(verdict.score), "seed \(seed): \(readings) → \(verdict.score)")
            #expect((0...1).contains(verdict.agreement), "seed \(seed): \(readings)")
        }
    }

    @Test("The order of the readings does not change the verdict", arguments: 0..<40 as Range<UInt64>)
    func orderDoesNotMatter(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let readings = Self.randomReadings(&generator)
        let verdict = LineVerdict.judge(readings)
        for _ in 0..<6 {
            let shuffled = readings.shuffled(using: &generator)
            let other = LineVerdict.judge(shuffled)
            #expect(other?.line == verdict?.line, "seed \(seed): \(readings) vs \(shuffled)")
            if let a = verdict?.score, let b = other?.score {
                #expect(abs(a - b) < 1e-9, "seed \(seed): \(readings) vs \(shuffled)")
            }
        }
    }

    /// Two to five variants of a matrix-like line with a character changed
    /// here and there, each with a distinct confidence.
    static func randomReadings(_ generator: inout SeededGenerator) -> [(text: String, confidence: Double)] {
        let bases = ["SP 8768 B1", "YEX 773-1", "STERLING", "A1", "R.A.", "CBS 62979 2B", "PORKY PRIME CUT"]
        let base = Array(bases.randomElement(using: &generator) ?? "A1")
        let alphabet = Array("ABIl1O08S -.")
        let count = Int.random(in: 2...5, using: &generator)
        var confidences = Set<Double>()
        while confidences.count < count { confidences.insert(Double.random(in: 0...1, using: &generator)) }
        return confidences.sorted().map { confidence in
            var characters = base
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                let index = Int.random(in: 0..<characters.count, using: &generator)
                characters[index] = alphabet.randomElement(using: &generator) ?? "A"
            }
            return (String(characters), confidence)
        }
    }
}

/// A line whose readings end in a hyphen: the segment cut it short.
@Suite("LineVerdict, cut short")
struct LineVerdictCutShortTests {
    static let cutShort = ["TML-", "AL-A-325713--", "812-", "R.P.B-", "TML- ", "Δ9567-", "X-"]
    static let notCutShort = ["B2 -", "TML", "TML-M", "-TML", "--", "-", "", " ", "A.-", "Δ9567 -", "A - -"]

    @Test("A hyphen straight after a glyph ends a cut-short reading", arguments: cutShort)
    func cut(text: String) {
        #expect(LineVerdict.isCutShort(text))
    }

    @Test("A hyphen apart, inside, or after no glyph is no cut", arguments: notCutShort)
    func notCut(text: String) {
        #expect(!LineVerdict.isCutShort(text))
    }

    @Test func mostReadingsCutShortAreNotAccepted() throws {
        let cut = try #require(LineVerdict.judge([("TML-", 0.9), ("TML-", 0.9), ("TML-", 0.9)]))
        #expect(cut.line.text == "TML", "the hyphen is still dropped from the text")
        #expect(cut.endsInHyphen)
        #expect(!cut.isAccepted)
        var corroborated = cut
        corroborated.corroborated = true
        #expect(!corroborated.isAccepted, "a second reader does not make a cut line whole")
        let once = try #require(LineVerdict.judge([("TML-", 0.9), ("TML", 0.9), ("TML", 0.9)]))
        #expect(!once.endsInHyphen)
        #expect(once.isAccepted, "one reading in three ending so is a speck")
        let half = try #require(LineVerdict.judge([("SP 8768 B1-", 0.9), ("SP 8768 B1", 0.9)]))
        #expect(!half.endsInHyphen, "it takes more than half")
    }
}
