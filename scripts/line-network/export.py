"""Writes a trained line network as deadwax-line.weights, the format
NetworkWeights.swift reads (little-endian):

    "DWLN", u32 version 1, u32 input height, u16 + UTF-8 alphabet,
    u32 tensor count, then per tensor: u16 + UTF-8 name, u8 rank,
    rank x u32 dimensions, Float32 values.

Batch normalisation is folded into each convolution's weights and bias;
the LSTM's two biases are summed.

    export.py MODEL.pt OUT.weights
"""
import struct, sys
import torch
import network


def tensors(model):
    out = []
    with torch.no_grad():
        for i in range(1, 6):
            conv, norm = getattr(model, f'c{i}')[0], getattr(model, f'c{i}')[1]
            scale = norm.weight / torch.sqrt(norm.running_var + norm.eps)
            out.append((f'conv{i}.weight', conv.weight * scale[:, None, None, None]))
            out.append((f'conv{i}.bias', norm.bias - norm.running_mean * scale))
        out += [('projection.weight', model.proj.weight), ('projection.bias', model.proj.bias)]
        for direction, suffix in (('forward', '_l0'), ('backward', '_l0_reverse')):
            rnn = model.rnn
            out.append((f'lstm.{direction}.input.weight', getattr(rnn, 'weight_ih' + suffix)))
            out.append((f'lstm.{direction}.input.bias', getattr(rnn, 'bias_ih' + suffix) + getattr(rnn, 'bias_hh' + suffix)))
            out.append((f'lstm.{direction}.recurrent.weight', getattr(rnn, 'weight_hh' + suffix)))
        out += [('output.weight', model.out.weight), ('output.bias', model.out.bias)]
    return out


def write(model, alphabet, path):
    model.eval()
    letters = alphabet.encode('utf-8')
    with open(path, 'wb') as f:
        f.write(b'DWLN' + struct.pack('<II', 1, network.HEIGHT) + struct.pack('<H', len(letters)) + letters)
        named = tensors(model)
        f.write(struct.pack('<I', len(named)))
        for name, tensor in named:
            tensor = tensor.detach().float().contiguous()
            encoded = name.encode('utf-8')
            f.write(struct.pack('<H', len(encoded)) + encoded + struct.pack('<B', tensor.dim()))
            f.write(struct.pack('<' + 'I' * tensor.dim(), *tensor.shape))
            f.write(tensor.numpy().astype('<f4').tobytes())


if __name__ == '__main__':
    model, alphabet = network.load(sys.argv[1])
    write(model, alphabet, sys.argv[2])
