import Foundation

/// Finds the record in a photo: its centre, the label's edge (a circle, or
/// an ellipse for a record photographed at an angle) and the dead-wax band
/// between the label and the first groove.
///
/// 1. ``CentreFinder`` votes for the centre of the concentric structure.
/// 2. The median brightness over angles, by radius, steps at the label's
///    edge. Given a ring, the strongest step near it is the edge, unless it
///    is the disc's edge against a bright ground (``labelStep(in:atLeast:)``);
///    without one, each step is weighed by the texture either side of it
///    (``LabelEdge``): smooth dead wax outside, print inside.
/// 3. Along each ray the step is found again near that radius (for a drop,
///    the outermost nearly as strong: ``RayEdge``), and the points are
///    fitted with ``EdgeFit`` (centre correction and ellipse).
/// 4. Beyond the label, the median radial texture is low on the smooth wax
///    and high on the grooves; where it rises is the band's outer edge.
///
/// Works on a thumbnail; results are scaled back to the image's pixels.
public struct RecordLocator: Sendable {
    /// Long side of the working thumbnail, in pixels.
    public var workingSize: Int

    public init(workingSize: Int = 600) {
        self.workingSize = workingSize
    }

    /// What was found.
    public struct Location: Sendable, Hashable {
        /// The dead-wax band, in image pixels.
        public var band: Annulus
        /// The label's edge as a mean radius in image pixels.
        public var labelRadius: Double
        /// How sure the locator is, 0...1.
        public var confidence: Double
    }

    /// Constraints from a ring the user gave: where the centre may be and
    /// roughly where the label's edge lies.
    public struct Hint: Sendable, Hashable {
        public var center: Point
        public var centerTolerance: Double
        public var labelRadiusRange: ClosedRange<Double>
        /// The band's outer radius when the caller keeps its own: the search
        /// for where the grooves start is skipped and this radius reported.
        public var bandOuterRadius: Double?

        public init(center: Point, centerTolerance: Double, labelRadiusRange: ClosedRange<Double>, bandOuterRadius: Double? = nil) {
            self.center = center
            self.centerTolerance = centerTolerance
            self.labelRadiusRange = labelRadiusRange
            self.bandOuterRadius = bandOuterRadius
        }
    }

    /// Locates the record, or `nil` when no concentric structure is found.
    ///
    /// With a hint, the thumbnail is worked out only where the label's edge
    /// is searched (``LazyThumbnail``); without one, whole, for the votes.
    public func locate(in image: GrayImage, hint: Hint? = nil) -> Location? {
        // A given ring's centre is close enough to start from: the edge fit
        // below moves the rays' origin to the record's centre. Without one,
        // the grooves vote for it.
        if let hint {
            let thumb = LazyThumbnail(of: image, longSide: workingSize)
            let scale = thumb.scale
            guard thumb.width >= 32, thumb.height >= 32 else { return nil }
            let centre = Point(x: (hint.center.x + 0.5) * scale - 0.5, y: (hint.center.y + 0.5) * scale - 0.5)
            return locate(in: thumb, scale: scale, centre: centre, support: 1, hint: hint)
        }
        let (thumb, scale) = image.thumbnail(longSide: workingSize)
        guard thumb.width >= 32, thumb.height >= 32 else { return nil }
        // The vote runs on a smaller copy; its centre, mapped back, starts
        // the radial search and the edge fit at full thumbnail size. A
        // thumbnail under 64 pixels a side votes whole, as it always did.
        let reduction = min(thumb.width, thumb.height) >= 32 * Self.votingReduction ? Self.votingReduction : 1
        let voting = reduction == 1 ? thumb : thumb.scaled(
            toWidth: (thumb.width + reduction - 1) / reduction, height: (thumb.height + reduction - 1) / reduction)
        guard let (coarse, support) = CentreFinder(votingShare: Self.votingShare).centre(in: voting) else { return nil }
        let centre = Self.point(coarse, from: voting, to: thumb)
        return locate(in: thumb, scale: scale, centre: centre, support: support, hint: nil)
    }

    /// Pixel `point` of `small` at the same place in `large`, an image of
    /// the same scene at another size (pixel centres aligned).
    static func point(_ point: Point, from small: GrayImage, to large: GrayImage) -> Point {
        let fx = Double(large.width) / Double(max(1, small.width))
        let fy = Double(large.height) / Double(max(1, small.height))
        return Point(x: (point.x + 0.5) * fx - 0.5, y: (point.y + 0.5) * fy - 0.5)
    }

    /// The share of the thumbnail's pixels, strongest gradients first, that
    /// vote for the centre. A photo's thumbnail holds hundreds of groove and
    /// label edges, so the strongest 3% are plenty: on 75 labelled photos
    /// without a ring the centre found after the edge fit was as close as
    /// with 6% (median 0.3 px, worst 2.2 px against 2.0), and the vote took
    /// half as long (-12% on those photos' whole scan).
    static let votingShare = 0.03

    /// How much smaller than the thumbnail the centre vote's image is: 2,
    /// 300 pixels on the long side, so the walks are half as long and a
    /// quarter as many pixels vote. On 104 labelled photos without a ring
    /// (nine sets) the centre after the edge fit was as close as voting at
    /// full thumbnail size (median 0.30 px either way, 90th percentile 0.81
    /// against 0.75 px, worst 4.8 against 4.4), every record was still
    /// found, and locating took 4.4 instead of 14.5 ms a photo. At 3 one
    /// record was lost. A thumbnail under 64 pixels on its short side votes
    /// whole: on a smaller image the vote finds circles in noise.
    static let votingReduction = 2

    /// The rest of ``locate(in:hint:)`` on the thumbnail, from a first centre
    /// (thumbnail pixels) and the share of the votes behind it.
    private func locate<Thumbnail: BilinearSampling>(
        in thumb: Thumbnail, scale: Double, centre: Point, support: Double, hint: Hint?
    ) -> Location? {
        // Radial profile about the centre.
        let maxRadius = Self.reach(from: centre, in: thumb)
        guard maxRadius >= 20 else { return nil }
        let angles = 240
        let radii = Int(maxRadius)
        let step = 3
        var lowest = max(step + 1, Int(Double(radii) * 0.06))
        var highest = min(radii - step - 1, Int(Double(radii) * 0.8))
        if let hint {
            lowest = max(lowest, Int(hint.labelRadiusRange.lowerBound * scale))
            highest = min(highest, Int(hint.labelRadiusRange.upperBound * scale))
        }
        guard lowest < highest else { return nil }
        // Only the radii the step search reads (with the smoothing's reach) are sampled.
        let sampled = max(0, lowest - step - 2)..<min(radii, highest + step + 3)
        let polar = Self.polarSamples(thumb, centre: centre, angles: angles, radii: sampled)
        var medianByRadius = [Double](repeating: .nan, count: radii)
        var column: [Double] = []
        column.reserveCapacity(angles)
        for r in sampled {
            polar.column(r, into: &column)
            medianByRadius[r] = column.selectGreyMedian() ?? .nan
        }
        let smooth = Self.smoothed(medianByRadius, radius: 2)
        var steps = [Double](repeating: .nan, count: highest + 1)
        for r in lowest...highest {
            steps[r] = smooth[r + step] - smooth[r - step]
        }
        // Without a ring the strongest step may be where the grooves start
        // or the disc's rim; the texture either side tells the label's edge.
        let edge = hint == nil
            ? LabelEdge.step(in: steps, texture: LabelEdge.radialTexture(polar, count: radii), atLeast: 6)
            : Self.labelStep(in: steps, atLeast: 6)
        guard let (bestRadius, bestStep) = edge else { return nil }
        let sign = bestStep > 0 ? 1.0 : -1.0
        // Per-ray edge points near the label's radius, fitted, re-centred and
        // sampled again: the votes of an ellipse's edge miss its centre a
        // little, and each round of fitting brings the rays' origin closer.
        // A loose fit is made again from the circle most rays agree on
        // (EdgeFit) only near a given ring: without one, that moved tilted
        // records off (independent seeds 29-36: 4 lines fewer read).
        var origin = centre
        var radius = Double(bestRadius)
        var fitted: (fit: EdgeFit, samples: Int)?
        for _ in 0..<5 {
            let samples = Self.edgeSamples(thumb, origin: origin, radius: radius, step: step, sign: sign, angles: angles)
            guard samples.count >= angles / 3,
                  let fit = EdgeFit.fit(samples, tolerance: max(1.5, radius * 0.015), restartingWhenLoose: hint != nil)
            else { break }
            let shape = fit.ellipse(about: origin)
            let shift = ((shape.center.x - origin.x) * (shape.center.x - origin.x)
                + (shape.center.y - origin.y) * (shape.center.y - origin.y)).squareRoot()
            fitted = (fit, samples.count)
            guard shift.isFinite, shift < radius * 0.5 else { return nil }
            if shift < 0.3 { break }
            origin = shape.center
            radius = fit.r0
        }
        guard let (fit, sampleCount) = fitted else { return nil }
        let shape = fit.ellipse(about: origin)
        if let hint {
            let dx = (shape.center.x + 0.5) / scale - 0.5 - hint.center.x
            let dy = (shape.center.y + 0.5) / scale - 0.5 - hint.center.y
            guard (dx * dx + dy * dy).squareRoot() <= hint.centerTolerance else { return nil }
        }
        guard shape.radius > 4, shape.scaleX > 0.6, shape.scaleY < 1.7 else { return nil }
        // The band's outer edge: where groove texture starts beyond the label.
        let label = shape.radius
        let unitBand = Annulus(
            center: shape.center, innerRadius: label, outerRadius: label * 2.4, scaleX: shape.scaleX,
            scaleY: shape.scaleY, rotation: shape.rotation)
        let outer = hint?.bandOuterRadius.map { $0 * scale }
            ?? Self.grooveStart(thumb, along: unitBand, labelRadius: label) ?? label * 1.5
        let band = Annulus(
            // Thumbnail pixel centres sit at (i + 0.5) / scale − 0.5 in the image.
            center: Point(x: (shape.center.x + 0.5) / scale - 0.5, y: (shape.center.y + 0.5) / scale - 0.5),
            innerRadius: label * 1.015 / scale, outerRadius: max(label * 1.1, outer) / scale,
            scaleX: shape.scaleX, scaleY: shape.scaleY, rotation: shape.rotation)
        let coverage = Double(sampleCount) / Double(angles)
        let confidence = max(0, min(1, fit.inlierShare * coverage * min(1, support * 20 + 0.5)))
        return Location(band: band, labelRadius: label / scale, confidence: confidence)
    }

    /// The radius whose brightness step is taken for the label's edge, and
    /// that step, from `steps[r]` (outside minus inside at radius `r`; NaN
    /// where not measured): the strongest step, unless it is a rise with a
    /// drop at 0.25 to 0.65 of its radius at least a tenth as strong. Steps
    /// weaker than `minimum` (grey levels) are never taken.
    ///
    /// A label is brighter than the wax around it, so its edge is a drop.
    /// A record lying on a bright ground also rises at its own edge, by up
    /// to the whole range from black wax to the ground, which can outshine
    /// a coloured label's drop. A record's radius is 1.5 to 4 label radii
    /// (a 7-inch single's about 2, an LP's about 3), so a drop that far in
    /// is the label, and the rise is the disc. A rise with no such drop (a
    /// black label, lighter grooves around it) stays the label's edge.
    ///
    /// Ties keep the smaller radius; `nil` when no finite step reaches
    /// `minimum` (a NaN `minimum` included).
    ///
    /// - Complexity: O(steps.count).
    static func labelStep(in steps: [Double], atLeast minimum: Double) -> (radius: Int, step: Double)? {
        var strongest: (radius: Int, step: Double)?
        for (radius, step) in steps.enumerated() where step.isFinite && abs(step) >= minimum && step != 0 {
            if abs(step) > abs(strongest?.step ?? 0) { strongest = (radius, step) }
        }
        return strongest.map { discRuled($0, in: steps, atLeast: minimum) }
    }

    /// `strongest`, a step of `steps` taken for the label's edge, or, when it is
    /// a rise (a disc's rim against a bright ground), the strongest drop
    /// at ``discInnerShare`` of its radius that is at least `minimum` and
    /// ``discDropShare`` of the rise (see ``labelStep(in:atLeast:)``).
    ///
    /// - Complexity: O(steps.count).
    static func discRuled(
        _ strongest: (radius: Int, step: Double), in steps: [Double], atLeast minimum: Double
    ) -> (radius: Int, step: Double) {
        guard strongest.step > 0 else { return strongest }
        guard let radii = labelRadii(insideDiscOf: strongest.radius) else { return strongest }
        let (inner, outer) = (radii.lowerBound, min(steps.count - 1, radii.upperBound))
        guard inner <= outer else { return strongest }
        var drop: (radius: Int, step: Double)?
        for radius in inner...outer where steps[radius].isFinite && steps[radius] < (drop?.step ?? 0) {
            drop = (radius, steps[radius])
        }
        guard let drop, -drop.step >= max(minimum, strongest.step * discDropShare) else { return strongest }
        return drop
    }

    /// Where a label's edge may lie inside a disc's, as shares of the disc's radius.
    static let discInnerShare = 0.25...0.65

    /// The whole radii at ``discInnerShare`` of a disc's `radius`, rounded
    /// inward; `nil` when no whole radius lies there (a radius of 1, or
    /// under 0).
    static func labelRadii(insideDiscOf radius: Int) -> ClosedRange<Int>? {
        let inner = Int((Double(radius) * discInnerShare.lowerBound).rounded(.up))
        let outer = Int((Double(radius) * discInnerShare.upperBound).rounded(.down))
        return inner <= outer ? inner...outer : nil
    }
    /// How strong the label's drop must be against the disc's rise. A dark
    /// label (blue, purple, black) on a bright ground drops by 0.14 to 0.23
    /// of the disc's rise. With the rings removed from four whole-record
    /// sets, 0.2 found 185 of 192 records and 0.1 found 187; close-framed
    /// records were found alike at either.
    static let discDropShare = 0.1

    /// On each of `angles` rays from `origin`, the radius within 20% of
    /// `radius` where brightness steps most strongly in the direction `sign`,
    /// or for a drop the outermost drop nearly as strong (``RayEdge``).
    static func edgeSamples<Image: BilinearSampling>(
        _ image: Image, origin: Point, radius: Double, step: Int, sign: Double, angles: Int
    ) -> [(angle: Double, radius: Double)] {
        let low = max(Double(step + 1), radius * 0.8)
        let high = radius * 1.2
        let count = Int(high - low) + 1
        guard count > 2 else { return [] }
        var samples: [(angle: Double, radius: Double)] = []
        var ray = [Double](repeating: .nan, count: count + 2 * step)
        // steps[k]: the signed step across ray[k + step], at radius low + k.
        var steps = [Double](repeating: .nan, count: count)
        for a in 0..<angles {
            let theta = Double(a) * 2 * .pi / Double(angles)
            let dx = sin(theta)
            let dy = -cos(theta)
            // One uniqueness check per ray, not one per sample.
            ray.withUnsafeMutableBufferPointer { ray in
                for i in ray.indices {
                    let r = low - Double(step) + Double(i)
                    ray[i] = image.sample(x: origin.x + r * dx, y: origin.y + r * dy, outside: .nan)
                }
            }
            for k in steps.indices {
                steps[k] = sign * (ray[k + 2 * step] - ray[k])
            }
            // The step must stand out from the ray's own grain: noise alone
            // always has some step of a few grey levels somewhere. That is
            // `best >= max(4, 4 · grain)`: 4 · grain and best / 4 are exact,
            // so it is asked as whether the grain is at most best / 4.
            guard let strongest = RayEdge.strongest(in: steps), strongest.value >= 4,
                  Self.grain(of: ray, isAtMost: strongest.value / 4)
            else { continue }
            // A label is brighter than the wax: its edge is the last drop.
            let edge = sign < 0 ? RayEdge.outermost(from: strongest, in: steps) : strongest
            samples.append((Double(a) * 360 / Double(angles), low + edge.middle))
        }
        return samples
    }

    /// Whether the ray's grain is at most `limit`. The grain is the median
    /// absolute difference between neighbouring samples that are both finite
    /// (the upper median, `sorted()[n / 2]`), or 0 when there are none. It
    /// is found by counting instead of selecting: the upper median of n
    /// differences is at most `limit` exactly when more than n / 2 of them are. No differences (grain 0):
    /// whether `limit >= 0`. A NaN `limit` gives false, as the comparison would.
    ///
    /// - Complexity: O(ray.count), no allocation, no reordering.
    static func grain(of ray: [Double], isAtMost limit: Double) -> Bool {
        var pairs = 0
        var within = 0
        ray.withUnsafeBufferPointer { ray in
            guard ray.count >= 2 else { return }
            for index in 1..<ray.count {
                let (a, b) = (ray[index - 1], ray[index])
                guard a.isFinite, b.isFinite else { continue }
                pairs &+= 1
                within &+= abs(b - a) <= limit ? 1 : 0
            }
        }
        return pairs == 0 ? 0 <= limit : within > pairs / 2
    }

    /// The radius (thumbnail pixels) where the median radial texture rises
    /// from the smooth wax's level to the grooves', or `nil` when it never clearly does.
    static func grooveStart<Image: BilinearSampling>(_ image: Image, along band: Annulus, labelRadius: Double) -> Double? {
        let steps = Int(band.outerRadius - band.innerRadius)
        guard steps > 20 else { return nil }
        let angles = 180
        var texture = [Double](repeating: .nan, count: steps)
        var values = [Double](repeating: 0, count: angles)
        var previous = [Double](repeating: .nan, count: angles)
        let arcs = ArcDirections(band: band, degrees: (0..<angles).map { Double($0) * 2 })
        for s in 0..<steps {
            let radius = band.innerRadius + Double(s)
            var count = 0
            for a in 0..<angles {
                let p = arcs.point(a, radius: radius)
                let v = image.sample(x: p.x, y: p.y, outside: .nan)
                if v.isFinite, previous[a].isFinite {
                    values[count] = abs(v - previous[a])
                    count += 1
                }
                previous[a] = v
            }
            if count >= angles / 3 { texture[s] = median(Array(values[0..<count])) ?? .nan }
        }
        let smooth = smoothed(texture, radius: 2)
        let waxEnd = min(steps - 1, max(3, Int(labelRadius * 0.12)))
        let wax = smooth[2...waxEnd].filter(\.isFinite).sorted()
        let all = smooth.filter(\.isFinite).sorted()
        guard !wax.isEmpty, all.count > 10 else { return nil }
        let waxLevel = wax[wax.count / 2]
        let grooveLevel = all[all.count * 9 / 10]
        guard grooveLevel > waxLevel * 1.6 + 0.5 else { return nil }
        let threshold = (waxLevel + grooveLevel) / 2
        let start = max(3, Int(labelRadius * 0.08))
        var run = 0
        for s in start..<steps {
            if smooth[s].isFinite, smooth[s] > threshold {
                run += 1
                if run >= 4 { return band.innerRadius + Double(s - run + 1) }
            } else {
                run = 0
            }
        }
        return nil
    }

    /// Samples on rays: `angles` rows over the radii `radii`, NaN outside the image.
    struct PolarGrid {
        var angles: Int
        var radii: Range<Int>
        var values: [Double]

        /// The finite samples at `radius` (which must be in `radii`), one per
        /// angle, into `finite` (its storage reused).
        func column(_ radius: Int, into finite: inout [Double]) {
            finite.removeAll(keepingCapacity: true)
            let offset = radius - radii.lowerBound
            for angle in 0..<angles {
                let value = values[angle * radii.count + offset]
                if value.isFinite { finite.append(value) }
            }
        }
    }

    /// - Complexity: O(angles × radii.count).
    static func polarSamples<Image: BilinearSampling>(_ image: Image, centre: Point, angles: Int, radii: Range<Int>) -> PolarGrid {
        var values = [Double](repeating: .nan, count: angles * radii.count)
        for a in 0..<angles {
            let theta = Double(a) * 2 * .pi / Double(angles)
            let dx = sin(theta)
            let dy = -cos(theta)
            for (offset, r) in radii.enumerated() {
                values[a * radii.count + offset] = image.sample(
                    x: centre.x + Double(r) * dx, y: centre.y + Double(r) * dy, outside: .nan)
            }
        }
        return PolarGrid(angles: angles, radii: radii, values: values)
    }

    /// The largest radius at which at least 60% of a circle about `centre` is inside the image.
    ///
    /// - Complexity: O(72 × radius); the 72 directions' sines and cosines once.
    static func reach<Image: BilinearSampling>(from centre: Point, in image: Image) -> Double {
        let limit = Double(max(image.width, image.height))
        let (width, height) = (Double(image.width), Double(image.height))
        let directions = (0..<72).map { a in
            let t = Double(a) * .pi / 36
            return (sin: sin(t), cos: cos(t))
        }
        var radius = 1.0
        while radius < limit {
            var inside = 0
            for direction in directions {
                let x = centre.x + radius * direction.sin
                let y = centre.y - radius * direction.cos
                if x >= 0, y >= 0, x < width, y < height { inside += 1 }
            }
            if inside < 43 { break }
            radius += 1
        }
        return radius
    }

    /// `values.sorted()[count / 2]` by counting grey levels
    /// (``Swift/Array/selectGreyMedian()``); `nil` when empty. No NaN.
    static func median(_ values: [Double]) -> Double? {
        var values = values
        return values.selectGreyMedian()
    }

    static func smoothed(_ values: [Double], radius: Int) -> [Double] {
        values.indices.map { i in
            var sum = 0.0
            var count = 0
            for j in max(0, i - radius)...min(values.count - 1, i + radius) where values[j].isFinite {
                sum += values[j]
                count += 1
            }
            return count > 0 ? sum / Double(count) : .nan
        }
    }
}

extension RecordLocator.PolarGrid: Sendable {}
