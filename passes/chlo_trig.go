package passes

import (
	"math"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// The trigonometric and hyperbolic CHLO ops. Real arguments use formulas
// that stay accurate near the edges of each domain (expm1 and log1p where a
// difference would cancel, separate branches where squares overflow);
// complex arguments use the principal-branch identities through log and
// sqrt.

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

// timesI multiplies a complex x by i.
func (b *builder) timesI(x mlirc.Value) mlirc.Value {
	re, im := b.parts(x)
	return b.complexOf(b.neg(im), re, x.Type())
}

// timesMinusI multiplies a complex x by -i.
func (b *builder) timesMinusI(x mlirc.Value) mlirc.Value {
	re, im := b.parts(x)
	return b.complexOf(im, b.neg(re), x.Type())
}

// atan2 creates stablehlo.atan2(y, x).
func (b *builder) atan2(y, x mlirc.Value) mlirc.Value { return b.binary("stablehlo.atan2", y, x) }

// asinh computes asinh(x). Real: sign(x) log1p(|x| + x²/(1 + sqrt(1 + x²))),
// or sign(x) (log 2 + log|x|) where x² would overflow. Complex:
// log(z + sqrt(z² + 1)) on the half plane Re z >= 0, odd symmetry for the
// other half.
func (b *builder) asinh(x mlirc.Value) mlirc.Value {
	if isComplex(x) {
		re, _ := b.parts(x)
		flip := b.cmpC(re, stablehlo.ComparisonDirectionLT, 0)
		w := b.sel(flip, b.neg(x), x)
		r := b.log(b.add(w, b.sqrt(b.addC(b.mul(w, w), 1))))
		return b.sel(flip, b.neg(r), r)
	}
	ax := b.abs(x)
	x2 := b.mul(ax, ax)
	small := b.log1p(b.add(ax, b.div(x2, b.addC(b.sqrt(b.addC(x2, 1)), 1))))
	large := b.addC(b.log(ax), math.Ln2)
	big := b.cmpC(ax, stablehlo.ComparisonDirectionGT, math.Sqrt(largestFinite(x)))
	r := b.sel(big, large, small)
	return b.mul(b.unary("stablehlo.sign", x), r)
}

// asin computes asin(x). Real: 2 atan2(x, 1 + sqrt(1 - x²)). Complex:
// -i asinh(i z).
func (b *builder) asin(x mlirc.Value) mlirc.Value {
	if isComplex(x) {
		return b.timesMinusI(b.asinh(b.timesI(x)))
	}
	s := b.sqrt(b.mul(b.sub(b.like(1, x), x), b.addC(x, 1)))
	return b.mulC(b.atan2(x, b.addC(s, 1)), 2)
}

// acos computes acos(x). Real: 2 atan2(sqrt(1 - x²), 1 + x), π at -1.
// Complex: π/2 - asin(z).
func (b *builder) acos(x mlirc.Value) mlirc.Value {
	if isComplex(x) {
		return b.sub(b.like(math.Pi/2, x), b.asin(x))
	}
	s := b.sqrt(b.mul(b.sub(b.like(1, x), x), b.addC(x, 1)))
	r := b.mulC(b.atan2(s, b.addC(x, 1)), 2)
	return b.sel(b.cmpC(x, stablehlo.ComparisonDirectionEQ, -1), b.like(math.Pi, x), r)
}

// acosh computes acosh(x). Real: log1p(y + sqrt(y (y + 2))) with y = x - 1,
// or log 2 + log x where the square would overflow; NaN below 1. Complex:
// log(z + sqrt(z + 1) sqrt(z - 1)).
func (b *builder) acosh(x mlirc.Value) mlirc.Value {
	if isComplex(x) {
		return b.log(b.add(x, b.mul(b.sqrt(b.addC(x, 1)), b.sqrt(b.addC(x, -1)))))
	}
	y := b.addC(x, -1)
	small := b.log1p(b.add(y, b.sqrt(b.mul(y, b.addC(y, 2)))))
	large := b.addC(b.log(x), math.Ln2)
	big := b.cmpC(x, stablehlo.ComparisonDirectionGT, math.Sqrt(largestFinite(x)))
	return b.sel(big, large, small)
}

// atanh computes atanh(x) = (log1p(x) - log1p(-x)) / 2 (real; NaN outside
// [-1, 1], ±inf at ±1) or (log(1 + z) - log(1 - z)) / 2 (complex).
func (b *builder) atanh(x mlirc.Value) mlirc.Value {
	if isComplex(x) {
		one := b.like(1, x)
		return b.mulC(b.sub(b.log(b.add(one, x)), b.log(b.sub(one, x))), 0.5)
	}
	return b.mulC(b.sub(b.log1p(x), b.log1p(b.neg(x))), 0.5)
}

// atan computes atan(x): atan2(x, 1) for reals, -i atanh(i z) for complex
// numbers.
func (b *builder) atan(x mlirc.Value) mlirc.Value {
	if isComplex(x) {
		return b.timesMinusI(b.atanh(b.timesI(x)))
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
