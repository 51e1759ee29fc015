/// Mastering, cutting and pressing-plant marks as they are stamped or
/// etched in real dead wax and written in Discogs' Matrix / Runout field.
///
/// A reading within a small edit distance of one of these is taken to be
/// it: the engine's model has no notion of these words, and one wrong
/// letter in `STERLlNG` is far likelier than a new mark.
public enum MarkLexicon {
    /// The marks, upper case, as written in catalogues.
    public static let marks: [String] = [
        // Mastering studios and their stamps.
        "STERLING", "STERLING RL", "STERLING LH", "STERLING TJ", "STERLING GM", "MASTERDISK", "MASTERDISK RL", "MASTERDISK RKS", "PORKY PRIME CUT",
        "PORKY", "PECKO DUCK", "A PORKY PRIME CUT", "TML", "TML-M", "TML-S", "TML-X", "THE MASTERING LAB",
        "BELL SOUND", "BELLSOUND", "ARTISAN", "KENDUN", "FRANKFORD WAYNE", "FRANKFORD/WAYNE", "GATEWAY",
        "MASTERED BY CAPITOL", "CAPITOL", "CAPITOL CUSTOM", "CBS", "EMI", "UNION SQUARE", "TOWNHOUSE",
        "METROPOLIS", "ELECTRIC LADY", "TRUTONE", "DAMONT", "LINX", "CHOPS", "SST", "HAECO-CSG", "DMM",
        "NIMBUS", "CUTTING ROOM", "A&M", "MASTERED BY", "RL", "RLW", "BG", "JW", "TJ", "KP", "PR",
        // Pressing plants.
        "SONOPRESS", "ALLIED", "OPTIMAL", "MPO", "GZ", "PALLAS", "PRESSWELL", "PITMAN", "MONARCH", "SRC",
        "SPECIALTY", "RTI", "RECORD TECHNOLOGY", "LYREC", "PHILIPS", "PHONODISC", "DECCA", "ORLAKE",
        "TAPE ONE", "WEA", "EMI UK", "KEEL", "DISCOPHON", "TOPPAN", "JVC", "CBS/SONY", "STRAIGHT",
        // A pressing's country, etched beside the number.
        "MADE IN USA", "MADE IN ENGLAND", "MADE IN GERMANY", "MADE IN HOLLAND", "MADE IN CANADA", "MADE IN JAPAN",
        // Single-letter plant codes (Columbia's Pitman, Terre Haute, Santa
        // Maria and Carrollton; Winchester). ``LineVerdict`` asks more of a
        // one-letter reading than of any other mark.
        "P", "T", "S", "G", "W",
    ]

    private static let keys: [(mark: String, characters: [Character])] = marks.map { ($0, Array($0)) }

    /// The lexicon mark a reading most likely is, with its edit distance:
    /// an exact match (0), or one within one edit for marks of 5+ letters,
    /// two edits for marks of 9+ and a quarter of the length for marks of
    /// 12+ (`A PORKY ME CUT` is `A PORKY PRIME CUT`, three edits off), when
    /// the reading can be the mark misread (``isMisreading(_:of:)``). Short
    /// marks match only exactly. A reading as near two marks, spaces aside
    /// too, matches neither: `STERLING L` is one edit from `STERLING LH` and
    /// from `STERLING RL`, and was snapped to the one listed first.
    ///
    /// - Complexity: O(m · n · k) for k marks of length m and a reading of length n, banded.
    public static func match(_ text: String) -> (mark: String, distance: Int)? {
        let upper = text.uppercased()
        let characters = Array(upper)
        let letters = characters.filter { $0 != " " }
        var best: (mark: String, distance: Int, lettersDistance: Int)?
        // Whether another mark is as near as the best, in both measures.
        var tied = false
        for (mark, markCharacters) in keys {
            let allowed = Self.allowedEdits(forMarkOfLength: markCharacters.count)
            guard abs(markCharacters.count - characters.count) <= allowed else { continue }
            if allowed == 0 {
                if markCharacters == characters { return (mark, 0) }
                continue
            }
            guard let distance = characters.editDistance(to: markCharacters, atMost: allowed),
                  distance <= (best?.distance ?? Int.max), Self.isMisreading(upper, of: mark)
            else { continue }
            // Ties go to the mark whose letters, spaces aside, are nearer:
            // a reader drops and adds spaces more readily than glyphs
            // (`APORKY PRINE CUT` is `A PORKY PRIME CUT`, not `PORKY PRIME CUT`).
            let lettersDistance = letters.editDistance(to: markCharacters.filter { $0 != " " })
            if let best, distance == best.distance, lettersDistance >= best.lettersDistance {
                if lettersDistance == best.lettersDistance { tied = true }
                continue
            }
            best = (mark, distance, lettersDistance)
            tied = false
            if distance == 0 { break }
        }
        return tied ? nil : best.map { ($0.mark, $0.distance) }
    }

    /// Whether a near miss `reading` can be `mark` misread rather than
    /// another line that shares most of its letters: it has no word of
    /// digits the mark lacks (`TOWNHOUSE 2` is not `TOWNHOUSE`), and, when
    /// it has as many words as the mark, every word of the mark of three
    /// characters or fewer is read at most one glyph off (`STERLING LH`,
    /// an engineer's initials, is not `STERLING RL`; `STERLING R` is). A
    /// misread changes glyphs, not words: within the edits a long mark
    /// allows, a short word can be replaced whole.
    ///
    /// - Complexity: O(n · m) in the two texts.
    static func isMisreading(_ reading: String, of mark: String) -> Bool {
        let words = reading.split(separator: " ")
        let markWords = mark.split(separator: " ")
        let markDigitWords = Set(markWords.filter { $0.allSatisfy(\.isNumber) })
        if words.contains(where: { word in word.allSatisfy(\.isNumber) && !markDigitWords.contains(word) }) {
            return false
        }
        guard words.count == markWords.count else { return true }
        return zip(words, markWords).allSatisfy { word, markWord in
            markWord.count > 3 || Array(word).editDistance(to: Array(markWord), atMost: 1) != nil
        }
    }

    /// Whether a run of `text`'s words (split at spaces) is a lexicon mark
    /// of `length` characters or more, exactly, case aside: `TOWNHOUSE 2`
    /// holds `TOWNHOUSE`, `MASTERDISK RL` holds `MASTERDISK` and
    /// `MASTERDISK RL`. A mark spelled whole is seldom an accident of a
    /// misread: the line turned half a turn reads as letters too
    /// (`Z ASNOHNMOL`), but not as a studio's name. Empty text and a
    /// `length` past every mark hold none.
    ///
    /// - Complexity: O(w² × n) for w words in a text of n characters
    ///   (set lookups of each run of words).
    public static func holdsMark(_ text: String, ofAtLeast length: Int) -> Bool {
        let words = text.uppercased().split(separator: " ")
        for start in words.indices {
            for end in (start + 1)...words.count {
                let run = words[start..<end].joined(separator: " ")
                if run.count >= length, markSet.contains(run) { return true }
            }
        }
        return false
    }

    /// Whether `text` is one of the ``marks`` exactly, case and all
    /// (`DMM`; not `dmm`, not `DMM.`).
    ///
    /// - Complexity: O(n) for a text of n characters: one set lookup.
    public static func isMark(_ text: String) -> Bool {
        markSet.contains(text)
    }

    private static let markSet = Set(marks)

    /// The edits ``match(_:)`` allows on a mark of `length` characters: 0
    /// under 5, 1 from 5, 2 from 9, and a quarter of the length from 12
    /// (3 for `PORKY PRIME CUT`, 4 for `MASTERED BY CAPITOL`). A reading
    /// that many edits from a long mark is still far from every other
    /// line a runout carries; on nine labelled sets, the quarter added
    /// three right snaps and no wrong one.
    static func allowedEdits(forMarkOfLength length: Int) -> Int {
        length >= 12 ? length / 4 : length >= 9 ? 2 : length >= 5 ? 1 : 0
    }

    /// The most edits, as a share of a mark's length, at which a reading
    /// still ``resembles(_:)`` the mark.
    public static let resemblance = 0.4

    /// Whether `text` may be a lexicon mark the engine misread: within
    /// ``resemblance`` of the length (rounded down, at least one edit) of a
    /// mark of three or more characters, case aside. Much looser than
    /// ``match(_:)``, which decides what a reading is; this only says a
    /// second look may be worth its cost. Empty text and one- or
    /// two-letter marks never resemble anything.
    ///
    /// - Complexity: O(m · n · k) for k marks of length m and a reading of length n, banded.
    public static func resembles(_ text: String) -> Bool {
        let characters = Array(text.uppercased())
        guard !characters.isEmpty else { return false }
        for (_, markCharacters) in keys where markCharacters.count >= 3 {
            let allowed = max(1, Int(Double(markCharacters.count) * resemblance))
            guard abs(markCharacters.count - characters.count) <= allowed else { continue }
            if characters.editDistance(to: markCharacters, atMost: allowed) != nil { return true }
        }
        return false
    }
}
