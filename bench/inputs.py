"""Makes the benchmark inputs and times the programs with XLA on the CPU.

    python bench/inputs.py --out DIR [--runs N] [PROGRAM ...]

For every program of bench/programs.py it writes the arguments as
DIR/inputs/<program>/arg<i>.npy, XLA's results as
DIR/xla/<program>/result<i>.npy, and into DIR/xla.json the time XLA took
to compile and make the first call, and the steady state per call (the
compiled executable called repeatedly on arguments already on the device).
"""

import argparse
import json
import os
import platform
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax  # noqa: E402
import numpy as np  # noqa: E402

import programs  # noqa: E402


def block(out):
    return jax.tree_util.tree_map(lambda a: a.block_until_ready(), out)


def measure(p, args, runs, warmup):
    dev = [jax.device_put(a) for a in args]
    block(dev)
    start = time.perf_counter_ns()
    compiled = jax.jit(p.fn).lower(*dev).compile()
    out = block(compiled(*dev))
    first = time.perf_counter_ns() - start
    for _ in range(warmup):
        block(compiled(*dev))
    times = []
    for _ in range(runs):
        t = time.perf_counter_ns()
        block(compiled(*dev))
        times.append(time.perf_counter_ns() - t)
    results = out if isinstance(out, (tuple, list)) else [out]
    return {
        "compile_first_call_ns": first,
        "times_ns": times,
        "min_ns": min(times),
        "median_ns": int(statistics.median(times)),
        "mean_ns": int(statistics.mean(times)),
    }, [np.asarray(r) for r in results]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, help="directory for the inputs, results and xla.json")
    ap.add_argument("--runs", type=int, default=10, help="timed calls per program")
    ap.add_argument("--warmup", type=int, default=2, help="untimed calls after the first")
    ap.add_argument("names", nargs="*", help="programs (default: all)")
    opts = ap.parse_args()
    report = {
        "jax": jax.__version__,
        "jaxlib": jax.lib.__version__ if hasattr(jax.lib, "__version__") else "",
        "numpy": np.__version__,
        "python": platform.python_version(),
        "devices": [str(d) for d in jax.devices()],
        "programs": {},
    }
    for p in programs.by_name(opts.names):
        args = programs.example_inputs(p)
        in_dir = os.path.join(opts.out, "inputs", p.name)
        os.makedirs(in_dir, exist_ok=True)
        for i, a in enumerate(args):
            np.save(os.path.join(in_dir, f"arg{i}.npy"), a)
        timing, results = measure(p, args, opts.runs, opts.warmup)
        res_dir = os.path.join(opts.out, "xla", p.name)
        os.makedirs(res_dir, exist_ok=True)
        for i, r in enumerate(results):
            np.save(os.path.join(res_dir, f"result{i}.npy"), r)
        timing.update(args=len(args), results=len(results), rtol=p.rtol, atol=p.atol,
                      description=p.description)
        report["programs"][p.name] = timing
        print(f"xla {p.name:12s} compile+first {timing['compile_first_call_ns'] / 1e6:9.2f} ms"
              f"  median {timing['median_ns'] / 1e6:9.3f} ms", flush=True)
    with open(os.path.join(opts.out, "xla.json"), "w") as f:
        json.dump(report, f, indent=2)


if __name__ == "__main__":
    main()
