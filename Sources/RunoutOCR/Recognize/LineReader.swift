/// Reads one text segment: builds the engine's input at three scales, in
/// both orientations (letter tops outward, and inward: the image turned
/// half a turn), and lets ``LineVerdict`` pick the orientation whose
/// readings agree and look like an etching.
///
/// The segment's polarity (light marks on darker wax, or the reverse) comes
/// from its summed ink. Under glare that sum can be wrong: dark letters
/// inside a bright band sum to light, and the engine is then given the
/// band as ink with the letters as holes. So when a segment is not read
/// acceptably and holds a real share of both polarities, it is read again
/// the other way, and the better verdict kept. In a strip with a glare, a
/// line that a glare's edge crosses turns polarity along it; it is also
/// read with each column turned to one polarity (``ColumnPolarity``).
///
/// A glyph the engine left out at either end of a reading is read on its
/// own and put back (``EdgeGlyphs``). Every reading then passes the glyph
/// checks (``WordSpacing``, ``SlashedZero``, ``DigitOne``, ``DigitSeven``,
/// ``TriangleMark``) before it is judged. A word-shaped
/// segment still not accepted is read once more in mixed case, for marks
/// such as `Allied`; one whose reading resembles a lexicon mark is read
/// once more with its strokes thickened, for thin hand-scratched marks. A line whose orientation is clear and whose first two
/// scales read identically and confidently is not read at the third.
public struct LineReader {
    /// Letter heights, in pixels, of the independent readings.
    public var letterHeights: [Int]

    /// How much better the inward reading must score to be chosen.
    public static let inwardMargin = 0.03

    /// Whether each ``Outcome`` carries the image the engine read at the
    /// first scale (for debug output and reports). Off, an outcome's image
    /// is empty, and a segment the probe finds no text in is spared
    /// building an image nobody reads.
    public var keepsImages: Bool

    public init(letterHeights: [Int] = [28, 36, 46], keepsImages: Bool = true) {
        self.letterHeights = letterHeights
        self.keepsImages = keepsImages
    }

    /// What reading a segment produced.
    public struct Outcome: Sendable {
        /// The chosen verdict, or `nil` when nothing legible was read.
        public var verdict: LineVerdict?
        /// Whether the letters' tops point inward.
        public var inward: Bool
        /// The image the engine read at the first scale, upright, for
        /// debugging; empty unless ``LineReader/keepsImages``.
        public var image: GrayImage
        /// A line describing every reading, for debug logs.
        public var log: String
    }

    /// The least share of a segment's strong pixels in its minority
    /// polarity for an unaccepted reading to be tried the other way. (On
    /// 657 labelled lines, every segment rescued this way was above 0.1;
    /// stamped letters' own shadows put most segments above it, which is
    /// why only unaccepted readings are retried.)
    public static let mixedShare = 0.1

    /// |score| counted as a strong pixel when measuring the polarities: what
    /// the segmenter counts as ink.
    static let strongScore = TextSegmenter().threshold

    /// Reads `segment` of `strip` with `engine`. In a strip with a glare
    /// (`glare`: ``GlareFlattener`` flattened it), a segment whose polarity
    /// turns along it is also read column by column
    /// (``readAcrossGlareEdge(_:in:plain:engine:)``).
    ///
    /// With `hand`, the ``HandModel``'s network, a segment the English
    /// model does not read acceptably is read again with it at its own
    /// letter heights (``LineNetwork/letterHeights``), the way up the
    /// English verdict has (both ways when it has none), and judged the
    /// same way; that verdict is taken when ``takesHandVerdict(_:turnedOver:)``, and
    /// failing that, its verdict read the other way up is. When neither
    /// is, but the first reads the English verdict's text the same way up
    /// (and, when short, agrees with itself: ``corroborates(_:)``), the English verdict is
    /// ``LineVerdict/corroborated``; when the two models share one reading
    /// of a matrix or mark the same way up, that reading is
    /// (``LineVerdict/sharedReading(of:and:)``). Failing all of those, the
    /// reading of either model's verdict the network itself finds most
    /// probable is taken when it is sure
    /// (``rescored(english:byHand:_:in:hand:runs:)``). An accepted English
    /// matrix number, short code or initials is read by the network too,
    /// and gives way to a reading the network is surer of
    /// (``networkChecked(_:_:in:hand:)``).
    public func read(
        _ segment: TextSegment, in strip: PreparedStrip, engine: any LineRecognizer, hand: LineNetwork? = nil,
        glare: Bool = false
    ) -> Outcome {
        let turned = glare ? Self.turnedByColumn(segment, in: strip) : nil
        var english = readWithModel(segment, in: strip, engine: engine, turned: turned)
        // The network reads a line a glare's edge crosses in the window
        // turned by column, always (the English model only when that reads
        // better): it was trained on lines of one polarity. On fifteen
        // labelled sets: 3 lines more right (`SD 8436 A2`, `SKAO-1-1569-B1`,
        // `SMM4-4322-A-4C`), none more wrong.
        var segment = segment
        var strip = strip
        if hand != nil, let turned { (strip, segment) = turned }
        // A unanimous look-alike and digits (accepted, or a bare number,
        // `44463`, which is never accepted) may be a triangle number.
        if let hand, let verdict = english.verdict, verdict.isAccepted || verdict.agreement >= 0.999,
           Self.digitsAfterTriangleLookAlike(verdict.line.key) != nil
        {
            english = triangleChecked(english, segment, in: strip, hand: hand)
        } else if let hand, english.verdict?.isAccepted == true {
            english = networkChecked(english, segment, in: strip, hand: hand)
        }
        guard let hand, english.verdict?.isAccepted != true else { return english }
        // The way up the English model settled on is read first; a segment
        // it found no text in is read both ways.
        let way = english.verdict == nil ? nil : english.inward
        let runs = NetworkRuns(hand)
        var byHand = networkReader.read(segment, in: strip, polarity: segment.polarity, engine: runs, onlyInward: way)
        if let verdict = byHand.verdict, Self.takesHandVerdict(verdict) {
            byHand.verdict?.corroborated = true
            byHand.log = english.log + " || hand (taken): " + byHand.log
            return byHand
        }
        // An English verdict that is not accepted is weak evidence of the
        // way up: a scratched line the English model cannot read often reads
        // as something upside down (`M WO-3-15` for `ST-B-494644 A`). The
        // network reads it the other way too, and its verdict that way is
        // taken on nearly the same terms (``leastTurnedNetworkConfidence``).
        if let way {
            var turned = networkReader.read(segment, in: strip, polarity: segment.polarity, engine: runs, onlyInward: !way)
            if let verdict = turned.verdict, Self.takesHandVerdict(verdict, turnedOver: true) {
                turned.verdict?.corroborated = true
                turned.log = english.log + " || hand: " + byHand.log + " || hand turned over (taken): " + turned.log
                return turned
            }
            byHand.log += " || hand turned over: " + turned.log
        }
        var kept = english
        if let verdict = english.verdict, let other = byHand.verdict, english.inward == byHand.inward {
            if verdict.line.text == other.line.text, Self.corroborates(other) {
                kept.verdict?.corroborated = true
                kept.log += " || hand (agrees): " + byHand.log
                return kept
            }
            if let shared = LineVerdict.sharedReading(of: verdict, and: other) {
                kept.verdict = shared
                kept.log += " || hand (shares \(shared.line.text)): " + byHand.log
                return kept
            }
        }
        kept.log += " || hand: " + byHand.log
        let rescoring = rescored(english: english, byHand: byHand, segment, in: strip, hand: hand, runs: runs)
        if var taken = rescoring.taken {
            taken.log = kept.log + " || rescored (taken): " + rescoring.log
            return taken
        }
        if !rescoring.log.isEmpty { kept.log += " || rescored: " + rescoring.log }
        return kept
    }

    /// The digits of a unanimous English reading that may be a triangle
    /// number whose triangle the shape test (``TriangleMark``) did not
    /// recognise: one word, a look-alike of the triangle (`4`, `A`, `1`,
    /// ...), perhaps a slash its slanted side made, then three digits or
    /// more and nothing else (`A3524`, `4/7161`, `164581` give `3524`,
    /// `7161`, `64581`); `nil` for any other text.
    static func digitsAfterTriangleLookAlike(_ text: String) -> Substring? {
        guard let first = text.first, TriangleMark.lookAlikes.contains(String(first)) || first == "1" else { return nil }
        var rest = text.dropFirst()
        if rest.first == "/" { rest = rest.dropFirst() }
        return rest.count >= 3 && rest.allSatisfy(\.isASCIIDigit) ? rest : nil
    }

    /// The least agreement of the network's readings of a triangle number
    /// for ``triangleChecked(_:_:in:hand:)``: its three readings may
    /// differ in a digit the English reading settles.
    static let leastTriangleAgreement = 0.75

    /// `english` with its look-alike made a triangle when the network,
    /// reading the same segment the same way up, reads a triangle there:
    /// its reading starts with `Δ`, its readings agree at least
    /// ``leastTriangleAgreement``, and its digits are the English reading's
    /// (``digitsAfterTriangleLookAlike(_:)``) but for one character at
    /// most. Each reader is taken for what it reads best: the network has
    /// a triangle among its classes and the English model none, and the
    /// English model's digits were unanimous, where the network's three
    /// readings may differ in one (`Δ4463`, `Δ4163`, `Δ4163` for the
    /// English `44463`). On nine generated sets and three independent ones
    /// (1,300 lines): six lines more right (`A3524`, `44463`, `4/7161`,
    /// `164581`, `159539`, `A7113` became `Δ…`), none fewer.
    func triangleChecked(_ english: Outcome, _ segment: TextSegment, in strip: PreparedStrip, hand: LineNetwork) -> Outcome {
        guard let verdict = english.verdict, let digits = Self.digitsAfterTriangleLookAlike(verdict.line.key) else {
            return english
        }
        let byHand = networkReader.read(segment, in: strip, polarity: segment.polarity, engine: hand, onlyInward: english.inward)
        var checked = english
        guard let other = byHand.verdict, other.agreement >= Self.leastTriangleAgreement, other.line.key.first == "Δ",
              Array(other.line.key.dropFirst()).editDistance(to: Array(digits)) <= 1,
              let line = EtchingNormalizer.normalize("Δ" + digits)
        else {
            checked.log += " || triangle? " + byHand.log
            return checked
        }
        checked.verdict?.line = line
        checked.verdict?.shape = LineShape(of: line.text)
        checked.verdict?.corroborated = true
        checked.log += " || triangle (taken): " + byHand.log
        return checked
    }

    /// This reader at the line network's own letter heights
    /// (``LineNetwork/letterHeights``), to read with it.
    var networkReader: LineReader {
        var reader = self
        reader.letterHeights = LineNetwork.letterHeights
        return reader
    }

    /// Whether a verdict read with the hand model's ``LineNetwork`` is
    /// reported: accepted (initials: nearly agreeing, as
    /// ``takesNetworkVerdict(_:turnedOver:)`` asks), of two characters or more,
    /// shaped as a matrix, a lexicon mark, a short code or initials, and
    /// sure enough (``takesNetworkVerdict(_:turnedOver:)``); a verdict taken is
    /// reported as ``LineVerdict/corroborated``. Irregular readings are
    /// not taken (`Y X` for `X.J.`), nor words (five letters or more: no
    /// shorter text is) but at a confidence of
    /// ``leastNetworkWordConfidence`` the way up the English model read
    /// the segment: a studio's name the lexicon lacks (`ARCHIVE`, read
    /// at 1.00 where the English model read nothing). On eight labelled
    /// sets (1,826 lines) unanimous network words at 0.95 or more were the
    /// line 14 times in 17, the rest fragments of longer lines (`HAPPY
    /// DAY`, `RED BY CAPITOL`), and taking them read one more line right
    /// and none more wrong. One-letter marks are
    /// most often pieces of longer lines (`T` of `XAX 228-1`). Initials
    /// were left out too while the hand model was a tesseract model, which
    /// erred most in dots (`P.R.C.` for `PRC`); the line network's
    /// unanimous, sure initials were right 7 times in 7 on twelve sets of
    /// ours and of the independent generator and seed 41's unseen hands
    /// (`J.F.`, `A.G.`, `N.T.S.`, `V.R.`, `V.C.`, `M.K.P.`, `X.B.T.`), and
    /// none was wrong.
    static func takesHandVerdict(_ verdict: LineVerdict, turnedOver: Bool = false) -> Bool {
        guard verdict.isAccepted || verdict.shape == .initials, verdict.line.key.count >= 2,
              takesNetworkVerdict(verdict, turnedOver: turnedOver)
        else { return false }
        switch verdict.shape {
        case .matrix, .mark, .shortCode, .initials: return true
        case .words: return !turnedOver && verdict.engineConfidence >= leastNetworkWordConfidence
        case .irregular: return false
        }
    }

    /// See ``takesHandVerdict(_:turnedOver:)``.
    static let leastNetworkWordConfidence = 0.95

    /// Whether the network's verdict may corroborate an English verdict it
    /// reads the same: any verdict that is not ``isShort(_:)``, a short
    /// one only when at least ``leastShortCorroboration`` of its
    /// readings agree. Two to three letters read the same by both models
    /// can be one misreading of a turned glyph pair (`TV` for an inward
    /// `A1`, the network reading `TV`, `TV`, `TH`). On sixteen labelled
    /// sets the short ones right agreed 0.72 (`FOS`) to 0.83 (`A-2`,
    /// `FNM`, `YRA`), the two wrong ones 0.67 (`TV`, and `SE` for `JE`):
    /// few lines, so the floor sits between them. An agreement that is
    /// no share (NaN, above 1) never corroborates. Nor does a verdict
    /// most of whose readings end in a hyphen (``LineVerdict/endsInHyphen``):
    /// the network saw the line go on past the segment (`PAL-` three
    /// times for `PAL` of `PAL-73505-2E`).
    static func corroborates(_ verdict: LineVerdict) -> Bool {
        guard !verdict.endsInHyphen else { return false }
        return !isShort(verdict) || (leastShortCorroboration...1).contains(verdict.agreement)
    }

    /// See ``corroborates(_:)``.
    static let leastShortCorroboration = 0.7

    /// Whether a verdict is short: ``longestShortKey`` characters of its
    /// matching key or fewer, spaces and dashes counted (`TV`, `A-2`,
    /// `A 1`; `A-1 B` is not). ``corroborates(_:)`` and
    /// ``takesNetworkVerdict(_:turnedOver:)`` hold short verdicts to stricter floors.
    static func isShort(_ verdict: LineVerdict) -> Bool {
        verdict.line.key.count <= longestShortKey
    }

    /// See ``isShort(_:)``.
    static let longestShortKey = 3

    /// Whether a verdict of ``LineNetwork`` is sure enough to report: its
    /// readings agree exactly (or, for a lexicon mark, as far as
    /// ``leastMarkNetworkAgreement(for:)`` asks; for initials, at least
    /// ``leastInitialsNetworkAgreement``) and their weakest characters
    /// are, on average, at least ``leastNetworkConfidence`` probable
    /// (``leastTurnedNetworkConfidence`` read `turnedOver`),
    /// ``leastShortNetworkConfidence`` for a short one,
    /// ``leastInitialsNetworkConfidence`` for initials, or
    /// ``leastLongMarkNetworkConfidence`` and
    /// ``leastShortMarkNetworkConfidence`` for a lexicon mark, its
    /// lexicon being evidence of its own
    /// (``networkConfidenceFloor(for:turnedOver:)``). The readings differ
    /// only in letter size, so they agree more readily than the English model's;
    /// the weakest character is what tells a right reading from a near
    /// miss, and a short one is most often a fragment of a longer line
    /// read cleanly. Dotted initials are the exception:
    /// a fragment or grain seldom reads as letters and dots by turns, and
    /// a scratched initial's strokes are thin, so the network is rarely
    /// sure of each. A confidence that is no probability (NaN, above 1) is
    /// never sure, nor is an agreement that is no share.
    static func takesNetworkVerdict(_ verdict: LineVerdict, turnedOver: Bool = false) -> Bool {
        guard (0...1).contains(verdict.agreement) else { return false }
        // A lexicon mark is the one text whose readings need not be
        // unanimous, as the English model's marks: its lexicon is evidence.
        let agreed = verdict.agreement >= 0.999
            || (verdict.shape == .mark && verdict.agreement >= leastMarkNetworkAgreement(for: verdict))
            || (verdict.shape == .initials && verdict.agreement >= leastInitialsNetworkAgreement)
        return agreed && (networkConfidenceFloor(for: verdict, turnedOver: turnedOver)...1).contains(verdict.engineConfidence)
    }

    /// The confidence ``takesNetworkVerdict(_:turnedOver:)`` asks of `verdict`:
    /// ``leastInitialsNetworkConfidence`` for initials,
    /// ``leastLongMarkNetworkConfidence`` for a lexicon mark that is not
    /// ``isShort(_:)``, ``leastShortMarkNetworkConfidence`` for one that
    /// is, ``leastShortNetworkConfidence`` for any other short verdict and
    /// ``leastNetworkConfidence`` for the rest, or
    /// ``leastTurnedNetworkConfidence`` when the network read it
    /// `turnedOver`, the other way up from the English model's verdict.
    static func networkConfidenceFloor(for verdict: LineVerdict, turnedOver: Bool = false) -> Double {
        switch verdict.shape {
        case .initials: return leastInitialsNetworkConfidence
        case .mark: return isShort(verdict) ? leastShortMarkNetworkConfidence : leastLongMarkNetworkConfidence
        default:
            if isShort(verdict) { return leastShortNetworkConfidence }
            return turnedOver ? leastTurnedNetworkConfidence : leastNetworkConfidence
        }
    }

    /// See ``takesNetworkVerdict(_:turnedOver:)``. Raising the two from
    /// 0.6 to 0.7 and 0.8 once took nine labelled sets from 711 lines
    /// right and 54 wrong to 710 and 50 (docs/line-network.md); the
    /// network has been trained and framed better since. On fifteen
    /// labelled sets (1,621 lines), its unanimous matrices at 0.6 to 0.7
    /// left out were 3 lines right (`DJM 17551 A1`, `PCS 471 A-4Z`,
    /// `S 74201 2B`, at 0.64 to 0.67) and none wrong the way up the
    /// English model settled on; turned over, the one taken so was a
    /// right line read upside down (``leastTurnedNetworkConfidence``).
    /// At 0.6: 3 lines more right, 1 fewer wrong, none lost.
    static let leastNetworkConfidence = 0.6

    /// See ``networkConfidenceFloor(for:turnedOver:)``: a verdict read
    /// the other way up from the English model's is held to more. The
    /// network reads a turned line as a matrix too (`IB 9628L 1S`, at
    /// 0.62, for `ST 78296 B1`, which it had read at 0.74, 0.94 and 0.89
    /// the right way up but for one glyph).
    static let leastTurnedNetworkConfidence = 0.7

    /// See ``takesNetworkVerdict(_:turnedOver:)``.
    static let leastShortNetworkConfidence = 0.8

    /// See ``takesNetworkVerdict(_:turnedOver:)``. Network verdicts of initials on
    /// fifteen labelled sets (1,621 lines), by their readings' agreement
    /// and weakest characters' mean probability: unanimous at 0.5 to 0.8,
    /// 11 right (5 of them lines not otherwise read: `Q.T.`, `T.X.`,
    /// `E.M.X.`, `X.T.B.`, `G.E.`) and none wrong; agreeing 0.8 to 0.99
    /// at 0.5 and over, 4 right (`F.V.`, `O.M.G.`, `I.H.N.`, `P.T.P.`),
    /// none wrong; under 0.5, three readings, all wrong (`V.V.U.` for
    /// `JIV`, `S.I.Y.` for `S.I.H.`). Taking them read 8 more lines right
    /// and 1 fewer wrong (1374 / 68 to 1382 / 67).
    static let leastInitialsNetworkConfidence = 0.5

    /// See ``takesNetworkVerdict(_:turnedOver:)``.
    static let leastInitialsNetworkAgreement = 0.8

    /// See ``takesNetworkVerdict(_:turnedOver:)``. On fifteen labelled sets (1,621
    /// lines) network verdicts of marks that are not short, half agreeing
    /// or more, at 0.4 to 0.7 were 3 lines right not otherwise read
    /// (`PECKO DUCK` at 0.49, `MASTERDISK` at 0.48, `MADE IN USA` at
    /// 0.55) and 1 wrong (`PORKY PRIME CUT` at 0.69, of a segment cut
    /// short of `A PORKY PRIME CUT`'s first letters).
    static let leastLongMarkNetworkConfidence = 0.4

    /// The agreement ``takesNetworkVerdict(_:turnedOver:)`` asks of a lexicon mark's
    /// readings: half for one that is not ``isShort(_:)`` (`S7ERLINC LH`,
    /// `STERLING LH`, `STE RLING LH` is `STERLING LH`; on fifteen labelled
    /// sets that read 2 more lines right and 1 wrong, `PORKY PRIME CUT`
    /// for `A PORKY PRIME CUT`), ``leastShortMarkNetworkAgreement`` for
    /// one that is (`ML`, `TML`, `TML`).
    static func leastMarkNetworkAgreement(for verdict: LineVerdict) -> Double {
        isShort(verdict) ? leastShortMarkNetworkAgreement : 0.5
    }

    /// See ``leastMarkNetworkAgreement(for:)`` and
    /// ``leastShortMarkNetworkConfidence``.
    static let leastShortMarkNetworkAgreement = 0.75

    /// See ``takesNetworkVerdict(_:turnedOver:)``. A short lexicon mark of two or
    /// three characters (`TML`, `EMI`, `RL`, `DMM`, `MPO`) is a word from
    /// a short list, which grain and fragments of longer lines seldom
    /// spell. On fifteen labelled sets (1,621 lines) the network's
    /// verdicts of such marks in the debug logs were right every time at
    /// an agreement of 0.75 and over (under it, two right and one wrong),
    /// and two lines of them were left out by a short code's terms: a
    /// scratched `TML` read unanimously at 0.55, and one read `ML`, `TML`,
    /// `TML` at 0.89. Taking such marks at 0.5 read those 2 lines more
    /// right and none wrong, and 2 more right and none wrong on seed 43's
    /// unseen hands (`MPO`, `DMM`).
    static let leastShortMarkNetworkConfidence = 0.5

    /// The segment read with `engine` alone: as found, across a glare's
    /// edge (in `turned`, its window turned by column, when it has one:
    /// ``turnedByColumn(_:in:)``), in the other polarity, thickened when
    /// it resembles a mark.
    func readWithModel(
        _ segment: TextSegment, in strip: PreparedStrip, engine: any LineRecognizer,
        turned: (strip: PreparedStrip, segment: TextSegment)?
    ) -> Outcome {
        let plain = read(segment, in: strip, polarity: segment.polarity, engine: engine)
        let first = turned.map { readAcrossGlareEdge(segment, plain: plain, turned: $0, engine: engine) } ?? plain
        guard first.verdict?.isAccepted != true, Self.minorityShare(of: segment, in: strip) >= Self.mixedShare else {
            return markReadThickened(first, segment, in: strip, polarity: segment.polarity, engine: engine)
        }
        let second = read(segment, in: strip, polarity: -segment.polarity, engine: engine)
        let secondWins = Self.prefers(second.verdict, over: first.verdict)
        var chosen = secondWins ? second : first
        chosen.log = "as found: " + first.log + " || other polarity: " + second.log
        let polarity = secondWins ? -segment.polarity : segment.polarity
        return markReadThickened(chosen, segment, in: strip, polarity: polarity, engine: engine)
    }

    /// The window of `strip` around `segment` with each column turned to
    /// the segment's polarity, and the segment in it, when the segment's
    /// polarity turns along it (``ColumnPolarity``: a glare's edge crosses
    /// the line); `nil` when it does not.
    ///
    /// - Complexity: O(columns × rows) of the segment, and of its window
    ///   when turned.
    static func turnedByColumn(
        _ segment: TextSegment, in strip: PreparedStrip
    ) -> (strip: PreparedStrip, segment: TextSegment)? {
        guard let signs = ColumnPolarity.mixedSigns(of: segment, in: strip, strong: strongScore) else { return nil }
        return ColumnPolarity.turnedWindow(of: strip, around: segment, signs: signs, polarity: segment.polarity)
    }

    /// `plain`, or, for a segment whose polarity turns along it, the
    /// segment read in `turned`, its window with each column turned to the
    /// segment's polarity (``turnedByColumn(_:in:)``), when that
    /// reading is preferred (``prefers(_:over:)``) or holds the plain
    /// reading whole and more: accepted, or, unaccepted, three characters
    /// more (the plain reading is then the line cut short, and is not
    /// reported). On 21 labelled sets, 2,287 lines: 2 more right, 1 fewer
    /// wrong (`AL-556952-1C`, `YAX 7734-4` whole; `SW3-735` not reported).
    /// Only strips with a glare: elsewhere a stamped letter's shadow can
    /// outweigh its strokes over a few columns and look like a turn
    /// (`4668/19 A1` for `4668 219 A1`, reported where it was rejected).
    func readAcrossGlareEdge(
        _ segment: TextSegment, plain: Outcome, turned: (strip: PreparedStrip, segment: TextSegment),
        engine: any LineRecognizer
    ) -> Outcome {
        var mixed = read(turned.segment, in: turned.strip, polarity: segment.polarity, engine: engine)
        if Self.prefers(mixed.verdict, over: plain.verdict) || Self.holdsWhole(mixed.verdict, plain.verdict) {
            mixed.log = "turned by column: " + mixed.log + " || as found: " + plain.log
            return mixed
        }
        var kept = plain
        kept.log = plain.log + " || turned by column: " + mixed.log
        return kept
    }

    /// Whether `whole` holds the accepted `part`'s key within a longer key
    /// of its own: accepted and longer, or unaccepted and three characters
    /// longer or more.
    static func holdsWhole(_ whole: LineVerdict?, _ part: LineVerdict?) -> Bool {
        guard let whole, let part, part.isAccepted else { return false }
        let extra = whole.line.key.count - part.line.key.count
        guard extra >= (whole.isAccepted ? 1 : 3) else { return false }
        return whole.line.key.contains(part.line.key)
    }

    /// `outcome`, or, when it was not accepted but reads like a lexicon
    /// mark misread (``MarkLexicon/resembles(_:)``), the segment read again
    /// with its strokes thickened (``GrayImage/thickenedStrokes()``) if that
    /// reading is an accepted mark.
    ///
    /// Hand-scratched marks are single thin strokes, and the engine, trained
    /// on print, misreads some of them (`SAC` for `SRC`, `MASTERED BY
    /// CANTO`). A pixel more of stroke changes its reading; whether for the
    /// better is a coin toss on matrix numbers (on 766 labelled lines,
    /// accepting any thickened reading added 20 right and 20 wrong), but a
    /// thickened reading that lands exactly on a lexicon mark was right 7
    /// times in 7, and no mark was wrong. Only a reading that resembles a
    /// mark is read again, so the second look costs little.
    func markReadThickened(
        _ outcome: Outcome, _ segment: TextSegment, in strip: PreparedStrip, polarity: Float, engine: any LineRecognizer
    ) -> Outcome {
        guard let verdict = outcome.verdict, !verdict.isAccepted, MarkLexicon.resembles(verdict.line.text) else {
            return outcome
        }
        let look = thickenedMark(segment, in: strip, polarity: polarity, engine: engine)
        var chosen = look.mark ?? outcome
        chosen.log = outcome.log + " || thickened: " + look.log
        return chosen
    }

    /// The segment read again with every stroke a pixel thicker, as an
    /// outcome only when that reading is an accepted lexicon mark, and the
    /// look's log either way. The one rule for the thickened second look,
    /// whether a judged reading or a junk probe resembled a mark.
    func thickenedMark(
        _ segment: TextSegment, in strip: PreparedStrip, polarity: Float, engine: any LineRecognizer
    ) -> (mark: Outcome?, log: String) {
        let thick = read(segment, in: strip, polarity: polarity, engine: engine, thickened: true)
        guard let mark = thick.verdict, mark.isAccepted, mark.shape == .mark else { return (nil, thick.log) }
        return (thick, thick.log)
    }

    /// `engine`'s reading of `image` and the checks on it: where the engine
    /// ``LineRecognizer/wantsGlyphChecks``, the end glyphs it left out put
    /// back (``EdgeGlyphs``) and its slashed zeros, hand-scratched ones and
    /// sevens checked against their glyphs (``SlashedZero``, ``DigitOne``,
    /// ``DigitSeven``); for every engine, spaces it dropped
    /// (``WordSpacing``) and triangles (``TriangleMark``).
    ///
    /// The glyph checks remedy the English model's blind spots and measure
    /// each glyph inside the engine's box for it. The line network's boxes
    /// are estimates between its frames (a `4`'s can hold only the stem,
    /// which ``DigitOne`` takes for a `1`: the network read `Δ996647` right
    /// at every height, and `Δ996617` was reported), and it was trained on
    /// the glyphs those checks mend. On fifteen labelled sets (1,621 lines),
    /// leaving them out for the network read 1260 lines right and 83 wrong
    /// against 1235 and 92: ``DigitOne`` 13 more right and 5 fewer wrong,
    /// ``SlashedZero`` 6 more right, ``DigitSeven`` and the end glyphs 3
    /// each; ``WordSpacing`` and ``TriangleMark`` changed nothing there and
    /// stay.
    ///
    /// - Complexity: one reading by `engine`, a second for each end glyph
    ///   put back, and O(pixels) of `image` per check.
    static func checkedReading(
        of image: GrayImage, engine: any LineRecognizer, mixedCase: Bool
    ) -> (text: String, confidence: Double) {
        var line = engine.recognizeLine(in: image, mixedCase: mixedCase)
        if engine.wantsGlyphChecks {
            line = restoringEdgeGlyphs(line, in: image, engine: engine, mixedCase: mixedCase)
        }
        line = WordSpacing.respaced(line)
        if engine.wantsGlyphChecks {
            line = SlashedZero.corrected(line, in: image)
            line = DigitOne.corrected(line, in: image)
            line = DigitSeven.corrected(line, in: image)
        }
        return (TriangleMark.corrected(line, in: image), line.confidence)
    }

    /// `line` with the glyphs the engine left out at its ends
    /// (``EdgeGlyphs``) read on their own and put back.
    static func restoringEdgeGlyphs(_ line: RecognizedLine, in image: GrayImage, engine: any LineRecognizer, mixedCase: Bool) -> RecognizedLine {
        var line = line
        for piece in EdgeGlyphs.pieces(in: image, line: line) {
            let cut = EdgeGlyphs.image(of: piece, in: image)
            let reading = engine.recognizeLine(in: cut.image, mixedCase: mixedCase)
            guard reading.confidence >= EdgeGlyphs.leastConfidence,
                  EdgeGlyphs.isGlyph(reading.text.filter { !$0.isWhitespace })
            else { continue }
            let glyphs = reading.words.flatMap(\.symbols).map { symbol in
                RecognizedLine.Symbol(
                    text: symbol.text, left: symbol.left + cut.offset, right: symbol.right + cut.offset,
                    top: symbol.top, bottom: symbol.bottom)
            }
            line = EdgeGlyphs.extended(line, with: glyphs, at: piece.end, spaced: EdgeGlyphs.isSpaced(gap: piece.gap, in: line))
        }
        return line
    }

    /// Whether verdict `b` beats `a`: an accepted verdict beats one that is
    /// not; otherwise the higher score wins, and `a` keeps a tie.
    static func prefers(_ b: LineVerdict?, over a: LineVerdict?) -> Bool {
        let acceptedA = a?.isAccepted == true
        let acceptedB = b?.isAccepted == true
        if acceptedA != acceptedB { return acceptedB }
        return (b?.score ?? -1) > (a?.score ?? -1)
    }

    /// The share of the segment's strong pixels (|score| ≥ ``strongScore``) in its
    /// minority polarity: 0 when all are of one sign or none is strong,
    /// up to 0.5 when the signs are even.
    ///
    /// - Complexity: O(columns × rows) of the segment.
    static func minorityShare(of segment: TextSegment, in strip: PreparedStrip) -> Double {
        guard strip.width > 0, strip.height > 0 else { return 0 }
        var positive = 0
        var negative = 0
        for row in segment.rows where row >= 0 && row < strip.height {
            for column in segment.columns {
                let score = strip.score(x: column, y: row)
                if score >= strongScore { positive += 1 } else if score <= -strongScore { negative += 1 }
            }
        }
        return Double(min(positive, negative)) / Double(max(1, positive + negative))
    }

    /// Reads `segment` as marks of `polarity` (+1: lighter than the wax),
    /// with every stroke a pixel thicker when `thickened`; only with the
    /// letter tops outward (`onlyInward` false) or inward (true) when
    /// `onlyInward` is given, both ways otherwise.
    func read(
        _ segment: TextSegment, in strip: PreparedStrip, polarity: Float, engine: any LineRecognizer,
        thickened: Bool = false, onlyInward: Bool? = nil
    ) -> Outcome {
        guard !letterHeights.isEmpty else {
            return Outcome(verdict: nil, inward: false, image: GrayImage(width: 0, height: 0), log: "no scales")
        }
        let fit = SegmentImageBuilder().fit(segment, in: strip, polarity: polarity)
        // Each scale's image is built when first read: a segment that is no
        // text past the probe, or settled at two scales, never needs the last.
        var images = [GrayImage?](repeating: nil, count: letterHeights.count)
        func image(_ index: Int) -> GrayImage {
            if let built = images[index] { return built }
            var built = SegmentImageBuilder(targetLetterHeight: letterHeights[index]).image(
                for: segment, in: strip, polarity: polarity, fit: fit)
            if thickened { built = built.thickenedStrokes() }
            images[index] = built
            return built
        }
        /// The image at `index` for the outcome: built only when kept.
        func kept(_ index: Int) -> GrayImage {
            keepsImages ? image(index) : GrayImage(width: 0, height: 0)
        }
        func read(_ index: Int, turned: Bool, mixedCase: Bool = false) -> (text: String, confidence: Double) {
            let image = turned ? image(index).rotatedHalfTurn() : image(index)
            return Self.checkedReading(of: image, engine: engine, mixedCase: mixedCase)
        }
        // Probe both ways up at the middle scale; when one way is clearly
        // legible and the other is not, read the other scales that way only.
        let probe = letterHeights.count / 2
        let nothing = (text: "", confidence: 0.0)
        let probeUp = onlyInward == true ? nothing : read(probe, turned: false)
        let probeIn = onlyInward == false ? nothing : read(probe, turned: true)
        // Grain, groove remnants and scratches read as stray letters both
        // ways up: the other scales would only read more of the same, slowly.
        if Self.isJunk(probeUp), Self.isJunk(probeIn) {
            let log = "probe: '\(probeUp.text)' \(Self.format(probeUp.confidence)) / turned '\(probeIn.text)' "
                + "\(Self.format(probeIn.confidence)): no text either way"
            if engine.readsLowerCase, Self.mayHoldMark(segment, probes: [probeUp.text, probeIn.text]),
               let mark = mixedCaseMark(scales: letterHeights.count, probe: probe, read: read)
            {
                return Outcome(verdict: mark.verdict, inward: mark.inward, image: kept(0), log: log + " | " + mark.log)
            }
            // A thin hand-scratched mark can read as junk (`EM`, `STER.UNG`):
            // one that resembles a mark gets the thickened look at once.
            if !thickened, engine.readsLowerCase, Self.resemblesMark(probeUp) || Self.resemblesMark(probeIn) {
                let look = thickenedMark(segment, in: strip, polarity: polarity, engine: engine)
                var chosen = look.mark ?? Outcome(verdict: nil, inward: false, image: kept(0), log: "")
                chosen.log = log + " || thickened: " + look.log
                return chosen
            }
            return Outcome(verdict: nil, inward: false, image: kept(0), log: log)
        }
        let clearlyUp = Self.isClearlyBetter(probeUp, than: probeIn)
        let clearlyIn = Self.isClearlyBetter(probeIn, than: probeUp)
        var uprightReadings: [(text: String, confidence: Double)] = []
        var inwardReadings: [(text: String, confidence: Double)] = []
        for index in letterHeights.indices {
            if onlyInward != true, !clearlyIn, !(clearlyUp && Self.isSettled(uprightReadings)) {
                uprightReadings.append(index == probe ? probeUp : read(index, turned: false))
            }
            if onlyInward != false, !clearlyUp, !(clearlyIn && Self.isSettled(inwardReadings)) {
                inwardReadings.append(index == probe ? probeIn : read(index, turned: true))
            }
        }
        let firstImage = kept(0)
        let outward = clearlyIn ? nil : LineVerdict.judge(uprightReadings)
        let inward = clearlyUp ? nil : LineVerdict.judge(inwardReadings)
        // Most etchings read clockwise, tops outward: inward must win clearly
        // (and rotation-symmetric text such as `SH`/`HS` stays outward),
        // unless one way up alone spells a studio's or plant's name.
        let chooseInward = Self.spellsMark(inward, against: outward)
            ?? ((inward?.score ?? -1) > (outward?.score ?? -1) + Self.inwardMargin
                && Self.readsEnough(inward, against: outward)
                && !Self.isShortTextOverruled(inward, by: outward))
        // A way up the probe ruled out shows the probe's reading, in parentheses.
        func readings(_ kept: [(text: String, confidence: Double)], probe: (text: String, confidence: Double))
            -> String
        {
            kept.isEmpty && !probe.text.isEmpty ? "(\(Self.describe([probe])))" : Self.describe(kept)
        }
        let log = "out " + readings(uprightReadings, probe: probeUp)
            + " → \(outward.map { Self.describe($0) } ?? "-")"
            + " | in " + readings(inwardReadings, probe: probeIn)
            + " → \(inward.map { Self.describe($0) } ?? "-")"
        // Text that reads the same turned over cannot tell its orientation:
        // report it the usual way up.
        if chooseInward, let verdict = inward, let outwardVerdict = Self.turnedOver(verdict) {
            return Outcome(
                verdict: outwardVerdict, inward: false, image: firstImage,
                log: log + " (turned over: \(outwardVerdict.line.text))")
        }
        let chosen = chooseInward ? inward : outward
        if chosen?.isAccepted != true, engine.readsLowerCase,
           Self.mayHoldMark(segment, probes: [probeUp.text, probeIn.text]),
           let mark = mixedCaseMark(scales: letterHeights.count, probe: probe, read: read)
        {
            return Outcome(verdict: mark.verdict, inward: mark.inward, image: firstImage, log: log + " | " + mark.log)
        }
        return Outcome(verdict: chosen, inward: chooseInward, image: firstImage, log: log)
    }

    /// Whether the way up to choose is inward, when the text of only one
    /// of the two verdicts holds a lexicon mark of
    /// ``leastWayUpMarkLength`` characters or more spelled whole
    /// (``MarkLexicon/holdsMark(_:ofAtLeast:)``) and both are accepted or
    /// neither is; `nil` when that does not tell. A line turned half a
    /// turn reads as letters too, and can score higher for its shape:
    /// `TOWNHOUSE 2` (irregular, at 0.96) read inward as `Z ASNOHNMOL`
    /// (words, at 0.87); a studio's name is seldom an accident of a
    /// misread.
    static func spellsMark(_ inward: LineVerdict?, against outward: LineVerdict?) -> Bool? {
        guard let inward, let outward, inward.isAccepted == outward.isAccepted else { return nil }
        let markIn = MarkLexicon.holdsMark(inward.line.text, ofAtLeast: leastWayUpMarkLength)
        let markOut = MarkLexicon.holdsMark(outward.line.text, ofAtLeast: leastWayUpMarkLength)
        return markIn == markOut ? nil : markIn
    }

    /// See ``spellsMark(_:against:)``: shorter marks (`TML`, `EMI`, `RL`)
    /// are read out of grain and turned lines too often to tell a way up.
    static let leastWayUpMarkLength = 5

    /// `verdict` on a text that reads as valid glyphs turned over (`M`,
    /// `SH`, `66`), reported the usual way up: the same evidence, with the
    /// text turned over and the shape of that text (`M` turned over is
    /// `W`, a plant code, where `M` is no mark). `nil` when the text does
    /// not read turned over.
    static func turnedOver(_ verdict: LineVerdict) -> LineVerdict? {
        guard let turned = HalfTurn.turnedOver(verdict.line.text), let line = EtchingNormalizer.normalize(turned) else {
            return nil
        }
        var outward = verdict
        outward.line = line
        outward.shape = LineShape(of: line.text)
        return outward
    }

    /// Whether `inward` reads enough of the segment to be chosen over
    /// `outward`: at least two thirds as many letters and digits. Text
    /// turned over reads as a few stray glyphs (`206 SJ` for
    /// `PCS 902 A-3`), so an orientation that makes far fewer glyphs of
    /// the same ink is not the line's. (On 20 labelled sets, of 27 inward
    /// choices under two thirds of the outward glyphs, none was right.)
    /// True when either is missing.
    static func readsEnough(_ inward: LineVerdict?, against outward: LineVerdict?) -> Bool {
        guard let inward, let outward else { return true }
        return 3 * glyphCount(inward.line.text) >= 2 * glyphCount(outward.line.text)
    }

    /// Whether a short `inward` verdict gives way to an `outward` one it
    /// outscored: at most three letters and digits, and not a lexicon mark
    /// of two or more. Short text turned over reads as other short text
    /// (a `Y` turned over is read `A`: `NY` inward is `AN`; `M.K.P.` inward
    /// `SW`), often more cleanly than the line the right way up, while a
    /// long line turned over reads as garble. On nine labelled sets (984
    /// lines), of 23 short inward choices over an outward verdict only 2
    /// were inward lines, and one of those was read right; outward, the
    /// hand model then reads such a line the right way up. With the rule:
    /// 678 → 679 right, 48 → 44 wrong. False when either verdict is missing,
    /// so a line that reads only inward is still read so.
    static func isShortTextOverruled(_ inward: LineVerdict?, by outward: LineVerdict?) -> Bool {
        guard let inward, outward != nil else { return false }
        let glyphs = glyphCount(inward.line.text)
        return glyphs <= 3 && !(inward.shape == .mark && glyphs >= 2)
    }

    /// Letters and digits in `text`.
    static func glyphCount(_ text: String) -> Int {
        text.filter { $0.isLetter || $0.isNumber }.count
    }

    /// Whether the readings so far settle a line whose orientation the
    /// probe made clear, so that its last scale need not be read: at least
    /// two, identical, each at confidence ≥ ``settledConfidence``. (On 766
    /// labelled lines, skipping it then changed no reported line and saved
    /// 5% of the scan time.)
    static func isSettled(_ readings: [(text: String, confidence: Double)]) -> Bool {
        guard readings.count >= 2, let first = readings.first else { return false }
        return readings.allSatisfy { $0.text == first.text && $0.confidence >= settledConfidence }
    }

    /// The least engine confidence of each reading that settles a line.
    /// (At 0.85, one more wrong line was reported on 766.)
    static let settledConfidence = 0.9

    /// Whether a probe reading, normalized, resembles a lexicon mark
    /// (``MarkLexicon/resembles(_:)``).
    static func resemblesMark(_ reading: (text: String, confidence: Double)) -> Bool {
        EtchingNormalizer.normalize(reading.text).map { MarkLexicon.resembles($0.text) } ?? false
    }

    /// Whether a segment may hold a mark in mixed case, worth reading again:
    /// shaped like a word of four or more letters (at least two and a half
    /// times as wide as it is tall; dust, specks and single glyphs are not),
    /// and read in capitals with at most one digit either way up (a line of
    /// numbers is a matrix, and no mark has digits). `Allied`, with its
    /// narrow `l l i`, is under three times as wide as tall once the
    /// segment's margins are counted. (On 20 labelled sets, 2.5 rather
    /// than 3 read 3 more of 15 such lines and no wrong one.)
    static func mayHoldMark(_ segment: TextSegment, probes: [String]) -> Bool {
        !segment.rows.isEmpty && 2 * segment.columns.count >= 5 * segment.rows.count
            && probes.allSatisfy { probe in probe.filter(\.isNumber).count <= 1 }
    }

    /// A lexicon mark written in mixed case (`Allied`), which the capitals
    /// whitelist cannot read: the probe scale is read again with lower case
    /// allowed, both ways up; a reading with a lower-case letter that is a
    /// mark of four or more letters is read at every scale that way up, and
    /// kept only if ``LineVerdict`` accepts it as a mark. `nil` otherwise.
    func mixedCaseMark(
        scales: Int, probe: Int,
        read: (Int, Bool, Bool) -> (text: String, confidence: Double)
    ) -> (verdict: LineVerdict, inward: Bool, log: String)? {
        for turned in [false, true] {
            let probeReading = read(probe, turned, true)
            guard probeReading.text.contains(where: \.isLowercase),
                  let line = EtchingNormalizer.normalize(probeReading.text),
                  let (mark, _) = MarkLexicon.match(line.text), mark.filter(\.isLetter).count >= 4
            else { continue }
            let readings = (0..<scales).map { $0 == probe ? probeReading : read($0, turned, true) }
            guard let verdict = LineVerdict.judge(readings), verdict.shape == .mark, verdict.isAccepted else { continue }
            let log = "mixed case " + (turned ? "in " : "out ")
                + Self.describe(readings)
                + " → \(Self.describe(verdict))"
            return (verdict, turned, log)
        }
        return nil
    }

    /// The engine confidence under which a probe reading that does not look
    /// like an etching is taken for no text. (On 657 labelled lines, giving up
    /// on segments whose probes are both under 0.3 lost no line and saved a
    /// quarter of the recognition time; at 0.4 one line was lost.)
    public static let junkConfidence = 0.3

    /// Whether a probe reading is no text: under ``junkConfidence`` (or not a
    /// number) and either noise once normalized or not shaped like a lexicon
    /// mark (or within ``MarkLexicon/match(_:)``'s edits of one), a matrix
    /// number or initials (dotted as the judge dots them: `XBR.` is
    /// `X.B.R.`), which the engine can read right with no confidence, nor
    /// holding three digits among five or more letters and digits. A
    /// confident reading is never junk here: the other scales are read and
    /// the judge decides. (On 20 labelled sets, the misread marks and the
    /// dotting made 7 more lines right and one wrong, `M.R.` for `MR`.)
    static func isJunk(_ reading: (text: String, confidence: Double)) -> Bool {
        guard reading.confidence < junkConfidence || !reading.confidence.isFinite else { return false }
        guard let line = EtchingNormalizer.normalize(MatrixGrammar.initials(reading.text)) else { return true }
        // A misread lexicon mark (`OPT/MAL`, `MASTERDlSK`) is the mark the
        // judge will snap it to, however unsure the engine.
        if MarkLexicon.match(line.text) != nil { return false }
        // A matrix number with a stray mark in it (`LP-693'5-A2`) is no
        // matrix to ``LineShape``, but grain never reads as three digits
        // among five letters and digits. (On nine labelled sets, each of the
        // six probes like this was a matrix line, and none was read.)
        if line.text.filter(\.isNumber).count >= 3, glyphCount(line.text) >= 5 {
            return false
        }
        // (An exact mark returned above, with the misread ones.)
        switch LineShape(of: line.text) {
        case .matrix, .initials: return false
        default: return true
        }
    }

    /// Whether reading `a` is legible and `b`, the same image the other way
    /// up, clearly is not: then only `a`'s orientation is read further.
    static func isClearlyBetter(
        _ a: (text: String, confidence: Double), than b: (text: String, confidence: Double)
    ) -> Bool {
        guard a.confidence >= 0.6, EtchingNormalizer.normalize(a.text) != nil else { return false }
        return b.confidence <= a.confidence - 0.35 || EtchingNormalizer.normalize(b.text) == nil
    }

    private static func format(_ value: Double) -> String {
        String(Int((value * 100).rounded()))
    }

    /// The readings for a debug log: `'TEXT' CONFIDENCE` each, joined by ` / `.
    private static func describe(_ readings: [(text: String, confidence: Double)]) -> String {
        readings.map { "'\($0.text)' \(format($0.confidence))" }.joined(separator: " / ")
    }

    private static func describe(_ verdict: LineVerdict) -> String {
        "\(verdict.line.text) [agr \(format(verdict.agreement)) conf \(format(verdict.engineConfidence)) \(verdict.shape) = \(format(verdict.score))]"
    }
}
