"""Widens a trained line network's dense layer and LSTM without changing
what it computes, so training can go on with more room (docs/line-network.md,
stage 5).

    widen.py IN.pt OUT.pt --hidden H

The new units start from PyTorch's own random weights on their inputs and
from zero on every weight that reads them (the old gates' columns for the
new inputs and hidden states, the output layer's columns for the new
states), so the widened network gives the same probabilities as the old
one, which is checked on a random input before OUT is written; training
then finds uses for the new units.
"""
import argparse, sys
import torch
import network


def widened(state, hidden):
    channels, old = network.dims_of(state)
    if hidden <= old:
        raise SystemExit(f'widen.py: the network already has {old} hidden units; pass --hidden above it')
    classes = state['out.weight'].shape[0]
    model = network.LineNet(classes=classes, channels=channels, hidden=hidden)
    new = model.state_dict()
    with torch.no_grad():
        for key, value in state.items():
            if key.startswith('c'):
                new[key] = value.clone()
        new['proj.weight'][:old] = state['proj.weight']
        new['proj.bias'][:old] = state['proj.bias']
        for suffix in ('_l0', '_l0_reverse'):
            for gate in range(4):
                rows = slice(gate * hidden, gate * hidden + old)
                source = slice(gate * old, (gate + 1) * old)
                for kind in ('ih', 'hh'):
                    weight = new[f'rnn.weight_{kind}{suffix}']
                    weight[rows] = 0
                    weight[rows, :old] = state[f'rnn.weight_{kind}{suffix}'][source]
                    new[f'rnn.bias_{kind}{suffix}'][rows] = state[f'rnn.bias_{kind}{suffix}'][source]
        out = torch.zeros(classes, 2 * hidden)
        out[:, :old] = state['out.weight'][:, :old]
        out[:, hidden:hidden + old] = state['out.weight'][:, old:]
        new['out.weight'] = out
        new['out.bias'] = state['out.bias'].clone()
    model.load_state_dict(new)
    return model


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('source')
    parser.add_argument('out')
    parser.add_argument('--hidden', type=int, required=True)
    args = parser.parse_args()
    before, _ = network.load(args.source)
    after = widened(torch.load(args.source), args.hidden)
    after.eval()
    torch.manual_seed(0)
    x = (torch.rand(2, 1, network.HEIGHT, 160) > 0.8).float()
    with torch.no_grad():
        gap = (before(x).softmax(-1) - after(x).softmax(-1)).abs().max().item()
    if gap > 1e-5:
        raise SystemExit(f'widen.py: the widened network differs by {gap:.2e}; nothing written')
    torch.save(after.state_dict(), args.out)
    print(f'{args.source} widened to {args.hidden} hidden units (largest difference {gap:.1e}): {args.out}')


if __name__ == '__main__':
    sys.exit(main())
