package interp

import (
	"runtime"
	"slices"

	"github.com/stablehlo-go/stablehlo/interp/internal/safego"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Sorting with a compiled comparator (scalar_region.go). Each worker has
// its own register files; the comparator loads the compared elements of
// every operand straight from their storage into the argument registers.
// Each row is sorted by slices.SortStableFunc, whose comparisons are those
// of sort.Stable on the generic path, so even a comparator that is not a
// strict weak order gives the same permutation; independent rows are
// sorted in parallel.

// compiledLess returns a fresh comparator over flat element offsets, or
// nil when the program does not fit the inputs.
func compiledLess(prog *scalarProgram, inputs []*tensor.Tensor) func(a, b int) bool {
	n := len(inputs)
	if len(prog.args) != 2*n || len(prog.results) != 1 || prog.results[0].kind != tensor.Bool {
		return nil
	}
	regs := prog.newRegs()
	loadL := make([]func(r *scalarRegs, i int), n)
	loadR := make([]func(r *scalarRegs, i int), n)
	for k, in := range inputs {
		if loadL[k] = regLoader(prog.args[2*k], in); loadL[k] == nil {
			return nil
		}
		if loadR[k] = regLoader(prog.args[2*k+1], in); loadR[k] == nil {
			return nil
		}
	}
	res := prog.results[0].idx
	code := prog.code
	if n == 1 {
		l, r := loadL[0], loadR[0]
		return func(a, b int) bool {
			l(regs, a)
			r(regs, b)
			for _, ins := range code {
				ins(regs)
			}
			return regs.b[res]
		}
	}
	return func(a, b int) bool {
		for k := range loadL {
			loadL[k](regs, a)
			loadR[k](regs, b)
		}
		for _, ins := range code {
			ins(regs)
		}
		return regs.b[res]
	}
}

// compiledSortPerms stably sorts every slice of the inputs along the
// dimension described by outer, size and inner with the compiled
// comparator, calling apply with each slice's base offset and permutation
// (from several goroutines at once, for distinct slices); a worker stops
// once apply returns false. It reports false when the program does not fit
// the inputs.
func compiledSortPerms(prog *scalarProgram, inputs []*tensor.Tensor, outer, size, inner int, apply func(base int, perm []int) bool) bool {
	if compiledLess(prog, inputs) == nil {
		return false
	}
	rows := outer * inner
	workers := max(1, min(runtime.GOMAXPROCS(0), rows))
	// A panic on a worker is raised again in the caller's goroutine.
	var wg safego.Group
	for w := 0; w < workers; w++ {
		wg.Go(func() {
			less := compiledLess(prog, inputs)
			cmp := func(a, b int) int {
				if less(a, b) {
					return -1
				}
				return 0
			}
			perm := make([]int, size)
			for row := w; row < rows; row += workers {
				base := row/inner*size*inner + row%inner
				for i := range perm {
					perm[i] = base + i*inner
				}
				slices.SortStableFunc(perm, cmp)
				for i := range perm {
					perm[i] = (perm[i] - base) / inner
				}
				if !apply(base, perm) {
					return
				}
			}
		})
	}
	wg.Wait()
	return true
}
