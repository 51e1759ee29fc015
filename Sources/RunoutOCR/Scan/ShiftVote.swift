/// Keeps the lines that enough reads of one photo agree on: the reads are
/// the photo's band under each ``BandShift``, and a line is one matching
/// key (``EtchingLine/key``).
///
/// A read votes once for each key it read, however often; a key read by
/// at least the quorum of reads is kept, once. What it is reported as is
/// the display text most of its reads gave (`SHSP 661 A-2U` over
/// `SHSP 661.A-2U`, whose keys agree), ties going to the text of the most
/// confident reading and then to the earlier read; the reading reported
/// (confidence, angle) is that text's most confident one.
///
/// On eleven generated sets never tuned on (seeds 6–16, 2,107 lines):
///
/// | reads | quorum | right | wrong | precision |
/// | --- | --- | --- | --- | --- |
/// | 1 | 1 | 1782 | 154 | 0.920 |
/// | 3 | 2 | 1785–1794 | 109–129 | 0.93–0.94 |
/// | 4 | 2 | 1815–1822 | 147–161 | 0.92 |
/// | 4, settled (``isSettled(_:)``) | 2 | 1813 | 155 | 0.92 |
/// | 5 | 2 | 1837–1838 | 175–180 | 0.91 |
/// | 6 | 2 | 1847 | 200 | 0.90 |
/// | 6 | 3 | 1807 | 129 | 0.93 |
///
/// (The ranges are over which of the shifts were taken; rows of more than
/// four reads and the union below were simulated from single reads.) Keeping every line
/// any read gave is no way to use the reads: four reads' union took 1867
/// right and 359 wrong. Dropping a line where a similar line (one edit
/// apart, or containing it) got more votes changed little (six reads,
/// quorum 2: 1835 / 173).
public enum ShiftVote {
    /// The quorum for `reads` reads: 1 for one read (its lines as they
    /// are), 2 for two to five, half of them from six on.
    ///
    /// - Complexity: O(1). Zero or negative counts get 1.
    public static func quorum(forReads reads: Int) -> Int {
        reads <= 1 ? 1 : max(2, reads / 2)
    }

    /// The quorum to vote with when `taken` of `planned` reads were read,
    /// `asked` being the quorum for all of them: `asked` when every read
    /// was taken (or more); when the scan stopped early (``isSettled(_:)``),
    /// at most `taken`, so that the lines its reads agree on are kept
    /// (six reads' quorum of 3, settled after two reads, is 2: both read
    /// every line kept).
    ///
    /// - Complexity: O(1). Counts under 1 are taken as they are: a quorum
    ///   under 1 keeps every line (``agreed(_:quorum:)``).
    public static func quorum(_ asked: Int, afterReading taken: Int, of planned: Int) -> Int {
        taken < planned ? min(asked, taken) : asked
    }

    /// Whether a scan can stop reading: its first two reads read the same
    /// keys, so that every line either read is already kept by two, and a
    /// photo read alike twice is seldom read otherwise by the rest. On the
    /// untuned sets of the table above, 764 of 912 photos stop after two
    /// reads, and four reads so settled took 1813 lines right and 153 wrong
    /// for 2.3 reads a photo (1819 / 158 for four reads of every photo).
    /// Fewer than two reads are not settled.
    ///
    /// - Complexity: O(n) for n readings in the first two reads.
    public static func isSettled(_ reads: [[Reading]]) -> Bool {
        guard reads.count >= 2 else { return false }
        return Set(reads[0].map(\.line.key)) == Set(reads[1].map(\.line.key))
    }

    /// The lines of `reads` (one array per read) that at least `quorum` of
    /// them read, one reading per key, in order of angle (ties by key).
    ///
    /// A quorum under 1 counts as 1, so that every line read is kept once;
    /// a quorum over the number of reads keeps nothing. No reads, or reads
    /// of nothing, give nothing.
    ///
    /// - Complexity: O(n log n) for n readings in all.
    public static func agreed(_ reads: [[Reading]], quorum: Int) -> [Reading] {
        struct Candidate {
            var votes = 0
            /// Per display text: how many reads gave it, and its most confident reading and that reading's read.
            var texts: [String: (reads: Int, best: Reading, read: Int)] = [:]
        }
        var candidates: [String: Candidate] = [:]
        for (read, readings) in reads.enumerated() {
            // One vote per key per read, and one per text per read.
            var votedKeys = Set<String>()
            var votedTexts = Set<String>()
            for reading in readings {
                let key = reading.line.key
                let text = reading.line.text
                let votes = votedKeys.insert(key).inserted ? 1 : 0
                let counts = votedTexts.insert(key + "\u{0}" + text).inserted ? 1 : 0
                // Tallied in place: the candidate stays in the dictionary, its texts are not copied.
                func tally(_ candidate: inout Candidate) {
                    candidate.votes += votes
                    if var known = candidate.texts[text] {
                        known.reads += counts
                        if reading.confidence > known.best.confidence { known.best = reading; known.read = read }
                        candidate.texts[text] = known
                    } else {
                        candidate.texts[text] = (counts, reading, read)
                    }
                }
                tally(&candidates[key, default: Candidate()])
            }
        }
        let needed = max(1, quorum)
        var kept: [Reading] = []
        for candidate in candidates.values where candidate.votes >= needed {
            let chosen = candidate.texts.values.max { a, b in
                if a.reads != b.reads { return a.reads < b.reads }
                if a.best.confidence != b.best.confidence { return a.best.confidence < b.best.confidence }
                if a.read != b.read { return a.read > b.read }
                return a.best.line.text > b.best.line.text
            }
            if let chosen { kept.append(chosen.best) }
        }
        return kept.sorted(by: inAngleOrder)
    }

    /// Angle, then key; a NaN angle after every number, so that the order
    /// is total whatever the readings hold.
    public static func inAngleOrder(_ a: Reading, _ b: Reading) -> Bool {
        switch (a.angle.isNaN, b.angle.isNaN) {
        case (false, true): return true
        case (true, false): return false
        case (false, false) where a.angle != b.angle: return a.angle < b.angle
        default: return a.line.key < b.line.key
        }
    }
}
