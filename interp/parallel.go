package interp

import (
	"runtime"
	"sync"
)

// Elementwise kernels split large tensors into contiguous blocks and run
// the blocks on GOMAXPROCS goroutines. Each block computes exactly what the
// serial loop computes for its elements, so results do not depend on the
// split.

const (
	// parallelMinWork is the work (elements times their cost) below which
	// a loop stays on the calling goroutine: starting goroutines costs a
	// few microseconds, more than a small loop does.
	parallelMinWork = 1 << 16
	// parallelAlign keeps block boundaries on multiples of this many
	// elements, so that blocks of sub-word elements never share a cache
	// line.
	parallelAlign = 64

	// costCheap is the cost of an integer or float operation done inline.
	costCheap = 1
	// costCall is the cost of an element computed through a function
	// value.
	costCall = 4
	// costMath is the cost of a transcendental function of the math
	// package.
	costMath = 24
	// costFastMath is the cost of a transcendental function of
	// interp/internal/vmath.
	costFastMath = 6
)

// parallelBlocks calls body on disjoint ranges [lo, hi) covering [0, n).
// With cost the relative cost of one element, work below parallelMinWork
// runs serially as one range; larger work is split into up to GOMAXPROCS
// ranges run concurrently.
func parallelBlocks(n, cost int, body func(lo, hi int)) {
	parallelRanges(n, cost, parallelAlign, body)
}

// parallelRanges is parallelBlocks with range boundaries on multiples of
// align.
func parallelRanges(n, cost, align int, body func(lo, hi int)) {
	workers := parallelWorkers(n, cost, align)
	if workers <= 1 {
		body(0, n)
		return
	}
	chunk := (n + workers - 1) / workers
	chunk = (chunk + align - 1) / align * align
	var wg sync.WaitGroup
	for lo := chunk; lo < n; lo += chunk {
		hi := min(lo+chunk, n)
		wg.Add(1)
		go func(lo, hi int) {
			defer wg.Done()
			body(lo, hi)
		}(lo, hi)
	}
	body(0, min(chunk, n))
	wg.Wait()
}

// parallelWorkers returns the number of goroutines parallelRanges splits
// n elements of the given cost into (1: the loop runs serially).
func parallelWorkers(n, cost, align int) int {
	workers := runtime.GOMAXPROCS(0)
	work := n * cost
	if cost > 0 && work/cost != n { // overflow: as large as it gets
		work = int(^uint(0) >> 1)
	}
	if w := work / parallelMinWork; w < workers {
		workers = w
	}
	if n < 2*align {
		return 1
	}
	return max(workers, 1)
}

// par1 runs f over matching blocks of a one-operand loop. A serial loop
// calls f directly: the closure over the blocks would be an allocation
// per call, which adds up for the blocks of fused groups.
func par1[A, B any](in []A, out []B, cost int, f func(in []A, out []B)) {
	if parallelWorkers(len(out), cost, parallelAlign) <= 1 {
		f(in, out)
		return
	}
	parallelBlocks(len(out), cost, func(lo, hi int) { f(in[lo:hi], out[lo:hi]) })
}

// par2 runs f over matching blocks of a two-operand loop (serially as
// par1 does).
func par2[A, B, C any](a []A, b []B, out []C, cost int, f func(a []A, b []B, out []C)) {
	if parallelWorkers(len(out), cost, parallelAlign) <= 1 {
		f(a, b, out)
		return
	}
	parallelBlocks(len(out), cost, func(lo, hi int) { f(a[lo:hi], b[lo:hi], out[lo:hi]) })
}
