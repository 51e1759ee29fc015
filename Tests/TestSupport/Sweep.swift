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
