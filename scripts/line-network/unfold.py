"""Reads deadwax-line.weights (export.py's format) back into a network
train.py can go on from, when the checkpoint it was exported from is gone.

Each convolution keeps the exported (folded) weights, and its batch
normalisation becomes the identity: no shift, unit scale and running
statistics that leave the convolution's output as it is (mean 0, variance
1 - eps, with BatchNorm2d's own eps). The LSTM's summed bias goes to its input bias, the recurrent
bias is zero. The network so rebuilt computes what the Swift reader
computes, and train.py --frozen-norm trains it without re-estimating the
normalisation (which the folded weights no longer carry); export.py
folds it back unchanged. The script checks that exporting the rebuilt
network gives the tensors it read.

    unfold.py IN.weights OUT.pt
"""
import struct, sys
import torch
import export
import network

# BatchNorm2d's own epsilon, which export.py folds with.
EPS = torch.nn.BatchNorm2d(1).eps


def read(path):
    with open(path, 'rb') as f:
        data = f.read()
    try:
        return parsed(data, path)
    except (struct.error, RuntimeError, UnicodeDecodeError) as error:
        sys.exit(f'unfold.py: {path} is cut short or damaged ({error}); export it again with export.py')


def parsed(data, path):
    if data[:4] != b'DWLN':
        sys.exit(f'unfold.py: {path} is not a deadwax-line.weights file (no DWLN header)')
    version, height = struct.unpack_from('<II', data, 4)
    if version != 1 or height != network.HEIGHT:
        sys.exit(f'unfold.py: {path}: version {version}, height {height}; this script reads version 1, height {network.HEIGHT}')
    at = 12
    (n,) = struct.unpack_from('<H', data, at); at += 2
    alphabet = data[at:at + n].decode('utf-8'); at += n
    (count,) = struct.unpack_from('<I', data, at); at += 4
    tensors = {}
    for _ in range(count):
        (n,) = struct.unpack_from('<H', data, at); at += 2
        name = data[at:at + n].decode('utf-8'); at += n
        (rank,) = struct.unpack_from('<B', data, at); at += 1
        shape = struct.unpack_from('<' + 'I' * rank, data, at); at += 4 * rank
        size = 1
        for d in shape:
            size *= d
        if at + 4 * size > len(data):
            raise struct.error(f'{name} needs {4 * size} bytes, {len(data) - at} are left')
        values = torch.frombuffer(bytearray(data[at:at + 4 * size]), dtype=torch.float32).reshape(shape)
        at += 4 * size
        tensors[name] = values.clone()
    if at != len(data):
        raise struct.error(f'{len(data) - at} bytes after the last tensor')
    return alphabet, tensors


def state_of(tensors):
    state = {}
    for i in range(1, 6):
        weight, bias = tensors[f'conv{i}.weight'], tensors[f'conv{i}.bias']
        o = weight.shape[0]
        state[f'c{i}.0.weight'] = weight
        state[f'c{i}.1.weight'] = torch.ones(o)
        state[f'c{i}.1.bias'] = bias
        state[f'c{i}.1.running_mean'] = torch.zeros(o)
        state[f'c{i}.1.running_var'] = torch.full((o,), 1 - EPS)
        state[f'c{i}.1.num_batches_tracked'] = torch.tensor(0)
    state['proj.weight'], state['proj.bias'] = tensors['projection.weight'], tensors['projection.bias']
    for direction, suffix in (('forward', '_l0'), ('backward', '_l0_reverse')):
        state['rnn.weight_ih' + suffix] = tensors[f'lstm.{direction}.input.weight']
        state['rnn.bias_ih' + suffix] = tensors[f'lstm.{direction}.input.bias']
        state['rnn.weight_hh' + suffix] = tensors[f'lstm.{direction}.recurrent.weight']
        state['rnn.bias_hh' + suffix] = torch.zeros_like(tensors[f'lstm.{direction}.input.bias'])
    state['out.weight'], state['out.bias'] = tensors['output.weight'], tensors['output.bias']
    return state


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    alphabet, tensors = read(sys.argv[1])
    if alphabet != network.ALPHABET:
        sys.exit(f'unfold.py: the weights spell {alphabet!r}; network.py has {network.ALPHABET!r}')
    state = state_of(tensors)
    channels, hidden = network.dims_of(state)
    model = network.LineNet(channels=channels, hidden=hidden)
    model.load_state_dict(state)
    model.eval()
    # Exporting again gives the same tensors.
    for name, tensor in export.tensors(model):
        if not torch.allclose(tensor, tensors[name], atol=1e-6):
            sys.exit(f'unfold.py: {name} does not survive a round trip')
    torch.save(model.state_dict(), sys.argv[2])
    print(f'{sys.argv[2]}: channels {channels}, hidden {hidden}, round trip exact within 1e-6')


if __name__ == '__main__':
    main()
