package passes

import (
	"fmt"
	"math"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// Elementwise arithmetic for the CHLO decompositions. Every helper works on
// values of one tensor type; constants take the type of the value they are
// combined with.

// like returns the constant v with the type of x.
func (b *builder) like(v float64, x mlirc.Value) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	t := x.Type()
	return b.constant(v, t.Shape(), t.ElementType())
}

// intLike returns the integer constant v with the type of x, an integer
// tensor (every bit of v is kept, unlike like).
func (b *builder) intLike(v int64, x mlirc.Value) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	t := x.Type()
	return b.memoized(fmt.Sprintf("integer %d : %s", v, t), func() mlirc.Value {
		return b.single("stablehlo.constant", nil, t, mlirc.NamedAttribute{Name: "value",
			Value: mlirc.SplatAttr(t, mlirc.IntegerAttr(t.ElementType(), v))})
	})
}

func (b *builder) add(x, y mlirc.Value) mlirc.Value { return b.binary("stablehlo.add", x, y) }
func (b *builder) sub(x, y mlirc.Value) mlirc.Value { return b.binary("stablehlo.subtract", x, y) }
func (b *builder) mul(x, y mlirc.Value) mlirc.Value { return b.binary("stablehlo.multiply", x, y) }
func (b *builder) div(x, y mlirc.Value) mlirc.Value { return b.binary("stablehlo.divide", x, y) }
func (b *builder) neg(x mlirc.Value) mlirc.Value    { return b.unary("stablehlo.negate", x) }
func (b *builder) abs(x mlirc.Value) mlirc.Value    { return b.unary("stablehlo.abs", x) }
func (b *builder) exp(x mlirc.Value) mlirc.Value    { return b.unary("stablehlo.exponential", x) }
func (b *builder) log(x mlirc.Value) mlirc.Value    { return b.unary("stablehlo.log", x) }
func (b *builder) log1p(x mlirc.Value) mlirc.Value  { return b.unary("stablehlo.log_plus_one", x) }
func (b *builder) expm1(x mlirc.Value) mlirc.Value {
	return b.unary("stablehlo.exponential_minus_one", x)
}
func (b *builder) sqrt(x mlirc.Value) mlirc.Value   { return b.unary("stablehlo.sqrt", x) }
func (b *builder) floor(x mlirc.Value) mlirc.Value  { return b.unary("stablehlo.floor", x) }
func (b *builder) sin(x mlirc.Value) mlirc.Value    { return b.unary("stablehlo.sine", x) }
func (b *builder) cos(x mlirc.Value) mlirc.Value    { return b.unary("stablehlo.cosine", x) }
func (b *builder) and(x, y mlirc.Value) mlirc.Value { return b.binary("stablehlo.and", x, y) }
func (b *builder) or(x, y mlirc.Value) mlirc.Value  { return b.binary("stablehlo.or", x, y) }

// addC adds the constant v to x.
func (b *builder) addC(x mlirc.Value, v float64) mlirc.Value { return b.add(x, b.like(v, x)) }

// mulC multiplies x by the constant v.
func (b *builder) mulC(x mlirc.Value, v float64) mlirc.Value { return b.mul(x, b.like(v, x)) }

// boolLike returns the i1 tensor type of x's shape.
func (b *builder) boolLike(x mlirc.Value) mlirc.Type {
	return tensorType(x.Type().Shape(), b.ctx.IntegerType(1, 0))
}

// cmp compares x and y elementwise.
func (b *builder) cmp(x, y mlirc.Value, dir stablehlo.ComparisonDirection) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	return b.compare(x, y, dir, b.boolLike(x))
}

// cmpC compares x with the constant v.
func (b *builder) cmpC(x mlirc.Value, dir stablehlo.ComparisonDirection, v float64) mlirc.Value {
	return b.cmp(x, b.like(v, x), dir)
}

// sel picks x where p holds and y elsewhere.
func (b *builder) sel(p, x, y mlirc.Value) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	return b.single("stablehlo.select", []mlirc.Value{p, x, y}, x.Type())
}

// isFinite tests x elementwise for a finite value.
func (b *builder) isFinite(x mlirc.Value) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	return b.single("stablehlo.is_finite", []mlirc.Value{x}, b.boolLike(x))
}

// poly evaluates the polynomial with coefficients c (highest degree first)
// at x by Horner's rule.
func (b *builder) poly(x mlirc.Value, c []float64) mlirc.Value {
	if len(c) == 0 {
		return b.like(0, x)
	}
	p := b.like(c[0], x)
	for _, k := range c[1:] {
		p = b.addC(b.mul(p, x), k)
	}
	return p
}

// withUpcast computes f on args converted to f32 when their element type is
// a float narrower than 32 bits (f16, bf16), and converts the result back;
// other types go to f unchanged.
func (b *builder) withUpcast(args []mlirc.Value, f func(args []mlirc.Value) mlirc.Value) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	elem := args[0].Type().ElementType()
	if !elem.IsFloat() || elem.FloatWidth() >= 32 {
		return f(args)
	}
	return b.computeIn(b.ctx.F32Type(), args, f)
}

// withComplexUpcast computes f on complex<f32> (or narrower) args in
// complex<f64> and converts the result back: the principal-branch formulas
// of the inverse functions lose digits to cancellation that the wider type
// absorbs. Other types go to f unchanged.
func (b *builder) withComplexUpcast(args []mlirc.Value, f func(args []mlirc.Value) mlirc.Value) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	elem := args[0].Type().ElementType()
	if !elem.IsComplex() || elem.ElementType().FloatFormat() == mlirc.FloatF64 {
		return f(args)
	}
	return b.computeIn(mlirc.ComplexType(b.ctx.F64Type()), args, f)
}

// computeIn computes f on args converted to element type wide and converts
// the result back to the element type of args[0].
func (b *builder) computeIn(wide mlirc.Type, args []mlirc.Value, f func(args []mlirc.Value) mlirc.Value) mlirc.Value {
	elem := args[0].Type().ElementType()
	up := make([]mlirc.Value, len(args))
	for i, a := range args {
		up[i] = b.convert(a, wide)
	}
	return b.convert(f(up), elem)
}

// isF64 reports whether x has f64 elements.
func isF64(x mlirc.Value) bool {
	return x.Type().ElementType().FloatFormat() == mlirc.FloatF64
}

// largestFinite is the largest finite value of x's float element type.
func largestFinite(x mlirc.Value) float64 {
	switch x.Type().ElementType().FloatFormat() {
	case mlirc.FloatF64:
		return math.MaxFloat64
	case mlirc.FloatF16:
		return 65504
	case mlirc.FloatBF16:
		return 3.3895313892515355e38
	}
	return math.MaxFloat32
}

// smallestDenormal is the smallest positive value of x's float element
// type.
func smallestDenormal(x mlirc.Value) float64 {
	if isF64(x) {
		return math.SmallestNonzeroFloat64
	}
	return math.SmallestNonzeroFloat32
}

// Cephes' erf and erfc rational approximations in f64: erf(x) = x T(x²) /
// U(x²) for |x| < 1; erfc(x) = exp(-x²) P(|x|) / Q(|x|) for 1 <= |x| < 8 and
// exp(-x²) R(|x|) / S(|x|) above.
var (
	erfT64 = []float64{9.60497373987051638749e0, 9.00260197203842689217e1, 2.23200534594684319226e3,
		7.00332514112805075473e3, 5.55923013010394962768e4}
	erfU64 = []float64{1, 3.35617141647503099647e1, 5.21357949780152679795e2, 4.59432382970980127987e3,
		2.26290000613890934246e4, 4.92673942608635921086e4}
	erfcP64 = []float64{2.46196981473530512524e-10, 5.64189564831068821977e-1, 7.46321056442269912687e0,
		4.86371970985681366614e1, 1.96520832956077098242e2, 5.26445194995477358631e2,
		9.34528527171957607540e2, 1.02755188689515710272e3, 5.57535335369399327526e2}
	erfcQ64 = []float64{1, 1.32281951154744992508e1, 8.67072140885989742329e1, 3.54937778887819891062e2,
		9.75708501743205489753e2, 1.82390916687909736289e3, 2.24633760818710981792e3,
		1.65666309194161350182e3, 5.57535340817727675546e2}
	erfcR64 = []float64{5.64189583547755073984e-1, 1.27536670759978104416e0, 5.01905042251180477414e0,
		6.16021097993053585195e0, 7.40974269950448939160e0, 2.97886665372100240670e0}
	erfcS64 = []float64{1, 2.26052863220117276590e0, 9.39603524938001434673e0, 1.20489539808096656605e1,
		1.70814450747565897222e1, 9.60896809063285878198e0, 3.36907645100081516050e0}
)

// Single-precision erf and erfc: erf(x) = x α(x²) / β(x²) on x clamped to
// [-4, 4] (the approximation Eigen uses); for erfc, x T(x²) when |x| < 1
// and exp(-x²) / |x| times P(1/x²) (|x| < 2) or R(1/x²) above (Cephes).
var (
	erfAlpha32 = []float64{-2.72614225801306e-10, 2.77068142495902e-08, -2.10102402082508e-06,
		-5.69250639462346e-05, -7.34990630326855e-04, -2.95459980854025e-03, -1.60960333262415e-02}
	erfBeta32 = []float64{-1.45660718464996e-05, -2.13374055278905e-04, -1.68282697438203e-03,
		-7.37332916720468e-03, -1.42647390514189e-02}
	erfT32 = []float64{7.853861353153693e-5, -8.010193625184903e-4, 5.188327685732524e-3,
		-2.685381193529856e-2, 1.128358514861418e-1, -3.761262582423300e-1, 1.128379165726710e+0}
	erfcP32 = []float64{2.326819970068386e-2, -1.387039388740657e-1, 3.687424674597105e-1,
		-5.824733027278666e-1, 6.210004621745983e-1, -4.944515323274145e-1, 3.404879937665872e-1,
		-2.741127028184656e-1, 5.638259427386472e-1}
	erfcR32 = []float64{-1.047766399936249e+1, 1.297719955372516e+1, -7.495518717768503e+0,
		2.921019019210786e+0, -1.015265279202700e+0, 4.218463358204948e-1, -2.820767439740514e-1,
		5.641895067754075e-1}
)

// erfSmall64 is erf for |x| < 1 in f64.
func (b *builder) erfSmall64(x mlirc.Value) mlirc.Value {
	x2 := b.mul(x, x)
	return b.div(b.mul(x, b.poly(x2, erfT64)), b.poly(x2, erfU64))
}

// erfcLarge64 is erfc for |x| >= 1 in f64.
func (b *builder) erfcLarge64(x mlirc.Value) mlirc.Value {
	z := b.neg(b.mul(x, x))
	ez := b.exp(z)
	ax := b.abs(x)
	mid := b.div(b.mul(ez, b.poly(ax, erfcP64)), b.poly(ax, erfcQ64))
	far := b.div(b.mul(ez, b.poly(ax, erfcR64)), b.poly(ax, erfcS64))
	r := b.sel(b.cmpC(ax, stablehlo.ComparisonDirectionLT, 8), mid, far)
	// exp(-x²) underflows: erfc is 0 (2 for negative x).
	r = b.sel(b.cmpC(z, stablehlo.ComparisonDirectionLT, -7.09782712893383996843e2), b.like(0, x), r)
	return b.sel(b.cmpC(x, stablehlo.ComparisonDirectionLT, 0), b.sub(b.like(2, x), r), r)
}

// erfcLarge32 is erfc for |x| >= 1 in f32.
func (b *builder) erfcLarge32(x mlirc.Value) mlirc.Value {
	x2 := b.mul(x, x)
	z := b.neg(x2)
	ax := b.abs(x)
	r2 := b.div(b.like(1, x), x2)
	p := b.sel(b.cmpC(ax, stablehlo.ComparisonDirectionLT, 2), b.poly(r2, erfcP32), b.poly(r2, erfcR32))
	r := b.mul(b.mul(b.exp(z), b.div(b.like(1, x), ax)), p)
	r = b.sel(b.cmpC(z, stablehlo.ComparisonDirectionLT, -88.72283905206835), b.like(0, x), r)
	return b.sel(b.cmpC(x, stablehlo.ComparisonDirectionLT, 0), b.sub(b.like(2, x), r), r)
}

// erf computes erf(x) for f32 or f64 x.
func (b *builder) erf(x mlirc.Value) mlirc.Value {
	if isF64(x) {
		small := b.cmpC(b.abs(x), stablehlo.ComparisonDirectionLT, 1)
		return b.sel(small, b.erfSmall64(x), b.sub(b.like(1, x), b.erfcLarge64(x)))
	}
	c := b.clamp(b.like(-4, x), x, b.like(4, x))
	c2 := b.mul(c, c)
	r := b.div(b.mul(c, b.poly(c2, erfAlpha32)), b.poly(c2, erfBeta32))
	return b.clamp(b.like(-1, x), r, b.like(1, x))
}

// erfc computes erfc(x) for f32 or f64 x.
func (b *builder) erfc(x mlirc.Value) mlirc.Value {
	small := b.cmpC(b.abs(x), stablehlo.ComparisonDirectionLT, 1)
	if isF64(x) {
		return b.sel(small, b.sub(b.like(1, x), b.erfSmall64(x)), b.erfcLarge64(x))
	}
	erfSmall := b.mul(x, b.poly(b.mul(x, x), erfT32))
	return b.sel(small, b.sub(b.like(1, x), erfSmall), b.erfcLarge32(x))
}

// clamp creates stablehlo.clamp(lo, x, hi).
func (b *builder) clamp(lo, x, hi mlirc.Value) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	return b.single("stablehlo.clamp", []mlirc.Value{lo, x, hi}, x.Type())
}

// Giles' approximations of erfinv: polynomials in w - 2.5 or sqrt(w) - 3
// (f32) and w - 3.125, sqrt(w) - 3.25 or sqrt(w) - 5 (f64), where
// w = -log(1 - x²).
var (
	erfInvSmall32 = []float64{2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06,
		0.00021858087, -0.00125372503, -0.00417768164, 0.246640727, 1.50140941}
	erfInvLarge32 = []float64{-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844,
		0.00573950773, -0.0076224613, 0.00943887047, 1.00167406, 2.83297682}
	erfInvSmall64 = []float64{-3.6444120640178196996e-21, -1.685059138182016589e-19,
		1.2858480715256400167e-18, 1.115787767802518096e-17, -1.333171662854620906e-16,
		2.0972767875968561637e-17, 6.6376381343583238325e-15, -4.0545662729752068639e-14,
		-8.1519341976054721522e-14, 2.6335093153082322977e-12, -1.2975133253453532498e-11,
		-5.4154120542946279317e-11, 1.051212273321532285e-09, -4.1126339803469836976e-09,
		-2.9070369957882005086e-08, 4.2347877827932403518e-07, -1.3654692000834678645e-06,
		-1.3882523362786468719e-05, 0.0001867342080340571352, -0.00074070253416626697512,
		-0.0060336708714301490533, 0.24015818242558961693, 1.6536545626831027356}
	erfInvMid64 = []float64{2.2137376921775787049e-09, 9.0756561938885390979e-08,
		-2.7517406297064545428e-07, 1.8239629214389227755e-08, 1.5027403968909827627e-06,
		-4.013867526981545969e-06, 2.9234449089955446044e-06, 1.2475304481671778723e-05,
		-4.7318229009055733981e-05, 6.8284851459573175448e-05, 2.4031110387097893999e-05,
		-0.0003550375203628474796, 0.00095328937973738049703, -0.0016882755560235047313,
		0.0024914420961078508066, -0.0037512085075692412107, 0.005370914553590063617,
		1.0052589676941592334, 3.0838856104922207635}
	erfInvLarge64 = []float64{-2.7109920616438573243e-11, -2.5556418169965252055e-10,
		1.5076572693500548083e-09, -3.7894654401267369937e-09, 7.6157012080783393804e-09,
		-1.4960026627149240478e-08, 2.9147953450901080826e-08, -6.7711997758452339498e-08,
		2.2900482228026654717e-07, -9.9298272942317002539e-07, 4.5260625972231537039e-06,
		-1.9681778105531670567e-05, 7.5995277030017761139e-05, -0.00021503011930044477347,
		-0.00013871931833623122026, 1.0103004648645343977, 4.8499064014085844221}
)

// erfInv computes erfinv(x) for f32 or f64 x: ±inf at ±1, NaN outside
// [-1, 1].
func (b *builder) erfInv(x mlirc.Value) mlirc.Value {
	w := b.neg(b.log1p(b.mul(x, b.neg(x))))
	var p mlirc.Value
	if isF64(x) {
		lt625 := b.cmpC(w, stablehlo.ComparisonDirectionLT, 6.25)
		lt16 := b.cmpC(w, stablehlo.ComparisonDirectionLT, 16)
		sw := b.sqrt(w)
		arg := b.sel(lt625, b.addC(w, -3.125), b.sel(lt16, b.addC(sw, -3.25), b.addC(sw, -5)))
		p = b.sel(lt625, b.poly(arg, erfInvSmall64), b.sel(lt16, b.poly(arg, erfInvMid64), b.poly(arg, erfInvLarge64)))
	} else {
		lt5 := b.cmpC(w, stablehlo.ComparisonDirectionLT, 5)
		arg := b.sel(lt5, b.addC(w, -2.5), b.addC(b.sqrt(w), -3))
		p = b.sel(lt5, b.poly(arg, erfInvSmall32), b.poly(arg, erfInvLarge32))
	}
	r := b.mul(p, x)
	one := b.cmpC(b.abs(x), stablehlo.ComparisonDirectionEQ, 1)
	return b.sel(one, b.mulC(x, math.Inf(1)), r)
}

// The Lanczos approximation of the gamma function with g = 7 and nine
// coefficients.
const lanczosG = 7

var lanczosCoefficients = []float64{676.520368121885098567009190444019, -1259.13921672240287047156078755283,
	771.3234287776530788486528258894, -176.61502916214059906584551354, 12.507343278686904814458936853,
	-0.13857109526572011689554707, 9.984369578019570859563e-6, 1.50563273514931155834e-7}

const lanczosBase = 0.99999999999980993227684700473478

// lanczosZ returns whether x needs the reflection x < 1/2, and z = -x when
// it does and x - 1 otherwise.
func (b *builder) lanczosZ(x mlirc.Value) (reflect, z mlirc.Value) {
	reflect = b.cmpC(x, stablehlo.ComparisonDirectionLT, 0.5)
	return reflect, b.sel(reflect, b.neg(x), b.addC(x, -1))
}

// lanczosLogT returns log(z + g + 1/2), as log(g + 1/2) + log1p(z / (g + 1/2)).
func (b *builder) lanczosLogT(z mlirc.Value) (t, logT mlirc.Value) {
	const gh = lanczosG + 0.5
	t = b.addC(z, gh)
	return t, b.addC(b.log1p(b.div(z, b.like(gh, z))), math.Log(gh))
}

// lgamma computes log|Γ(x)| for f32 or f64 x by the Lanczos approximation,
// reflected for x < 1/2: lgamma(x) = log(π) - lgamma(1 - x) - log|sin(πx)|.
func (b *builder) lgamma(x mlirc.Value) mlirc.Value {
	reflect, z := b.lanczosZ(x)
	a := b.like(lanczosBase, x)
	for i, c := range lanczosCoefficients {
		a = b.add(a, b.div(b.like(c, x), b.addC(z, float64(i+1))))
	}
	t, logT := b.lanczosLogT(z)
	// (z + 1/2) log t - t, kept from overflowing as (z + 1/2 - t/log t) log t.
	r := b.mul(b.sub(b.addC(z, 0.5), b.div(t, logT)), logT)
	lg := b.add(b.addC(r, (math.Log(2)+math.Log(math.Pi))/2), b.log(a))
	// |sin(πx)| through the fractional part of |x|, folded into [0, 1/2]:
	// exact zeros at the integers, no overflow of πx.
	ax := b.abs(x)
	frac := b.sub(ax, b.floor(ax))
	frac = b.sel(b.cmp(b.like(0.5, x), frac, stablehlo.ComparisonDirectionLT), b.sub(b.like(1, x), frac), frac)
	logSin := b.log(b.sin(b.mulC(frac, math.Pi)))
	refl := b.sub(b.sub(b.like(math.Log(math.Pi), x), logSin), lg)
	refl = b.sel(b.isFinite(logSin), refl, b.neg(logSin))
	lg = b.sel(reflect, refl, lg)
	isInf := b.cmpC(ax, stablehlo.ComparisonDirectionEQ, math.Inf(1))
	return b.sel(isInf, b.like(math.Inf(1), x), lg)
}

// digamma computes ψ(x) for f32 or f64 x from the derivative of the Lanczos
// approximation, reflected for x < 1/2: ψ(x) = ψ(1 - x) - π cot(πx); NaN
// at the poles 0, -1, -2, ... as XLA returns.
func (b *builder) digamma(x mlirc.Value) mlirc.Value {
	reflect, z := b.lanczosZ(x)
	a := b.like(lanczosBase, x)
	da := b.like(0, x)
	for i, c := range lanczosCoefficients {
		zi := b.addC(z, float64(i+1))
		cv := b.like(c, x)
		da = b.sub(da, b.div(cv, b.mul(zi, zi)))
		a = b.add(a, b.div(cv, zi))
	}
	t, logT := b.lanczosLogT(z)
	d := b.sub(b.add(logT, b.div(da, a)), b.div(b.like(lanczosG, x), t))
	// cot(πx) on x moved into [-1/2, 1/2] by whole periods.
	reduced := b.add(x, b.abs(b.floor(b.addC(x, 0.5))))
	px := b.mulC(reduced, math.Pi)
	refl := b.sub(d, b.div(b.mulC(b.cos(px), math.Pi), b.sin(px)))
	d = b.sel(reflect, refl, d)
	pole := b.and(b.cmpC(x, stablehlo.ComparisonDirectionLE, 0), b.cmp(x, b.floor(x), stablehlo.ComparisonDirectionEQ))
	return b.sel(pole, b.like(math.NaN(), x), d)
}

// zetaCoefficients are the Euler-Maclaurin coefficients (2k)!/B_2k of the
// Hurwitz zeta tail, from the twelfth term down.
var zetaCoefficients = []float64{-7.1661652561756670113e18, 1.8152105401943546773e17,
	-4.5979787224074726105e15, 1.1646782814350067249e14, -2.950130727918164224e12, 7.47242496e10,
	-1.8924375803183791606e9, 47900160.0, -1209600.0, 30240.0, -720.0, 12.0}

// zeta computes the Hurwitz zeta function ζ(x, q) for f32 or f64 operands:
// ten terms of the series, then the Euler-Maclaurin tail with twelve
// Bernoulli terms (Johansson 2015, formula (5)), and the domain rules (NaN
// for x < 1 and for q <= 0 with non-integer x, poles at the non-positive
// integers q, inf at x = 1).
func (b *builder) zeta(x, q mlirc.Value) mlirc.Value {
	const terms, iters = 12, 9
	negX := b.neg(x)
	acc := q
	sum := b.pow(q, negX)
	for i := 0; i < iters; i++ {
		acc = b.addC(acc, 1)
		sum = b.add(sum, b.pow(acc, negX))
	}
	acc = b.addC(acc, 1)
	qPow := b.pow(acc, negX)
	correction := b.div(b.mul(qPow, acc), b.addC(x, -1))
	invAcc2 := b.div(b.like(1, q), b.mul(acc, acc))
	horner := b.like(0, q)
	for i := 0; i < terms-1; i++ {
		f := b.mul(b.addC(x, float64(2*terms-2-2*i)), b.addC(x, float64(2*terms-3-2*i)))
		horner = b.mul(f, b.mul(invAcc2, b.addC(horner, 1/zetaCoefficients[i])))
	}
	tail := b.mul(qPow, b.addC(b.mul(b.div(x, acc), b.addC(horner, 1/zetaCoefficients[terms-1])), 0.5))
	out := b.add(b.add(sum, correction), tail)
	// The plain series is enough when its next term is negligible.
	small := b.cmp(b.abs(qPow), b.mulC(b.abs(sum), smallestDenormal(q)), stablehlo.ComparisonDirectionLT)
	out = b.sel(small, sum, out)
	nan, inf := b.like(math.NaN(), x), b.like(math.Inf(1), x)
	out = b.sel(b.cmpC(x, stablehlo.ComparisonDirectionLT, 1), nan, out)
	qLeZero := b.cmpC(q, stablehlo.ComparisonDirectionLE, 0)
	xInt := b.cmp(x, b.floor(x), stablehlo.ComparisonDirectionEQ)
	xNotInt := b.cmp(x, b.floor(x), stablehlo.ComparisonDirectionNE)
	out = b.sel(b.and(qLeZero, xNotInt), nan, out)
	qInt := b.cmp(q, b.floor(q), stablehlo.ComparisonDirectionEQ)
	xEven := b.cmpC(b.binary("stablehlo.remainder", x, b.like(2, x)), stablehlo.ComparisonDirectionEQ, 0)
	out = b.sel(b.and(qLeZero, qInt), b.sel(b.and(xInt, xEven), inf, nan), out)
	return b.sel(b.cmpC(x, stablehlo.ComparisonDirectionEQ, 1), inf, out)
}

// pow creates stablehlo.power.
func (b *builder) pow(x, y mlirc.Value) mlirc.Value { return b.binary("stablehlo.power", x, y) }

// polygamma computes ψ⁽ⁿ⁾(x) for f32 or f64 operands: ψ(x) for n = 0,
// (-1)ⁿ⁺¹ n! ζ(n + 1, x) for natural n > 0, NaN otherwise.
func (b *builder) polygamma(n, x mlirc.Value) mlirc.Value {
	sign := b.addC(b.mulC(b.binary("stablehlo.remainder", n, b.like(2, n)), 2), -1)
	n1 := b.addC(n, 1)
	r := b.mul(b.mul(sign, b.exp(b.lgamma(n1))), b.zeta(n1, x))
	r = b.sel(b.cmpC(n, stablehlo.ComparisonDirectionEQ, 0), b.digamma(x), r)
	bad := b.or(b.cmp(n, b.floor(n), stablehlo.ComparisonDirectionNE), b.cmpC(n, stablehlo.ComparisonDirectionLT, 0))
	return b.sel(bad, b.like(math.NaN(), x), r)
}

// Chebyshev coefficients of Cephes' i1e: A on [0, 8] in x/2 - 2, B above
// in 32/x - 2. The f32 versions keep the tails.
var (
	besselA64 = []float64{2.77791411276104639959e-18, -2.11142121435816608115e-17, 1.55363195773620046921e-16,
		-1.10559694773538630805e-15, 7.60068429473540693410e-15, -5.04218550472791168711e-14,
		3.22379336594557470981e-13, -1.98397439776494371520e-12, 1.17361862988909016308e-11,
		-6.66348972350202774223e-11, 3.62559028155211703701e-10, -1.88724975172282928790e-9,
		9.38153738649577178388e-9, -4.44505912879632808065e-8, 2.00329475355213526229e-7,
		-8.56872026469545474066e-7, 3.47025130813767847674e-6, -1.32731636560394358279e-5,
		4.78156510755005422638e-5, -1.61760815825896745588e-4, 5.12285956168575772895e-4,
		-1.51357245063125314899e-3, 4.15642294431288815669e-3, -1.05640848946261981558e-2,
		2.47264490306265168283e-2, -5.29459812080949914269e-2, 1.02643658689847095384e-1,
		-1.76416518357834055153e-1, 2.52587186443633654823e-1}
	besselB64 = []float64{7.51729631084210481353e-18, 4.41434832307170791151e-18, -4.65030536848935832153e-17,
		-3.20952592199342395980e-17, 2.96262899764595013876e-16, 3.30820231092092828324e-16,
		-1.88035477551078244854e-15, -3.81440307243700780478e-15, 1.04202769841288027642e-14,
		4.27244001671195135429e-14, -2.10154184277266431302e-14, -4.08355111109219731823e-13,
		-7.19855177624590851209e-13, 2.03562854414708950722e-12, 1.41258074366137813316e-11,
		3.25260358301548823856e-11, -1.89749581235054123450e-11, -5.58974346219658380687e-10,
		-3.83538038596423702205e-9, -2.63146884688951950684e-8, -2.51223623787020892529e-7,
		-3.88256480887769039346e-6, -1.10588938762623716291e-4, -9.76109749136146840777e-3,
		7.78576235018280120474e-1}
	besselA32 = besselA64[12:]
	besselB32 = besselB64[18:]
)

// chebyshev evaluates the Chebyshev series with coefficients c at x
// (Clenshaw's recurrence as in Cephes' chbevl).
func (b *builder) chebyshev(x mlirc.Value, c []float64) mlirc.Value {
	b0, b1, b2 := b.like(0, x), b.like(0, x), b.like(0, x)
	for _, k := range c {
		b2, b1 = b1, b0
		b0 = b.addC(b.sub(b.mul(x, b1), b2), k)
	}
	return b.mulC(b.sub(b0, b2), 0.5)
}

// besselI1e computes exp(-|x|) I₁(x) for f32 or f64 x.
func (b *builder) besselI1e(x mlirc.Value) mlirc.Value {
	a, bb := besselA32, besselB32
	if isF64(x) {
		a, bb = besselA64, besselB64
	}
	z := b.abs(x)
	near := b.mul(z, b.chebyshev(b.addC(b.mulC(z, 0.5), -2), a))
	far := b.div(b.chebyshev(b.addC(b.div(b.like(32, x), z), -2), bb), b.sqrt(z))
	r := b.sel(b.cmpC(z, stablehlo.ComparisonDirectionLE, 8), near, far)
	return b.mul(b.unary("stablehlo.sign", x), r)
}

// nextAfter computes the next representable value after x towards y on the
// bit patterns of the floats.
func (b *builder) nextAfter(x, y mlirc.Value) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	t := x.Type()
	width := t.ElementType().FloatWidth()
	it := tensorType(t.Shape(), b.ctx.IntegerType(width, 0))
	bits := func(v mlirc.Value) mlirc.Value { return b.single("stablehlo.bitcast_convert", []mlirc.Value{v}, it) }
	xi, yi := bits(x), bits(y)
	nan := b.or(b.cmp(x, x, stablehlo.ComparisonDirectionNE), b.cmp(y, y, stablehlo.ComparisonDirectionNE))
	signBit := int64(-1) << (width - 1)
	signMask := b.intLike(signBit, xi)
	xAbs, yAbs := b.and(xi, b.intLike(^signBit, xi)), b.and(yi, b.intLike(^signBit, xi))
	zero, one := b.intLike(0, xi), b.intLike(1, xi)
	xZero := b.cmp(xAbs, zero, stablehlo.ComparisonDirectionEQ)
	yZero := b.cmp(yAbs, zero, stablehlo.ComparisonDirectionEQ)
	xSign, ySign := b.and(xi, signMask), b.and(yi, signMask)
	towardZero := b.or(b.cmp(xAbs, yAbs, stablehlo.ComparisonDirectionGT), b.cmp(xSign, ySign, stablehlo.ComparisonDirectionNE))
	r := b.add(xi, b.sel(towardZero, b.intLike(-1, xi), one))
	// From ±0, the smallest denormal with y's sign (or y itself when 0).
	r = b.sel(xZero, b.sel(yZero, yi, b.or(ySign, one)), r)
	r = b.sel(b.cmp(x, y, stablehlo.ComparisonDirectionEQ), yi, r)
	r = b.sel(nan, bits(b.like(math.NaN(), x)), r)
	return b.single("stablehlo.bitcast_convert", []mlirc.Value{r}, t)
}
