package matmul

import (
	"fmt"
	"math"
	"math/rand"
	"testing"
)

// negZeroMat returns n positive values, every third run of width of them
// -0 when width is positive: a left operand of rows of width k whose every third row is -0
// times a positive right operand has sums of -0 products only, whose
// sign the storing kernels must turn into +0, as adding them to a c of
// +0 does.
func negZeroMat(r *rand.Rand, n, width int) []float64 {
	x := randMat(r, n)
	for i := range x {
		x[i] = math.Abs(x[i]) + 0.5
		if width > 0 && i/width%3 == 0 {
			x[i] = math.Copysign(0, -1)
		}
	}
	return x
}

// sameBits reports the first element where got and want differ in bits,
// or -1.
func sameBits[T Float](got, want []T) int {
	for i := range want {
		if math.Float64bits(float64(got[i])) != math.Float64bits(float64(want[i])) {
			return i
		}
	}
	return -1
}

// poison fills c with NaN: a storing product that read c would leave it.
func poison[T Float](c []T) {
	for i := range c {
		c[i] = T(math.NaN())
	}
}

// testGemmSet checks that the storing products (c = a x b, c not read)
// give the bits of the adding ones on a c of zeros, on every path: the
// Rows and packed kernels with edge tiles and several kc blocks, a
// narrow (transposed) product, one or two workers, with and without a
// workspace, and an empty depth.
func testGemmSet[T Float](t *testing.T) {
	r := rand.New(rand.NewSource(31))
	shapes := []struct{ m, n, k int }{
		{1, 1, 1}, {5, 7, 3}, {12, 32, 256}, {13, 33, 257}, {40, 70, 300},
		{100, 3, 40}, {3, 100, 600}, {150, 65, 520}, {64, 64, 0},
	}
	for _, isa := range isas(t) {
		for _, s := range shapes {
			a, b := negZeroMat(r, s.m*s.k, s.k), negZeroMat(r, s.k*s.n, 0)
			for _, transA := range []bool{false, true} {
				av := view[T](a, s.m, s.k, transA, 1, 2)
				bv := view[T](b, s.k, s.n, false, 0, 0)
				for _, workers := range []int{1, 2} {
					what := fmt.Sprintf("%s %dx%dx%d transA=%v workers=%d", isa, s.m, s.n, s.k, transA, workers)
					want := make([]T, s.m*s.n)
					gemmISA(isa, s.m, s.n, s.k, av, bv, want, s.n, workers, false)
					got := make([]T, s.m*s.n)
					poison(got)
					gemmISA(isa, s.m, s.n, s.k, av, bv, got, s.n, workers, true)
					if i := sameBits(got, want); i >= 0 {
						t.Fatalf("%s: element %d stored %v, added %v", what, i, got[i], want[i])
					}
					if kr := kernelFor[T](isa); kr != nil && workers == 1 {
						var ws Workspace[T]
						poison(got)
						gemmWS(kr, s.m, s.n, s.k, av, bv, got, s.n, 1, &ws, true)
						if i := sameBits(got, want); i >= 0 {
							t.Fatalf("%s, workspace: element %d stored %v, added %v", what, i, got[i], want[i])
						}
					}
				}
			}
		}
	}
}

func TestGemmSetF32(t *testing.T) { testGemmSet[float32](t) }
func TestGemmSetF64(t *testing.T) { testGemmSet[float64](t) }

// TestGemmBatchedInto checks GemmBatchedIntoWS against GemmBatchedWS on
// zeros, for a batch of small products (run in parallel over the batch)
// and of large ones.
func TestGemmBatchedInto(t *testing.T) {
	r := rand.New(rand.NewSource(32))
	for _, mm := range []Shape{{B: 9, M: 20, K: 30, N: 40}, {B: 2, M: 130, K: 300, N: 70}} {
		a := make([]float32, mm.B*mm.M*mm.K)
		b := make([]float32, mm.B*mm.K*mm.N)
		for i, x := range negZeroMat(r, len(a), mm.K) {
			a[i] = float32(x)
		}
		for i, x := range negZeroMat(r, len(b), 0) {
			b[i] = float32(x)
		}
		av := Matrix[float32]{Data: a, RowStride: mm.K, ColStride: 1}
		bv := Matrix[float32]{Data: b, RowStride: mm.N, ColStride: 1}
		want := make([]float32, mm.B*mm.M*mm.N)
		GemmBatchedWS(mm, av, mm.M*mm.K, bv, mm.K*mm.N, want, &Workspace[float32]{})
		got := make([]float32, len(want))
		poison(got)
		GemmBatchedIntoWS(mm, av, mm.M*mm.K, bv, mm.K*mm.N, got, &Workspace[float32]{})
		if i := sameBits(got, want); i >= 0 {
			t.Fatalf("%+v: element %d stored %v, added %v", mm, i, got[i], want[i])
		}
	}
}

// TestMulRows checks that MulRows gives the bits MulAddRows leaves in a
// c of zeros, for a small b (tile by tile) and a large one (block by
// block), with edge tiles and a left operand shorter than a tile.
func TestMulRows(t *testing.T) {
	r := rand.New(rand.NewSource(33))
	for _, isa := range isas(t) {
		for _, s := range []struct {
			m, n int
			lens []int
		}{{5, 20, []int{3, 16}}, {25, 70, []int{48, 100}}, {30, 200, []int{300, 300, 48}}} {
			p := packBlocksISA[float32](isa, Matrix[float32]{}, 0, nil)
			if p == nil {
				continue
			}
			k, reach := 0, 0
			offs := make([]int, len(s.lens))
			for q, l := range s.lens {
				offs[q] = r.Intn(50)
				k += l
				reach = max(reach, offs[q]+l)
			}
			lda := 7
			a := make([]float32, (s.m-1)*lda+reach)
			for i, x := range negZeroMat(r, len(a), 0) {
				a[i] = float32(x)
			}
			// Every third row's window is -0.
			for i := 0; i < s.m; i += 3 {
				for q, l := range s.lens {
					for x := 0; x < l; x++ {
						a[i*lda+offs[q]+x] = float32(math.Copysign(0, -1))
					}
				}
			}
			bm := make([]float32, k*s.n)
			for i, x := range negZeroMat(r, len(bm), 0) {
				bm[i] = float32(x)
			}
			br := packBlocksISA(isa, Matrix[float32]{Data: bm, RowStride: s.n, ColStride: 1}, s.n, s.lens)
			ldc := s.n + 2
			scratch := make([]float32, br.ScratchLen())
			want := make([]float32, s.m*ldc)
			br.MulAddRows(a, lda, offs, s.m, want, ldc, scratch)
			got := make([]float32, s.m*ldc)
			poison(got)
			br.MulRows(a, lda, offs, s.m, got, ldc, scratch)
			for i := 0; i < s.m; i++ {
				row := i * ldc
				if j := sameBits(got[row:row+s.n], want[row:row+s.n]); j >= 0 {
					t.Fatalf("%s m %d n %d: element (%d, %d) stored %v, added %v", isa, s.m, s.n, i, j, got[row+j], want[row+j])
				}
				if !math.IsNaN(float64(got[row+s.n])) {
					t.Fatalf("%s: MulRows wrote past the row", isa)
				}
			}
		}
	}
}

// TestMulRowsLines checks MulRowsLines, and MulRowsSpan over spans of
// its rows, against MulRows over all the
// rows, line rows picked out: lines of various widths and spacings, on a
// small b (tile by tile) and a large one (block by block), with tiles
// straddling two lines and rows of c beyond n left alone.
func TestMulRowsLines(t *testing.T) {
	r := rand.New(rand.NewSource(34))
	for _, isa := range isas(t) {
		if packBlocksISA[float32](isa, Matrix[float32]{}, 0, nil) == nil {
			continue
		}
		for _, s := range []struct {
			lines, period, width, n int
			lens                    []int
		}{
			{4, 34, 32, 40, []int{30, 30}},
			{3, 18, 16, 200, []int{300, 48}},
			{5, 7, 5, 33, []int{12}},
			{2, 12, 12, 64, []int{260, 40}},
			{1, 40, 13, 20, []int{9}},
			{6, 3, 1, 600, []int{200}},
		} {
			k, reach := 0, 0
			offs := make([]int, len(s.lens))
			for q, l := range s.lens {
				offs[q] = r.Intn(30)
				k += l
				reach = max(reach, offs[q]+l)
			}
			m := (s.lines-1)*s.period + s.width
			lda := 5
			a := make([]float32, (m-1)*lda+reach)
			for i, x := range randMat(r, len(a)) {
				a[i] = float32(x)
			}
			bm := make([]float32, k*s.n)
			for i, x := range randMat(r, len(bm)) {
				bm[i] = float32(x)
			}
			br := packBlocksISA(isa, Matrix[float32]{Data: bm, RowStride: s.n, ColStride: 1}, s.n, s.lens)
			scratch := make([]float32, br.ScratchLen())
			all := make([]float32, m*s.n)
			br.MulRows(a, lda, offs, m, all, s.n, scratch)
			ldc := s.n + 1
			got := make([]float32, s.lines*s.width*ldc)
			poison(got)
			br.MulRowsLines(a, lda, offs, s.lines, s.period, s.width, got, ldc, scratch)
			for l := 0; l < s.lines; l++ {
				for x := 0; x < s.width; x++ {
					row := (l*s.width + x) * ldc
					want := all[(l*s.period+x)*s.n : (l*s.period+x+1)*s.n]
					if j := sameBits(got[row:row+s.n], want); j >= 0 {
						t.Fatalf("%s %+v: line %d row %d column %d is %v, want %v", isa, s, l, x, j, got[row+j], want[j])
					}
					if !math.IsNaN(float64(got[row+s.n])) {
						t.Fatalf("%s %+v: wrote past row %d of line %d", isa, s, x, l)
					}
				}
			}
			// The same rows in spans (of whole tiles, then of any length),
			// each written alone.
			rows := s.lines * s.width
			for _, step := range []int{br.TileRows() * (1 + r.Intn(3)), 1 + r.Intn(rows)} {
				spans := make([]float32, len(got))
				poison(spans)
				for r0 := 0; r0 < rows; r0 += step {
					br.MulRowsSpan(a, lda, offs, s.period, s.width, r0, min(rows, r0+step), spans, ldc, scratch)
				}
				for i := 0; i < rows; i++ {
					if j := sameBits(spans[i*ldc:i*ldc+s.n], got[i*ldc:i*ldc+s.n]); j >= 0 {
						t.Fatalf("%s %+v: spans of %d rows: row %d column %d is %v, want %v", isa, s, step, i, j, spans[i*ldc+j], got[i*ldc+j])
					}
					if !math.IsNaN(float64(spans[i*ldc+s.n])) {
						t.Fatalf("%s %+v: spans of %d rows wrote past row %d", isa, s, step, i)
					}
				}
			}
		}
	}
}
