package matmul

import (
	"fmt"
	"math"
	"math/rand"
	"testing"
)

// testRowsInPlace checks that the in-place rows path of small products
// gives the packed path's results bit for bit, for full and edge tiles,
// fewer rows than a tile, several kc blocks, offset and padded operands
// and c starting at -0.
func testRowsInPlace[T Float](t *testing.T) {
	r := rand.New(rand.NewSource(21))
	for _, isa := range isas(t) {
		kr := kernelFor[T](isa)
		if kr == nil || kr.rows == nil {
			continue
		}
		shapes := []struct{ m, n, k int }{
			{16, 64, 64}, {1, 64, 64}, {kr.mr - 1, 2*kr.nr + 3, 17}, {kr.mr, kr.nr, 1},
			{kr.mr + 1, kr.nr + 1, kr.kc + 9}, {3*kr.mr + 5, 5, 2*kr.kc + 1}, {kr.mc, 3 * kr.nr, 40},
		}
		for _, s := range shapes {
			for _, pad := range []int{0, 3} {
				a := view[T](randMat(r, s.m*s.k), s.m, s.k, false, pad+1, pad)
				b := view[T](randMat(r, s.k*s.n), s.k, s.n, pad > 0, 0, 0)
				init := randMat(r, s.m*s.n)
				if pad > 0 {
					for i := range init {
						init[i] = math.Copysign(0, -1)
					}
				}
				var p Packed[T]
				packBWS(&p, kr, b, s.k, s.n, nil)
				want, got := make([]T, s.m*s.n), make([]T, s.m*s.n)
				for i, x := range init {
					want[i], got[i] = T(x), T(x)
				}
				if !rowsInPlace(kr, a, s.m, outView[T]{c: got, rs: s.n, cs: 1}) {
					t.Fatalf("%s %dx%dx%d: the rows path does not apply", isa, s.m, s.k, s.n)
				}
				mulPackedWS(&p, a, s.m, outView[T]{c: want, rs: s.n, cs: 1}, 1, nil, &Workspace[T]{}, false)
				// A workspace left dirty by a larger product.
				ws := &Workspace[T]{a: make([]T, 4096), tmp: make([]T, kr.mr*kr.nr)}
				for i := range ws.a {
					ws.a[i] = T(math.NaN())
				}
				for i := range ws.tmp {
					ws.tmp[i] = T(math.Inf(1))
				}
				mulRowsWS(&p, a, s.m, outView[T]{c: got, rs: s.n, cs: 1}, ws, false)
				for i := range want {
					if math.Float64bits(float64(want[i])) != math.Float64bits(float64(got[i])) {
						t.Fatalf("%s %dx%dx%d pad %d: element %d is %v in place, %v packed", isa, s.m, s.k, s.n, pad, i, got[i], want[i])
					}
				}
			}
		}
	}
}

func TestRowsInPlaceF32(t *testing.T) { testRowsInPlace[float32](t) }
func TestRowsInPlaceF64(t *testing.T) { testRowsInPlace[float64](t) }

// TestGemmWorkspaceRowsPath checks that a small product through a
// workspace (which takes the in-place rows path) matches one without.
func TestGemmWorkspaceRowsPath(t *testing.T) {
	r := rand.New(rand.NewSource(23))
	for _, s := range []struct{ m, n, k int }{{16, 64, 64}, {5, 40, 300}, {30, 64, 7}} {
		a := view[float32](randMat(r, s.m*s.k), s.m, s.k, false, 0, 0)
		b := view[float32](randMat(r, s.k*s.n), s.k, s.n, false, 0, 0)
		mm := Shape{B: 1, M: s.m, K: s.k, N: s.n}
		want, got := make([]float32, s.m*s.n), make([]float32, s.m*s.n)
		GemmBatched(mm, a, 0, b, 0, want)
		ws := &Workspace[float32]{FixedB: true}
		for rep := 0; rep < 2; rep++ {
			clear(got)
			GemmBatchedWS(mm, a, 0, b, 0, got, ws)
			for i := range want {
				if math.Float32bits(want[i]) != math.Float32bits(got[i]) {
					t.Fatalf("%dx%dx%d (call %d): element %d is %v, want %v", s.m, s.k, s.n, rep, i, got[i], want[i])
				}
			}
		}
	}
}

// BenchmarkSmallProduct times the product of a 16x64 matrix by a kept
// 64x64 one (a recurrent layer's step) through the packed and the in-place
// rows paths.
func BenchmarkSmallProduct(b *testing.B) {
	kr := kernelFor[float32](Active())
	if kr == nil || kr.rows == nil {
		b.Skip("no micro-kernel")
	}
	r := rand.New(rand.NewSource(1))
	for _, m := range []int{16, 4} {
		const k, n = 64, 64
		a := view[float32](randMat(r, m*k), m, k, false, 0, 0)
		bm := view[float32](randMat(r, k*n), k, n, false, 0, 0)
		var p Packed[float32]
		packBWS(&p, kr, bm, k, n, nil)
		c := make([]float32, m*n)
		ws := &Workspace[float32]{}
		b.Run(fmt.Sprintf("packed/%dx%dx%d", m, k, n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				mulPackedWS(&p, a, m, outView[float32]{c: c, rs: n, cs: 1}, 1, nil, ws, false)
			}
		})
		b.Run(fmt.Sprintf("rows/%dx%dx%d", m, k, n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				mulRowsWS(&p, a, m, outView[float32]{c: c, rs: n, cs: 1}, ws, false)
			}
		})
	}
}

// TestRowsTailHeights checks the tail kernels at every height below a
// tile, alone and below whole tiles, adding and storing: the in-place rows
// path must give the packed path's bits.
func TestRowsTailHeights(t *testing.T) {
	r := rand.New(rand.NewSource(29))
	for _, isa := range isas(t) {
		kr := kernelFor[float32](isa)
		if kr == nil || len(kr.tails) == 0 {
			continue
		}
		for h := 1; h < kr.mr; h++ {
			for _, m := range []int{h, kr.mr + h} {
				for _, set := range []bool{false, true} {
					k, n := kr.kc+5, 2*kr.nr
					a := view[float32](randMat(r, m*k), m, k, false, 2, 1)
					b := view[float32](randMat(r, k*n), k, n, false, 0, 0)
					var p Packed[float32]
					packBWS(&p, kr, b, k, n, nil)
					want, got := make([]float32, m*n), make([]float32, m*n)
					for i := range want {
						want[i] = float32(r.NormFloat64())
						got[i] = want[i]
					}
					if set {
						for i := range got {
							got[i] = float32(math.NaN())
						}
					}
					mulPackedWS(&p, a, m, outView[float32]{c: want, rs: n, cs: 1}, 1, nil, &Workspace[float32]{}, set)
					mulRowsWS(&p, a, m, outView[float32]{c: got, rs: n, cs: 1}, &Workspace[float32]{}, set)
					for i := range want {
						if math.Float32bits(want[i]) != math.Float32bits(got[i]) {
							t.Fatalf("%s m %d set %v: element %d is %v in place, %v packed", isa, m, set, i, got[i], want[i])
						}
					}
				}
			}
		}
	}
}
