package interp

import (
	"math"
	"math/cmplx"
	"slices"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Kernels of the chlo ops JAX emits: elementwise special functions, the
// predicates is_inf/is_pos_inf/is_neg_inf, next_after, polygamma, zeta and
// top_k. Float functions are computed in float64 and rounded to the
// element kind once (see buildUnary); where Go's math package lacks a
// function (digamma, polygamma, Hurwitz zeta, the scaled Bessel function
// I1e) this file implements it, and the inverse trigonometric functions
// that math and math/cmplx compute less accurately are in chlo_invtrig.go.

// erfFuncs is the kernel of chlo.erf, shared with the PyTorch/XLA
// custom_call @mhlo.erf (see extensibility_ops.go).
var erfFuncs = unaryFuncs{f: math.Erf}

func init() {
	same := map[string]unaryFuncs{
		"chlo.acos":       {f: acosReal, c: acosComplex},
		"chlo.acosh":      {f: math.Acosh, c: acoshComplex},
		"chlo.asin":       {f: asinReal, c: asinComplex},
		"chlo.asinh":      {f: math.Asinh, c: asinhComplex},
		"chlo.atan":       {f: math.Atan, c: atanComplex},
		"chlo.atanh":      {f: math.Atanh, c: atanhComplex},
		"chlo.cosh":       {f: math.Cosh, c: cmplx.Cosh},
		"chlo.sinh":       {f: math.Sinh, c: cmplx.Sinh},
		"chlo.tan":        {f: math.Tan, c: cmplx.Tan},
		"chlo.conj":       {f: func(x float64) float64 { return x }, c: cmplx.Conj},
		"chlo.erf":        erfFuncs,
		"chlo.erfc":       {f: math.Erfc},
		"chlo.erf_inv":    {f: math.Erfinv},
		"chlo.lgamma":     {f: lgamma},
		"chlo.digamma":    {f: digamma},
		"chlo.bessel_i1e": {f: besselI1e},
		"chlo.square": {
			s: func(x int64) int64 { return x * x },
			u: func(x uint64) uint64 { return x * x },
			f: func(x float64) float64 { return x * x },
			c: func(x complex128) complex128 { return x * x },
		},
	}
	for name, fn := range same {
		fn := fn
		register(name, func(c *OpContext) (Kernel, error) { return buildUnary(c, fn) })
	}

	preds := map[string]func(float64) bool{
		"chlo.is_inf":     func(x float64) bool { return math.IsInf(x, 0) },
		"chlo.is_pos_inf": func(x float64) bool { return math.IsInf(x, 1) },
		"chlo.is_neg_inf": func(x float64) bool { return math.IsInf(x, -1) },
	}
	for name, p := range preds {
		p := p
		register(name, func(c *OpContext) (Kernel, error) {
			k, err := c.operandKind(0)
			if err != nil {
				return nil, err
			}
			if !k.IsFloat() {
				return nil, c.Errorf("element type %s is not supported", k)
			}
			return unaryKernel(tensor.Bool, func(in, out *tensor.Tensor) error {
				o := out.Bools()
				for i := range o {
					o[i] = p(in.Float(i))
				}
				return nil
			}), nil
		})
	}

	binary := map[string]func(x, y float64) float64{
		"chlo.polygamma": polygamma,
		"chlo.zeta":      hurwitzZeta,
	}
	for name, f := range binary {
		fn := binaryFuncs{f: f}
		register(name, func(c *OpContext) (Kernel, error) {
			k, err := c.operandKind(0)
			if err != nil {
				return nil, err
			}
			if !k.IsFloat() {
				return nil, c.Errorf("element type %s is not supported", k)
			}
			return binaryKernel(k, func(a, b, out *tensor.Tensor) error { return runBinary(&fn, a, b, out) }), nil
		})
	}

	register("chlo.next_after", func(c *OpContext) (Kernel, error) {
		k, err := c.operandKind(0)
		if err != nil {
			return nil, err
		}
		if !k.IsFloat() {
			return nil, c.Errorf("element type %s is not supported", k)
		}
		return binaryKernel(k, func(a, b, out *tensor.Tensor) error {
			for i := 0; i < out.Len(); i++ {
				out.SetBits(i, nextAfterBits(k, a.Bits(i), b.Bits(i)))
			}
			return nil
		}), nil
	})

	register("chlo.top_k", buildTopK)
}

// lgamma is log|Γ(x)|.
func lgamma(x float64) float64 {
	if math.IsInf(x, -1) {
		// log|Γ| grows without bound towards -inf too (Go's Lgamma says
		// -inf); XLA returns +inf.
		return math.Inf(1)
	}
	v, _ := math.Lgamma(x)
	return v
}

// tanPi is tan(πx), exact at the integers and half-integers.
func tanPi(x float64) float64 {
	r := x - math.Round(x) // in [-0.5, 0.5], exact
	if r == 0.5 || r == -0.5 {
		return math.Inf(1)
	}
	return math.Tan(math.Pi * r)
}

// digamma is ψ(x) = Γ'(x)/Γ(x): NaN at the poles (0 and the negative
// integers), reflection ψ(x) = ψ(1-x) - π/tan(πx) below zero, the
// recurrence ψ(x) = ψ(x+1) - 1/x up to x >= 10, then the asymptotic series
// ln x - 1/(2x) - Σ B_2k / (2k x^2k).
func digamma(x float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 1):
		return x
	case math.IsInf(x, -1) || x <= 0 && x == math.Floor(x):
		return math.NaN()
	}
	res := 0.0
	if x < 0 {
		res = -math.Pi / tanPi(x)
		x = 1 - x
	}
	for x < 10 {
		res -= 1 / x
		x++
	}
	f := 1 / (x * x)
	t := f * (-1.0/12 + f*(1.0/120+f*(-1.0/252+f*(1.0/240+f*(-1.0/132+f*(691.0/32760+f*(-1.0/12)))))))
	return res + math.Log(x) - 0.5/x + t
}

// zetaEM holds B_2j / (2j)! for the Euler–Maclaurin tail of hurwitzZeta.
var zetaEM = []float64{
	1.0 / 12,
	-1.0 / 720,
	1.0 / 30240,
	-1.0 / 1209600,
	1.0 / 47900160,
	-691.0 / 1307674368000,
	1.0 / 74724249600,
	-3617.0 / 10670622842880000,
	43867.0 / 5109094217170944000,
	-174611.0 / 802857662698291200000,
}

// hurwitzZeta is ζ(s, q) = Σ_{k>=0} (q+k)^-s: +Inf at s = 1 and at q a
// non-positive integer, NaN for s < 1 and for q < 0 with s not an integer.
// The first terms are summed directly until q >= 16, the rest by the
// Euler–Maclaurin formula.
func hurwitzZeta(s, q float64) float64 {
	switch {
	case math.IsNaN(s) || math.IsNaN(q):
		return math.NaN()
	case s == 1:
		return math.Inf(1)
	case s < 1:
		return math.NaN()
	case math.IsInf(s, 1):
		if q == 1 {
			return 1
		}
		if q > 1 {
			return 0
		}
		return math.Inf(1)
	case q <= 0 && q == math.Floor(q):
		return math.Inf(1)
	case q < 0 && s != math.Floor(s):
		return math.NaN()
	case math.IsInf(q, 1):
		return 0
	}
	const start = 16.0
	sum := 0.0
	for q < start {
		sum += math.Pow(q, -s)
		q++
	}
	qs := math.Pow(q, -s)
	sum += q*qs/(s-1) + 0.5*qs
	// Term j: B_2j/(2j)! * s(s+1)...(s+2j-2) * q^(-s-2j+1).
	t := s * qs / q
	for j, b := range zetaEM {
		d := b * t
		sum += d
		if math.Abs(d) <= 1e-17*math.Abs(sum) {
			break
		}
		a := s + float64(2*j+1)
		t *= a * (a + 1) / (q * q)
	}
	return sum
}

// polygamma is ψ^(n)(x), the n-th derivative of digamma, for integer
// n >= 0: (-1)^(n+1) n! ζ(n+1, x) when n >= 1. NaN for other n.
func polygamma(n, x float64) float64 {
	if math.IsNaN(n) || math.IsNaN(x) || n < 0 || n != math.Floor(n) {
		return math.NaN()
	}
	if n == 0 {
		return digamma(x)
	}
	lg, _ := math.Lgamma(n + 1)
	v := math.Exp(lg) * hurwitzZeta(n+1, x)
	if math.Mod(n, 2) == 0 {
		v = -v
	}
	return v
}

// besselI1e is exp(-|x|) I1(x), odd in x: the power series
// Σ (x/2)^(2k+1) / (k! (k+1)!) for |x| <= 25 (positive terms, no
// cancellation) and the asymptotic expansion
// 1/sqrt(2πx) Σ (-1)^k Π_{j<=k} (4 - (2j-1)²) / (k! (8x)^k) above.
func besselI1e(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	neg := x < 0
	ax := math.Abs(x)
	var v float64
	switch {
	case math.IsInf(ax, 1):
		v = 0
	case ax <= 25:
		h := ax / 2
		term := h
		sum := term
		h2 := h * h
		for k := 1; k < 200; k++ {
			term *= h2 / float64(k*(k+1))
			sum += term
			if term <= 1e-17*sum {
				break
			}
		}
		v = sum * math.Exp(-ax)
	default:
		term := 1.0
		sum := term
		for k := 1; k < 200; k++ {
			m := float64(2*k - 1)
			next := -term * (4 - m*m) / (float64(k) * 8 * ax)
			if math.Abs(next) >= math.Abs(term) {
				break
			}
			term = next
			sum += term
			if math.Abs(term) <= 1e-17*math.Abs(sum) {
				break
			}
		}
		v = sum / math.Sqrt(2*math.Pi*ax)
	}
	if neg {
		return -v
	}
	return v
}

// nextAfterBits returns the bits of the value of kind k next to x in the
// direction of y (y itself when they are equal, NaN when either is NaN).
func nextAfterBits(k tensor.Kind, x, y uint64) uint64 {
	xv, yv := tensor.DecodeFloat(k, x), tensor.DecodeFloat(k, y)
	switch {
	case math.IsNaN(xv) || math.IsNaN(yv):
		return tensor.EncodeFloat(k, math.NaN())
	case xv == yv:
		return y
	}
	sign := uint64(1) << uint(k.BitWidth()-1)
	if xv == 0 {
		// The smallest subnormal with the sign of y.
		if yv < 0 {
			return sign | 1
		}
		return 1
	}
	if (xv < yv) == (xv > 0) {
		return x + 1
	}
	return x - 1
}

// topKKey orders elements for top_k: descending by value with NaN above
// +Inf (a total order on floats, -0 below +0), ties by ascending index.
func topKKey(in *tensor.Tensor, k tensor.Kind) func(i int) (float64, int64, uint64) {
	switch {
	case k.IsFloat():
		return func(i int) (float64, int64, uint64) {
			v := in.Float(i)
			if math.IsNaN(v) {
				if math.Signbit(v) {
					return math.Inf(-1), -2, 0
				}
				return math.Inf(1), 2, 0
			}
			if v == 0 && math.Signbit(v) {
				return 0, -1, 0
			}
			if math.IsInf(v, 0) {
				if v > 0 {
					return v, 1, 0
				}
				return v, -1, 0
			}
			return v, 0, 0
		}
	case k.IsUnsigned():
		return func(i int) (float64, int64, uint64) { return 0, 0, in.Bits(i) }
	default:
		return func(i int) (float64, int64, uint64) { return 0, in.Int(i), 0 }
	}
}

// topKGreater reports whether element a ranks before element b.
func topKGreater(ka func(int) (float64, int64, uint64), k tensor.Kind, a, b int) bool {
	av, ai, au := ka(a)
	bv, bi, bu := ka(b)
	switch {
	case k.IsFloat():
		// Ranks: NaN (2) > +Inf (1) > finite (0) > -0 (-1 with 0) ...
		if av != bv {
			return av > bv
		}
		return ai > bi
	case k.IsUnsigned():
		return au > bu
	default:
		return ai > bi
	}
}

func buildTopK(c *OpContext) (Kernel, error) {
	k, err := c.operandKind(0)
	if err != nil {
		return nil, err
	}
	if k.IsComplex() || k.IsBool() {
		return nil, c.Errorf("element type %s is not supported", k)
	}
	kk, err := intAttr(c, "k")
	if err != nil {
		return nil, err
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		in, err := tensorArg(args[0])
		if err != nil {
			return nil, err
		}
		shape := in.Shape()
		if len(shape) == 0 {
			return nil, c.Errorf("operand must have rank at least 1")
		}
		n := int(shape[len(shape)-1])
		if int(kk) > n {
			return nil, c.Errorf("k = %d exceeds the last dimension %d", kk, n)
		}
		outShape := append(append([]int64(nil), shape[:len(shape)-1]...), kk)
		values, err := f.New(tensor.Type{Kind: k, Shape: outShape})
		if err != nil {
			return nil, err
		}
		indices, err := f.New(tensor.Type{Kind: tensor.SI32, Shape: outShape})
		if err != nil {
			return nil, err
		}
		key := topKKey(in, k)
		idx := indices.Int32s()
		order := make([]int, n)
		rows := 0
		if n > 0 {
			rows = in.Len() / n
		}
		for r := 0; r < rows; r++ {
			base := r * n
			for i := range order {
				order[i] = base + i
			}
			slices.SortStableFunc(order, func(a, b int) int {
				switch {
				case topKGreater(key, k, a, b):
					return -1
				case topKGreater(key, k, b, a):
					return 1
				}
				return 0
			})
			for j := 0; j < int(kk); j++ {
				values.SetBits(r*int(kk)+j, in.Bits(order[j]))
				idx[r*int(kk)+j] = int32(order[j] - base)
			}
		}
		return []Value{values, indices}, nil
	}, nil
}

func init() {
	// chlo.constant: like stablehlo.constant.
	register("chlo.constant", buildConstant)
	// chlo.constant_like: the scalar value, in the operand's shape.
	register("chlo.constant_like", func(c *OpContext) (Kernel, error) {
		k, err := c.operandKind(0)
		if err != nil {
			return nil, err
		}
		a := c.Attr("value")
		var bits uint64
		switch {
		case a.IsFloat() && k.IsFloat():
			if k == tensor.F64 {
				bits = math.Float64bits(a.Float())
			} else {
				bits = tensor.EncodeFloat(k, a.Float())
			}
		case a.IsInteger() && (k.IsInteger() || k.IsBool()):
			bits = uint64(a.Int())
		case a.IsBool() && k.IsBool():
			if a.Bool() {
				bits = 1
			}
		default:
			return nil, c.Errorf("value %s is not supported for element type %s", a, k)
		}
		return unaryKernel(k, func(in, out *tensor.Tensor) error {
			for i := 0; i < out.Len(); i++ {
				out.SetBits(i, bits)
			}
			return nil
		}), nil
	})
}
