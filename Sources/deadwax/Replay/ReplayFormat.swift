/// How `deadwax replay` prints its records.
enum ReplayFormat: String, CaseIterable {
    /// A timeline for people, with a summary after each log.
    case table
    /// One JSON object per event line (contract section 3).
    case jsonl
}
