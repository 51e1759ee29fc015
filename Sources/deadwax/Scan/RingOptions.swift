import RunoutOCR

/// Parses `--ring CX,CY,INNER,OUTER` with the optional `--preview WxH` and
/// `--gravity NAME` into one ring for a whole run.
enum RingOptions {
    static func parse(ring: String?, preview: String?, gravity: String?, command: String) throws(UsageError) -> GuideRing? {
        guard let ring else {
            if preview != nil || gravity != nil {
                throw UsageError(command: command, message: "--preview and --gravity describe a --ring; give --ring CX,CY,INNER,OUTER too.")
            }
            return nil
        }
        let numbers = ring.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, let cx = numbers[0], let cy = numbers[1], let inner = numbers[2], let outer = numbers[3]
        else {
            throw UsageError(command: command, message: "--ring expects four numbers CX,CY,INNER,OUTER, e.g. --ring 1012.5,760,420,610; got '\(ring)'.")
        }
        var space = GuideRing.Space.image
        if let preview {
            let sides = preview.lowercased().split(separator: "x").map { Double($0) }
            guard sides.count == 2, let width = sides[0], let height = sides[1] else {
                throw UsageError(command: command, message: "--preview expects WIDTHxHEIGHT in points, e.g. --preview 390x844; got '\(preview)'.")
            }
            let name = gravity ?? VideoGravity.resizeAspectFill.rawValue
            guard let chosen = VideoGravity(rawValue: name) else {
                let names = VideoGravity.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(command: command, message: "--gravity must be one of \(names); got '\(name)'.")
            }
            space = .preview(size: Size(width: width, height: height), gravity: chosen)
        } else if gravity != nil {
            throw UsageError(command: command, message: "--gravity applies to a preview-space ring; add --preview WIDTHxHEIGHT.")
        }
        return GuideRing(space: space, center: Point(x: cx, y: cy), innerRadius: inner, outerRadius: outer)
    }
}
