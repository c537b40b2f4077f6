#!/usr/bin/env python3
"""Regenerates golden.txt: SHA-256 digests of MLIR's own float printing and
APFloat conversions, computed with the MLIR Python bindings shipped in jaxlib.

Usage: python3 gen_golden.py > golden.txt   (needs: pip install jaxlib numpy)

The inputs are produced by the same deterministic generator as
golden_test.go, so both sides hash identical sequences.
"""
import hashlib
import struct
import sys

import numpy as np
from jaxlib.mlir import ir

M64 = (1 << 64) - 1

# name: (mlir type constructor, width, mantissa bits, min exp, max exp,
#        has inf, has nan, signed)
FORMATS = {
    "f4E2M1FN": (lambda: ir.Float4E2M1FNType.get(), 4, 1, 0, 2, False, False, True),
    "f6E2M3FN": (lambda: ir.Float6E2M3FNType.get(), 6, 3, 0, 2, False, False, True),
    "f6E3M2FN": (lambda: ir.Float6E3M2FNType.get(), 6, 2, -2, 4, False, False, True),
    "f8E3M4": (lambda: ir.Float8E3M4Type.get(), 8, 4, -2, 3, True, True, True),
    "f8E4M3": (lambda: ir.Float8E4M3Type.get(), 8, 3, -6, 7, True, True, True),
    "f8E4M3FN": (lambda: ir.Float8E4M3FNType.get(), 8, 3, -6, 8, False, True, True),
    "f8E4M3FNUZ": (lambda: ir.Float8E4M3FNUZType.get(), 8, 3, -7, 7, False, True, True),
    "f8E4M3B11FNUZ": (lambda: ir.Float8E4M3B11FNUZType.get(), 8, 3, -10, 4, False, True, True),
    "f8E5M2": (lambda: ir.Float8E5M2Type.get(), 8, 2, -14, 15, True, True, True),
    "f8E5M2FNUZ": (lambda: ir.Float8E5M2FNUZType.get(), 8, 2, -15, 15, False, True, True),
    "f8E8M0FNU": (lambda: ir.Float8E8M0FNUType.get(), 8, 0, -127, 127, False, True, False),
    "bf16": (lambda: ir.BF16Type.get(), 16, 7, -126, 127, True, True, True),
    "f16": (lambda: ir.F16Type.get(), 16, 10, -14, 15, True, True, True),
    "tf32": (lambda: ir.FloatTF32Type.get(), 19, 10, -126, 127, True, True, True),
}


class SplitMix:
    def __init__(self, seed):
        self.state = seed & M64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & M64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)


def f64(bits):
    return struct.unpack("<d", struct.pack("<Q", bits))[0]


def bits64(v):
    return struct.unpack("<Q", struct.pack("<d", v))[0]


def conversion_inputs(mant, min_exp, max_exp, has_inf, has_nan, signed, n=6000):
    """Doubles near a format's range, with many exact ties (see Go twin)."""
    rng = SplitMix(0x5EED0000 + mant * 1000 + (min_exp & 0xFFF))
    lo, hi = min_exp - mant - 3, max_exp + 2
    out = []
    for _ in range(n):
        r1, r2 = rng.next(), rng.next()
        sel = r1 & 7
        e = lo + (r1 >> 8) % (hi - lo + 1)
        frac = r2 >> 12
        cut = 52 - mant
        if sel < 2:
            frac = ((frac >> cut) << cut) | (1 << (cut - 1))
        elif sel == 2:
            frac = (frac >> cut) << cut
        neg = signed and (r1 >> 4) & 1 == 1
        out.append((int(neg) << 63) | ((e + 1023) << 52) | frac)
    out += [0, 1 << 63]
    if has_inf or has_nan:
        out.append(0x7FF0000000000000)
        if signed:
            out.append(0xFFF0000000000000)
    if has_nan:
        out.append(0x7FF8000000000000)
    return out


def canon(v, has_inf=True):
    # APFloat widens f8E8M0FNU's NaN to an infinity; that format has none.
    if v != v or (not has_inf and v in (float("inf"), float("-inf"))):
        return "nan"
    return "%016x" % bits64(v)


def dense_texts(typ, raw, dtype):
    texts = []
    for i in range(0, len(raw), 100):
        chunk = np.array(raw[i:i + 100], dtype=dtype)
        s = str(ir.DenseElementsAttr.get(chunk, type=typ))
        body = s[len("dense<"):s.rindex("> : ")]
        if body.startswith("["):
            texts += body[1:-1].split(", ")
        else:
            texts.append(body)
    return texts


def digest(lines):
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def random_values(seed, n, width):
    """Random bit patterns and decimal-looking values (see Go twin)."""
    rng = SplitMix(seed)
    out = []
    for i in range(n):
        r = rng.next()
        if i % 2 == 0:
            out.append(r & ((1 << width) - 1))
            continue
        m = float(r % 10000000 + 1)
        j = (r >> 32) % 23
        v = m / float(10 ** j) if (r >> 40) & 1 else m * float(10 ** j)
        if (r >> 41) & 1:
            v = -v
        if width == 32:
            out.append(struct.unpack("<I", struct.pack("<f", v))[0])
        else:
            out.append(bits64(v))
    return out


def main():
    w = sys.stdout.write
    with ir.Context(), ir.Location.unknown():
        for name, (ctor, width, mant, min_exp, max_exp, has_inf, has_nan, signed) in FORMATS.items():
            typ = ctor()
            if width <= 16:
                dtype = np.uint8 if width <= 8 else np.uint16
                texts = dense_texts(typ, list(range(1 << width)), dtype)
            else:
                texts = []
                for b in range(1 << width):
                    exp = (b >> 10) & 0xFF
                    if exp == 0xFF and b & 0x3FF:
                        continue
                    v = struct.unpack("<f", struct.pack("<I", b << 13))[0]
                    s = str(ir.FloatAttr.get(typ, v))
                    texts.append(s[:s.rindex(" : ")])
            w("print %s %s\n" % (name, digest(texts)))
            ins = conversion_inputs(mant, min_exp, max_exp, has_inf, has_nan, signed)
            outs = [canon(ir.FloatAttr.get(typ, f64(b)).value, has_inf) for b in ins]
            w("convert %s %s\n" % (name, digest(outs)))
        f32 = random_values(0xF32, 20000, 32)
        w("print f32 %s\n" % digest(dense_texts(ir.F32Type.get(), f32, np.uint32)))
        f64s = random_values(0xF64, 20000, 64)
        w("print f64 %s\n" % digest(dense_texts(ir.F64Type.get(), f64s, np.uint64)))


if __name__ == "__main__":
    main()
