"""Single-stroke capitals and digits as polylines, drawn by a random hand
(the line network's training lines; docs/line-network.md).

Glyphs live on a box 4 wide and 6 tall (y up, baseline 0). A hand perturbs
every vertex, slants and scales each glyph, bends strokes, varies pressure
and breaks strokes: a generative model of scratched capitals, independent
of any font file.
"""
import math
import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def arc(cx, cy, rx, ry, a0, a1, n=None):
    n = n or max(3, int(abs(a1 - a0) / 20) + 1)
    return [(cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / (n - 1))),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / (n - 1)))) for i in range(n)]


G = {
    'A': [[(0, 0), (2, 6), (4, 0)], [(0.8, 2.2), (3.2, 2.2)]],
    'B': [[(0, 0), (0, 6), (2.6, 6)] + arc(2.6, 4.5, 1.3, 1.5, 90, -90) + [(0, 3)],
          [(2.8, 3)] + arc(2.8, 1.5, 1.2, 1.5, 90, -90) + [(0, 0)], [(0, 3), (2.8, 3)]],
    'C': [arc(2.2, 3, 2.1, 3, 50, 310)],
    'D': [[(0, 0), (0, 6), (1.8, 6)] + arc(1.8, 3, 2.1, 3, 90, -90) + [(0, 0)]],
    'E': [[(3.6, 6), (0, 6), (0, 0), (3.6, 0)], [(0, 3.1), (2.8, 3.1)]],
    'F': [[(3.6, 6), (0, 6), (0, 0)], [(0, 3.1), (2.8, 3.1)]],
    'G': [arc(2.2, 3, 2.1, 3, 50, 330) + [(4.2, 2.6), (2.4, 2.6)]],
    'H': [[(0, 0), (0, 6)], [(4, 0), (4, 6)], [(0, 3.1), (4, 3.1)]],
    'I': [[(2, 0), (2, 6)]],
    'J': [[(3.2, 6)] + arc(1.7, 1.6, 1.5, 1.6, 0, -180)],
    'K': [[(0, 0), (0, 6)], [(3.8, 6), (0, 2)], [(1.3, 3.3), (4, 0)]],
    'L': [[(0, 6), (0, 0), (3.5, 0)]],
    'M': [[(0, 0), (0.2, 6), (2, 1.5), (3.8, 6), (4, 0)]],
    'N': [[(0, 0), (0, 6), (4, 0), (4, 6)]],
    'O': [arc(2, 3, 2, 3, 90, 450, 19)],
    'P': [[(0, 0), (0, 6), (2.4, 6)] + arc(2.4, 4.4, 1.5, 1.6, 90, -90) + [(0, 2.8)]],
    'Q': [arc(2, 3, 2, 3, 90, 450, 19), [(2.4, 1.4), (4.2, -0.4)]],
    'R': [[(0, 0), (0, 6), (2.4, 6)] + arc(2.4, 4.4, 1.5, 1.6, 90, -90) + [(0, 2.8)], [(1.8, 2.8), (4, 0)]],
    'S': [arc(2.1, 4.5, 1.8, 1.5, 20, 270) + arc(1.9, 1.5, 1.9, 1.5, 90, -160)],
    'T': [[(0, 6), (4, 6)], [(2, 6), (2, 0)]],
    'U': [[(0, 6)] + arc(2, 2, 2, 2, 180, 360) + [(4, 6)]],
    'V': [[(0, 6), (2, 0), (4, 6)]],
    'W': [[(0, 6), (1, 0), (2, 4.2), (3, 0), (4, 6)]],
    'X': [[(0, 6), (4, 0)], [(4, 6), (0, 0)]],
    'Y': [[(0, 6), (2, 3), (4, 6)], [(2, 3), (2, 0)]],
    'Z': [[(0, 6), (4, 6), (0, 0), (4, 0)]],
    '0': [arc(2, 3, 1.9, 3, 90, 450, 19)],
    '1': [[(0.8, 4.8), (2.2, 6), (2.2, 0)]],
    '2': [arc(2, 4.3, 1.8, 1.7, 160, -40) + [(0, 0), (4, 0)]],
    '3': [arc(2, 4.6, 1.7, 1.4, 150, -90) + arc(2, 1.6, 1.9, 1.6, 90, -150)],
    '4': [[(3, 0), (3, 6), (0, 1.8), (4, 1.8)]],
    '5': [[(3.7, 6), (0.6, 6), (0.3, 3.4)] + arc(2, 1.9, 2, 1.9, 130, -150)],
    '6': [arc(2.2, 3, 2, 3, 60, 180) + arc(2, 1.8, 1.9, 1.8, 180, 540, 16)],
    '7': [[(0, 6), (4, 6), (1.4, 0)]],
    '8': [arc(2, 4.6, 1.6, 1.4, -90, 270, 14), arc(2, 1.6, 1.9, 1.6, 90, 450, 16)],
    '9': [arc(2, 4.2, 1.9, 1.8, 0, 360, 16) + arc(1.8, 3, 2, 3, 0, -120)],
    '-': [[(0.6, 2.8), (3.4, 2.8)]],
    'Δ': [[(0.2, 0), (2, 5.6), (3.8, 0), (0.2, 0)]],
    '.': [[(1.8, 0.05), (2.2, 0.05), (2.2, 0.35), (1.8, 0.35), (1.8, 0.05)]],
    '/': [[(0.2, -0.3), (3.8, 6.3)]],
    "'": [[(2, 6), (1.8, 4.6)]],
    '(': [arc(3.6, 3, 2.4, 3.6, 125, 235)],
    ')': [arc(0.4, 3, 2.4, 3.6, 55, -55)],
    '&': [[(4, 0), (0.8, 4.2)] + arc(1.8, 4.8, 1.1, 1.2, 210, -30) + [(0.6, 1.8)] + arc(1.6, 1.4, 1.4, 1.4, 160, 330) + [(3.8, 2.6)]],
}
WIDTH = {'I': 0.6, '1': 2.6, '.': 1.2, "'": 1.0, '-': 3.0, '/': 3.4, '(': 2.2, ')': 2.2, 'M': 4.4, 'W': 4.8}

# Other ways people write a glyph (allographs), drawn only with
# allographs=True: an open-topped 4, a bare or footed 1, a crossed 7 or Z,
# a flat-topped 3, a straight-tailed 9, a 6 and a 2 of straighter strokes,
# a serifed I, a J with a cap, a pointed U, a G without its bar and an M
# whose middle stops short. Each is (strokes, width or None for the
# glyph's own); a hand keeps one form per glyph, as a person does.
FORMS = {
    '4': [([[(0.5, 6), (0, 1.8), (4, 1.8)], [(3, 4.4), (3, 0)]], None),
          ([[(0.6, 6), (0.2, 2.0), (4, 2.0)], [(3, 6), (3, 0)]], None)],
    '1': [([[(2, 0), (2, 6)]], 0.6),
          ([[(0.8, 4.8), (2.2, 6), (2.2, 0)], [(1.0, 0), (3.4, 0)]], 3.6)],
    '7': [([[(0, 6), (4, 6), (1.4, 0)], [(1.2, 3), (3.4, 3)]], None)],
    'Z': [([[(0, 6), (4, 6), (0, 0), (4, 0)], [(1.0, 3), (3.0, 3)]], None)],
    '3': [([[(0.2, 6), (3.6, 6), (1.6, 3.6)] + arc(2, 1.7, 1.9, 1.8, 90, -150)], None)],
    '9': [([arc(2, 4.2, 1.9, 1.8, 0, 360, 16) + [(3.9, 4.2), (3.5, 0)]], None)],
    '6': [([[(3.2, 6), (0.4, 2.2)] + arc(2, 1.8, 1.9, 1.8, 180, 540, 16)], None)],
    '2': [([[(0.2, 4.8), (1.4, 6), (3.0, 6), (3.8, 4.8), (0, 0), (4, 0)]], None)],
    'I': [([[(2, 0), (2, 6)], [(0.8, 6), (3.2, 6)], [(0.8, 0), (3.2, 0)]], 3.6)],
    'J': [([[(0.8, 6), (4, 6)], [(3.2, 6)] + arc(1.7, 1.6, 1.5, 1.6, 0, -180)], None)],
    'U': [([[(0, 6), (0.4, 1.2), (2, 0), (3.6, 1.2), (4, 6)]], None)],
    'G': [([arc(2.2, 3, 2.1, 3, 50, 330) + [(4.2, 2.6)]], None)],
    'M': [([[(0, 0), (0.2, 6), (2, 2.8), (3.8, 6), (4, 0)]], None)],
}


def spline(points, n=6):
    """Catmull-Rom through points (bends a hand's straight strokes a little)."""
    if len(points) < 3:
        return points
    out = []
    p = [points[0]] + points + [points[-1]]
    for i in range(1, len(p) - 2):
        for k in range(n):
            t = k / n
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * ((2 * p[i][j]) + (-p[i - 1][j] + p[i + 1][j]) * t
                                    + (2 * p[i - 1][j] - 5 * p[i][j] + 4 * p[i + 1][j] - p[i + 2][j]) * t2
                                    + (-p[i - 1][j] + 3 * p[i][j] - 3 * p[i + 1][j] + p[i + 2][j]) * t3) for j in range(2)))
    out.append(points[-1])
    return out


def draw_line(rng, text, cap, hand=None, allographs=False):
    """Ink in [0, 1] (1 = ink) of `text` scratched by a random hand; letters
    `cap` px tall. Returns the float array (tops up). With `allographs` the
    hand writes each glyph of FORMS in one of its forms (the usual one half
    the time); without, it draws nothing from the random generator for
    them, so lines drawn before FORMS existed are drawn the same."""
    h = hand or {
        'jitter': rng.uniform(0.03, 0.16), 'slant': rng.normal(0, 0.18), 'rot': rng.uniform(0, 7),
        'scale': rng.uniform(0.0, 0.14), 'base': rng.uniform(0.0, 0.1), 'width': rng.uniform(0.75, 1.25),
        'gap': rng.uniform(0.3, 1.2), 'stroke': rng.uniform(0.045, 0.12), 'pressure': rng.uniform(0.0, 0.5),
        'smooth': rng.random() < 0.5, 'overshoot': rng.uniform(0, 0.15), 'breaks': rng.uniform(0, 0.25),
        'spacegap': rng.uniform(1.6, 3.2),
    }
    forms = {}
    if allographs:
        for ch, alternatives in FORMS.items():
            pick = int(rng.integers(0, 2 * len(alternatives)))
            if pick < len(alternatives):
                forms[ch] = alternatives[pick]
    u = cap / 6.0
    S = 4  # supersampling
    x = 2 * u
    strokes = []
    for ch in text:
        if ch == ' ':
            x += h['spacegap'] * u
            continue
        glyph, own = forms.get(ch, (G.get(ch), None))
        if glyph is None:
            continue
        widths = WIDTH if own is None else {**WIDTH, ch: own}
        w = widths.get(ch, 4.0) * h['width']
        sc = 1 + rng.normal(0, h['scale'])
        rot = math.radians(rng.normal(0, h['rot']))
        dy = rng.normal(0, h['base']) * 6
        sl = h['slant'] + rng.normal(0, 0.05)
        ox = x + (0 if ch not in widths else (widths[ch] * h['width'] - w) / 2)
        cx = 2.0
        # a smooth wobble per glyph (a hand bends strokes, it does not zigzag)
        waves = [(rng.normal(0, h['jitter'] * 3), rng.uniform(0.3, 1.2), rng.uniform(0, 6.3), rng.integers(0, 2))
                 for _ in range(4)]

        def wobble(gx, gy, axis):
            v = 0.0
            for k, (amp, freq, phase, along) in enumerate(waves):
                if k % 2 == axis:
                    v += amp * math.sin(freq * (gy if along else gx) + phase)
            return v
        for stroke in glyph:
            pts = []
            shift = (rng.normal(0, h['jitter']), rng.normal(0, h['jitter']))
            for (gx, gy) in stroke:
                gx = (gx - cx) * (w / 4.0 if ch not in widths else h['width']) + cx
                gx, gy = gx + wobble(gx, gy, 0) + shift[0], gy + wobble(gx, gy, 1) + shift[1]
                gx += sl * gy
                rx = gx * math.cos(rot) - (gy - 3) * math.sin(rot)
                ry = gx * math.sin(rot) + (gy - 3) * math.cos(rot) + 3
                pts.append((rx * sc, ry * sc + dy))
            if h['overshoot'] > 0 and len(pts) >= 2:
                (ax, ay), (bx, by) = pts[-2], pts[-1]
                f = rng.uniform(0, h['overshoot'])
                pts[-1] = (bx + (bx - ax) * f, by + (by - ay) * f)
            if h['smooth'] and len(pts) >= 3:
                pts = spline(pts)
            strokes.append([(ox * 1 + px * u, py * u) for px, py in pts])
        x += w * u * sc + h['gap'] * u
    if not strokes:
        return None
    allx = [p[0] for s in strokes for p in s]; ally = [p[1] for s in strokes for p in s]
    pad = cap * 0.6
    x0, x1 = min(allx) - pad, max(allx) + pad
    y0, y1 = min(ally) - pad, max(ally) + pad
    W, H = int((x1 - x0) * S) + 1, int((y1 - y0) * S) + 1
    im = Image.new('L', (W, H), 0)
    d = ImageDraw.Draw(im)
    base_w = max(1.0, h['stroke'] * cap)
    for s in strokes:
        pts = [((px - x0) * S, (y1 - py) * S) for px, py in s]
        # break strokes now and then, vary pressure along it
        segs = list(zip(pts[:-1], pts[1:]))
        for i, (a, b) in enumerate(segs):
            if 0 < i < len(segs) - 1 and len(segs) >= 4 and rng.random() < h['breaks'] * 0.3:
                continue
            width = base_w * (1 + rng.uniform(-h['pressure'], h['pressure'] * 0.5))
            val = int(255 * np.clip(1 - rng.uniform(0, h['pressure']), 0.35, 1))
            d.line([a, b], fill=val, width=max(1, int(round(width * S))))
            r = width * S / 2
            d.ellipse([b[0] - r, b[1] - r, b[0] + r, b[1] + r], fill=val)
    im = im.resize((max(1, W // S), max(1, H // S)), Image.BOX)
    return np.asarray(im, np.float32) / 255.0
