"""A line network on the pipeline's own segments (segments.py): exact lines
and character error per style, whole and partial, and how precise its
unanimous readings are above each least character probability.

    measure.py MODEL.pt LABELS.tsv...

Each whole segment is read at letter heights 15, 18 and 21, as the reader
reads it; a reading is exact when it equals the truth, runs of spaces as one.
"""
import collections, sys
import numpy as np
import torch
from PIL import Image
import network
from framing import at_letter_height

torch.set_num_threads(1)


def distance(a, b):
    d = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        p, d[0] = d[0], i
        for j, cb in enumerate(b, 1):
            p, d[j] = d[j], min(d[j] + 1, d[j - 1] + 1, p + (ca != cb))
    return d[len(b)]


def read(model, alphabet, image):
    x = np.zeros((1, 1, network.HEIGHT, (image.shape[1] + 3) // 4 * 4), np.float32)
    x[0, 0, :, :image.shape[1]] = 1 - image / 255.0
    with torch.no_grad():
        text, probs = network.decode(model(torch.from_numpy(x)), alphabet)[0]
    return ' '.join(text.split()), min(probs) if probs else 0.0


def main(model_path, label_files):
    model, alphabet = network.load(model_path)
    stats = collections.defaultdict(lambda: [0, 0, 0, 0])
    votes = []
    for labels in label_files:
        for line in open(labels):
            path, truth, style, orientation, whole, kind = line.rstrip('\n').split('\t')
            if not all(c in alphabet for c in truth):
                continue
            image = Image.open(path)
            readings = [read(model, alphabet, at_letter_height(image, h)) for h in (15, 18, 21)]
            text = readings[1][0]
            s = stats[f'{style}/{"whole" if whole == "1" else "part"}']
            s[0] += text == truth; s[1] += 1; s[2] += distance(text, truth); s[3] += len(truth)
            if whole == '1':
                votes.append((truth, readings))
    for key, (exact, count, errors, characters) in sorted(stats.items()):
        print(f'{key:18s} exact {exact:4d} of {count:4d} ({exact / count:.2f}), character error {errors / characters:.3f}')
    for least in (0.0, 0.5, 0.6, 0.7, 0.8, 0.9):
        taken = [(t, r) for t, r in votes if len({x[0] for x in r}) == 1 and min(x[1] for x in r) >= least]
        right = sum(r[0][0] == t for t, r in taken)
        print(f'unanimous, weakest character >= {least}: {len(taken)} read, {right} right, {len(taken) - right} wrong')


if __name__ == '__main__':
    if len(sys.argv) < 3:
        print(__doc__)
        sys.exit(2)
    main(sys.argv[1], sys.argv[2:])
