package interp

import (
	"math"
	"math/cmplx"
)

// Complex64 kernels computed in float32, as XLA's CPU backend computes
// them. The complex128 functions (elementwise_math.go, math/cmplx) give
// complex64 results that are more accurate, but expectations recorded from
// XLA then differ by one or more float32 ulps, which is beyond an absolute
// tolerance once the parts grow past a few thousand. The functions below
// follow XLA's formulas step by step: every intermediate is a float32, the
// products that XLA contracts into fused multiply-adds are fused, and
// e^x is expF32, XLA's float32 exponential. Inputs outside the range where
// these formulas are finite and meaningful (non-finite parts, exponents
// that overflow) take the complex128 path, which handles the special
// values as C99 does.

// Coefficients of expF32: ln(2) split in a part exact in float32 and a
// correction, and p0..p5 of the polynomial p with e^r ≈ 1 + r + r²·p(r) on
// |r| <= ln(2)/2 (the single-precision coefficients of the Cephes library,
// which XLA's CPU backend evaluates).
const (
	expLog2e = float32(1.44269504088896341)
	expLn2Hi = float32(0.693359375)
	expLn2Lo = float32(-2.12194440e-4)
	expP0    = float32(1.9875691500e-4)
	expP1    = float32(1.3981999507e-3)
	expP2    = float32(8.3334519073e-3)
	expP3    = float32(4.1665795894e-2)
	expP4    = float32(1.6666665459e-1)
	expP5    = float32(5.0000001201e-1)
	// expMax bounds the argument; beyond it the result is not finite.
	expMax = float32(88.3762626647950)
)

// fma32 is the fused multiply-add x*y + z of float32 values. The exact
// product fits in a float64, so the result is the exact value rounded to
// float64 and then to float32; the two roundings differ from one only in
// rare halfway cases.
func fma32(x, y, z float32) float32 {
	return float32(math.FMA(float64(x), float64(y), float64(z)))
}

// expF32 is e^x as XLA computes it for float32 on the CPU: x = n·ln2 + r
// with n = round(x/ln2), e^r from a degree-7 polynomial evaluated with
// fused multiply-adds, then scaled by 2^n. Its error is under one ulp. The
// caller keeps |x| <= expMax.
func expF32(x float32) float32 {
	n := float32(math.Floor(float64(fma32(x, expLog2e, 0.5))))
	r := fma32(-n, expLn2Hi, x)
	r = fma32(-n, expLn2Lo, r)
	p := expP0
	p = fma32(p, r, expP1)
	p = fma32(p, r, expP2)
	p = fma32(p, r, expP3)
	p = fma32(p, r, expP4)
	p = fma32(p, r, expP5)
	p = fma32(p, r*r, r) + 1
	return float32(math.Ldexp(float64(p), int(n)))
}

// expm1F32 is e^x - 1 for the complex64 kernels: e^x - 1 from expF32 where
// that subtraction loses nothing that matters (|x| >= 0.5, as XLA), the
// correctly rounded value near 0.
func expm1F32(x float32) float32 {
	if x > -0.5 && x < 0.5 {
		return float32(math.Expm1(float64(x)))
	}
	return expF32(x) - 1
}

func sinF32(x float32) float32 { return float32(math.Sin(float64(x))) }
func cosF32(x float32) float32 { return float32(math.Cos(float64(x))) }

// finite32 reports whether both parts of z are finite and the exponent
// argument e stays where expF32 is finite.
func finite32(z complex64, e float32) bool {
	re, im := float64(real(z)), float64(imag(z))
	return !math.IsInf(re, 0) && !math.IsNaN(re) && !math.IsInf(im, 0) && !math.IsNaN(im) &&
		e >= -expMax && e <= expMax
}

// mulC64 is the complex64 product (a+bi)(c+di) = (ac - bd) + (bc + ad)i
// with XLA's rounding: each part is one product rounded to float32 and one
// fused multiply-add.
func mulC64(x, y complex64) complex64 {
	a, b, c, d := real(x), imag(x), real(y), imag(y)
	return complex(fma32(a, c, -(b*d)), fma32(b, c, a*d))
}

// mulC64Loop sets out[i] = x[i]*y[i] (mulC64).
func mulC64Loop(x, y, out []complex64) {
	for i := range out {
		out[i] = mulC64(x[i], y[i])
	}
}

// expC64 is e^(a+bi) = e^a cos(b) + i e^a sin(b).
func expC64(z complex64) complex64 {
	a, b := real(z), imag(z)
	if !finite32(z, a) {
		return complex64(cmplx.Exp(complex128(z)))
	}
	e := expF32(a)
	return complex(e*cosF32(b), e*sinF32(b))
}

// expm1C64 is e^(a+bi) - 1. With p = e^a - 1 and q = cos(b) - 1 the real
// part e^a cos(b) - 1 is (p+1)q + p, one fused multiply-add that keeps the
// small results near 0 accurate; the imaginary part is (p+1) sin(b).
func expm1C64(z complex64) complex64 {
	a, b := real(z), imag(z)
	if !finite32(z, a) {
		return complex64(expm1C(complex128(z)))
	}
	p := expm1F32(a)
	e := p + 1
	return complex(fma32(e, cosF32(b)-1, p), e*sinF32(b))
}

// coshSinh32 returns cosh(x) and sinh(x) as XLA forms them from one
// exponential: e^-x/2 + e^x/2 and e^x/2 - e^-x/2, with e^-x/2 = 0.5/e^x.
func coshSinh32(x float32) (float32, float32) {
	e := expF32(x)
	h, hn := 0.5*e, 0.5/e
	return hn + h, h - hn
}

// cosC64 is cos(a+bi) = cos(a) cosh(b) - i sin(a) sinh(b).
func cosC64(z complex64) complex64 {
	a, b := real(z), imag(z)
	if !finite32(z, b) {
		return complex64(cmplx.Cos(complex128(z)))
	}
	ch, sh := coshSinh32(b)
	return complex(cosF32(a)*ch, sinF32(a)*-sh)
}

// sinC64 is sin(a+bi) = sin(a) cosh(b) + i cos(a) sinh(b).
func sinC64(z complex64) complex64 {
	a, b := real(z), imag(z)
	if !finite32(z, b) {
		return complex64(cmplx.Sin(complex128(z)))
	}
	ch, sh := coshSinh32(b)
	return complex(sinF32(a)*ch, cosF32(a)*sh)
}
