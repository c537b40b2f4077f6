package interp

import (
	"math"
	"math/cmplx"
)

// Inverse trigonometric and hyperbolic functions of the chlo ops, accurate
// to a few ulps over the whole domain. Go's math.Asin and math.Acos lose
// accuracy near ±1 (they compute 1 - x²), and math/cmplx evaluates the
// textbook logarithm formulas, which cancel near the real axis, near the
// unit circle and for small arguments (up to a hundred ulps of float64).
// The complex functions here follow the algorithm of Hull, Fairgrieve and
// Tang ("Implementing the complex arcsine and arccosine functions using
// exception handling", ACM TOMS 23(3), 1997) for asin and acos, and Kahan's
// formulas for atanh; asinh, acosh and atan are the same computations on
// rotated arguments. passes/chlo_trig.go builds the same computations as
// StableHLO ops for --chlo-legalize-to-stablehlo. Arguments with an
// infinite or NaN part take math/cmplx's C99 special cases.

// Thresholds of the complex algorithms (float64): below safeMin a square
// underflows, above safeMax a sum of squares may overflow.
var (
	invTrigSafeMin = math.Sqrt(0x1p-1022) * 4
	invTrigSafeMax = math.Sqrt(math.MaxFloat64) / 8
)

// asinReal is asin(x) = atan2(x, sqrt((1-x)(1+x))): the factors are exact
// or nearly so near ±1, where 1 - x² cancels.
func asinReal(x float64) float64 {
	if math.Abs(x) > 1 {
		return math.NaN()
	}
	return math.Atan2(x, math.Sqrt((1-x)*(1+x)))
}

// acosReal is acos(x) = 2 atan2(sqrt((1-x)(1+x)), 1+x), and π at -1.
func acosReal(x float64) float64 {
	switch {
	case math.Abs(x) > 1:
		return math.NaN()
	case x == -1:
		return math.Pi
	}
	return 2 * math.Atan2(math.Sqrt((1-x)*(1+x)), 1+x)
}

// asinAcosParts returns, for finite x, y >= 0, the real parts of asin(x+iy)
// and acos(x+iy) and the magnitude of their imaginary parts (asin's is
// +im, acos's -im).
func asinAcosParts(x, y float64) (reAsin, reAcos, im float64) {
	if mx := max(x, y); mx >= invTrigSafeMax {
		// asin z = -i log(2iz) up to O(1/z²).
		return math.Atan2(x, y), math.Atan2(y, x), math.Log(math.Hypot(x/2, y/2)) + 2*math.Ln2
	} else if mx < invTrigSafeMin {
		return x, math.Pi/2 - x, y
	}
	xp1, xm1 := x+1, x-1
	r, s := hypotFMA(xp1, y), hypotFMA(xm1, y)
	a := (r + s) / 2 // >= 1
	yy := y * y
	if b := x / a; b <= 0.6417 {
		reAsin, reAcos = asinReal(b), acosReal(b)
	} else {
		// d / x is the tangent of acos's real part, x / d asin's.
		var d float64
		if x <= 1 {
			d = math.Sqrt((a + x) / 2 * (yy/(r+xp1) + (s - xm1)))
		} else {
			apx := a + x
			d = y * math.Sqrt((apx/(r+xp1)+apx/(s+xm1))/2)
		}
		reAsin, reAcos = math.Atan2(x, d), math.Atan2(d, x)
	}
	switch {
	case x < 1 && y < invTrigSafeMin:
		// y² underflows: im = y / sqrt(1 - x²) to first order.
		im = y / math.Sqrt((1-x)*xp1)
	case a <= 1.5:
		// a - 1, without the cancellation of computing a first.
		var am1 float64
		if x < 1 {
			am1 = (yy/(r+xp1) + yy/(s-xm1)) / 2
		} else {
			am1 = (yy/(r+xp1) + (s + xm1)) / 2
		}
		im = math.Log1p(am1 + math.Sqrt(am1*(a+1)))
	default:
		im = math.Log(a + math.Sqrt(a*a-1))
	}
	return reAsin, reAcos, im
}

// hypotFMA is sqrt(p² + q²) within about half an ulp, for p and q below
// invTrigSafeMax (math.Hypot where the squares would be subnormal): a
// square root of the sum
// with its first product exact, corrected by one Newton step whose residual
// is computed exactly with fused multiply-adds (Borges, "An improved
// algorithm for hypot(a, b)", 2019). math.Hypot's max·sqrt(1 + (min/max)²)
// is off by up to about an ulp, which the inverse functions carry into
// their results.
func hypotFMA(p, q float64) float64 {
	h := math.Sqrt(math.FMA(p, p, q*q))
	if h < 0x1p-500 {
		return math.Hypot(p, q)
	}
	hh, pp := h*h, p*p
	e := math.FMA(-q, q, hh-pp) + math.FMA(h, h, -hh) - math.FMA(p, p, -pp)
	return h - e/(2*h)
}

// finiteComplex reports whether both parts of z are finite.
func finiteComplex(z complex128) bool {
	return !math.IsInf(real(z), 0) && !math.IsNaN(real(z)) && !math.IsInf(imag(z), 0) && !math.IsNaN(imag(z))
}

// asinComplex is the principal value of asin(z).
func asinComplex(z complex128) complex128 {
	if !finiteComplex(z) {
		return cmplx.Asin(z)
	}
	x, y := real(z), imag(z)
	re, _, im := asinAcosParts(math.Abs(x), math.Abs(y))
	return complex(math.Copysign(re, x), math.Copysign(im, y))
}

// acosComplex is the principal value of acos(z).
func acosComplex(z complex128) complex128 {
	if !finiteComplex(z) {
		return cmplx.Acos(z)
	}
	re, im := acosReIm(real(z), imag(z))
	return complex(re, -math.Copysign(im, imag(z)))
}

// acosReIm returns the real part of acos(x+iy), in [0, pi], and the
// magnitude of its imaginary part, for finite x and y.
func acosReIm(x, y float64) (re, im float64) {
	_, re, im = asinAcosParts(math.Abs(x), math.Abs(y))
	if math.Signbit(x) {
		re = math.Pi - re
	}
	return re, im
}

// asinhComplex is asinh(z) = -i asin(iz).
func asinhComplex(z complex128) complex128 {
	if !finiteComplex(z) {
		return cmplx.Asinh(z)
	}
	x, y := real(z), imag(z)
	re, _, im := asinAcosParts(math.Abs(y), math.Abs(x))
	return complex(math.Copysign(im, x), math.Copysign(re, y))
}

// acoshComplex is acosh(z) = ±i acos(z), the sign taken so that the real
// part is not negative.
func acoshComplex(z complex128) complex128 {
	if !finiteComplex(z) {
		return cmplx.Acosh(z)
	}
	re, im := acosReIm(real(z), imag(z))
	return complex(im, math.Copysign(re, imag(z)))
}

// atanhComplex is atanh(z) by Kahan's formulas: the real part
// log1p(4|x| / ((1-|x|)² + y²)) / 4 and the imaginary part
// atan2(2y, (1-|x|)(1+|x|) - y²) / 2, with no cancellation between two
// logarithms; far from the origin, where the squares would overflow,
// atanh z = 1/z ± iπ/2 to first order.
func atanhComplex(z complex128) complex128 {
	if !finiteComplex(z) {
		return cmplx.Atanh(z)
	}
	x, y := real(z), imag(z)
	ax, ay := math.Abs(x), math.Abs(y)
	var re, im float64
	if max(ax, ay) >= invTrigSafeMax {
		h := math.Hypot(ax, ay)
		re, im = ax/h/h, math.Pi/2
	} else if h := math.Hypot(1-ax, ay); h < invTrigSafeMin {
		// Next to ±1 the squares underflow: 4|x| / h² is large, and
		// log1p(4|x| / h²) = log(4|x|) - 2 log h.
		re = (math.Log(4*ax) - 2*math.Log(h)) / 4
		im = math.Atan2(2*ay, (1-ax)*(1+ax)-ay*ay) / 2
	} else {
		re = math.Log1p(4*ax/((1-ax)*(1-ax)+ay*ay)) / 4
		im = math.Atan2(2*ay, (1-ax)*(1+ax)-ay*ay) / 2
	}
	return complex(math.Copysign(re, x), math.Copysign(im, y))
}

// atanComplex is atan(z) = -i atanh(iz).
func atanComplex(z complex128) complex128 {
	w := atanhComplex(complex(-imag(z), real(z)))
	return complex(imag(w), -real(w))
}
