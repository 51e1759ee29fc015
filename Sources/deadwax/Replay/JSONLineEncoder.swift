import CaptureDirection

/// Writes replay records as JSON Lines: one object per line, fields in the
/// contract's order, no pretty printing, slashes unescaped, `t` echoed as the
/// log spelled it.
enum JSONLineEncoder {
    /// The line (with its `\n`) for one record.
    ///
    /// `log` is added first when given (several logs in one run); swap
    /// fields only on a swap; `device` is `null` when there is no input; a
    /// read frame adds `side`, `count`, `last` and, when it failed, `error`.
    static func line(for record: ReplayRecord, frame: FrameResult?, log: String?) -> String {
        var fields: [String] = []
        fields.reserveCapacity(12)
        if let log { fields.append("\"log\":" + quoted(log)) }
        fields.append("\"t\":" + record.time.literal)
        fields.append("\"event\":" + quoted(record.event.rawValue))
        fields.append("\"action\":" + quoted(record.action.name))
        if let swap = record.action.swap {
            fields.append("\"from\":" + quoted(swap.from))
            fields.append("\"to\":" + quoted(swap.to))
            fields.append("\"outcome\":" + quoted(swap.outcome.rawValue))
        }
        fields.append("\"device\":" + optional(record.device))
        fields.append("\"scanner\":" + quoted(record.scanner.rawValue))
        if let frame {
            fields.append("\"side\":" + optional(frame.summary.side))
            fields.append("\"count\":" + String(frame.summary.count))
            fields.append("\"last\":" + optional(frame.summary.last))
            if let error = frame.error {
                fields.append(
                    "\"error\":{\"code\":" + quoted(error.code.rawValue) + ",\"message\":" + quoted(error.message) + "}")
            }
        }
        return "{" + fields.joined(separator: ",") + "}\n"
    }

    /// A JSON string or `null`.
    static func optional(_ text: String?) -> String {
        text.map(quoted) ?? "null"
    }

    /// A JSON string literal: quotes, backslashes and control characters
    /// escaped; `/` and non-ASCII text left as they are.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
