"""Runs stablehlo-bench-go on the benchmark programs and compares with XLA.

    python bench/report.py --tool BIN --dir DIR [--out BENCHMARKS.md] [PROGRAM ...]

DIR holds what inputs.py made (inputs, XLA's results and xla.json). For
every program this runs `stablehlo-bench-go --json` on bench/programs/<p>.mlir
with the same inputs, checks its results against XLA's within the program's
tolerances, prints a table of the steady-state and first-result times with
the ratios to XLA and their geometric mean, and writes the table with a
description of the machine to --out. Exits 1 when a program failed or a
result did not match.
"""

import argparse
import datetime
import json
import math
import os
import platform
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def fmt_ns(ns):
    if ns is None:
        return "-"
    if ns >= 1e9:
        return f"{ns / 1e9:.2f} s"
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    return f"{ns / 1e3:.1f} µs"


def fmt_ratio(r):
    if r is None:
        return "-"
    return f"{r:.1f}x" if r >= 10 else f"{r:.2f}x"


def fmt_mib(n):
    return "-" if n is None else f"{n / 2**20:.0f} MiB"


def compare(ours_dir, xla_dir, count, rtol, atol):
    """Returns a list of problems ([] when every result matches)."""
    problems = []
    for i in range(count):
        try:
            want = np.load(os.path.join(xla_dir, f"result{i}.npy"))
            got = np.load(os.path.join(ours_dir, f"main_result{i}.npy"))
        except OSError as e:
            problems.append(f"result {i}: {e}")
            continue
        if got.shape != want.shape or got.dtype != want.dtype:
            problems.append(f"result {i}: {got.dtype}{list(got.shape)}, XLA gives {want.dtype}{list(want.shape)}")
            continue
        if np.issubdtype(want.dtype, np.inexact):
            ok = np.isclose(got, want, rtol=rtol, atol=atol, equal_nan=True)
            if not ok.all():
                bad = int((~ok).sum())
                err = np.abs(got.astype(np.complex128) - want.astype(np.complex128))
                problems.append(f"result {i}: {bad} of {want.size} elements differ "
                                f"(max abs error {np.nanmax(err):.3g}, rtol {rtol}, atol {atol})")
        elif not np.array_equal(got, want):
            bad = int((got != want).sum())
            problems.append(f"result {i}: {bad} of {want.size} elements differ")
    return problems


def run_ours(tool, program, inputs_dir, results_dir, nargs, runs, warmup, max_time):
    cmd = [tool, os.path.join(HERE, "programs", program + ".mlir"), "--json",
           "--runs", str(runs), "--warmup", str(warmup), "--results-npy-dir", results_dir]
    if max_time:
        cmd += ["--max-time", max_time]
    for i in range(nargs):
        cmd += ["--arg-npy", os.path.join(inputs_dir, f"arg{i}.npy")]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError((p.stderr or p.stdout).strip().splitlines()[-1] if (p.stderr or p.stdout).strip()
                           else f"exit status {p.returncode}")
    return json.loads(p.stdout)


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def geomean(values):
    values = [v for v in values if v]
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tool", required=True, help="the stablehlo-bench-go binary")
    ap.add_argument("--dir", required=True, help="the directory inputs.py wrote")
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=1)
    ap.add_argument("--max-time", default="10s", help="stablehlo-bench-go --max-time per program")
    ap.add_argument("--go-version", default="", help="the Go version the tool was built with")
    ap.add_argument("--note", default="", help="a remark on the conditions of the run, for the report")
    ap.add_argument("--out", help="write the report (Markdown) here")
    ap.add_argument("names", nargs="*", help="programs (default: all that inputs.py timed)")
    opts = ap.parse_args()

    with open(os.path.join(opts.dir, "xla.json")) as f:
        xla = json.load(f)
    names = opts.names or list(xla["programs"])
    rows, failures = [], []
    # One untimed run first, so that the tool's libraries (MLIR's are large)
    # are in the page cache for the first timed program, as JAX's are in
    # the process that timed XLA.
    if names and names[0] in xla["programs"]:
        with tempfile.TemporaryDirectory() as tmp:
            try:
                run_ours(opts.tool, names[0], os.path.join(opts.dir, "inputs", names[0]), tmp,
                         xla["programs"][names[0]]["args"], 1, 0, opts.max_time)
            except (RuntimeError, ValueError):
                pass  # the timed run reports the failure
    for name in names:
        x = xla["programs"].get(name)
        if x is None:
            raise SystemExit(f"{name}: not in {opts.dir}/xla.json; run inputs.py for it")
        row = {"name": name, "desc": x["description"], "xla": x["median_ns"], "xla_first": x["compile_first_call_ns"]}
        results_dir = os.path.join(opts.dir, "ours", name)
        os.makedirs(results_dir, exist_ok=True)
        for old in os.listdir(results_dir):
            os.remove(os.path.join(results_dir, old))
        try:
            ours = run_ours(opts.tool, name, os.path.join(opts.dir, "inputs", name), results_dir,
                            x["args"], opts.runs, opts.warmup, opts.max_time)
        except (RuntimeError, ValueError) as e:
            row["error"] = str(e)
            failures.append(f"{name}: failed: {e}")
            rows.append(row)
            print(f"ours {name:12s} FAILED: {e}", flush=True)
            continue
        row.update(ours=ours["median_ns"], runs=ours["runs"],
                   ours_first=ours["load_compile_ns"] + ours["first_call_ns"],
                   heap=ours["peak_heap_bytes"], rss=ours["max_rss_bytes"])
        problems = compare(results_dir, os.path.join(opts.dir, "xla", name), x["results"], x["rtol"], x["atol"])
        row["check"] = "ok" if not problems else "MISMATCH"
        failures += [f"{name}: {p}" for p in problems]
        rows.append(row)
        print(f"ours {name:12s} load+first {fmt_ns(row['ours_first']):>10s}  median {fmt_ns(row['ours']):>10s}"
              f"  ({row['runs']} runs)  {row['check']}", flush=True)

    for r in rows:
        r["ratio"] = r["ours"] / r["xla"] if r.get("ours") else None
        r["first_ratio"] = r["ours_first"] / r["xla_first"] if r.get("ours_first") else None
    header = ["program", "XLA CPU", "ours", "ours/XLA", "first result: ours", "XLA", "ours/XLA",
              "peak Go heap", "max RSS", "check"]
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    for r in rows:
        cells = [r["name"], fmt_ns(r["xla"]), fmt_ns(r.get("ours")), fmt_ratio(r.get("ratio")),
                 fmt_ns(r.get("ours_first")), fmt_ns(r["xla_first"]), fmt_ratio(r.get("first_ratio")),
                 fmt_mib(r.get("heap")), fmt_mib(r.get("rss")), r.get("check", "error")]
        lines.append("| " + " | ".join(cells) + " |")
    gm = geomean([r.get("ratio") for r in rows])
    gm_first = geomean([r.get("first_ratio") for r in rows])
    lines.append(f"| **geometric mean** | | | **{fmt_ratio(gm)}** | | | **{fmt_ratio(gm_first)}** | | | |")
    table = "\n".join(lines)
    print()
    print(table)
    if failures:
        print("\nproblems:\n  " + "\n  ".join(failures))

    if opts.out:
        load = os.getloadavg()
        now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
        doc = [
            "# Benchmarks: the Go interpreter against XLA on the CPU",
            "",
            "Generated by `make bench` (bench/: export.py lowers the programs with JAX, inputs.py makes",
            "their inputs and times XLA, report.py runs `stablehlo-bench-go --json` and writes this file).",
            "",
            "- **XLA CPU**, **ours**: steady state, the median time per call of the compiled program called",
            "  repeatedly (XLA: `jax.jit(f).lower(...).compile()` called on device arrays; ours:",
            "  `interp.Load` once, then `Program.Run`).",
            "- **first result**: ours is load (parse, verify, compile) + the first call; XLA's is",
            "  lowering + compilation + the first call. Both with their libraries loaded: XLA's in the",
            "  process that imported JAX, ours after one untimed run of the tool.",
            "- **peak Go heap**: the high-water mark of the Go heap's objects; **max RSS**: the",
            "  process's maximum resident set size (both from stablehlo-bench-go).",
            "- **check**: our results against XLA's, within each program's tolerances (bench/programs.py).",
            "",
            "## Machine",
            "",
            f"- CPU: {cpu_model()}, {os.cpu_count()} cores",
            f"- OS: {platform.system()} {platform.release()}",
            f"- Go: {opts.go_version or 'unknown'}; JAX {xla.get('jax', '?')}, jaxlib {xla.get('jaxlib', '?')}, "
            f"NumPy {xla.get('numpy', '?')}, Python {xla.get('python', '?')}",
            f"- Date: {now}; load average at the end of the run: {load[0]:.2f}, {load[1]:.2f}, {load[2]:.2f}",
            f"- Runs: ours up to {opts.runs} timed calls after {opts.warmup} warm-up, at most {opts.max_time} "
            "of timed calls per program (at least one); XLA as inputs.py was told (xla.json)",
        ]
        if opts.note:
            doc += ["", f"**Note:** {opts.note}"]
        doc += ["", "## Results", "", table, ""]
        descs = [f"- `{r['name']}`: {r['desc']}" for r in rows]
        doc += ["Programs (bench/programs/*.mlir):", ""] + descs + [""]
        if failures:
            doc += ["## Problems", ""] + [f"- {p}" for p in failures] + [""]
        with open(opts.out, "w") as f:
            f.write("\n".join(doc))
        print(f"\nwrote {opts.out}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
