// libFuzzer target: `GuideRing.mapped(toImageOfSize:)` over decoded doubles (issue 6).
//
// Compiled by scripts/fuzz together with Sources/RunoutOCR/Ring. The input is
// read as little-endian doubles (centre x, y, inner and outer radius, preview
// width and height, image width and height) and one byte choosing the space
// and gravity; any values — NaN, infinities, 1e308, negatives, zero — must
// give an annulus or a `RingError`, never a trap. A mapped annulus must be
// valid, and its points and outer bounds computable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRingGeometry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var reader = DoubleReader(bytes: bytes)
    let selector = bytes.first ?? 0
    reader.offset = 1
    let center = Point(x: reader.next(), y: reader.next())
    let inner = reader.next()
    let outer = reader.next()
    let preview = Size(width: reader.next(), height: reader.next())
    let image = Size(width: reader.next(), height: reader.next())
    let gravities: [VideoGravity] = [.resizeAspect, .resizeAspectFill, .resize]
    let space: GuideRing.Space =
        selector % 4 == 3 ? .image : .preview(size: preview, gravity: gravities[Int(selector % 4) % gravities.count])
    let ring = GuideRing(space: space, center: center, innerRadius: inner, outerRadius: outer)
    guard let annulus = try? ring.mapped(toImageOfSize: image) else { return 0 }
    guard (try? annulus.validated()) != nil else {
        preconditionFailure("mapped() returned an annulus that validated() refuses: \(annulus)")
    }
    _ = annulus.outerBounds
    _ = annulus.point(atAngle: Double(selector) * 1.5, radius: annulus.outerRadius)
    _ = annulus.touches(image)
    return 0
}

/// Little-endian doubles from the input, zero once it runs out.
struct DoubleReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    mutating func next() -> Double {
        var bits: UInt64 = 0
        for index in 0..<8 {
            let position = offset + index
            let byte = position < bytes.count ? UInt64(bytes[position]) : 0
            bits |= byte << (8 * UInt64(index))
        }
        offset += 8
        return Double(bitPattern: bits)
    }
}
