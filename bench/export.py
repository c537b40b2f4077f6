"""Lowers the benchmark programs to StableHLO text with JAX.

    python bench/export.py [--out DIR] [PROGRAM ...]

writes DIR/<program>.mlir (bench/programs by default) for every program of
bench/programs.py, as jax.jit(f).lower(*args).as_text() prints it.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax  # noqa: E402

import programs  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "programs"))
    ap.add_argument("names", nargs="*", help="programs to export (default: all)")
    opts = ap.parse_args()
    os.makedirs(opts.out, exist_ok=True)
    for p in programs.by_name(opts.names):
        # Only shapes and dtypes matter for lowering.
        args = [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in programs.example_inputs(p)]
        text = jax.jit(p.fn).lower(*args).as_text()
        path = os.path.join(opts.out, p.name + ".mlir")
        with open(path, "w") as f:
            f.write(f"// {p.description}; exported by bench/export.py with JAX {jax.__version__}.\n")
            f.write(text)
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
