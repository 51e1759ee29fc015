// deadwax-bench: in-process measurements for scripts/bench (issue 7) and the
// leak check (issue 6). See docs/benchmark.md.
//
//   deadwax-bench stages [--tesseract PATH] IMAGE...
//       Scans each image with one RunoutScanner and, right after it, runs
//       `tesseract IMAGE stdout` on the same image; prints one line per
//       image (pipeline vs bare tesseract seconds, ratio), then the time per
//       stage, the time inside the engine and the share outside it.
//   deadwax-bench stages --rounds N [--no-tesseract] IMAGE...
//       The same per-stage table, with every image scanned in each of N
//       rounds (one warm-up scan first); each stage's figure is its median
//       over the rounds, so that a load on the shared machine in one round
//       does not move it. --no-tesseract skips the bare command.
//   deadwax-bench ring IMAGE... [--repeat 20]
//       The ring stage alone (the sidecar ring refined, or the record
//       located when there is none), REPEAT times per image; the median
//       milliseconds of the thread's CPU time per image and their mean.
//   deadwax-bench leak IMAGE [--count 500] [--every 50] [--fresh-engines N]
//       Scans the same image COUNT times with one scanner, printing resident
//       memory every EVERY scans; then, if asked, creates and drops N
//       scanners (engines) scanning once each, printing memory every N/5.
//   deadwax-bench unwrap IMAGE... [--frames 200]
//       Unwraps each image's sidecar ring (refined as a scan does) FRAMES
//       times as frames of one geometry: directly, through a fresh
//       SamplingMap per frame, and through one map reused; prints the time
//       per frame of each and the fresh / reused ratio, measured in one run.
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

/// CPU seconds this thread has run: steadier than wall time on a loaded machine.
func threadCPUTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("deadwax-bench: \(message)\n".utf8))
    exit(2)
}

func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

/// Removes `--NAME N` from `arguments` and returns N, which must be a
/// positive whole number (else the run fails saying so); `nil` when the
/// option is absent.
func takePositiveOption(_ name: String, from arguments: inout [String]) -> Int? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
        fail("\(name) needs a positive number")
    }
    arguments.removeSubrange(index...(index + 1))
    return value
}

func makeScanner() -> RunoutScanner {
    do {
        let tessdata = try TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment)
        let handModel = HandModel.bundled { FileHandle.standardError.write(Data("note: \($0)\n".utf8)) }
        return try RunoutScanner(options: ScanOptions(tessdata: tessdata, handModel: handModel))
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
    let rounds = takePositiveOption("--rounds", from: &arguments)
    var bare = true
    if let index = arguments.firstIndex(of: "--no-tesseract") {
        bare = false
        arguments.remove(at: index)
    }
    let images = arguments.map { URL(fileURLWithPath: $0) }
    guard let first = images.first else { fail("stages needs at least one image") }
    if let rounds {
        stageRounds(images, rounds: rounds, tesseract: bare ? tesseract : nil)
        return
    }
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

/// `stages --rounds`: every image scanned once per round; each stage's
/// median over the rounds, per image. The bare command, when given, runs
/// once per image in the first round only (its figure is for reference).
func stageRounds(_ images: [URL], rounds: Int, tesseract: URL?) {
    guard let first = images.first else { return }
    let scanner = makeScanner()
    _ = scanner.scan(imageAt: first)
    var perRound: [[String: Double]] = []
    // Per image, per round: seconds by stage, for the per-image table.
    var perImage = [[[String: Double]]](repeating: [], count: images.count)
    var tesseractTotal = 0.0
    for round in 0..<rounds {
        var totals: [String: Double] = [:]
        for (index, image) in images.enumerated() {
            let engineBefore = TesseractEngine.secondsInEngine
            let start = now()
            let scan = scanner.scan(imageAt: image)
            let total = now() - start
            totals["total", default: 0] += total
            totals["engine", default: 0] += TesseractEngine.secondsInEngine - engineBefore
            for (stage, seconds) in scan.timings { totals[stage, default: 0] += seconds }
            perImage[index].append(scan.timings.merging(["total": total]) { $1 })
            if round == 0, let tesseract { tesseractTotal += bareTesseract(tesseract, image) ?? 0 }
        }
        totals["outside"] = (totals["total"] ?? 0) - (totals["engine"] ?? 0)
        totals["around engine"] = (totals["recognize"] ?? 0) - (totals["engine"] ?? 0)
        totals["outside, not recognize"] = (totals["outside"] ?? 0) - (totals["around engine"] ?? 0)
        perRound.append(totals)
        let outside = (totals["outside"] ?? 0) / max(1e-9, totals["total"] ?? 0)
        FileHandle.standardError.write(Data("round \(round + 1): outside the engine \(format(100 * outside, 1))%\n".utf8))
    }
    func median(_ key: String) -> Double {
        let values = perRound.map { $0[key] ?? 0 }.sorted()
        return values[values.count / 2]
    }
    let count = Double(images.count)
    print("per image, median over the rounds (ms)")
    print("image\tdecode\tring\tunwrap\tprepare\trecognize\ttotal")
    for (index, image) in images.enumerated() {
        let columns = ["decode", "ring", "unwrap", "prepare", "recognize", "total"].map { key in
            let values = perImage[index].map { $0[key] ?? 0 }.sorted()
            return format(values[values.count / 2] * 1000, 2)
        }
        print(([image.lastPathComponent] + columns).joined(separator: "\t"))
    }
    print("")
    print("\(images.count) images, \(rounds) rounds: median per image over the rounds (ms)")
    print("stage\tper_image_ms\tmin_ms\tmax_ms")
    let keys = ["sidecar", "decode", "ring", "unwrap", "prepare", "recognize", "engine", "around engine",
                "outside, not recognize", "outside", "total"]
    for key in keys {
        let values = perRound.map { $0[key] ?? 0 }
        print("\(key)\t\(format(median(key) / count * 1000, 2))\t\(format((values.min() ?? 0) / count * 1000, 2))\t\(format((values.max() ?? 0) / count * 1000, 2))")
    }
    let shares = perRound.map { ($0["outside"] ?? 0) / max(1e-9, $0["total"] ?? 0) }.sorted()
    print("outside the OCR engine: median round \(format(100 * shares[shares.count / 2], 1))% (range \(format(100 * (shares.first ?? 0), 1))...\(format(100 * (shares.last ?? 0), 1))%)")
    if tesseract != nil { print("bare tesseract s/image (first round): \(format(tesseractTotal / count))") }
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

/// The band a scan of `url` would unwrap: its sidecar ring mapped to the decoded
/// image (reduced as a scan reduces it) and refined.
func band(of url: URL) -> (image: GrayImage, band: Annulus) {
    let decoder = ImageDecoder()
    let sidecarURL = RunoutScanner.sidecarURL(for: url)
    guard let sidecarData = try? Data(contentsOf: sidecarURL) else {
        fail("\(url.lastPathComponent) has no sidecar")
    }
    do {
        guard let ring = try Sidecar.parse(sidecarData).ring else {
            fail("\(sidecarURL.lastPathComponent) has no ring")
        }
        let data = try decoder.data(contentsOf: url)
        let header = try decoder.header(of: data)
        let full = try ring.mapped(toImageOfSize: header.uprightSize)
        let reduction = header.applied(DecodeReduction(for: full))
        let image = try decoder.decode(data, reduction: reduction)
        return (image, RingRefiner().refined(reduction.inReducedImage(full), in: image))
    } catch {
        fail("\(url.lastPathComponent): \(error)")
    }
}

func unwrapFrames(_ arguments: [String]) {
    var arguments = arguments
    let frames = takePositiveOption("--frames", from: &arguments) ?? 200
    guard !arguments.isEmpty else { fail("unwrap needs at least one image") }
    let unwrapper = PolarUnwrapper()
    print("image\tstrip\tdirect_ms\tfresh_map_ms\treused_map_ms\tfresh/reused\tdirect/reused")
    var totals = (direct: 0.0, fresh: 0.0, reused: 0.0)
    // Every strip's first pixel, summed and printed, so that no unwrap is optimized away.
    var checksum = 0
    for path in arguments {
        let url = URL(fileURLWithPath: path)
        let (image, annulus) = band(of: url)
        let geometry = unwrapper.geometry(for: annulus, imageWidth: image.width, imageHeight: image.height)
        // Warm-up, and the ways agree.
        let reference = unwrapper.unwrap(image, along: annulus).image
        guard let warm = SamplingMap(geometry: geometry)?.sample(image), warm == reference else {
            fail("\(url.lastPathComponent): the map's strip differs from the direct one")
        }
        // The reused map: built on the second frame of the geometry, before timing.
        var cache = SamplingMapCache()
        for _ in 0..<2 { _ = unwrapper.unwrap(image, along: annulus, cache: &cache) }
        guard cache.map != nil else { fail("\(url.lastPathComponent): the cache keeps no map") }
        // The three ways take turns in ten rounds, so that a load on the
        // machine falls on all three alike; each figure is the median round's
        // time per frame.
        let rounds = min(10, frames)
        var times: (direct: [Double], fresh: [Double], reused: [Double]) = ([], [], [])
        for round in 0..<rounds {
            let count = frames / rounds + (round < frames % rounds ? 1 : 0)
            var start = now()
            for _ in 0..<count { checksum &+= Int(unwrapper.unwrap(image, along: annulus).image.pixels[0]) }
            times.direct.append((now() - start) / Double(count))
            start = now()
            for _ in 0..<count {
                // A fresh map per frame: what every frame would cost without reuse.
                guard let strip = SamplingMap(geometry: geometry)?.sample(image) else { fail("no map") }
                checksum &+= Int(strip.pixels[0])
            }
            times.fresh.append((now() - start) / Double(count))
            start = now()
            for _ in 0..<count {
                checksum &+= Int(unwrapper.unwrap(image, along: annulus, cache: &cache).image.pixels[0])
            }
            times.reused.append((now() - start) / Double(count))
        }
        guard cache.builds == 1 else { fail("the cache built \(cache.builds) maps for one geometry") }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let (direct, fresh, reused) = (median(times.direct), median(times.fresh), median(times.reused))
        totals.direct += direct
        totals.fresh += fresh
        totals.reused += reused
        report(
            "\(url.lastPathComponent)\t\(geometry.stripWidth)x\(geometry.stripHeight)\t\(format(direct * 1000))\t"
                + "\(format(fresh * 1000))\t\(format(reused * 1000))\t\(format(fresh / reused, 2))\t"
                + "\(format(direct / reused, 2))")
    }
    let count = Double(arguments.count)
    print(
        "mean per frame over \(arguments.count) image(s), \(frames) frames each: "
            + "direct \(format(totals.direct / count * 1000)) ms, fresh map \(format(totals.fresh / count * 1000)) ms, "
            + "reused map \(format(totals.reused / count * 1000)) ms")
    print(
        "fresh map / reused map: \(format(totals.fresh / totals.reused, 2))x; "
            + "direct / reused map: \(format(totals.direct / totals.reused, 2))x (strip checksum \(checksum))")
}

/// `ring IMAGE... [--repeat N]`: the ring stage alone, as a scan runs it
/// (a sidecar ring refined, or the record located when there is none),
/// N times per image on the decoded image; the median milliseconds of CPU
/// time per image (the thread's own, so that other work on the machine
/// moves it less).
func ringStage(_ arguments: [String]) {
    var arguments = arguments
    let repeats = takePositiveOption("--repeat", from: &arguments) ?? 20
    let decoder = ImageDecoder()
    let refiner = RingRefiner()
    let locator = RecordLocator()
    var total = 0.0
    var checksum = 0.0
    print("image\tkind\tring_ms")
    for path in arguments {
        let url = URL(fileURLWithPath: path)
        let sidecar = (try? Data(contentsOf: RunoutScanner.sidecarURL(for: url))).flatMap { try? Sidecar.parse($0) }
        let image: GrayImage
        var ring: Annulus?
        do {
            let data = try decoder.data(contentsOf: url)
            let header = try decoder.header(of: data)
            var reduction = DecodeReduction.full
            if let given = sidecar?.ring {
                let full = try given.mapped(toImageOfSize: header.uprightSize)
                reduction = header.applied(DecodeReduction(for: full))
                ring = reduction.inReducedImage(full)
            }
            image = try decoder.decode(data, reduction: reduction)
        } catch {
            fail("\(url.lastPathComponent): \(error)")
        }
        var times: [Double] = []
        for _ in 0..<repeats {
            let start = threadCPUTime()
            if let ring {
                checksum += refiner.refined(ring, in: image).innerRadius
            } else {
                checksum += locator.locate(in: image)?.band.innerRadius ?? 0
            }
            times.append(threadCPUTime() - start)
        }
        let median = times.sorted()[times.count / 2]
        total += median
        report("\(url.lastPathComponent)\t\(ring == nil ? "locate" : "refine")\t\(format(median * 1000, 2))")
    }
    print("mean ring ms per image: \(format(total / Double(max(1, arguments.count)) * 1000, 2)) (checksum \(format(checksum, 3)))")
}

if ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] != "1" {
    FileHandle.standardError.write(Data("deadwax-bench: warning: OMP_THREAD_LIMIT is not 1; tesseract may use several threads\n".utf8))
}
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: deadwax-bench stages [--tesseract PATH] [--rounds N [--no-tesseract]] IMAGE...
           deadwax-bench leak IMAGE [--count N] [--every N] [--fresh-engines N]
           deadwax-bench unwrap IMAGE... [--frames N]
           deadwax-bench ring IMAGE... [--repeat N]

      stages   time each stage of the scan per image, and the share outside the OCR engine;
               with --rounds N, each stage's median over N rounds (--no-tesseract: no bare command)
      leak     scan one image COUNT times in one process, printing resident memory every N scans
      unwrap   time the unwrap directly, with a fresh sampling map and with a reused one
      ring     time the ring stage alone (thread CPU time)

    Run with OMP_THREAD_LIMIT=1, as scripts/bench does. docs/benchmark.md explains every figure.
    """
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
/// `lines IMAGE...`: each line image (a segment as the reader builds it,
/// letters 28 px) read by the shipped line network (its ensemble of
/// networks), by its first network alone and by the English engine, each
/// `--repeat` times; the median milliseconds of thread CPU time per line
/// of each, and their ratios, measured in one run.
func lineReaders(_ arguments: [String]) {
    var arguments = arguments
    let repeats = takePositiveOption("--repeat", from: &arguments) ?? 5
    let decoder = ImageDecoder()
    let images = arguments.compactMap { try? decoder.decode(contentsOf: URL(fileURLWithPath: $0)) }
    guard !images.isEmpty else { fail("lines needs line images (PNG, JPEG or TIFF)") }
    let network: LineNetwork
    let first: LineNetwork
    let english: TesseractEngine
    do {
        guard let model = HandModel.bundled() else { fail("no \(HandModel.fileNames.joined(separator: " and ")) found") }
        network = try model.network()
        first = try LineNetwork(contentsOf: model.directory.appendingPathComponent(HandModel.fileName))
        english = try TesseractEngine(tessdata: TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment))
    } catch {
        fail("cannot start a reader: \(error)")
    }
    func median(_ reader: any LineRecognizer) -> Double {
        var times: [Double] = []
        for _ in 0..<repeats {
            let start = threadCPUTime()
            for image in images { _ = reader.recognizeLine(in: image, mixedCase: false) }
            times.append((threadCPUTime() - start) / Double(images.count))
        }
        return times.sorted()[times.count / 2] * 1000
    }
    let widths = images.map(\.width).sorted()
    report("\(images.count) line images, median width \(widths[widths.count / 2]) px, \(repeats) rounds")
    let networkTime = median(network)
    let firstTime = median(first)
    let englishTime = median(english)
    report("line network       \(format(networkTime, 2)) ms per line (\(network.memberCount) networks)")
    report("its first alone    \(format(firstTime, 2)) ms per line")
    report("English engine     \(format(englishTime, 2)) ms per line")
    report("network / first    \(format(networkTime / firstTime, 2))x")
    report("network / English  \(format(networkTime / englishTime, 2))x")
}

switch arguments.first {
case "lines": lineReaders(Array(arguments.dropFirst()))
case "stages": stages(Array(arguments.dropFirst()))
case "leak": leak(Array(arguments.dropFirst()))
case "unwrap": unwrapFrames(Array(arguments.dropFirst()))
case "ring": ringStage(Array(arguments.dropFirst()))
default:
    fail(usage)
}
