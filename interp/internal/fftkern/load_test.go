package fftkern

import (
	"math"
	"math/bits"
	"math/rand"
	"testing"
)

// bitReversal is the bit-reversal permutation of a power of two n.
func bitReversal(n int) []int32 {
	rev := make([]int32, n)
	shift := 64 - bits.Len(uint(n-1))
	for i := range rev {
		rev[i] = int32(bits.Reverse64(uint64(i)) >> uint(shift))
	}
	return rev
}

// TestLoadTransforms checks LoadC128 and LoadC64 followed by the later
// passes against the definition, forward and conjugated, for powers of two
// with odd and even numbers of stages.
func TestLoadTransforms(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for _, n := range []int{2, 4, 8, 16, 32, 128, 512, 1024} {
		radix2 := bits.TrailingZeros(uint(n))%2 == 1
		xr, xi := randomSplit(r, n)
		// Values exact in float32, so that both loads see the same input.
		in128, in64 := make([]complex128, n), make([]complex64, n)
		for i := range xr {
			xr[i], xi[i] = float64(float32(xr[i])), float64(float32(xi[i]))
			in128[i], in64[i] = complex(xr[i], xi[i]), complex64(complex(xr[i], xi[i]))
		}
		for _, conj := range []bool{false, true} {
			cr, ci := xr, append([]float64(nil), xi...)
			if conj {
				for i := range ci {
					ci[i] = -ci[i]
				}
			}
			wr, wi := naiveDFT(cr, ci)
			for _, c64 := range []bool{false, true} {
				re, im := make([]float64, n), make([]float64, n)
				if c64 {
					LoadC64(re, im, in64, bitReversal(n), radix2, conj, nil)
				} else {
					LoadC128(re, im, in128, bitReversal(n), radix2, conj, nil)
				}
				m := 4
				if radix2 {
					m = 2
				}
				for ; m < n; m *= 4 {
					Radix4Pass(re, im, m, Twiddles(m))
				}
				tol := 1e-13 * float64(n)
				for k := range wr {
					if d := math.Hypot(re[k]-wr[k], im[k]-wi[k]); d > tol {
						t.Fatalf("n=%d conj=%v complex64=%v: X[%d] = %g%+gi, want %g%+gi", n, conj, c64, k, re[k], im[k], wr[k], wi[k])
					}
				}
			}
		}
	}
}

// TestLoadMatchesPortable compares the loads this processor runs with the
// portable loop bit for bit.
func TestLoadMatchesPortable(t *testing.T) {
	r := rand.New(rand.NewSource(6))
	for _, n := range []int{2, 4, 8, 16, 64, 2048, 4096} {
		radix2 := bits.TrailingZeros(uint(n))%2 == 1
		rev := bitReversal(n)
		xr, xi := randomSplit(r, n)
		in128, in64 := make([]complex128, n), make([]complex64, n)
		for i := range xr {
			in128[i], in64[i] = complex(xr[i], xi[i]), complex64(complex(xr[i], xi[i]))
		}
		for _, conj := range []bool{false, true} {
			wr, wi := make([]float64, n), make([]float64, n)
			gr, gi := make([]float64, n), make([]float64, n)
			loadGo(wr, wi, in128, rev, radix2, conj)
			LoadC128(gr, gi, in128, rev, radix2, conj, nil)
			for k := range wr {
				if gr[k] != wr[k] || gi[k] != wi[k] {
					t.Fatalf("n=%d conj=%v: complex128 load gives %g%+gi at %d, want %g%+gi", n, conj, gr[k], gi[k], k, wr[k], wi[k])
				}
			}
			loadGo(wr, wi, in64, rev, radix2, conj)
			LoadC64(gr, gi, in64, rev, radix2, conj, nil)
			for k := range wr {
				if gr[k] != wr[k] || gi[k] != wi[k] {
					t.Fatalf("n=%d conj=%v: complex64 load gives %g%+gi at %d, want %g%+gi", n, conj, gr[k], gi[k], k, wr[k], wi[k])
				}
			}
		}
	}
}

// BenchmarkLoadC64 loads 256 rows of 4096 complex64 values in turn (8 MiB,
// more than the caches keep), with and without prefetching the next row.
func BenchmarkLoadC64(b *testing.B) {
	const rows, n = 256, 4096
	in := make([]complex64, rows*n)
	for i := range in {
		in[i] = complex(float32(i%7), float32(i%3))
	}
	rev := bitReversal(n)
	re, im := make([]float64, n), make([]float64, n)
	for _, prefetch := range []bool{false, true} {
		name := "plain"
		if prefetch {
			name = "prefetch"
		}
		b.Run(name, func(b *testing.B) {
			b.SetBytes(rows * n * 8)
			for i := 0; i < b.N; i++ {
				for r := 0; r < rows; r++ {
					var next []complex64
					if prefetch && r+1 < rows {
						next = in[(r+1)*n : (r+2)*n]
					}
					LoadC64(re, im, in[r*n:(r+1)*n], rev, false, false, next)
				}
			}
		})
	}
}
