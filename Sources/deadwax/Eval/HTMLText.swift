/// Escaping for text and attribute values placed in the report's HTML.
/// Everything that comes from files (names, truth, readings, messages)
/// goes through here.
enum HTMLText {
    /// `text` with `& < > " '` replaced by character references, safe both
    /// between tags and inside a quoted attribute value.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// An alignment as HTML: matching characters plain, substitutions in
    /// `<mark>` (the truth's character in its title), characters the reading
    /// lacks in `<del>`, characters it adds in `<ins>`. Runs of one kind
    /// share one element.
    static func diff(_ alignment: CharacterAlignment) -> String {
        var out = ""
        var open: String?
        var title = ""
        var run = ""
        func flush() {
            guard !run.isEmpty else { return }
            if let tag = open {
                let attribute = tag == "mark" ? " title=\"truth: \(escaped(title))\"" : ""
                out += "<\(tag)\(attribute)>\(escaped(run))</\(tag)>"
            } else {
                out += escaped(run)
            }
            run = ""
            title = ""
        }
        for step in alignment.steps {
            let (tag, character, truth): (String?, Character, Character?) =
                switch step {
                case .same(let c): (nil, c, nil)
                case .substituted(let t, let r): ("mark", r, t)
                case .deleted(let t): ("del", t, nil)
                case .inserted(let r): ("ins", r, nil)
                }
            if tag != open { flush() }
            open = tag
            run.append(character == " " && tag != nil ? "\u{2423}" : character)
            if let truth { title.append(truth) }
        }
        flush()
        return out
    }
}
