/// A character-level alignment of a truth line with a reading: the edit
/// script of a minimal Levenshtein alignment, for showing what differs.
///
/// Its edit count equals the edit distance the character error rate uses
/// when both sides are given in canonical form.
struct CharacterAlignment: Sendable, Hashable {
    /// One step of the alignment.
    enum Step: Sendable, Hashable {
        /// The same character on both sides.
        case same(Character)
        /// The reading has `read` where the truth has `truth`.
        case substituted(truth: Character, read: Character)
        /// The truth's character is missing from the reading.
        case deleted(Character)
        /// The reading has a character the truth does not.
        case inserted(Character)
    }

    /// The steps, in reading order.
    var steps: [Step]

    /// Aligns `truth` with `reading`. Among minimal alignments it prefers
    /// matches and substitutions over a deletion-insertion pair. Two empty
    /// strings give no steps.
    ///
    /// - Complexity: O(*n*·*m*) time and space for lengths *n* and *m*.
    init(truth: String, reading: String) {
        let t = Array(truth)
        let r = Array(reading)
        let columns = r.count + 1
        var cost = [Int](repeating: 0, count: (t.count + 1) * columns)
        for j in 0...r.count { cost[j] = j }
        if !t.isEmpty {
            for i in 1...t.count {
                cost[i * columns] = i
                if r.isEmpty { continue }
                for j in 1...r.count {
                    let diagonal = cost[(i - 1) * columns + j - 1] + (t[i - 1] == r[j - 1] ? 0 : 1)
                    let up = cost[(i - 1) * columns + j] + 1
                    let left = cost[i * columns + j - 1] + 1
                    cost[i * columns + j] = min(diagonal, up, left)
                }
            }
        }
        var steps: [Step] = []
        var i = t.count
        var j = r.count
        while i > 0 || j > 0 {
            let here = cost[i * columns + j]
            if i > 0, j > 0, here == cost[(i - 1) * columns + j - 1] + (t[i - 1] == r[j - 1] ? 0 : 1) {
                steps.append(t[i - 1] == r[j - 1] ? .same(t[i - 1]) : .substituted(truth: t[i - 1], read: r[j - 1]))
                i -= 1
                j -= 1
            } else if i > 0, here == cost[(i - 1) * columns + j] + 1 {
                steps.append(.deleted(t[i - 1]))
                i -= 1
            } else {
                steps.append(.inserted(r[j - 1]))
                j -= 1
            }
        }
        self.steps = steps.reversed()
    }

    /// The number of steps that are not `.same`: the edit distance.
    var edits: Int {
        steps.count { if case .same = $0 { false } else { true } }
    }
}
