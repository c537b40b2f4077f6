package interp

import (
	"math"
	"math/cmplx"
	"math/rand"
	"testing"
)

// ulps32 is the distance of a and b in float32 steps.
func ulps32(a, b float32) int64 {
	key := func(x float32) int64 {
		v := int64(int32(math.Float32bits(x)))
		if v < 0 {
			v = math.MinInt32 - v
		}
		return v
	}
	d := key(a) - key(b)
	if d < 0 {
		d = -d
	}
	return d
}

func TestExpF32WithinOneUlp(t *testing.T) {
	for x := -expMax; x <= expMax; x += 0.0037 {
		want := float32(math.Exp(float64(x)))
		if got := expF32(x); ulps32(got, want) > 1 {
			t.Fatalf("expF32(%v) = %v, want %v within one ulp", x, got, want)
		}
	}
	if got := expF32(0); got != 1 {
		t.Errorf("expF32(0) = %v, want 1", got)
	}
}

// The complex64 kernels follow XLA's float32 formulas, whose results stay
// within a few float32 ulps of the larger part (or of 1) of the complex128
// functions rounded to complex64.
func TestComplex64KernelsNearComplex128(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	kernels := []struct {
		name string
		c64  func(complex64) complex64
		c128 func(complex128) complex128
	}{
		{"cos", cosC64, cmplx.Cos},
		{"sin", sinC64, cmplx.Sin},
		{"exp", expC64, cmplx.Exp},
		{"expm1", expm1C64, expm1C},
	}
	for _, k := range kernels {
		for i := 0; i < 20000; i++ {
			z := complex(float32(rng.Float64()*24-12), float32(rng.Float64()*24-12))
			got, want := k.c64(z), complex64(k.c128(complex128(z)))
			scale := math.Max(math.Abs(float64(real(want))), math.Abs(float64(imag(want))))
			tol := 16 * math.Max(scale, 1) * 0x1p-24
			if math.Abs(float64(real(got)-real(want))) > tol || math.Abs(float64(imag(got)-imag(want))) > tol {
				t.Fatalf("%s(%v) = %v, want %v", k.name, z, got, want)
			}
		}
	}
	for i := 0; i < 20000; i++ {
		x := complex(float32(rng.Float64()*200-100), float32(rng.Float64()*200-100))
		y := complex(float32(rng.Float64()*200-100), float32(rng.Float64()*200-100))
		got, want := mulC64(x, y), complex64(complex128(x)*complex128(y))
		scale := math.Abs(float64(real(x)*real(y))) + math.Abs(float64(imag(x)*imag(y))) +
			math.Abs(float64(real(x)*imag(y))) + math.Abs(float64(imag(x)*real(y)))
		tol := 2 * scale * 0x1p-24
		if math.Abs(float64(real(got)-real(want))) > tol || math.Abs(float64(imag(got)-imag(want))) > tol {
			t.Fatalf("mulC64(%v, %v) = %v, want %v", x, y, got, want)
		}
	}
}

// Non-finite parts and exponents past float32's range take the complex128
// functions, which handle them as C99 does.
func TestComplex64KernelsSpecialValues(t *testing.T) {
	inf, nan := float32(math.Inf(1)), float32(math.NaN())
	nonFinite := []complex64{
		complex(inf, 0), complex(-inf, 1), complex(0, inf), complex(1, -inf), complex(nan, 0), complex(0, nan),
	}
	same := func(a, b complex64) bool {
		eq := func(x, y float32) bool { return x == y || x != x && y != y }
		return eq(real(a), real(b)) && eq(imag(a), imag(b))
	}
	for _, k := range []struct {
		name string
		c64  func(complex64) complex64
		c128 func(complex128) complex128
		huge []complex64 // exponents past expMax
	}{
		{"cos", cosC64, cmplx.Cos, []complex64{complex(1, 100), complex(-1, -100)}},
		{"sin", sinC64, cmplx.Sin, []complex64{complex(1, 100), complex(-1, -100)}},
		{"exp", expC64, cmplx.Exp, []complex64{complex(100, 1), complex(-100, -1)}},
		{"expm1", expm1C64, expm1C, []complex64{complex(100, 1), complex(-100, -1)}},
	} {
		for _, z := range append(k.huge, nonFinite...) {
			if got, want := k.c64(z), complex64(k.c128(complex128(z))); !same(got, want) {
				t.Errorf("%s(%v) = %v, want %v", k.name, z, got, want)
			}
		}
	}
}

// A product with cancellation in the real part, and the value XLA's CPU
// backend computes for it (the exact real part is -0.0176695373...).
func TestMulC64RoundsAsXLA(t *testing.T) {
	x := complex64(complex(-4.329714, -7.8475914))
	y := complex64(complex(7.1994586, 3.969871))
	want := complex64(complex(-0.017670462, -73.68681))
	if got := mulC64(x, y); got != want {
		t.Errorf("mulC64(%v, %v) = %v, want %v", x, y, got, want)
	}
}
