package matmul

import (
	"fmt"
	"math"
	"math/rand"
	"testing"
)

// isas lists the instruction sets this machine can run, so that every
// kernel available here is tested whatever Active reports.
func isas(t testing.TB) []ISA {
	var out []ISA
	for _, i := range []ISA{Generic, AVX2, AVX512} {
		if i <= hardwareISA() {
			out = append(out, i)
		}
	}
	if len(out) == 1 {
		t.Logf("only the portable loop is available on this machine")
	}
	return out
}

// view stores the m x n matrix x (row-major) either row-major or
// transposed, at an offset and with padded rows, and returns the view.
func view[T Float](x []float64, m, n int, trans bool, off, pad int) Matrix[T] {
	if !trans {
		rs := n + pad
		d := make([]T, off+m*rs)
		for i := 0; i < m; i++ {
			for j := 0; j < n; j++ {
				d[off+i*rs+j] = T(x[i*n+j])
			}
		}
		return Matrix[T]{Data: d, Off: off, RowStride: rs, ColStride: 1}
	}
	cs := m + pad
	d := make([]T, off+n*cs)
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			d[off+j*cs+i] = T(x[i*n+j])
		}
	}
	return Matrix[T]{Data: d, Off: off, RowStride: 1, ColStride: cs}
}

// naive returns the float64 product of row-major matrices and, per
// element, the sum of absolute products (the scale of rounding errors).
func naive(a, b []float64, m, n, k int) (c, mag []float64) {
	c, mag = make([]float64, m*n), make([]float64, m*n)
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			for p := 0; p < k; p++ {
				c[i*n+j] += a[i*k+p] * b[p*n+j]
				mag[i*n+j] += math.Abs(a[i*k+p] * b[p*n+j])
			}
		}
	}
	return c, mag
}

func randMat(r *rand.Rand, n int) []float64 {
	x := make([]float64, n)
	for i := range x {
		x[i] = r.Float64()*2 - 1
	}
	return x
}

// eps is the unit roundoff of T.
func eps[T Float]() float64 {
	var z T
	if _, ok := any(z).(float32); ok {
		return 0x1p-24
	}
	return 0x1p-53
}

// checkProduct compares c (row stride ldc, holding init + a x b) with the
// reference; the padding columns of c must keep the value sentinel.
func checkProduct[T Float](t *testing.T, what string, c []T, ldc int, init, ref, mag []float64, m, n, k int, sentinel T) {
	t.Helper()
	for i := 0; i < m; i++ {
		for j := 0; j < ldc; j++ {
			got := c[i*ldc+j]
			if j >= n {
				if got != sentinel {
					t.Fatalf("%s: padding c[%d][%d] = %v was overwritten", what, i, j, got)
				}
				continue
			}
			want := init[i*n+j] + ref[i*n+j]
			tol := 2 * float64(k+2) * eps[T]() * (mag[i*n+j] + math.Abs(init[i*n+j]))
			if d := math.Abs(float64(got) - want); !(d <= tol) {
				t.Fatalf("%s: c[%d][%d] = %v, want %v (tolerance %g)", what, i, j, got, want, tol)
			}
		}
	}
}

var edgeSizes = []int{1, 2, 5, 15, 16, 17, 31, 33}

func testGemmShapes[T Float](t *testing.T) {
	r := rand.New(rand.NewSource(7))
	type shape struct{ m, n, k int }
	var shapes []shape
	for _, m := range edgeSizes {
		for _, n := range edgeSizes {
			shapes = append(shapes, shape{m, n, edgeSizes[(m+n)%len(edgeSizes)]})
		}
	}
	shapes = append(shapes, shape{255, 257, 33}, shape{257, 255, 300}, shape{13, 700, 517},
		shape{300, 7, 257}, shape{1, 513, 255}, shape{97, 1, 1000}, shape{145, 97, 600})
	for _, isa := range isas(t) {
		for si, s := range shapes {
			a, b := randMat(r, s.m*s.k), randMat(r, s.k*s.n)
			ref, mag := naive(a, b, s.m, s.n, s.k)
			ta, tb := si%2 == 1, si%3 == 1
			av := view[T](a, s.m, s.k, ta, si%5, si%3)
			bv := view[T](b, s.k, s.n, tb, si%7, si%2)
			ldc := s.n + si%4
			const sentinel = 12345
			init := randMat(r, s.m*s.n)
			c := make([]T, s.m*ldc)
			for i := 0; i < s.m; i++ {
				for j := 0; j < ldc; j++ {
					c[i*ldc+j] = sentinel
					if j < s.n {
						c[i*ldc+j] = T(init[i*s.n+j])
						init[i*s.n+j] = float64(c[i*ldc+j])
					}
				}
			}
			workers := 1 + si%3
			what := fmt.Sprintf("%s %dx%dx%d transA=%v transB=%v workers=%d", isa, s.m, s.n, s.k, ta, tb, workers)
			gemmISA(isa, s.m, s.n, s.k, av, bv, c, ldc, workers, false)
			checkProduct(t, what, c, ldc, init, ref, mag, s.m, s.n, s.k, sentinel)
		}
	}
}

func TestGemmMatchesNaiveF32(t *testing.T) { testGemmShapes[float32](t) }
func TestGemmMatchesNaiveF64(t *testing.T) { testGemmShapes[float64](t) }

func testBatched[T Float](t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for _, isa := range isas(t) {
		for _, mm := range []Shape{{B: 5, M: 17, K: 33, N: 31}, {B: 3, M: 64, K: 130, N: 70}, {B: 2, M: 200, K: 300, N: 180}, {B: 4, M: 1, K: 9, N: 1}} {
			a, b := randMat(r, mm.B*mm.M*mm.K), randMat(r, mm.B*mm.K*mm.N)
			at, bt := make([]T, len(a)), make([]T, len(b))
			for i, x := range a {
				at[i] = T(x)
			}
			for i, x := range b {
				bt[i] = T(x)
			}
			c := make([]T, mm.B*mm.M*mm.N)
			batchedISA(isa, at, bt, c, mm)
			for bi := 0; bi < mm.B; bi++ {
				ref, mag := naive(a[bi*mm.M*mm.K:(bi+1)*mm.M*mm.K], b[bi*mm.K*mm.N:(bi+1)*mm.K*mm.N], mm.M, mm.N, mm.K)
				checkProduct(t, fmt.Sprintf("%s batch %d of %+v", isa, bi, mm), c[bi*mm.M*mm.N:(bi+1)*mm.M*mm.N], mm.N,
					make([]float64, mm.M*mm.N), ref, mag, mm.M, mm.N, mm.K, 0)
			}
		}
	}
}

func TestBatchedMatchesNaiveF32(t *testing.T) { testBatched[float32](t) }
func TestBatchedMatchesNaiveF64(t *testing.T) { testBatched[float64](t) }

// TestGemmIndependentOfWorkers checks that the split over goroutines does
// not change any bit of the result.
func TestGemmIndependentOfWorkers(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	m, n, k := 301, 290, 700
	a, b := randMat(r, m*k), randMat(r, k*n)
	av, bv := view[float32](a, m, k, false, 0, 0), view[float32](b, k, n, false, 0, 0)
	for _, isa := range isas(t) {
		c1 := make([]float32, m*n)
		gemmISA(isa, m, n, k, av, bv, c1, n, 1, false)
		for _, w := range []int{2, 3, 8} {
			cw := make([]float32, m*n)
			gemmISA(isa, m, n, k, av, bv, cw, n, w, false)
			for i := range c1 {
				if math.Float32bits(c1[i]) != math.Float32bits(cw[i]) {
					t.Fatalf("%s: %d workers: c[%d] = %v, one worker gives %v", isa, w, i, cw[i], c1[i])
				}
			}
		}
	}
}

// TestGemmNonFinite checks that NaN and infinities reach exactly the
// elements they contribute to, including in edge tiles.
func TestGemmNonFinite(t *testing.T) {
	m, n, k := 29, 37, 41
	for _, isa := range isas(t) {
		a, b := make([]float64, m*k), make([]float64, k*n)
		for i := range a {
			a[i] = 1 + float64(i%3)
		}
		for i := range b {
			b[i] = 0.5 + float64(i%5)
		}
		nanRow, infCol, ninfCol := m-1, n-1, 3
		a[nanRow*k+k/2] = math.NaN()
		b[7*n+infCol] = math.Inf(1)
		b[(k-1)*n+ninfCol] = math.Inf(-1)
		for _, f32 := range []bool{true, false} {
			check := func(get func(i, j int) float64) {
				for i := 0; i < m; i++ {
					for j := 0; j < n; j++ {
						x := get(i, j)
						switch {
						case i == nanRow:
							if !math.IsNaN(x) {
								t.Fatalf("%s f32=%v: c[%d][%d] = %v, want NaN", isa, f32, i, j, x)
							}
						case j == infCol:
							if !math.IsInf(x, 1) {
								t.Fatalf("%s f32=%v: c[%d][%d] = %v, want +Inf", isa, f32, i, j, x)
							}
						case j == ninfCol:
							if !math.IsInf(x, -1) {
								t.Fatalf("%s f32=%v: c[%d][%d] = %v, want -Inf", isa, f32, i, j, x)
							}
						default:
							if math.IsNaN(x) || math.IsInf(x, 0) {
								t.Fatalf("%s f32=%v: c[%d][%d] = %v, want finite", isa, f32, i, j, x)
							}
						}
					}
				}
			}
			if f32 {
				c := make([]float32, m*n)
				gemmISA(isa, m, n, k, view[float32](a, m, k, false, 0, 0), view[float32](b, k, n, false, 0, 0), c, n, 2, false)
				check(func(i, j int) float64 { return float64(c[i*n+j]) })
			} else {
				c := make([]float64, m*n)
				gemmISA(isa, m, n, k, view[float64](a, m, k, false, 0, 0), view[float64](b, k, n, true, 0, 0), c, n, 1, false)
				check(func(i, j int) float64 { return c[i*n+j] })
			}
		}
	}
}

func TestGemmZeroSizes(t *testing.T) {
	for _, isa := range isas(t) {
		c := []float32{1, 2, 3, 4}
		one := Matrix[float32]{Data: []float32{1, 1, 1, 1}, RowStride: 2, ColStride: 1}
		gemmISA(isa, 2, 2, 0, one, one, c, 2, 1, false)
		gemmISA(isa, 0, 2, 2, one, one, c, 2, 1, false)
		gemmISA(isa, 2, 0, 2, one, one, c, 2, 1, false)
		if c[0] != 1 || c[1] != 2 || c[2] != 3 || c[3] != 4 {
			t.Fatalf("%s: empty products changed c to %v", isa, c)
		}
		batchedISA(isa, nil, nil, []float64{5}, Shape{B: 1, M: 1, K: 0, N: 1})
		batchedISA[float64](isa, nil, nil, nil, Shape{B: 0, M: 3, K: 3, N: 3})
	}
}

// TestPackedMulAdd checks the pre-packed right operand used by the
// convolution, row block by row block.
func TestPackedMulAdd(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	m, n, k := 150, 45, 270
	a, b := randMat(r, m*k), randMat(r, k*n)
	ref, mag := naive(a, b, m, n, k)
	for _, isa := range isas(t) {
		p := packRightISA(isa, view[float64](b, k, n, true, 3, 1), k, n)
		av := view[float64](a, m, k, false, 0, 0).Data
		ldc := n + 2
		c := make([]float64, m*ldc)
		for i := range c {
			if i%ldc >= n {
				c[i] = -1
			}
		}
		for i0 := 0; i0 < m; i0 += 64 {
			i1 := min(i0+64, m)
			p.MulAdd(av[i0*k:i1*k], i1-i0, c[i0*ldc:], ldc)
		}
		checkProduct(t, fmt.Sprintf("%s packed", isa), c, ldc, make([]float64, m*n), ref, mag, m, n, k, -1)
	}
}

func TestChooseISA(t *testing.T) {
	for _, c := range []struct {
		hw   ISA
		env  string
		want ISA
	}{
		{AVX512, "", AVX512}, {AVX512, "avx2", AVX2}, {AVX512, "generic", Generic},
		{AVX2, "avx512", AVX2}, {Generic, "avx2", Generic}, {AVX512, " AVX2 ", AVX2},
	} {
		if got := chooseISA(c.hw, c.env); got != c.want {
			t.Errorf("chooseISA(%s, %q) = %s, want %s", c.hw, c.env, got, c.want)
		}
	}
}

func benchGemm[T Float](b *testing.B, isa ISA, n int) {
	r := rand.New(rand.NewSource(1))
	av := view[T](randMat(r, n*n), n, n, false, 0, 0)
	bv := view[T](randMat(r, n*n), n, n, false, 0, 0)
	c := make([]T, n*n)
	flops := 2 * float64(n) * float64(n) * float64(n)
	call := func() { gemmISA(isa, n, n, n, av, bv, c, n, workersFor(n*n*n), false) }
	ds := timeCalls(b, call)
	b.ReportMetric(flops*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
	if _, ok := any(c).([]float32); ok {
		reportPeak(b, flops, ds)
		if isa == Active() {
			reportPairedPeak(b, flops, call)
		}
	}
}

func BenchmarkGemm(b *testing.B) {
	for _, isa := range isas(b) {
		for _, n := range []int{256, 1024} {
			b.Run(fmt.Sprintf("f32/%s/%d", isa, n), func(b *testing.B) { benchGemm[float32](b, isa, n) })
			b.Run(fmt.Sprintf("f64/%s/%d", isa, n), func(b *testing.B) { benchGemm[float64](b, isa, n) })
		}
	}
}

// TestGemmNegativeZero checks that sums of -0 products stay -0 when c
// starts at -0 and become +0 when it starts at +0, in full and edge tiles.
func TestGemmNegativeZero(t *testing.T) {
	m, n, k := 40, 70, 300
	negZero := math.Copysign(0, -1)
	a := make([]float64, m*k)
	b := make([]float64, k*n)
	for i := range a {
		a[i] = negZero
	}
	for i := range b {
		b[i] = 1 + float64(i%3)
	}
	for _, isa := range isas(t) {
		for _, start := range []float64{negZero, 0} {
			c32 := make([]float32, m*n)
			c64 := make([]float64, m*n)
			for i := range c32 {
				c32[i], c64[i] = float32(start), start
			}
			gemmISA(isa, m, n, k, view[float32](a, m, k, false, 0, 0), view[float32](b, k, n, false, 0, 0), c32, n, 2, false)
			gemmISA(isa, m, n, k, view[float64](a, m, k, true, 0, 0), view[float64](b, k, n, false, 0, 0), c64, n, 1, false)
			for i := range c32 {
				if c32[i] != 0 || math.Signbit(float64(c32[i])) != math.Signbit(start) ||
					c64[i] != 0 || math.Signbit(c64[i]) != math.Signbit(start) {
					t.Fatalf("%s: c starting at %v: element %d is %v / %v", isa, start, i, c32[i], c64[i])
				}
			}
		}
	}
}

// TestGemmBatchedStrided multiplies operands whose batch axis lies between
// the matrix axes ([M,B,K] x [K,B,N]), read in place.
func TestGemmBatchedStrided(t *testing.T) {
	r := rand.New(rand.NewSource(13))
	mm := Shape{B: 6, M: 19, K: 45, N: 37}
	a, b := randMat(r, mm.M*mm.B*mm.K), randMat(r, mm.K*mm.B*mm.N)
	a32, b32 := make([]float32, len(a)), make([]float32, len(b))
	for i, x := range a {
		a32[i] = float32(x)
	}
	for i, x := range b {
		b32[i] = float32(x)
	}
	for _, isa := range isas(t) {
		c := make([]float32, mm.B*mm.M*mm.N)
		gemmBatchedISA(isa, mm,
			Matrix[float32]{Data: a32, RowStride: mm.B * mm.K, ColStride: 1}, mm.K,
			Matrix[float32]{Data: b32, RowStride: mm.B * mm.N, ColStride: 1}, mm.N, c, nil, false)
		for bi := 0; bi < mm.B; bi++ {
			ab, bb := make([]float64, mm.M*mm.K), make([]float64, mm.K*mm.N)
			for i := 0; i < mm.M; i++ {
				for k := 0; k < mm.K; k++ {
					ab[i*mm.K+k] = float64(a32[(i*mm.B+bi)*mm.K+k])
				}
			}
			for k := 0; k < mm.K; k++ {
				for j := 0; j < mm.N; j++ {
					bb[k*mm.N+j] = float64(b32[(k*mm.B+bi)*mm.N+j])
				}
			}
			ref, mag := naive(ab, bb, mm.M, mm.N, mm.K)
			checkProduct(t, fmt.Sprintf("%s batch %d", isa, bi), c[bi*mm.M*mm.N:(bi+1)*mm.M*mm.N], mm.N,
				make([]float64, mm.M*mm.N), ref, mag, mm.M, mm.N, mm.K, 0)
		}
	}
}

// A workspace reused across products of different shapes, with buffers
// left dirty by the previous product, gives the same bits as fresh
// buffers.
func TestGemmWorkspaceReuse(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for _, isa := range isas(t) {
		if kernelFor[float32](isa) == nil {
			continue
		}
		var ws Workspace[float32]
		for _, mm := range []Shape{{1, 16, 64, 64}, {3, 5, 7, 9}, {1, 40, 300, 33}, {2, 16, 64, 64}, {1, 1, 1, 1}, {1, 13, 64, 70}} {
			a32 := make([]float32, mm.B*mm.M*mm.K)
			b32 := make([]float32, mm.B*mm.K*mm.N)
			for i := range a32 {
				a32[i] = float32(r.NormFloat64())
			}
			for i := range b32 {
				b32[i] = float32(r.NormFloat64())
			}
			a := Matrix[float32]{Data: a32, RowStride: mm.K, ColStride: 1}
			b := Matrix[float32]{Data: b32, RowStride: mm.N, ColStride: 1}
			want := make([]float32, mm.B*mm.M*mm.N)
			got := make([]float32, len(want))
			gemmBatchedISA(isa, mm, a, mm.M*mm.K, b, mm.K*mm.N, want, nil, false)
			gemmBatchedISA(isa, mm, a, mm.M*mm.K, b, mm.K*mm.N, got, &ws, false)
			for i := range want {
				if math.Float32bits(want[i]) != math.Float32bits(got[i]) {
					t.Fatalf("%s %+v: element %d is %v with the workspace, %v without", isa, mm, i, got[i], want[i])
				}
			}
		}
	}
}

// With FixedB, a workspace packs each right-hand operand once and keeps
// it: products cycling over more operands than it keeps, with views at
// other offsets of the same storage, give the same bits as fresh packing.
func TestGemmWorkspaceFixedB(t *testing.T) {
	r := rand.New(rand.NewSource(8))
	kr := kernelFor[float32](Active())
	if kr == nil {
		t.Skip("no float32 micro-kernel on this machine")
	}
	mm := Shape{B: 1, M: 16, K: 64, N: 64}
	store := make([]float32, 7*mm.K*mm.N)
	for i := range store {
		store[i] = float32(r.NormFloat64())
	}
	a32 := make([]float32, mm.M*mm.K)
	for i := range a32 {
		a32[i] = float32(r.NormFloat64())
	}
	a := Matrix[float32]{Data: a32, RowStride: mm.K, ColStride: 1}
	ws := Workspace[float32]{FixedB: true}
	for step := 0; step < 30; step++ {
		j := (step * 5) % 7
		b := Matrix[float32]{Data: store, Off: j * mm.K * mm.N, RowStride: mm.N, ColStride: 1}
		if step%3 == 0 {
			b = Matrix[float32]{Data: store, Off: j * mm.K * mm.N, RowStride: 1, ColStride: mm.K}
		}
		want := make([]float32, mm.M*mm.N)
		got := make([]float32, len(want))
		gemmBatchedISA(Active(), mm, a, 0, b, 0, want, nil, false)
		gemmBatchedISA(Active(), mm, a, 0, b, 0, got, &ws, false)
		for i := range want {
			if math.Float32bits(want[i]) != math.Float32bits(got[i]) {
				t.Fatalf("step %d (operand %d): element %d is %v with the kept pack, %v fresh", step, j, i, got[i], want[i])
			}
		}
	}
	if len(ws.fixed) != fixedPacks {
		t.Errorf("the workspace keeps %d packs, want %d", len(ws.fixed), fixedPacks)
	}
}

func BenchmarkGemmShapes(b *testing.B) {
	for _, s := range []struct {
		name    string
		m, k, n int
	}{
		{"256x784x1024", 256, 784, 1024},
		{"256x1024x1024", 256, 1024, 1024},
		{"256x1024x10", 256, 1024, 10},
		{"512x256x1024", 512, 256, 1024},
		{"512x1024x256", 512, 1024, 256},
		{"512x256x256", 512, 256, 256},
	} {
		b.Run(s.name, func(b *testing.B) {
			r := rand.New(rand.NewSource(1))
			av := view[float32](randMat(r, s.m*s.k), s.m, s.k, false, 0, 0)
			bv := view[float32](randMat(r, s.k*s.n), s.k, s.n, false, 0, 0)
			c := make([]float32, s.m*s.n)
			flops := 2 * float64(s.m*s.n*s.k)
			call := func() { Gemm(s.m, s.n, s.k, av, bv, c, s.n) }
			ds := timeCalls(b, call)
			b.ReportMetric(flops*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
			reportPeak(b, flops, ds)
			reportPairedPeak(b, flops, call)
		})
	}
}

func TestGemmNarrowRows(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for _, isa := range isas(t) {
		kr := kernelFor[float32](isa)
		if kr == nil {
			continue
		}
		for _, s := range []struct{ m, n, k int }{{256, 10, 1024}, {37, 3, 600}, {12, 1, 5}, {100, kr.nr - 1, 257}} {
			a, b := randMat(r, s.m*s.k), randMat(r, s.k*s.n)
			av := view[float32](a, s.m, s.k, false, 3, 2)
			bv := view[float32](b, s.k, s.n, s.m%2 == 1, 1, 0)
			init := randMat(r, s.m*s.n)
			ref, mag := naive(a, b, s.m, s.n, s.k)
			for _, workers := range []int{1, 2} {
				c := make([]float32, s.m*s.n)
				ct := make([]float32, s.n*s.m)
				for i := 0; i < s.m; i++ {
					for j := 0; j < s.n; j++ {
						c[i*s.n+j] = float32(init[i*s.n+j])
						ct[j*s.m+i] = c[i*s.n+j]
					}
				}
				gemm(kr, s.m, s.n, s.k, av, bv, c, s.n, workers)
				gemm(kr, s.n, s.m, s.k, bv.transposed(), av.transposed(), ct, s.m, workers)
				what := fmt.Sprintf("%s %dx%dx%d workers %d", isa, s.m, s.k, s.n, workers)
				checkProduct(t, what, c, s.n, init, ref, mag, s.m, s.n, s.k, 0)
				for i := 0; i < s.m; i++ {
					for j := 0; j < s.n; j++ {
						if x, y := c[i*s.n+j], ct[j*s.m+i]; math.Float32bits(x) != math.Float32bits(y) {
							t.Fatalf("%s: c[%d][%d] = %v, transposed product %v", what, i, j, x, y)
						}
					}
				}
			}
		}
	}
}

// A product whose left operand has contiguous rows runs on the Rows
// kernel, reading it in place; stored transposed, it is packed. The two
// sum every element in the same blocks and order, so they agree bit for
// bit, on full and edge tiles, one goroutine or several.
func TestGemmRowsMatchesPacked(t *testing.T) {
	r := rand.New(rand.NewSource(19))
	for _, isa := range isas(t) {
		kr := kernelFor[float32](isa)
		if kr == nil {
			continue
		}
		for _, s := range []struct{ m, n, k int }{{300, 200, 600}, {97, 70, 257}, {1000, 33, 40}, {150, 2*kr.nr + 3, 513}, {kr.mr + 5, 3*kr.nr + 5, 300}} {
			a, b := randMat(r, s.m*s.k), randMat(r, s.k*s.n)
			init := randMat(r, s.m*s.n)
			ref, mag := naive(a, b, s.m, s.n, s.k)
			for _, workers := range []int{1, 2, 3} {
				wide := workers > 1 && s.m >= kr.mr && s.n >= workers*kr.nr
				if s.m < rowsPathRows*workers*kr.mr && !wide {
					continue // too few rows for the rows path
				}
				rowsC := make([]float32, s.m*s.n)
				packedC := make([]float32, s.m*s.n)
				for i, x := range init {
					rowsC[i], packedC[i] = float32(x), float32(x)
				}
				bv := view[float32](b, s.k, s.n, false, 0, 1)
				gemm(kr, s.m, s.n, s.k, view[float32](a, s.m, s.k, false, 2, 3), bv, rowsC, s.n, workers)
				gemm(kr, s.m, s.n, s.k, view[float32](a, s.m, s.k, true, 1, 0), bv, packedC, s.n, workers)
				what := fmt.Sprintf("%s %dx%dx%d workers %d", isa, s.m, s.n, s.k, workers)
				checkProduct(t, what, rowsC, s.n, init, ref, mag, s.m, s.n, s.k, 0)
				for i := range rowsC {
					if math.Float32bits(rowsC[i]) != math.Float32bits(packedC[i]) {
						t.Fatalf("%s: element %d is %v in place, %v packed", what, i, rowsC[i], packedC[i])
					}
				}
			}
		}
	}
}
