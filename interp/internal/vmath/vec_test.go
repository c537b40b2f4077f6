package vmath

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// applyISA is the function of k (for kExpSub, ExpSub with m = sub) over
// src with the vector kernels of isa, where it has one for k.
func applyISA(isa vecISA, k kernel, dst, src []float32, sub float32) {
	dst = dst[:len(src)]
	n := vecPrefixISA(isa, k, dst, src, sub)
	if k == kExpSub {
		expSubGeneric(dst[n:], src[n:], sub)
		return
	}
	k.generic()(dst[n:], src[n:])
}

// vectorISAs lists the vector instruction sets of this processor.
func vectorISAs() []vecISA {
	isas := supportedVecISAs()
	return isas[:len(isas)-1]
}

// isaName names a vector instruction set in test messages.
func isaName(isa vecISA) string {
	return [...]string{"portable", "avx2", "avx512"}[isa]
}

// TestVectorMatchesGeneric requires every kernel of every vector
// instruction set of the processor to give exactly the bits of its
// portable implementation over the float32 sample of TestAccuracy, at
// every length around the vector and block sizes, from misaligned slices
// and in place.
func TestVectorMatchesGeneric(t *testing.T) {
	if len(vectorISAs()) == 0 {
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
	kinds := []kernel{kExp, kExpm1, kLog, kLog1p, kTanh, kLogistic, kAbs}
	for _, isa := range vectorISAs() {
		for i, k := range kinds {
			name := isaName(isa) + "/" + kernels[i].name
			if vecPrefixISA(isa, k, make([]float32, 16), make([]float32, 16), 0) == 0 {
				continue // no kernel: the portable code itself
			}
			fast := func(dst, src []float32) { applyISA(isa, k, dst, src, 0) }
			t.Run(name, func(t *testing.T) {
				want := make([]float32, len(xs))
				k.generic()(want, xs)
				got := make([]float32, len(xs))
				fast(got, xs)
				compareBits(t, name+" whole sample", xs, got, want)

				// In place.
				copy(got, xs)
				fast(got, got)
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
						fast(dst, src)
						compareBits(t, name, src, dst, want[off*1000:off*1000+n])
						if buf[off+n] != 42 || off > 0 && buf[off-1] != 42 {
							t.Errorf("%s: length %d at offset %d writes outside dst", name, n, off)
						}
					}
				}
			})
		}
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

// TestExpSub compares ExpSub, with the kernels of every instruction set of
// the processor, with Exp over the differences, bit for bit, for shifts that leave ordinary, overflowing, NaN and infinite operands.
func TestExpSub(t *testing.T) {
	xs := sampleInputs(65521)
	for i := range 600 {
		xs = append(xs, float32(i%89)/4-10)
	}
	inf := float32(math.Inf(1))
	for _, m := range []float32{0, 3.5, -7.25, 90, -1e30, inf, -inf, float32(math.NaN())} {
		diff := make([]float32, len(xs))
		for i, v := range xs {
			diff[i] = v - m
		}
		want := make([]float32, len(xs))
		expGeneric(want, diff)
		for _, n := range []int{0, 1, 15, 16, 17, 255, 256, 257, 600, len(xs)} {
			for _, off := range []int{0, 1, 7} {
				if off+n > len(xs) {
					continue
				}
				for _, isa := range supportedVecISAs() {
					got := make([]float32, n)
					applyISA(isa, kExpSub, got, xs[off:off+n], m)
					compareBits(t, fmt.Sprintf("%s ExpSub(m=%g, n=%d, offset %d)", isaName(isa), m, n, off), diff[off:off+n], got, want[off:off+n])
					// In place.
					copy(got, xs[off:off+n])
					applyISA(isa, kExpSub, got, got, m)
					compareBits(t, fmt.Sprintf("%s ExpSub in place (m=%g, n=%d)", isaName(isa), m, n), diff[off:off+n], got, want[off:off+n])
				}
				got := make([]float32, n)
				ExpSub(got, xs[off:off+n], m)
				compareBits(t, fmt.Sprintf("ExpSub(m=%g, n=%d, offset %d)", m, n, off), diff[off:off+n], got, want[off:off+n])
			}
		}
	}
}

// refMax folds xs into acc with the spec's maximum, one comparison at a
// time.
func refMax(acc float32, xs []float32) float32 {
	for _, x := range xs {
		switch {
		case acc != acc:
		case x != x:
			acc = x
		case x > acc:
			acc = x
		case x == 0 && acc == 0 && !math.Signbit(float64(x)):
			acc = x
		}
	}
	return acc
}

// TestMax compares Max with a one-by-one fold over rows with NaNs (of
// distinct payloads), infinities and zeros of both signs at varied places.
func TestMax(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	nan1, nan2 := math.Float32frombits(0x7fc00001), math.Float32frombits(0xffc00002)
	negZero := float32(math.Copysign(0, -1))
	specials := []float32{nan1, nan2, 0, negZero, float32(math.Inf(1)), float32(math.Inf(-1)), -math.MaxFloat32}
	for trial := range 3000 {
		n := rng.IntN(300)
		xs := make([]float32, n)
		for i := range xs {
			switch trial % 4 {
			case 0:
				xs[i] = float32(rng.NormFloat64())
			case 1:
				xs[i] = -float32(rng.ExpFloat64()) // all negative
			default:
				xs[i] = 0
				if rng.IntN(2) == 0 {
					xs[i] = negZero
				}
			}
		}
		for range rng.IntN(3) {
			if n > 0 {
				xs[rng.IntN(n)] = specials[rng.IntN(len(specials))]
			}
		}
		acc := []float32{float32(math.Inf(-1)), 0, negZero, nan2, 0.5, -3}[trial%6]
		got, want := Max(acc, xs), refMax(acc, xs)
		if math.Float32bits(got) != math.Float32bits(want) {
			t.Fatalf("Max(%g, %v) = %g (%#x), want %g (%#x)", acc, xs, got, math.Float32bits(got), want, math.Float32bits(want))
		}
	}
}

// TestDiv compares Div with one division at a time.
func TestDiv(t *testing.T) {
	xs := sampleInputs(104729)
	for _, s := range []float32{3, -0.1, 1e-40, 0, float32(math.Inf(1)), float32(math.NaN())} {
		for _, n := range []int{0, 1, 15, 16, 17, 1000, len(xs)} {
			for _, off := range []int{0, 3} {
				if off+n > len(xs) {
					continue
				}
				got := append([]float32(nil), xs[off:off+n]...)
				Div(got, s)
				want := make([]float32, n)
				for i, v := range xs[off : off+n] {
					want[i] = v / s
				}
				compareBits(t, fmt.Sprintf("Div(s=%g, n=%d)", s, n), xs[off:off+n], got, want)
			}
		}
	}
}
