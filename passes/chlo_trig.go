package passes

import (
	"math"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// The trigonometric and hyperbolic CHLO ops. Real arguments use formulas
// that stay accurate near the edges of each domain (expm1 and log1p where a
// difference would cancel, separate branches where squares overflow);
// complex arguments of the inverse functions use the algorithms below.

// isComplex reports whether x has complex elements.
func isComplex(x mlirc.Value) bool { return x.Type().ElementType().IsComplex() }

// parts splits a complex x into its real and imaginary parts.
func (b *builder) parts(x mlirc.Value) (re, im mlirc.Value) {
	if b.err != nil {
		return mlirc.Value{}, mlirc.Value{}
	}
	t := x.Type()
	pt := tensorType(t.Shape(), t.ElementType().ElementType())
	return b.single("stablehlo.real", []mlirc.Value{x}, pt), b.single("stablehlo.imag", []mlirc.Value{x}, pt)
}

// complexOf builds re + i·im.
func (b *builder) complexOf(re, im mlirc.Value, t mlirc.Type) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	return b.single("stablehlo.complex", []mlirc.Value{re, im}, t)
}

// atan2 creates stablehlo.atan2(y, x).
func (b *builder) atan2(y, x mlirc.Value) mlirc.Value { return b.binary("stablehlo.atan2", y, x) }

// Complex asin, acos, asinh and acosh follow the algorithm of Hull,
// Fairgrieve and Tang (ACM TOMS 23(3), 1997), complex atanh and atan
// Kahan's formulas, as interp/chlo_invtrig.go computes them: the textbook
// logarithm formulas cancel near the axes, near the unit circle and for
// small arguments. Complex arguments reach them widened to complex<f64>
// (see the chlo rules), so the thresholds are float64's.

// Float64 thresholds of the complex algorithms: below invTrigSafeMin a
// square underflows, above invTrigSafeMax a sum of squares may overflow.
var (
	invTrigSafeMin = math.Sqrt(0x1p-1022) * 4
	invTrigSafeMax = math.Sqrt(math.MaxFloat64) / 8
)

// maximum and minimum create stablehlo.maximum and stablehlo.minimum.
func (b *builder) maximum(x, y mlirc.Value) mlirc.Value { return b.binary("stablehlo.maximum", x, y) }
func (b *builder) minimum(x, y mlirc.Value) mlirc.Value { return b.binary("stablehlo.minimum", x, y) }

// hypot computes sqrt(p² + q²) as max·sqrt(1 + (min/max)²), 0 where both
// are 0, without overflow or underflow of the squares.
func (b *builder) hypot(p, q mlirc.Value) mlirc.Value {
	p, q = b.abs(p), b.abs(q)
	mx, mn := b.maximum(p, q), b.minimum(p, q)
	t := b.div(mn, mx)
	r := b.mul(mx, b.sqrt(b.addC(b.mul(t, t), 1)))
	return b.sel(b.cmpC(mx, stablehlo.ComparisonDirectionEQ, 0), mx, r)
}

// signbit tests the sign bit of the floats of x (set for -0 too).
func (b *builder) signbit(x mlirc.Value) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	t := x.Type()
	bits := b.bitcast(x, tensorType(t.Shape(), b.ctx.IntegerType(t.ElementType().FloatWidth(), 0)))
	return b.cmp(bits, b.intLike(0, bits), stablehlo.ComparisonDirectionLT)
}

// copysign gives the magnitude m (not negative) the sign of s.
func (b *builder) copysign(m, s mlirc.Value) mlirc.Value {
	return b.sel(b.signbit(s), b.neg(m), m)
}

// asinAcosParts computes, for x, y >= 0, the real parts of asin(x + iy)
// and acos(x + iy) and the magnitude of their imaginary parts (asin's is
// +im, acos's -im).
func (b *builder) asinAcosParts(x, y mlirc.Value) (reAsin, reAcos, im mlirc.Value) {
	const (
		le = stablehlo.ComparisonDirectionLE
		lt = stablehlo.ComparisonDirectionLT
	)
	xp1, xm1 := b.addC(x, 1), b.addC(x, -1)
	r, s := b.hypot(xp1, y), b.hypot(xm1, y)
	a := b.mulC(b.add(r, s), 0.5) // >= 1
	yy := b.mul(y, y)
	rxp1 := b.add(r, xp1)
	// Real parts: asin and acos of x/a, or atan2 of x and d, d/x the
	// tangent of acos's real part.
	ratio := b.div(x, a)
	apx := b.add(a, x)
	dNear := b.sqrt(b.mul(b.mulC(apx, 0.5), b.add(b.div(yy, rxp1), b.sub(s, xm1))))
	dFar := b.mul(y, b.sqrt(b.mulC(b.add(b.div(apx, rxp1), b.div(apx, b.add(s, xm1))), 0.5)))
	d := b.sel(b.cmpC(x, le, 1), dNear, dFar)
	direct := b.cmpC(ratio, le, 0.6417)
	reAsin = b.sel(direct, b.asin(ratio), b.atan2(x, d))
	reAcos = b.sel(direct, b.acos(ratio), b.atan2(d, x))
	// Imaginary part: log1p of a - 1 computed without cancellation, or
	// log(a + sqrt(a² - 1)) away from the unit interval.
	below := b.cmpC(x, lt, 1)
	am1 := b.mulC(b.add(b.div(yy, rxp1), b.sel(below, b.div(yy, b.sub(s, xm1)), b.add(s, xm1))), 0.5)
	imNear := b.log1p(b.add(am1, b.sqrt(b.mul(am1, b.addC(a, 1)))))
	imFar := b.log(b.add(a, b.sqrt(b.addC(b.mul(a, a), -1))))
	im = b.sel(b.cmpC(a, le, 1.5), imNear, imFar)
	// y² underflows: im = y / sqrt(1 - x²) to first order.
	tinyY := b.and(below, b.cmpC(y, lt, invTrigSafeMin))
	im = b.sel(tinyY, b.div(y, b.sqrt(b.mul(b.sub(b.like(1, x), x), xp1))), im)
	// Far from the origin, asin z = -i log(2iz) up to O(1/z²); near it,
	// asin z = z.
	mx := b.maximum(x, y)
	huge := b.cmpC(mx, stablehlo.ComparisonDirectionGE, invTrigSafeMax)
	reAsin = b.sel(huge, b.atan2(x, y), reAsin)
	reAcos = b.sel(huge, b.atan2(y, x), reAcos)
	im = b.sel(huge, b.addC(b.log(b.hypot(b.mulC(x, 0.5), b.mulC(y, 0.5))), 2*math.Ln2), im)
	tiny := b.cmpC(mx, lt, invTrigSafeMin)
	reAsin = b.sel(tiny, x, reAsin)
	reAcos = b.sel(tiny, b.sub(b.like(math.Pi/2, x), x), reAcos)
	im = b.sel(tiny, y, im)
	return reAsin, reAcos, im
}

// atanhParts computes, for x, y >= 0, the real and imaginary parts of
// atanh(x + iy): log1p(4x / ((1-x)² + y²)) / 4 (log(4x) / 4 - log h / 2,
// h = hypot(1-x, y), where the squares underflow next to 1) and
// atan2(2y, (1-x)(1+x) - y²) / 2; far from the origin 1/z ± iπ/2.
func (b *builder) atanhParts(x, y mlirc.Value) (re, im mlirc.Value) {
	lt := stablehlo.ComparisonDirectionLT
	omx := b.sub(b.like(1, x), x)
	h := b.hypot(omx, y)
	reMain := b.mulC(b.log1p(b.div(b.mulC(x, 4), b.add(b.mul(omx, omx), b.mul(y, y)))), 0.25)
	reNear := b.mulC(b.sub(b.log(b.mulC(x, 4)), b.mulC(b.log(h), 2)), 0.25)
	re = b.sel(b.cmpC(h, lt, invTrigSafeMin), reNear, reMain)
	im = b.mulC(b.atan2(b.mulC(y, 2), b.sub(b.mul(omx, b.addC(x, 1)), b.mul(y, y))), 0.5)
	hz := b.hypot(x, y)
	reHuge := b.sel(b.isFinite(hz), b.div(b.div(x, hz), hz), b.like(0, x))
	huge := b.cmpC(b.maximum(x, y), stablehlo.ComparisonDirectionGE, invTrigSafeMax)
	return b.sel(huge, reHuge, re), b.sel(huge, b.like(math.Pi/2, x), im)
}

// absParts splits a complex x into its parts and their magnitudes.
func (b *builder) absParts(x mlirc.Value) (re, im, ax, ay mlirc.Value) {
	re, im = b.parts(x)
	return re, im, b.abs(re), b.abs(im)
}

// asinh computes asinh(x). Real: sign(x) log1p(|x| + x²/(1 + sqrt(1 + x²))),
// or sign(x) (log 2 + log|x|) where x² would overflow. Complex:
// -i asin(iz), from asinAcosParts.
func (b *builder) asinh(x mlirc.Value) mlirc.Value {
	if isComplex(x) {
		re, im, ax, ay := b.absParts(x)
		ra, _, m := b.asinAcosParts(ay, ax)
		return b.complexOf(b.copysign(m, re), b.copysign(ra, im), x.Type())
	}
	ax := b.abs(x)
	x2 := b.mul(ax, ax)
	small := b.log1p(b.add(ax, b.div(x2, b.addC(b.sqrt(b.addC(x2, 1)), 1))))
	large := b.addC(b.log(ax), math.Ln2)
	big := b.cmpC(ax, stablehlo.ComparisonDirectionGT, math.Sqrt(largestFinite(x)))
	r := b.sel(big, large, small)
	return b.mul(b.unary("stablehlo.sign", x), r)
}

// asin computes asin(x). Real: 2 atan2(x, 1 + sqrt(1 - x²)). Complex: see
// asinAcosParts.
func (b *builder) asin(x mlirc.Value) mlirc.Value {
	if isComplex(x) {
		re, im, ax, ay := b.absParts(x)
		ra, _, m := b.asinAcosParts(ax, ay)
		return b.complexOf(b.copysign(ra, re), b.copysign(m, im), x.Type())
	}
	s := b.sqrt(b.mul(b.sub(b.like(1, x), x), b.addC(x, 1)))
	return b.mulC(b.atan2(x, b.addC(s, 1)), 2)
}

// reflectAcos turns acos's real part for |Re z| into the one for z.
func (b *builder) reflectAcos(rc, re mlirc.Value) mlirc.Value {
	return b.sel(b.signbit(re), b.sub(b.like(math.Pi, rc), rc), rc)
}

// acos computes acos(x). Real: 2 atan2(sqrt(1 - x²), 1 + x), π at -1.
// Complex: see asinAcosParts.
func (b *builder) acos(x mlirc.Value) mlirc.Value {
	if isComplex(x) {
		re, im, ax, ay := b.absParts(x)
		_, rc, m := b.asinAcosParts(ax, ay)
		return b.complexOf(b.reflectAcos(rc, re), b.copysign(m, b.neg(im)), x.Type())
	}
	s := b.sqrt(b.mul(b.sub(b.like(1, x), x), b.addC(x, 1)))
	r := b.mulC(b.atan2(s, b.addC(x, 1)), 2)
	return b.sel(b.cmpC(x, stablehlo.ComparisonDirectionEQ, -1), b.like(math.Pi, x), r)
}

// acosh computes acosh(x). Real: log1p(y + sqrt(y (y + 2))) with y = x - 1,
// or log 2 + log x where the square would overflow; NaN below 1. Complex:
// ±i acos(z), the sign making the real part non-negative.
func (b *builder) acosh(x mlirc.Value) mlirc.Value {
	if isComplex(x) {
		re, im, ax, ay := b.absParts(x)
		_, rc, m := b.asinAcosParts(ax, ay)
		return b.complexOf(m, b.copysign(b.reflectAcos(rc, re), im), x.Type())
	}
	y := b.addC(x, -1)
	small := b.log1p(b.add(y, b.sqrt(b.mul(y, b.addC(y, 2)))))
	large := b.addC(b.log(x), math.Ln2)
	big := b.cmpC(x, stablehlo.ComparisonDirectionGT, math.Sqrt(largestFinite(x)))
	return b.sel(big, large, small)
}

// atanh computes atanh(x) = (log1p(x) - log1p(-x)) / 2 (real; NaN outside
// [-1, 1], ±inf at ±1); complex: see atanhParts.
func (b *builder) atanh(x mlirc.Value) mlirc.Value {
	if isComplex(x) {
		re, im, ax, ay := b.absParts(x)
		r, i := b.atanhParts(ax, ay)
		return b.complexOf(b.copysign(r, re), b.copysign(i, im), x.Type())
	}
	return b.mulC(b.sub(b.log1p(x), b.log1p(b.neg(x))), 0.5)
}

// atan computes atan(x): atan2(x, 1) for reals, -i atanh(i z) for complex
// numbers.
func (b *builder) atan(x mlirc.Value) mlirc.Value {
	if isComplex(x) {
		re, im, ax, ay := b.absParts(x)
		r, i := b.atanhParts(ay, ax)
		return b.complexOf(b.copysign(i, re), b.copysign(r, im), x.Type())
	}
	return b.atan2(x, b.like(1, x))
}

// halfExps returns e^(x + log ½) and e^(log ½ - x), each half of e^±x but
// finite where e^x alone would overflow.
func (b *builder) halfExps(x mlirc.Value) (mlirc.Value, mlirc.Value) {
	logHalf := b.log(b.like(0.5, x))
	return b.exp(b.add(x, logHalf)), b.exp(b.sub(logHalf, x))
}

// cosh computes cosh(x) = e^(x + log ½) + e^(log ½ - x).
func (b *builder) cosh(x mlirc.Value) mlirc.Value {
	p, m := b.halfExps(x)
	return b.add(p, m)
}

// sinh computes sinh(x): e^(x + log ½) - e^(log ½ - x), and for real
// |x| < 1 (expm1(x) + expm1(x) / (expm1(x) + 1)) / 2, which keeps the
// small values the difference would cancel.
func (b *builder) sinh(x mlirc.Value) mlirc.Value {
	p, m := b.halfExps(x)
	large := b.sub(p, m)
	if isComplex(x) {
		return large
	}
	e := b.expm1(x)
	small := b.mulC(b.add(e, b.div(e, b.addC(e, 1))), 0.5)
	return b.sel(b.cmpC(b.abs(x), stablehlo.ComparisonDirectionLT, 1), small, large)
}
