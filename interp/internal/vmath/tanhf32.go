package vmath

import "math"

// XLA's float32 hyperbolic tangent: a rational function of x, degree 13
// over degree 6 (the coefficients of Eigen's float tanh), on x clamped to
// ±tanhf32Clamp, where it rounds to ±1, its two polynomials in x²
// evaluated by Horner's rule in fused multiply-adds; x itself for
// |x| < 0.0004. It is within 5 ulps of tanh (every float32 checked) but
// differs from the correctly rounded value for about one operand in
// twelve, and JAX programs' expected values carry its bits.

// Constants of TanhF32 (float32).
const (
	tanhf32Clamp = float32(7.99881172180175781)
	tanhf32Small = float32(0.0004)
)

// Coefficients of TanhF32's numerator (times x) and denominator, highest
// degree first.
var (
	tanhf32Num = [...]float32{-2.76076847742355e-16, 2.00018790482477e-13, -8.60467152213735e-11,
		5.12229709037114e-08, 1.48572235717979e-05, 6.37261928875436e-04, 4.89352455891786e-03}
	tanhf32Den = [...]float32{1.19825839466702e-06, 1.18534705686654e-04, 2.26843463243900e-03,
		4.89352518554385e-03}
)

// TanhF32 returns tanh(x) as XLA computes it for float32 on the CPU (see
// above).
func TanhF32(x float32) float32 {
	if x != x {
		return float32(math.Tanh(float64(x)))
	}
	if float32(math.Abs(float64(x))) < tanhf32Small {
		return x
	}
	xc := min(max(x, -tanhf32Clamp), tanhf32Clamp)
	x2 := xc * xc
	// Horner steps on float32 values held in float64s, as in ExpF32:
	// each product is exact and the double rounding of the sum can only
	// go wrong on a float32 midpoint, which sends the whole evaluation to
	// tanhF32Exact. (The sums are far from float32's subnormals.)
	off := uint64(1 << 28)
	horner := func(cs []float32) float32 {
		p, z := float64(cs[0]), float64(x2)
		for _, c := range cs[1:] {
			s := p*z + float64(c)
			off = min(off, math.Float64bits(s)&(1<<29-1)^1<<28)
			p = float64(float32(s))
		}
		return float32(p)
	}
	n, d := horner(tanhf32Num[:]), horner(tanhf32Den[:])
	if off == 0 {
		return tanhF32Exact(xc, x2)
	}
	return xc * n / d
}

// tanhF32Exact is TanhF32's rational function with FMA32 at every step.
func tanhF32Exact(xc, x2 float32) float32 {
	horner := func(cs []float32) float32 {
		p := cs[0]
		for _, c := range cs[1:] {
			p = FMA32(p, x2, c)
		}
		return p
	}
	return xc * horner(tanhf32Num[:]) / horner(tanhf32Den[:])
}
