// Package matmul is the blocked matrix multiplication behind dot_general,
// dot and convolution: batched row-major products [B,M,K] x [B,K,N] ->
// [B,M,N] in an accumulator type, every output element summed in ascending
// k order so results do not depend on blocking or on the number of
// goroutines.
package matmul

import (
	"runtime"
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

// Batched computes c[b] = a[b] x b[b] for row-major [M,K] and [K,N]
// slices, c zero on entry.
func Batched[T Elem](a, b, c []T, mm Shape) {
	if mm.B == 0 || mm.M == 0 || mm.N == 0 {
		return
	}
	work := mm.B * mm.M * mm.N * max(mm.K, 1)
	workers := runtime.GOMAXPROCS(0)
	rowJobs := (mm.M + rowsPerJob - 1) / rowsPerJob
	jobs := mm.B * rowJobs
	if work < ParallelAt || workers < 2 || jobs < 2 {
		for bi := 0; bi < mm.B; bi++ {
			Rows(a[bi*mm.M*mm.K:], b[bi*mm.K*mm.N:], c[bi*mm.M*mm.N:], mm, 0, mm.M)
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
				Rows(a[bi*mm.M*mm.K:], b[bi*mm.K*mm.N:], c[bi*mm.M*mm.N:], mm, r, min(r+rowsPerJob, mm.M))
			}
		})
	}
	g.Wait()
}

// Rows computes rows [r0, r1) of one product; the k loop is blocked
// so that a panel of b stays in cache, and every c element is accumulated
// in ascending k order.
func Rows[T Elem](a, b, c []T, mm Shape, r0, r1 int) {
	K, N := mm.K, mm.N
	if N == 1 {
		for i := r0; i < r1; i++ {
			row := a[i*K : i*K+K]
			col := b[:K]
			var s T
			for k, x := range row {
				s += x * col[k]
			}
			c[i] = s
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
