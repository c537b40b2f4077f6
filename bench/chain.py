"""Writes a 20-op elementwise chain over one tensor<Nxf32> and its input.

Usage: python3 bench/chain.py N NAME  ->  NAME.mlir and NAME.npy (N float32 0.5s)

For measuring the interpreter's peak memory on large tensors, e.g.
  python3 bench/chain.py 52428800 chain200   # 200 MB
  /usr/bin/time -v build/bin/stablehlo-bench-go --runs 1 --warmup 0 [--no-fusion] \
      --arg-npy chain200.npy chain200.mlir
"""
import struct
import sys

n = int(sys.argv[1]); name = sys.argv[2]
ops = ["negate", "exponential", "add_x", "sqrt_abs", "multiply_x"] * 4
lines = [f"func.func @main(%x: tensor<{n}xf32>) -> tensor<{n}xf32> {{"]
prev = "%x"
for i, o in enumerate(ops):
    t = f"tensor<{n}xf32>"
    if o == "add_x":
        lines.append(f"  %v{i} = stablehlo.add {prev}, %x : {t}")
    elif o == "multiply_x":
        lines.append(f"  %v{i} = stablehlo.multiply {prev}, %x : {t}")
    elif o == "sqrt_abs":
        lines.append(f"  %v{i} = stablehlo.abs {prev} : {t}")
    elif o == "exponential":
        lines.append(f"  %v{i} = stablehlo.tanh {prev} : {t}")
    else:
        lines.append(f"  %v{i} = stablehlo.{o} {prev} : {t}")
    prev = f"%v{i}"
lines.append(f"  func.return {prev} : tensor<{n}xf32>")
lines.append("}")
open(name + ".mlir", "w").write("\n".join(lines) + "\n")
hdr = "{'descr': '<f4', 'fortran_order': False, 'shape': (%d,), }" % n
hdr = hdr + " " * (63 - (10 + len(hdr)) % 64) + "\n"
with open(name + ".npy", "wb") as f:
    f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(hdr)) + hdr.encode())
    chunk = struct.pack("<f", 0.5) * (1 << 20)
    left = n
    while left > 0:
        k = min(left, 1 << 20)
        f.write(chunk[: 4 * k])
        left -= k
