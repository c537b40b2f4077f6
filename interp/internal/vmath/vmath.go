// Package vmath holds slice kernels of the float32 transcendental functions
// the interpreter's elementwise operations use: exp, expm1, log, log1p,
// tanh and logistic, and of abs.
//
// Exp and Tanh compute XLA's float32 exponential and hyperbolic tangent,
// bit for bit (ExpF32 and TanhF32, see expf32.go and tanhf32.go): JAX
// programs are checked against what XLA computes, and neither is correctly
// rounded. Each other kernel evaluates its function in
// float64 with a polynomial or rational approximation whose relative error
// is a few units of 1e-15, and rounds the result to float32 once. The float32 results are therefore
// the correctly rounded values except when the exact value lies within
// about 1e-15 (relative) of a rounding boundary: at most 1 ulp from the
// correctly rounded value, and equal to float32(math.F(float64(x))) for
// all but a tiny fraction of inputs (see the tests, which sample the whole
// float32 range). Special values follow the math package: NaN operands go
// through the math function itself (so the NaN bits match), infinities and signed zeros give the limits and
// signs math.F gives, and overflow and underflow round to ±Inf and ±0 (or
// subnormals) as float32(math.F(x)) does.
//
// The kernels work on blocks of blockLen elements through a float64
// buffer on the stack, in loops the Go compiler keeps free of calls (a
// call per element costs more than the arithmetic): one loop loads and
// clamps the operands, one evaluates the core function over the buffer and
// one rounds the results and handles special operands.
//
// On amd64 processors with AVX-512 (F, DQ and VL), assembly versions of
// the block cores (vec_amd64.s) take 16 operands at a time through the
// same operations in the same order, so that they give the portable code's
// bits. The second step of the exp reduction, the polynomials and the last
// step of exp use fused multiply-adds, written as math.FMA in Go (one
// rounding, as the instruction); every other product and sum is rounded on
// its own in both (the Go compiler does not fuse them on amd64). The portable code stays the reference,
// computes the operands the assembly flags as special and the tails of
// fewer than 16 elements, and is the only path elsewhere (where math.FMA
// is an instruction, or exact software on processors without one). On
// amd64 processors with AVX2 and FMA but not AVX-512, Exp, Tanh and ExpSub
// have assembly versions too (vec_avx2_amd64.s), 8 float32 lanes wide;
// the other functions keep their portable loops there. The package also
// holds the vectorised passes of the fused softmax (Max, ExpSub, Div).
package vmath

import "math"

const (
	log2e    = 1.4426950408889634         // 1/ln(2)
	ln2Hi    = 6.93147180369123816490e-01 // ln(2) with trailing zero bits
	ln2Lo    = 1.90821492927058770002e-10 // ln(2) - ln2Hi
	tblN     = 32                         // entries of exp2Table
	shift    = 6755399441055744.0         // 1.5 * 2^52: adding it rounds to an integer
	sqrtH    = 0x3fe6a09e667f3bcd         // bits of sqrt(0.5)
	expHi    = 89.0                       // exp(x) rounds to +Inf in float32 above
	expLo    = -104.0                     // exp(x) rounds to +0 in float32 below
	tanhHi   = 20.0                       // tanh(x) rounds to 1 in float32 above
	blockLen = 256                        // elements per block
)

// exp2Table holds 2^(j/32), j = 0..31, correctly rounded to float64 (bits).
var exp2Table = [tblN]uint64{
	0x3ff0000000000000, 0x3ff059b0d3158574, 0x3ff0b5586cf9890f, 0x3ff11301d0125b51,
	0x3ff172b83c7d517b, 0x3ff1d4873168b9aa, 0x3ff2387a6e756238, 0x3ff29e9df51fdee1,
	0x3ff306fe0a31b715, 0x3ff371a7373aa9cb, 0x3ff3dea64c123422, 0x3ff44e086061892d,
	0x3ff4bfdad5362a27, 0x3ff5342b569d4f82, 0x3ff5ab07dd485429, 0x3ff6247eb03a5584,
	0x3ff6a09e667f3bcc, 0x3ff71f75e8ec5f74, 0x3ff7a11473eb0187, 0x3ff82589994cce12,
	0x3ff8ace5422aa0dc, 0x3ff93737b0cdc5e5, 0x3ff9c49182a3f090, 0x3ffa5503b23e255c,
	0x3ffae89f995ad3ae, 0x3ffb7f76f2fb5e47, 0x3ffc199bdd85529c, 0x3ffcb720dcef9069,
	0x3ffd5818dcfba487, 0x3ffdfc97337b9b5f, 0x3ffea4afa2a490da, 0x3fff50765b6e4540,
}

// expBlock sets b[i] = e^b[i] for |b[i]| <= 700 (NaN gives NaN or a
// number; the callers restore NaN operands). b[i] = (32k + j) ln2/32 + r
// with |r| <= ln2/64, and e^b[i] = 2^k 2^(j/32) e^r, with e^r - 1 from its
// Taylor polynomial of degree 6 (truncation error below 3e-17 relative).
func expBlock(b []float64) {
	for i, x := range b {
		t := x*(tblN*log2e) + shift
		n := t - shift
		r := math.FMA(-n, ln2Lo/tblN, x-n*(ln2Hi/tblN))
		// t's low 52 bits hold 2^51 + n.
		ni := int64(math.Float64bits(t)&(1<<52-1)) - 1<<51
		tab := math.Float64frombits(exp2Table[ni&(tblN-1)])
		p := r * expPoly(r)
		b[i] = math.Float64frombits(math.Float64bits(math.FMA(tab, p, tab)) + uint64(ni>>5)<<52)
	}
}

// expPoly returns (e^r - 1)/r from the Taylor polynomial of e^r - 1 of
// degree 6, by Horner's rule in fused multiply-adds.
func expPoly(r float64) float64 {
	q := math.FMA(r, 1.0/720, 1.0/120)
	q = math.FMA(r, q, 1.0/24)
	q = math.FMA(r, q, 1.0/6)
	q = math.FMA(r, q, 1.0/2)
	return math.FMA(r, q, 1)
}

// expm1Small returns e^x - 1 for |x| <= 0.35 from its Taylor polynomial of
// degree 12 (truncation error below 2e-16 relative).
func expm1Small(x float64) float64 {
	p := math.FMA(x, 1.0/479001600, 1.0/39916800)
	p = math.FMA(x, p, 1.0/3628800)
	p = math.FMA(x, p, 1.0/362880)
	p = math.FMA(x, p, 1.0/40320)
	p = math.FMA(x, p, 1.0/5040)
	p = math.FMA(x, p, 1.0/720)
	p = math.FMA(x, p, 1.0/120)
	p = math.FMA(x, p, 1.0/24)
	p = math.FMA(x, p, 1.0/6)
	p = math.FMA(x, p, 1.0/2)
	return math.FMA(x, x*p, x)
}

// expm1Block sets b[i] = e^b[i] - 1 for |b[i]| <= 700, relatively
// accurate near 0: the Taylor polynomial for |b[i]| < 0.35, else e^b[i] - 1
// (at least 0.29 in magnitude, so the subtraction loses at most 2 bits).
func expm1Block(b []float64) {
	for i, x := range b {
		if x > -0.35 && x < 0.35 {
			b[i] = expm1Small(x)
			continue
		}
		t := x*(tblN*log2e) + shift
		n := t - shift
		r := math.FMA(-n, ln2Lo/tblN, x-n*(ln2Hi/tblN))
		ni := int64(math.Float64bits(t)&(1<<52-1)) - 1<<51
		tab := math.Float64frombits(exp2Table[ni&(tblN-1)])
		p := r * expPoly(r)
		b[i] = math.Float64frombits(math.Float64bits(math.FMA(tab, p, tab))+uint64(ni>>5)<<52) - 1
	}
}

// logMant returns log(1+f) for 1+f in [sqrt(0.5), sqrt(2)] through
// log(1+f) = 2 atanh(s), s = f/(2+f), |s| <= 0.1716 (series through s^17,
// truncation error below 1e-16 relative).
func logMant(f float64) float64 {
	s := f / (2 + f)
	z := s * s
	p := math.FMA(z, 1.0/17, 1.0/15)
	p = math.FMA(z, p, 1.0/13)
	p = math.FMA(z, p, 1.0/11)
	p = math.FMA(z, p, 1.0/9)
	p = math.FMA(z, p, 1.0/7)
	p = math.FMA(z, p, 1.0/5)
	p = math.FMA(z, p, 1.0/3)
	return math.FMA(2*s, z*p, 2*s)
}

// logBlock sets b[i] = log(b[i]) for positive normal float64 values:
// b[i] = 2^k m with m in [sqrt(0.5), sqrt(2)), log b[i] = k ln2 + log m.
func logBlock(b []float64) {
	for i, u := range b {
		ix := math.Float64bits(u) + (0x3ff0000000000000 - sqrtH)
		k := float64(int64(ix>>52) - 1023)
		m := math.Float64frombits(ix&(1<<52-1) + sqrtH)
		b[i] = k*ln2Hi + (k*ln2Lo + logMant(m-1))
	}
}

// expGeneric is the portable Exp: ExpF32 of every operand.
func expGeneric(dst, src []float32) {
	dst = dst[:len(src)]
	for i, x := range src {
		dst[i] = ExpF32(x)
	}
}

// expm1Generic is the portable Expm1.
func expm1Generic(dst, src []float32) {
	var buf [blockLen]float64
	dst = dst[:len(src)]
	for len(src) > 0 {
		n := min(len(src), blockLen)
		s, d, b := src[:n], dst[:n], buf[:n]
		for i, v := range s {
			x := float64(v)
			if x > expHi {
				x = expHi
			} else if x < -40 {
				x = -40
			}
			b[i] = x
		}
		expm1Block(b)
		for i, v := range s {
			if v != v || v == 0 {
				d[i] = float32(math.Expm1(float64(v)))
			} else {
				d[i] = float32(b[i])
			}
		}
		src, dst = src[n:], dst[n:]
	}
}

// logGeneric is the portable Log.
func logGeneric(dst, src []float32) {
	var buf [blockLen]float64
	dst = dst[:len(src)]
	for len(src) > 0 {
		n := min(len(src), blockLen)
		s, d, b := src[:n], dst[:n], buf[:n]
		for i, v := range s {
			x := float64(v)
			if !(x > 0 && x <= math.MaxFloat32) {
				x = 1
			}
			b[i] = x
		}
		logBlock(b)
		for i, v := range s {
			x := float64(v)
			switch {
			case x > 0 && x <= math.MaxFloat32:
				d[i] = float32(b[i])
			case x == 0:
				d[i] = float32(math.Inf(-1))
			case x > 0 || x != x: // +Inf, NaN
				d[i] = float32(math.Log(float64(v)))
			default:
				d[i] = float32(math.NaN())
			}
		}
		src, dst = src[n:], dst[n:]
	}
}

// log1pLo and log1pHi bound the operands whose 1+x lies in
// [sqrt(0.5), sqrt(2)).
const (
	log1pLo = -0.2928932188134524
	log1pHi = 0.41421356237309515
)

// log1pGeneric is the portable Log1p.
func log1pGeneric(dst, src []float32) {
	var buf [blockLen]float64
	dst = dst[:len(src)]
	for len(src) > 0 {
		n := min(len(src), blockLen)
		s, d, b := src[:n], dst[:n], buf[:n]
		for i, v := range s {
			x := float64(v)
			if !(x > -1 && x <= math.MaxFloat32) {
				x = 0
			}
			// Outside [log1pLo, log1pHi], |x| >= 0.29, so 1+x is exact
			// or rounds far below the result's precision.
			b[i] = 1 + x
		}
		logBlock(b)
		for i, v := range s {
			x := float64(v)
			switch {
			case x > log1pLo && x < log1pHi:
				// The series on x itself keeps the relative accuracy of
				// small results (and the sign of 0).
				d[i] = float32(logMant(x))
			case x > -1 && x <= math.MaxFloat32:
				d[i] = float32(b[i])
			case x == -1:
				d[i] = float32(math.Inf(-1))
			case x > 0 || x != x: // +Inf, NaN
				d[i] = float32(math.Log1p(float64(v)))
			default:
				d[i] = float32(math.NaN())
			}
		}
		src, dst = src[n:], dst[n:]
	}
}

// tanhGeneric is the portable Tanh: TanhF32 of every operand.
func tanhGeneric(dst, src []float32) {
	dst = dst[:len(src)]
	for i, x := range src {
		dst[i] = TanhF32(x)
	}
}

// logisticGeneric is the portable Logistic.
func logisticGeneric(dst, src []float32) {
	var buf [blockLen]float64
	dst = dst[:len(src)]
	for len(src) > 0 {
		n := min(len(src), blockLen)
		s, d, b := src[:n], dst[:n], buf[:n]
		for i, v := range s {
			x := -float64(v)
			if x > 120 {
				x = 120
			} else if !(x >= -120) { // also NaN
				x = -120
			}
			b[i] = x
		}
		expBlock(b)
		for i, v := range s {
			if v != v {
				d[i] = float32(1 / (1 + math.Exp(-float64(v))))
			} else {
				d[i] = float32(1 / (1 + b[i]))
			}
		}
		src, dst = src[n:], dst[n:]
	}
}
