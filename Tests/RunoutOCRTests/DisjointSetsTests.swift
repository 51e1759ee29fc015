@testable import RunoutOCR
import TestSupport
import Testing

/// Union–find against a plain reachability search.
@Suite("DisjointSets")
struct DisjointSetsTests {
    @Test("Two elements share a root exactly when joined through some chain", arguments: 0..<30 as Range<UInt64>)
    func matchesReachability(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let count = 1 + Int(random.next() % 40)
        var sets = DisjointSets(count: count)
        var edges = [[Int]](repeating: [], count: count)
        for _ in 0..<Int(random.next() % 50) {
            let a = Int(random.next() % UInt64(count)), b = Int(random.next() % UInt64(count))
            sets.union(a, b)
            edges[a].append(b)
            edges[b].append(a)
        }
        for start in 0..<count {
            var reached: Set<Int> = [start]
            var queue = [start]
            while let next = queue.popLast() {
                for other in edges[next] where reached.insert(other).inserted { queue.append(other) }
            }
            for other in 0..<count {
                #expect((sets.root(start) == sets.root(other)) == reached.contains(other), "seed \(seed): \(start), \(other)")
            }
        }
    }

    @Test func unionHangsTheFirstRootUnderTheSecond() {
        var sets = DisjointSets(count: 4)
        sets.union(0, 1)
        #expect(sets.root(0) == 1)
        sets.union(2, 0)
        #expect(sets.root(2) == 1)
        sets.union(1, 1)
        #expect(sets.root(1) == 1 && sets.root(3) == 3)
    }

    @Test("Empty and negative counts hold nothing", arguments: [0, -1, Int.min])
    func empty(count: Int) {
        #expect(DisjointSets(count: count).count == 0)
    }
}
