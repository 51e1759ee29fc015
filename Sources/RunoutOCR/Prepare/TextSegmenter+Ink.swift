extension TextSegmenter {
    /// A strip's ink before any run is cleared, found once and masked for
    /// each run limit (``mask(maximumRun:into:)``).
    ///
    /// Mask bytes: 0 is no ink, anything else is ink.
    struct Ink {
        let width: Int
        let height: Int
        /// 1 where |score| ≥ the threshold, 0 elsewhere (NaN is never ink).
        let pixels: [UInt8]
        /// Runs of ink of one polarity along a row longer than `floor`
        /// columns: first pixel's index and length, in raster order.
        let longRuns: [(start: Int, count: Int)]
        /// The shortest limit a mask may be asked for: shorter runs are not kept.
        let floor: Int

        /// The ink of `strip`; `nil` when the strip is empty or its scores
        /// do not hold `width × height` values. With a `weakThreshold`, the
        /// ink is grown from there (``grow(_:scores:width:height:weakThreshold:)``)
        /// and its runs counted again.
        ///
        /// - Complexity: O(width × height).
        init?(of strip: PreparedStrip, threshold: Float, floor: Int, weakThreshold: Float? = nil) {
            let width = strip.width
            let height = strip.height
            guard width > 0, height > 0, strip.scores.count == width * height else { return nil }
            self.width = width
            self.height = height
            self.floor = floor
            var runs: [(start: Int, count: Int)] = []
            var strong = [UInt8](unsafeUninitializedCapacity: width * height) { pixels, initialized in
                strip.scores.withUnsafeBufferPointer { scores in
                    guard let first = scores.baseAddress, let target = pixels.baseAddress else { return }
                    for row in 0..<height {
                        let base = row * width
                        var column = 0
                        while column < width {
                            // Eight scores a time while none of them is ink (most of a
                            // strip): eight zeros, and no run starts among them.
                            while column &+ 8 <= width,
                                  !Self.holdsInk(UnsafeRawPointer(first + base + column), threshold: threshold)
                            {
                                UnsafeMutableRawPointer(target + base + column).storeBytes(of: 0, as: UInt64.self)
                                column &+= 8
                            }
                            guard column < width else { break }
                            let score = scores[base + column]
                            guard abs(score) >= threshold else {
                                pixels[base + column] = 0
                                column += 1
                                continue
                            }
                            let start = column
                            let positive = score > 0
                            pixels[base + column] = 1
                            column += 1
                            while column < width {
                                let next = scores[base + column]
                                guard abs(next) >= threshold, (next > 0) == positive else { break }
                                pixels[base + column] = 1
                                column += 1
                            }
                            if column - start > floor { runs.append((base + start, column - start)) }
                        }
                    }
                }
                initialized = width * height
            }
            if let weakThreshold {
                Self.grow(&strong, scores: strip.scores, width: width, height: height, weakThreshold: weakThreshold)
                runs = Self.runs(of: strong, scores: strip.scores, width: width, height: height, longerThan: floor)
            }
            pixels = strong
            longRuns = runs
        }

        /// Grows `ink` (nonzero bytes) into every pixel 8-connected to it,
        /// on the turn, through pixels whose score has the sign of the ink
        /// it grows from and a magnitude of `weakThreshold` or more
        /// (hysteresis). A faint stroke that touches a strong one joins it
        /// whole; a faint speck alone stays out, however many there are.
        /// Grown pixels are 1. A NaN score never grows; a `weakThreshold`
        /// at or over the ink's own threshold adds nothing new.
        ///
        /// - Complexity: O(width × height): each pixel enters the stack at
        ///   most once.
        static func grow(_ ink: inout [UInt8], scores: [Float], width: Int, height: Int, weakThreshold: Float) {
            guard width > 0, height > 0, ink.count == width * height, scores.count == ink.count else { return }
            var stack = ink.indices.filter { ink[$0] != 0 }
            while let index = stack.popLast() {
                let positive = scores[index] > 0
                let row = index / width
                let column = index - row * width
                for dy in -1...1 {
                    let y = row + dy
                    guard y >= 0, y < height else { continue }
                    for dx in -1...1 where dx != 0 || dy != 0 {
                        var x = column + dx
                        if x < 0 { x += width } else if x >= width { x -= width }
                        let neighbour = y * width + x
                        guard ink[neighbour] == 0 else { continue }
                        let score = scores[neighbour]
                        guard score >= weakThreshold || score <= -weakThreshold, (score > 0) == positive else { continue }
                        ink[neighbour] = 1
                        stack.append(neighbour)
                    }
                }
            }
        }

        /// The runs of `ink` of one polarity along a row longer than
        /// `floor` columns, as ``longRuns`` holds them.
        ///
        /// - Complexity: O(width × height).
        static func runs(of ink: [UInt8], scores: [Float], width: Int, height: Int, longerThan floor: Int)
            -> [(start: Int, count: Int)]
        {
            var runs: [(start: Int, count: Int)] = []
            for row in 0..<height {
                let base = row * width
                var column = 0
                while column < width {
                    guard ink[base + column] != 0 else {
                        column += 1
                        continue
                    }
                    let start = column
                    let positive = scores[base + column] > 0
                    column += 1
                    while column < width, ink[base + column] != 0, (scores[base + column] > 0) == positive { column += 1 }
                    if column - start > floor { runs.append((base + start, column - start)) }
                }
            }
            return runs
        }

        /// Whether any of the eight scores at `scores` is ink: |score| ≥
        /// `threshold`, written `score ≥ threshold or score ≤ −threshold`,
        /// which is the same for every threshold (negative, infinite or NaN
        /// too) and never true of a NaN score.
        ///
        /// - Complexity: O(1).
        @inline(__always)
        static func holdsInk(_ scores: UnsafeRawPointer, threshold: Float) -> Bool {
            let block = scores.loadUnaligned(as: SIMD8<Float>.self)
            return any((block .>= threshold) .| (block .<= -threshold))
        }

        /// The ink less every run along a row longer than `limit` columns
        /// (at least ``floor``), written into `mask`; a cleared pixel with
        /// uncleared ink right above and below it is given back (a thin line
        /// drawn through letters). Given-back pixels are 2, other ink 1.
        ///
        /// - Complexity: O(width × height) to copy, then O(pixels in the
        ///   cleared runs).
        func mask(maximumRun limit: Int, into mask: inout [UInt8]) {
            assert(limit >= floor, "runs up to the floor were not kept")
            mask = pixels
            let width = self.width
            let count = width * height
            mask.withUnsafeMutableBufferPointer { mask in
                // 3: cleared, not yet decided.
                for run in longRuns where run.count > limit {
                    for index in run.start..<(run.start + run.count) { mask[index] = 3 }
                }
                // Only 1 is ink that was not cleared; the decided pixels
                // become 2 or 0, never 1, so the order does not matter.
                for run in longRuns where run.count > limit {
                    for index in run.start..<(run.start + run.count) {
                        let above = index >= width && mask[index - width] == 1
                        let below = index + width < count && mask[index + width] == 1
                        mask[index] = above && below ? 2 : 0
                    }
                }
            }
        }

        /// Whether limits `a` and `b` clear the same runs (no long run's
        /// length lies between them), so their masks are the same.
        func clearsAlike(_ a: Int, _ b: Int) -> Bool {
            let low = min(a, b)
            let high = max(a, b)
            return !longRuns.contains { $0.count > low && $0.count <= high }
        }
    }

    /// One entry of the labelling's stack: a pixel, its row and its column
    /// unwrapped relative to its component's first pixel.
    struct PendingPixel {
        var index: Int
        var row: Int
        var unwrappedColumn: Int
    }

    /// Finds the 8-connected components of a mask on the turn (columns wrap),
    /// marking each pixel it labels; one instance labels many masks, reusing
    /// its stack.
    struct Labeller {
        /// The mark of the pass under way: 4 and 5 in turn, so that a mask
        /// labelled before (and partly cleared since) is labelled afresh.
        private var marker: UInt8 = 5
        private var stack: [PendingPixel] = []

        /// The 8-connected components of `mask` (`width × height` bytes,
        /// nonzero is ink), with `scores` summed per component. Every ink
        /// byte is overwritten with the pass's marker (still nonzero).
        ///
        /// Components come in raster order of their first pixel; each is
        /// flood-filled depth first, visiting the neighbours in the order
        /// left, right, up, down, up-left, up-right, down-left, down-right,
        /// so that the sums (in `Float`) add in a fixed order. A
        /// component's columns are unwrapped from its first pixel; one that
        /// wraps all the way round can be wider than the strip. With one or
        /// two columns, left and right are the same column.
        ///
        /// Empty when `width` or `height` is not positive or the counts do
        /// not match.
        ///
        /// - Complexity: O(width × height).
        mutating func components(in mask: inout [UInt8], width: Int, height: Int, scores: [Float]) -> [Component] {
            let count = width * height
            guard width > 0, height > 0, mask.count == count, scores.count == count else { return [] }
            marker = marker == 4 ? 5 : 4
            let marker = self.marker
            var stack = self.stack
            self.stack = []
            var components: [Component] = []
            mask.withUnsafeMutableBufferPointer { mask in
                scores.withUnsafeBufferPointer { scores in
                    Self.label(mask, width: width, height: height, marker: marker, scores: scores, stack: &stack, into: &components)
                }
            }
            self.stack = stack
            return components
        }

        /// Labels `mask` (see ``components(in:width:height:scores:)``).
        /// Starts are found a word of 8 bytes at a time: a word whose bytes
        /// are all 0 or `marker` holds none.
        private static func label(_ mask: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, marker: UInt8,
                                  scores: UnsafeBufferPointer<Float>, stack: inout [PendingPixel], into components: inout [Component]) {
            guard let base = mask.baseAddress else { return }
            let count = mask.count
            let ones: UInt64 = 0x0101_0101_0101_0101
            let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            let highs: UInt64 = 0x8080_8080_8080_8080
            let markers = ones &* UInt64(marker)
            /// The high bit of each nonzero byte of `word`, exactly (no carry
            /// crosses a byte).
            @inline(__always)
            func nonzeroBytes(_ word: UInt64) -> UInt64 {
                (((word & lows) &+ lows) | word) & highs
            }
            var wordStart = 0
            while wordStart < count {
                var candidates: UInt64 = 0
                if count - wordStart >= 8 {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + wordStart).loadUnaligned(as: UInt64.self))
                    candidates = nonzeroBytes(word) & nonzeroBytes(word ^ markers)
                } else {
                    for offset in 0..<(count - wordStart) {
                        let value = base[wordStart + offset]
                        if value != 0 && value != marker { candidates |= UInt64(0x80) << (8 * offset) }
                    }
                }
                while candidates != 0 {
                    let start = wordStart + candidates.trailingZeroBitCount / 8
                    candidates &= candidates &- 1
                    // An earlier start's component may have taken it.
                    let value = base[start]
                    guard value != 0 && value != marker else { continue }
                    components.append(fill(from: start, in: base, width: width, height: height, marker: marker, scores: scores, stack: &stack))
                }
                wordStart += 8
            }
        }

        /// The component holding `start`, flood-filled depth first.
        @inline(__always)
        private static func fill(from start: Int, in mask: UnsafeMutablePointer<UInt8>, width: Int, height: Int, marker: UInt8,
                                 scores: UnsafeBufferPointer<Float>, stack: inout [PendingPixel]) -> Component {
            let startRow = start / width
            let startColumn = start - startRow * width
            var component = Component(minX: startColumn, maxX: startColumn, minY: startRow, maxY: startRow, area: 0, signedSum: 0)
            mask[start] = marker
            stack.append(PendingPixel(index: start, row: startRow, unwrappedColumn: startColumn))
            while let pixel = stack.popLast() {
                let index = pixel.index
                let y = pixel.row
                let ux = pixel.unwrappedColumn
                component.area += 1
                component.signedSum += scores[index]
                component.minX = min(component.minX, ux)
                component.maxX = max(component.maxX, ux)
                component.minY = min(component.minY, y)
                component.maxY = max(component.maxY, y)
                let x = index - y * width
                let left = x > 0 ? index - 1 : index - x + width - 1
                let right = x < width - 1 ? index + 1 : index - x
                visit(left, y, ux - 1, mask, marker, &stack)
                visit(right, y, ux + 1, mask, marker, &stack)
                let up = y > 0
                let down = y + 1 < height
                if up { visit(index - width, y - 1, ux, mask, marker, &stack) }
                if down { visit(index + width, y + 1, ux, mask, marker, &stack) }
                if up {
                    visit(left - width, y - 1, ux - 1, mask, marker, &stack)
                    visit(right - width, y - 1, ux + 1, mask, marker, &stack)
                }
                if down {
                    visit(left + width, y + 1, ux - 1, mask, marker, &stack)
                    visit(right + width, y + 1, ux + 1, mask, marker, &stack)
                }
            }
            if component.minX < 0 {
                component.minX += width
                component.maxX += width
            }
            return component
        }

        /// Marks and pushes the pixel at `index` if it is ink not yet labelled.
        @inline(__always)
        private static func visit(_ index: Int, _ row: Int, _ column: Int, _ mask: UnsafeMutablePointer<UInt8>, _ marker: UInt8,
                                  _ stack: inout [PendingPixel]) {
            let value = mask[index]
            guard value != 0 && value != marker else { return }
            mask[index] = marker
            stack.append(PendingPixel(index: index, row: row, unwrappedColumn: column))
        }
    }
}
