package vmath

import (
	"math"
	"testing"
)

// TestVectorMatchesGeneric requires every kernel to give exactly the bits
// of its portable implementation over the float32 sample of TestAccuracy,
// at every length around the vector and block sizes, from misaligned
// slices and in place.
func TestVectorMatchesGeneric(t *testing.T) {
	if !hasVector() {
		t.Skip("no vectorised path on this processor")
	}
	stride := uint64(1021)
	if testing.Short() {
		stride = 16411
	}
	if *sampleStride > 0 {
		stride = *sampleStride
	}
	xs := sampleInputs(stride)
	// Special operands scattered through otherwise ordinary blocks.
	for i := range 1000 {
		xs = append(xs, float32(i%97)/8-6)
		if i%37 == 0 {
			xs = append(xs, float32(math.NaN()), 0, float32(math.Copysign(0, -1)), -1, float32(math.Inf(1)),
				float32(math.Inf(-1)), -2, math.Float32frombits(0x7f800001), math.Float32frombits(0xffc00123))
		}
	}
	kinds := []kernel{kExp, kExpm1, kLog, kLog1p, kTanh, kLogistic}
	for i, k := range kinds {
		name := kernels[i].name
		t.Run(name, func(t *testing.T) {
			want := make([]float32, len(xs))
			k.generic()(want, xs)
			got := make([]float32, len(xs))
			kernels[i].fast(got, xs)
			compareBits(t, name+" whole sample", xs, got, want)

			// In place.
			copy(got, xs)
			kernels[i].fast(got, got)
			compareBits(t, name+" in place", xs, got, want)

			// Lengths around 16 and blockLen, from misaligned starts.
			buf := make([]float32, 1100)
			for _, n := range []int{0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 255, 256, 257, 511, 512, 513, 1031} {
				for _, off := range []int{0, 1, 3, 5} {
					src := xs[off*1000 : off*1000+n]
					dst := buf[off : off+n]
					for j := range buf {
						buf[j] = 42
					}
					kernels[i].fast(dst, src)
					compareBits(t, name, src, dst, want[off*1000:off*1000+n])
					if buf[off+n] != 42 || off > 0 && buf[off-1] != 42 {
						t.Errorf("%s: length %d at offset %d writes outside dst", name, n, off)
					}
				}
			}
		})
	}
}

// compareBits reports the first few elements whose bits differ.
func compareBits(t *testing.T, what string, xs, got, want []float32) {
	t.Helper()
	bad := 0
	for j := range want {
		if math.Float32bits(got[j]) != math.Float32bits(want[j]) {
			if bad++; bad <= 5 {
				t.Errorf("%s: x=%g (%#x): vector %g (%#x), portable %g (%#x)", what, xs[j], math.Float32bits(xs[j]),
					got[j], math.Float32bits(got[j]), want[j], math.Float32bits(want[j]))
			}
		}
	}
	if bad > 5 {
		t.Errorf("%s: %d results differ", what, bad)
	}
}
