"""Training lines for the line network (docs/line-network.md): images 48
rows tall, dark text on white, with their text, written as a shard.

    lines.py OUT.npz COUNT SEED [--more-hands] [--allographs]

Four kinds of line: hand-scratched capitals drawn by hand.py's random hands
(42%), the fixture renderer's scratched strokes in DejaVu's thin faces
(20%) and in ten handwriting faces (15%; hand_lines.HANDS), and stamped
DejaVu (23%); three in ten bent a second time (hand_lines.widened). Texts
are hand_lines' matrix-like strings, initials and marks, and one in eleven
a triangle number. Each is framed as the reader frames a segment: letters
0.3-0.55 of the height, passed through a 20-34 px letter height, the black
point at the ink's 60th percentile, noise, specks, a hairline, blur and a
random white point. The fonts of the fixture generator's --fonts hand and
--fonts liberation are never drawn, nor any Hershey face.

With --more-hands (the fourth stage), the handwriting faces are the ten and
twelve more (hand_lines.MORE_HANDS) and draw 38% of the lines: random
hands 30%, DejaVu's thin faces 12%, handwriting faces 38%, stamped 20%.
With --allographs (a fifth stage measured in session 28 and not shipped;
docs/line-network.md), each random hand writes some glyphs
in other forms people use (hand.FORMS: an open-topped 4, a bare 1, a
crossed 7, ...).
"""
import os, sys
import numpy as np
from PIL import Image, ImageFilter
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'fixtures')); sys.path.insert(0, HERE)
import render, hand_lines, hand  # noqa: E402

H = 48
HANDS = [f for f in hand_lines.HANDS]
ALL_HANDS = HANDS + hand_lines.MORE_HANDS
# Upper bounds of the shares drawn by hand.py, DejaVu's thin faces and the
# handwriting faces; stamped DejaVu draws the rest.
MIX = (0.42, 0.62, 0.77)
MORE_HANDS_MIX = (0.30, 0.42, 0.80)
ALL_FONTS, THIN_FONTS = hand_lines.fonts()


def ink_of(rng, line, faces=HANDS, mix=MIX, allographs=False):
    r = rng.random()
    cap = float(rng.uniform(16, 30))
    if r < mix[0]:
        ink = hand.draw_line(rng, line, cap, allographs=allographs)
        style = 'hand'
        if ink is None: return None, None, None
        if rng.random() < 0.25:
            ink = hand_lines.widened(rng, ink, ink.shape[0] * 0.7, cap, True)
        return ink, cap, style
    if r < mix[1]:
        font, style = str(rng.choice(THIN_FONTS)), 'scratched'
    elif r < mix[2] and 'Δ' not in line:  # the handwriting faces have no Δ
        font, style = str(rng.choice(faces)), 'scratched'
    else:
        font, style = str(rng.choice(ALL_FONTS)), 'stamped'
    strip, baseline, _, _ = render.render_strip(rng, line, font, cap, style)
    if rng.random() < 0.3:
        strip = hand_lines.widened(rng, strip, baseline, cap, style == 'scratched')
    return strip, cap, style


def text(rng):
    r = rng.random()
    if r < 0.06:
        return 'Δ' + ''.join(str(d) for d in rng.integers(0, 10, int(rng.integers(4, 7))))
    if r < 0.09:
        return 'Δ' + ''.join(str(d) for d in rng.integers(0, 10, int(rng.integers(3, 6)))) + ' ' + hand_lines.text(rng)[:8].strip(' -./')
    return hand_lines.text(rng)


def sample(rng, faces=HANDS, mix=MIX, allographs=False):
    line = text(rng)
    ink, cap, style = ink_of(rng, line, faces, mix, allographs)
    if ink is None: return None
    im = Image.fromarray((np.clip(ink, 0, 1) * 255).astype(np.uint8))
    weight = rng.random()
    if weight < 0.15:
        im = im.filter(ImageFilter.MaxFilter(3))
    elif weight < 0.22 and style == 'stamped':
        im = im.filter(ImageFilter.MinFilter(3))
    ink = np.asarray(im, np.float32) / 255
    ys, xs = np.nonzero(ink > 0.25)
    if len(xs) == 0: return None
    # vertical window: the reader's builder keeps the letters at 0.3-0.55 of the height
    ratio = rng.uniform(0.3, 0.55)
    ch = ys.max() - ys.min() + 1
    total = ch / ratio
    extra = total - ch
    top = extra * rng.uniform(0.3, 0.7)
    y0 = int(round(ys.min() - top)); y1 = int(round(y0 + total))
    mx = int(cap * rng.uniform(0.2, 0.8)) + 1
    x0, x1 = xs.min() - mx, xs.max() + mx + 1
    pad = np.zeros((max(y1, ink.shape[0]) - min(y0, 0), max(x1, ink.shape[1]) - min(x0, 0)), np.float32)
    oy, ox = -min(y0, 0), -min(x0, 0)
    pad[oy:oy + ink.shape[0], ox:ox + ink.shape[1]] = ink
    ink = pad[y0 + oy:y1 + oy, x0 + ox:x1 + ox]
    # through a coarser letter height first (the reader builds at 28 px)
    inter = rng.uniform(20, 34) / ratio / ink.shape[0]
    h, w = ink.shape
    im = Image.fromarray((ink * 255).astype(np.uint8)).resize((max(1, int(w * inter)), max(1, int(h * inter))), Image.BILINEAR)
    ink = np.asarray(im, np.float32) / 255
    strong = ink[ink > 0.2]
    if len(strong):
        ink = np.clip(ink / max(0.3, float(np.percentile(strong, 60))), 0, 1)
    grey = 1 - ink * rng.uniform(0.7, 1.0)
    grey += rng.normal(0, rng.uniform(0.0, 0.15), grey.shape)
    for _ in range(int(rng.poisson(1.5))):
        cy, cx = rng.integers(0, grey.shape[0]), rng.integers(0, grey.shape[1])
        r = int(rng.integers(1, 4))
        grey[max(0, cy - r):cy + r, max(0, cx - r):cx + r] -= rng.uniform(0.3, 0.9)
    if rng.random() < 0.2:
        ya, yb = rng.uniform(0, grey.shape[0], 2)
        xs_ = np.arange(grey.shape[1]); yy = (ya + (yb - ya) * xs_ / grey.shape[1]).astype(int)
        ok = (yy >= 0) & (yy < grey.shape[0]); grey[yy[ok], xs_[ok]] -= rng.uniform(0.3, 0.8)
    im = Image.fromarray((np.clip(grey, 0, 1) * 255).astype(np.uint8))
    if rng.random() < 0.3:
        im = im.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 1.5)))
    a = np.asarray(im, np.float32)
    white = rng.uniform(190, 245)
    a = np.where(a > white, 255, a * 255 / white)
    im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    w, h = im.size
    im = im.resize((max(8, int(round(w * H / h))), H), Image.BILINEAR)
    return np.asarray(im, np.uint8), line, style


def main():
    out, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    faces, mix = (ALL_HANDS, MORE_HANDS_MIX) if '--more-hands' in sys.argv[4:] else (HANDS, MIX)
    allographs = '--allographs' in sys.argv[4:]
    rng = np.random.default_rng(seed)
    ims, texts, styles = [], [], []
    while len(ims) < count:
        s = sample(rng, faces, mix, allographs)
        if s is None or s[0].shape[1] > 1600: continue
        ims.append(s[0]); texts.append(s[1]); styles.append(s[2])
    widths = np.array([i.shape[1] for i in ims], np.int32)
    flat = np.concatenate([i.reshape(-1) for i in ims])
    tmp = out + '.part.npz'
    np.savez_compressed(tmp, pixels=flat, widths=widths, texts=np.array(texts), styles=np.array(styles))
    os.rename(tmp, out)


if __name__ == '__main__':
    main()
