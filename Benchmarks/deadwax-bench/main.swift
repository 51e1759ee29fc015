// deadwax-bench: in-process measurements for scripts/bench (issue 7) and the
// leak check (issue 6). See docs/benchmark.md.
//
//   deadwax-bench stages [--tesseract PATH] IMAGE...
//       Scans each image with one RunoutScanner and, right after it, runs
//       `tesseract IMAGE stdout` on the same image; prints one line per
//       image (pipeline vs bare tesseract seconds, ratio), then the time per
//       stage, the time inside the engine and the share outside it.
//   deadwax-bench leak IMAGE [--count 500] [--every 50] [--fresh-engines N]
//       Scans the same image COUNT times with one scanner, printing resident
//       memory every EVERY scans; then, if asked, creates and drops N
//       scanners (engines) scanning once each, printing memory every N/5.
//
// Run with OMP_THREAD_LIMIT=1 in the environment (libgomp reads it at start).
import Foundation
import RunoutOCR

/// The process's resident set size in KiB, from /proc/self/status; 0 where there is none.
func residentKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
}

/// Prints a line and flushes it, so progress shows as it is measured even into a file.
func report(_ line: String) {
    print(line)
    fflush(nil)
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("deadwax-bench: \(message)\n".utf8))
    exit(2)
}

func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

func makeScanner() -> RunoutScanner {
    do {
        let tessdata = try TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment)
        return try RunoutScanner(options: ScanOptions(tessdata: tessdata))
    } catch {
        fail("cannot start an engine: \(error)")
    }
}

/// Runs `tesseract IMAGE stdout` once; its wall-clock seconds, or `nil` if it failed to start or exited non-zero.
func bareTesseract(_ executable: URL, _ image: URL) -> Double? {
    let process = Process()
    process.executableURL = executable
    process.arguments = [image.path, "stdout"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = now()
    do { try process.run() } catch { return nil }
    process.waitUntilExit()
    let seconds = now() - start
    return process.terminationStatus == 0 ? seconds : nil
}

let stageOrder = ["sidecar", "decode", "ring", "unwrap", "prepare", "recognize"]

func stages(_ arguments: [String]) {
    var arguments = arguments
    var tesseract = URL(fileURLWithPath: "/usr/bin/tesseract")
    if let index = arguments.firstIndex(of: "--tesseract") {
        guard index + 1 < arguments.count else { fail("--tesseract needs a path") }
        tesseract = URL(fileURLWithPath: arguments[index + 1])
        arguments.removeSubrange(index...(index + 1))
    }
    let images = arguments.map { URL(fileURLWithPath: $0) }
    guard let first = images.first else { fail("stages needs at least one image") }
    let scanner = makeScanner()
    // Warm-up: the first scan pays one-time costs (model pages, caches) the batch does not.
    _ = scanner.scan(imageAt: first)
    _ = bareTesseract(tesseract, first)

    var stageTotals: [String: Double] = [:]
    var pipelineTotal = 0.0
    var engineTotal = 0.0
    var tesseractTotal = 0.0
    var ratios: [Double] = []
    var failures = 0
    print("image\tpipeline_s\tengine_s\ttesseract_s\tratio")
    for image in images {
        let engineBefore = TesseractEngine.secondsInEngine
        let start = now()
        let scan = scanner.scan(imageAt: image)
        let pipeline = now() - start
        let engine = TesseractEngine.secondsInEngine - engineBefore
        if scan.failure != nil { failures += 1 }
        pipelineTotal += pipeline
        engineTotal += engine
        for (stage, seconds) in scan.timings { stageTotals[stage, default: 0] += seconds }
        let bare = bareTesseract(tesseract, image)
        if let bare {
            tesseractTotal += bare
            ratios.append(pipeline / bare)
        }
        report("\(image.lastPathComponent)\t\(format(pipeline))\t\(format(engine))\t\(bare.map { format($0) } ?? "failed")\t\(bare.map { format(pipeline / $0, 2) } ?? "-")")
    }
    let count = Double(images.count)
    print("")
    print("stage\tseconds\tper_image_s\tshare")
    let names = stageOrder + stageTotals.keys.filter { !stageOrder.contains($0) }.sorted()
    let untimed = pipelineTotal - stageTotals.values.reduce(0, +)
    for stage in names {
        let seconds = stageTotals[stage] ?? 0
        print("\(stage)\t\(format(seconds))\t\(format(seconds / count, 4))\t\(format(100 * seconds / pipelineTotal, 1))%")
        if stage == "recognize" {
            print("  in engine\t\(format(engineTotal))\t\(format(engineTotal / count, 4))\t\(format(100 * engineTotal / pipelineTotal, 1))%")
            let around = seconds - engineTotal
            print("  around engine\t\(format(around))\t\(format(around / count, 4))\t\(format(100 * around / pipelineTotal, 1))%")
        }
    }
    print("untimed\t\(format(untimed))\t\(format(untimed / count, 4))\t\(format(100 * untimed / pipelineTotal, 1))%")
    print("total\t\(format(pipelineTotal))\t\(format(pipelineTotal / count, 4))\t100%")
    print("")
    let outside = pipelineTotal - engineTotal
    print("images: \(images.count) (\(failures) failed)")
    print("outside the OCR engine: \(format(outside)) s of \(format(pipelineTotal)) s = \(format(100 * outside / pipelineTotal, 1))% (target <= 15%)")
    let sorted = ratios.sorted()
    let median = sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    print("pipeline s/image: \(format(pipelineTotal / count)); bare tesseract s/image: \(format(tesseractTotal / Double(max(1, ratios.count))))")
    print("pipeline / tesseract: \(format(pipelineTotal / tesseractTotal, 2)) overall, median pair \(format(median, 2)), "
        + "range \(format(sorted.first ?? .nan, 2))...\(format(sorted.last ?? .nan, 2)) over \(ratios.count) pairs (target <= 0.50)")
}

func leak(_ arguments: [String]) {
    var count = 500
    var every = 50
    var freshEngines = 0
    var image: URL?
    var index = 0
    func number(_ name: String) -> Int {
        index += 1
        guard index < arguments.count, let value = Int(arguments[index]), value > 0 else { fail("\(name) needs a positive number") }
        return value
    }
    while index < arguments.count {
        switch arguments[index] {
        case "--count": count = number("--count")
        case "--every": every = number("--every")
        case "--fresh-engines": freshEngines = number("--fresh-engines")
        default: image = URL(fileURLWithPath: arguments[index])
        }
        index += 1
    }
    guard let image else { fail("leak needs an image") }
    print("same image \(count) times, one scanner: \(image.lastPathComponent)")
    let baseline = residentKiB()
    print("scans\trss_mib")
    print("0\t\(format(Double(baseline) / 1024, 1))")
    var samples: [Int] = []
    do {
        let scanner = makeScanner()
        for scan in 1...count {
            let result = scanner.scan(imageAt: image)
            if scan == 1, let failure = result.failure { fail("the image does not scan: \(failure.message)") }
            if scan % every == 0 {
                let rss = residentKiB()
                samples.append(rss)
                report("\(scan)\t\(format(Double(rss) / 1024, 1))")
            }
        }
    }
    if samples.count >= 2, let firstSample = samples.first, let lastSample = samples.last {
        // The first sample is past warm-up; growth after it is what a leak looks like.
        let growth = Double(lastSample - firstSample) / 1024
        let perScan = Double(lastSample - firstSample) * 1024 / Double(count - every)
        print("growth after \(every) scans: \(format(growth, 1)) MiB (\(format(perScan, 0)) bytes per scan)")
    }
    guard freshEngines > 0 else { return }
    print("")
    print("a new scanner (engine) per scan, \(freshEngines) times")
    print("engines\trss_mib")
    let step = max(1, freshEngines / 5)
    for engine in 1...freshEngines {
        _ = makeScanner().scan(imageAt: image)
        if engine % step == 0 { report("\(engine)\t\(format(Double(residentKiB()) / 1024, 1))") }
    }
}

if ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] != "1" {
    FileHandle.standardError.write(Data("deadwax-bench: warning: OMP_THREAD_LIMIT is not 1; tesseract may use several threads\n".utf8))
}
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "stages": stages(Array(arguments.dropFirst()))
case "leak": leak(Array(arguments.dropFirst()))
default: fail("usage: deadwax-bench stages [--tesseract PATH] IMAGE... | leak IMAGE [--count N] [--every N] [--fresh-engines N]")
}
