"""The line network as trained (docs/line-network.md); LineNetwork.swift reads
the same layers from the exported weights.

Input: 1 x 48 x W, ink = 1, paper = 0. Five 3x3 convolutions with batch
normalisation and ReLU (pooled 2x2 after the first two, 2x1 after the last
two), one feature column per 4 pixels, a dense layer, a bidirectional LSTM
and a dense layer to the CTC classes (0 = blank).
"""
import torch
import torch.nn as nn

# The characters of classes 1, 2, ...: the English engine's whitelist and Δ.
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-./&'() Δ"
# The first stage was trained without Δ (the second adds its class).
FIRST_STAGE_ALPHABET = ALPHABET[:-1]
HEIGHT = 48


class LineNet(nn.Module):
    def __init__(self, classes=len(ALPHABET) + 1, channels=(16, 32, 64, 64, 96), hidden=96):
        super().__init__()

        def block(i, o):
            return nn.Sequential(nn.Conv2d(i, o, 3, padding=1, bias=False), nn.BatchNorm2d(o), nn.ReLU(inplace=True))
        c = channels
        self.c1 = block(1, c[0]); self.p1 = nn.MaxPool2d(2, 2)
        self.c2 = block(c[0], c[1]); self.p2 = nn.MaxPool2d(2, 2)
        self.c3 = block(c[1], c[2])
        self.c4 = block(c[2], c[3]); self.p4 = nn.MaxPool2d((2, 1), (2, 1))
        self.c5 = block(c[3], c[4]); self.p5 = nn.MaxPool2d((2, 1), (2, 1))
        self.proj = nn.Linear(c[4] * (HEIGHT // 16), hidden)
        self.rnn = nn.LSTM(hidden, hidden, bidirectional=True, batch_first=True)
        self.out = nn.Linear(2 * hidden, classes)

    def forward(self, x):
        x = self.p1(self.c1(x)); x = self.p2(self.c2(x)); x = self.c3(x)
        x = self.p4(self.c4(x)); x = self.p5(self.c5(x))  # B, C, 3, W/4
        b, c, h, w = x.shape
        x = x.permute(0, 3, 1, 2).reshape(b, w, c * h)  # feature c*h + row, as LineNetwork.swift flattens
        x = torch.relu(self.proj(x))
        x, _ = self.rnn(x)
        return self.out(x)


def dims_of(state):
    """The convolutions' channels and the LSTM's hidden size of a saved state."""
    channels = tuple(state[f'c{i}.0.weight'].shape[0] for i in range(1, 6))
    return channels, state['rnn.weight_hh_l0'].shape[1]


def alphabet_of(state):
    """The alphabet a saved state was trained with, from its output layer."""
    return ALPHABET if state['out.weight'].shape[0] == len(ALPHABET) + 1 else FIRST_STAGE_ALPHABET


def load(path):
    state = torch.load(path)
    alphabet = alphabet_of(state)
    channels, hidden = dims_of(state)
    model = LineNet(classes=len(alphabet) + 1, channels=channels, hidden=hidden)
    model.load_state_dict(state)
    model.eval()
    return model, alphabet


def decode(logits, alphabet):
    """Best-path CTC: (text, probability of each character) per batch item."""
    probabilities = logits.softmax(-1)
    out = []
    for b, seq in enumerate(logits.argmax(-1).tolist()):
        text, probs, previous = [], [], 0
        for frame, c in enumerate(seq):
            if c != 0 and c != previous:
                text.append(alphabet[c - 1]); probs.append(float(probabilities[b, frame, c]))
            elif c != 0:
                probs[-1] = max(probs[-1], float(probabilities[b, frame, c]))
            previous = c
        out.append((''.join(text), probs))
    return out
