/// Disjoint sets over the elements `0..<count`: which of them have been
/// joined, directly or through others (union–find with path halving).
///
/// Joining is not balanced by size: `union(a, b)` hangs `a`'s root under
/// `b`'s, so callers that group by root see a fixed, documented result.
struct DisjointSets {
    private var parent: [Int]

    /// `count` elements, each in a set of its own; none for a count of 0 or less.
    init(count: Int) {
        parent = Array(0..<max(0, count))
    }

    /// The number of elements.
    var count: Int { parent.count }

    /// The representative of the set holding `element`, which must be in
    /// `0..<count`.
    ///
    /// - Complexity: amortized O(log n); each call halves the paths it walks.
    mutating func root(_ element: Int) -> Int {
        var element = element
        while parent[element] != element {
            parent[element] = parent[parent[element]]
            element = parent[element]
        }
        return element
    }

    /// Joins the sets of `a` and `b` (both in `0..<count`): `a`'s root is
    /// hung under `b`'s. Nothing changes when they are already one set.
    ///
    /// - Complexity: that of two ``root(_:)`` calls.
    mutating func union(_ a: Int, _ b: Int) {
        let rootOfA = root(a)
        let rootOfB = root(b)
        parent[rootOfA] = rootOfB
    }
}
