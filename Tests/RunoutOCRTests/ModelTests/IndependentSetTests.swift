import Testing
import TestSupport

@testable import RunoutOCR

@Suite("IndependentSet (model)")
struct IndependentSetTests {
    static func graph(_ count: Int, _ edges: [(Int, Int)]) -> [VertexSet] {
        var adjacency = [VertexSet](repeating: VertexSet(capacity: count), count: count)
        for (a, b) in edges where a != b {
            adjacency[a].insert(b)
            adjacency[b].insert(a)
        }
        return adjacency
    }

    static func isIndependent(_ set: [Int], in adjacency: [VertexSet]) -> Bool {
        set.allSatisfy { a in set.allSatisfy { b in !adjacency[a].contains(b) } }
    }

    @Test func knownGraphs() {
        #expect(IndependentSet.maximum(adjacency: []) == [])
        #expect(IndependentSet.maximum(adjacency: Self.graph(5, [])).count == 5)
        let clique = Self.graph(6, (0..<6).flatMap { a in (0..<6).map { (a, $0) } })
        #expect(IndependentSet.maximum(adjacency: clique).count == 1)
        withEvery("length", in: 1..<12) { length in
            let path = Self.graph(length, (0..<(length - 1)).map { ($0, $0 + 1) })
            #expect(IndependentSet.maximum(adjacency: path).count == (length + 1) / 2, "path \(length)")
        }
        withEvery("length", in: 3..<12) { length in
            let cycle = Self.graph(length, (0..<length).map { ($0, ($0 + 1) % length) })
            #expect(IndependentSet.maximum(adjacency: cycle).count == length / 2, "cycle \(length)")
        }
        let star = Self.graph(5, [(0, 1), (0, 2), (0, 3), (0, 4)])
        #expect(IndependentSet.maximum(adjacency: star) == [1, 2, 3, 4])
    }

    @Test("Agrees with brute force on seeded random graphs")
    func agreesWithBruteForce() {
        withEvery("seed", in: 0..<200) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let count = Int.random(in: 0...11, using: &random)
            let density = Double.random(in: 0...1, using: &random)
            var edges: [(Int, Int)] = []
            for a in 0..<count {
                for b in (a + 1)..<max(count, a + 1) where Double.random(in: 0..<1, using: &random) < density {
                    edges.append((a, b))
                }
            }
            let adjacency = Self.graph(count, edges)
            let found = IndependentSet.maximum(adjacency: adjacency)
            #expect(Self.isIndependent(found, in: adjacency), "seed \(seed)")
            var best = 0
            for mask in 0..<(1 << count) {
                let members = (0..<count).filter { mask & (1 << $0) != 0 }
                if members.count > best, Self.isIndependent(members, in: adjacency) { best = members.count }
            }
            #expect(found.count == best, "seed \(seed)")
        }
    }

    @Test func largeSparseGraphFinishesAndStaysIndependent() {
        var random = SeededGenerator(seed: 7)
        let count = 300
        var edges: [(Int, Int)] = []
        for _ in 0..<(count * 3) {
            edges.append((Int.random(in: 0..<count, using: &random), Int.random(in: 0..<count, using: &random)))
        }
        let adjacency = Self.graph(count, edges)
        let found = IndependentSet.maximum(adjacency: adjacency)
        #expect(Self.isIndependent(found, in: adjacency))
        #expect(found.count > count / 4)
    }
}
