package vmath

import "math"

// XLA's float32 exponential. JAX programs are compared with what XLA on the
// CPU computes, and XLA's e^x for float32 is not correctly rounded: it
// reduces x = n·ln2 + r in float32 with fused multiply-adds, evaluates a
// degree-7 polynomial in r (the single-precision coefficients of the
// Cephes library) and scales by 2^n, which differs from the correctly
// rounded value by one ulp for about one operand in a hundred. ExpF32
// follows those steps exactly, so Exp gives XLA's bits, with one
// exception: where e^x is subnormal (x below about -87.34) XLA flushes the
// result to zero and ExpF32 keeps the subnormal value, as IEEE arithmetic
// and the StableHLO specification have it.

// Constants of ExpF32 (float32).
const (
	expf32Log2e = float32(1.44269504088896341)
	expf32Ln2Hi = float32(0.693359375) // ln 2 in 9 bits
	expf32Ln2Lo = float32(-2.12194440e-4)
	expf32P0    = float32(1.9875691500e-4)
	expf32P1    = float32(1.3981999507e-3)
	expf32P2    = float32(8.3334519073e-3)
	expf32P3    = float32(4.1665795894e-2)
	expf32P4    = float32(1.6666665459e-1)
	expf32P5    = float32(5.0000001201e-1)
	// Operands are clamped to [expf32Lo, expf32Hi], where the results
	// are already +0 and +Inf.
	expf32Hi = float32(89)
	expf32Lo = float32(-104)
	// expf32MaxN caps the exponent n so that 2^n is a float32: above
	// expf32NearOverflow the reduction keeps n = 127 and a larger r, up
	// to ln 2, where the polynomial is up to 5 ulps off (XLA's too).
	expf32MaxN         = float32(127)
	expf32NearOverflow = float32(88.3762626647950)
)

// ExpF32 returns e^x as XLA computes it for float32 on the CPU (see
// above): n = floor(x·log2e + 1/2) (at most 127), r = x - n·ln2 in two
// fused steps, p = 1 + r + r²·P(r) by fused multiply-adds, e^x = p·2^n.
// Its error is under one ulp up to x ≈ 88.38 and under 5 ulps in the last
// 0.35 before e^x overflows.
func ExpF32(x float32) float32 {
	if x != x {
		return float32(math.Exp(float64(x)))
	}
	// The steps on float32 values held in float64s: x·y is exact, and
	// rounding x·y + z to float64 and then to float32 is the single
	// rounding of a fused multiply-add unless the float64 sum lies
	// halfway between two float32 values (no step's sum is a float32
	// subnormal: the products are multiples of 2^-48 or coarser). That
	// case, about once in 2^29 steps, is redone by expF32Exact.
	off := uint64(1 << 28) // 0 once a sum lands on a midpoint
	rnd := func(s float64) float64 {
		off = min(off, math.Float64bits(s)&(1<<29-1)^1<<28)
		return float64(float32(s))
	}
	if x < expf32Lo {
		x = expf32Lo
	} else if x > expf32Hi {
		x = expf32Hi
	}
	xf := float64(x)
	n := math.Floor(rnd(xf*float64(expf32Log2e) + 0.5))
	if n > float64(expf32MaxN) {
		n = float64(expf32MaxN)
	}
	r := rnd(-n*float64(expf32Ln2Hi) + xf)
	r = rnd(-n*float64(expf32Ln2Lo) + r)
	p := float64(expf32P0)
	for _, c := range expf32Poly {
		p = rnd(p*r + float64(c))
	}
	p = rnd(p*float64(float32(r*r)) + r)
	if off == 0 {
		return expF32Exact(x)
	}
	return expf32Scale(float32(p)+1, n)
}

// expf32Poly are the coefficients of ExpF32's polynomial after the first.
var expf32Poly = [...]float32{expf32P1, expf32P2, expf32P3, expf32P4, expf32P5}

// expf32Scale returns p·2^n for n >= -151: exact in float64, the
// conversion rounds it once, as the processor's scaling instruction does
// (subnormals included).
func expf32Scale(p float32, n float64) float32 {
	return float32(float64(p) * math.Float64frombits(uint64(int64(n)+1023)<<52))
}

// expF32Exact is ExpF32 with FMA32 at every step.
func expF32Exact(x float32) float32 {
	x = min(max(x, expf32Lo), expf32Hi)
	n := min(float32(math.Floor(float64(FMA32(x, expf32Log2e, 0.5)))), expf32MaxN)
	r := FMA32(-n, expf32Ln2Hi, x)
	r = FMA32(-n, expf32Ln2Lo, r)
	p := expf32P0
	for _, c := range expf32Poly {
		p = FMA32(p, r, c)
	}
	return expf32Scale(FMA32(p, r*r, r)+1, float64(n))
}

// FMA32 returns x·y + z rounded once to float32, as a fused multiply-add
// instruction does. The product is exact in float64; the sum is rounded to
// float64 first, which can only decide the float32 rounding wrongly when it
// lands exactly halfway between two float32 values while the exact sum
// does not: that case is settled by the sign of the float64 rounding error.
func FMA32(x, y, z float32) float32 {
	s := float64(x)*float64(y) + float64(z)
	// A float32 midpoint in float32's normal range has the bit below
	// float32's last one set and the 28 below it clear; any other s of
	// that range rounds as the exact sum does. (b<<1 drops the sign.)
	if b := math.Float64bits(s); b&(1<<29-1) == 1<<28 || b<<1 < (1023-126)<<53 {
		return fma32Rare(x, y, z)
	}
	return float32(s)
}

// fma32Rare is FMA32 where the float64 sum may lie halfway between two
// float32 values, or in their subnormal range.
func fma32Rare(x, y, z float32) float32 {
	p := float64(x) * float64(y)
	s := p + float64(z)
	r := float32(s)
	if float64(r) == s || math.IsInf(s, 0) || s != s {
		return r
	}
	// The other float32 candidate next to s, and whether s is the
	// midpoint between the two.
	o := math.Nextafter32(r, float32(math.Copysign(math.Inf(1), s-float64(r))))
	if 2*s != float64(r)+float64(o) {
		return r
	}
	// p + z = s + e exactly (Knuth's two-sum).
	bv := s - p
	e := (p - (s - bv)) + (float64(z) - bv)
	switch {
	case e > 0:
		return max(r, o)
	case e < 0:
		return min(r, o)
	}
	return r
}
