#!/usr/bin/env python3
"""Exports small JAX models to StableHLO text with reference results.

For every model this writes, next to this script:
  <name>.mlir        the module exactly as JAX prints it (with debug locations)
  <name>.run.mlir    the same module with @main renamed to @model and a new
                     @main that calls it on fixed inputs and checks the result
                     against JAX's own output (check.expect_almost_eq_const /
                     check.expect_eq_const)

Run it with JAX on CPU (pip install "jax[cpu]"); the tests only use the
committed files. Regenerate with: python3 tests/models/export_jax.py
"""

import os
import re

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

jax.config.update("jax_enable_x64", True)
HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(1234)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def mlp(x, w1, b1, w2, b2):
    h = jnp.tanh(x @ w1 + b1)
    return jax.nn.sigmoid(h @ w2 + b2)


def softmax_layernorm(x, g, b):
    y = jax.nn.softmax(x, axis=-1)
    mu = y.mean(-1, keepdims=True)
    var = ((y - mu) ** 2).mean(-1, keepdims=True)
    return (y - mu) * lax.rsqrt(var + 1e-5) * g + b


def cnn(x, k):
    y = lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    y = jax.nn.relu(y)
    return lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")


def attention(q, k, v):
    s = jnp.einsum("bqd,bkd->bqk", q, k) / jnp.sqrt(q.shape[-1]).astype(q.dtype)
    return jnp.einsum("bqk,bkd->bqd", jax.nn.softmax(s, axis=-1), v)


def loops(x):
    def body(i, c):
        return c * 0.5 + jnp.sin(c) + i.astype(c.dtype)

    y = lax.fori_loop(0, 5, body, x)
    z = lax.cond(y.sum() > 0, lambda a: a * 2.0, lambda a: a - 1.0, y)
    s, ys = lax.scan(lambda c, e: (c + e, c * e), jnp.zeros(x.shape[1:], x.dtype), z)
    return s, ys


def indexing(x, idx, upd):
    g = x[idx]
    sc = x.at[idx].add(upd)
    order = jnp.argsort(x[:, 0])
    return g, sc, x[order], jnp.cumsum(x, axis=0)


def integers(a, b):
    q = lax.div(a, b)
    r = lax.rem(a, b)
    m = jnp.clip(a * b, -100, 100)
    s = lax.shift_right_logical(a, jnp.int32(2)) ^ lax.shift_left(b, jnp.int32(1))
    return q, r, m, s, (a > b).astype(jnp.int8), jnp.arange(6, dtype=jnp.int64).reshape(2, 3).T


def prng(key_data):
    key = jax.random.wrap_key_data(key_data, impl="threefry2x32")
    return jax.random.uniform(key, (4, 3), dtype=jnp.float32), jax.random.bits(key, (5,), dtype=jnp.uint32)


MODELS = {
    "mlp": (mlp, [f32(4, 8), f32(8, 16), f32(16), f32(16, 3), f32(3)]),
    "softmax_layernorm": (softmax_layernorm, [f32(3, 10), f32(10), f32(10)]),
    "cnn": (cnn, [f32(2, 8, 8, 3), f32(3, 3, 3, 4)]),
    "attention": (attention, [f32(2, 5, 8), f32(2, 6, 8), f32(2, 6, 8)]),
    "loops": (loops, [f32(4, 3)]),
    "indexing": (indexing, [f32(6, 4), np.array([4, 0, 2], dtype=np.int32), f32(3, 4)]),
    "integers": (integers, [np.array([[7, -7, 100], [3, 0, -128]], dtype=np.int32),
                            np.array([[2, 2, -3], [5, 1, 7]], dtype=np.int32)]),
    "prng": (prng, [np.array([0, 42], dtype=np.uint32)]),
}


def literal(a):
    """MLIR dense literal text of a numpy array."""
    a = np.asarray(a)
    if a.dtype == np.bool_:
        fmt = lambda v: "true" if v else "false"
    elif np.issubdtype(a.dtype, np.floating):
        fmt = lambda v: "0x%X" % np.array(v, a.dtype).view({2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]).item()
    else:
        fmt = lambda v: str(int(v))

    def rec(x):
        if x.ndim == 0:
            return fmt(x.item())
        return "[" + ", ".join(rec(e) for e in x) + "]"

    return "dense<%s>" % rec(a)


def mlir_type(a):
    a = np.asarray(a)
    elem = {
        np.dtype(np.float32): "f32", np.dtype(np.float64): "f64", np.dtype(np.float16): "f16",
        np.dtype(np.int8): "i8", np.dtype(np.int16): "i16", np.dtype(np.int32): "i32", np.dtype(np.int64): "i64",
        np.dtype(np.uint8): "ui8", np.dtype(np.uint32): "ui32", np.dtype(np.uint64): "ui64", np.dtype(np.bool_): "i1",
    }[a.dtype]
    return "tensor<%s>" % "x".join([str(d) for d in a.shape] + [elem])


def harness(text, args, results):
    body = re.sub(r"func\.func public @main\(", "func.func private @model(", text, count=1)
    lines = ["  func.func @main() {"]
    names = []
    for i, a in enumerate(args):
        lines.append("    %%a%d = stablehlo.constant %s : %s" % (i, literal(a), mlir_type(a)))
        names.append("%%a%d" % i)
    rtypes = [mlir_type(r) for r in results]
    lines.append("    %%r:%d = func.call @model(%s) : (%s) -> (%s)" % (
        len(results), ", ".join(names), ", ".join(mlir_type(a) for a in args), ", ".join(rtypes)))
    for i, r in enumerate(results):
        r = np.asarray(r)
        if np.issubdtype(r.dtype, np.floating):
            lines.append("    check.expect_almost_eq_const %%r#%d, %s : %s {tolerance = 1.0e-04 : f64}" % (i, literal(r), rtypes[i]))
        else:
            lines.append("    check.expect_eq_const %%r#%d, %s : %s" % (i, literal(r), rtypes[i]))
    lines.append("    func.return")
    lines.append("  }")
    end = body.rindex("}")
    return body[:end] + "\n".join(lines) + "\n" + body[end:]


# The module parses, verifies and prints back to a fixpoint, pretty and generic.
ROUNDTRIP_RUN = """// RUN: stablehlo-opt-go %s > %t.pretty && stablehlo-opt-go %t.pretty > %t.again && diff %t.pretty %t.again
// RUN: stablehlo-opt-go %s --mlir-print-op-generic | stablehlo-opt-go > %t.generic && diff %t.pretty %t.generic
"""
# The model runs and its results match JAX's.
INTERPRET_RUN = "// RUN: stablehlo-translate-go --interpret %s\n"


def main():
    for name, (fn, args) in MODELS.items():
        lowered = jax.jit(fn).lower(*args)
        text = lowered.as_text(dialect="stablehlo", debug_info=True)
        text = text.replace(HERE + os.sep, "")
        results = jax.jit(fn)(*args)
        if not isinstance(results, (tuple, list)):
            results = [results]
        results = [np.asarray(r) for r in results]
        header = "// Exported by tests/models/export_jax.py with JAX %s; do not edit.\n" % jax.__version__
        with open(os.path.join(HERE, name + ".mlir"), "w") as f:
            f.write(header + ROUNDTRIP_RUN + text)
        plain = lowered.as_text(dialect="stablehlo")
        with open(os.path.join(HERE, name + ".run.mlir"), "w") as f:
            f.write(header + INTERPRET_RUN + harness(plain, args, results))
        print("wrote", name)


if __name__ == "__main__":
    main()
