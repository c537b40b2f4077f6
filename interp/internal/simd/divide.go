package simd

import "math/bits"

// Division of 32-bit integers by one divisor, by multiplication: for a
// divisor d the quotient of every n < 2^32 is
//
//	t = (m * n) >> 32,  q = (t + (n - t) >> s1) >> s2
//
// with l = ceil(log2 d), m = floor(2^32 (2^l - d) / d) + 1, s1 = min(l, 1)
// and s2 = max(l - 1, 0) (Granlund and Montgomery, "Division by invariant
// integers using multiplication", 1994, figure 4.1), which holds for every
// d >= 1. Signed numbers divide their magnitudes (truncating, as the spec
// does) and take the sign back.

// divisor32 is a divisor prepared for divide.
type divisor32 struct {
	d, m     uint32
	s1, s2   uint64
	negative bool // the signed divisor is negative (d is its magnitude)
}

// newDivisor32 prepares d, which must not be 0.
func newDivisor32(d uint32, negative bool) divisor32 {
	l := uint64(bits.Len32(d - 1)) // ceil(log2 d)
	m := uint32((uint64(1)<<32)*((uint64(1)<<l)-uint64(d))/uint64(d) + 1)
	return divisor32{d: d, m: m, s1: min(l, 1), s2: max(l, 1) - 1, negative: negative}
}

// quo returns n / v.d.
func (v *divisor32) quo(n uint32) uint32 {
	t := uint32((uint64(v.m) * uint64(n)) >> 32)
	return (t + (n-t)>>v.s1) >> v.s2
}

// magnitude returns |d| as an unsigned number and whether d is negative.
func magnitude[T int32 | uint32](d T) (uint32, bool) {
	if d < 0 {
		return -uint32(d), true
	}
	return uint32(d), false
}

// isSigned reports whether T is signed.
func isSigned[T int32 | uint32]() bool {
	var m T
	m--
	return m < 0
}

// Rem sets z[i] to the remainder of x[i] divided by d, with the sign of
// x[i] (truncating division); x[i] when d is 0. x may be z.
func Rem[T int32 | uint32](x []T, d T, z []T) {
	x = x[:len(z)]
	if d == 0 {
		copy(z, x)
		return
	}
	mag, neg := magnitude(d)
	divide(x, newDivisor32(mag, neg), z, true)
}

// Quo sets z[i] to the quotient of x[i] divided by d, truncated toward
// zero; for d 0 it is -1 (all bits set) and for d -1 it is -x[i]
// (wrapping). x may be z.
func Quo[T int32 | uint32](x []T, d T, z []T) {
	x = x[:len(z)]
	if d == 0 {
		fill(z, ^T(0))
		return
	}
	mag, neg := magnitude(d)
	divide(x, newDivisor32(mag, neg), z, false)
}

// divide sets z to the quotients (or remainders) of x by v.
func divide[T int32 | uint32](x []T, v divisor32, z []T, rem bool) {
	signed := isSigned[T]()
	done := 0
	if avx2 {
		done = divideAsm(x, &v, z, signed, rem)
	}
	for i := done; i < len(z); i++ {
		n := uint32(x[i])
		if signed && x[i] < 0 {
			n = -n
		}
		q := v.quo(n)
		var r uint32
		if rem {
			r = n - q*v.d
			if signed && x[i] < 0 {
				r = -r
			}
		} else {
			r = q
			if signed && (x[i] < 0) != v.negative {
				r = -r
			}
		}
		z[i] = T(r)
	}
}
