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

// The imaginary part of expm1C64 is e^a sin(b) to within the rounding of
// its two factors and their product, however negative a is: e^a does not
// pass through e^a - 1, which keeps only about 24 + a/ln(2) of its bits.
func TestExpm1C64ImaginaryPartRelative(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for i := 0; i < 20000; i++ {
		a := float32(-rng.Float64() * 80)
		b := float32(rng.Float64()*24 - 12)
		want := float32(math.Exp(float64(a)) * math.Sin(float64(b)))
		if got := imag(expm1C64(complex(a, b))); ulps32(got, want) > 3 {
			t.Fatalf("imag(expm1(%v%+vi)) = %v, want %v within 3 ulps", a, b, got, want)
		}
	}
	// An input of upstream's complex64 expm1 program, with the imaginary
	// part XLA's CPU backend computes for it.
	if got, want := imag(expm1C64(complex(float32(-8.030220031738281), float32(-3.382451295852661)))), float32(7.763806206639856e-05); ulps32(got, want) > 1 {
		t.Errorf("imag(expm1(-8.03022-3.38245i)) = %v, want %v within one ulp", got, want)
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

func TestAtan2F32(t *testing.T) {
	// The C99 special values, exactly.
	inf, nan := float32(math.Inf(1)), float32(math.NaN())
	negZero := float32(math.Copysign(0, -1))
	specials := []float32{0, negZero, 1, -1, 2.5, -2.5, inf, -inf}
	special := func(v float32) bool { return v == 0 || math.IsInf(float64(v), 0) }
	for _, y := range specials {
		for _, x := range specials {
			if !special(x) && !special(y) {
				continue
			}
			want := float32(math.Atan2(float64(y), float64(x)))
			if got := atan2F32(y, x); math.Float32bits(got) != math.Float32bits(want) {
				t.Errorf("atan2F32(%v, %v) = %v, want %v", y, x, got, want)
			}
		}
	}
	if got := atan2F32(nan, 1); got == got {
		t.Errorf("atan2F32(NaN, 1) = %v, want NaN", got)
	}
	// Within one ulp of the correctly rounded value elsewhere, in every
	// quadrant and across the reduction intervals and magnitudes.
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 200000; i++ {
		y := float32(rng.NormFloat64() * math.Exp(rng.Float64()*40-20))
		x := float32(rng.NormFloat64() * math.Exp(rng.Float64()*40-20))
		want := float32(math.Atan2(float64(y), float64(x)))
		if got := atan2F32(y, x); ulps32(got, want) > 1 {
			t.Fatalf("atan2F32(%v, %v) = %v, want %v within one ulp", y, x, got, want)
		}
	}
	// Values of the C library's atan2f (glibc), which rounds these the
	// other way than the correctly rounded value.
	for _, c := range []struct{ y, x, want float32 }{
		{-3.4776103, -2.372358, -2.1694627},
		{109.54831, 2.7108706e-06, 1.5707964},
		{-3.7155558e+09, -68.27921, -1.5707963},
	} {
		if got := atan2F32(c.y, c.x); got != c.want {
			t.Errorf("atan2F32(%v, %v) = %v, want %v", c.y, c.x, got, c.want)
		}
	}
}

func TestPowC64(t *testing.T) {
	// XLA's special cases, and the zero and non-finite bases that keep the
	// complex128 results.
	inf := float32(math.Inf(1))
	for _, c := range []struct{ x, y, want complex64 }{
		{complex(3, 4), 0, 1},
		{1, complex(2.5, -1), 1},
		{0, 2, 0},
		{0, 0, 1},
		{0, -1, complex(inf, 0)},
	} {
		if got := powC64(c.x, c.y); got != c.want {
			t.Errorf("powC64(%v, %v) = %v, want %v", c.x, c.y, got, c.want)
		}
	}
	want := complex64(cmplx.Pow(complex(math.Inf(1), 0), 2))
	if got := powC64(complex(inf, 0), 2); math.Float32bits(real(got)) != math.Float32bits(real(want)) || cmplx.IsNaN(complex128(got)) != cmplx.IsNaN(complex128(want)) {
		t.Errorf("powC64(+Inf, 2) = %v, want %v", got, want)
	}
	// XLA on the CPU (values from tests/interpret/complex64_xla.mlir's
	// generator): whole-number exponents reproduced bit for bit.
	for _, c := range []struct{ x, y, want complex64 }{
		{complex(-12.76049, 27.55107), 2, complex(-596.23145, -703.1302)},
		{complex(2.7220168, -1.9291577), 1, complex(2.7220166, -1.9291576)},
	} {
		if got := powC64(c.x, c.y); got != c.want {
			t.Errorf("powC64(%v, %v) = %v, want %v", c.x, c.y, got, c.want)
		}
	}
	// Close to the complex128 power for moderate arguments.
	rng := rand.New(rand.NewSource(6))
	for i := 0; i < 20000; i++ {
		x := complex(float32(rng.Float64()*8-4), float32(rng.Float64()*8-4))
		y := complex(float32(rng.Intn(11)-3), 0)
		if i%2 == 1 {
			y = complex(float32(rng.Float64()*4-2), float32(rng.Float64()*2-1))
		}
		want := cmplx.Pow(complex128(x), complex128(y))
		got := complex128(powC64(x, y))
		if cmplx.Abs(got-want) > 1e-5*cmplx.Abs(want) {
			t.Fatalf("powC64(%v, %v) = %v, want about %v", x, y, got, want)
		}
	}
}
