"""The benchmark programs: JAX functions with the shapes of their inputs.

Each program is a function, a list of input generators (called with a NumPy
random generator) and the tolerances its results are compared with.
export.py lowers them to StableHLO, inputs.py makes their inputs and times
them with XLA on the CPU.
"""

import dataclasses
from typing import Callable

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


@dataclasses.dataclass
class Program:
    name: str
    fn: Callable
    # inputs(rng) returns the arguments as NumPy arrays.
    inputs: Callable
    # Tolerances of the comparison with XLA's results (numpy.allclose).
    rtol: float = 1e-4
    atol: float = 1e-4
    description: str = ""


def normal(rng, *shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


def matmul(a, b):
    return a @ b


def mlp(x, w1, b1, w2, b2, w3, b3):
    h = jax.nn.relu(x @ w1 + b1)
    h = jax.nn.relu(h @ w2 + b2)
    return h @ w3 + b3


def cnn(x, k1, k2):
    dn = ("NHWC", "HWIO", "NHWC")

    def pool(h):
        return lax.reduce_window(h, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")

    h = lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=dn)
    h = pool(jax.nn.relu(h))
    h = lax.conv_general_dilated(h, k2, (1, 1), "SAME", dimension_numbers=dn)
    return pool(jax.nn.relu(h))


def layernorm(x, g, b):
    m = jnp.mean(x, axis=-1, keepdims=True)
    v = jnp.mean(jnp.square(x - m), axis=-1, keepdims=True)
    return (x - m) * lax.rsqrt(v + 1e-5) * g + b


def transformer(x, g1, b1, wqkv, wo, g2, b2, w1, w2):
    heads = 4
    bsz, seq, d = x.shape
    h = layernorm(x, g1, b1)
    q, k, v = jnp.split(h @ wqkv, 3, axis=-1)

    def split_heads(t):
        return t.reshape(bsz, seq, heads, d // heads).transpose(0, 2, 1, 3)

    q, k, v = split_heads(q), split_heads(k), split_heads(v)
    s = jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(d // heads).astype(np.float32)
    a = jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(s, axis=-1), v)
    x = x + a.transpose(0, 2, 1, 3).reshape(bsz, seq, d) @ wo
    h = layernorm(x, g2, b2)
    return x + jax.nn.gelu(h @ w1) @ w2


def elementwise(x):
    return jnp.log1p(jnp.abs(jnp.exp(jax.nn.gelu(x))))


def softmax(x):
    return jax.nn.softmax(x, axis=-1)


def sort(x):
    return jnp.sort(x)


def rnn(h0, xs, w, u):
    def step(h, x):
        h = jnp.tanh(x @ w + h @ u)
        return h, None

    h, _ = lax.scan(step, h0, xs)
    return h


def embedding(table, ids, grad):
    gathered = table[ids]
    dtable = jnp.zeros_like(table).at[ids].add(grad)
    return gathered, dtable


def fft(x):
    return jnp.fft.fft(x)


def u32hash(x):
    h = x ^ (x >> 16)
    h = h * np.uint32(0x45D9F3B)
    h = h ^ (h >> 16)
    h = h * np.uint32(0x45D9F3B)
    h = h ^ (h >> 16)
    r = h % np.uint32(1000003)
    return (jnp.sum(r, dtype=jnp.uint32), jnp.max(h),
            lax.reduce(h, np.uint32(0), lax.bitwise_xor, (0,)))


def _complex(rng, *shape):
    return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(np.complex64)


PROGRAMS = [
    Program("matmul", matmul,
            lambda r: [normal(r, 1024, 1024), normal(r, 1024, 1024)],
            rtol=1e-3, atol=1e-3, description="matmul 1024x1024x1024"),
    Program("mlp", mlp,
            lambda r: [normal(r, 256, 784), normal(r, 784, 1024, scale=0.036), normal(r, 1024, scale=0.1),
                       normal(r, 1024, 1024, scale=0.031), normal(r, 1024, scale=0.1),
                       normal(r, 1024, 10, scale=0.031), normal(r, 10, scale=0.1)],
            rtol=1e-3, atol=1e-3, description="MLP 784-1024-1024-10, batch 256"),
    Program("cnn", cnn,
            lambda r: [normal(r, 8, 64, 64, 16), normal(r, 3, 3, 16, 32, scale=0.08),
                       normal(r, 3, 3, 32, 32, scale=0.06)],
            rtol=1e-3, atol=1e-3, description="two 3x3 convs + 2x2 max pools, batch 8, 64x64x16"),
    Program("transformer", transformer,
            lambda r: [normal(r, 4, 128, 256), 1 + normal(r, 256, scale=0.1), normal(r, 256, scale=0.1),
                       normal(r, 256, 768, scale=0.0625), normal(r, 256, 256, scale=0.0625),
                       1 + normal(r, 256, scale=0.1), normal(r, 256, scale=0.1),
                       normal(r, 256, 1024, scale=0.0625), normal(r, 1024, 256, scale=0.031)],
            rtol=1e-3, atol=1e-3, description="transformer block, batch 4, seq 128, d 256"),
    Program("elementwise", elementwise,
            lambda r: [normal(r, 4 * 1024 * 1024)],
            description="gelu, exp, abs, log1p over 4M f32"),
    Program("softmax", softmax,
            lambda r: [normal(r, 2048, 2048, scale=3.0)],
            rtol=1e-4, atol=1e-6, description="softmax over 2048x2048"),
    Program("sort", sort,
            lambda r: [normal(r, 1024 * 1024)],
            rtol=0, atol=0, description="jnp.sort of 1M f32"),
    Program("rnn", rnn,
            lambda r: [normal(r, 16, 64), normal(r, 1000, 16, 64),
                       normal(r, 64, 64, scale=0.125), normal(r, 64, 64, scale=0.125)],
            rtol=1e-3, atol=1e-3, description="lax.scan RNN, 1000 steps, hidden 64, batch 16"),
    Program("embedding", embedding,
            lambda r: [normal(r, 50000, 128), r.integers(0, 50000, 32768, dtype=np.int32),
                       normal(r, 32768, 128)],
            rtol=1e-4, atol=1e-4, description="gather 32k rows of 50k x 128 + scatter-add gradient"),
    Program("fft", fft,
            lambda r: [_complex(r, 256, 4096)],
            rtol=1e-3, atol=1e-2, description="jnp.fft.fft of 256x4096 complex64"),
    Program("u32hash", u32hash,
            lambda r: [r.integers(0, 2**32, 4 * 1024 * 1024, dtype=np.uint64).astype(np.uint32)],
            rtol=0, atol=0, description="u32 hash (xor, shifts, multiply, rem, reductions) over 4M"),
]


def by_name(names):
    """Returns the programs named (all when names is empty)."""
    if not names:
        return PROGRAMS
    known = {p.name: p for p in PROGRAMS}
    missing = [n for n in names if n not in known]
    if missing:
        raise SystemExit(f"unknown programs: {', '.join(missing)} (known: {', '.join(known)})")
    return [known[n] for n in names]


def example_inputs(program, seed=0):
    """The program's inputs, the same for every run with the same seed."""
    rng = np.random.default_rng(seed + sum(map(ord, program.name)))
    return program.inputs(rng)
