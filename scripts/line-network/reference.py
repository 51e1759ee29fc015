"""Fixtures/network: a tiny random line network, an input, and PyTorch's
probabilities for it, which LineNetworkTests asks the Swift network to
reproduce within 1e-4.

    reference.py Fixtures/network
"""
import json, sys
import numpy as np
import torch
import network, export

torch.manual_seed(5)
model = network.LineNet(channels=(4, 5, 6, 4, 3), hidden=4, classes=len(network.FIRST_STAGE_ALPHABET) + 1)
with torch.no_grad():
    for p in model.parameters():
        p.uniform_(-0.6, 0.6)
    for m in model.modules():
        if isinstance(m, torch.nn.BatchNorm2d):
            m.running_mean.uniform_(-0.2, 0.2)
            m.running_var.uniform_(0.5, 1.5)
model.eval()
export.write(model, network.FIRST_STAGE_ALPHABET, sys.argv[1] + '/tiny.weights')
rng = np.random.default_rng(3)
W = 40
image = np.full((network.HEIGHT, W), 255, np.uint8)
image[14:34, 6:9] = 20; image[14:17, 6:16] = 40; image[30:34, 20:30] = 0
image = np.clip(image.astype(int) - rng.integers(0, 60, image.shape), 0, 255).astype(np.uint8)
x = torch.from_numpy(1 - image.astype(np.float32) / 255)[None, None]
with torch.no_grad():
    probabilities = model(x).softmax(-1)[0]
json.dump({'width': W, 'height': network.HEIGHT, 'pixels': image.reshape(-1).tolist(),
           'frames': probabilities.shape[0], 'classes': probabilities.shape[1],
           'probabilities': [round(float(v), 7) for v in probabilities.reshape(-1)]},
          open(sys.argv[1] + '/tiny-reference.json', 'w'))
