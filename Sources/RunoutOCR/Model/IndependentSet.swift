/// A maximum independent set of a small graph: the largest set of keys no two
/// of which are near-identical. Its size is the number of distinct etchings
/// the count model reports for one component.
///
/// Why this and not connected components: the number of components can drop
/// when a reading arrives that is near-identical to two earlier, distinct
/// ones (it bridges them), and a count that drops is wrong for a collector
/// watching it grow. The independence number never drops when a vertex is
/// added (an independent set of the smaller graph is one of the larger), and
/// it depends only on the set of keys, not on their order.
///
/// The search is exact branch and reduce: a vertex of degree 0 or 1 is always
/// taken (some maximum set holds it); otherwise it branches on a vertex of
/// highest degree (take it and drop its neighbours, or drop it). Near-cliques,
/// the usual shape of many readings of one etching, resolve in a linear
/// number of steps.
///
/// Bounds, so that a side flooded with noise stays cheap: after
/// `branchBudget` branchings the rest is finished greedily (lowest degree
/// first), and a component of more than `exactLimit` keys is solved greedily
/// outright (each key in order, taken when no neighbour was taken). Either
/// way the result is deterministic, but it may fall short of the maximum,
/// and only then can the count of a side fail to be monotone. Readings of
/// real etchings make components of a few dozen keys at most.
struct IndependentSet {
    /// Branchings allowed per component before finishing greedily.
    static let branchBudget = 2_000
    /// Components with more keys than this are solved greedily.
    static let exactLimit = 64

    /// A maximum independent set of the graph whose vertex `v` has the
    /// neighbours `adjacency[v]`; members in increasing order. Deterministic:
    /// the same graph always gives the same set.
    ///
    /// - Complexity: exponential in the worst case, bounded by
    ///   `branchBudget` branchings of O(*n*²/64) each, *n* ≤ `exactLimit`.
    static func maximum(adjacency: [VertexSet]) -> [Int] {
        guard adjacency.count <= exactLimit else { return greedy(adjacency: adjacency) }
        var search = IndependentSet(adjacency: adjacency, budget: branchBudget)
        return search.maximum(in: .all(adjacency.count)).sorted()
    }

    /// An independent set taken greedily in vertex order.
    ///
    /// - Complexity: O(*n*²/64).
    static func greedy(adjacency: [VertexSet]) -> [Int] {
        var chosen = VertexSet(capacity: adjacency.count)
        var result: [Int] = []
        for (vertex, neighbours) in adjacency.enumerated() where neighbours.intersectionCount(chosen) == 0 {
            chosen.insert(vertex)
            result.append(vertex)
        }
        return result
    }

    private let adjacency: [VertexSet]
    private var budget: Int

    private init(adjacency: [VertexSet], budget: Int) {
        self.adjacency = adjacency
        self.budget = budget
    }

    private mutating func maximum(in candidates: VertexSet) -> [Int] {
        var lowest = (vertex: -1, degree: Int.max)
        var highest = (vertex: -1, degree: -1)
        for vertex in candidates.elements {
            let degree = adjacency[vertex].intersectionCount(candidates)
            if degree < lowest.degree { lowest = (vertex, degree) }
            if degree > highest.degree { highest = (vertex, degree) }
        }
        guard lowest.vertex >= 0 else { return [] }
        if lowest.degree <= 1 || budget <= 0 {
            return [lowest.vertex] + maximum(in: taking(lowest.vertex, from: candidates))
        }
        budget -= 1
        let taken = [highest.vertex] + maximum(in: taking(highest.vertex, from: candidates))
        var without = candidates
        without.remove(highest.vertex)
        let skipped = maximum(in: without)
        return skipped.count > taken.count ? skipped : taken
    }

    /// `candidates` without `vertex` and its neighbours.
    private func taking(_ vertex: Int, from candidates: VertexSet) -> VertexSet {
        var rest = candidates.subtracting(adjacency[vertex])
        rest.remove(vertex)
        return rest
    }
}
