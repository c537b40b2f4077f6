#!/usr/bin/env python3
"""Regenerates the CHLO decomposition test programs in tests/chlo/.

Each program is a JAX function using one CHLO op (jax.lax and
jax.scipy.special), exported by jaxlib on a small input with edge cases,
wrapped in a @main that feeds it the input and checks its results against
what XLA on CPU computes for the same function. Floats and complex
numbers pass within |actual - expected| <= atol + n eps |expected| (n a
number of units in the last place per op and type, atol a small absolute
bound for results near zero; NaN matches NaN); integers must be equal.

lit runs every program twice: through --chlo-pre-serialization-pipeline and
-inline (which must leave no CHLO op), and straight through the
interpreter's own CHLO kernels.

The script is run by hand when the programs need refreshing; the tests never
run Python. It needs jax and jaxlib from PyPI in the running interpreter,
e.g. python3 -m venv /tmp/venv && /tmp/venv/bin/pip install jax &&
/tmp/venv/bin/python tests/chlo/make_tests.py

Usage: python3 tests/chlo/make_tests.py
"""

import pathlib
import re

import jax
import jax.numpy as jnp
import jax.scipy.special as special
import numpy as np
from jax import lax

jax.config.update("jax_enable_x64", True)

OUT = pathlib.Path(__file__).resolve().parent

INF, NAN = float("inf"), float("nan")

# Inputs per function family: small vectors with the edge cases.
UNIT = [-1.0, -0.999, -0.75, -0.5, -0.1, -0.0, 0.0, 1e-5, 0.3, 0.7, 0.99, 1.0, 1.5, -2.0, NAN]
WIDE = [-20.0, -5.0, -1.0, -0.5, -1e-4, 0.0, 1e-6, 0.25, 1.0, 3.0, 9.0, -9.5, INF, -INF, NAN]
ACOSH = [1.0, 1.0001, 1.5, 2.0, 10.0, 1e3, 3e4, 0.5, -1.0, INF, NAN]
ATAN = [-INF, -100.0, -1.0, -0.3, 0.0, 1e-7, 0.5, 1.0, 2.0, 1e6, INF, NAN]
TAN = [-1.5, -1.0, -0.5, 0.0, 1e-4, 0.25, 1.0, 1.5, 3.0, 10.0, NAN]
ERF = [-INF, -5.0, -3.0, -1.5, -1.0, -0.5, -0.1, 0.0, 0.05, 0.5, 0.9, 1.0, 1.2, 2.0, 3.0, 4.0, 6.0, 10.0, INF, NAN]
ERF_INV = [-1.0, -0.999, -0.9, -0.5, -0.1, 0.0, 0.01, 0.3, 0.8, 0.99, 0.99999, 1.0, 1.5, NAN]
LGAMMA = [-INF, -2.5, -1.5, -0.5, -3.0, 0.0, 0.1, 0.5, 1.0, 1.5, 2.0, 3.0, 4.5, 10.0, 30.0, 100.0, 1e4, INF, NAN]
DIGAMMA = [-2.5, -1.5, -0.5, 0.0, -1.0, 0.1, 0.5, 1.0, 1.5, 2.0, 5.0, 10.0, 100.0, NAN]
BESSEL = [-20.0, -8.0, -3.0, -1.0, -0.1, 0.0, 0.5, 1.0, 2.0, 7.9, 8.0, 8.5, 15.0, 50.0, 1000.0, INF, NAN]
COMPLEX = [0.5 + 0.5j, -1 + 2j, 2 - 3j, 0.1 - 0.2j, 3 + 0.1j, -0.7 - 1.1j, 0.3 + 0j, 1e-3 + 1e-3j, -4 + 0.5j, 0.2 + 5j]
# sinh, cosh and tan of complex numbers: arguments where exp does not
# overflow.
COMPLEX_HYP = [0.5 + 0.5j, -1 + 2j, 2 - 3j, 0.1 - 0.2j, 3 + 0.1j, -0.7 - 1.1j, 0.3 + 0j, 1e-3 + 1e-3j]

REAL = ["float32", "float64", "bfloat16", "float16"]
CPLX = ["complex64", "complex128"]

# ULP bounds per element type. XLA's CPU kernels for exp, log, sin and the
# like are not correctly rounded, nor are ours, and the special functions
# compose several of them; the bounds allow for that.
ULP = {"float32": 16, "float64": 16, "bfloat16": 2, "float16": 2, "complex64": 16, "complex128": 16}
# igamma, igammac and betainc run series and continued fractions in loops
# whose rounding differs from XLA's fused CPU code from step to step.
LOOPS = {dt: 256 for dt in ULP}


def unary(name, fn, inputs, dtypes, ulp=None):
    return [(f"{name}_{dt}", fn, [np.array(inputs, dtype=jnp.dtype(dt))], (ulp or {}).get(dt, ULP[dt]))
            for dt in dtypes]


def binary(name, fn, x, y, dtypes, ulp=None):
    return [(f"{name}_{dt}", fn, [np.array(x, dtype=jnp.dtype(dt)), np.array(y, dtype=jnp.dtype(dt))],
             (ulp or {}).get(dt, ULP[dt]))
            for dt in dtypes]


def cases():
    c = []
    for name, fn, xs in [
        ("acos", lax.acos, UNIT), ("asin", lax.asin, UNIT), ("atanh", lax.atanh, UNIT),
        ("acosh", lax.acosh, ACOSH), ("asinh", lax.asinh, WIDE), ("atan", lax.atan, ATAN),
        ("sinh", lax.sinh, WIDE), ("cosh", lax.cosh, WIDE), ("tan", lax.tan, TAN),
    ]:
        c += unary(name, fn, xs, REAL)
    for name, fn in [("acos", lax.acos), ("asin", lax.asin), ("atan", lax.atan), ("acosh", lax.acosh),
                     ("asinh", lax.asinh), ("atanh", lax.atanh)]:
        c += unary(name, fn, COMPLEX, CPLX)
    for name, fn in [("sinh", lax.sinh), ("cosh", lax.cosh), ("tan", lax.tan)]:
        c += unary(name, fn, COMPLEX_HYP, CPLX)
    c += unary("erf", lax.erf, ERF, REAL)
    c += unary("erfc", lax.erfc, ERF, REAL)
    # erfinv is ill-conditioned near ±1 (at 0.99999 one ulp of the input
    # moves the result by thousands): XLA's polynomial is some 150 eps from
    # the exact value there, the interpreter's kernel closer.
    c += unary("erf_inv", lax.erf_inv, ERF_INV, REAL, {"float64": 256})
    c += unary("lgamma", lax.lgamma, LGAMMA, REAL)
    c += unary("digamma", lax.digamma, DIGAMMA, REAL)
    c += unary("bessel_i1e", lax.bessel_i1e, BESSEL, REAL)
    c += binary("nextafter", lax.nextafter,
                [0.0, 0.0, 1.0, 1.0, -1.0, 1.5, -0.0, INF, NAN, 3.0, -INF, 1e-30],
                [1.0, -1.0, 2.0, 0.0, -2.0, 1.5, 0.0, 0.0, 1.0, INF, 0.0, 0.0],
                REAL, {dt: 0 for dt in REAL})
    c += binary("polygamma", lax.polygamma,
                [0.0, 1.0, 1.0, 2.0, 3.0, 1.0, 2.0, 1.5, -1.0, 4.0],
                [0.5, 1.0, 2.5, 3.0, 4.0, 10.0, 0.3, 2.0, 2.0, 7.5],
                ["float32", "float64"])
    c += binary("zeta", lax.zeta,
                [2.0, 3.0, 4.0, 2.5, 1.5, 5.0, 2.0, 1.0, 0.5, 6.0],
                [1.0, 1.0, 2.0, 0.5, 3.0, 10.0, 100.0, 2.0, 1.0, 0.25],
                ["float32", "float64"])
    c += binary("igamma", lax.igamma,
                [0.5, 1.0, 2.0, 5.0, 10.0, 3.0, 0.1, 20.0],
                [0.3, 1.0, 2.0, 4.0, 20.0, 0.5, 0.01, 15.0],
                ["float32", "float64"], LOOPS)
    c += binary("igammac", lax.igammac,
                [0.5, 1.0, 2.0, 5.0, 10.0, 3.0, 0.1, 20.0],
                [0.3, 1.0, 2.0, 4.0, 20.0, 0.5, 0.01, 15.0],
                ["float32", "float64"], LOOPS)
    for dt in ["float32", "float64"]:
        a = np.array([0.5, 1.0, 2.0, 5.0, 0.3, 3.0], dtype=dt)
        b = np.array([0.5, 2.0, 3.0, 1.0, 4.0, 3.0], dtype=dt)
        x = np.array([0.1, 0.5, 0.25, 0.9, 0.05, 0.5], dtype=dt)
        c.append((f"betainc_{dt}", lax.betainc, [a, b, x], LOOPS[dt]))
    for dt in ["float32", "float64", "bfloat16", "int32"]:
        x = np.array([[3, 1, 4, 1, 5, 9, 2, 6], [-2, 7, 1, 8, 2, 8, 1, 8], [0, 0, 0, 0, 0, 0, 0, 0]], dtype=jnp.dtype(dt))
        c.append((f"top_k_{dt}", lambda x: lax.top_k(x, 3), [x], 0))
    return c


def hexdense(a):
    """A dense literal holding a's raw little-endian bytes."""
    return 'dense<"0x' + np.ascontiguousarray(a).tobytes().hex().upper() + '">'


def tensor_type(a):
    names = {"float32": "f32", "float64": "f64", "bfloat16": "bf16", "float16": "f16",
             "complex64": "complex<f32>", "complex128": "complex<f64>", "int32": "i32", "bool": "i1"}
    dims = "".join(f"{d}x" for d in a.shape)
    return f"tensor<{dims}{names[str(a.dtype)]}>"


# Absolute tolerances per element type, for results near zero where a
# relative bound means nothing (lgamma at 1 and 2, the imaginary part of
# asin on the real axis, differences of nearly equal terms).
ATOL = {"float32": 1e-6, "float64": 1e-15, "bfloat16": 1e-3, "float16": 1e-4,
        "complex64": 1e-6, "complex128": 1e-15}
EPS = {"float32": 2.0**-23, "float64": 2.0**-52, "bfloat16": 2.0**-7, "float16": 2.0**-10,
       "complex64": 2.0**-23, "complex128": 2.0**-52}


def allclose(r, e, expected, ulp, p):
    """Lines checking |r - e| <= atol + ulp * eps * |e| elementwise, with
    equal values (infinities) and NaN against NaN passing."""
    dt = str(expected.dtype)
    t = tensor_type(expected)
    part = t.replace("complex<f32>", "f32").replace("complex<f64>", "f64")
    b = "tensor<" + "".join(f"{d}x" for d in expected.shape) + "i1>"
    rtol = ulp * EPS[dt]
    return [
        f"    %{p}d = stablehlo.subtract {r}, {e} : {t}",
        f"    %{p}ad = stablehlo.abs %{p}d : ({t}) -> {part}",
        f"    %{p}ae = stablehlo.abs {e} : ({t}) -> {part}",
        f"    %{p}rtol = stablehlo.constant dense<{rtol:.6e}> : {part}",
        f"    %{p}atol = stablehlo.constant dense<{ATOL[dt]:.6e}> : {part}",
        f"    %{p}m = stablehlo.multiply %{p}ae, %{p}rtol : {part}",
        f"    %{p}bound = stablehlo.add %{p}m, %{p}atol : {part}",
        f"    %{p}near = stablehlo.compare LE, %{p}ad, %{p}bound : ({part}, {part}) -> {b}",
        f"    %{p}eq = stablehlo.compare EQ, {r}, {e} : ({t}, {t}) -> {b}",
        f"    %{p}rn = stablehlo.compare NE, {r}, {r} : ({t}, {t}) -> {b}",
        f"    %{p}en = stablehlo.compare NE, {e}, {e} : ({t}, {t}) -> {b}",
        f"    %{p}nan = stablehlo.and %{p}rn, %{p}en : {b}",
        f"    %{p}or = stablehlo.or %{p}near, %{p}eq : {b}",
        f"    %{p}ok = stablehlo.or %{p}or, %{p}nan : {b}",
        f"    check.expect_eq_const %{p}ok, dense<true> : {b}",
    ]


def program(name, fn, args, ulp):
    lowered = jax.jit(fn).lower(*args)
    text = lowered.as_text()
    expected = jax.jit(fn)(*args)
    if not isinstance(expected, (tuple, list)):
        expected = [expected]
    expected = [np.asarray(e) for e in expected]
    lines = text.strip().splitlines()
    assert lines[0].startswith("module @") and lines[-1] == "}", name
    body = "\n".join(lines[1:-1])
    body, n = re.subn(r"func\.func public @main\(", "func.func private @f(", body)
    assert n == 1, name
    if "chlo." not in body:
        raise ValueError(f"{name}: JAX emitted no CHLO op")
    out = [
        f"// {name}: generated by tests/chlo/make_tests.py with JAX {jax.__version__}; expected",
        "// values computed by XLA on CPU. Do not edit.",
        "// RUN: stablehlo-opt-go --chlo-pre-serialization-pipeline -inline %s | FileCheck %s --implicit-check-not=chlo.",
        "// RUN: stablehlo-opt-go --chlo-pre-serialization-pipeline -inline %s | stablehlo-translate-go --interpret",
        "// RUN: stablehlo-translate-go --interpret %s",
        "// CHECK: func.func @main",
        "module {",
        body,
        "  func.func @main() {",
    ]
    names = []
    for i, a in enumerate(args):
        out.append(f"    %x{i} = stablehlo.constant {hexdense(a)} : {tensor_type(a)}")
        names.append(f"%x{i}")
    rtypes = [tensor_type(e) for e in expected]
    rs = ", ".join(f"%r#{i}" for i in range(len(expected))) if len(expected) > 1 else "%r"
    results = "%r" if len(expected) == 1 else f"%r:{len(expected)}"
    atypes = ", ".join(tensor_type(a) for a in args)
    rt = rtypes[0] if len(rtypes) == 1 else "(" + ", ".join(rtypes) + ")"
    out.append(f"    {results} = func.call @f({', '.join(names)}) : ({atypes}) -> {rt}")
    for i, e in enumerate(expected):
        r = "%r" if len(expected) == 1 else f"%r#{i}"
        t = tensor_type(e)
        out.append(f"    %e{i} = stablehlo.constant {hexdense(e)} : {t}")
        if e.dtype.kind in "iub":
            out.append(f"    check.expect_eq {r}, %e{i} : {t}, {t}")
        else:
            out += allclose(r, f"%e{i}", e, ulp, f"c{i}")
    out += ["    func.return", "  }", "}", ""]
    return "\n".join(out)


def main():
    for old in OUT.glob("*.mlir"):
        old.unlink()
    skipped = []
    for name, fn, args, ulp in cases():
        try:
            text = program(name, fn, args, ulp)
        except Exception as e:  # an op JAX does not support for a type
            skipped.append(f"{name}: {type(e).__name__}: {str(e).splitlines()[0]}")
            continue
        (OUT / f"{name}.mlir").write_text(text)
    if skipped:
        print("skipped:\n  " + "\n  ".join(skipped))


if __name__ == "__main__":
    main()
