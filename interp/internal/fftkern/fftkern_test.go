package fftkern

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand"
	"testing"
)

// naiveDFT is X[k] = Σ x[j]·exp(-2πijk/n) from the definition.
func naiveDFT(xr, xi []float64) (yr, yi []float64) {
	n := len(xr)
	yr, yi = make([]float64, n), make([]float64, n)
	for k := 0; k < n; k++ {
		var sr, si float64
		for j := 0; j < n; j++ {
			s, c := math.Sincos(-2 * math.Pi * float64(j*k%n) / float64(n))
			sr += xr[j]*c - xi[j]*s
			si += xr[j]*s + xi[j]*c
		}
		yr[k], yi[k] = sr, si
	}
	return yr, yi
}

func randomSplit(r *rand.Rand, n int) (re, im []float64) {
	re, im = make([]float64, n), make([]float64, n)
	for i := range re {
		re[i], im[i] = r.NormFloat64(), r.NormFloat64()
	}
	return re, im
}

// fftPow4 transforms x (length a power of four) with Radix4Pass alone:
// the bit-reversal permutation, then passes for m = 1, 4, 16, ...
func fftPow4(xr, xi []float64) (re, im []float64) {
	n := len(xr)
	re, im = make([]float64, n), make([]float64, n)
	shift := 64 - bits.Len(uint(n-1))
	for i := range xr {
		j := int(bits.Reverse64(uint64(i)) >> uint(shift))
		re[j], im[j] = xr[i], xi[i]
	}
	for m := 1; m < n; m *= 4 {
		Radix4Pass(re, im, m, Twiddles(m))
	}
	return re, im
}

// TestRadix4PassDFT checks whole transforms built from the passes (in
// whatever code the processor selects) against the definition.
func TestRadix4PassDFT(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, n := range []int{4, 16, 64, 256, 1024} {
		xr, xi := randomSplit(r, n)
		wr, wi := naiveDFT(xr, xi)
		gr, gi := fftPow4(xr, xi)
		tol := 1e-13 * float64(n)
		for k := range wr {
			if d := math.Hypot(gr[k]-wr[k], gi[k]-wi[k]); d > tol {
				t.Fatalf("n=%d: X[%d] = %g%+gi, want %g%+gi (|diff| %g)", n, k, gr[k], gi[k], wr[k], wi[k], d)
			}
		}
	}
}

// passVariants lists the implementations of one pass this processor can
// run for blocks of m values.
func passVariants(m int) map[string]func(re, im []float64, m int, tw []float64) {
	v := map[string]func(re, im []float64, m int, tw []float64){"go": radix4Go}
	for name, f := range asmVariants(m) {
		v[name] = f
	}
	return v
}

// TestRadix4PassVariants runs every implementation of one pass on the
// same data, with several runs of blocks, and compares them with the
// portable code.
func TestRadix4PassVariants(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for m := 1; m <= 1024; m *= 2 {
		for _, runs := range []int{1, 2, 3, 4} {
			n := 4 * m * runs
			xr, xi := randomSplit(r, n)
			tw := Twiddles(m)
			wr, wi := append([]float64(nil), xr...), append([]float64(nil), xi...)
			radix4Go(wr, wi, m, tw)
			for name, f := range passVariants(m) {
				t.Run(fmt.Sprintf("%s/m=%d/runs=%d", name, m, runs), func(t *testing.T) {
					gr, gi := append([]float64(nil), xr...), append([]float64(nil), xi...)
					f(gr, gi, m, tw)
					for k := range wr {
						if d := math.Hypot(gr[k]-wr[k], gi[k]-wi[k]); d > 1e-14 {
							t.Fatalf("element %d = %g%+gi, want %g%+gi", k, gr[k], gi[k], wr[k], wi[k])
						}
					}
				})
			}
		}
	}
}

// TestTwiddles checks the chunked layout against the factors' definition.
func TestTwiddles(t *testing.T) {
	for _, m := range []int{1, 2, 4, 8, 64} {
		tw := Twiddles(m)
		l := chunkLen(m)
		for k := 0; k < m; k++ {
			for j := 1; j <= 3; j++ {
				base := k/l*6*l + k%l
				gr, gi := tw[base+(2*j-2)*l], tw[base+(2*j-1)*l]
				s, c := math.Sincos(-2 * math.Pi * float64(j*k) / float64(4*m))
				if math.Abs(gr-c) > 1e-15 || math.Abs(gi-s) > 1e-15 {
					t.Fatalf("m=%d: w^%d·%d = %g%+gi, want %g%+gi", m, j, k, gr, gi, c, s)
				}
			}
		}
	}
}

func TestRadix4PassPanicsOnBadLengths(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("Radix4Pass accepted a length that is not a multiple of 4m")
		}
	}()
	Radix4Pass(make([]float64, 12), make([]float64, 12), 4, Twiddles(4))
}

// BenchmarkRadix4Pass runs the passes of a transform of length 4096 (m =
// 4 … 1024) as the selected code runs them.
func BenchmarkRadix4Pass(b *testing.B) {
	const n = 4096
	r := rand.New(rand.NewSource(3))
	re, im := randomSplit(r, n)
	var tws [][]float64
	for m := 4; m < n; m *= 4 {
		tws = append(tws, Twiddles(m))
	}
	b.SetBytes(n * 16)
	for i := 0; i < b.N; i++ {
		m := 4
		for _, tw := range tws {
			Radix4Pass(re, im, m, tw)
			m *= 4
		}
	}
}

// BenchmarkRadix4PassSmall runs the passes over the smallest blocks, which
// the vector code handles apart, on 4096 values.
func BenchmarkRadix4PassSmall(b *testing.B) {
	const n = 4096
	r := rand.New(rand.NewSource(3))
	re, im := randomSplit(r, n)
	for _, m := range []int{2, 4, 8} {
		tw := Twiddles(m)
		b.Run(fmt.Sprintf("m=%d", m), func(b *testing.B) {
			b.SetBytes(n * 16)
			for i := 0; i < b.N; i++ {
				Radix4Pass(re, im, m, tw)
			}
		})
	}
}
