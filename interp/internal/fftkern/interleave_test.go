package fftkern

import (
	"math/rand"
	"testing"
)

// TestInterleave compares InterleaveC64 and InterleaveC128 (assembly where
// the processor has it, then the portable tail) bit for bit with the
// definition, for lengths with and without a tail and for the forward and
// the conjugating, scaling forms.
func TestInterleave(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	for _, n := range []int{0, 1, 3, 4, 7, 8, 64, 1027} {
		re, im := randomSplit(r, n)
		for _, s := range [][2]float64{{1, 1}, {1.0 / 3, -1.0 / 3}} {
			got64 := make([]complex64, n)
			InterleaveC64(got64, re, im, s[0], s[1])
			got128 := make([]complex128, n)
			InterleaveC128(got128, re, im, s[0], s[1])
			for i := 0; i < n; i++ {
				want := complex(re[i]*s[0], im[i]*s[1])
				if got128[i] != want {
					t.Fatalf("n=%d scale %v: complex128 value %d = %v, want %v", n, s, i, got128[i], want)
				}
				if got64[i] != complex64(want) {
					t.Fatalf("n=%d scale %v: complex64 value %d = %v, want %v", n, s, i, got64[i], complex64(want))
				}
			}
		}
	}
}

// TestInterleaveShortSplit checks that out alone sets the length.
func TestInterleaveShortSplit(t *testing.T) {
	re, im := []float64{1, 2, 3, 4, 5, 6}, []float64{-1, -2, -3, -4, -5, -6}
	out := make([]complex64, 5)
	InterleaveC64(out, re, im, 1, 1)
	if out[4] != complex(5, -5) {
		t.Fatalf("out[4] = %v, want (5-5i)", out[4])
	}
}

// TestLastPassC64 compares LastPassC64 bit for bit with Radix4Pass
// followed by InterleaveC64, for one run of blocks (where the fused
// assembly applies) and for several, forward and conjugating.
func TestLastPassC64(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for _, m := range []int{1, 2, 4, 8, 16, 64, 1024} {
		for _, runs := range []int{1, 2} {
			n := 4 * m * runs
			xr, xi := randomSplit(r, n)
			tw := Twiddles(m)
			for _, s := range [][2]float64{{1, 1}, {1.0 / float64(n), -1.0 / float64(n)}} {
				wr, wi := append([]float64(nil), xr...), append([]float64(nil), xi...)
				Radix4Pass(wr, wi, m, tw)
				want := make([]complex64, n)
				InterleaveC64(want, wr, wi, s[0], s[1])
				got := make([]complex64, n)
				LastPassC64(append([]float64(nil), xr...), append([]float64(nil), xi...), m, tw, got, s[0], s[1])
				for k := range want {
					if got[k] != want[k] {
						t.Fatalf("m=%d runs=%d scale %v: value %d = %v, want %v", m, runs, s, k, got[k], want[k])
					}
				}
			}
		}
	}
}
