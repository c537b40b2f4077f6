package interp

import (
	"math"
	"math/cmplx"

	"github.com/stablehlo-go/stablehlo/interp/internal/vmath"
)

// Complex64 kernels computed in float32, as XLA's CPU backend computes
// them. The complex128 functions (elementwise_math.go, math/cmplx) give
// complex64 results that are more accurate, but expectations recorded from
// XLA then differ by one or more float32 ulps, which is beyond an absolute
// tolerance once the parts grow past a few thousand. The functions below
// follow XLA's formulas step by step: every intermediate is a float32, the
// products that XLA contracts into fused multiply-adds are fused, and
// e^x is vmath.ExpF32, XLA's float32 exponential (vmath.FMA32 the fused
// multiply-add). Inputs outside the range where
// these formulas are finite and meaningful (non-finite parts, exponents
// that overflow) take the complex128 path, which handles the special
// values as C99 does.

// expMax bounds the exponent arguments of the kernels below: beyond it
// e^x overflows float32 (or nearly), and the complex128 path takes over.
const expMax = float32(88.3762626647950)

// expm1F32 is e^x - 1 for the complex64 kernels: e^x - 1 from vmath.ExpF32 where
// that subtraction loses nothing that matters (|x| >= 0.5, as XLA), the
// correctly rounded value near 0.
func expm1F32(x float32) float32 {
	if x > -0.5 && x < 0.5 {
		return float32(math.Expm1(float64(x)))
	}
	return vmath.ExpF32(x) - 1
}

func sinF32(x float32) float32 { return float32(math.Sin(float64(x))) }
func cosF32(x float32) float32 { return float32(math.Cos(float64(x))) }

// finite32 reports whether both parts of z are finite and the exponent
// argument e stays where vmath.ExpF32 is finite.
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
	return complex(vmath.FMA32(a, c, -(b*d)), vmath.FMA32(b, c, a*d))
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
	e := vmath.ExpF32(a)
	return complex(e*cosF32(b), e*sinF32(b))
}

// expm1C64 is e^(a+bi) - 1. With p = e^a - 1 and q = cos(b) - 1 the real
// part e^a cos(b) - 1 is (p+1)q + p, one fused multiply-add that keeps the
// small results near 0 accurate. The imaginary part is e^a sin(b) with e^a
// from vmath.ExpF32, as XLA forms it: p+1 in its place would keep only the bits
// of e^a that survive the subtraction of 1, a relative error that grows
// like e^-a for negative a (2^-15 at a = -8).
func expm1C64(z complex64) complex64 {
	a, b := real(z), imag(z)
	if !finite32(z, a) {
		return complex64(expm1C(complex128(z)))
	}
	p := expm1F32(a)
	return complex(vmath.FMA32(p+1, cosF32(b)-1, p), vmath.ExpF32(a)*sinF32(b))
}

// coshSinh32 returns cosh(x) and sinh(x) as XLA forms them from one
// exponential: e^-x/2 + e^x/2 and e^x/2 - e^-x/2, with e^-x/2 = 0.5/e^x.
func coshSinh32(x float32) (float32, float32) {
	e := vmath.ExpF32(x)
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

// absC64 is |a+bi| as XLA computes it in float32: with M the larger and m
// the smaller of |a| and |b|, M·sqrt(1 + (m/M)²), and m where that is NaN
// (both parts 0 or infinite, or a NaN part).
func absC64(z complex64) float32 {
	x, y := float32(math.Abs(float64(real(z)))), float32(math.Abs(float64(imag(z))))
	hi, lo := max(x, y), min(x, y)
	r := lo / hi
	s := float32(math.Sqrt(float64(vmath.FMA32(r, r, 1))))
	if v := hi * s; v == v {
		return v
	}
	return lo
}

// powC64 is (a+bi)^(c+di) as XLA's CPU backend computes it in float32:
// with r = |a+bi| (absC64) and t = atan2(b, a) (atan2F32),
// r^c · e^(-d·t) · (cos(q) + i sin(q)) where q = c·t + d·ln(r) (c·t fused
// into the addition), then the special cases XLA selects: x^0 = 1, 1^y = 1
// and 0^c = 0 for a real c > 0. r^c is the correctly rounded power, which
// the C library's powf XLA calls gives but in rare halfway cases. Other
// zero bases and non-finite parts take the complex128 path.
func powC64(x, y complex64) complex64 {
	a, b, c, d := real(x), imag(x), real(y), imag(y)
	switch {
	case c == 0 && d == 0, a == 1 && b == 0:
		return 1
	case a == 0 && b == 0 && d == 0 && c > 0:
		return 0
	case a == 0 && b == 0, !finite32(x, 0), !finite32(y, 0):
		return complex64(cmplx.Pow(complex128(x), complex128(y)))
	}
	r := absC64(x)
	t := atan2F32(b, a)
	e := -d * t
	if e > expMax || e < -expMax {
		return complex64(cmplx.Pow(complex128(x), complex128(y)))
	}
	coeff := float32(math.Pow(float64(r), float64(c))) * vmath.ExpF32(e)
	q := vmath.FMA32(c, t, d*float32(math.Log(float64(r))))
	return complex(coeff*cosF32(q), coeff*sinF32(q))
}

// Tables of atanF32: atan of the reduction points 0.5, 1, 1.5 and +inf,
// each as a float32 head and the float32 remainder, and the coefficients
// of the odd polynomial x - x·(s1 + s2) approximating atan on
// |x| <= 7/16.
var (
	atanHead = [4]float32{4.6364760399e-01, 7.8539812565e-01, 9.8279368877e-01, 1.5707962513e+00}
	atanTail = [4]float32{5.0121582440e-09, 3.7748947079e-08, 3.4473217170e-08, 7.5497894159e-08}
	atanPoly = [11]float32{
		3.3333334327e-01, -2.0000000298e-01, 1.4285714924e-01, -1.1111110449e-01,
		9.0908870101e-02, -7.6918758452e-02, 6.6610731184e-02, -5.8335702866e-02,
		4.9768779427e-02, -3.6531571299e-02, 1.6285819933e-02,
	}
)

// atanF32 is the float32 arctangent as glibc's atanf computes it (the
// classic single-precision algorithm, every step rounded to float32): the
// argument is reduced to |x| <= 7/16 around 0, 0.5, 1, 1.5 or infinity and
// the odd polynomial evaluated in two interleaved halves.
func atanF32(x float32) float32 {
	bits := math.Float32bits(x)
	ix := bits & 0x7fffffff
	if ix >= 0x4c000000 { // |x| >= 2^25, or NaN
		if ix > 0x7f800000 {
			return x + x
		}
		if bits>>31 != 0 {
			return -atanHead[3] - atanTail[3]
		}
		return atanHead[3] + atanTail[3]
	}
	id := -1
	if ix < 0x3ee00000 { // |x| < 7/16
		if ix < 0x39800000 { // |x| < 2^-12
			return x
		}
	} else {
		x = float32(math.Abs(float64(x)))
		switch {
		case ix < 0x3f300000: // 7/16 <= |x| < 11/16
			id, x = 0, (2*x-1)/(2+x)
		case ix < 0x3f980000: // 11/16 <= |x| < 19/16
			id, x = 1, (x-1)/(x+1)
		case ix < 0x401c0000: // 19/16 <= |x| < 39/16
			id, x = 2, (x-1.5)/(1+1.5*x)
		default: // 39/16 <= |x| < 2^25
			id, x = 3, -1/x
		}
	}
	z := x * x
	w := z * z
	p := atanPoly
	s1 := z * (p[0] + w*(p[2]+w*(p[4]+w*(p[6]+w*(p[8]+w*p[10])))))
	s2 := w * (p[1] + w*(p[3]+w*(p[5]+w*(p[7]+w*p[9]))))
	if id < 0 {
		return x - x*(s1+s2)
	}
	z = atanHead[id] - ((x*(s1+s2) - atanTail[id]) - x)
	if bits>>31 != 0 {
		return -z
	}
	return z
}

// atan2F32 is the float32 atan2(y, x) of glibc's atan2f, which XLA's CPU
// backend calls: atanF32(|y/x|) moved to the quadrant of (x, y), with the
// signed zeros, infinities and NaNs of C99.
func atan2F32(y, x float32) float32 {
	const (
		piO4 = float32(7.8539818525e-01)
		piO2 = float32(1.5707963705e+00)
		pi   = float32(3.1415927410e+00)
		piLo = float32(-8.7422776573e-08)
	)
	hx, hy := math.Float32bits(x), math.Float32bits(y)
	ix, iy := hx&0x7fffffff, hy&0x7fffffff
	if ix > 0x7f800000 || iy > 0x7f800000 {
		return x + y
	}
	if hx == 0x3f800000 {
		return atanF32(y)
	}
	m := hy>>31 | (hx>>30)&2 // bit 0: y < 0, bit 1: x < 0
	signed := func(v float32) float32 {
		if hy>>31 != 0 {
			return -v
		}
		return v
	}
	switch {
	case iy == 0:
		if m&2 == 0 {
			return y
		}
		return signed(pi)
	case ix == 0:
		return signed(piO2)
	case ix == 0x7f800000:
		if iy == 0x7f800000 {
			if m&2 == 0 {
				return signed(piO4)
			}
			return signed(3 * piO4)
		}
		if m&2 == 0 {
			return signed(0)
		}
		return signed(pi)
	case iy == 0x7f800000:
		return signed(piO2)
	}
	k := (int32(iy) - int32(ix)) >> 23
	var z float32
	switch {
	case k > 26:
		z = piO2 + 0.5*piLo
	case hx>>31 != 0 && k < -26:
		z = 0
	default:
		z = atanF32(float32(math.Abs(float64(y / x))))
	}
	switch m {
	case 0:
		return z
	case 1:
		return -z
	case 2:
		return pi - (z - piLo)
	}
	return (z - piLo) - pi
}
