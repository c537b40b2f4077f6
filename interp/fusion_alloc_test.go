package interp

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// chainProgram is the 20-operation elementwise chain of bench/chain.py
// over tensor<nxf32>.
func chainProgram(n int) string {
	var b strings.Builder
	ty := fmt.Sprintf("tensor<%dxf32>", n)
	fmt.Fprintf(&b, "func.func @main(%%x: %s) -> %s {\n", ty, ty)
	prev := "%x"
	for i := 0; i < 20; i++ {
		switch i % 5 {
		case 0:
			fmt.Fprintf(&b, "  %%v%d = stablehlo.negate %s : %s\n", i, prev, ty)
		case 1:
			fmt.Fprintf(&b, "  %%v%d = stablehlo.tanh %s : %s\n", i, prev, ty)
		case 2:
			fmt.Fprintf(&b, "  %%v%d = stablehlo.add %s, %%x : %s\n", i, prev, ty)
		case 3:
			fmt.Fprintf(&b, "  %%v%d = stablehlo.abs %s : %s\n", i, prev, ty)
		case 4:
			fmt.Fprintf(&b, "  %%v%d = stablehlo.multiply %s, %%x : %s\n", i, prev, ty)
		}
		prev = fmt.Sprintf("%%v%d", i)
	}
	fmt.Fprintf(&b, "  func.return %s : %s\n}\n", prev, ty)
	return b.String()
}

// A fused group allocates its outputs and a few scratch blocks per worker,
// not objects per block: garbage made while a large tensor streams through
// the group would otherwise pile up on top of the live tensors until the
// collector runs (140 MiB for a 200 MB chain).
func TestFusedChainAllocatesLittleBeyondItsResult(t *testing.T) {
	const n = 1 << 20
	prog := mustLoad(t, chainProgram(n))
	x := f32Arg(t, n)
	run := func() uint64 {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		if _, err := prog.Run("main", []Value{x}, RunOptions{}); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	run()
	got := run()
	t.Logf("allocated %d bytes for a %d-byte result", got, 4*n)
	// The result, every worker's scratch blocks and a quarter of the
	// result's size for everything else (a view and a closure or two per
	// block); one view per member and block came to 0.7 times it.
	scratch := runtime.GOMAXPROCS(0) * 20 * fuseBlock * 4
	if limit := uint64(4*n + scratch + n); got > limit {
		t.Errorf("a run allocated %d bytes, want at most %d (the %d-byte result, %d bytes of scratch blocks and a little)", got, limit, 4*n, scratch)
	}
}
