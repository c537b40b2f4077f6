// Package matmul is the matrix multiplication behind dot_general, dot,
// convolution and einsum: batched row-major products [B,M,K] x [B,K,N] ->
// [B,M,N] in an accumulator type.
//
// float32 and float64 products run on register-blocked micro-kernels in Go
// assembly (AVX-512 or AVX2 with FMA, chosen at start-up from the
// processor's features) over packed panels of both operands, with the k
// dimension cut into fixed blocks: each output element is the sum of its
// block partial sums in ascending block order, each partial accumulated by
// fused multiply-adds in ascending k order. Results therefore do not depend
// on the number of goroutines, and differ from the portable loop only by
// the order and fusion of floating-point operations. PackBlocks and
// MulAddRows run the same kernels on a left operand read in place (rows at
// a fixed stride, columns in runs of consecutive elements), for the
// convolution. Every kernel has a storing variant, used for the first
// block of a product whose result need not be cleared first
// (GemmBatchedIntoWS, MulRows, MulRowsLines, MulRowsSpan): it stores +0 plus its sums
// where the adding kernel adds them to c, so both give the same bits.
// Integer and complex
// products, and every product on other architectures, use the portable
// loop, which sums every element in ascending k order.
package matmul

import (
	"sync/atomic"

	"github.com/stablehlo-go/stablehlo/interp/internal/safego"
)

// Shape describes a batched product [B,M,K] x [B,K,N] -> [B,M,N].
type Shape struct {
	B, M, K, N int
}

// Elem are the element types of the multiplication kernel.
type Elem interface {
	int64 | uint64 | float32 | float64 | complex64 | complex128
}

// Blocking and parallelism parameters of the multiplication kernel.
const (
	blockK     = 256
	blockN     = 1024
	rowsPerJob = 16
	// ParallelAt is the amount of work (multiply-adds) from which
	// products run on several goroutines.
	ParallelAt = 1 << 18
)

// Batched computes c[b] += a[b] x b[b] for row-major [M,K] and [K,N]
// slices (c is usually zero on entry), on several goroutines when the
// product is large.
func Batched[T Elem](a, b, c []T, mm Shape) {
	batchedISA(activeISA, a, b, c, mm)
}

// batchedISA is Batched with an explicit instruction set for the float
// kernels.
func batchedISA[T Elem](isa ISA, a, b, c []T, mm Shape) {
	if mm.B == 0 || mm.M == 0 || mm.N == 0 {
		return
	}
	switch a := any(a).(type) {
	case []float32:
		if kr := kernelFor[float32](isa); kr != nil {
			batchedFast(kr, a, any(b).([]float32), any(c).([]float32), mm)
			return
		}
	case []float64:
		if kr := kernelFor[float64](isa); kr != nil {
			batchedFast(kr, a, any(b).([]float64), any(c).([]float64), mm)
			return
		}
	}
	work := mm.B * mm.M * mm.N * max(mm.K, 1)
	batchedLoop(a, b, c, mm, workersFor(work))
}

// batchedFast runs a contiguous batched float product on the micro-kernel
// kr.
func batchedFast[T Float](kr *kernel[T], a, b, c []T, mm Shape) {
	gemmBatched(kr, mm,
		Matrix[T]{Data: a, RowStride: mm.K, ColStride: 1}, mm.M*mm.K,
		Matrix[T]{Data: b, RowStride: mm.N, ColStride: 1}, mm.K*mm.N, c, nil, false)
}

// batchedLoop is the portable batched product on up to workers goroutines.
func batchedLoop[T Elem](a, b, c []T, mm Shape, workers int) {
	rowJobs := (mm.M + rowsPerJob - 1) / rowsPerJob
	jobs := mm.B * rowJobs
	if workers < 2 || jobs < 2 {
		for bi := 0; bi < mm.B; bi++ {
			rowsLoop(a[bi*mm.M*mm.K:], b[bi*mm.K*mm.N:], c[bi*mm.M*mm.N:], mm, 0, mm.M)
		}
		return
	}
	workers = min(workers, jobs)
	var nextJob atomic.Int64
	// A panic on a worker is raised again here, in the caller's goroutine.
	var g safego.Group
	for w := 0; w < workers; w++ {
		g.Go(func() {
			for {
				j := int(nextJob.Add(1) - 1)
				if j >= jobs {
					return
				}
				bi, r := j/rowJobs, (j%rowJobs)*rowsPerJob
				rowsLoop(a[bi*mm.M*mm.K:], b[bi*mm.K*mm.N:], c[bi*mm.M*mm.N:], mm, r, min(r+rowsPerJob, mm.M))
			}
		})
	}
	g.Wait()
}

// rowsParallel is the portable loop over one product on up to workers
// goroutines.
func rowsParallel[T Elem](a, b, c []T, mm Shape, workers int) {
	batchedLoop(a, b, c, Shape{B: 1, M: mm.M, K: mm.K, N: mm.N}, workers)
}

// Rows adds rows [r0, r1) of one product to c on the calling goroutine.
// Float products use the micro-kernels; the portable loop blocks k so
// that a panel of b stays in cache and accumulates every c element in
// ascending k order.
func Rows[T Elem](a, b, c []T, mm Shape, r0, r1 int) {
	if r1 <= r0 || mm.N == 0 || mm.K == 0 {
		return
	}
	switch a := any(a).(type) {
	case []float32:
		if kr := kernelFor[float32](activeISA); kr != nil {
			rowsFast(kr, a, any(b).([]float32), any(c).([]float32), mm, r0, r1)
			return
		}
	case []float64:
		if kr := kernelFor[float64](activeISA); kr != nil {
			rowsFast(kr, a, any(b).([]float64), any(c).([]float64), mm, r0, r1)
			return
		}
	}
	rowsLoop(a, b, c, mm, r0, r1)
}

func rowsFast[T Float](kr *kernel[T], a, b, c []T, mm Shape, r0, r1 int) {
	gemm(kr, r1-r0, mm.N, mm.K,
		Matrix[T]{Data: a, Off: r0 * mm.K, RowStride: mm.K, ColStride: 1},
		Matrix[T]{Data: b, RowStride: mm.N, ColStride: 1},
		c[r0*mm.N:], mm.N, 1)
}

// rowsLoop is the portable loop of Rows.
func rowsLoop[T Elem](a, b, c []T, mm Shape, r0, r1 int) {
	K, N := mm.K, mm.N
	if N == 1 {
		for i := r0; i < r1; i++ {
			row := a[i*K : i*K+K]
			col := b[:K]
			var s T
			for k, x := range row {
				s += x * col[k]
			}
			c[i] += s
		}
		return
	}
	for j0 := 0; j0 < N; j0 += blockN {
		j1 := min(j0+blockN, N)
		for k0 := 0; k0 < K; k0 += blockK {
			k1 := min(k0+blockK, K)
			for i := r0; i < r1; i++ {
				crow := c[i*N+j0 : i*N+j1]
				arow := a[i*K+k0 : i*K+k1]
				for kk, av := range arow {
					k := k0 + kk
					axpy(crow, b[k*N+j0:k*N+j1], av)
				}
			}
		}
	}
}

// axpy computes y += alpha * x.
func axpy[T Elem](y, x []T, alpha T) {
	x = x[:len(y)]
	i := 0
	for ; i+4 <= len(y); i += 4 {
		y[i] += alpha * x[i]
		y[i+1] += alpha * x[i+1]
		y[i+2] += alpha * x[i+2]
		y[i+3] += alpha * x[i+3]
	}
	for ; i < len(y); i++ {
		y[i] += alpha * x[i]
	}
}
