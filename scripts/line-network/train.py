"""Trains the line network (docs/line-network.md).

    train.py OUT.pt --shards 'DIR/shard-*.npz'... --steps N [--init IN.pt]
             [--segments LABELS.tsv] [--learning-rate R] [--threads T]
             [--resume-at K] [--frozen-norm]

Batches of 32 lines of similar width, CTC loss, AdamW (weight decay 1e-4),
gradients clipped at 5, the learning rate falling from R to nothing along
a half cosine over the steps. Stage 1 starts from nothing with the first
stage's alphabet (no Δ); stage 2 starts from stage 1 (--init), adds the Δ
class, and mixes in the pipeline's own whole segments (--segments, from
segments.py), each at letter heights 15, 18 and 21 and seen four times for
every 60,000 rendered lines. A checkpoint is written every 1,000 steps;
--resume-at K continues a stage-2 run from its checkpoint (--init) at step
K of the same N, on the same learning-rate curve. --init takes a network
of any width (widen.py); the one trained has the same sizes.
--frozen-norm normalises with the running statistics, never a batch's,
and leaves them as they are (the scale and shift still train): for a
network rebuilt from exported weights by unfold.py, whose normalisation
is the identity.
"""
import argparse, glob, math, random, sys, time
import numpy as np
import torch
import torch.nn as nn
from PIL import Image
import network
from framing import at_letter_height

H = network.HEIGHT


def rendered(patterns, alphabet):
    items = []
    for path in sorted({path for pattern in patterns for path in glob.glob(pattern)}):
        d = np.load(path)
        widths, pixels = d['widths'], d['pixels']  # each d[key] reads the archive again
        offsets = np.concatenate([[0], np.cumsum(widths.astype(np.int64) * H)])
        for i, text in enumerate(d['texts']):
            text = str(text)
            if all(c in alphabet for c in text):
                items.append((pixels[offsets[i]:offsets[i + 1]].reshape(H, widths[i]), text))
    return items


def segments(labels, alphabet):
    items = []
    for line in open(labels):
        path, truth, style, orientation, whole, kind = line.rstrip('\n').split('\t')
        if whole != '1' or not all(c in alphabet for c in truth):
            continue
        image = Image.open(path)
        for letters in (15, 18, 21):
            items.append((at_letter_height(image, letters + random.uniform(-1, 1)), truth))
    return items


def batches(items, size):
    order = sorted(range(len(items)), key=lambda i: items[i][0].shape[1] + random.random() * 20)
    chunks = [order[i:i + size] for i in range(0, len(order), size)]
    random.shuffle(chunks)
    for chunk in chunks:
        width = (max(items[i][0].shape[1] for i in chunk) + 3) // 4 * 4
        x = np.zeros((len(chunk), 1, H, width), np.float32)
        for k, i in enumerate(chunk):
            image = items[i][0]
            x[k, 0, :, :image.shape[1]] = 1 - image / 255.0
        yield torch.from_numpy(x), [items[i][1] for i in chunk]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('out')
    parser.add_argument('--shards', required=True, nargs='+')
    parser.add_argument('--steps', type=int, required=True)
    parser.add_argument('--init')
    parser.add_argument('--segments')
    parser.add_argument('--learning-rate', type=float)
    parser.add_argument('--threads', type=int, default=2)
    parser.add_argument('--resume-at', type=int, default=0)
    parser.add_argument('--frozen-norm', action='store_true')
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    if args.init and args.resume_at:
        alphabet = network.ALPHABET
        state = torch.load(args.init)
        channels, hidden = network.dims_of(state)
        model = network.LineNet(channels=channels, hidden=hidden)
        model.load_state_dict(state)
        rate = args.learning_rate or 1e-3
    elif args.init:
        alphabet = network.ALPHABET
        state = torch.load(args.init)
        channels, hidden = network.dims_of(state)
        model = network.LineNet(channels=channels, hidden=hidden)
        own = model.state_dict()
        for key, value in state.items():
            if key.startswith('out.'):
                own[key][:value.shape[0]] = value  # the classes it knew keep their weights
            else:
                own[key] = value
        model.load_state_dict(own)
        rate = args.learning_rate or 1e-3
    else:
        alphabet = network.FIRST_STAGE_ALPHABET
        model = network.LineNet(classes=len(alphabet) + 1)
        rate = args.learning_rate or 2e-3
    index = {c: i + 1 for i, c in enumerate(alphabet)}
    lines = rendered(args.shards, alphabet)
    real = segments(args.segments, alphabet) if args.segments else []
    print(f'{len(lines)} rendered lines, {len(real)} segment images', flush=True)
    optimizer = torch.optim.AdamW(model.parameters(), lr=rate, weight_decay=1e-4)
    ctc = nn.CTCLoss(blank=0, zero_infinity=True)
    step, start = args.resume_at, time.time()
    model.train()
    if args.frozen_norm:
        for module in model.modules():
            if isinstance(module, nn.BatchNorm2d):
                module.eval()
    while step < args.steps:
        pool = (random.sample(lines, min(60000, len(lines))) + real * 4) if real else lines
        for x, texts in batches(pool, 32):
            if step >= args.steps:
                break
            for group in optimizer.param_groups:
                group['lr'] = rate * 0.5 * (1 + math.cos(math.pi * step / args.steps)) + rate / 200
            log_probs = model(x).log_softmax(-1).permute(1, 0, 2)
            targets = torch.tensor([index[c] for t in texts for c in t], dtype=torch.long)
            target_lengths = torch.tensor([len(t) for t in texts], dtype=torch.long)
            input_lengths = torch.full((x.shape[0],), log_probs.shape[0], dtype=torch.long)
            loss = ctc(log_probs, targets, input_lengths, target_lengths)
            optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 5)
            optimizer.step()
            step += 1
            if step % 200 == 0:
                print(f'{time.time() - start:7.0f}s step {step} loss {loss.item():.3f}', flush=True)
            if step % 1000 == 0:
                torch.save(model.state_dict(), args.out)
    torch.save(model.state_dict(), args.out)


if __name__ == '__main__':
    sys.exit(main())
