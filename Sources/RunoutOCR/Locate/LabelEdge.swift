/// Which brightness step about a record's centre is its label's edge when
/// no ring was given, each step weighed by the texture on either side of it.
///
/// The strongest step (``RecordLocator/labelStep(in:atLeast:)``) is the
/// label's edge on most photos, but not on a label about as dark as the
/// wax (navy, black, a dark half of a two-tone label): its step is then a
/// few grey levels, and the strongest is where the grooves start, the
/// disc's rim, or a line in the grooves. What marks a label's edge is the
/// dead wax just outside it, the smoothest ground on a record: smoother
/// than the label inside, where print and paper are. A step where the
/// grooves start is the other way round, smooth wax inside and grooves
/// outside. So each step of ``leastCandidateStep`` grey levels or more is
/// scored by its size times the square of ``textureContrast(at:in:)``
/// (capped at ``greatestContrast`` either way); the best is moved to the
/// strongest step of its sign within ``snapReach`` radii (the contrast
/// peaks a radius or two off the edge) and then checked for a disc's rim,
/// as ``RecordLocator/discRuled(_:in:atLeast:)`` does. A step whose
/// strongest neighbour of its sign lies at the end of the radii measured
/// is no candidate (``peaksOutside(_:_:)``): its edge is elsewhere.
///
/// A rise that no drop inside rules out may still be a disc's rim: a
/// black label on black wax steps a few grey levels either way, under
/// the rim's rule, and a bright table outside the rim gives it the best
/// contrast of all. Within a label's share of its radius, the best step
/// at least ``RecordLocator/labelStep(in:atLeast:)``'s floor, smoother
/// outside than inside, and scoring at least a third of the rise's, is
/// taken instead. On the 641 photos without a ring of 35 labelled sets,
/// two records read at the rim (a band from 612 and 599 pixels for
/// labels of 205 and 189) were found, and no other ring moved.
///
/// On 302 photos without a ring (sixteen labelled sets, and five sets of
/// the independent generator made to measure the locator, 120 photos;
/// three more whose truth is in another frame left out), the label's edge
/// was found within a tenth of its radius on 298, against 290 by the
/// strongest step: edges of 2 to 20 grey levels under a stronger step
/// where the grooves start, at the disc's rim or within the label. Pure:
/// values in, a value out.
enum LabelEdge {
    /// The least step, in grey levels, that may be the label's edge: the
    /// weakest labels' edges on those photos stepped by 2 to 4.
    static let leastCandidateStep = 2.0

    /// The texture contrast is capped at this and its inverse: a step
    /// with plain wax outside and dense print inside is no surer an edge
    /// than one with three times the texture inside.
    static let greatestContrast = 3.0

    /// How far, in radii, the chosen step moves to the strongest of its sign.
    static let snapReach = 4

    /// The label's edge: its radius (an index into `steps`) and step.
    ///
    /// - Parameters:
    ///   - steps: by radius, the brightness outside minus inside (NaN
    ///     where not measured), as ``RecordLocator/labelStep(in:atLeast:)``
    ///     takes them.
    ///   - texture: by radius, the radial texture
    ///     (``radialTexture(_:count:)``), NaN where not measured.
    ///   - minimum: the least step, in grey levels, that shows there is a
    ///     record at all.
    /// - Returns: `nil` when no finite step reaches `minimum` (a NaN
    ///   `minimum` included), as ``RecordLocator/labelStep(in:atLeast:)``;
    ///   its answer when no step can be weighed (texture missing on
    ///   either side of every step).
    /// - Complexity: O(steps.count × w log w) for windows of w radii
    ///   (a tenth to a fifth of each radius).
    static func step(in steps: [Double], texture: [Double], atLeast minimum: Double) -> (radius: Int, step: Double)? {
        guard let strongest = RecordLocator.labelStep(in: steps, atLeast: minimum) else { return nil }
        var candidates: [(radius: Int, step: Double, contrast: Double, score: Double)] = []
        for (radius, step) in steps.enumerated() where step.isFinite && abs(step) >= leastCandidateStep {
            guard let contrast = textureContrast(at: radius, in: texture),
                  !peaksOutside(strongestStep(near: radius, sign: step > 0 ? 1 : -1, in: steps).radius, steps)
            else { continue }
            let ratio = min(greatestContrast, max(1 / greatestContrast, contrast))
            candidates.append((radius, step, ratio, abs(step) * ratio * ratio))
        }
        // The first of the highest scores.
        guard let best = candidates.indices.min(by: { candidates[$0].score > candidates[$1].score }).map({ candidates[$0] })
        else { return strongest }
        let snapped = strongestStep(near: best.radius, sign: best.step > 0 ? 1 : -1, in: steps)
        let ruled = RecordLocator.discRuled(snapped, in: steps, atLeast: minimum)
        guard ruled.radius == snapped.radius, snapped.step > 0 else { return ruled }
        // A rise with no drop inside strong enough for a label's: a
        // black label's own rise (lighter wax round it), or the rim of a
        // disc whose black label steps a few grey levels either way.
        // Such a label's edge still has the smooth wax outside it: the
        // best step at the label's share of the rise's radius that is
        // smoother outside than in, and scores at least a third as high,
        // is the label's.
        guard let radii = RecordLocator.labelRadii(insideDiscOf: snapped.radius) else { return snapped }
        let label = candidates.filter { candidate in
            radii.contains(candidate.radius) && abs(candidate.step) >= minimum
                && candidate.contrast > 1 && 3 * candidate.score >= best.score
        }.max { $0.score < $1.score }
        guard let label else { return snapped }
        return strongestStep(near: label.radius, sign: label.step > 0 ? 1 : -1, in: steps)
    }

    /// The texture inside `radius` over the texture just outside it: the
    /// median of `texture` over radii 0.8 to 0.95 of `radius`, over its
    /// median from 3 radii past it to 1.2 of it (medians of the finite
    /// values, the mean of the two middle ones for an even count). A
    /// perfectly smooth outside gives infinity under any texture inside,
    /// and 1 under none. `nil` when either window holds no finite value,
    /// or either median is negative (no texture is).
    ///
    /// - Complexity: O(w log w) for windows of w radii.
    static func textureContrast(at radius: Int, in texture: [Double]) -> Double? {
        guard radius > 0 else { return nil }
        let r = Double(radius)
        guard let inside = median(of: texture, from: Int(r * 0.8), through: Int(r * 0.95)),
              let outside = median(of: texture, from: radius + 3, through: Int(r * 1.2)),
              inside >= 0, outside >= 0
        else { return nil }
        if outside == 0 { return inside == 0 ? 1 : .infinity }
        return inside / outside
    }

    /// The radial texture about a centre by radius, `count` long: at each
    /// radius of `polar` whose next radius is sampled too, the upper median
    /// over angles of the absolute difference between the two, from the
    /// angles where both are finite, when at least a third of the angles
    /// are; NaN elsewhere. Grooves and print are textured; the dead wax is
    /// smooth.
    ///
    /// - Complexity: O(angles × radii), and a selection per radius.
    static func radialTexture(_ polar: RecordLocator.PolarGrid, count: Int) -> [Double] {
        var texture = [Double](repeating: .nan, count: max(0, count))
        let radii = polar.radii
        guard polar.angles > 0, polar.values.count == polar.angles * radii.count else { return texture }
        var differences: [Double] = []
        differences.reserveCapacity(polar.angles)
        for radius in radii where radius + 1 < radii.upperBound && texture.indices.contains(radius) {
            differences.removeAll(keepingCapacity: true)
            let offset = radius - radii.lowerBound
            for angle in 0..<polar.angles {
                let here = polar.values[angle * radii.count + offset]
                let next = polar.values[angle * radii.count + offset + 1]
                if here.isFinite, next.isFinite { differences.append(abs(next - here)) }
            }
            guard differences.count >= polar.angles / 3 else { continue }
            texture[radius] = differences.sortedElement(atRank: differences.count / 2) ?? .nan
        }
        return texture
    }

    /// Whether the step at `radius` may peak outside the radii measured:
    /// it is at either end of `steps`, or beside a radius not measured
    /// (NaN). Such a step is the tail of an edge the search does not
    /// reach, most often the spindle hole's, just inside the least radius
    /// searched: a black hole inside, print on a bright label outside, so
    /// its contrast outscored a label's edge whose dead wax carries large
    /// stamped etchings. On 641 photos without a ring (35 labelled sets)
    /// leaving such steps out found two labels taken for the hole before
    /// (a band read at 24 and 28 pixels for labels of 370 and 407) and
    /// moved no other ring.
    static func peaksOutside(_ radius: Int, _ steps: [Double]) -> Bool {
        radius <= 0 || radius >= steps.count - 1 || !steps[radius - 1].isFinite || !steps[radius + 1].isFinite
    }

    /// The radius within ``snapReach`` of `radius` whose finite step is
    /// largest in the direction `sign`, and that step: `radius` itself
    /// when none is larger, else the lowest of equals.
    static func strongestStep(near radius: Int, sign: Double, in steps: [Double]) -> (radius: Int, step: Double) {
        var best = (radius: radius, step: steps[radius])
        for other in max(0, radius - snapReach)...min(steps.count - 1, radius + snapReach) {
            let step = steps[other]
            if step.isFinite, sign * step > sign * best.step { best = (other, step) }
        }
        return best
    }

    /// The median of the finite values of `values[first...last]` (the
    /// bounds clamped to the array), the mean of the two middle ones for an
    /// even count; `nil` when there are none.
    static func median(of values: [Double], from first: Int, through last: Int) -> Double? {
        let lower = max(0, first)
        let upper = min(values.count - 1, last)
        guard lower <= upper else { return nil }
        let window = values[lower...upper].filter(\.isFinite).sorted()
        guard !window.isEmpty else { return nil }
        let middle = window.count / 2
        return window.count % 2 == 1 ? window[middle] : (window[middle - 1] + window[middle]) / 2
    }
}
