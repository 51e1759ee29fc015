"""How LineNetwork.swift frames a line image, and how the reader builds one at
a letter height, for the pipeline's own segment images."""
import numpy as np
from PIL import Image

HEIGHT = 48


def framed(im):
    """Shrunk to at most 4/3 of 48 rows when taller, then cropped about the
    middle or padded with white to 48 (InputFraming in LineNetwork+Recognizer.swift)."""
    im = im.convert('L')
    w, h = im.size
    tallest = HEIGHT * 4 // 3
    if h > tallest:
        im = im.resize((max(1, round(w * tallest / h)), tallest), Image.BOX)
        w, h = im.size
    a = np.asarray(im, np.uint8)
    if h > HEIGHT:
        top = (h - HEIGHT) // 2
        a = a[top:top + HEIGHT]
    elif h < HEIGHT:
        top = (HEIGHT - h) // 2
        pad = np.full((HEIGHT, w), 255, np.uint8)
        pad[top:top + h] = a
        a = pad
    return a


def at_letter_height(im, letters, built=28):
    """A segment image the reader built at letter height `built` (what
    `deadwax scan --debug-dir` writes) as it would build it at `letters`, framed."""
    im = im.convert('L')
    w, h = im.size
    s = letters / built
    im = im.resize((max(1, round(w * s)), max(1, round(h * s))), Image.BOX if s < 1 else Image.BILINEAR)
    return framed(im)
