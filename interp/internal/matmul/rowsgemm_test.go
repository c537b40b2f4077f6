package matmul

import (
	"fmt"
	"math"
	"math/rand"
	"testing"
)

// The rows product cuts a product into jobs of column chunks and blocks
// of rows, each packing its own panels of b; whatever the cut, every
// element must be summed as by the packed path, bit for bit, and every
// element of c must be written exactly once.
func testGemmRowsJobs[T Float](t *testing.T) {
	r := rand.New(rand.NewSource(23))
	for _, isa := range isas(t) {
		kr := kernelFor[T](isa)
		if kr == nil {
			continue
		}
		// n of more than one chunk on one worker, m of several blocks of
		// kr.mc rows with an edge tile, k of several kc blocks, and a
		// product with fewer panels than jobs.
		shapes := []struct{ m, n, k int }{
			{2*kr.mc + 7, (rowsPackBytes/(kr.kc*kr.nr*sizeOf[T]())+2)*kr.nr + 5, 2*kr.kc + 3},
			{4*kr.mr + 1, 3*kr.nr - 1, kr.kc + 1},
			{1000, 2, 40},
		}
		for _, s := range shapes {
			a, b := randMat(r, s.m*s.k), randMat(r, s.k*s.n)
			init := randMat(r, s.m*s.n)
			ref, mag := naive(a, b, s.m, s.n, s.k)
			for _, transB := range []bool{false, true} {
				bv := view[T](b, s.k, s.n, transB, 2, 1)
				packedC := make([]T, s.m*s.n)
				for i, x := range init {
					packedC[i] = T(x)
					init[i] = float64(packedC[i])
				}
				mulPacked(packB(kr, bv, s.k, s.n, 1), view[T](a, s.m, s.k, true, 1, 0), s.m, outView[T]{c: packedC, rs: s.n, cs: 1}, 1, nil, false)
				for _, workers := range []int{1, 2, 3} {
					rowsC := make([]T, s.m*s.n)
					for i, x := range init {
						rowsC[i] = T(x)
					}
					gemmRows(kr, s.m, s.n, s.k, view[T](a, s.m, s.k, false, 3, 2), bv, rowsC, s.n, workers, false)
					what := fmt.Sprintf("%s %dx%dx%d transB=%v workers %d (plan %+v)", isa, s.m, s.n, s.k, transB, workers, planRows(kr, s.m, s.n, workers))
					checkProduct(t, what, rowsC, s.n, init, ref, mag, s.m, s.n, s.k, 0)
					for i := range rowsC {
						if x, y := float64(rowsC[i]), float64(packedC[i]); math.Float64bits(x) != math.Float64bits(y) {
							t.Fatalf("%s: element %d is %v by rows, %v packed", what, i, x, y)
						}
					}
				}
			}
		}
	}
}

func TestGemmRowsJobsF32(t *testing.T) { testGemmRowsJobs[float32](t) }
func TestGemmRowsJobsF64(t *testing.T) { testGemmRowsJobs[float64](t) }

func sizeOf[T Float]() int {
	var z T
	if _, ok := any(z).(float32); ok {
		return 4
	}
	return 8
}

// TestPlanRows checks that the jobs of a product cover its rows and
// panels, that one worker gets whole columns of rows, and that several
// get enough jobs to share.
func TestPlanRows(t *testing.T) {
	kr := &kernel[float32]{mr: 12, nr: 32, kc: 256, mc: 144}
	for _, s := range []struct{ m, n, workers int }{
		{256, 1024, 1}, {256, 1024, 2}, {512, 256, 2}, {1024, 1024, 2}, {256, 10, 2}, {13, 5000, 1}, {12, 32, 3}, {300, 96, 2}, {300, 100, 4}, {300, 13 * 32, 3}, {100, 9 * 32, 2},
	} {
		p := planRows(kr, s.m, s.n, s.workers)
		tiles := (s.m + kr.mr - 1) / kr.mr
		np := (s.n + kr.nr - 1) / kr.nr
		if p.rowBlocks*p.per < tiles || (p.rowBlocks-1)*p.per >= tiles || p.chunks*p.chunk < np || (p.chunks-1)*p.chunk >= np {
			t.Errorf("%+v: plan %+v does not cut %d tiles and %d panels exactly", s, p, tiles, np)
		}
		if p.chunk*kr.kc*kr.nr*4 > rowsPackBytes && p.chunk > 1 {
			t.Errorf("%+v: plan %+v packs more than %d bytes per job", s, p, rowsPackBytes)
		}
		if s.workers == 1 && p.rowBlocks != 1 {
			t.Errorf("%+v: plan %+v splits the rows on one worker", s, p)
		}
		jobs := p.rowBlocks * p.chunks
		if s.workers > 1 && tiles >= s.workers && p.chunks < rowsJobsPerWorker*s.workers && jobs%s.workers != 0 {
			t.Errorf("%+v: plan %+v has %d jobs for %d workers", s, p, jobs, s.workers)
		}
		if s.workers > 1 && jobs < min(np, rowsJobsPerWorker*s.workers) {
			t.Errorf("%+v: plan %+v has %d jobs for %d panels and %d workers", s, p, jobs, np, s.workers)
		}
	}
}

// Products on different kernels (instruction sets, element types) take
// their buffers from the same pools one after the other; each must find
// buffers of its own tile and block sizes.
func TestGemmPooledBuffersAcrossKernels(t *testing.T) {
	r := rand.New(rand.NewSource(29))
	var list []ISA
	for _, isa := range isas(t) {
		if isa != Generic {
			list = append(list, isa)
		}
	}
	if len(list) == 0 {
		t.Skip("no vector kernels on this machine")
	}
	for round := 0; round < 3; round++ {
		for i := range list {
			// Alternate the order, so that every kernel follows every
			// other one.
			isa := list[(i+round)%len(list)]
			for _, s := range []struct {
				m, n, k int
				transA  bool
			}{{7, 40, 20, true}, {13, 70, 300, true}, {200, 70, 300, false}, {30, 3, 500, false}} {
				a, b := randMat(r, s.m*s.k), randMat(r, s.k*s.n)
				ref, mag := naive(a, b, s.m, s.n, s.k)
				init := make([]float64, s.m*s.n)
				c := make([]float32, s.m*s.n)
				for _, workers := range []int{2, 1} {
					clear(c)
					gemmISA(isa, s.m, s.n, s.k, view[float32](a, s.m, s.k, s.transA, 0, 1), view[float32](b, s.k, s.n, false, 0, 0), c, s.n, workers, false)
					checkProduct(t, fmt.Sprintf("round %d %s %dx%dx%d workers %d", round, isa, s.m, s.n, s.k, workers), c, s.n, init, ref, mag, s.m, s.n, s.k, 0)
				}
			}
		}
	}
}
