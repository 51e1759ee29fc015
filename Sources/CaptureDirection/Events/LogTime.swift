import JSONText

/// An event's `t`: seconds since the session began, as a finite number, with
/// the exact JSON spelling the log used so that output can echo it unchanged
/// (`2.20` stays `2.20`).
///
/// Equality compares the spelling too; compare ``seconds`` to order times
/// (`2.2` and `2.20` are the same moment).
public struct LogTime: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The time in seconds; always finite.
    public let seconds: Double
    /// The JSON number as written in the log; always a valid JSON number.
    public let literal: String

    /// A time from a JSON number's spelling; `nil` unless `literal` is a JSON
    /// number whose value is finite (`1e400` overflows and is rejected).
    public init?(literal: String) {
        guard JSONNumberGrammar.isValid(Array(literal.utf8)), let value = Double(literal), value.isFinite else {
            return nil
        }
        self.seconds = value
        self.literal = literal
    }

    /// A time from a finite value, spelled the way Swift prints it; `nil` for
    /// NaN and the infinities.
    public init?(seconds: Double) {
        guard seconds.isFinite else { return nil }
        self.seconds = seconds
        self.literal = "\(seconds)"
    }

    /// The literal as written.
    public var description: String { literal }
}

/// An event with the time it happened: one event line of a log.
public struct LoggedEvent: Hashable, Sendable, Codable {
    /// When it happened.
    public var time: LogTime
    /// What happened.
    public var event: CaptureEvent

    /// `event` at `time`.
    public init(time: LogTime, event: CaptureEvent) {
        self.time = time
        self.event = event
    }
}
