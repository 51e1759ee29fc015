import Foundation

/// Opens the file of `--resume`: reads what an earlier run wrote, plans what
/// is left, reports on stderr what was cut away, and cuts the file back to
/// its last whole line, ready for appending.
struct ResumeStart {
    var plan: ResumePlan
    var file: AppendingFile

    /// The opened file and plan, or a message for stderr (exit status 1).
    static func open(_ path: String, inputs: [ScanInput], quiet: Bool) -> Result<ResumeStart, ResumeFailure> {
        let log: ScanLog
        if FileManager.default.fileExists(atPath: path) {
            do throws(ScanLog.ReadError) {
                log = try ScanLog.read(path)
            } catch {
                return .failure(ResumeFailure(message: "--resume \(error.description)"))
            }
        } else {
            log = ScanLog(name: path, data: Data())
        }
        let plan: ResumePlan
        do throws(ResumePlan.DamagedLine) {
            plan = try ResumePlan(log: log, inputs: inputs)
        } catch {
            return .failure(ResumeFailure(message: error.description))
        }
        for cut in plan.cut {
            Console.standardError.write("resume: \(path):\(cut.line): \(cut.reason); cut away and redone.\n")
        }
        for warning in plan.warnings {
            Console.standardError.write("warning: \(warning)\n")
        }
        let file: AppendingFile
        do throws(AppendingFile.OpenError) {
            file = try AppendingFile(path: path, keeping: plan.keepBytes)
        } catch {
            return .failure(ResumeFailure(message: "--resume \(error.description)"))
        }
        if !quiet, plan.kept > 0 {
            Console.standardError.write(
                "resume: \(path) already holds \(plan.kept) image\(plan.kept == 1 ? "" : "s"); \(plan.remaining.count) left to scan.\n")
        }
        return .success(ResumeStart(plan: plan, file: file))
    }
}

/// Why `--resume` could not start, as one message.
struct ResumeFailure: Error {
    var message: String
}
