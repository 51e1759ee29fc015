#!/usr/bin/env python3
"""altgen.py - independent synthetic photos of vinyl-record dead wax (runout) etchings.

Usage:
    python altgen.py --out DIR --seed N --count-per-tier K [--jobs J] [--tiers LIST] [--debug DEBUGDIR]

Writes DIR/{clean,hard,preview,noring}/NAME.{jpg,png} + NAME.json sidecars.
With --debug DEBUGDIR also writes DEBUGDIR/NAME.png: a reduced copy with the
sidecar ring (green), the true centre (red) and the true band (blue) drawn on it.

Everything is procedural; the only external data are Debian fonts:
  hershey-fonts-data (single-stroke Hershey .jhf glyphs, parsed here),
  fonts-dkg-handwriting, fonts-humor-sans, fonts-bwht (print-like hands),
  fonts-freefont-ttf, fonts-liberation2, fonts-urw-base35 (stamped + label text).
  apt-get install -y hershey-fonts-data fonts-dkg-handwriting fonts-humor-sans fonts-bwht \
      fonts-freefont-ttf fonts-liberation2 fonts-urw-base35
Needs only numpy and Pillow. Each image has its own RNG stream seeded by (seed, tier, index),
so output is identical whatever --jobs is. ALTGEN_PROF=1 prints per-stage timings.
"""
import argparse
import json
import math
import os
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFont, ImageFilter

TONE_N = 16384
_lin = np.linspace(0, 1, TONE_N, dtype=np.float64)
_lin = _lin / (1 + 0.15 * _lin) * 1.15  # gentle shoulder, 1 -> 1
TONE_LUT = np.clip(np.power(np.clip(_lin, 0, 1), 1 / 2.2) * 255 + 0.5, 0, 255).astype(np.uint8)
SRGB_LUT = np.power(np.arange(256) / 255.0, 2.2).astype(np.float32)

TIERS = ["clean", "hard", "preview", "noring"]
HAZARDS = ["tilt", "glare", "noise", "blur", "inward", "lowcontrast", "leadout", "allhand"]

# --------------------------------------------------------------------------------------
# fonts

HERSHEY_DIR = "/usr/share/hershey-fonts"
HERSHEY_FILES = ["futural.jhf", "rowmans.jhf"]

STAMP_FONTS = [
    # (path, weight)  weight = relative sampling weight
    ("/usr/share/fonts/truetype/liberation2/LiberationMono-Bold.ttf", 3),
    ("/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf", 1),
    ("/usr/share/fonts/truetype/freefont/FreeMonoBold.ttf", 2),
    ("/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Bold.otf", 2),
    ("/usr/share/fonts/opentype/urw-base35/NimbusSans-Bold.otf", 2),
    ("/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf", 2),
    ("/usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Bold.otf", 2),
    ("/usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Regular.otf", 1),
    ("/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf", 2),
    ("/usr/share/fonts/truetype/freefont/FreeSans.ttf", 1),
    ("/usr/share/fonts/truetype/freefont/FreeSansBold.ttf", 2),
    ("/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf", 1),
    ("/usr/share/fonts/opentype/urw-base35/URWGothic-Book.otf", 1),
]
HAND_TTF_P = [0.35, 0.35, 0.15, 0.15]
HAND_TTF = [  # print-like single-line-looking hands (femkeklaver was tried: outlined letters, dropped)
    "/usr/share/fonts/truetype/fifthhorseman/dkg.ttf",
    "/usr/share/fonts/truetype/humor-sans/Humor-Sans.ttf",
    "/usr/share/fonts/opentype/bwht/BecauseWeCreate-Regular.otf",
    "/usr/share/fonts/opentype/bwht/BecauseWeBuild-Regular.otf",
]  # (BecauseWeOrganize was tried too: mixed-case glyphs such as its H/K/M read wrongly; dropped)
LABEL_FONTS_BIG = [
    "/usr/share/fonts/opentype/urw-base35/C059-Bold.otf",
    "/usr/share/fonts/opentype/urw-base35/P052-Bold.otf",
    "/usr/share/fonts/opentype/urw-base35/NimbusSans-Bold.otf",
    "/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf",
    "/usr/share/fonts/opentype/urw-base35/URWBookman-Demi.otf",
    "/usr/share/fonts/truetype/freefont/FreeSerifBold.ttf",
    "/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf",
    "/usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Bold.otf",
]
LABEL_FONTS_SMALL = [
    "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf",
    "/usr/share/fonts/opentype/urw-base35/NimbusRoman-Regular.otf",
    "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf",
    "/usr/share/fonts/truetype/freefont/FreeSans.ttf",
    "/usr/share/fonts/opentype/urw-base35/C059-Roman.otf",
    "/usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Regular.otf",
]

_font_cache = {}


def font(path, size):
    key = (path, int(size))
    f = _font_cache.get(key)
    if f is None:
        f = ImageFont.truetype(path, max(4, int(size)))
        _font_cache[key] = f
    return f


_hershey_cache = {}


def load_hershey(name):
    """Parse a Hershey .jhf file: 5-char id, 3-char vertex count, then coordinate pairs
    (chr - 'R'); the first pair is the left/right bound, ' R' lifts the pen.
    Glyphs are in ASCII order from 32. Long glyphs may wrap across lines."""
    if name in _hershey_cache:
        return _hershey_cache[name]
    with open(os.path.join(HERSHEY_DIR, name), "r", encoding="latin-1") as fh:
        txt = fh.read()
    glyphs = []
    i, n = 0, len(txt)
    while i < n:
        while i < n and txt[i] in "\r\n":
            i += 1
        if i + 8 > n:
            break
        head = txt[i:i + 8]
        i += 8
        cnt = int(head[5:8])
        chars = []
        while len(chars) < 2 * cnt and i < n:
            c = txt[i]
            i += 1
            if c in "\r\n":
                continue
            chars.append(c)
        pairs = [(chars[2 * k], chars[2 * k + 1]) for k in range(cnt)]
        left, right = ord(pairs[0][0]) - 82, ord(pairs[0][1]) - 82
        strokes, cur = [], []
        for a, b in pairs[1:]:
            if a == " " and b == "R":
                if cur:
                    strokes.append(np.array(cur, float))
                cur = []
            else:
                cur.append((ord(a) - 82, ord(b) - 82))
        if cur:
            strokes.append(np.array(cur, float))
        glyphs.append((left, right, strokes))
    table = {chr(32 + k): g for k, g in enumerate(glyphs)}
    # the delta / triangle: a closed triangle drawn as one stroke, same cap height (-12..9)
    table["\u0394"] = (-10, 10, [np.array([[-8, 9], [0, -12], [8, 9], [-8.5, 9]], float)])
    _hershey_cache[name] = table
    return table


# --------------------------------------------------------------------------------------
# text content (what people type into Discogs "Matrix / Runout")

L_ALL = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
MARKS = [
    "STERLING", "MASTERDISK", "PORKY PRIME CUT", "TML", "RL", "BELL SOUND", "EMI",
    "MADE IN ENGLAND", "DMM", "A1", "TOWNHOUSE", "PECKO DUCK", "NIMBUS", "MPO",
    "STRAWBERRY", "CUTTING ROOM", "TML-M", "STERLING LH", "MASTERED BY CAPITOL", "IAM",
    "PORKY", "A PORKY PRIME CUT", "MADE IN USA", "SR", "CBS", "PRC", "SHEFFIELD",
    "ARCHIVE", "KENDUN", "MASTERDISK RL", "HAPPY DAYS", "TOWNHOUSE 2", "B2", "A2",
]


def _digits(rng, n):
    s = "".join(str(int(d)) for d in rng.integers(0, 10, n))
    if s[0] == "0":
        s = str(int(rng.integers(1, 10))) + s[1:]
    return s


def _letters(rng, n, pool=L_ALL):
    return "".join(pool[int(k)] for k in rng.integers(0, len(pool), n))


def _pick(rng, seq):
    return seq[int(rng.integers(0, len(seq)))]


def gen_matrix(rng, side):
    sd = {"1": "A", "2": "B"}.get(side, side) if side in ("A", "B", "C", "D", "1", "2") else "A"
    sn = {"A": "1", "B": "2", "C": "3", "D": "4"}[sd]
    k = int(rng.integers(0, 11))
    if k == 0:
        return "%s %s-%d" % (_pick(rng, ["YEX", "YAX", "XEX", "XAX", "YDX", "YCE", "7TCE", "YEA"]),
                             _digits(rng, int(rng.integers(3, 5))), int(rng.integers(1, 12)))
    if k == 1:
        return "%s-%s-%s-%s%d" % (_pick(rng, ["SMAS", "ST", "SW", "SKAO", "STAO", "SN"]), sn,
                                  _digits(rng, int(rng.integers(4, 6))), _pick(rng, "ABCDEFGHJ"),
                                  int(rng.integers(1, 25)))
    if k == 2:
        return "%s-%s-%s-%s" % (_pick(rng, ["ST", "STC", "AL", "XSM"]), sd, _digits(rng, 6),
                                _pick(rng, "ABCDEFG"))
    if k == 3:
        return "%s %s %s%d" % (_pick(rng, ["XZAL", "XSM", "XLP", "ZAL", "XSB"]),
                               _digits(rng, int(rng.integers(5, 7))), sd, int(rng.integers(1, 9)))
    if k == 4:
        return "%s %s %s%s %d %s" % (_digits(rng, 4), _digits(rng, 3), sn, _pick(rng, "YZX"),
                                     int(rng.integers(1, 4)), _digits(rng, 3))
    if k == 5:
        return "%s %s %s-%d%s" % (_pick(rng, ["SHVL", "SHSP", "PCS", "TWO", "SCX", "SKL"]),
                                  _digits(rng, int(rng.integers(3, 5))), sd, int(rng.integers(1, 9)),
                                  _pick(rng, "UGLYZ"))
    if k == 6:
        s = "%s %s %s" % (_pick(rng, ["LP", "MS", "SR", "BS", "K", "LPM"]),
                          _digits(rng, int(rng.integers(3, 6))), sd)
        if rng.random() < 0.3:
            s += "-%d" % int(rng.integers(1, 4))
        return s
    if k == 7:
        return "%s-%s-%s%d" % (_pick(rng, ["SD", "ST", "WS", "BS", "SP"]), _digits(rng, 5), sd,
                               int(rng.integers(1, 6)))
    if k == 8:
        return "%s%d-%s-%s-%d%s" % (_letters(rng, 3), int(rng.integers(1, 5)), _digits(rng, 4), sd,
                                    int(rng.integers(1, 9)), _pick(rng, "ABCDEFGHJ"))
    if k == 9:
        return "%s %s %s" % (_pick(rng, ["1C", "2C", "6C", "3C"]),
                             _digits(rng, 3) + "-" + _digits(rng, 5), sd)
    return "%s %s%s" % (_pick(rng, ["CBS", "DJM", "ILPS", "SRL", "TRA", "CHR"]),
                        _digits(rng, int(rng.integers(3, 6))), _pick(rng, [" " + sd + "1", " " + sd,
                                                                           "-" + sd, " " + sd + "2"]))


def gen_initials(rng):
    n = 2 if rng.random() < 0.7 else 3
    s = _letters(rng, n, "ABCDEFGHJKLMNPRSTW")
    if rng.random() < 0.4:
        s = ".".join(s) + "."
    return s


def gen_delta(rng):
    return "\u0394" + _digits(rng, int(rng.integers(4, 7)))


def gen_lines(rng, side):
    n = int(rng.choice([1, 2, 3, 4], p=[0.22, 0.36, 0.27, 0.15]))
    lines = [("matrix", gen_matrix(rng, side))]
    tries = 0
    while len(lines) < n and tries < 50:
        tries += 1
        k = rng.random()
        if k < 0.42:
            item = ("mark", _pick(rng, MARKS))
        elif k < 0.64:
            item = ("initials", gen_initials(rng))
        elif k < 0.82:
            item = ("delta", gen_delta(rng))
        else:
            item = ("matrix", gen_matrix(rng, side))
        if item[1] not in [t for _, t in lines]:
            lines.append(item)
    order = rng.permutation(len(lines))
    return [lines[i] for i in order]


# --------------------------------------------------------------------------------------
# small numeric helpers




def lowfreq(rng, h, w, cells=6, amp=1.0):
    """smooth random field (h, w) with roughly `cells` blobs along the long side, zero mean"""
    gh = max(2, int(round(cells * h / max(h, w))) + 2)
    gw = max(2, int(round(cells * w / max(h, w))) + 2)
    g = rng.normal(0, 1, (gh, gw)).astype(np.float32)
    g = (g - g.mean()) / (g.std() + 1e-6) * np.float32(amp)
    im = Image.fromarray(g, "F").resize((w, h), Image.BICUBIC)
    return np.array(im, dtype=np.float32)


def smooth1d(a, sigma):
    if sigma <= 0:
        return a
    rad = int(math.ceil(3 * sigma))
    k = np.exp(-0.5 * (np.arange(-rad, rad + 1) / sigma) ** 2)
    k /= k.sum()
    return np.convolve(np.pad(a, rad, mode="edge"), k, mode="valid")




def bilinear(img, xs, ys):
    """sample img (H, W) or (H, W, C) at float pixel coords (pixel centres at i+0.5); zero outside"""
    H, W = img.shape[:2]
    x = xs - 0.5
    y = ys - 0.5
    x0 = np.floor(x).astype(np.int32)
    y0 = np.floor(y).astype(np.int32)
    fx = (x - x0).astype(np.float32)
    fy = (y - y0).astype(np.float32)
    out = None
    for dy, wy in ((0, 1 - fy), (1, fy)):
        for dx, wx in ((0, 1 - fx), (1, fx)):
            xi = x0 + dx
            yi = y0 + dy
            ok = (xi >= 0) & (xi < W) & (yi >= 0) & (yi < H)
            v = img[np.clip(yi, 0, H - 1), np.clip(xi, 0, W - 1)]
            w = (wx * wy * ok).astype(np.float32)
            if img.ndim == 3:
                w = w[..., None]
            out = v * w if out is None else out + v * w
    return out


def wrap_pi(a):
    return (a + np.pi) % (2 * np.pi) - np.pi


# --------------------------------------------------------------------------------------
# label

LABEL_NAMES = ["Harbour", "PALOMA", "Northstar", "Velvet Moth", "KESTREL", "Orbit Sound", "Marigold",
               "Tidewater", "Lantern", "CASCADE", "Bluebell", "Meridian", "ATLAS", "Copperhead",
               "Juniper", "Sable", "Monarch", "Halcyon", "Quarry", "Riverside", "Solstice", "Emberline"]
WORDS = ["Night", "River", "Glass", "Summer", "Echoes", "Paper", "Moon", "Silver", "Blue", "Coast",
         "Distant", "Garden", "Fire", "Winter", "Golden", "Empty", "Rooms", "Signals", "Motion",
         "Electric", "Wild", "Slow", "Northern", "Light", "Hearts", "Shadows", "Morning", "Dust"]
NAMES = ["The Lanterns", "Mara Quell", "Dusty Ferns", "Oskar Lind", "The Hollow Pines", "Nadia Vey",
         "Blue Orchard", "Jonah Reyes", "The Cartographers", "Elsie Moor", "Kite Factory", "Ray Tamsin"]
SMALLPRINT = ("ALL RIGHTS OF THE MANUFACTURER AND OF THE OWNER OF THE RECORDED WORK RESERVED. "
              "UNAUTHORISED PUBLIC PERFORMANCE, BROADCASTING AND COPYING OF THIS RECORD PROHIBITED. ")
LABEL_COLOURS = [(196, 32, 38), (232, 120, 30), (238, 205, 70), (240, 232, 210), (30, 70, 150),
                 (40, 120, 70), (245, 245, 240), (25, 25, 28), (120, 40, 120), (90, 160, 200),
                 (200, 60, 110), (150, 150, 155), (230, 180, 160), (60, 40, 30)]


def fit_font(path, text, size, maxw):
    f = font(path, size)
    w = f.getlength(text)
    if w > maxw and w > 0:
        f = font(path, max(6, size * maxw / w))
    return f


def render_label(rng, R, side_str):
    """returns (sRGB PIL image S x S, S, strings printed)"""
    S = int(math.ceil(2 * R)) + 4
    c = S / 2.0
    bgc = LABEL_COLOURS[int(rng.integers(0, len(LABEL_COLOURS)))]
    lum = 0.3 * bgc[0] + 0.59 * bgc[1] + 0.11 * bgc[2]
    if lum > 140:
        ink = _pick(rng, [(20, 20, 20), (40, 30, 60), (120, 20, 20), (20, 40, 90)])
    else:
        ink = _pick(rng, [(245, 245, 240), (240, 220, 150), (225, 225, 230)])
    img = Image.new("RGB", (S, S), bgc)
    d = ImageDraw.Draw(img)
    if rng.random() < 0.35:  # two-tone top segment
        alt = LABEL_COLOURS[int(rng.integers(0, len(LABEL_COLOURS)))]
        d.chord([c - R, c - R, c + R, c + R], 180 + 20, 360 - 20, fill=alt)
    lw = max(1, int(round(R * 0.008)))
    for rr in ([0.93] if rng.random() < 0.6 else [0.93, 0.9]):
        d.ellipse([c - rr * R, c - rr * R, c + rr * R, c + rr * R], outline=ink, width=lw)
    printed = []
    big = _pick(rng, LABEL_FONTS_BIG)
    small = _pick(rng, LABEL_FONTS_SMALL)
    name = _pick(rng, LABEL_NAMES)
    f = fit_font(big, name, R * rng.uniform(0.14, 0.2), R * 1.1)
    d.text((c, c - R * 0.55), name, font=f, fill=ink, anchor="mm")
    printed.append(name)
    if rng.random() < 0.5:  # little logo mark
        lr = R * 0.07
        y0 = c - R * 0.76
        if rng.random() < 0.5:
            d.ellipse([c - lr, y0 - lr, c + lr, y0 + lr], outline=ink, width=max(1, lw * 2))
        else:
            d.polygon([(c, y0 - lr), (c + lr, y0 + lr * 0.8), (c - lr, y0 + lr * 0.8)], fill=ink)
    fs = R * rng.uniform(0.06, 0.08)
    sx = R * rng.uniform(0.52, 0.62)
    if side_str:
        t = side_str
        d.text((c - sx, c - R * 0.02), t, font=font(small, fs), fill=ink, anchor="mm")
        printed.append(t)
    rpm = _pick(rng, ["33 1/3", "33 1/3 RPM", "33\u2153", "LP 33", "45 RPM"])
    d.text((c + sx, c - R * 0.09), rpm, font=font(small, fs), fill=ink, anchor="mm")
    cat = "%s %s" % (_letters(rng, int(rng.integers(2, 5))), _digits(rng, int(rng.integers(3, 6))))
    d.text((c + sx, c + R * 0.04), cat, font=font(small, fs * 0.9), fill=ink, anchor="mm")
    printed += [rpm, cat]
    if rng.random() < 0.6:
        d.text((c - sx, c + R * 0.11), _pick(rng, ["STEREO", "MONO", "(P) 1973", "(P) 1981"]),
               font=font(small, fs * 0.75), fill=ink, anchor="mm")
    title = " ".join(_pick(rng, WORDS) for _ in range(int(rng.integers(1, 4))))
    artist = _pick(rng, NAMES)
    d.text((c, c + R * 0.34), title.upper() if rng.random() < 0.5 else title,
           font=fit_font(big, title, R * 0.095, R * 1.3), fill=ink, anchor="mm")
    d.text((c, c + R * 0.5), artist, font=fit_font(small, artist, R * 0.075, R * 1.1), fill=ink,
           anchor="mm")
    printed += [title, artist]
    if rng.random() < 0.6:  # tiny track credits
        tf = font(small, R * 0.038)
        for j in range(int(rng.integers(2, 4))):
            t = "%d. %s %s  (%d:%02d)" % (j + 1, _pick(rng, WORDS), _pick(rng, WORDS),
                                         int(rng.integers(2, 7)), int(rng.integers(0, 60)))
            d.text((c, c + R * (0.18 - 0.055 * j)), t, font=tf, fill=ink, anchor="mm")
    if rng.random() < 0.5:
        d.text((c, c + R * 0.64), _pick(rng, ["MADE IN ENGLAND", "MADE IN U.S.A.", "MADE IN GERMANY",
                                             "Printed in Holland"]),
               font=font(small, R * 0.045), fill=ink, anchor="mm")
    # rim small print along an arc, letters upright (tops outward)
    if rng.random() < 0.75:
        fsz = R * 0.036
        f = font(small, fsz)
        rr = R * 0.85
        ang = math.radians(rng.uniform(-150, -100))  # start (clockwise from top)
        end = math.radians(rng.uniform(100, 150))
        txt = SMALLPRINT * 2
        mask = Image.new("L", (S, S), 0)
        k = 0
        box = int(fsz * 2) + 4
        while ang < end and k < len(txt):
            ch = txt[k]
            k += 1
            wch = f.getlength(ch)
            a_mid = ang + (wch / 2) / rr
            if ch != " ":
                g = Image.new("L", (box, box), 0)
                ImageDraw.Draw(g).text((box / 2, box / 2), ch, font=f, fill=255, anchor="ms")
                g = g.rotate(-math.degrees(a_mid), resample=Image.BICUBIC)
                px = c + rr * math.sin(a_mid)
                py = c - rr * math.cos(a_mid)
                mask.paste(255, (int(px - box / 2), int(py - box / 2)), g)
            ang += wch / rr
        img.paste(ink, (0, 0), mask)
    a = np.asarray(img, dtype=np.float32) / 255.0
    # paper: mottling + fibre noise + a little print unevenness
    mott = lowfreq(rng, S, S, cells=14, amp=0.012)
    a = a * (1 + mott[..., None]) + rng.normal(0, 0.012, (S, S, 1)).astype(np.float32)
    return Image.fromarray(np.clip(a * 255 + 0.5, 0, 255).astype(np.uint8), "RGB"), S, printed


# --------------------------------------------------------------------------------------
# etching strips (flat text, later wrapped onto the arc)

SS = 4  # supersampling of strips


def stamped_strip(rng, text, cap_px, fpath):
    capS = cap_px * SS
    f0 = font(fpath, 100)
    cap100 = -f0.getbbox("H", anchor="ls")[1]
    f = font(fpath, 100 * capS / cap100)
    hb = f.getmask("-").getbbox()  # tight ink box of the hyphen = the font's stroke weight
    stroke = max(1.0, float(hb[3] - hb[1])) if hb else capS * 0.1
    track = capS * rng.uniform(0.04, 0.2)
    H = int(capS * 2.4)
    yb = capS * 1.7
    W = int(len(text) * capS * 1.3 + 4 * capS)
    im = Image.new("L", (W, H), 0)
    d = ImageDraw.Draw(im)
    x = capS
    jit = rng.uniform(0.0, 0.035)
    for ch in text:
        if ch == " ":
            x += f.getlength(" ") * rng.uniform(0.9, 1.4) + track
            continue
        y = yb + rng.normal(0, jit * capS)
        if ch == "\u0394":
            w = capS * 0.85
            sw = int(round(stroke))
            pts = [(x + sw / 2, y - sw / 2), (x + w / 2, y - capS + sw / 2), (x + w - sw / 2, y - sw / 2),
                   (x + sw / 2, y - sw / 2)]
            d.line(pts, fill=255, width=max(1, sw), joint="curve")
            x += w + track
            continue
        d.text((x, y), ch, font=f, fill=255, anchor="ls")
        x += f.getlength(ch) + track
    return finish_strip(im, yb)


def hand_strip_hershey(rng, text, cap_px, hname, width_px):
    g = load_hershey(hname)
    capS = cap_px * SS
    scale = capS / 21.0
    H = int(capS * 3.0)
    yb = capS * 2.0
    W = int(len(text) * capS * 1.4 + 4 * capS)
    im = Image.new("L", (W, H), 0)
    d = ImageDraw.Draw(im)
    lean = rng.normal(0.1, 0.13)               # whole-line slant (shear)
    drift_amp = rng.uniform(0.02, 0.14) * capS  # wandering baseline
    drift_ph = rng.uniform(0, 2 * np.pi)
    drift_f = rng.uniform(0.5, 1.5) / (capS * 6)
    x = capS
    wS = width_px * SS
    for ch in text:
        if ch == " ":
            x += scale * rng.uniform(11, 16)
            continue
        if ch not in g:
            ch = "?"
        left, right, strokes = g[ch]
        if ch == "-":  # Hershey's hyphen is as wide as a letter; a hand dash is short
            left, right = left * 0.55, right * 0.55
            strokes = [st_ * np.array([0.5, 1.0]) for st_ in strokes]
        gs = scale * rng.uniform(0.8, 1.2)
        sxg = gs * rng.uniform(0.85, 1.12)
        rot = rng.normal(0, 0.08)
        sh = lean + rng.normal(0, 0.09)
        by = yb + drift_amp * math.sin(drift_ph + x * drift_f) + rng.normal(0, 0.065 * capS)
        cr, sr = math.cos(rot), math.sin(rot)
        for st in strokes:
            pts = densify(st, 1.5)
            n = len(pts)
            # wobble: smooth random displacement along the stroke + per-vertex jitter
            wob = np.stack([smooth1d(rng.normal(0, 1.0, n), 3), smooth1d(rng.normal(0, 1.0, n), 3)], 1)
            pts = pts + wob * 1.1 + rng.normal(0, 0.15, pts.shape)
            # overshoot at stroke ends sometimes (stylus slipping)
            if n >= 2 and rng.random() < 0.25:
                dvec = pts[-1] - pts[-2]
                nv = np.linalg.norm(dvec) + 1e-6
                pts = np.vstack([pts, pts[-1] + dvec / nv * rng.uniform(0.8, 2.5)])
            px = pts[:, 0] - left
            py = pts[:, 1] - 9.0
            px = px - sh * py
            qx = (px * cr - py * sr) * sxg
            qy = (px * sr + py * cr) * gs
            qx = qx + x
            qy = qy + by
            m = len(qx)
            pres = np.clip(rng.uniform(0.55, 1.0) + smooth1d(rng.normal(0, 0.25, m), 4), 0.35, 1.0)
            passes = 2 if rng.random() < 0.12 else 1
            for pss in range(passes):
                off = (0.0, 0.0) if pss == 0 else tuple(rng.normal(0, 0.5 * wS, 2))
                amp = 1.0 if pss == 0 else 0.6
                for i in range(m - 1):
                    w = max(1, int(round(wS * (0.65 + 0.5 * pres[i]))))
                    val = int(255 * pres[i] * amp)
                    p0 = (qx[i] + off[0], qy[i] + off[1])
                    p1 = (qx[i + 1] + off[0], qy[i + 1] + off[1])
                    d.line([p0, p1], fill=val, width=w)
                    r_ = w / 2.0
                    d.ellipse([p1[0] - r_, p1[1] - r_, p1[0] + r_, p1[1] + r_], fill=val)
        x += (right - left) * sxg + scale * rng.uniform(0.0, 3.5)
    return finish_strip(im, yb)


def densify(st, step):
    out = [st[0]]
    for a, b in zip(st[:-1], st[1:]):
        L = float(np.hypot(*(b - a)))
        k = max(1, int(math.ceil(L / step)))
        for t in range(1, k + 1):
            out.append(a + (b - a) * (t / k))
    return np.array(out, float)


def hand_strip_ttf(rng, text, cap_px, fpath):
    capS = cap_px * SS
    f0 = font(fpath, 100)
    cap100 = -f0.getbbox("H", anchor="ls")[1]
    f = font(fpath, 100 * capS / cap100)
    H = int(capS * 3.0)
    yb = capS * 2.0
    W = int(len(text) * capS * 1.5 + 4 * capS)
    im = Image.new("L", (W, H), 0)
    lean = rng.normal(0.08, 0.1)
    x = capS
    box = int(capS * 2.6)
    for ch in text:
        if ch == " ":
            x += capS * rng.uniform(0.45, 0.75)
            continue
        g = Image.new("L", (box, box), 0)
        gd = ImageDraw.Draw(g)
        if ch == "\u0394":
            sw = max(2, int(capS * 0.09))
            w = capS * 0.8
            ox = box / 2 - w / 2
            oy = box / 2
            gd.line([(ox, oy), (ox + w / 2, oy - capS), (ox + w, oy), (ox - sw * 0.3, oy)], fill=255,
                    width=sw, joint="curve")
            adv = w + capS * 0.12
        else:
            gd.text((box / 2, box / 2), ch, font=f, fill=255, anchor="ls")
            bb = f.getbbox(ch, anchor="ls")
            adv = (bb[2] - bb[0]) + capS * rng.uniform(0.08, 0.22)
            ox = box / 2 + bb[0]
        # per-glyph affine: scale, rotation, shear about the glyph's baseline point
        s = rng.uniform(0.85, 1.15)
        rot = rng.normal(0, 0.06)
        sh = lean + rng.normal(0, 0.06)
        a = s * math.cos(rot)
        b = s * math.sin(rot)
        # forward: [x',y'] = [[a, -b],[b, a]] @ [[1, -sh],[0,1]] @ [x,y]  (coords rel. to centre)
        Fm = np.array([[a, -b], [b, a]]) @ np.array([[1, -sh], [0, 1]])
        Inv = np.linalg.inv(Fm)
        cx0 = cy0 = box / 2
        coeffs = (Inv[0, 0], Inv[0, 1], cx0 - Inv[0, 0] * cx0 - Inv[0, 1] * cy0,
                  Inv[1, 0], Inv[1, 1], cy0 - Inv[1, 0] * cx0 - Inv[1, 1] * cy0)
        g = g.transform((box, box), Image.AFFINE, coeffs, resample=Image.BICUBIC)
        # pressure: fade across the glyph
        ga = np.asarray(g, dtype=np.float32)
        ramp = np.linspace(rng.uniform(0.5, 1.0), rng.uniform(0.6, 1.0), box, dtype=np.float32)
        ga = ga * (ramp[:, None] if rng.random() < 0.5 else ramp[None, :])
        g = Image.fromarray(np.clip(ga, 0, 255).astype(np.uint8), "L")
        by = yb + rng.normal(0, 0.05 * capS)
        px = int(round(x - (ox - box / 2) - box / 2))
        py = int(round(by - box / 2))
        region = im.crop((px, py, px + box, py + box))
        region = Image.fromarray(np.maximum(np.asarray(region), np.asarray(g)), "L")
        im.paste(region, (px, py))
        x += adv * s
    return finish_strip(im, yb)


def finish_strip(im, yb):
    a = np.asarray(im)
    cols = np.where(a.max(0) > 0)[0]
    rows = np.where(a.max(1) > 0)[0]
    x0 = max(0, cols[0] - 2 * SS)
    x1 = cols[-1] + 2 * SS
    x0 -= x0 % SS
    x1 += SS - (x1 % SS)
    a = a[:, x0:x1]
    H = a.shape[0] - a.shape[0] % SS
    a = a[:H]
    small = Image.fromarray(a).resize((a.shape[1] // SS, H // SS), Image.BOX)
    s = np.asarray(small, dtype=np.float32) / 255.0
    ybs = yb / SS
    top = rows[0] / SS
    bot = (rows[-1] + 1) / SS
    return {"a": s, "yb": ybs, "above": ybs - top, "below": bot - ybs, "width": s.shape[1]}


# --------------------------------------------------------------------------------------
# the scene


def plane_to_image(M, c, u, v):
    return c[0] + M[0, 0] * u + M[0, 1] * v, c[1] + M[1, 0] * u + M[1, 1] * v


def polar_pt(r, phi):
    return r * np.sin(phi), -r * np.cos(phi)


def pick_stamp_font(rng):
    w = np.array([wt for _, wt in STAMP_FONTS], float)
    return STAMP_FONTS[int(rng.choice(len(STAMP_FONTS), p=w / w.sum()))][0]


def try_layout(rng, tier, hz, lines, styles, orient, pv):
    """one attempt at image size, record geometry, text strips and their placement.
    Returns None when the lines cannot be placed (caller retries)."""
    ok = False
    for attempt in range(2000):
        cap = rng.uniform(13, 34)
        if "tilt" in hz or "blur" in hz:
            cap = max(cap, rng.uniform(15, 20))
        mm = rng.uniform(2.0, 3.8)
        s = cap / mm
        R_L = rng.uniform(48.5, 51.5) * s
        R_G = rng.uniform(61, 74) * s
        R_rec = 150.8 * s
        ar = float(_pick(rng, [4 / 3, 4 / 3, 4 / 3, 16 / 9, 1.0, 3 / 2]))
        portrait = rng.random() < 0.55
        if pv is not None and pv[2] != "resizeAspect":
            portrait = pv[1] > pv[0]  # photo taken in the orientation the preview is shown in
        full = rng.random() < 0.45
        if full:
            short = 2 * R_rec * rng.uniform(1.04, 1.3)
        else:
            short = 2 * R_G * rng.uniform(1.1, 1.9)
        long_ = short * ar
        if pv is not None and pv[2] == "resize":
            # a stretched preview: keep the stretch to what a real phone/tablet shows (<= 1.5x)
            Wc, Hc = (short, long_) if portrait else (long_, short)
            dist = (pv[0] / Wc) / (pv[1] / Hc)
            if max(dist, 1 / dist) > 1.5:
                continue
        if 900 <= long_ <= 3000:
            ok = True
            break
    if not ok:
        return None
    W, H = (int(round(short)), int(round(long_))) if portrait else (int(round(long_)), int(round(short)))
    R_hole = 3.6 * s
    R_lock = R_L + rng.uniform(2.6, 4.2) * s
    R_leadin = R_rec - rng.uniform(3.0, 5.0) * s
    if "tilt" in hz:
        asp = rng.uniform(0.8, 0.97)
    elif tier == "clean":
        asp = 1.0
    else:
        asp = 1.0 if rng.random() < 0.6 else rng.uniform(0.975, 1.0)
    th = rng.uniform(0, np.pi)
    Rot = np.array([[math.cos(th), -math.sin(th)], [math.sin(th), math.cos(th)]])
    M = Rot @ np.diag([1.0, asp]) @ Rot.T
    Minv = np.linalg.inv(M)
    margin = 0.02 * min(W, H)
    if full:
        mx = max(0.0, W / 2 - R_rec * 0.97)
        my = max(0.0, H / 2 - R_rec * 0.97)
    else:
        mx = max(0.0, W / 2 - R_G * 1.02 - margin)
        my = max(0.0, H / 2 - R_G * 1.02 - margin)
    cx = W / 2 + rng.uniform(-mx, mx)
    cy = H / 2 + rng.uniform(-my, my)
    C = (cx, cy)
    # region of the image where the letters must be (the frame, or the visible part of a fill preview)
    vis = (margin, margin, W - margin, H - margin)
    if pv is not None and pv[2] == "resizeAspectFill":
        k = max(pv[0] / W, pv[1] / H)
        ox, oy = (pv[0] - W * k) / 2, (pv[1] - H * k) / 2
        vis = (max(vis[0], -ox / k + margin), max(vis[1], -oy / k + margin),
               min(vis[2], (pv[0] - ox) / k - margin), min(vis[3], (pv[1] - oy) / k - margin))

    strips = []
    for i, (kind, text) in enumerate(lines):
        if styles[i] == "stamped":
            ch = min(40.0, max(12.0, cap * rng.uniform(0.8, 1.05)))
            fp = pick_stamp_font(rng)
            st = stamped_strip(rng, text, ch, fp)
            st["font"] = os.path.basename(fp)
        else:
            ch = min(40.0, max(12.0, cap * rng.uniform(0.95, 1.3)))
            if rng.random() < 0.65:
                hn = _pick(rng, HERSHEY_FILES)
                wpx = rng.uniform(1.15, 1.9) * max(1.0, ch / 18.0)
                st = hand_strip_hershey(rng, text, ch, hn, wpx)
                st["font"] = "hershey:" + hn
            else:
                fp = HAND_TTF[int(rng.choice(len(HAND_TTF), p=HAND_TTF_P))]
                st = hand_strip_ttf(rng, text, ch, fp)
                st["font"] = os.path.basename(fp)
        st["cap"] = ch
        strips.append(st)

    leadout_hz = "leadout" in hz
    lo_turns = rng.uniform(1.5, 3.0) if leadout_hz else rng.uniform(0.15, 0.45)
    lo_phi0 = rng.uniform(0, 2 * np.pi)
    lo_total = lo_turns * 2 * np.pi

    def spiral_r(theta):
        return R_G - (R_G - R_lock) * theta / lo_total

    def visible(r0, r1, phc, span):
        angs = phc + np.linspace(-span / 2, span / 2, 7)
        for rr in (r0, r1):
            x, y = plane_to_image(M, C, *polar_pt(rr, angs))
            if np.any(x < vis[0]) or np.any(x > vis[2]) or np.any(y < vis[1]) or np.any(y > vis[3]):
                return False
        return True

    gap = 0.7 * s
    lo_r = R_lock + gap
    hi_r = R_G - gap
    placed = []
    for i, st in enumerate(strips):
        ok_i = False
        for t in range(300):
            if orient[i] == "out":
                rb_lo, rb_hi = lo_r + st["below"], hi_r - st["above"]
            else:
                rb_lo, rb_hi = lo_r + st["above"], hi_r - st["below"]
            if rb_hi <= rb_lo:
                return None
            rb = rng.uniform(rb_lo, rb_hi)
            span = st["width"] / rb
            phc = rng.uniform(0, 2 * np.pi)
            if orient[i] == "out":
                r0, r1 = rb - st["below"], rb + st["above"]
            else:
                r0, r1 = rb - st["above"], rb + st["below"]
            angpad = (0.6 * st["cap"]) / rb
            good = True
            for p in placed:
                if r0 < p["r1"] + 0.3 * s and r1 > p["r0"] - 0.3 * s:
                    if abs(wrap_pi(phc - p["phc"])) < (span + p["span"]) / 2 + angpad:
                        good = False
                        break
            if good and not leadout_hz:
                # keep the short lead-out sweep away from the text
                mid = lo_phi0 + lo_total / 2
                if abs(wrap_pi(phc - mid)) < span / 2 + lo_total / 2 + 0.12:
                    good = False
            if good and not visible(r0, r1, phc, span):
                good = False
            if good:
                placed.append({"rb": rb, "phc": phc, "span": span, "r0": r0, "r1": r1})
                ok_i = True
                break
        if not ok_i:
            return None
    if leadout_hz:
        # turn the spiral until it runs through at least one line
        best = None
        for t in range(40):
            ph0 = rng.uniform(0, 2 * np.pi) if t else lo_phi0
            hits = 0
            for p in placed:
                angs = p["phc"] + np.linspace(-p["span"] / 2, p["span"] / 2, 40)
                for k in range(5):
                    thv = (angs - ph0) % (2 * np.pi) + 2 * np.pi * k
                    rs = spiral_r(thv)
                    if np.any((thv <= lo_total) & (rs > p["r0"]) & (rs < p["r1"])):
                        hits += 1
                        break
            if best is None or hits > best[0]:
                best = (hits, ph0)
            if hits >= 1:
                break
        lo_phi0 = best[1]
    return (W, H, s, cap, R_L, R_G, R_rec, R_hole, R_lock, R_leadin, asp, th, M, Minv, cx, cy, full, strips,
            placed, lo_turns, lo_phi0)


def choose_hazards(rng, tier):
    if tier == "clean":
        return []
    if tier == "hard":
        k = int(rng.choice([2, 3, 4], p=[0.5, 0.35, 0.15]))
        hz = list(rng.choice(HAZARDS, size=k, replace=False))
        # keep it a reading test: never stack all three contrast killers
        if {"lowcontrast", "blur", "noise"} <= set(hz):
            hz.remove("noise")
        return [str(h) for h in hz]
    if rng.random() < 0.5:
        return []
    return [str(rng.choice(HAZARDS))]


_PROF = os.environ.get("ALTGEN_PROF")
_t = [None, None]


def _tick(name):
    import time
    now = time.time()
    if _PROF and _t[0] is not None:
        print("  %-12s %.3f" % (_t[1], now - _t[0]), file=sys.stderr)
    _t[0], _t[1] = now, name


def make_image(seed, tier, idx):
    tidx = TIERS.index(tier)
    rng = np.random.default_rng(np.random.SeedSequence([int(seed), tidx, int(idx), 0xA17]))
    hz = choose_hazards(rng, tier)

    _tick('side')
    # ---- side & text lines
    has_side = rng.random() < 0.8
    side = _pick(rng, ["A", "B", "A", "B", "1", "2", "C", "D"]) if has_side else None
    side_str = None
    if side:
        side_str = _pick(rng, ["SIDE %s", "Side %s", "SIDE %s", "%s"]) % side
        if side_str == side:
            side_str = "SIDE " + side
    lines = gen_lines(rng, side or "A")
    nl = len(lines)
    # style per line
    styles = []
    for kind, _ in lines:
        p_st = {"matrix": 0.6, "mark": 0.6, "initials": 0.15, "delta": 0.1}[kind]
        styles.append("stamped" if rng.random() < p_st else "hand")
    if "allhand" in hz:
        styles = ["hand"] * nl
    elif tier == "clean" and all(s == "hand" for s in styles):
        styles[0] = "stamped"
    elif all(s == "hand" for s in styles) and tier != "hard":
        styles[int(rng.integers(0, nl))] = "stamped"
    orient = ["out"] * nl
    if "inward" in hz:
        for i in range(nl):
            if rng.random() < 0.5:
                orient[i] = "in"
        if "in" not in orient:
            orient[int(rng.integers(0, nl))] = "in"

    _tick('geometry,')
    # ---- geometry, strips and placement; retried as a whole until everything fits
    pv = choose_preview(rng, idx) if tier == "preview" else None
    lay = None
    for attempt in range(60):
        lay = try_layout(rng, tier, hz, lines, styles, orient, pv)
        if lay is not None:
            break
    if lay is None:
        raise RuntimeError("layout failed")
    (W, H, s, cap, R_L, R_G, R_rec, R_hole, R_lock, R_leadin, asp, th, M, Minv, cx, cy, full, strips,
     placed, lo_turns, lo_phi0) = lay
    C = (cx, cy)
    lo_total = lo_turns * 2 * np.pi

    def spiral_r(theta):
        return R_G - (R_G - R_lock) * theta / lo_total

    _tick('per-image')
    # ---- per-image look parameters
    clean = tier == "clean"
    letter_gain = 1.0
    if "lowcontrast" in hz:
        letter_gain = rng.uniform(0.5, 0.65)
        if "blur" in hz or "noise" in hz:  # still a reading test
            letter_gain = rng.uniform(0.6, 0.7)
    dw_level = rng.uniform(0.005, 0.013)
    disc_tint = np.array([1.0, rng.uniform(0.97, 1.03), rng.uniform(0.95, 1.12)], np.float32)
    light_phi = rng.uniform(0, 2 * np.pi)
    sheen_k = rng.uniform(4, 30)
    sheen_amp = rng.uniform(0.05, 0.2)
    emb_dir = rng.uniform(0, 2 * np.pi)

    _tick('pixel')
    # ---- pixel grids (float32 throughout; matrix entries as python floats so nothing upcasts)
    m00, m01, m10, m11 = (float(Minv[0, 0]), float(Minv[0, 1]), float(Minv[1, 0]), float(Minv[1, 1]))
    X = (np.arange(W, dtype=np.float32) + 0.5)[None, :]
    Y = (np.arange(H, dtype=np.float32) + 0.5)[:, None]
    dx = X - np.float32(cx)
    dy = Y - np.float32(cy)
    u = m00 * dx + m01 * dy
    v = m10 * dx + m11 * dy
    r = np.hypot(u, v)
    # radial look-up index: 4 samples per plane pixel; every purely radial profile is a table
    RS = 4
    nT = int(R_rec * RS) + 16
    tidx = np.minimum((r * RS).astype(np.int32), nT - 1)
    rr1 = (np.arange(nT, dtype=np.float64) + 0.5) / RS

    # illumination: broad soft gradient + blobs
    gang = rng.uniform(0, 2 * np.pi)
    gstr = rng.uniform(0.15, 0.5)
    ramp = ((X - W / 2) * math.cos(gang) + (Y - H / 2) * math.sin(gang)) / max(W, H)
    illum = 1.0 + 2 * gstr * ramp + lowfreq(rng, H, W, cells=5, amp=0.08)
    np.clip(illum, 0.3, 2.0, out=illum)
    env = lowfreq(rng, H, W, cells=3, amp=1.0)
    np.clip(env, -2, 3, out=env)
    env *= 0.003
    env += 0.003

    _tick('background')
    # ---- background (table), with the record's soft shadow, at half resolution
    bg = table_background(rng, W, H)  # list of 3 float32 (H, W) linear albedo planes
    bgk = rng.uniform(0.5, 0.9)
    sh_off = rng.normal(0, 0.012, 2) * R_rec
    blur_w = 0.03 * R_rec
    h2, w2 = (H + 1) // 2, (W + 1) // 2
    X2 = (np.arange(w2, dtype=np.float32) * 2 + 1)[None, :] - np.float32(cx)
    Y2 = (np.arange(h2, dtype=np.float32) * 2 + 1)[:, None] - np.float32(cy)
    rs2 = np.hypot(m00 * X2 + m01 * Y2 - sh_off[0], m10 * X2 + m11 * Y2 - sh_off[1])
    sh2 = 1 - 0.55 * np.clip((R_rec + blur_w - rs2) / (2 * blur_w), 0, 1)
    shadow = np.asarray(Image.fromarray(sh2.astype(np.float32), "F").resize((W, H), Image.BILINEAR))
    lit = illum * shadow * np.float32(bgk)
    bg_lin = [b * lit for b in bg]
    del bg, lit, shadow, rs2, sh2

    _tick('disc')
    # ---- disc luminance  L = illum * (A[r] + B[r] * sheen) + env * E[r]
    tex = smooth1d(rng.normal(0, 1, nT), 2.0)
    tex = tex / (tex.std() + 1e-9)
    coarse = smooth1d(rng.normal(0, 1, nT), RS * 2.5 * s)
    coarse = coarse / (coarse.std() + 1e-9)
    texv = np.clip(0.62 + 0.18 * tex + 0.2 * coarse, 0.05, 1.2)
    for _ in range(int(rng.integers(2, 7))):  # track gaps: smooth glossy rings in the music area
        rg = rng.uniform(R_G + 4 * s, R_leadin - 4 * s)
        wg = rng.uniform(0.6, 1.3) * s
        i0, i1 = int((rg - wg / 2) * RS), int((rg + wg / 2) * RS)
        texv[max(0, i0):max(0, i1)] = 0.08
    gw1 = np.clip((rr1 - R_G) / (0.3 * s), 0, 1) * np.clip((R_leadin - rr1) / (0.3 * s), 0, 1)
    bev = (R_rec - 0.5 * s - rr1) / (0.35 * s)
    bev = np.exp(-bev * bev)
    lsh = (rr1 - R_L) / (0.35 * s)
    lsh = 1 - 0.5 * np.exp(-lsh * lsh) * (rr1 > R_L)
    A1 = ((dw_level * (1 + 0.1 * gw1) + 0.05 * bev) * lsh).astype(np.float32)
    B1 = ((sheen_amp * texv * gw1 + 0.25 * bev) * lsh).astype(np.float32)
    E1 = ((1 - gw1) * lsh).astype(np.float32)
    a_disc = np.clip(R_rec - rr1 + 0.5, 0, 1).astype(np.float32)[tidx]
    a_label1 = np.clip(R_L - rr1 + 0.5, 0, 1).astype(np.float32)
    a_hole1 = np.clip(R_hole - rr1 + 0.5, 0, 1).astype(np.float32)
    # groove sheen: two opposite bright wedges facing the light; cos(phi - phiL) without arctan
    sl, cl = math.sin(light_phi), math.cos(light_phi)
    cph = np.abs(u * sl - v * cl) / np.maximum(r, 1e-3)
    sheen = np.power(cph, np.float32(sheen_k))
    sheen *= 0.8
    sheen += 0.12 * cph * cph
    del cph
    L = B1[tidx]
    L *= sheen
    L += A1[tidx]
    L *= illum
    L += env * E1[tidx]
    del env

    _tick('band')
    # ---- band crop: lock groove, lead-out spiral, etchings
    bx0, by0, bx1, by1 = ellipse_bbox(M, C, R_G + 2 * s, W, H)
    rc = r[by0:by1, bx0:bx1]
    pc = np.arctan2(u[by0:by1, bx0:bx1], -v[by0:by1, bx0:bx1])
    sheen_c = sheen[by0:by1, bx0:bx1]
    ill_c = illum[by0:by1, bx0:bx1]
    Lc = L[by0:by1, bx0:bx1]  # a view: edits land in L
    gwid = max(0.6, 0.12 * s)
    lg_amp = rng.uniform(0.015, 0.05)
    dl = (rc - R_lock) / gwid
    lines_map = np.exp(-dl * dl)
    theta0 = (pc - np.float32(lo_phi0)) % np.float32(2 * np.pi)
    best = np.full(rc.shape, 1e9, np.float32)
    for k in range(int(math.ceil(lo_turns)) + 1):
        thv = theta0 + np.float32(2 * np.pi * k)
        dd = np.where(thv <= lo_total, np.abs(rc - spiral_r(thv)), np.float32(1e9))
        np.minimum(best, dd, out=best)
    dsp = best / gwid
    np.maximum(lines_map, np.exp(-dsp * dsp), out=lines_map)
    del best, theta0, dsp, dl, dd, thv
    band_in = (rc > R_L) & (rc < R_G + 0.3 * s)
    Lc += lines_map * band_in * lg_amp * (0.35 + 0.65 * sheen_c) * ill_c
    del lines_map, band_in

    # etchings: wrap each flat strip onto its arc (inverse polar map, bilinear)
    Ms = np.zeros(rc.shape, np.float32)
    Mh = np.zeros(rc.shape, np.float32)
    etch_truth = []
    for i, st in enumerate(strips):
        p = placed[i]
        rb = p["rb"]
        angs = np.linspace(p["phc"] - p["span"] / 2 - 0.05, p["phc"] + p["span"] / 2 + 0.05, 24)
        pts = [plane_to_image(M, C, *polar_pt(rr, angs)) for rr in (p["r0"] - 3, p["r1"] + 3)]
        qx = np.concatenate([q[0] for q in pts])
        qy = np.concatenate([q[1] for q in pts])
        sx0 = max(0, int(qx.min()) - 3 - bx0)
        sx1 = min(bx1 - bx0, int(qx.max()) + 4 - bx0)
        sy0 = max(0, int(qy.min()) - 3 - by0)
        sy1 = min(by1 - by0, int(qy.max()) + 4 - by0)
        rs_ = rc[sy0:sy1, sx0:sx1]
        ps_ = pc[sy0:sy1, sx0:sx1]
        if orient[i] == "out":
            ph_start = p["phc"] - p["span"] / 2
            xs = wrap_pi(ps_ - ph_start) * rb
            ys = st["yb"] - (rs_ - rb)
        else:
            ph_start = p["phc"] + p["span"] / 2
            xs = wrap_pi(ph_start - ps_) * rb
            ys = st["yb"] - (rb - rs_)
        sel = (xs > -2) & (xs < st["width"] + 2) & (ys > -2) & (ys < st["a"].shape[0] + 2)
        vals = bilinear(st["a"], xs[sel], ys[sel])
        tgt = Ms[sy0:sy1, sx0:sx1] if styles[i] == "stamped" else Mh[sy0:sy1, sx0:sx1]
        if styles[i] != "stamped":
            vals = vals * rng.uniform(0.75, 1.0)
        tgt[sel] = np.maximum(tgt[sel], vals)
        etch_truth.append({
            "text": lines[i][1], "kind": lines[i][0], "style": styles[i], "orientation":
                "outward" if orient[i] == "out" else "inward",
            "font": st["font"], "capHeightPx": round(float(st["cap"]), 2),
            "baselineRadiusPlane": round(float(rb), 2),
            "radialExtentPlane": [round(float(p["r0"]), 2), round(float(p["r1"]), 2)],
            "angleCenterDeg": round(float(np.degrees(p["phc"]) % 360), 2),
            "angleSpanDeg": round(float(np.degrees(p["span"])), 2),
            "centerPointImage": [round(float(q), 2) for q in
                                 plane_to_image(M, C, *polar_pt((p["r0"] + p["r1"]) / 2, p["phc"]))],
        })
        del xs, ys, sel
    # stamped: matte fill + embossed edges (light from emb_dir); hand: bright thin scratches
    fill_c = rng.uniform(0.06, 0.14) * letter_gain
    edge_c = rng.uniform(0.08, 0.2) * letter_gain
    hand_c = (rng.uniform(0.13, 0.22) if clean else rng.uniform(0.09, 0.2)) * letter_gain
    ex, ey = int(round(math.cos(emb_dir) * 1.4)), int(round(math.sin(emb_dir) * 1.4))
    if ex == 0 and ey == 0:
        ex = 1
    emb = Ms - np.roll(np.roll(Ms, ey, 0), ex, 1)
    Lc *= 1 - 0.5 * Ms
    Lc += (Ms * fill_c + np.clip(emb, 0, None) * edge_c) * ill_c
    Lc *= 1 - 0.6 * np.clip(-emb, 0, None)
    hand_add = Mh * hand_c * ill_c * (0.7 + 0.6 * sheen_c)
    Lc += hand_add
    del emb
    # glare is a mirror reflection: the rough letter surface (and its rim) does not mirror it
    Mall = np.maximum(Ms, Mh)
    Mdil = Mall.copy()
    for sy_, sx_ in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        np.maximum(Mdil, 0.7 * np.roll(np.roll(Mall, sy_, 0), sx_, 1), out=Mdil)
    spec_c = 1 - np.clip(0.92 * Mdil, 0, 0.92)
    del Mall, Mdil
    etch_mask_c = (Ms > 0.04) | (Mh > 0.04)
    del Ms, Mh, pc

    # dust and scratches (drawn in image space, mostly on the band, some on the grooves)
    dust = Image.new("L", (W, H), 0)
    dd_ = ImageDraw.Draw(dust)
    area_band = np.pi * (R_G ** 2 - R_L ** 2)
    nd = int(area_band / (s * s) * rng.uniform(0.004, 0.02))
    for _ in range(nd):
        rr_ = math.sqrt(rng.uniform(R_L ** 2, (R_rec * 0.98) ** 2)) if rng.random() < 0.4 else \
            math.sqrt(rng.uniform(R_L ** 2, R_G ** 2))
        x_, y_ = plane_to_image(M, C, *polar_pt(rr_, rng.uniform(0, 2 * np.pi)))
        rad = rng.uniform(0.3, 1.0) if rng.random() < 0.85 else rng.uniform(1.0, 2.2)
        val = int(rng.uniform(25, 160) if rng.random() < 0.9 else rng.uniform(160, 255))
        dd_.ellipse([x_ - rad, y_ - rad, x_ + rad, y_ + rad], fill=val)
    for _ in range(int(rng.integers(2, 9))):
        r0_ = rng.uniform(R_L * 1.02, R_rec * 0.95)
        if rng.random() < 0.6:  # arc-ish (circular cleaning marks)
            a0 = rng.uniform(0, 2 * np.pi)
            al = rng.uniform(0.1, 0.6)
            dr = rng.normal(0, 0.03) * r0_
            pts = [plane_to_image(M, C, *polar_pt(r0_ + dr * t, a0 + al * t)) for t in np.linspace(0, 1, 30)]
        else:
            x0_, y0_ = polar_pt(r0_, rng.uniform(0, 2 * np.pi))
            ang = rng.uniform(0, np.pi)
            ln = rng.uniform(0.1, 0.5) * R_G
            pts = [plane_to_image(M, C, x0_ + ln * t * math.cos(ang), y0_ + ln * t * math.sin(ang))
                   for t in np.linspace(0, 1, 2)]
        dd_.line([(float(a), float(b)) for a, b in pts], fill=int(rng.uniform(25, 70)), width=1)
    dustk = rng.uniform(0.06, 0.16) / 255.0
    dbx = dust.getbbox()
    if dbx:
        x0_, y0_, x1_, y1_ = dbx
        df = np.asarray(dust.crop(dbx), dtype=np.float32) * np.float32(dustk)
        L[y0_:y1_, x0_:x1_] += df * illum[y0_:y1_, x0_:x1_] * (r[y0_:y1_, x0_:x1_] > R_L)
        del df
    del dust

    _tick('label')
    # ---- label: one affine resample (plane->image is affine, the label turn too) done by PIL
    lab8, S, printed = render_label(rng, R_L + 2, side_str)
    lal = rng.uniform(0, 2 * np.pi)
    lx0, ly0, lx1, ly1 = ellipse_bbox(M, C, R_L + 3, W, H)
    ca, sa = math.cos(lal), math.sin(lal)
    a_ = ca * m00 + sa * m10
    b_ = ca * m01 + sa * m11
    d_ = -sa * m00 + ca * m10
    e_ = -sa * m01 + ca * m11
    c_ = S / 2 + a_ * (lx0 - cx) + b_ * (ly0 - cy)
    f_ = S / 2 + d_ * (lx0 - cx) + e_ * (ly0 - cy)
    labw = lab8.transform((lx1 - lx0, ly1 - ly0), Image.AFFINE, (a_, b_, c_, d_, e_, f_),
                          resample=Image.BICUBIC)
    lab_lin = SRGB_LUT[np.asarray(labw)]  # (h, w, 3) float32 linear albedo
    lab_bright = rng.uniform(0.45, 0.85)
    del labw

    _tick('glare')
    # ---- glare
    G = None
    glare_truth = None
    want_glare = "glare" in hz or (not clean and rng.random() < 0.2)
    if want_glare:
        if "glare" in hz:
            tl = etch_truth[int(rng.integers(0, nl))]
            gx, gy = tl["centerPointImage"]
            amp = rng.uniform(0.18, 0.4)
        else:
            gx, gy = rng.uniform(0, W), rng.uniform(0, H)
            amp = rng.uniform(0.08, 0.2)
        gb = rng.uniform(0, np.pi)
        sig = rng.uniform(0.025, 0.06) * min(W, H)
        dist = ((X - gx) * math.sin(gb) - (Y - gy) * math.cos(gb)) * np.float32(1 / sig)
        G = np.exp(-0.5 * dist * dist)
        G *= 1 + lowfreq(rng, H, W, cells=4, amp=0.25)
        G *= amp
        np.clip(G, 0, None, out=G)
        glare_truth = {"point": [round(float(gx), 1), round(float(gy), 1)],
                       "angleDeg": round(float(np.degrees(gb)), 1), "sigmaPx": round(float(sig), 1),
                       "amplitude": round(float(amp), 3)}
        del dist
    elif clean or rng.random() < 0.5:
        # a soft broad highlight somewhere (weak)
        gx, gy = rng.uniform(0, W), rng.uniform(0, H)
        sig = rng.uniform(0.15, 0.3) * max(W, H)
        G = (np.exp(-0.5 * (Y - gy) ** 2 / sig ** 2) * np.float32(rng.uniform(0.01, 0.03))) * \
            np.exp(-0.5 * (X - gx) ** 2 / sig ** 2)
    if G is None:
        G = np.zeros((H, W), np.float32)
    # the camera exposes for the glare: the scratches' own faint sheen is lost in it
    L[by0:by1, bx0:bx1] -= hand_add * np.clip(G[by0:by1, bx0:bx1] / 0.15, 0, 0.9)
    del hand_add
    Gs = G.copy()  # specular part on the vinyl (not on the letters)
    Gs[by0:by1, bx0:bx1] *= spec_c
    del spec_c
    glare_col = np.array([1.0, rng.uniform(0.95, 1.02), rng.uniform(0.9, 1.08)], np.float32)

    _tick('composite')
    # ---- composite (linear RGB), plane by plane, crops where possible
    vig = rng.uniform(0.15, 0.45)
    rho2 = ((X - W / 2) ** 2 / ((W / 2) ** 2 + (H / 2) ** 2)) + ((Y - H / 2) ** 2 / ((W / 2) ** 2 + (H / 2) ** 2))
    vigm = 1 - vig * rho2
    wb = np.array([rng.uniform(0.94, 1.06), 1.0, rng.uniform(0.92, 1.08)], np.float32) * rng.uniform(0.9, 1.2)
    a_lab_c = a_label1[tidx[ly0:ly1, lx0:lx1]]
    a_hole_c = a_hole1[tidx[ly0:ly1, lx0:lx1]]
    ill_l = illum[ly0:ly1, lx0:lx1] * np.float32(lab_bright)
    G_l = G[ly0:ly1, lx0:lx1]
    one_m_disc = 1 - a_disc
    planes = []
    for ch in range(3):
        bgc = bg_lin[ch]
        pl = bgc * one_m_disc
        pl += a_disc * (L * disc_tint[ch] + Gs * glare_col[ch])
        pl += one_m_disc * (0.15 * glare_col[ch]) * G
        sub = pl[ly0:ly1, lx0:lx1]
        labc = lab_lin[..., ch] * ill_l + 0.3 * glare_col[ch] * G_l
        sub *= 1 - a_lab_c
        sub += labc * a_lab_c
        sub *= 1 - a_hole_c
        sub += bgc[ly0:ly1, lx0:lx1] * np.float32(0.35 if full else 0.1) * a_hole_c
        pl *= vigm
        pl *= wb[ch]
        planes.append(pl)
    del bg_lin, L, G, Gs, one_m_disc, a_disc, vigm, lab_lin, sheen, illum, u, v, tidx

    _tick('camera')
    # ---- camera: sensor noise (linear), tone curve, lens softness, sharpening, (JPEG later)
    nmul = rng.uniform(2.0, 3.0) if "noise" in hz else rng.uniform(0.6, 1.2)
    read = 0.0022 * nmul
    shot = 0.012 * nmul
    lum = (planes[0] + planes[1] + planes[2]) * np.float32(1 / 3)
    np.clip(lum, 0, None, out=lum)
    sd_ = np.sqrt(np.float32(read * read) + np.float32(shot * shot) * lum)
    del lum
    luma_n = rng.standard_normal((H, W), dtype=np.float32)
    if "noise" in hz:  # processed phone noise is blotchy: add a coarser half-res component
        half = rng.standard_normal(((H + 1) // 2, (W + 1) // 2), dtype=np.float32)
        luma_n = luma_n * 0.7 + 1.2 * np.asarray(Image.fromarray(half, "F").resize((W, H), Image.BILINEAR))
    luma_n *= sd_
    out8 = np.empty((H, W, 3), np.uint8)
    for ch in range(3):
        pl = planes[ch]
        pl += luma_n
        chn = rng.standard_normal(((H + 1) // 2, (W + 1) // 2), dtype=np.float32)  # chroma: coarser
        pl += np.asarray(Image.fromarray(chn, "F").resize((W, H), Image.BILINEAR)) * (sd_ * 0.6)
        idx_ = pl * np.float32(TONE_N - 1)
        np.clip(idx_, 0, TONE_N - 1, out=idx_)
        out8[..., ch] = TONE_LUT[idx_.astype(np.int32)]
        planes[ch] = None
        del idx_
    del luma_n, sd_, planes
    pim = Image.fromarray(out8, "RGB")
    del out8
    if "blur" in hz:
        blur_sigma = min(rng.uniform(0.8, 1.4), 0.07 * cap + 0.2)
    else:
        blur_sigma = rng.uniform(0.3, 0.6)
    pim = pim.filter(ImageFilter.GaussianBlur(blur_sigma))
    if "blur" in hz or "noise" in hz:  # sensor grain that is not blurred away
        a8 = np.asarray(pim).astype(np.int16)
        a8 = a8 + np.rint(rng.normal(0, rng.uniform(1.2, 2.5), (H, W, 1))).astype(np.int16)
        pim = Image.fromarray(np.clip(a8, 0, 255).astype(np.uint8), "RGB")
        del a8
    pim = pim.filter(ImageFilter.UnsharpMask(radius=rng.uniform(1.0, 2.0),
                                             percent=int(rng.uniform(40, 110)), threshold=2))

    _tick('etched')
    # ---- etched pixel mask in image space -> ring
    ys_e, xs_e = np.nonzero(etch_mask_c)
    ex_img = xs_e.astype(np.float64) + bx0 + 0.5
    ey_img = ys_e.astype(np.float64) + by0 + 0.5
    # the ring covers the inked pixels and each line's whole text box (as a person would draw it)
    bxs, bys = [ex_img], [ey_img]
    for p in placed:
        angs = np.linspace(p["phc"] - p["span"] / 2, p["phc"] + p["span"] / 2, 60)
        for rr in np.linspace(p["r0"] - 1.0, p["r1"] + 1.0, 6):
            qx, qy = plane_to_image(M, C, *polar_pt(rr, angs))
            bxs.append(qx)
            bys.append(qy)
    rx_img = np.concatenate(bxs)
    ry_img = np.concatenate(bys)
    # truth of band in image space
    R_L_img = R_L * (1 + asp) / 2
    truth = {
        "generator": "altgen 1.0",
        "tier": tier, "seed": int(seed), "index": int(idx),
        "hazards": hz,
        "centerImage": [round(cx, 3), round(cy, 3)],
        "planeToImage": [[round(float(M[0, 0]), 6), round(float(M[0, 1]), 6)],
                         [round(float(M[1, 0]), 6), round(float(M[1, 1]), 6)]],
        "tilt": {"aspect": round(float(asp), 4), "minorAxisAngleDeg": round(float(np.degrees(th) + 90) % 180, 2)},
        "radiiPlane": {"hole": round(R_hole, 2), "label": round(R_L, 2), "lockGroove": round(R_lock, 2),
                       "deadWaxOuter": round(R_G, 2), "leadIn": round(R_leadin, 2), "record": round(R_rec, 2)},
        "pxPerMm": round(float(s), 4),
        "framing": "full" if full else "closeup",
        "leadOut": {"turns": round(float(lo_turns), 3), "startDeg": round(float(np.degrees(lo_phi0)) % 360, 2)},
        "lines": etch_truth,
        "etchedPixelCount": int(len(xs_e)),
        "labelText": printed,
        "glare": glare_truth,
        "blurSigma": round(float(blur_sigma), 3),
        "noiseMultiplier": round(float(nmul), 3),
        "letterGain": round(float(letter_gain), 3),
    }
    if len(xs_e):
        dtrue = np.hypot(*np.linalg.solve(M, np.vstack([ex_img - cx, ey_img - cy])))
        truth["etchedRadiusPlane"] = [round(float(dtrue.min()), 2), round(float(dtrue.max()), 2)]

    side_out = side
    sidecar = {}
    if side_out:
        sidecar["side"] = side_out
    sidecar["etchings"] = [t for _, t in lines]
    if tier != "noring":
        Rref = float(R_G)
        off = rng.normal(0, 1, 2)
        off = off / (np.linalg.norm(off) + 1e-9) * rng.uniform(0, 0.01) * Rref
        if tier == "preview":
            mapx, mapy, sxp, syp = preview_map(pv, W, H)
            pcx, pcy = mapx(cx) + off[0] * sxp, mapy(cy) + off[1] * syp
            px_, py_ = mapx(rx_img), mapy(ry_img)
            d = np.hypot(px_ - pcx, py_ - pcy)
            kk = math.sqrt(sxp * syp)
            inner_nom = R_L_img * kk * rng.uniform(0.95, 1.05)
            inner = min(inner_nom, float(d.min()) - 2.5 * max(sxp, syp))
            outer = float(d.max()) * (1 + rng.uniform(0.02, 0.07)) + 2.5 * max(sxp, syp)
            sidecar["ring"] = {"space": "preview", "center": [round(pcx, 2), round(pcy, 2)],
                               "innerRadius": round(inner, 2), "outerRadius": round(outer, 2),
                               "preview": {"width": pv[0], "height": pv[1], "gravity": pv[2]}}
            truth["previewScale"] = [sxp, syp]
        else:
            rcx, rcy = cx + off[0], cy + off[1]
            d = np.hypot(rx_img - rcx, ry_img - rcy)
            inner_nom = R_L_img * rng.uniform(0.95, 1.05)
            inner = min(inner_nom, float(d.min()) - 2.5)
            outer = float(d.max()) * (1 + rng.uniform(0.02, 0.07)) + 2.5
            sidecar["ring"] = {"space": "image", "center": [round(rcx, 2), round(rcy, 2)],
                               "innerRadius": round(inner, 2), "outerRadius": round(outer, 2)}
    sidecar["_truth"] = truth
    return pim, sidecar, rng


PREVIEWS_PORTRAIT = [(390, 844), (393, 852), (430, 932), (375, 812), (320, 568), (768, 1024), (820, 1180),
                     (360, 780)]
GRAVITIES = ["resizeAspect", "resizeAspectFill", "resize"]


def choose_preview(rng, idx):
    grav = GRAVITIES[idx % 3]
    landscape = (idx // 3) % 2 == 1
    pw, ph = PREVIEWS_PORTRAIT[int(rng.integers(0, len(PREVIEWS_PORTRAIT)))]
    if landscape:
        pw, ph = ph, pw
    return (pw, ph, grav)


def preview_map(pv, W, H):
    pw, ph, g = pv
    if g == "resize":
        sx, sy = pw / W, ph / H
        return (lambda x: x * sx), (lambda y: y * sy), sx, sy
    k = min(pw / W, ph / H) if g == "resizeAspect" else max(pw / W, ph / H)
    ox, oy = (pw - W * k) / 2, (ph - H * k) / 2
    return (lambda x: x * k + ox), (lambda y: y * k + oy), k, k


def ellipse_bbox(M, C, R, W, H):
    # half extents of the image of a circle of radius R under M
    hx = R * math.hypot(M[0, 0], M[0, 1])
    hy = R * math.hypot(M[1, 0], M[1, 1])
    x0 = max(0, int(math.floor(C[0] - hx - 3)))
    x1 = min(W, int(math.ceil(C[0] + hx + 3)))
    y0 = max(0, int(math.floor(C[1] - hy - 3)))
    y1 = min(H, int(math.ceil(C[1] + hy + 3)))
    return x0, y0, x1, y1


def table_background(rng, W, H):
    """table / cloth / desk, rendered at half size; returns 3 linear float32 planes (H, W)"""
    w2, h2 = (W + 1) // 2, (H + 1) // 2
    kind = _pick(rng, ["wood", "wood", "cloth", "desk"])
    yy, xx = np.mgrid[0:h2, 0:w2].astype(np.float32)
    if kind == "wood":
        base = np.array(_pick(rng, [(150, 100, 60), (110, 70, 40), (190, 150, 100), (80, 55, 35)]),
                        np.float32) / 255
        ang = rng.uniform(0, np.pi)
        t = xx * math.cos(ang) + yy * math.sin(ang)
        n = yy * math.cos(ang) - xx * math.sin(ang)
        warp = lowfreq(rng, h2, w2, cells=3, amp=rng.uniform(30, 80)) + \
            lowfreq(rng, h2, w2, cells=9, amp=rng.uniform(3, 10))
        per = rng.uniform(18, 60)
        ph = (n + warp + 0.01 * t) / per * 2 * np.pi
        grain = 0.6 * np.sin(ph) + 0.4 * np.sin(2.7 * ph + 1.3)
        grain = np.sign(grain) * np.abs(grain) ** 0.6
        fine = streaks(rng, h2, w2, ang)
        v = 1 + 0.07 * grain + 0.08 * fine + lowfreq(rng, h2, w2, cells=3, amp=0.1)
    elif kind == "cloth":
        base = np.array(_pick(rng, [(70, 80, 95), (120, 40, 40), (60, 90, 60), (170, 165, 150)]),
                        np.float32) / 255
        v = 1 + 0.06 * np.sin(xx * 1.9) * np.sin(yy * 1.9) + rng.normal(0, 0.05, (h2, w2)) + \
            lowfreq(rng, h2, w2, cells=5, amp=0.1)
    else:
        base = np.array(_pick(rng, [(220, 218, 210), (200, 205, 210), (60, 60, 62), (235, 230, 220)]),
                        np.float32) / 255
        v = 1 + rng.normal(0, 0.02, (h2, w2)) + lowfreq(rng, h2, w2, cells=4, amp=0.06)
    a = np.clip(base[None, None, :] * v[..., None], 0, 1)
    im = Image.fromarray((a * 255).astype(np.uint8), "RGB").resize((W, H), Image.BILINEAR)
    a8 = np.asarray(im)
    return [SRGB_LUT[a8[..., ch]] for ch in range(3)]


def streaks(rng, h, w, ang):
    # fine fibre streaks along the grain direction: stretched noise, rotated
    n = max(h, w)
    side = int(n * 1.5)
    a = rng.normal(0, 1, (side, max(2, side // 24))).astype(np.float32)
    im = Image.fromarray(a, "F").resize((side, side), Image.BILINEAR)
    im = im.rotate(math.degrees(-ang) + 90, resample=Image.BILINEAR)
    o = (side - w) // 2, (side - h) // 2
    return np.asarray(im.crop((o[0], o[1], o[0] + w, o[1] + h)), dtype=np.float32)


# --------------------------------------------------------------------------------------
# output


def render_one(args):
    out, seed, tier, idx, debug = args
    pim, sidecar, rng = make_image(seed, tier, idx)
    name = "%s_s%d_%03d" % (tier, seed, idx)
    is_png = rng.random() < 0.12
    d = os.path.join(out, tier)
    if is_png:
        fn = name + ".png"
        pim.save(os.path.join(d, fn), optimize=False, compress_level=6)
    else:
        fn = name + ".jpg"
        q = int(rng.integers(80, 96))
        pim.save(os.path.join(d, fn), quality=q, subsampling=2)
        sidecar["_truth"]["jpegQuality"] = q
    sidecar["_truth"]["file"] = fn
    sidecar["_truth"]["size"] = [pim.width, pim.height]
    with open(os.path.join(d, name + ".json"), "w", encoding="utf-8") as fh:
        json.dump(sidecar, fh, ensure_ascii=False, indent=1)
    if debug:
        write_debug(debug, tier, name, pim, sidecar)
    return os.path.join(tier, fn)


def write_debug(dd, tier, name, pim, sc):
    os.makedirs(dd, exist_ok=True)
    W, H = pim.size
    k = min(1.0, 1100.0 / max(W, H))
    im = pim.resize((int(W * k), int(H * k)), Image.LANCZOS)
    d = ImageDraw.Draw(im)
    t = sc["_truth"]
    cx, cy = t["centerImage"]
    M = np.array(t["planeToImage"])
    # true band (blue ellipses): label edge and dead-wax outer edge
    for rr in (t["radiiPlane"]["label"], t["radiiPlane"]["deadWaxOuter"]):
        pts = [plane_to_image(M, (cx, cy), *polar_pt(rr, a)) for a in np.linspace(0, 2 * np.pi, 120)]
        d.line([(x * k, y * k) for x, y in pts], fill=(60, 120, 255), width=1)
    d.ellipse([cx * k - 4, cy * k - 4, cx * k + 4, cy * k + 4], outline=(255, 0, 0), width=2)
    ring = sc.get("ring")
    if ring:
        if ring["space"] == "image":
            rx0, ry0 = ring["center"]
            for rad in (ring["innerRadius"], ring["outerRadius"]):
                d.ellipse([(rx0 - rad) * k, (ry0 - rad) * k, (rx0 + rad) * k, (ry0 + rad) * k],
                          outline=(0, 255, 0), width=2)
        else:
            pv = ring["preview"]
            mapx, mapy, sx, sy = preview_map((pv["width"], pv["height"], pv["gravity"]), W, H)
            pcx, pcy = ring["center"]
            # invert: image = (p - o) / s
            ox, oy = mapx(0.0), mapy(0.0)
            icx, icy = (pcx - ox) / sx, (pcy - oy) / sy
            for rad in (ring["innerRadius"], ring["outerRadius"]):
                d.ellipse([(icx - rad / sx) * k, (icy - rad / sy) * k, (icx + rad / sx) * k,
                           (icy + rad / sy) * k], outline=(0, 255, 0), width=2)
            # visible preview window (for aspect fill) in yellow
            d.rectangle([(-ox / sx) * k, (-oy / sy) * k, ((pv["width"] - ox) / sx) * k,
                         ((pv["height"] - oy) / sy) * k], outline=(255, 220, 0), width=1)
    im.save(os.path.join(dd, "%s.png" % name))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--count-per-tier", type=int, required=True)
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--tiers", default=",".join(TIERS), help="comma list (default all four)")
    ap.add_argument("--debug", metavar="DEBUGDIR", default=None,
                    help="also write reduced ring-overlay PNGs (green ring, blue true band, red centre) there")
    a = ap.parse_args(argv)
    tiers = [t for t in a.tiers.split(",") if t]
    for t in TIERS:
        os.makedirs(os.path.join(a.out, t), exist_ok=True)
    jobs = [(a.out, a.seed, t, i, a.debug) for t in tiers for i in range(a.count_per_tier)]
    if a.jobs > 1:
        import multiprocessing as mp
        with mp.get_context("fork").Pool(a.jobs) as pool:
            for fn in pool.imap_unordered(render_one, jobs):
                print(fn, flush=True)
    else:
        for j in jobs:
            print(render_one(j), flush=True)


if __name__ == "__main__":
    main()
