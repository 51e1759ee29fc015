// Levenshtein edit distance: the number of single-element insertions,
// deletions and substitutions that turn one sequence into another.
//
// On `String` the elements are `Character`s (extended grapheme clusters), so
// `"é"` is one element whether it is stored precomposed or as `e` + U+0301,
// and an emoji flag is one element: the distance counts what a reader sees.

extension Collection where Element: Equatable {
    /// The Levenshtein edit distance from this collection to `other`.
    ///
    ///     "YEX 773-1".editDistance(to: "YEX 778-l")   // 2
    ///
    /// Empty collections are fine: the distance to an empty collection is the
    /// other's length. The result is symmetric and never exceeds the longer
    /// length.
    ///
    /// - Complexity: O(*n*·*m*) time and O(min(*n*, *m*)) extra memory (one row
    ///   of the dynamic-programming table), plus O(*n* + *m*) to copy both
    ///   sides into arrays.
    public func editDistance<Other: Collection>(to other: Other) -> Int
    where Other.Element == Element {
        Levenshtein.distance(Array(self), Array(other))
    }

    /// The Levenshtein edit distance from this collection to `other` when it
    /// is at most `limit`, else `nil`.
    ///
    ///     "YEX 773-1".editDistance(to: "YEX 778-l", atMost: 1)   // nil
    ///
    /// A negative `limit` always gives `nil`. Use this to test nearness: it
    /// only fills a band of 2·`limit` + 1 diagonals and stops as soon as every
    /// cell of a row exceeds `limit`.
    ///
    /// - Complexity: O(max(*n*, *m*)·`limit`) time, O(min(*n*, *m*)) extra
    ///   memory, and O(1) when the lengths differ by more than `limit`
    ///   (for random-access collections).
    public func editDistance<Other: Collection>(to other: Other, atMost limit: Int) -> Int?
    where Other.Element == Element {
        guard limit >= 0, abs(count - other.count) <= limit else { return nil }
        return Levenshtein.distance(Array(self), Array(other), atMost: limit)
    }
}

/// The dynamic-programming kernels behind `editDistance(to:)`.
enum Levenshtein {
    /// The full distance between two arrays, keeping one row of the table.
    static func distance<E: Equatable>(_ a: [E], _ b: [E]) -> Int {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        guard !short.isEmpty else { return long.count }
        var row = Array(0...short.count)
        for (i, element) in long.enumerated() {
            var diagonal = row[0]
            row[0] = i + 1
            for j in 1...short.count {
                let above = row[j]
                let substitution = diagonal + (element == short[j - 1] ? 0 : 1)
                row[j] = Swift.min(above + 1, row[j - 1] + 1, substitution)
                diagonal = above
            }
        }
        return row[short.count]
    }

    /// The distance when it is at most `limit`, else `nil`; only the band of
    /// cells within `limit` of the diagonal is computed (cells outside it hold
    /// `limit + 1`, which stands for "too far").
    static func distance<E: Equatable>(_ a: [E], _ b: [E], atMost limit: Int) -> Int? {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        let n = long.count
        let m = short.count
        guard limit >= 0, n - m <= limit else { return nil }
        guard m > 0 else { return n }
        let tooFar = limit + 1
        var row = [Int](repeating: tooFar, count: m + 1)
        for j in 0...Swift.min(m, limit) {
            row[j] = j
        }
        for i in 1...n {
            let low = Swift.max(1, i - limit)
            let high = Swift.min(m, i + limit)
            var diagonal = row[low - 1]
            row[low - 1] = low == 1 && i <= limit ? i : tooFar
            var rowMinimum = row[low - 1]
            if low <= high {
                for j in low...high {
                    let above = row[j]
                    let substitution = diagonal + (long[i - 1] == short[j - 1] ? 0 : 1)
                    let value = Swift.min(above + 1, row[j - 1] + 1, substitution, tooFar)
                    row[j] = value
                    rowMinimum = Swift.min(rowMinimum, value)
                    diagonal = above
                }
            }
            if rowMinimum > limit { return nil }
        }
        return row[m] <= limit ? row[m] : nil
    }
}
