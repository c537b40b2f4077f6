#!/usr/bin/env python3
"""Exports small PyTorch models to StableHLO text as PyTorch/XLA prints it.

For every model this writes, next to this script:
  <name>.mlir        the module exactly as PyTorch/XLA prints it:
                     torch.export.export(...) then
                     torch_xla.stablehlo.exported_program_to_stablehlo(...)
                     .get_stablehlo_text("forward"). Weights and buffers are
                     parameters of @main (PyTorch/XLA lifts them), followed by
                     the user inputs, in the order PyTorch/XLA reports.
  <name>.run.mlir    the same module with @main renamed to @model and a new
                     @main that calls it on the model's weights and fixed
                     inputs as constants and checks the results against
                     PyTorch's own eager CPU output (check.expect_almost_eq_const /
                     check.expect_eq_const). Left out for models whose
                     weights would make it too large (resnet18).

Locations: PyTorch/XLA prints debug locations only with XLA_HLO_DEBUG=1, and
then in MLIR's "pretty" location form ('%0 = op ... "aten__add"(#loc3)'),
which no MLIR parser accepts; so the committed text is the default output,
without locations.

Needs torch, torch_xla and torchvision of matching versions on CPU, and
transformers for the hf_* models, e.g. in a venv outside the repository:
  python3 -m venv /work/venv-torch
  /work/venv-torch/bin/pip install torch==2.9.0 torch_xla==2.9.0 transformers==5.23.0
  /work/venv-torch/bin/pip install --no-deps torchvision==0.24.0
For torch_mlir/ (the same models through torch-mlir's StableHLO output):
  /work/venv-torch/bin/pip install torch-mlir==20261001 ml_dtypes
The tests only use the committed files. Regenerate with:
  /work/venv-torch/bin/python tests/models/torch/export_torch.py
  /work/venv-torch/bin/python tests/models/torch/export_torch.py --torch-mlir
"""

import os
import re
import sys
import zlib

os.environ.setdefault("PJRT_DEVICE", "CPU")
# Lets PyTorch/XLA export symbolic (unbounded) dimensions; static models are
# exported the same with it.
os.environ.setdefault("EXPERIMENTAL_XLA_UNBOUNDED_DYNAMISM", "1")

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch_xla
from torch_xla.stablehlo import (StableHLOExportOptions, VariableType,
                                 exported_program_to_stablehlo)

HERE = os.path.dirname(os.path.abspath(__file__))
MAX_BYTES = 300 * 1024
torch.manual_seed(1234)


def randn(*shape, dtype=torch.float32):
    return torch.randn(*shape).to(dtype)


# ---------------------------------------------------------------- models


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(8, 16)
        self.fc2 = nn.Linear(16, 16)
        self.fc3 = nn.Linear(16, 3)

    def forward(self, x):
        h = F.relu(self.fc1(x))
        h = torch.tanh(self.fc2(h))
        return F.softmax(self.fc3(h), dim=-1), torch.sigmoid(h).mean()


class CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 4, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(4)
        self.pool = nn.MaxPool2d(2)
        self.conv2 = nn.Conv2d(4, 6, 3, stride=1, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(6)
        self.gap = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(6, 5)

    def forward(self, x):
        x = self.pool(F.relu(self.bn1(self.conv1(x))))
        x = F.relu(self.bn2(self.conv2(x)))
        x = torch.flatten(self.gap(x), 1)
        return self.fc(x)


class Transformer(nn.Module):
    def __init__(self, activation="gelu"):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0,
                                                activation=activation, batch_first=True)
        self.norm = nn.LayerNorm(8)

    def forward(self, x, mask):
        return self.norm(self.layer(x, src_key_padding_mask=mask))


class Attention(nn.Module):
    """MultiheadAttention with a causal mask, and scaled_dot_product_attention."""

    def __init__(self):
        super().__init__()
        self.mha = nn.MultiheadAttention(8, 2, batch_first=True)
        self.ln = nn.LayerNorm(8, eps=1e-6)

    def forward(self, q, kv):
        causal = torch.triu(torch.ones(q.shape[1], kv.shape[1], dtype=torch.bool), diagonal=1)
        a, w = self.mha(q, kv, kv, attn_mask=causal)
        s = F.scaled_dot_product_attention(q, kv, kv, is_causal=True)
        return F.gelu(self.ln(a + q), approximate="tanh"), w, s


class LSTM(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 6, num_layers=1, batch_first=True)
        self.fc = nn.Linear(6, 2)

    def forward(self, x):
        y, (h, c) = self.lstm(x)
        return self.fc(y[:, -1]), h, c


class GRU(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(4, 5, num_layers=2, batch_first=True, bidirectional=True)

    def forward(self, x):
        y, h = self.gru(x)
        return y, h


class EmbeddingIndex(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 4)

    def forward(self, ids, x, idx):
        e = self.emb(ids)                                   # [2, 5, 4]
        sel = torch.index_select(x, 0, idx)                 # [3, 6]
        g = torch.gather(x, 1, idx.unsqueeze(0).expand(x.shape[0], -1))  # [4, 3]
        w = torch.where(x > 0, x, torch.zeros_like(x) - 1.0)
        cs = torch.cumsum(x, dim=1)
        tv, ti = torch.topk(x, 2, dim=1)
        sv, si = torch.sort(x[:, 0], descending=True)
        am = torch.argmax(e.sum(-1), dim=1)
        fancy = x[idx, 1:4]
        return e, sel, g, w, cs, tv, ti, sv, si, am, fancy


class Scatter(nn.Module):
    def forward(self, x, idx, src):
        a = x.index_add(0, idx, src)
        b = x.scatter(1, idx.unsqueeze(1).expand(-1, 2)[:, :2] % x.shape[1], src[:, :2])
        c = x.clone()
        c[idx] = src * 2.0
        d = torch.nn.functional.pad(x, (1, 2, 0, 1), value=0.5)
        return a, b, c, d, x.flip(0), torch.roll(x, 1, 1), x.max(dim=0).values, x.amin(dim=1)


class HalfMLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(6, 8)
        self.ln = nn.LayerNorm(8)
        self.fc2 = nn.Linear(8, 3)

    def forward(self, x):
        return self.fc2(F.silu(self.ln(self.fc1(x))))


class Int64Ops(nn.Module):
    def forward(self, a, b):
        q = torch.div(a, b, rounding_mode="floor")
        t = torch.div(a, b, rounding_mode="trunc")
        r = torch.remainder(a, b)
        f = torch.fmod(a, b)
        m = torch.clamp(a * b, -100, 100)
        bits = (a & 0xF) | (b << 2) ^ (a >> 1)
        s = a.sum(dim=1)
        p = torch.arange(6).reshape(2, 3).T
        return q, t, r, f, m, bits, s, p, (a > b), a.to(torch.float32) / 3.0, torch.abs(a).max()


class Mixed(nn.Module):
    """Casts between dtypes and reductions in lower precisions."""

    def forward(self, x, i):
        h = x.to(torch.float16)
        b = x.to(torch.bfloat16)
        y = (h * h).sum(dim=1)
        z = torch.exp(b).mean(dim=0)
        k = (i.to(torch.float32) * x).to(torch.int32)
        return y, z, k, x.to(torch.float64).sqrt().abs(), torch.isnan(x / x), i.to(torch.int8)


class OpsMisc(nn.Module):
    """Math, reductions, masks and a loss, as a classifier's head would use."""

    def forward(self, x, y, target):
        a = F.log_softmax(x, dim=1)
        b = torch.logsumexp(x, dim=1)
        c = torch.var(x, dim=0), torch.std(x, dim=1, unbiased=False)
        d = torch.pow(x.abs() + 1, 1.5) + torch.atan2(x, y)
        e = torch.floor(x * 3) + torch.ceil(y) + torch.round(x * 2) + torch.sign(y)
        f = torch.expm1(x * 0.1) + torch.log1p(y.abs()) + torch.rsqrt(x * x + 1)
        g = torch.tril(x @ y.T).masked_fill(torch.eye(4, dtype=torch.bool), -1.0)
        h = torch.cumprod(1 + 0.1 * x, dim=1)
        i = (x > 0).any(dim=1), (y > -3).all()
        j = torch.einsum("ij,kj->ik", x, y)
        k = torch.baddbmm(x.unsqueeze(0), x.unsqueeze(0), y.T.unsqueeze(0) @ x.unsqueeze(0))[0] * 0.1
        # F.cross_entropy is left out: PyTorch/XLA 2.9 exports it unreduced
        # (tensor<4xf32> per-sample losses where PyTorch returns their mean).
        nll = -a.gather(1, target.unsqueeze(1)).mean()
        loss = nll + F.mse_loss(x, y) + F.smooth_l1_loss(x, y)
        return a, b, c[0], c[1], d, e, f, g, h, i[0], i[1], j, k, loss, x.clamp(-0.5, 0.5), torch.remainder(x, 0.7)


class ConvVariants(nn.Module):
    def __init__(self):
        super().__init__()
        self.dw = nn.Conv2d(4, 4, 3, padding=1, groups=4)
        self.dil = nn.Conv2d(4, 6, 3, padding=2, dilation=2)
        self.up = nn.ConvTranspose2d(6, 3, 2, stride=2)
        self.gn = nn.GroupNorm(2, 4)
        self.inorm = nn.InstanceNorm2d(6, affine=True)
        self.c1 = nn.Conv1d(3, 2, 3, stride=2)
        self.prelu = nn.PReLU()

    def forward(self, x):
        h = self.gn(self.dw(x))
        h = F.leaky_relu(self.inorm(self.dil(h)), 0.1)
        h = F.avg_pool2d(h, 2)
        u = self.up(h)                                                 # [1, 3, 6, 6]
        n = F.interpolate(h, scale_factor=2, mode="nearest")
        b = F.interpolate(x, size=(5, 7), mode="bilinear", align_corners=False)
        s = F.pixel_shuffle(x, 2)                                      # [1, 1, 12, 12]
        c1 = self.c1(u.flatten(2))
        return u, n, b, s, c1, F.hardswish(self.prelu(x)), F.elu(x) * F.softplus(x), F.hardtanh(x) + F.mish(x)


class Composite(nn.Module):
    """PyTorch/XLA's StableHLOCompositeBuilder: stablehlo.composite ops."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(6, 6)

    def forward(self, x):
        from torch_xla.experimental.mark_pattern_utils import StableHLOCompositeBuilder
        b = StableHLOCompositeBuilder("test.gelu_tanh", {"approximate": "tanh", "k": 3, "eps": 0.5})
        y = b.mark_inputs(self.fc(x))
        y = F.gelu(y, approximate="tanh")
        y = b.mark_outputs(y)
        b2 = StableHLOCompositeBuilder("test.scaled_sum")
        p, q = b2.mark_inputs(x, y)
        r = b2.mark_outputs(p * 2.0 + q)
        return r


class Quant(nn.Module):
    """PT2E's quantize/dequantize ops: stablehlo.uniform_quantize on !quant.uniform types."""

    def forward(self, x):
        import torch.ao.quantization.fx._decomposed  # noqa: F401 (registers quantized_decomposed)
        qd = torch.ops.quantized_decomposed
        q = qd.quantize_per_tensor(x, 0.05, 3, -128, 127, torch.int8)
        y = qd.dequantize_per_tensor(q, 0.05, 3, -128, 127, torch.int8)
        return y, q


class Random(nn.Module):
    """torch.rand / randn / dropout in training mode: checked by their range only."""

    def forward(self, x):
        u = torch.rand(3, 4)
        n = torch.randn(2, 5)
        d = F.dropout(x, 0.5, training=True)
        return ((u >= 0) & (u < 1)).all(), n.shape[0] * torch.isfinite(n).all(), ((d == 0) | (d == 2 * x)).all()


class FFT(nn.Module):
    def forward(self, x):
        r = torch.fft.rfft(x, dim=-1)
        c = torch.fft.fft(torch.complex(x, x * 0.5), dim=-1)
        back = torch.fft.irfft(r, n=x.shape[-1], dim=-1)
        return torch.view_as_real(r), torch.view_as_real(c), back, r.abs()


class DynamicMLP(nn.Module):
    """Exported with a symbolic batch size: tensor<?x...> and dynamic ops."""

    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(8, 16)
        self.ln = nn.LayerNorm(16)
        self.fc2 = nn.Linear(16, 3)

    def forward(self, x):
        h = self.ln(F.relu(self.fc1(x)))
        return self.fc2(h), h.sum(dim=0)


class Constants(nn.Module):
    """A buffer and tensor constants in the graph (lifted as arguments)."""

    def __init__(self):
        super().__init__()
        self.register_buffer("scale", torch.tensor([0.5, 2.0, -1.0]))
        self.register_buffer("table", torch.arange(12, dtype=torch.float32).reshape(4, 3), persistent=False)

    def forward(self, x, i):
        return x * self.scale + self.table[i] + torch.tensor([1.0, 2.0, 3.0]), torch.full((2,), 7, dtype=torch.int32)


def tv_block():
    from torchvision.models.resnet import BasicBlock, Bottleneck

    class Blocks(nn.Module):
        def __init__(self):
            super().__init__()
            down = nn.Sequential(nn.Conv2d(4, 8, 1, stride=2, bias=False), nn.BatchNorm2d(8))
            self.b1 = BasicBlock(4, 8, stride=2, downsample=down)
            self.b2 = Bottleneck(8, 2)
        def forward(self, x):
            return self.b2(self.b1(x))

    return Blocks()


def tv_resnet18():
    import torchvision
    return torchvision.models.resnet18(weights=None, num_classes=10)


def tv_vit_tiny():
    from torchvision.models import VisionTransformer
    return VisionTransformer(image_size=16, patch_size=8, num_layers=2, num_heads=2, hidden_dim=8,
                             mlp_dim=16, num_classes=3)


def tv_model(name):
    def build():
        import torchvision
        return getattr(torchvision.models, name)(weights=None, num_classes=10)
    return build


class Precision(nn.Module):
    """Matmuls and a convolution exported with precision = [HIGHEST, HIGHEST]."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(5, 4)
        self.conv = nn.Conv2d(2, 3, 3)

    def forward(self, x, img):
        return self.fc(x) @ x[:, :4].T, self.conv(img)


class HFBert(nn.Module):
    """Hugging Face transformers' BertModel, tiny config, random weights."""

    def __init__(self):
        super().__init__()
        from transformers import BertConfig, BertModel
        cfg = BertConfig(vocab_size=30, hidden_size=8, num_hidden_layers=2, num_attention_heads=2,
                         intermediate_size=16, max_position_embeddings=16, pad_token_id=0)
        self.m = BertModel(cfg)

    def forward(self, ids, mask):
        o = self.m(input_ids=ids, attention_mask=mask)
        return o.last_hidden_state, o.pooler_output


class HFGPT2(nn.Module):
    """Hugging Face transformers' GPT2LMHeadModel, tiny config, random weights."""

    def __init__(self):
        super().__init__()
        from transformers import GPT2Config, GPT2LMHeadModel
        cfg = GPT2Config(vocab_size=30, n_positions=16, n_embd=8, n_layer=2, n_head=2,
                         bos_token_id=1, eos_token_id=2)
        # With the default "sdpa", PyTorch/XLA 2.9's export fails ("Cannot view a
        # tensor with shape [2, 5, 8] and strides (8, 16, 1)" in c_proj).
        cfg._attn_implementation = "eager"
        self.m = GPT2LMHeadModel(cfg)

    def forward(self, ids):
        logits = self.m(input_ids=ids, use_cache=False).logits
        return logits, logits.argmax(-1)


class HostOffload(nn.Module):
    """torch_xla's place_to_host/place_to_device: side-effecting custom_calls
    with mhlo.frontend_attributes (the interpreter does not run them: no harness)."""

    def forward(self, x):
        from torch_xla.experimental.stablehlo_custom_call import place_to_device, place_to_host
        return place_to_device(place_to_host(x * 2.0)) + 1.0


def export_spmd():
    """A sharded Linear+ReLU under SPMD on 4 CPU devices, printed by
    xm.get_stablehlo: arguments carry mhlo.sharding. Runs in its own process
    (SPMD mode cannot be left)."""
    import numpy as np
    import torch_xla.core.xla_model as xm
    import torch_xla.distributed.spmd as xs
    import torch_xla.runtime as xr
    xr.use_spmd()
    torch.manual_seed(zlib.crc32(b"spmd_linear"))
    mesh = xs.Mesh(np.arange(4), (2, 2), ("x", "y"))
    lin = nn.Linear(4, 8)
    x = randn(8, 4)
    with torch.no_grad():
        ref = torch.relu(lin(x))
    dev = torch_xla.device()
    xlin = nn.Linear(4, 8).to(dev)
    xlin.load_state_dict(lin.state_dict())
    xx = x.to(dev)
    xs.mark_sharding(xx, mesh, ("x", None))
    xs.mark_sharding(xlin.weight, mesh, ("y", None))
    y = torch.relu(xlin(xx))
    text = xm.get_stablehlo([y])
    ids, _ = torch_xla._XLAC._get_tensors_xla_device_data_node([y])
    by_id = {torch_xla._XLAC._xla_get_tensor_id(t): c for t, c in
             [(xx, x), (xlin.weight, lin.weight), (xlin.bias, lin.bias)]}
    args = [by_id[i] for i in ids]
    write("spmd_linear", text, args, [ref], 1e-4)


class TrainNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(7, 3)
        self.conv = nn.Conv2d(3, 4, 3, padding=1, stride=1)
        self.bn = nn.BatchNorm2d(4)
        self.fc = nn.Linear(4 * 2 * 2, 5)

    def forward(self, ids, img):
        x = img + self.emb(ids).permute(0, 2, 1).reshape(2, 3, 1, 4)[..., :1]
        x = F.max_pool2d(F.relu(self.bn(self.conv(x))), 2)
        x = F.avg_pool2d(x, 2)
        return self.fc(x.flatten(1))


def export_train_step():
    """One training step of a small net (forward, cross-entropy, backward and
    SGD with momentum), traced by PyTorch/XLA: select_and_scatter, the
    convolution's gradient convolutions, batch norm in training mode, the
    embedding's scatter-add."""
    torch.manual_seed(zlib.crc32(b"train_step"))
    cpu = init_bn(TrainNet()).train()
    ids = torch.tensor([[1, 6, 0, 3], [2, 2, 5, 4]])
    img = randn(2, 3, 8, 8)
    target = torch.tensor([4, 1])
    dev = torch_xla.device()
    xla = init_bn(TrainNet()).to(dev).train()
    xla.load_state_dict(cpu.state_dict())

    def step(model, ids, img, target):
        opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
        out = model(ids, img)
        loss = F.cross_entropy(out, target)
        loss.backward()
        opt.step()
        return [loss.detach()] + [p.detach() for p in model.parameters()] + [model.bn.running_mean, model.bn.running_var]

    import torch_xla.core.xla_model as xm
    xargs = (ids.to(dev), img.to(dev), target.to(dev))
    torch_xla.sync()
    refs = step(cpu, ids, img, target)
    outs = step(xla, *xargs)
    text = xm.get_stablehlo(outs)
    # The graph's parameters: the device data it reads (the model's tensors as
    # they were before the step, the inputs, and scalars such as the lr).
    _, values = torch_xla._XLAC._get_tensors_xla_device_data_node(outs)
    # Tolerance 1e-3: PyTorch/XLA's own run of this graph updates bn's
    # running_var by up to 5e-4 differently from eager PyTorch (the rest agrees
    # to 1e-4).
    write("train_step", text, [v.cpu() for v in values], refs, 1e-3)


def init_bn(m):
    # Random running statistics so that batch norm is not the identity.
    for mod in m.modules():
        if isinstance(mod, nn.BatchNorm2d):
            mod.running_mean.uniform_(-0.5, 0.5)
            mod.running_var.uniform_(0.5, 1.5)
            mod.weight.data.uniform_(0.5, 1.5)
            mod.bias.data.uniform_(-0.2, 0.2)
    return m


def models():
    """name -> (module builder, inputs, float tolerance)"""
    yield "mlp", MLP, lambda: (randn(4, 8),), 1e-4
    yield "cnn", lambda: init_bn(CNN()), lambda: (randn(2, 3, 8, 8),), 1e-4
    yield "transformer", Transformer, lambda: (
        randn(2, 5, 8), torch.tensor([[False] * 5, [False, False, False, True, True]])), 1e-4
    # GELU with tanh: PyTorch/XLA lowers exact GELU's erf to custom_call @mhlo.erf.
    # Eager PyTorch's fused tanh-GELU differs from the exported decomposition by
    # up to 1.3e-4 here (the exported program run by PyTorch agrees with XLA to 3e-7).
    yield "transformer_tanh", lambda: Transformer(nn.GELU(approximate="tanh")), lambda: (
        randn(2, 5, 8), torch.tensor([[False] * 5, [False, False, False, True, True]])), 5e-4
    yield "attention", Attention, lambda: (randn(2, 4, 8), randn(2, 4, 8)), 1e-4
    yield "lstm", LSTM, lambda: (randn(2, 5, 4),), 1e-4
    yield "gru", GRU, lambda: (randn(2, 3, 4),), 1e-4
    yield "embedding_index", EmbeddingIndex, lambda: (
        torch.tensor([[1, 3, 5, 7, 9], [0, 2, 4, 6, 8]]), randn(4, 6), torch.tensor([3, 0, 2])), 1e-4
    yield "scatter", Scatter, lambda: (randn(4, 3), torch.tensor([2, 0, 3]), randn(3, 3)), 1e-4
    yield "mlp_f16", lambda: HalfMLP().to(torch.float16), lambda: (randn(3, 6, dtype=torch.float16),), 1e-2
    yield "mlp_bf16", lambda: HalfMLP().to(torch.bfloat16), lambda: (randn(3, 6, dtype=torch.bfloat16),), 6e-2
    yield "int64", Int64Ops, lambda: (
        torch.tensor([[7, -7, 100], [3, 0, -128]]), torch.tensor([[2, 2, -3], [5, 1, 7]])), 1e-5
    yield "mixed_dtypes", Mixed, lambda: (randn(3, 4), torch.tensor([[1, -2, 3, 4]] * 3, dtype=torch.int32)), 1e-2
    yield "ops_misc", OpsMisc, lambda: (randn(4, 5), randn(4, 5), torch.tensor([0, 4, 2, 1])), 1e-4
    yield "conv_variants", ConvVariants, lambda: (randn(1, 4, 6, 6),), 1e-4
    yield "composite", Composite, lambda: (randn(2, 6),), 1e-4
    yield "random", Random, lambda: (randn(3, 4),), 1e-6
    yield "dynamic_mlp", DynamicMLP, lambda: (randn(4, 8),), 1e-4
    yield "constants", Constants, lambda: (randn(4, 3), torch.tensor([3, 1, 0, 2])), 1e-6
    yield "tv_blocks", lambda: init_bn(tv_block()), lambda: (randn(1, 4, 8, 8),), 1e-4
    yield "precision_highest", Precision, lambda: (randn(3, 5), randn(1, 2, 5, 5)), 1e-4
    # Exact GELU (custom_call @mhlo.erf): not run by the interpreter yet.
    yield "tv_vit_tiny", tv_vit_tiny, lambda: (randn(2, 3, 16, 16),), 1e-4
    ids = lambda: torch.tensor([[1, 5, 7, 9, 2], [1, 3, 4, 2, 0]])
    # BERT's GELU is exact (custom_call @mhlo.erf): not run by the interpreter yet.
    yield "hf_bert_tiny", HFBert, lambda: (ids(), torch.tensor([[1, 1, 1, 1, 1], [1, 1, 1, 1, 0]])), 1e-4
    yield "hf_gpt2_tiny", HFGPT2, lambda: (ids(),), 1e-4
    yield "host_offload", HostOffload, lambda: (randn(2, 3),), None
    yield "tv_resnet18", lambda: init_bn(tv_resnet18()), lambda: (randn(1, 3, 32, 32),), None
    yield "tv_mobilenet_v3_small", lambda: init_bn(tv_model("mobilenet_v3_small")()), lambda: (randn(1, 3, 32, 32),), None
    yield "tv_efficientnet_b0", lambda: init_bn(tv_model("efficientnet_b0")()), lambda: (randn(1, 3, 32, 32),), None


# ---------------------------------------------------------------- printing

ELEM = {
    torch.float32: "f32", torch.float64: "f64", torch.float16: "f16", torch.bfloat16: "bf16",
    torch.int8: "i8", torch.int16: "i16", torch.int32: "i32", torch.int64: "i64",
    torch.uint8: "ui8", torch.bool: "i1",
}
BITS = {torch.float32: torch.int32, torch.float64: torch.int64, torch.float16: torch.int16,
        torch.bfloat16: torch.int16}


def literal(t):
    """MLIR dense literal text of a tensor (floats as exact hex bit patterns)."""
    t = t.detach().cpu().contiguous()
    if t.dtype == torch.bool:
        flat = ["true" if v else "false" for v in t.flatten().tolist()]
    elif t.dtype.is_floating_point:
        nbits = t.element_size() * 8
        mask = (1 << nbits) - 1
        flat = ["0x%0*X" % (nbits // 4, v & mask) for v in t.view(BITS[t.dtype]).flatten().tolist()]
    else:
        flat = [str(int(v)) for v in t.flatten().tolist()]
    it = iter(flat)

    def rec(shape):
        if not shape:
            return next(it)
        return "[" + ", ".join(rec(shape[1:]) for _ in range(shape[0])) + "]"

    return "dense<%s>" % rec(list(t.shape))


def mlir_type(t):
    return "tensor<%s>" % "x".join([str(d) for d in t.shape] + [ELEM[t.dtype]])


def signature(text):
    """Argument and result types of @main as PyTorch/XLA prints them."""
    m = re.search(r"func\.func (?:public )?@main\((.*?)\) -> (.*?) \{\n", text)
    params = re.findall(r"%arg\d+: (tensor<[^>]*>)", m.group(1))
    res = re.findall(r"tensor<[^>]*>", m.group(2))
    return params, res


def harness(text, args, results, tol):
    body, n = re.subn(r"func\.func (public )?@main\(", "func.func private @model(", text, count=1)
    assert n == 1, "no @main in the exported module"
    params, rets = signature(text)
    assert len(params) == len(args) and len(rets) == len(results), (params, rets)
    lines = ["  func.func @main() {"]
    names = []
    for i, a in enumerate(args):
        lines.append("    %%a%d = stablehlo.constant %s : %s" % (i, literal(a), mlir_type(a)))
        names.append("%%a%d" % i)
        if params[i] != mlir_type(a):
            # A symbolic dimension: give the model the type it declares.
            lines.append("    %%s%d = stablehlo.constant dense<[%s]> : tensor<%dxi64>" % (
                i, ", ".join(str(d) for d in a.shape), a.dim()))
            lines.append("    %%d%d = stablehlo.dynamic_reshape %%a%d, %%s%d : (%s, tensor<%dxi64>) -> %s" % (
                i, i, i, mlir_type(a), a.dim(), params[i]))
            names[-1] = "%%d%d" % i
    rtypes = [mlir_type(r) for r in results]
    lines.append("    %%r:%d = func.call @model(%s) : (%s) -> (%s)" % (
        len(results), ", ".join(names), ", ".join(params), ", ".join(rets)))
    for i, r in enumerate(results):
        v = "%%r#%d" % i
        if rets[i] != rtypes[i]:
            lines.append("    %%rs%d = stablehlo.constant dense<[%s]> : tensor<%dxi64>" % (
                i, ", ".join(str(d) for d in r.shape), r.dim()))
            lines.append("    %%rr%d = stablehlo.dynamic_reshape %%r#%d, %%rs%d : (%s, tensor<%dxi64>) -> %s" % (
                i, i, i, rets[i], r.dim(), rtypes[i]))
            v = "%%rr%d" % i
        if r.dtype.is_floating_point:
            lines.append("    check.expect_almost_eq_const %s, %s : %s {tolerance = %s : f64}" % (
                v, literal(r), rtypes[i], "%.1e" % tol))
        else:
            lines.append("    check.expect_eq_const %s, %s : %s" % (v, literal(r), rtypes[i]))
    lines.append("    func.return")
    lines.append("  }")
    # The module's closing brace: the last "}" at the start of a line (after
    # it may come #loc definitions and a {-# dialect_resources #-} section).
    end = [m.start() for m in re.finditer(r"^\}", body, re.M)][-1]
    return body[:end] + "\n".join(lines) + "\n" + body[end:]


def call_args(ep, bundle, inputs):
    """The arguments of the exported @main, in PyTorch/XLA's order."""
    meta = bundle.stablehlo_funcs[0].meta
    state = dict(ep.state_dict)
    state.update(ep.constants)
    out = []
    for loc in meta.input_locations:
        if loc.type_ == VariableType.PARAMETER:
            out.append(state[loc.name])
        elif loc.type_ == VariableType.CONSTANT:
            out.append(torch.from_numpy(bundle.additional_constants[loc.position]))
        else:
            out.append(inputs[loc.position])
    return out


def export(name, build, make_inputs, tol):
    torch.manual_seed(zlib.crc32(name.encode()))
    model = build().eval()
    inputs = make_inputs()
    results = []
    if tol is not None:  # no harness, no reference (host_offload's ops run only on XLA)
        with torch.no_grad():
            results = model(*inputs)
        if not isinstance(results, (tuple, list)):
            results = [results]
        results = [r.detach() for r in results]
    dynamic = None
    if name.startswith("dynamic"):
        dynamic = ({0: torch.export.Dim("batch", min=2, max=64)},) + (None,) * (len(inputs) - 1)
    ep = torch.export.export(model, tuple(inputs), dynamic_shapes=dynamic)
    if name == "precision_highest":
        torch_xla._XLAC._xla_set_mat_mul_precision("highest")
    try:
        graph = exported_program_to_stablehlo(ep, StableHLOExportOptions(export_weights=False))
    finally:
        torch_xla._XLAC._xla_set_mat_mul_precision("default")
    text = graph.get_stablehlo_text("forward")
    bundle = graph._bundle
    # PyTorch/XLA's results may have another shape than eager PyTorch's (the
    # LSTM's h and c come out as 1x1x2x6, not 1x2x6): check against the shapes
    # of the exported function, with eager PyTorch's values.
    sig = bundle.stablehlo_funcs[0].meta.output_signature
    if tol is not None:
        assert len(sig) == len(results), (len(sig), len(results))
        results = [r.reshape(s.shape) for r, s in zip(results, sig)]
    write(name, text, call_args(ep, bundle, inputs), results, tol)


def write(name, text, args, results, tol):
    header = "// Exported by tests/models/torch/export_torch.py with torch %s, torch_xla %s; do not edit.\n" % (
        torch.__version__, torch_xla.__version__)
    with open(os.path.join(HERE, name + ".mlir"), "w") as f:
        f.write(header + text)
    wrote = [name + ".mlir (%d B)" % len(text)]
    if tol is not None:
        run = header + harness(text, args, results, tol)
        if len(run) <= MAX_BYTES:
            with open(os.path.join(HERE, name + ".run.mlir"), "w") as f:
                f.write(run)
            wrote.append(name + ".run.mlir (%d B)" % len(run))
        else:
            wrote.append("no harness: %d B" % len(run))
    print("wrote", ", ".join(wrote), flush=True)


TORCH_MLIR_DIR = os.path.join(HERE, "torch_mlir")


def export_torch_mlir(name, build, make_inputs, tol):
    """The same model through torch-mlir (torch_mlir.fx.export_and_import with
    output_type="stablehlo"), printed by MLIR's Python bindings with locations:
    weights inlined as dense_resource constants with a dialect_resources
    section, and some arith.constant ops. Writes torch_mlir/<name>.mlir and,
    with the user inputs as constants, torch_mlir/<name>.run.mlir."""
    import sysconfig
    from torch_mlir import fx
    torch.manual_seed(zlib.crc32(name.encode()))
    model = build().eval()
    inputs = make_inputs()
    with torch.no_grad():
        results = model(*inputs)
    if not isinstance(results, (tuple, list)):
        results = [results]
    dynamic = None
    if name.startswith("dynamic"):
        dynamic = ({0: torch.export.Dim("batch", min=2, max=64)},) + (None,) * (len(inputs) - 1)
    module = fx.export_and_import(model, *inputs, output_type="stablehlo", dynamic_shapes=dynamic)
    text = module.operation.get_asm(enable_debug_info=True)
    # Locations name files on the exporting machine: keep them relative.
    for prefix in (HERE + os.sep, sysconfig.get_paths()["purelib"] + os.sep):
        text = text.replace(prefix, "")
    if len(text) > MAX_BYTES:
        print("skipped torch_mlir/%s: %d B" % (name, len(text)))
        return
    _, rets = signature(text)
    results = [r.detach().reshape([int(d) if d != "?" else -1 for d in re.findall(r"(\d+|\?)x", t)] or [])
               for r, t in zip(results, rets)]
    header = "// Exported by tests/models/torch/export_torch.py with torch %s, torch-mlir; do not edit.\n" % (
        torch.__version__)
    os.makedirs(TORCH_MLIR_DIR, exist_ok=True)
    with open(os.path.join(TORCH_MLIR_DIR, name + ".mlir"), "w") as f:
        f.write(header + text)
    run = header + harness(text, list(inputs), results, tol)
    with open(os.path.join(TORCH_MLIR_DIR, name + ".run.mlir"), "w") as f:
        f.write(run)
    print("wrote torch_mlir/%s.mlir (%d B), .run.mlir (%d B)" % (name, len(text), len(run)), flush=True)


# torch-mlir cannot lower these (int64, ops_misc, conv_variants: failed passes;
# composite: the mark_tensor ops; constants, hf_bert_tiny: "Could not find
# state mapping for buffer"); the rest need only torch.
TORCH_MLIR_MODELS = ["mlp", "cnn", "transformer", "transformer_tanh", "attention", "lstm", "gru",
                     "embedding_index", "scatter", "mlp_f16", "mlp_bf16", "mixed_dtypes", "random",
                     "dynamic_mlp", "tv_blocks", "precision_highest", "tv_vit_tiny", "hf_gpt2_tiny"]


def main():
    if sys.argv[1:] == ["--spmd"]:
        export_spmd()
        return
    if sys.argv[1:2] == ["--torch-mlir"]:
        only = set(sys.argv[2:])
        failed = []
        for name, build, make_inputs, tol in models():
            if name not in TORCH_MLIR_MODELS or (only and name not in only):
                continue
            try:
                export_torch_mlir(name, build, make_inputs, tol)
            except Exception as e:
                print("FAILED torch_mlir", name, type(e).__name__, str(e)[:1000], flush=True)
                failed.append(name)
        sys.exit(1 if failed else 0)
    only = set(sys.argv[1:])
    failed = []
    for name, build, make_inputs, tol in models():
        if only and name not in only:
            continue
        if name.startswith("hf_"):
            try:
                import transformers  # noqa: F401
            except ImportError:
                print("skipped", name, "(pip install transformers)")
                continue
        try:
            export(name, build, make_inputs, tol)
        except Exception as e:  # report and go on with the other models
            print("FAILED", name, type(e).__name__, str(e)[:2000], flush=True)
            failed.append(name)
    if not only or "train_step" in only:
        try:
            export_train_step()
        except Exception as e:
            print("FAILED train_step", type(e).__name__, str(e)[:2000], flush=True)
            failed.append("train_step")
    if not only or "spmd_linear" in only:
        import subprocess
        env = dict(os.environ, CPU_NUM_DEVICES="4")
        if subprocess.call([sys.executable, os.path.abspath(__file__), "--spmd"], env=env) != 0:
            failed.append("spmd_linear")
    if failed:
        print("failed:", " ".join(failed))
        sys.exit(1)


if __name__ == "__main__":
    main()
