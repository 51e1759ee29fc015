import Foundation
import RunoutOCR
import TestSupport
import Testing

/// Renders the `--report` page in headless chromium (Debian's `chromium`,
/// installed by `scripts/setup-report-check`) and checks that the
/// screenshot shows something: not blank, not all white, with real
/// variation. A missing chromium fails the test: the setup script installs it.
@Suite("deadwax eval report in a browser")
struct EvalReportBrowserTests {
    @Test func reportRendersInHeadlessChromium() throws {
        let chromium = try #require(Self.chromium(), "chromium is not installed; run scripts/setup-report-check")
        let set = try EvalFixtureFolder()
        defer { set.remove() }
        let output = try TemporaryFolder(prefix: "deadwax-eval-report")
        defer { output.remove() }
        let report = output.url.appendingPathComponent("report")
        let run = try EvalProcess.run(["eval", ".", "-q", "--report", report.path], in: set.url)
        #expect(run.status == 0, "\(run.standardError)")

        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!page.contains("<script"))
        #expect(!page.contains("http://") && !page.contains("https://"), "no network")
        let sources = page.components(separatedBy: "src=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        #expect(sources.count >= 5 * 3, "thumbnail, strip and prepared strip for each scanned image")
        for source in sources {
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(source).path), "\(source) exists")
        }

        let screenshot = output.url.appendingPathComponent("screenshot.png")
        let browser = try EvalProcess.run(executable: chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--screenshot=\(screenshot.path)",
            "--window-size=1280,2000", report.appendingPathComponent("index.html").absoluteString,
        ], in: output.url)
        #expect(browser.status == 0, "\(browser.standardError)")
        let image = try ImageDecoder().decode(contentsOf: screenshot)
        #expect(image.width == 1280 && image.height == 2000)
        let total = Double(image.pixels.count)
        let mean = image.pixels.reduce(0.0) { $0 + Double($1) } / total
        let variance = image.pixels.reduce(0.0) { $0 + (Double($1) - mean) * (Double($1) - mean) } / total
        let nonWhite = Double(image.pixels.count { $0 < 200 }) / total
        let dark = Double(image.pixels.count { $0 < 60 }) / total
        #expect(variance > 500, "the page has contrast (variance \(variance))")
        #expect(nonWhite > 0.05, "text and images cover the page (\(nonWhite))")
        #expect(dark > 0.01, "the dark photos of records are shown (\(dark))")
    }

    /// The chromium executable on `PATH`, or `nil`.
    static func chromium() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin"]
        for folder in folders {
            for name in ["chromium", "chromium-browser"] {
                let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }
}
