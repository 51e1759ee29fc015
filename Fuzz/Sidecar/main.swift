// libFuzzer target: `Sidecar.parse` over arbitrary bytes (issue 6).
//
// Compiled by scripts/fuzz together with Sources/RunoutOCR/{Sidecar,Ring},
// against the JSONText module. Any bytes must give a sidecar or a
// `SidecarError`, never a crash; a parsed ring (NaN and infinite numbers
// included) must then map onto an image without trapping.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSidecar(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let sidecar = try? Sidecar.parse(bytes) else { return 0 }
    if let ring = sidecar.ring {
        for size in [Size(width: 1060, height: 1414), Size(width: 1, height: 40_000), Size(width: 0, height: 0)] {
            if let annulus = try? ring.mapped(toImageOfSize: size) {
                precondition(annulus.innerRadius < annulus.outerRadius, "a mapped ring came out inverted")
            }
        }
    }
    return 0
}
