package interp

import (
	"math"
	"math/bits"
	"math/cmplx"
)

// Scalar functions shared by the elementwise kernels. Integer functions work
// on values widened to 64 bits (sign-extended for signed kinds,
// zero-extended for unsigned ones); the kernels truncate the results back to
// the storage type and wrap sub-byte kinds, so wrapping arithmetic in 64 bits
// gives the two's complement result of the narrow kind. Float functions work
// in float64; complex ones in complex128.

// signedElem, unsignedElem, floatElem and complexElem are the storage types of the
// element type families.
type (
	signedElem interface {
		~int8 | ~int16 | ~int32 | ~int64
	}
	unsignedElem interface {
		~uint8 | ~uint16 | ~uint32 | ~uint64
	}
	integerElem interface{ signedElem | unsignedElem }
	floatElem   interface{ ~float32 | ~float64 }
	complexElem interface{ ~complex64 | ~complex128 }
)

// toOdd32 converts v to float32 rounding to odd: an inexact result gets its
// lowest significand bit set. Rounding that value once more to a format
// with at least two fewer significand bits gives the same result as rounding
// v directly, so narrow float results computed in float64 are rounded to
// their kind exactly once in effect.
func toOdd32(v float64) float32 {
	r := float32(v)
	if v != v || float64(r) == v {
		return r
	}
	b := math.Float32bits(r)
	if math.Abs(float64(r)) > math.Abs(v) {
		b-- // step the magnitude towards zero: truncation
	}
	return math.Float32frombits(b | 1)
}

// oddFromInt64 converts v to float64 rounding to odd (see toOdd32).
func oddFromInt64(v int64) float64 {
	if v < 0 {
		return -oddFromUint64(uint64(-v))
	}
	return oddFromUint64(uint64(v))
}

// oddFromUint64 converts v to float64 rounding to odd (see toOdd32).
func oddFromUint64(v uint64) float64 {
	n := bits.Len64(v)
	if n <= 53 {
		return float64(v)
	}
	sh := uint(n - 53)
	m := v >> sh
	if v&(1<<sh-1) != 0 {
		m |= 1
	}
	return math.Ldexp(float64(m), int(sh))
}

// Integer scalar functions. Division by zero and signed overflow follow
// XLA: x/0 is -1 (all ones), x%0 is x, MIN/-1 is MIN and MIN%-1 is 0.

// divS is signed division truncating towards zero.
func divS(x, y int64) int64 {
	if y == 0 {
		return -1
	}
	if y == -1 {
		return -x // wraps for the most negative value
	}
	return x / y
}

// divU is unsigned division.
func divU(x, y uint64) uint64 {
	if y == 0 {
		return math.MaxUint64
	}
	return x / y
}

// remS is the signed remainder, with the sign of the dividend.
func remS(x, y int64) int64 {
	if y == 0 {
		return x
	}
	if y == -1 {
		return 0
	}
	return x % y
}

// remU is the unsigned remainder.
func remU(x, y uint64) uint64 {
	if y == 0 {
		return x
	}
	return x % y
}

// powS is integer exponentiation with wrapping multiplication. A negative
// exponent gives 0, except for bases 1 and -1 whose powers stay on the unit
// circle.
func powS(x, y int64) int64 {
	if y < 0 {
		switch x {
		case 1:
			return 1
		case -1:
			if y&1 != 0 {
				return -1
			}
			return 1
		}
		return 0
	}
	return int64(powU(uint64(x), uint64(y)))
}

// powU is exponentiation by squaring with wrapping multiplication.
func powU(x, y uint64) uint64 {
	r := uint64(1)
	for y != 0 {
		if y&1 != 0 {
			r *= x
		}
		x *= x
		y >>= 1
	}
	return r
}

// The shift functions of an integer kind of width w, for signed and for
// unsigned kinds. A shift amount is read as an unsigned w-bit number;
// amounts of w or more shift every bit out (the arithmetic right shift then
// yields the sign fill).

// shiftLeftFuncs returns shift_left for width w.
func shiftLeftFuncs(w int) (func(x, y int64) int64, func(x, y uint64) uint64) {
	return func(x, y int64) int64 {
			if y < 0 || y >= int64(w) {
				return 0
			}
			return x << uint(y)
		}, func(x, y uint64) uint64 {
			if y >= uint64(w) {
				return 0
			}
			return x << uint(y)
		}
}

// shiftRightArithmeticFuncs returns shift_right_arithmetic for width w;
// unsigned kinds are shifted as the signed numbers with the same bits.
func shiftRightArithmeticFuncs(w int) (func(x, y int64) int64, func(x, y uint64) uint64) {
	return func(x, y int64) int64 {
			if y < 0 || y >= int64(w) {
				y = 63
			}
			return x >> uint(y)
		}, func(x, y uint64) uint64 {
			sx := signExtend64(x, w)
			if y >= uint64(w) {
				y = 63
			}
			return uint64(sx >> uint(y))
		}
}

// shiftRightLogicalFuncs returns shift_right_logical for width w; signed
// kinds are shifted as the unsigned numbers with the same bits.
func shiftRightLogicalFuncs(w int) (func(x, y int64) int64, func(x, y uint64) uint64) {
	mask := mask(w)
	return func(x, y int64) int64 {
			if y < 0 || y >= int64(w) {
				return 0
			}
			return int64((uint64(x) & mask) >> uint(y))
		}, func(x, y uint64) uint64 {
			if y >= uint64(w) {
				return 0
			}
			return (x & mask) >> uint(y)
		}
}

// mask returns a mask of the low w bits.
func mask(w int) uint64 {
	if w >= 64 {
		return math.MaxUint64
	}
	return 1<<uint(w) - 1
}

// signExtend64 reads the low w bits of x as a two's complement number.
func signExtend64(x uint64, w int) int64 {
	if w >= 64 {
		return int64(x)
	}
	s := uint(64 - w)
	return int64(x<<s) >> s
}

// atan2C is the complex two-argument arctangent:
// -i * log((x + i*y) / sqrt(x*x + y*y)).
func atan2C(y, x complex128) complex128 {
	num := x + complex(0, 1)*y
	den := cmplx.Sqrt(x*x + y*y)
	return complex(0, -1) * cmplx.Log(num/den)
}

// signF is the sign of a float: NaN and zeros are returned as they are.
func signF(x float64) float64 {
	switch {
	case x != x || x == 0:
		return x
	case x < 0:
		return -1
	}
	return 1
}

// signC is x/|x|, (NaN, NaN) when a part is NaN and 0 for 0.
func signC(x complex128) complex128 {
	if math.IsNaN(real(x)) || math.IsNaN(imag(x)) {
		return complex(math.NaN(), math.NaN())
	}
	if x == 0 {
		return 0
	}
	a := cmplx.Abs(x)
	return complex(real(x)/a, imag(x)/a)
}

// cbrtC is the principal cube root.
func cbrtC(x complex128) complex128 {
	return cmplx.Rect(math.Cbrt(cmplx.Abs(x)), cmplx.Phase(x)/3)
}

// expm1C is exp(x) - 1, accurate near 0:
// (expm1(a)cos(b) - 2sin²(b/2)) + i exp(a)sin(b).
func expm1C(x complex128) complex128 {
	a, b := real(x), imag(x)
	s := math.Sin(b / 2)
	return complex(math.Expm1(a)*math.Cos(b)-2*s*s, math.Exp(a)*math.Sin(b))
}

// log1pC is log(1 + x), accurate near 0.
func log1pC(x complex128) complex128 {
	a, b := real(x), imag(x)
	if math.Abs(a) < 0.5 && math.Abs(b) < 0.5 {
		return complex(0.5*math.Log1p(a*(2+a)+b*b), math.Atan2(b, 1+a))
	}
	return cmplx.Log(1 + x)
}

func logisticF(x float64) float64       { return 1 / (1 + math.Exp(-x)) }
func logisticC(x complex128) complex128 { return 1 / (1 + cmplx.Exp(-x)) }
func rsqrtF(x float64) float64          { return 1 / math.Sqrt(x) }
func rsqrtC(x complex128) complex128    { return 1 / cmplx.Sqrt(x) }

// popcountFunc returns popcnt for width w: the number of set bits among the
// low w bits.
func popcountFunc(w int) func(uint64) uint64 {
	mask := mask(w)
	return func(x uint64) uint64 { return uint64(bits.OnesCount64(x & mask)) }
}

// countLeadingZerosFunc returns count_leading_zeros for width w: the
// number of zero bits above the highest set bit of the low w bits.
func countLeadingZerosFunc(w int) func(uint64) uint64 {
	mask := mask(w)
	return func(x uint64) uint64 { return uint64(bits.LeadingZeros64(x&mask) - (64 - w)) }
}
