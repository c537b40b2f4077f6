#!/usr/bin/env python3
"""Regenerates the StableHLO portable artifacts under tests/vhlo/artifacts/.

The artifacts are produced by jaxlib's own serializer so that the VHLO reader
is tested against what JAX really writes. This script is run by hand when the
test data needs refreshing; the tests never run Python. It creates a virtual
environment under /tmp, installs jax and jaxlib from PyPI into it and re-runs
itself there.

For every program below and every StableHLO release version from jaxlib's
minimum to its current one it writes

  artifacts/<program>/<version>.mlirbc  the portable artifact for that target
  artifacts/<program>/expected.mlir     what jaxlib deserializes the artifacts
                                        to (or expected-<version>.mlir where
                                        a version deserializes differently)

  artifacts/VHLO_OPS_UNUSED              the vhlo op versions (dialect/VhloOps.td)
                                        that no artifact uses
  artifacts/<program>/source.mlir       the program as jaxlib serializes it,
                                        with every location written out

A version the program cannot be serialized for (a type or op newer than that
target) is listed in artifacts/<program>/unsupported.txt with jaxlib's reason.
It also writes one whole jax.export serialization (export/) with its inputs
and JAX's results as .npy files.

Then it checks the other direction: build/bin/stablehlo-translate-go
--serialize --target=<version> writes every program for every version jaxlib
could write it for, jaxlib deserializes each of those artifacts, and the
result must be what jaxlib deserialized its own artifact to. The outcome, one
line per artifact, goes to artifacts/READ_BY_JAXLIB; any difference makes the
script exit 1.

Finally it compares bytes: stablehlo-translate-go --serialize
--target=<version> of source.mlir must be byte for byte the artifact jaxlib
wrote from the same text. Because source.mlir spells out every location, the
file name a parser gives its input does not enter the artifact. The outcome,
one line per artifact (identical, or the section and offset of the first
difference and whether jaxlib reads both to the same module), goes to
artifacts/BYTES_VS_JAXLIB; the Go tests keep the identical ones identical.

Usage: python3 tests/vhlo/make_artifacts.py [--check-ours]
  --check-ours  only run the two checks of our writer, against the committed
                artifacts (needs `make build`)
"""

import hashlib
import os
import pathlib
import shutil
import subprocess
import sys
import venv

VENV = pathlib.Path("/tmp/stablehlo-go-vhlo-venv")
HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE / "artifacts"


def ensure_venv():
    """Re-executes this script inside a virtual environment with jax."""
    python = VENV / "bin" / "python"
    if pathlib.Path(sys.prefix).resolve() == VENV.resolve():
        return
    if not python.exists():
        venv.create(VENV, with_pip=True)
        subprocess.check_call([str(python), "-m", "pip", "install", "-q",
                               "jax", "jaxlib"])
    os.execv(str(python), [str(python), __file__] + sys.argv[1:])


def release_versions(minimum, current):
    """The StableHLO release versions (major.minor.0) between two bounds.

    StableHLO 0.x releases ran from 0.9.0 (the first with a compatibility
    guarantee) to 0.20.0; 1.x releases count up from 1.0.0. A new minor version
    is released whenever the opset changes, so one artifact per minor version
    covers every opset jaxlib can target.
    """
    def parse(v):
        return tuple(int(p) for p in v.split("."))

    lo, hi = parse(minimum), parse(current)
    out = []
    for major, last_minor in ((0, 20), (1, hi[1] if hi[0] == 1 else 0)):
        for minor in range(0, last_minor + 1):
            v = (major, minor, 0)
            if lo <= v <= hi:
                out.append("%d.%d.%d" % v)
    return out


# Programs written as StableHLO text: features JAX does not emit directly
# (quantized types, dynamic shapes, custom calls with attributes).
TEXT_PROGRAMS = {
    "quantized": """
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %1 = stablehlo.add %0, %0 : tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %2 = stablehlo.uniform_dequantize %1 : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
""",
    "quantized_per_axis": """
func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.uniform_quantize %arg0 : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.25:-2, 2.0:0}>>
  %1 = stablehlo.uniform_dequantize %0 : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.25:-2, 2.0:0}>>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
""",
    "dynamic": """
func.func @main(%arg0: tensor<?x4xf32>, %arg1: tensor<2xi64>, %arg2: tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> (tensor<?x4xf32>, tensor<i32>) {
  %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %1 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  %2 = stablehlo.dynamic_iota %arg1, dim = 0 : (tensor<2xi64>) -> tensor<?x4xf32>
  %3 = stablehlo.add %1, %2 : tensor<?x4xf32>
  %4 = stablehlo.get_dimension_size %arg2, dim = 0 : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> tensor<i32>
  %5 = stablehlo.convert %4 : (tensor<i32>) -> tensor<f32>
  %6 = stablehlo.dynamic_pad %3, %5, %arg1, %arg1, %arg1 : (tensor<?x4xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x4xf32>
  %7 = stablehlo.dynamic_reshape %6, %arg1 : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  %8 = stablehlo.add %0, %4 : tensor<i32>
  return %7, %8 : tensor<?x4xf32>, tensor<i32>
}
""",
    "custom_call": """
func.func @main(%arg0: tensor<2x2xf32>, %arg1: !stablehlo.token) -> (tensor<2x2xf32>, !stablehlo.token) {
  %0 = stablehlo.custom_call @my_target(%arg0) {backend_config = "cfg", has_side_effect = true, api_version = 2 : i32, output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = stablehlo.custom_call @other(%0) {mhlo.frontend_attributes = {a = "b"}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = stablehlo.optimization_barrier %1 : tensor<2x2xf32>
  %3 = stablehlo.after_all %arg1 : !stablehlo.token
  %4 = stablehlo.tuple %2, %0 : tuple<tensor<2x2xf32>, tensor<2x2xf32>>
  %5 = stablehlo.get_tuple_element %4[1] : (tuple<tensor<2x2xf32>, tensor<2x2xf32>>) -> tensor<2x2xf32>
  return %5, %3 : tensor<2x2xf32>, !stablehlo.token
}
""",
    "collectives": """
func.func @main(%a: tensor<2xf32>, %t: !stablehlo.token) -> (tensor<4xf32>, tensor<2xf32>, tensor<2xf32>, !stablehlo.token, tensor<2xf32>) {
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<2xf32>) -> tensor<4xf32>
  %1 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  %2 = "stablehlo.all_to_all"(%a) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  %3 = "stablehlo.send"(%a, %t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %4:2 = "stablehlo.recv"(%3) {channel_handle = #stablehlo.channel_handle<handle = 6, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
  %5 = "stablehlo.collective_permute"(%4#0) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  %6 = stablehlo.cbrt %5 : tensor<2xf32>
  %7 = stablehlo.exponential_minus_one %6 : tensor<2xf32>
  %8 = stablehlo.logistic %7 : tensor<2xf32>
  %9 = stablehlo.rsqrt %8 : tensor<2xf32>
  %10 = stablehlo.log %9 : tensor<2xf32>
  %11 = stablehlo.reduce_precision %10, format = e5m10 : tensor<2xf32>
  %12 = "stablehlo.reduce_scatter"(%11) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.maximum %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<2xf32>) -> tensor<2xf32>
  %13 = stablehlo.replica_id : tensor<ui32>
  %14 = stablehlo.partition_id : tensor<ui32>
  %15 = stablehlo.add %13, %14 : tensor<ui32>
  %16 = stablehlo.convert %15 : (tensor<ui32>) -> tensor<f32>
  %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<2xf32>
  %18 = stablehlo.add %12, %17 : tensor<2xf32>
  return %0, %1, %2, %4#1, %18 : tensor<4xf32>, tensor<2xf32>, tensor<2xf32>, !stablehlo.token, tensor<2xf32>
}
""",
    "recent_ops": """
func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<2xf32>) {
  %0:2 = "stablehlo.all_gather"(%a, %b) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %1 = stablehlo.tan %a : tensor<2xf32>
  %2 = stablehlo.composite "my.op" %1 {decomposition = @d, version = 2 : i32, composite_attributes = {k = 1 : i64}} : (tensor<2xf32>) -> tensor<2xf32>
  %3 = "stablehlo.collective_broadcast"(%2) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0#0, %0#1, %3 : tensor<4xf32>, tensor<4xf32>, tensor<2xf32>
}
func.func private @d(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
""",
    # Element-wise ops JAX lowers to other ops.
    "more_elementwise": """
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xi1>) {
  %0 = stablehlo.atan2 %a, %b : tensor<4xf32>
  %1 = stablehlo.ceil %0 : tensor<4xf32>
  %2 = stablehlo.minimum %1, %b : tensor<4xf32>
  %3 = stablehlo.negate %2 : tensor<4xf32>
  %4 = stablehlo.power %3, %a : tensor<4xf32>
  %5 = stablehlo.round_nearest_afz %4 : tensor<4xf32>
  %6 = stablehlo.round_nearest_even %5 : tensor<4xf32>
  %7 = stablehlo.sign %6 : tensor<4xf32>
  %8 = stablehlo.reverse %7, dims = [0] : tensor<4xf32>
  %9 = stablehlo.count_leading_zeros %i : tensor<4xi32>
  %10 = stablehlo.popcnt %9 : tensor<4xi32>
  %11 = stablehlo.not %10 : tensor<4xi32>
  %12 = stablehlo.shift_right_logical %11, %i : tensor<4xi32>
  %13 = stablehlo.is_finite %8 : (tensor<4xf32>) -> tensor<4xi1>
  return %8, %12, %13 : tensor<4xf32>, tensor<4xi32>, tensor<4xi1>
}
""",
    # Batch norm, Cholesky and triangular solve.
    "linalg_norm": """
func.func @main(%x: tensor<2x2x3xf32>, %s: tensor<3xf32>, %m: tensor<3x3xf32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x2x3xf32>
  %1:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  %2:3 = "stablehlo.batch_norm_grad"(%x, %s, %1#1, %1#2, %0) {epsilon = 1.0e-3 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  %3 = stablehlo.cholesky %m, lower = true : tensor<3x3xf32>
  %4 = "stablehlo.triangular_solve"(%3, %m) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  return %1#0, %2#0, %2#1, %3, %4, %0, %1#1, %2#2 : tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>
}
""",
    # Regions (if, map, select_and_scatter), infeed/outfeed and rng.
    "more_ops": """
func.func @main(%a: tensor<4xf32>, %p: tensor<i1>, %t: !stablehlo.token, %x: tensor<4x4xf32>, %lo: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>, !stablehlo.token, tensor<2x2xf32>, tensor<4xf32>) {
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<4xf32>
  }, {
    %n = stablehlo.negate %a : tensor<4xf32>
    stablehlo.return %n : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  %1 = "stablehlo.map"(%0, %a) ({
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %s = stablehlo.multiply %u, %v : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2:2 = "stablehlo.infeed"(%t) {infeed_config = "cfg", layout = [[0]]} : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  %3 = "stablehlo.outfeed"(%2#0, %2#1) {outfeed_config = "out"} : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  %src = stablehlo.slice %x [0:2, 0:2] : (tensor<4x4xf32>) -> tensor<2x2xf32>
  %4 = "stablehlo.select_and_scatter"(%x, %src, %lo) ({
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %c = stablehlo.compare GE, %u, %v : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %s = stablehlo.add %u, %v : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  %5 = stablehlo.slice %4 [0:2, 0:2] : (tensor<4x4xf32>) -> tensor<2x2xf32>
  %hi = stablehlo.constant dense<1.0> : tensor<f32>
  %sh = stablehlo.constant dense<4> : tensor<1xi64>
  %6 = stablehlo.rng %lo, %hi, %sh, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>
  return %1, %6, %3, %5, %2#0 : tensor<4xf32>, tensor<4xf32>, !stablehlo.token, tensor<2x2xf32>, tensor<4xf32>
}
""",
    # Dynamic slicing and gather (dynamic_gather_v1 below 1.1.0).
    "dynamic_more": """
func.func @main(%x: tensor<?x4xf32>, %s: tensor<2xi64>, %g: tensor<2x1xi32>, %sz: tensor<2xi64>) -> (tensor<?x?xf32>, tensor<?x4xf32>, tensor<2x4xf32>) {
  %0 = stablehlo.real_dynamic_slice %x, %s, %s, %s : (tensor<?x4xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = stablehlo.dynamic_reshape %x, %s : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  %3 = "stablehlo.dynamic_gather"(%x, %g, %sz) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<?x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4xf32>
  return %0, %1, %3 : tensor<?x?xf32>, tensor<?x4xf32>, tensor<2x4xf32>
}
""",
    # Ops StableHLO still parses but JAX no longer emits.
    "legacy_ops": """
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %i: tensor<2xi32>) -> (tensor<2x2xf32>, tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>, tensor<2x3xf32>, !stablehlo.token) {
  %0 = "stablehlo.dot"(%a, %b) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %1 = "stablehlo.broadcast"(%a) {broadcast_sizes = array<i64: 4>} : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  %2 = "stablehlo.torch_index_select"(%a, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  %3 = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc->ac"} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %4 = "stablehlo.unary_einsum"(%a) {einsum_config = "ab->ab"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = "stablehlo.create_token"() : () -> !stablehlo.token
  return %0, %1, %2, %3, %4, %5 : tensor<2x2xf32>, tensor<4x2x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>, tensor<2x3xf32>, !stablehlo.token
}
""",
    "small_types": """
func.func @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi4>, tensor<4xui4>, tensor<4xf8E4M3FN>, tensor<4xf8E5M2>, tensor<4xf16>, tensor<4xbf16>, tensor<4xi1>, tensor<4xui64>) {
  %0 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xi4>
  %1 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xui4>
  %2 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  %3 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xf8E5M2>
  %4 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xf16>
  %5 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xbf16>
  %6 = stablehlo.constant dense<[true, false, true, true]> : tensor<4xi1>
  %7 = stablehlo.constant dense<[1, 2, 18446744073709551615, 0]> : tensor<4xui64>
  %8 = stablehlo.constant dense<1.5> : tensor<4xbf16>
  %9 = stablehlo.add %5, %8 : tensor<4xbf16>
  %10 = stablehlo.convert %9 : (tensor<4xbf16>) -> tensor<4xf32>
  return %10, %0, %1, %2, %3, %4, %5, %6, %7 : tensor<4xf32>, tensor<4xi4>, tensor<4xui4>, tensor<4xf8E4M3FN>, tensor<4xf8E5M2>, tensor<4xf16>, tensor<4xbf16>, tensor<4xi1>, tensor<4xui64>
}
""",
}


def jax_programs():
    """Small JAX programs lowered to StableHLO text, by name."""
    import jax
    import jax.numpy as jnp
    from jax import lax

    f32 = jnp.float32

    def elementwise(x, y):
        z = jnp.exp(x) * y - jnp.log1p(jnp.abs(y)) / (x + 2.0)
        z = jnp.where(x > y, jnp.tanh(z), jnp.sqrt(jnp.abs(z)))
        i = z.astype(jnp.int32)
        i = (i << 1) ^ (i & 3) | (i >> 1)
        return jnp.maximum(z, jnp.sin(x)) + jnp.floor(y) + i.astype(f32) ** 2

    def dot_conv(a, b, img, ker):
        d = jnp.einsum("bij,bjk->bik", a, b, precision=lax.Precision.HIGHEST)
        c = lax.conv_general_dilated(img, ker, (1, 1), "SAME",
                                     rhs_dilation=(1, 1),
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return d, c

    def reductions(x):
        s = jnp.sum(x, axis=1)
        m = jnp.argmax(x, axis=0)
        w = lax.reduce_window(x, -jnp.inf, lax.max, (2, 2), (1, 1), "VALID")
        c = jnp.cumsum(x, axis=1)
        return s, m, w, c

    def gather_scatter(x, idx, upd):
        g = x[idx]
        s = x.at[idx].add(upd)
        d = lax.dynamic_slice(x, (idx[0], 0), (2, 3))
        return g, s, lax.dynamic_update_slice(x, d, (0, 1)), jnp.concatenate([x, x])[::2].T.reshape(-1)

    def control_flow(x, n):
        def body(i, v):
            return v * 0.5 + i.astype(f32)
        y = lax.fori_loop(0, n, body, x)
        z = lax.cond(n > 2, lambda v: v + 1.0, lambda v: v - 1.0, y)
        k = lax.switch(n % 3, [lambda v: v, jnp.sin, jnp.cos], z)
        return k

    def sort_rng(x, key):
        s = jnp.sort(x)
        _, v = lax.sort_key_val(x, jnp.arange(x.shape[0]))
        bits, _ = lax.rng_bit_generator(key, (4,), dtype=jnp.uint32)
        return s, v, bits

    def fft_complex(x):
        c = jnp.fft.fft(x.astype(jnp.complex64))
        r = jnp.fft.irfft(jnp.fft.rfft(x), n=x.shape[0])
        return jnp.real(c) * jnp.imag(c) + jnp.abs(c), r, lax.complex(x, x)

    programs = {
        "elementwise": (elementwise, (jnp.ones((2, 3), f32), jnp.ones((2, 3), f32))),
        "dot_conv": (dot_conv, (jnp.ones((2, 2, 3), f32), jnp.ones((2, 3, 2), f32),
                                jnp.ones((1, 4, 4, 2), f32), jnp.ones((3, 3, 2, 1), f32))),
        "reductions": (reductions, (jnp.ones((3, 4), f32),)),
        "gather_scatter": (gather_scatter, (jnp.ones((4, 3), f32), jnp.array([1, 3], jnp.int32),
                                            jnp.ones((2, 3), f32))),
        "control_flow": (control_flow, (jnp.ones((3,), f32), jnp.int32(3))),
        "sort_rng": (sort_rng, (jnp.ones((5,), f32), jnp.zeros((2,), jnp.uint64)
                                if jax.config.jax_enable_x64 else jnp.zeros((4,), jnp.uint32))),
        "fft_complex": (fft_complex, (jnp.ones((8,), f32),)),
    }
    out = {}
    for name, (fn, args) in programs.items():
        out[name] = str(jax.jit(fn).lower(*args).compiler_ir("stablehlo"))
    return out


def write_export():
    """Writes one whole jax.export serialization and JAX's results for it."""
    import jax
    import jax.numpy as jnp
    import numpy as np

    def f(x, y):
        return jnp.tanh(x @ y) + jnp.sum(y, axis=0), jnp.cumsum(x, axis=1)

    x = np.arange(6, dtype=np.float32).reshape(2, 3) / 7.0
    y = np.linspace(-1.0, 1.0, 12, dtype=np.float32).reshape(3, 4)
    exp = jax.export.export(jax.jit(f))(x, y)
    d = OUT / "export"
    d.mkdir(parents=True, exist_ok=True)
    (d / "model.jax_exported").write_bytes(exp.serialize())
    (d / "model.mlirbc").write_bytes(exp.mlir_module_serialized)
    np.save(d / "input0.npy", x)
    np.save(d / "input1.npy", y)
    for i, r in enumerate(jax.jit(f)(x, y)):
        np.save(d / ("result%d.npy" % i), np.asarray(r))
    (d / "calling_convention_version.txt").write_text(
        "%d\n" % exp.calling_convention_version)


def with_locations(text, version):
    """The program text as jaxlib reads it, every location written out."""
    from jax._src.interpreters import mlir as jax_mlir
    from jaxlib.mlir.dialects import stablehlo

    # A round trip through an artifact loads every dialect the text uses
    # (quant included, which jax's context does not register).
    blob = stablehlo.serialize_portable_artifact_str(text, version)
    with jax_mlir.make_ir_context() as ctx:
        module = stablehlo.deserialize_portable_artifact(ctx, blob)
        return module.operation.get_asm(enable_debug_info=True)


def deserialize(blob):
    """The StableHLO text jaxlib reads a portable artifact back to."""
    # jax's own context has every dialect a lowered program uses registered.
    from jax._src.interpreters import mlir as jax_mlir
    from jaxlib.mlir.dialects import stablehlo

    with jax_mlir.make_ir_context() as ctx:
        module = stablehlo.deserialize_portable_artifact(ctx, blob)
        return str(module)


TRANSLATE = HERE.parent.parent / "build" / "bin" / "stablehlo-translate-go"


def check_ours():
    """Feeds our artifacts for every program and version to jaxlib.

    Every program is written by stablehlo-translate-go for every version
    jaxlib wrote it for; jaxlib must read each back to the module it read its
    own artifact to (expected.mlir or expected-<version>.mlir). Writes
    artifacts/READ_BY_JAXLIB and returns the number of failures.
    """
    import tempfile

    if not TRANSLATE.exists():
        sys.exit("%s is missing: run `make build` first" % TRANSLATE)
    lines, failures, passed = [], 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for d in sorted(p for p in OUT.iterdir() if (p / "expected.mlir").exists()):
            source = d / "expected.mlir"
            for blob_path in sorted(d.glob("*.mlirbc"),
                                    key=lambda p: tuple(int(x) for x in p.stem.split("."))):
                v = blob_path.stem
                want_path = d / ("expected-%s.mlir" % v)
                if not want_path.exists():
                    want_path = source
                want = want_path.read_text()
                ours = pathlib.Path(tmp) / ("%s-%s.mlirbc" % (d.name, v))
                run = subprocess.run(
                    [str(TRANSLATE), "--serialize", "--target=" + v, str(source),
                     "-o", str(ours)], capture_output=True, text=True)
                if run.returncode != 0:
                    status = "serialize failed: " + run.stderr.strip().splitlines()[0]
                else:
                    try:
                        got = deserialize(ours.read_bytes())
                        status = "ok" if got == want else "differs"
                    except Exception as e:  # jaxlib raises a plain Exception
                        status = "jaxlib failed: " + (str(e).splitlines()[0] if str(e) else type(e).__name__)
                if status == "ok":
                    passed += 1
                else:
                    failures += 1
                lines.append("%s %s %s" % (d.name, v, status))
    lines.append("passed %d of %d" % (passed, passed + failures))
    (OUT / "READ_BY_JAXLIB").write_text("\n".join(lines) + "\n")
    print("our artifacts read back by jaxlib: %d of %d identical" % (passed, passed + failures))
    return failures


def read_varint(data, pos):
    """Decodes one MLIR bytecode varint at pos: (value, next position)."""
    first = data[pos]
    if first == 0:
        return int.from_bytes(data[pos + 1:pos + 9], "little"), pos + 9
    size = (first & -first).bit_length()
    return int.from_bytes(data[pos:pos + size], "little") >> size, pos + size


def bytecode_sections(data):
    """Splits MLIR bytecode into (version, producer, [(section id, start, end)])."""
    pos = 4
    version, pos = read_varint(data, pos)
    end = data.index(0, pos)
    producer = data[pos:end].decode()
    pos = end + 1
    sections = []
    while pos < len(data):
        code = data[pos]
        length, pos = read_varint(data, pos + 1)
        if code & 0x80:
            _, pos = read_varint(data, pos)
            while pos < len(data) and data[pos] == 0xCB:
                pos += 1
        sections.append((code & 0x7F, pos, pos + length))
        pos += length
    return version, producer, sections


SECTION_NAMES = {0: "string", 1: "dialect", 2: "attr/type", 3: "attr/type offsets",
                 4: "ir", 5: "resource", 6: "resource offsets", 7: "dialect versions",
                 8: "properties"}


def describe_difference(ours, theirs):
    """Where our bytes first differ from jaxlib's, in bytecode terms."""
    n = min(len(ours), len(theirs))
    offset = next((i for i in range(n) if ours[i] != theirs[i]), n)
    where = "header"
    try:
        ours_v, ours_p, ours_s = bytecode_sections(ours)
        theirs_v, theirs_p, theirs_s = bytecode_sections(theirs)
        if (ours_v, ours_p) == (theirs_v, theirs_p):
            # The first section whose contents differ, and where in it.
            for (sid, a0, a1), (tid, b0, b1) in zip(ours_s, theirs_s):
                a, b = ours[a0:a1], theirs[b0:b1]
                if sid != tid:
                    where = "section %s where jaxlib has %s" % (
                        SECTION_NAMES.get(sid, sid), SECTION_NAMES.get(tid, tid))
                    break
                if a != b:
                    m = min(len(a), len(b))
                    at = next((i for i in range(m) if a[i] != b[i]), m)
                    where = "%s section +%d of %d vs %d bytes" % (
                        SECTION_NAMES.get(sid, sid), at, len(a), len(b))
                    break
    except (IndexError, ValueError):
        where = "unparsed"
    try:
        same = "jaxlib reads both to the same module" if deserialize(ours) == deserialize(theirs) \
            else "jaxlib reads them to different modules"
    except Exception as e:  # jaxlib raises a plain Exception
        same = "jaxlib cannot read ours: " + (str(e).splitlines()[0] if str(e) else type(e).__name__)
    return "differs at byte %d (%s; %d vs %d bytes; %s)" % (
        offset, where, len(ours), len(theirs), same)


def compare_bytes():
    """Compares our artifact bytes with jaxlib's for every program and version.

    Writes artifacts/BYTES_VS_JAXLIB and returns the number of identical
    artifacts.
    """
    import tempfile

    if not TRANSLATE.exists():
        sys.exit("%s is missing: run `make build` first" % TRANSLATE)
    lines, identical, total = [], 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for d in sorted(p for p in OUT.iterdir() if (p / "source.mlir").exists()):
            for blob_path in sorted(d.glob("*.mlirbc"),
                                    key=lambda p: tuple(int(x) for x in p.stem.split("."))):
                v = blob_path.stem
                ours = pathlib.Path(tmp) / ("%s-%s.mlirbc" % (d.name, v))
                run = subprocess.run(
                    [str(TRANSLATE), "--serialize", "--target=" + v, str(d / "source.mlir"),
                     "-o", str(ours)], capture_output=True, text=True)
                total += 1
                if run.returncode != 0:
                    status = "serialize failed: " + run.stderr.strip().splitlines()[0]
                elif ours.read_bytes() == blob_path.read_bytes():
                    status = "identical"
                    identical += 1
                else:
                    status = describe_difference(ours.read_bytes(), blob_path.read_bytes())
                lines.append("%s %s %s" % (d.name, v, status))
    lines.append("identical %d of %d" % (identical, total))
    (OUT / "BYTES_VS_JAXLIB").write_text("\n".join(lines) + "\n")
    print("our artifacts byte-identical to jaxlib's: %d of %d" % (identical, total))
    return identical


def op_coverage():
    """Lists the vhlo op versions no committed artifact uses.

    The op versions are the mnemonics defined in dialect/VhloOps.td; an
    artifact uses an op version when its name is in the artifact's string
    section. Writes artifacts/VHLO_OPS_UNUSED and returns (used, total).
    """
    import re

    td = (HERE.parent.parent / "dialect" / "VhloOps.td").read_text()
    ops = sorted(set(re.findall(r'^def VHLO_\w+\s*:\s*VHLO_\w+<\s*"([a-z0-9_]+)"', td, re.M)))
    strings = set()
    for blob_path in OUT.rglob("*.mlirbc"):
        data = blob_path.read_bytes()
        for sid, start, end in bytecode_sections(data)[2]:
            if sid == 0:
                strings.update(s.decode("latin-1") for s in data[start:end].split(b"\0"))
    unused = [op for op in ops if op not in strings]
    (OUT / "VHLO_OPS_UNUSED").write_text(
        "vhlo op versions used by the artifacts: %d of %d; unused:\n%s" % (
            len(ops) - len(unused), len(ops), "".join(op + "\n" for op in unused)))
    print("vhlo op versions used: %d of %d" % (len(ops) - len(unused), len(ops)))
    return len(ops) - len(unused), len(ops)


def main():
    ensure_venv()
    import jax
    from jaxlib.mlir.dialects import stablehlo

    if "--check-ours" in sys.argv[1:]:
        failures = check_ours()
        compare_bytes()
        sys.exit(1 if failures else 0)

    current = stablehlo.get_current_version()
    minimum = stablehlo.get_minimum_version()
    versions = release_versions(minimum, current)
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    (OUT / "VERSIONS").write_text(
        "jax %s\njaxlib StableHLO %s (minimum %s)\n%s\n" %
        (jax.__version__, current, minimum, "\n".join(versions)))

    programs = dict(jax_programs())
    programs.update(TEXT_PROGRAMS)
    for name, text in sorted(programs.items()):
        d = OUT / name
        d.mkdir()
        text = with_locations(text, current)
        (d / "source.mlir").write_text(text)
        texts = {}
        unsupported = []
        for v in versions:
            try:
                blob = stablehlo.serialize_portable_artifact_str(text, v)
            except Exception as e:  # jaxlib raises a plain Exception
                unsupported.append("%s: %s" % (v, str(e).splitlines()[0] if str(e) else type(e).__name__))
                continue
            (d / (v + ".mlirbc")).write_bytes(blob)
            texts[v] = deserialize(blob)
        common = max(set(texts.values()), key=list(texts.values()).count) if texts else ""
        (d / "expected.mlir").write_text(common)
        for v, t in texts.items():
            if t != common:
                (d / ("expected-%s.mlir" % v)).write_text(t)
        if unsupported:
            (d / "unsupported.txt").write_text("\n".join(unsupported) + "\n")
        print("%-20s %d versions, %d unsupported" % (name, len(texts), len(unsupported)))
    write_export()
    total = sum(p.stat().st_size for p in OUT.rglob("*") if p.is_file())
    print("total %d bytes" % total)
    op_coverage()
    failures = check_ours()
    compare_bytes()
    if failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
