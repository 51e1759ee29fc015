/// Runs `body` once for every value, labelled, so that a failing expectation
/// inside can say which value broke it (the swift-collections `withEvery` idiom).
///
///     withEvery("seed", in: 0..<100) { seed in ... }
public func withEvery<S: Sequence>(
    _ label: String, in values: S, _ body: (S.Element) throws -> Void
) rethrows {
    for value in values {
        try body(value)
    }
}

/// Awkward doubles every pure function should survive: zero, signs, the
/// extremes, NaN and the infinities.
public let degenerateDoubles: [Double] = [
    0, -0.0, 1, -1, 1e-12, -1e-12, 1e12, -1e12, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, .nan, .infinity, -.infinity,
]

/// Each of `bases` with its nearest representable neighbours: for every
/// base, `base` twice, then `base.nextUp` and `base.nextDown`, and so on
/// for `steps` rounds, so that a rounding or clamping rule is tried on
/// both sides of every threshold it has.
///
/// - Complexity: O(bases × steps).
public func withNeighbours<T: BinaryFloatingPoint>(_ bases: [T], steps: Int) -> [T] {
    var values: [T] = []
    values.reserveCapacity(bases.count * max(0, steps) * 2)
    for base in bases {
        var (up, down) = (base, base)
        for _ in 0..<max(0, steps) {
            values += [up, down]
            up = up.nextUp
            down = down.nextDown
        }
    }
    return values
}
