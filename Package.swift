// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "deadwax",
    products: [
        .library(name: "RunoutOCR", targets: ["RunoutOCR"]),
        .library(name: "CaptureDirection", targets: ["CaptureDirection"]),
        .executable(name: "deadwax", targets: ["deadwax"]),
    ],
    targets: [
        // libtesseract's C API and leptonica, from Debian's packages.
        .systemLibrary(
            name: "CTesseract",
            pkgConfig: "tesseract",
            providers: [
                .apt(["libtesseract-dev", "libleptonica-dev", "libjpeg-dev", "tesseract-ocr-eng"]),
                .brew(["tesseract", "leptonica"]),
            ]
        ),
        // libjpeg (leptonica's own, from libjpeg-dev above) read straight
        // into a grey image: setjmp error handling has to be in C.
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        // The package's one JSON parser: strict RFC 8259, positions by line and column.
        .target(name: "JSONText"),
        // Frame → ring → unwrap → prepare → recognize → normalize → count model.
        // Resources: deadwax-line.weights, deadwax's own line network for
        // hand-scratched etchings (docs/line-network.md).
        .target(
            name: "RunoutOCR", dependencies: ["CTesseract", "CJPEG", "JSONText"],
            resources: [.copy("Resources/deadwax-line.weights"), .copy("Resources/deadwax-line-2.weights")]),
        // The pure camera-direction state machine and its event-log reader.
        .target(name: "CaptureDirection", dependencies: ["JSONText"]),
        // The command line: scan, replay, eval.
        .executableTarget(name: "deadwax", dependencies: ["RunoutOCR", "CaptureDirection", "JSONText"]),
        // scripts/bench's in-process timings and leak check (docs/benchmark.md).
        .executableTarget(name: "deadwax-bench", dependencies: ["RunoutOCR"], path: "Benchmarks/deadwax-bench"),

        // Shared test helpers: image builders, seeded generators, sweeps, fixture paths.
        // Leptonica (CTesseract) only to encode colour test photos, which the library never writes.
        .target(name: "TestSupport", dependencies: ["RunoutOCR", "CTesseract"], path: "Tests/TestSupport"),
        .testTarget(name: "RunoutOCRTests", dependencies: ["RunoutOCR", "TestSupport"]),
        .testTarget(name: "CaptureDirectionTests", dependencies: ["CaptureDirection", "TestSupport"]),
        .testTarget(name: "JSONTextTests", dependencies: ["JSONText", "TestSupport"]),
        .testTarget(name: "deadwaxTests", dependencies: ["deadwax", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
