#!/usr/bin/env python3
"""Exports a broad corpus of JAX programs to StableHLO text.

For every program this writes, next to this script:
  <name>.mlir      the module exactly as JAX prints it (with debug locations)
  <name>.run.mlir  for programs with static shapes, no custom_call and
                   deterministic results: the module with @main renamed to
                   @model and a new @main that calls it on fixed inputs and
                   checks the results against JAX's own

The corpus covers jax.numpy elementwise and special functions (many lower to
chlo ops), jax.scipy.special, jax.nn, jax.random, lax (sorting, reductions,
windows, convolutions, dot_general, slicing, scatter/gather, control flow,
custom_jvp/vjp, remat), linalg (LAPACK custom_calls on CPU), fft, many dtypes,
shape polymorphism (jax.export with symbolic shapes) and multi-device
sharding (Shardy and GSPMD, shard_map with collectives).

Run it with JAX on CPU in a venv outside the repo:
  python3 -m venv /work/venv-jax && /work/venv-jax/bin/pip install "jax[cpu]" scipy
  /work/venv-jax/bin/python tests/models/jax_corpus/export.py
The tests only use the committed files.
"""

import os
import sys

os.environ["XLA_FLAGS"] = os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8"
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import re  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import jax.scipy.special as jsp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

jax.config.update("jax_enable_x64", True)
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
MAX_BYTES = 200_000
rng = np.random.default_rng(20261122)

try:
    from jax import shard_map as _shard_map  # JAX >= 0.7

    def shard_map(f, mesh, in_specs, out_specs):
        return _shard_map(f, mesh=mesh, in_specs=in_specs, out_specs=out_specs)
except ImportError:  # pragma: no cover
    from jax.experimental.shard_map import shard_map as _shard_map

    def shard_map(f, mesh, in_specs, out_specs):
        return _shard_map(f, mesh, in_specs=in_specs, out_specs=out_specs)


# ---------------------------------------------------------------------------
# Inputs
# ---------------------------------------------------------------------------

def normal(*shape, dtype=np.float32):
    return rng.standard_normal(shape).astype(dtype)


def unif(lo, hi, *shape, dtype=np.float32):
    return rng.uniform(lo, hi, shape).astype(dtype)


def ints(lo, hi, *shape, dtype=np.int32):
    return rng.integers(lo, hi, shape).astype(dtype)


BF16 = ml_dtypes.bfloat16
KEY = np.array([0, 42], dtype=np.uint32)


# ---------------------------------------------------------------------------
# Programs: PROGRAMS[name] = (fn, args, options)
#   options: run=False       never write a harness (nondeterministic, ...)
#            tol=REL         relative tolerance of the harness check
#            export=specs    export with jax.export and these arg specs
#                            (shape polymorphism); no harness
#            sharded=True    multi-device; a harness only with run=True
# ---------------------------------------------------------------------------

PROGRAMS = {}


def program(name, args, **opts):
    def deco(fn):
        PROGRAMS[name] = (fn, args, opts)
        return fn

    return deco


def add(name, fn, args, **opts):
    PROGRAMS[name] = (fn, args, opts)


# -- jax.numpy elementwise / special functions (many lower to chlo) ---------

x_any = normal(16)
x_pos = unif(0.1, 6.0, 16)
x_unit = unif(-0.95, 0.95, 16)
x_ge1 = unif(1.0, 6.0, 16)
x_small = unif(-1.4, 1.4, 16)

UNARY = {
    "erf": (lax.erf, x_any),
    "erfc": (lax.erfc, x_any),
    "erf_inv": (lax.erf_inv, x_unit),
    "lgamma": (lax.lgamma, unif(-4.5, 8.0, 16)),
    "digamma": (lax.digamma, unif(-4.5, 8.0, 16)),
    "sinh": (jnp.sinh, x_any * 2),
    "cosh": (jnp.cosh, x_any * 2),
    "tan": (jnp.tan, x_small),
    "asin": (jnp.arcsin, x_unit),
    "acos": (jnp.arccos, x_unit),
    "atan": (jnp.arctan, x_any * 3),
    "asinh": (jnp.arcsinh, x_any * 3),
    "acosh": (jnp.arccosh, x_ge1),
    "atanh": (jnp.arctanh, x_unit),
    "square": (jnp.square, x_any),
    "expm1": (jnp.expm1, x_any),
    "log1p": (jnp.log1p, x_pos - 0.05),
    "cbrt": (jnp.cbrt, x_any * 5),
    "sign_round": (lambda x: (jnp.sign(x), jnp.round(x), jnp.floor(x), jnp.ceil(x), jnp.trunc(x)), x_any * 3),
    "exp2_log2": (lambda x: (jnp.exp2(x), jnp.log2(jnp.abs(x) + 1), jnp.log10(jnp.abs(x) + 1)), x_any),
    "sinc_deg": (lambda x: (jnp.sinc(x), jnp.deg2rad(x), jnp.rad2deg(x)), x_any),
    "isinf_isnan": (lambda x: (jnp.isinf(x), jnp.isposinf(x), jnp.isneginf(x), jnp.isnan(x), jnp.isfinite(x)),
                    np.array([1.0, np.inf, -np.inf, np.nan, 0.0, -2.5], np.float32)),
    "reciprocal_rsqrt": (lambda x: (jnp.reciprocal(x), lax.rsqrt(x), jnp.sqrt(x)), x_pos),
    "logistic": (lambda x: (jax.nn.sigmoid(x), lax.logistic(x), jnp.tanh(x)), x_any),
}
for _n, (_f, _x) in UNARY.items():
    add("np_" + _n, _f, [_x])

# Dtype variants of chlo ops.
for _n in ["erf", "erf_inv", "lgamma", "digamma", "sinh", "cosh", "asin", "acos", "atan", "asinh", "acosh", "atanh", "square"]:
    _f, _x = UNARY[_n]
    add("np_%s_f64" % _n, _f, [_x.astype(np.float64)])
for _n in ["erf", "erf_inv", "lgamma", "sinh", "asinh", "atan"]:
    _f, _x = UNARY[_n]
    add("np_%s_f16" % _n, _f, [_x.astype(np.float16)], tol=4e-3)
    add("np_%s_bf16" % _n, _f, [_x.astype(BF16)], tol=3e-2)

add("np_binary_f32", lambda a, b: (jnp.logaddexp(a, b), jnp.logaddexp2(a, b), jnp.arctan2(a, b), jnp.hypot(a, b),
                                   jnp.fmod(a, b), jnp.remainder(a, b), jnp.power(jnp.abs(a), b), jnp.copysign(a, b),
                                   jnp.maximum(a, b), jnp.minimum(a, b), jnp.nextafter(a, b), jnp.heaviside(a, b)),
    [normal(12), normal(12)])
add("np_nextafter", lambda a, b: jnp.nextafter(a, b), [normal(8), normal(8)])
add("np_nextafter_f64", lambda a, b: jnp.nextafter(a, b), [normal(8, dtype=np.float64), normal(8, dtype=np.float64)])
add("np_complex64_math", lambda z: (jnp.conj(z), jnp.abs(z), jnp.exp(z), jnp.log(z), jnp.sqrt(z), z * z, jnp.angle(z),
                                    jnp.real(z), jnp.imag(z), jnp.sin(z), jnp.tanh(z)),
    [(normal(6) + 1j * normal(6)).astype(np.complex64)])
add("np_complex128_trig", lambda z: (jnp.sinh(z), jnp.cosh(z), jnp.tan(z), jnp.arcsin(z), jnp.arctan(z), jnp.arcsinh(z), jnp.square(z)),
    [(0.5 * normal(6) + 0.5j * normal(6)).astype(np.complex128)])
add("np_complex64_chlo", lambda z: (jnp.arccos(z), jnp.arccosh(z), jnp.arctanh(z)),
    [(0.5 * normal(6) + 0.5j * normal(6)).astype(np.complex64)], tol=1e-3)

# -- jax.scipy.special ------------------------------------------------------

add("sp_erf_erfc_ndtri", lambda x, p: (jsp.erf(x), jsp.erfc(x), jsp.ndtri(p), jsp.ndtr(x), jsp.log_ndtr(x)),
    [x_any, unif(0.02, 0.98, 16)])
add("sp_gammaln_xlogy", lambda x, y: (jsp.gammaln(x), jsp.xlogy(x, y), jsp.xlog1py(x, y), jsp.entr(y), jsp.expit(x), jsp.logit(y / 7)),
    [x_pos, x_pos])
add("sp_i0e_i1e", lambda x: (jsp.i0e(x), jsp.i1e(x), jsp.i0(x), jsp.i1(x)), [x_any * 4])
add("sp_i1e_f64", lambda x: jsp.i1e(x), [(x_any * 10).astype(np.float64)])
add("sp_polygamma", lambda x: (jsp.polygamma(1, x), jsp.polygamma(2, x), jsp.polygamma(0, x)), [x_pos])
add("sp_polygamma_f64", lambda n, x: jsp.polygamma(n, x), [np.array([0, 1, 2, 3, 1, 4], np.int64), unif(0.5, 5, 6, dtype=np.float64)])
add("sp_zeta", lambda s, q: jsp.zeta(s, q), [unif(1.5, 6.0, 12), unif(0.5, 4.0, 12)])
add("sp_zeta_f64", lambda s, q: jsp.zeta(s, q), [unif(1.5, 6.0, 12, dtype=np.float64), unif(0.5, 4.0, 12, dtype=np.float64)])
add("sp_gammainc", lambda a, x: (jsp.gammainc(a, x), jsp.gammaincc(a, x)), [unif(0.5, 5, 8), unif(0.1, 6, 8)], tol=1e-3)
add("sp_betainc", lambda a, b, x: jsp.betainc(a, b, x), [unif(0.5, 5, 8), unif(0.5, 5, 8), unif(0.05, 0.95, 8)], tol=1e-3)
add("sp_logsumexp_softmax", lambda x: (jsp.logsumexp(x, axis=1), jax.nn.softmax(x), jsp.logsumexp(x, b=jnp.abs(x))), [normal(3, 7)])
add("sp_multigammaln_digamma", lambda x: (jsp.multigammaln(x, 3), jsp.digamma(x)), [x_pos + 2])

# -- jax.nn -----------------------------------------------------------------

add("nn_gelu", lambda x: (jax.nn.gelu(x, approximate=False), jax.nn.gelu(x, approximate=True)), [normal(4, 8)])
add("nn_activations", lambda x: (jax.nn.softplus(x), jax.nn.silu(x), jax.nn.relu6(x), jax.nn.elu(x), jax.nn.selu(x),
                                 jax.nn.celu(x), jax.nn.leaky_relu(x), jax.nn.hard_tanh(x), jax.nn.log_sigmoid(x),
                                 jax.nn.mish(x), jax.nn.squareplus(x)), [normal(4, 8)])
add("nn_one_hot", lambda i: (jax.nn.one_hot(i, 6), jax.nn.one_hot(i, 6, dtype=jnp.int8)), [ints(0, 6, 5)])
add("nn_logsumexp_logsoftmax", lambda x: (jax.nn.logsumexp(x, axis=-1), jax.nn.log_softmax(x), jax.nn.standardize(x)), [normal(3, 9)])
add("nn_glu", lambda x: jax.nn.glu(x), [normal(4, 8)])
add("nn_attention", lambda q, k, v: jax.nn.dot_product_attention(q, k, v, is_causal=True), [normal(1, 5, 2, 8), normal(1, 5, 2, 8), normal(1, 5, 2, 8)])
add("nn_gelu_bf16", lambda x: jax.nn.gelu(x, approximate=False), [normal(4, 8).astype(BF16)], tol=3e-2)

# -- jax.random ---------------------------------------------------------------


def _key(k):
    return jax.random.wrap_key_data(k, impl="threefry2x32")


add("rand_normal_uniform", lambda k: (jax.random.normal(_key(k), (3, 4)), jax.random.uniform(_key(k), (5,), minval=-2, maxval=3)), [KEY])
add("rand_categorical", lambda k, l: jax.random.categorical(_key(k), l, axis=-1, shape=(6, 3)), [KEY, normal(3, 5)])
add("rand_bernoulli_randint", lambda k: (jax.random.bernoulli(_key(k), 0.3, (10,)), jax.random.randint(_key(k), (6,), 0, 100)), [KEY])
add("rand_permutation", lambda k, x: (jax.random.permutation(_key(k), 10), jax.random.permutation(_key(k), x)), [KEY, normal(7)])
add("rand_split_fold_in", lambda k: jax.random.key_data(jax.random.split(jax.random.fold_in(_key(k), 7), 3)), [KEY])
add("rand_truncated_normal", lambda k: jax.random.truncated_normal(_key(k), -1.0, 2.0, (8,)), [KEY])
add("rand_gamma", lambda k: jax.random.gamma(_key(k), jnp.array([0.5, 1.0, 3.0])), [KEY], tol=1e-3)
add("rand_rbg", lambda k: jax.random.normal(jax.random.wrap_key_data(k, impl="rbg"), (4,)), [np.array([1, 2, 3, 4], np.uint32)], run=False)
add("rand_unsafe_rbg", lambda k: jax.random.bits(jax.random.wrap_key_data(k, impl="unsafe_rbg"), (4,)), [np.array([1, 2, 3, 4], np.uint32)], run=False)

# -- lax: sorting, reductions, windows --------------------------------------

add("lax_top_k", lambda x: lax.top_k(x, 3), [normal(4, 9)])
add("lax_top_k_1d_f64", lambda x: lax.top_k(x, 5), [normal(11, dtype=np.float64)])
add("lax_top_k_int", lambda x: lax.top_k(x, 2), [ints(-50, 50, 3, 6)])
add("lax_sort_multi", lambda k, v, w: lax.sort((k, v, w), dimension=0, num_keys=2), [ints(0, 3, 10), normal(10), ints(0, 100, 10)])
add("lax_sort_stable_desc", lambda x: (jnp.sort(x, axis=1, descending=True), jnp.argsort(x, axis=0, stable=True)), [normal(5, 6)])
add("lax_argmax_argmin", lambda x: (jnp.argmax(x, axis=1), jnp.argmin(x, axis=0), jnp.nanargmax(x)), [normal(5, 6)])
add("lax_cumulative", lambda x: (jnp.cumsum(x, 0), jnp.cumprod(x, 1), lax.cummax(x, 0), lax.cummin(x, 1, reverse=True),
                                 lax.cumlogsumexp(x, 0)), [normal(5, 4)])
add("lax_cumsum_int", lambda x: (jnp.cumsum(x), lax.cumsum(x, reverse=True)), [ints(-9, 9, 12)])
add("lax_reductions", lambda x: (x.sum(0), x.prod(1), x.max(), x.min(0), x.mean(), x.var(1), x.std(), jnp.any(x > 1), jnp.all(x > -3),
                                 jnp.linalg.norm(x), jnp.median(x, axis=1)), [normal(6, 5)])
add("lax_reduce_variadic", lambda x, y: lax.reduce((x, y), (jnp.float32(-jnp.inf), jnp.int32(0)),
                                                   lambda a, b: (jnp.maximum(a[0], b[0]), a[1] + b[1]), (1,)), [normal(4, 5), ints(0, 9, 4, 5)])
add("lax_reduce_window_max_pad", lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME"), [normal(1, 7, 7, 2)])
add("lax_reduce_window_avg", lambda x: lax.reduce_window(x, 0.0, lax.add, (1, 2, 2, 1), (1, 1, 1, 1), ((0, 0), (1, 1), (1, 1), (0, 0))) / 4.0, [normal(1, 5, 5, 2)])
add("lax_reduce_window_dilated", lambda x: lax.reduce_window(x, 0.0, lax.add, (2, 2), (1, 2), "VALID", base_dilation=(2, 1), window_dilation=(1, 2)), [normal(6, 8)])
add("lax_reduce_window_int_min", lambda x: lax.reduce_window(x, jnp.int32(jnp.iinfo(jnp.int32).max), lax.min, (3,), (1,), "SAME"), [ints(-99, 99, 10)])
add("lax_select_and_scatter", jax.grad(lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (2, 2), (2, 2), "VALID").sum()), [normal(6, 6)])
add("lax_reduce_precision", lambda x: (lax.reduce_precision(x, 5, 10), lax.reduce_precision(x, 8, 7)), [normal(8)])

# -- lax: convolutions, dot_general --------------------------------------------

add("conv_dilated", lambda x, k: lax.conv_general_dilated(x, k, (1, 1), "SAME", rhs_dilation=(2, 2), dimension_numbers=("NHWC", "HWIO", "NHWC")),
    [normal(1, 9, 9, 2), normal(3, 3, 2, 4)])
add("conv_groups", lambda x, k: lax.conv_general_dilated(x, k, (2, 2), ((1, 1), (1, 1)), feature_group_count=2,
                                                         dimension_numbers=("NCHW", "OIHW", "NCHW")), [normal(2, 4, 8, 8), normal(6, 2, 3, 3)])
add("conv_depthwise", lambda x, k: lax.conv_general_dilated(x, k, (1, 1), "VALID", feature_group_count=3, dimension_numbers=("NHWC", "HWIO", "NHWC")),
    [normal(1, 6, 6, 3), normal(3, 3, 1, 3)])
add("conv_transpose", lambda x, k: lax.conv_transpose(x, k, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")), [normal(1, 4, 4, 3), normal(3, 3, 3, 2)])
add("conv_1d_lhs_dilation", lambda x, k: lax.conv_general_dilated(x, k, (1,), ((2, 2),), lhs_dilation=(2,), dimension_numbers=("NWC", "WIO", "NWC")),
    [normal(2, 7, 3), normal(3, 3, 5)])
add("conv_batch_group", jax.grad(lambda k, x: (lax.conv_general_dilated(x, k, (1, 1), "VALID", feature_group_count=2) ** 2).sum()), [normal(4, 1, 3, 3), normal(2, 2, 6, 6)])
add("conv_3d", lambda x, k: lax.conv(x, k, (1, 1, 1), "SAME"), [normal(1, 2, 4, 4, 4), normal(3, 2, 2, 2, 2)])
add("conv_int8_pref", lambda x, k: lax.conv_general_dilated(x, k, (1, 1), "VALID", preferred_element_type=jnp.int32), [ints(-8, 8, 1, 2, 5, 5, dtype=np.int8), ints(-8, 8, 3, 2, 2, 2, dtype=np.int8)])
add("dot_pref_int8", lambda a, b: lax.dot_general(a, b, (((1,), (0,)), ((), ())), preferred_element_type=jnp.int32), [ints(-100, 100, 4, 8, dtype=np.int8), ints(-100, 100, 8, 3, dtype=np.int8)])
add("dot_pref_bf16", lambda a, b: lax.dot_general(a, b, (((2,), (1,)), ((0,), (0,))), preferred_element_type=jnp.float32), [normal(2, 3, 4).astype(BF16), normal(2, 4, 5).astype(BF16)])
add("dot_precision_highest", lambda a, b: jnp.matmul(a, b, precision=lax.Precision.HIGHEST), [normal(3, 4), normal(4, 2)])
add("dot_f16", lambda a, b: a @ b, [normal(3, 4).astype(np.float16), normal(4, 2).astype(np.float16)], tol=4e-3)
add("einsum_multi", lambda a, b, c: jnp.einsum("ij,jk,kl->il", a, b, c), [normal(3, 4), normal(4, 5), normal(5, 2)])
add("einsum_batch_trace", lambda a, b: (jnp.einsum("bii->b", a), jnp.einsum("bij,bjk->bik", a, b), jnp.einsum("i,j->ij", a[0, 0], b[0, 0])),
    [normal(2, 3, 3), normal(2, 3, 4)])
add("vdot_outer_kron", lambda a, b: (jnp.vdot(a, b), jnp.outer(a, b), jnp.kron(a[:2], b[:3]), jnp.tensordot(a, b, 1)), [normal(4), normal(4)])

# -- lax: slicing, gather, scatter --------------------------------------------

add("dynamic_slice_update", lambda x, i, u: (lax.dynamic_slice(x, (i, jnp.int32(1)), (2, 3)), lax.dynamic_update_slice(x, u, (i, i)),
                                             lax.dynamic_index_in_dim(x, i, 1, keepdims=False)), [normal(5, 6), np.int32(2), normal(2, 2)])
add("dynamic_slice_clamped", lambda x, i: lax.dynamic_slice_in_dim(x, i, 3), [normal(6), np.int32(5)])
add("gather_modes", lambda x, i: (x[i], jnp.take(x, i, axis=1, mode="clip"), jnp.take(x, i + 5, axis=0, mode="fill", fill_value=-1.0),
                                  jnp.take_along_axis(x, jnp.argsort(x, axis=1), axis=1)), [normal(5, 5), ints(0, 5, 3)])
add("gather_advanced", lambda x, i, j: (x[i, :, j], x[:, i[:2]], x[1:, ::2, -1], x[..., None, 0]), [normal(4, 5, 6), ints(0, 4, 3), ints(0, 6, 3)])
add("scatter_variants", lambda x, i, u: (x.at[i].set(u), x.at[i].add(u), x.at[i].multiply(u), x.at[i].min(u), x.at[i].max(u),
                                         x.at[i + 3].add(u, mode="drop"), x.at[i].get(mode="fill", fill_value=0.0)),
    [normal(6, 3), np.array([4, 0, 4], np.int32), normal(3, 3)])
add("scatter_2d_indices", lambda x, i, u: x.at[i[:, 0], i[:, 1]].add(u), [normal(4, 4), ints(0, 4, 5, 2), normal(5)])
add("scatter_unique_sorted", lambda x, i, u: x.at[i].set(u, unique_indices=True, indices_are_sorted=True), [normal(6), np.array([0, 2, 5], np.int32), normal(3)])
add("segment_sum", lambda d, s: (jax.ops.segment_sum(d, s, num_segments=4), jax.ops.segment_max(d, s, num_segments=4)), [normal(8), np.array([0, 0, 1, 1, 1, 2, 3, 3], np.int32)])
add("pad_concat_rev", lambda x: (lax.pad(x, jnp.float32(0.5), ((1, -1, 1), (0, 2, 0))), jnp.concatenate([x, x[::-1]], 1), jnp.flip(x), jnp.roll(x, 2, 1),
                                  jnp.tile(x, (2, 1)), jnp.repeat(x, 2, axis=0), jnp.pad(x, 2, mode="reflect"), jnp.transpose(x)), [normal(3, 4)])
add("reshape_squeeze_expand", lambda x: (x.reshape(2, 6), jnp.expand_dims(x, 0).squeeze(), jnp.broadcast_to(x[:, :1], (3, 4)), x.ravel()[::3]), [normal(3, 4)])
add("iota_tri_where", lambda x: (jnp.tril(x), jnp.triu(x, 1), jnp.where(x > 0, x, 0.0), jnp.eye(3, 4), jnp.arange(10.0) / 3, jnp.linspace(0.0, 1.0, 5)), [normal(3, 4)])

# -- lax: control flow, autodiff ----------------------------------------------


def _while(x):
    return lax.while_loop(lambda c: c[0] < 10, lambda c: (c[0] + 1, c[1] * 1.1 + jnp.sin(c[1])), (0, x))


add("cf_while", _while, [normal(4)])
add("cf_fori_unrolled", lambda x: lax.fori_loop(0, 4, lambda i, c: c + i * c, x, unroll=2), [normal(3)])
add("cf_cond", lambda p, x: lax.cond(p, lambda a: jnp.cos(a), lambda a: a * 3.0, x), [np.bool_(True), normal(3)])
add("cf_switch", lambda i, x: lax.switch(i, [jnp.sin, jnp.cos, lambda a: -a], x), [np.int32(1), normal(3)])
add("cf_scan", lambda xs: lax.scan(lambda c, x: (c * 0.9 + x, jnp.tanh(c)), jnp.zeros(3, jnp.float32), xs), [normal(5, 3)])
add("cf_scan_reverse_unroll", lambda xs: lax.scan(lambda c, x: (c + x, c), 0.0, xs, reverse=True, unroll=3), [normal(7).astype(np.float64)])
add("cf_map", lambda xs: lax.map(lambda r: jnp.sort(r)[::-1] * r.sum(), xs), [normal(4, 3)])
add("cf_associative_scan", lambda x: lax.associative_scan(jnp.add, x), [normal(9)])
add("cf_nested", lambda x: lax.fori_loop(0, 3, lambda i, c: lax.cond(i % 2 == 0, lambda z: z + 1.0, lambda z: z * 2.0, c), x), [normal(4)])


@jax.custom_jvp
def _softclip(x):
    return jnp.tanh(x) * 2.0


@_softclip.defjvp
def _softclip_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return _softclip(x), 2.0 * (1 - jnp.tanh(x) ** 2) * t


@jax.custom_vjp
def _clipgrad(x):
    return x * x


def _clipgrad_fwd(x):
    return x * x, x


def _clipgrad_bwd(x, g):
    return (jnp.clip(2 * x * g, -1.0, 1.0),)


_clipgrad.defvjp(_clipgrad_fwd, _clipgrad_bwd)

add("ad_custom_jvp", lambda x: (_softclip(x), jax.grad(lambda y: _softclip(y).sum())(x), jax.jvp(_softclip, (x,), (jnp.ones_like(x),))[1]), [normal(5)])
add("ad_custom_vjp", lambda x: (_clipgrad(x), jax.grad(lambda y: _clipgrad(y).sum())(x)), [normal(5)])
add("ad_remat", lambda x, w: jax.grad(lambda w_: jax.checkpoint(lambda a, b: jnp.sin(a @ b) @ b.T)(x, w_).sum())(w), [normal(3, 4), normal(4, 4)])
add("ad_remat_policy", jax.grad(lambda x: jax.checkpoint(lambda y: jnp.sum(jnp.exp(jnp.sin(y)) ** 2), policy=jax.checkpoint_policies.nothing_saveable)(x)), [normal(6)])
add("ad_hessian", jax.hessian(lambda x: jnp.sum(jnp.sin(x) * x ** 3)), [normal(3)])
add("ad_vmap_grad_mlp", jax.vmap(jax.grad(lambda w, x: jnp.sum(jax.nn.relu(x @ w) ** 2)), in_axes=(None, 0)), [normal(4, 3), normal(5, 4)])
add("ad_jacfwd_while", jax.jacfwd(lambda x: lax.fori_loop(0, 3, lambda i, c: jnp.sin(c) * x, x)), [normal(3)])
add("ad_stop_gradient", lambda x: jax.grad(lambda y: jnp.sum(y * lax.stop_gradient(y) ** 2))(x), [normal(4)])

# -- linalg (LAPACK custom_calls on CPU; no harness) ---------------------------

spd = normal(4, 4)
spd = (spd @ spd.T + 4 * np.eye(4)).astype(np.float32)
add("la_cholesky", jnp.linalg.cholesky, [spd], run=False)
add("la_triangular_solve", lambda a, b: lax.linalg.triangular_solve(a, b, left_side=True, lower=True), [np.tril(spd), normal(4, 2)])
add("la_qr", jnp.linalg.qr, [normal(5, 3)], run=False)
add("la_svd", jnp.linalg.svd, [normal(4, 3)], run=False)
add("la_eigh", jnp.linalg.eigh, [spd], run=False)
add("la_eig", jnp.linalg.eig, [normal(3, 3)], run=False)
add("la_lu", jax.scipy.linalg.lu, [normal(4, 4)], run=False)
add("la_inv", jnp.linalg.inv, [spd], run=False)
add("la_det_slogdet", lambda a: (jnp.linalg.det(a), jnp.linalg.slogdet(a)), [spd], run=False)
add("la_solve", jnp.linalg.solve, [spd, normal(4, 2)], run=False)
add("la_cho_solve", lambda a, b: jax.scipy.linalg.cho_solve(jax.scipy.linalg.cho_factor(a), b), [spd, normal(4)], run=False)
add("la_pinv_f64", jnp.linalg.pinv, [normal(4, 3, dtype=np.float64)], run=False)
add("la_eigh_complex", jnp.linalg.eigh, [(spd + 0.1j * (normal(4, 4) - normal(4, 4).T)).astype(np.complex64)], run=False)
add("la_tridiagonal_solve", lambda dl, d, du, b: lax.linalg.tridiagonal_solve(dl, d, du, b),
    [np.r_[0, normal(3)].astype(np.float32), unif(4, 5, 4), np.r_[normal(3), 0].astype(np.float32), normal(4, 1)], run=False)

# -- fft ------------------------------------------------------------------------

add("fft_complex", lambda z: (jnp.fft.fft(z), jnp.fft.ifft(z), jnp.fft.fft2(z.reshape(2, 4))), [(normal(8) + 1j * normal(8)).astype(np.complex64)], tol=1e-3)
add("fft_real", lambda x: (jnp.fft.rfft(x), jnp.fft.irfft(jnp.fft.rfft(x), n=8), jnp.fft.rfftn(x.reshape(2, 4))), [normal(8)], tol=1e-3)
add("fft_f64", lambda x: (jnp.fft.fftn(x), jnp.fft.fftshift(x)), [normal(4, 4, dtype=np.float64)])

# -- dtypes ---------------------------------------------------------------------

add("dt_bf16_mlp", lambda x, w: jax.nn.relu(x @ w).astype(jnp.float32), [normal(3, 4).astype(BF16), normal(4, 5).astype(BF16)], tol=3e-2)
add("dt_f16_ops", lambda x: (x * 2 + 1, jnp.exp(x), x.astype(jnp.float32).sum(), jnp.max(x)), [normal(6).astype(np.float16)], tol=4e-3)
add("dt_int8_uint32", lambda a, b: (a + a, a * a, (a >> 1), b * np.uint32(3), b >> 3, b % np.uint32(7), a.astype(jnp.uint32), b.astype(jnp.int8)),
    [ints(-128, 127, 6, dtype=np.int8), ints(0, 2**32, 6, dtype=np.uint32)])
add("dt_bool", lambda a, b: (a & b, a | b, a ^ b, ~a, jnp.sum(a), jnp.where(a, 1, 2)), [np.array([True, False, True, False]), np.array([True, True, False, False])])
add("dt_x64", lambda a, b: (a * b, a // b, a.astype(jnp.float64) / 3, jnp.uint64(2**63) + b.astype(jnp.uint64)), [ints(-2**40, 2**40, 4, dtype=np.int64), ints(1, 2**20, 4, dtype=np.int64)])
add("dt_convert_all", lambda x: (x.astype(jnp.int8), x.astype(jnp.uint8), x.astype(jnp.int16), x.astype(jnp.uint16), x.astype(jnp.float16), x.astype(jnp.bfloat16),
                                 x.astype(jnp.complex64), x.astype(jnp.bool_), x.astype(jnp.float64)), [normal(5) * 50])
add("dt_bitcast_popcnt", lambda x, i: (lax.bitcast_convert_type(x, jnp.int32), lax.population_count(i), lax.clz(i), lax.bitcast_convert_type(x, jnp.uint8)),
    [normal(4), ints(0, 2**31 - 1, 4)])
add("dt_f8", lambda x: (x.astype(jnp.float8_e4m3fn).astype(jnp.float32), x.astype(jnp.float8_e5m2).astype(jnp.float32)), [normal(6)])
add("dt_int4", lambda x: x.astype(jnp.int4).astype(jnp.int32) * 2, [ints(-8, 8, 6)], run=False)
add("dt_complex_mixed", lambda a, b: (lax.complex(a, b), jnp.abs(lax.complex(a, b)) + a), [normal(4), normal(4)])

# -- more lowering paths ----------------------------------------------------------

add("misc_composite", lambda x: lax.composite(lambda y: jnp.tanh(y) * 2.0, name="my.tanh2", version=2)(x), [normal(4)])
add("misc_ragged_dot", lambda l, r, g: lax.ragged_dot(l, r, g), [normal(6, 4), normal(3, 4, 5), np.array([1, 2, 3], np.int32)])
add("misc_approx_max_k", lambda x: lax.approx_max_k(x, 3), [normal(2, 16)], run=False)
add("misc_searchsorted_unique", lambda a, v: (jnp.searchsorted(a, v), jnp.unique(v, size=4, fill_value=0.0), jnp.bincount(jnp.abs(v * 3).astype(jnp.int32), length=8)),
    [np.sort(normal(10)), normal(6)])
add("misc_interp_histogram", lambda x: (jnp.interp(x, jnp.linspace(-2.0, 2.0, 5), jnp.arange(5.0)), jnp.histogram(x, bins=4, range=(-2.0, 2.0))[0]), [normal(12)])
add("misc_image_resize", lambda x: jax.image.resize(x, (1, 6, 6, 2), "bilinear"), [normal(1, 3, 3, 2)])
add("misc_signal_convolve", lambda a, b: (jax.scipy.signal.convolve(a, b, mode="same"), jnp.convolve(a, b), jnp.correlate(a, b, mode="full")), [normal(9), normal(3)])
add("misc_rng_bit_generator", lambda k: lax.rng_bit_generator(k, (3, 2), dtype=jnp.uint32), [np.array([1, 2, 3, 4], np.uint32)])
add("misc_sort_complex_bf16", lambda z, b: (jnp.sort(z), lax.top_k(b, 2)), [(normal(5) + 1j * normal(5)).astype(np.complex64), normal(6).astype(BF16)], tol=3e-2)
add("misc_donate", lambda x, y: (x + y, x * y), [normal(3), normal(3)])
add("misc_typed_key", lambda k: jax.random.normal(jax.random.wrap_key_data(k), (3,)), [KEY])
add("misc_erf_inv_f64_edge", lambda x: lax.erf_inv(x), [np.array([-1.0, -0.999999, 0.0, 1e-12, 0.5, 0.999999999, 1.0])])
add("misc_clamp_select_n", lambda p, x: (lax.clamp(jnp.float32(-0.5), x, jnp.float32(0.5)), lax.select_n(p, x, -x, x * 2)), [np.array([0, 1, 2, 1], np.int32), normal(4)])
add("misc_reduce_and_argsort_int64", lambda x: (jnp.argsort(x), jnp.cumsum(x), jnp.prod(x)), [ints(-5, 5, 7, dtype=np.int64)])
add("misc_expm1_log1p_f16", lambda x: (jnp.expm1(x), jnp.log1p(jnp.abs(x))), [normal(6).astype(np.float16)], tol=4e-3)
add("misc_while_tuple_int", lambda n: lax.while_loop(lambda c: c[0] < n, lambda c: (c[0] + 1, c[1] * 2 % 1000003, c[2] ^ c[0].astype(jnp.uint32)), (jnp.int32(0), jnp.int64(1), jnp.uint32(7))), [np.int32(20)])
add("misc_dot_general_batch_int", lambda a, b: lax.dot_general(a, b, (((2,), (1,)), ((0,), (0,)))), [ints(-9, 9, 2, 3, 4), ints(-9, 9, 2, 4, 2)])
add("misc_logsumexp_where", lambda x: jax.nn.logsumexp(x, axis=0, where=x > 0), [normal(5, 3)])
add("misc_softmax_bf16", lambda x: jax.nn.softmax(x.astype(jnp.bfloat16)).astype(jnp.float32), [normal(3, 5)], tol=3e-2)
add("misc_vmap_cond", jax.vmap(lambda p, x: lax.cond(p > 0, jnp.sin, jnp.cos, x)), [normal(4), normal(4)])
add("misc_grad_while_scan", jax.grad(lambda x: lax.scan(lambda c, _: (jnp.sin(c) * 1.5, None), x, None, length=4)[0].sum()), [normal(3)])


# -- shape polymorphism (jax.export with symbolic shapes; no harness) -----------


def _sym(spec, dtype=np.float32, scope=None):
    return jax.ShapeDtypeStruct(jax.export.symbolic_shape(spec, scope=scope), dtype)


_scope = jax.export.SymbolicScope()
add("poly_mlp", lambda x, w: jax.nn.gelu(x @ w), [_sym("b, 8", scope=_scope), jax.ShapeDtypeStruct((8, 4), np.float32)], export=True)
add("poly_reduce_reshape", lambda x: (x.sum(0), x.reshape(-1), jnp.concatenate([x, x], 0), x[::2]), [_sym("b, 3")], export=True)
add("poly_two_dims", lambda x, y: jnp.einsum("bn,nm->bm", x, y) + jnp.arange(y.shape[1]), [_sym("b, n", scope=_scope), _sym("n, m", scope=_scope)], export=True)
add("poly_chlo", lambda x: (lax.erf_inv(jnp.tanh(x)), jax.lax.top_k(x, 2)[0], jnp.sinh(x)), [_sym("b, 5")], export=True)
add("poly_while", lambda x: lax.fori_loop(0, x.shape[0], lambda i, c: c + x[i], jnp.zeros(x.shape[1:], x.dtype)), [_sym("b, 4")], export=True)
add("poly_constraints", lambda x: x[: x.shape[0] // 2] * 2, [jax.ShapeDtypeStruct(jax.export.symbolic_shape("b", constraints=["b >= 4", "mod(b, 2) == 0"]), np.float32)], export=True)
add("export_multi_platform", lambda x: jnp.sin(x) * 2, [jax.ShapeDtypeStruct((4,), np.float32)], export=True, platforms=("cpu", "cuda", "tpu"))
add("export_static_vjp", lambda x: jnp.tanh(x).sum(), [jax.ShapeDtypeStruct((3, 2), np.float32)], export=True, vjp=True)
add("poly_dot_broadcast", lambda x: jax.nn.softmax(x[:, :, None] * x[:, None, :], axis=-1), [_sym("b, 5")], export=True)

# -- multi-device sharding (no harness) ----------------------------------------------


def _mesh():
    return Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ("x", "y"))


def _sharded_jit(fn, in_specs, out_specs=None):
    mesh = _mesh()
    ins = tuple(NamedSharding(mesh, s) for s in in_specs)
    outs = None if out_specs is None else tuple(NamedSharding(mesh, s) for s in out_specs)
    if outs and len(outs) == 1:
        outs = outs[0]
    return jax.jit(fn, in_shardings=ins, out_shardings=outs) if outs else jax.jit(fn, in_shardings=ins)


try:
    from jax.experimental.shard_alike import shard_alike
except ImportError:  # pragma: no cover
    shard_alike = None


def _explicit_program():
    mesh = jax.make_mesh((2, 4), ("x", "y"), axis_types=(jax.sharding.AxisType.Explicit,) * 2)
    return jax.jit(lambda a: (a * 2).sum(axis=1), in_shardings=NamedSharding(mesh, P("x", None)))


def _sm(fn, in_specs, out_specs):
    return shard_map(fn, _mesh(), in_specs, out_specs)


SHARDED = {
    "shard_named_matmul": (lambda: _sharded_jit(lambda a, b: jnp.tanh(a @ b), (P("x", None), P(None, "y")), (P("x", "y"),)),
                           [normal(8, 16), normal(16, 8)]),
    "shard_constraint": (lambda: _sharded_jit(lambda a: jax.lax.with_sharding_constraint(a * 2, NamedSharding(_mesh(), P(None, "x"))).sum(0),
                                              (P("x", "y"),)), [normal(8, 8)]),
    "shard_map_psum": (lambda: jax.jit(_sm(lambda a: lax.psum(a.sum(0, keepdims=True), "x"), (P("x", "y"),), P(None, "y"))), [normal(8, 8)]),
    "shard_map_all_gather": (lambda: jax.jit(_sm(lambda a: lax.all_gather(a, "y", tiled=True), (P("x", "y"),), P("x", "y"))), [normal(8, 8)]),
    "shard_map_ppermute": (lambda: jax.jit(_sm(lambda a: lax.ppermute(a, "y", [(i, (i + 1) % 4) for i in range(4)]), (P("x", "y"),), P("x", "y"))), [normal(8, 8)]),
    "shard_map_all_to_all_scatter": (lambda: jax.jit(_sm(lambda a: (lax.all_to_all(a, "y", 0, 0, tiled=True), lax.psum_scatter(a, "y", scatter_dimension=1, tiled=True),
                                                                    lax.pmax(a, ("x", "y")), a + lax.axis_index("y")),
                                                         (P("x", "y"),), (P("x", "y"), P("x", "y"), P("x", "y"), P("x", "y")))), [normal(8, 16)]),
    "shard_map_partial_auto": (lambda: jax.jit(shard_map(lambda a: lax.psum(a, "x"), _mesh(), (P("x"),), P())), [normal(8, 4)]),
    "shard_multi_axis": (lambda: _sharded_jit(lambda a: jnp.sin(a) @ a.T, (P(("x", "y"), None),), (P(None, ("y", "x")),)), [normal(8, 8)]),
    "shard_alike": (lambda: _sharded_jit(lambda a, b: shard_alike(a * 2, b + 1), (P("x", None), P())), [normal(8, 4), normal(8, 4)]),
    "shard_nested_jit": (lambda: _sharded_jit(lambda a: jax.jit(lambda y: jax.lax.with_sharding_constraint(jnp.exp(y), NamedSharding(_mesh(), P("y"))))(a) + 1,
                                              (P("x"),)), [normal(8)]),
    "shard_unconstrained": (lambda: _sharded_jit(lambda a: jax.lax.with_sharding_constraint(a * 3, NamedSharding(_mesh(), P(P.UNCONSTRAINED, "y"))), (P("x", None),)), [normal(8, 8)]),
    "shard_explicit_axes": (lambda: _explicit_program(), [normal(8, 4)]),
}
# Without shard_map the module is the global view with sharding annotations:
# the interpreter runs it on every partition and each must get JAX's result.
GLOBAL_VIEW = {"shard_named_matmul", "shard_constraint"}
for _n, (_mk, _args) in SHARDED.items():
    PROGRAMS[_n] = (_mk, _args, {"sharded": True, "run": _n in GLOBAL_VIEW})
    PROGRAMS[_n + "_gspmd"] = (_mk, _args, {"sharded": True, "gspmd": True, "run": _n in GLOBAL_VIEW})


def _pmap_program():
    return jax.pmap(lambda a: lax.psum(a, "i") * a, axis_name="i")


PROGRAMS["pmap_psum"] = (_pmap_program, [normal(8, 3)], {"sharded": True, "gspmd": True})


# ---------------------------------------------------------------------------
# Writing
# ---------------------------------------------------------------------------


def literal(a):
    """MLIR dense literal text of a numpy array."""
    a = np.asarray(a)
    if a.dtype == np.bool_:
        fmt = lambda v: "true" if v else "false"  # noqa: E731
    elif np.issubdtype(a.dtype, np.complexfloating):
        fmt = lambda v: "(%r, %r)" % (float(np.real(v)), float(np.imag(v)))  # noqa: E731
    elif a.dtype.kind == "f" or a.dtype == BF16 or a.dtype.name.startswith("float8"):
        bits = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]
        fmt = lambda v: "0x%X" % np.array(v, a.dtype).view(bits).item()  # noqa: E731
    else:
        fmt = lambda v: str(int(v))  # noqa: E731

    def rec(x):
        if x.ndim == 0:
            return fmt(x[()])
        return "[" + ", ".join(rec(e) for e in x) + "]"

    return "dense<%s>" % rec(a)


ELEM = {
    "float32": "f32", "float64": "f64", "float16": "f16", "bfloat16": "bf16",
    "float8_e4m3fn": "f8E4M3FN", "float8_e5m2": "f8E5M2",
    "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64",
    "uint8": "ui8", "uint16": "ui16", "uint32": "ui32", "uint64": "ui64", "bool": "i1",
    "complex64": "complex<f32>", "complex128": "complex<f64>",
}


def mlir_type(a):
    a = np.asarray(a)
    return "tensor<%s>" % "x".join([str(d) for d in a.shape] + [ELEM[a.dtype.name]])


def is_float(a):
    return a.dtype.kind in "fc" or a.dtype == BF16 or a.dtype.name.startswith("float8")


def harness(text, args, results, rel):
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
        if is_float(r):
            finite = np.abs(r[np.isfinite(r)].astype(np.complex128 if r.dtype.kind == "c" else np.float64))
            scale = max(1.0, float(finite.max()) if finite.size else 1.0)
            tol = max(1e-4, rel * scale)
            lines.append("    check.expect_almost_eq_const %%r#%d, %s : %s {tolerance = %.1e : f64}" % (i, literal(r), rtypes[i], tol))
        else:
            lines.append("    check.expect_eq_const %%r#%d, %s : %s" % (i, literal(r), rtypes[i]))
    lines.append("    func.return")
    lines.append("  }")
    end = body.rindex("}")
    return body[:end] + "\n".join(lines) + "\n" + body[end:]


def clean(text):
    return text.replace(REPO + os.sep, "").replace(HERE + os.sep, "")


def lower(name, fn, args, opts):
    """Returns (debug text, plain text or None, results or None)."""
    if opts.get("export"):
        kw = {"platforms": opts["platforms"]} if "platforms" in opts else {}
        exp = jax.export.export(jax.jit(fn), **kw)(*args)
        if opts.get("vjp"):
            exp = exp.vjp()
        return exp.mlir_module(), None, None
    if opts.get("sharded"):
        jax.config.update("jax_use_shardy_partitioner", not opts.get("gspmd"))
        try:
            f = fn()
            lowered = f.lower(*args)
            text = lowered.as_text(dialect="stablehlo", debug_info=True)
            if not opts.get("run"):
                return text, None, None
            results = [np.asarray(r) for r in jax.tree_util.tree_leaves(f(*args))]
            return text, lowered.as_text(dialect="stablehlo"), results
        finally:
            jax.config.update("jax_use_shardy_partitioner", True)
    jitted = jax.jit(fn, donate_argnums=(0,)) if name == "misc_donate" else jax.jit(fn)
    lowered = jitted.lower(*args)
    text = lowered.as_text(dialect="stablehlo", debug_info=True)
    if opts.get("run", True) is False:
        return text, None, None
    results = jax.tree_util.tree_leaves(jitted(*args))
    results = [np.asarray(r) for r in results]
    return text, lowered.as_text(dialect="stablehlo"), results


def main():
    only = set(sys.argv[1:])
    header = "// Exported by tests/models/jax_corpus/export.py with JAX %s; do not edit.\n" % jax.__version__
    for name, (fn, args, opts) in PROGRAMS.items():
        if only and name not in only:
            continue
        try:
            text, plain, results = lower(name, fn, args, opts)
        except Exception as e:  # noqa: BLE001
            print("SKIP %s: %s: %s" % (name, type(e).__name__, str(e).splitlines()[0][:200]))
            continue
        text = clean(text)
        if len(text) > MAX_BYTES:
            print("SKIP %s: %d bytes" % (name, len(text)))
            continue
        for old in (name + ".mlir", name + ".run.mlir"):
            if os.path.exists(os.path.join(HERE, old)):
                os.remove(os.path.join(HERE, old))
        with open(os.path.join(HERE, name + ".mlir"), "w") as f:
            f.write(header + text)
        wrote = "mlir"
        main = re.search(r"func\.func public @main\((.*)", plain or "")
        if plain is not None and main and len(re.findall(r"%arg\d+:", main.group(1))) != len(args):
            plain = None  # JAX pruned unused arguments
        if plain is not None and "custom_call" not in plain and "?x" not in plain:
            run = harness(clean(plain), [np.asarray(a) for a in args], results, opts.get("tol", 2e-5))
            if len(run) <= MAX_BYTES:
                with open(os.path.join(HERE, name + ".run.mlir"), "w") as f:
                    f.write(header + run)
                wrote += " run"
        print("wrote %s (%s)" % (name, wrote))


if __name__ == "__main__":
    main()
