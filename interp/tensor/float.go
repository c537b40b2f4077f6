package tensor

import (
	"fmt"
	"math"
)

// nonFinite tells which non-finite values a float format can encode.
type nonFinite uint8

const (
	// ieeeNonFinite formats have infinities and NaNs as in IEEE 754.
	ieeeNonFinite nonFinite = iota
	// nanOnly formats have NaN but no infinity; overflow produces NaN.
	nanOnly
	// finiteOnly formats have neither; overflow saturates.
	finiteOnly
)

// nanEncoding tells how a float format spells NaN.
type nanEncoding uint8

const (
	// nanIEEE: all-ones exponent and a non-zero mantissa.
	nanIEEE nanEncoding = iota
	// nanAllOnes: all-ones exponent and mantissa (either sign).
	nanAllOnes
	// nanNegZero: the pattern of negative zero, the only NaN.
	nanNegZero
)

// format describes the binary encoding of one float kind, following the
// corresponding llvm::fltSemantics.
type format struct {
	kind      Kind
	width     uint // bits in the encoding
	mant      uint // stored (trailing) mantissa bits
	bias      int  // exponent bias
	minExp    int  // exponent of the smallest normal value
	maxExp    int  // exponent of the largest finite value
	nonFinite nonFinite
	nan       nanEncoding
	unsigned  bool // no sign bit and no zero (f8E8M0FNU)

	maxFinite float64
	minNormal float64

	// Fast-path parameters for rounding float32 values: float32 bit patterns
	// a (sign cleared with absMask32) in [lo32, hi32] are normal in the
	// format; rounding adds half32 plus the lowest kept bit masked by odd32
	// and clears the low shift32 bits (lowMask32).
	lo32, hi32, absMask32 uint32
	half32, odd32         uint32
	lowMask32             uint32
	shift32               uint
	// over32 is the float32 pattern of an overflowing positive value and
	// overSign32 the mask of the input sign bits it keeps.
	over32, overSign32 uint32
}

// newFormat derives a format from the parameters of its fltSemantics.
func newFormat(k Kind, width, mant uint, minExp, maxExp int, nf nonFinite, ne nanEncoding) format {
	f := format{kind: k, width: width, mant: mant, minExp: minExp, maxExp: maxExp, nonFinite: nf, nan: ne}
	f.bias = 1 - minExp
	if k == F8E8M0FNU {
		f.bias = -minExp
		f.unsigned = true
	}
	maxSig := uint64(1)<<(mant+1) - 1
	if ne == nanAllOnes && mant > 0 {
		maxSig--
	}
	f.maxFinite = math.Ldexp(float64(maxSig), maxExp-int(mant))
	f.minNormal = math.Ldexp(1, minExp)
	if mant <= 23 {
		f.shift32 = 23 - mant
		lo := max(minExp, -126)
		f.lo32 = uint32(lo+127) << 23
		f.hi32 = math.Float32bits(float32(f.maxFinite))
		f.absMask32 = 0x7FFFFFFF
		if f.unsigned {
			// Negative values take the slow path.
			f.absMask32 = 0xFFFFFFFF
		}
		if f.shift32 > 0 {
			f.lowMask32 = 1<<f.shift32 - 1
			f.half32 = 1<<(f.shift32-1) - 1
			f.odd32 = 1
			if mant == 0 {
				// The only significand bit is the implicit one, which is
				// odd, so ties always round up.
				f.half32++
				f.odd32 = 0
			}
		}
		f.over32 = math.Float32bits(f.decode32(f.overflowBits(false)))
		if !f.unsigned && f.nan != nanNegZero {
			f.overSign32 = 0x80000000
		}
	}
	return f
}

// formatOf returns the format of a float kind.
func formatOf(k Kind) (format, bool) {
	switch k {
	case F4E2M1FN:
		return newFormat(k, 4, 1, 0, 2, finiteOnly, nanIEEE), true
	case F6E2M3FN:
		return newFormat(k, 6, 3, 0, 2, finiteOnly, nanIEEE), true
	case F6E3M2FN:
		return newFormat(k, 6, 2, -2, 4, finiteOnly, nanIEEE), true
	case F8E3M4:
		return newFormat(k, 8, 4, -2, 3, ieeeNonFinite, nanIEEE), true
	case F8E4M3:
		return newFormat(k, 8, 3, -6, 7, ieeeNonFinite, nanIEEE), true
	case F8E4M3FN:
		return newFormat(k, 8, 3, -6, 8, nanOnly, nanAllOnes), true
	case F8E4M3FNUZ:
		return newFormat(k, 8, 3, -7, 7, nanOnly, nanNegZero), true
	case F8E4M3B11FNUZ:
		return newFormat(k, 8, 3, -10, 4, nanOnly, nanNegZero), true
	case F8E5M2:
		return newFormat(k, 8, 2, -14, 15, ieeeNonFinite, nanIEEE), true
	case F8E5M2FNUZ:
		return newFormat(k, 8, 2, -15, 15, nanOnly, nanNegZero), true
	case F8E8M0FNU:
		return newFormat(k, 8, 0, -127, 127, nanOnly, nanAllOnes), true
	case BF16:
		return newFormat(k, 16, 7, -126, 127, ieeeNonFinite, nanIEEE), true
	case F16:
		return newFormat(k, 16, 10, -14, 15, ieeeNonFinite, nanIEEE), true
	case TF32:
		return newFormat(k, 19, 10, -126, 127, ieeeNonFinite, nanIEEE), true
	case F32:
		return newFormat(k, 32, 23, -126, 127, ieeeNonFinite, nanIEEE), true
	case F64:
		return newFormat(k, 64, 52, -1022, 1023, ieeeNonFinite, nanIEEE), true
	}
	return format{}, false
}

// mustFormat returns the format of k and panics when k is not a float kind.
func mustFormat(k Kind) format {
	f, ok := formatOf(k)
	if !ok {
		panic(fmt.Sprintf("tensor: %v is not a float kind", k))
	}
	return f
}

// FloatInfo summarizes the properties of a float kind.
type FloatInfo struct {
	// Precision is the number of significand bits including the implicit
	// integer bit (11 for F16).
	Precision int
	// ExponentBits is the width of the exponent field.
	ExponentBits int
	// Bias is the exponent bias of the encoding.
	Bias int
	// MinExp is the exponent of the smallest normal value.
	MinExp int
	// MaxExp is the exponent of the largest finite value.
	MaxExp int
	// HasInf reports whether the format encodes infinities.
	HasInf bool
	// HasNaN reports whether the format encodes NaN.
	HasNaN bool
	// HasNegZero reports whether -0 is distinct from +0.
	HasNegZero bool
	// HasZero reports whether zero is representable (false for f8E8M0FNU).
	HasZero bool
	// Signed reports whether negative values are representable.
	Signed bool
	// MaxFinite is the largest finite value.
	MaxFinite float64
	// MinNormal is the smallest positive normal value.
	MinNormal float64
	// SmallestNonzero is the smallest positive value.
	SmallestNonzero float64
}

// FloatInfoOf returns the properties of a float kind; ok is false for
// non-float kinds.
func FloatInfoOf(k Kind) (info FloatInfo, ok bool) {
	f, ok := formatOf(k)
	if !ok {
		return FloatInfo{}, false
	}
	expBits := int(f.width - f.mant - 1)
	if f.unsigned {
		expBits++
	}
	info = FloatInfo{
		Precision:       int(f.mant) + 1,
		ExponentBits:    expBits,
		Bias:            f.bias,
		MinExp:          f.minExp,
		MaxExp:          f.maxExp,
		HasInf:          f.nonFinite == ieeeNonFinite,
		HasNaN:          f.nonFinite != finiteOnly,
		HasNegZero:      !f.unsigned && f.nan != nanNegZero,
		HasZero:         !f.unsigned,
		Signed:          !f.unsigned,
		MaxFinite:       f.maxFinite,
		MinNormal:       f.minNormal,
		SmallestNonzero: math.Ldexp(1, f.minExp-int(f.mant)),
	}
	if f.unsigned {
		info.SmallestNonzero = f.minNormal
	}
	return info, true
}

// signBit returns the sign bit of the encoding, or 0 for unsigned formats.
func (f *format) signBit() uint64 {
	if f.unsigned {
		return 0
	}
	return 1 << (f.width - 1)
}

// expAllOnes returns the all-ones exponent field value.
func (f *format) expAllOnes() uint64 {
	return 1<<(f.width-1-f.mant) - 1
}

// nanBits returns the encoding of a NaN of the given sign whose payload is
// the top bits of a payloadBits-wide source payload.
func (f *format) nanBits(neg bool, payload uint64, payloadBits uint) uint64 {
	var sign uint64
	if neg {
		sign = f.signBit()
	}
	switch {
	case f.nonFinite == finiteOnly:
		// No NaN exists; NaN maps to a zero of the same sign.
		return sign
	case f.unsigned:
		return 1<<f.width - 1
	case f.nan == nanNegZero:
		return f.signBit()
	case f.nan == nanAllOnes:
		return sign | (1<<(f.width-1) - 1)
	}
	p := payload >> (payloadBits - f.mant)
	if p == 0 {
		p = 1 << (f.mant - 1)
	}
	return sign | f.expAllOnes()<<f.mant | p
}

// overflowBits returns the encoding of a value too large for the format:
// infinity, NaN or the largest finite value, as APFloat's round-to-nearest
// overflow handling gives for the format.
func (f *format) overflowBits(neg bool) uint64 {
	var sign uint64
	if neg {
		sign = f.signBit()
	}
	switch f.nonFinite {
	case ieeeNonFinite:
		return sign | f.expAllOnes()<<f.mant
	case nanOnly:
		return f.nanBits(neg, 0, 64)
	}
	return sign | f.packMag(f.maxFinite)
}

// roundMag rounds a non-negative finite value to the nearest value of the
// format's precision and exponent range (ties to even), ignoring overflow.
func (f *format) roundMag(a float64) float64 {
	_, e2 := math.Frexp(a)
	e := max(e2-1, f.minExp)
	q := e - int(f.mant)
	return math.Ldexp(math.RoundToEven(math.Ldexp(a, -q)), q)
}

// packMag encodes a positive value that is exactly representable and finite
// in the format, without the sign.
func (f *format) packMag(r float64) uint64 {
	if r < f.minNormal {
		return uint64(math.Ldexp(r, int(f.mant)-f.minExp))
	}
	_, e2 := math.Frexp(r)
	e := e2 - 1
	m := uint64(math.Ldexp(r, int(f.mant)-e))
	return uint64(e+f.bias)<<f.mant | m&(1<<f.mant-1)
}

// encode converts v to the format, rounding to nearest even.
func (f *format) encode(v float64) uint64 {
	b := math.Float64bits(v)
	neg := b>>63 != 0
	if v != v {
		return f.nanBits(neg, b&(1<<52-1), 52)
	}
	switch f.kind {
	case F64:
		return b
	case F32:
		return uint64(math.Float32bits(float32(v)))
	}
	a := math.Abs(v)
	if f.unsigned {
		if neg && a != 0 {
			return f.nanBits(false, 0, 64)
		}
		neg = false
	}
	if math.IsInf(a, 0) {
		return f.overflowBits(neg)
	}
	r := f.roundMag(a)
	if r > f.maxFinite {
		return f.overflowBits(neg)
	}
	if r == 0 {
		if neg && f.nan != nanNegZero {
			return f.signBit()
		}
		return 0
	}
	if neg {
		return f.signBit() | f.packMag(r)
	}
	return f.packMag(r)
}

// encode32 converts a float32 to the format, keeping NaN payloads.
func (f *format) encode32(x float32) uint64 {
	b := math.Float32bits(x)
	if f.kind == F32 {
		return uint64(b)
	}
	if x != x {
		if f.kind == F64 {
			return uint64(b>>31)<<63 | 0x7FF<<52 | uint64(b&(1<<23-1))<<29
		}
		return f.nanBits(b>>31 != 0, uint64(b&(1<<23-1)), 23)
	}
	return f.encode(float64(x))
}

// fields splits an encoding into sign, biased exponent and mantissa.
func (f *format) fields(b uint64) (neg bool, e, m uint64) {
	b &= 1<<f.width - 1
	if f.unsigned {
		return false, b, 0
	}
	neg = b>>(f.width-1) != 0
	mag := b & (1<<(f.width-1) - 1)
	return neg, mag >> f.mant, mag & (1<<f.mant - 1)
}

// isNaNBits reports whether an encoding is a NaN.
func (f *format) isNaNBits(b uint64) bool {
	neg, e, m := f.fields(b)
	switch {
	case f.nonFinite == finiteOnly:
		return false
	case f.unsigned:
		return e == 0xFF
	case f.nan == nanNegZero:
		return neg && e == 0 && m == 0
	case f.nan == nanAllOnes:
		return e == f.expAllOnes() && m == 1<<f.mant-1
	}
	return e == f.expAllOnes() && m != 0
}

// isInfBits reports whether an encoding is an infinity.
func (f *format) isInfBits(b uint64) bool {
	if f.nonFinite != ieeeNonFinite {
		return false
	}
	_, e, m := f.fields(b)
	return e == f.expAllOnes() && m == 0
}

// decode converts an encoding to float64 exactly; NaN payloads are kept in
// the top mantissa bits.
func (f *format) decode(b uint64) float64 {
	switch f.kind {
	case F64:
		return math.Float64frombits(b)
	case F32:
		x := uint32(b)
		if x&0x7FFFFFFF > 0x7F800000 {
			return math.Float64frombits(uint64(x>>31)<<63 | 0x7FF<<52 | uint64(x&(1<<23-1))<<29)
		}
		return float64(math.Float32frombits(x))
	}
	neg, e, m := f.fields(b)
	if f.isNaNBits(b) {
		if f.unsigned || f.nan == nanNegZero {
			return math.NaN()
		}
		var sign uint64
		if neg {
			sign = 1 << 63
		}
		return math.Float64frombits(sign | 0x7FF<<52 | m<<(52-f.mant))
	}
	if f.isInfBits(b) {
		if neg {
			return math.Inf(-1)
		}
		return math.Inf(1)
	}
	var v float64
	switch {
	case f.unsigned:
		v = math.Ldexp(1, int(e)-f.bias)
	case e == 0:
		v = math.Ldexp(float64(m), f.minExp-int(f.mant))
	default:
		v = math.Ldexp(float64(m|1<<f.mant), int(e)-f.bias-int(f.mant))
	}
	if neg {
		v = -v
	}
	return v
}

// decode32 converts an encoding to float32 exactly (for formats no wider than
// F32), keeping NaN payloads.
func (f *format) decode32(b uint64) float32 {
	if f.kind == F32 {
		return math.Float32frombits(uint32(b))
	}
	if f.isNaNBits(b) {
		neg, _, m := f.fields(b)
		if f.unsigned || f.nan == nanNegZero {
			return math.Float32frombits(0x7FC00000)
		}
		var sign uint32
		if neg {
			sign = 1 << 31
		}
		return math.Float32frombits(sign | 0xFF<<23 | uint32(m)<<(23-f.mant))
	}
	return float32(f.decode(b))
}

// round32 rounds a float32 to the nearest value of a narrow format. The
// common case (a result that is normal in the format) is done on the bits.
func (f *format) round32(x float32) float32 {
	b := math.Float32bits(x)
	a := b & f.absMask32
	if a-f.lo32 < 0x7F800000-f.lo32 {
		r := (a + f.half32 + (a>>f.shift32)&f.odd32) &^ f.lowMask32
		if r <= f.hi32 {
			return math.Float32frombits(r | b&0x80000000)
		}
		return math.Float32frombits(f.over32 | b&f.overSign32)
	}
	return f.round32Slow(x)
}

// round32Slow rounds values outside the fast path (tiny values, zeros,
// infinities, NaNs and negative values of unsigned formats) through the exact
// encoder.
func (f *format) round32Slow(x float32) float32 {
	if x == 0 && !f.unsigned && f.nan != nanNegZero {
		return x
	}
	return f.decode32(f.encode32(x))
}

// EncodeFloat returns the bit pattern of v converted to float kind k with
// round-to-nearest-even, following LLVM's APFloat conversion for the format:
// overflow becomes infinity in IEEE-like formats, NaN in formats without
// infinity (f8E4M3FN, the FNUZ formats, f8E8M0FNU) and the largest finite
// value in the MX formats without NaN (f4E2M1FN, f6E2M3FN, f6E3M2FN). FNUZ
// formats have no -0 (it becomes +0) and a single NaN at the negative-zero
// pattern. NaN keeps its sign and the top bits of its payload where the format
// allows it (the quiet bit is set when no payload bit survives); formats
// without NaN encode it as a zero of the same sign. f8E8M0FNU, which has
// neither sign nor zero, encodes zero and tiny values as its smallest value
// 2^-127 and negative values as NaN. k must be a float kind, otherwise
// EncodeFloat panics.
func EncodeFloat(k Kind, v float64) uint64 {
	f := mustFormat(k)
	return f.encode(v)
}

// EncodeFloat32 is EncodeFloat for a float32 value; it keeps the payload of a
// float32 NaN bit-exactly where the format allows it.
func EncodeFloat32(k Kind, v float32) uint64 {
	f := mustFormat(k)
	return f.encode32(v)
}

// DecodeFloat returns the value of the bit pattern bits of float kind k. Bits
// above the kind's width are ignored. NaN payloads are carried in the top
// mantissa bits of the result. k must be a float kind, otherwise DecodeFloat
// panics.
func DecodeFloat(k Kind, bits uint64) float64 {
	f := mustFormat(k)
	return f.decode(bits)
}

// DecodeFloat32 is DecodeFloat returning a float32; it is exact for every
// float kind except F64, which it rounds to nearest even.
func DecodeFloat32(k Kind, bits uint64) float32 {
	f := mustFormat(k)
	if k == F64 {
		return float32(f.decode(bits))
	}
	return f.decode32(bits)
}

// RoundFloat rounds v to the nearest value representable in float kind k (with
// the overflow, zero and NaN rules of EncodeFloat) and returns it as float64.
// It is the identity for F64.
func RoundFloat(k Kind, v float64) float64 {
	if k == F64 {
		return v
	}
	f := mustFormat(k)
	return f.decode(f.encode(v))
}

// RoundFloat32 rounds v to the nearest value representable in float kind k,
// which must be F32 or a narrower float kind (other non-float kinds panic). It
// is the identity for F32.
func RoundFloat32(k Kind, v float32) float32 {
	if k == F32 || k == F64 {
		return v
	}
	f := mustFormat(k)
	return f.round32(v)
}

// RoundFloats rounds every value of buf in place to float kind k (see
// RoundFloat32). Kernels call it after computing a narrow-float result in
// float32 or float64 arithmetic.
func RoundFloats(k Kind, buf []float32) {
	if k == F32 || k == F64 {
		return
	}
	f := mustFormat(k)
	for i, x := range buf {
		buf[i] = f.round32(x)
	}
}

// FloatRounder returns a function that rounds float32 values to float kind k,
// with the format looked up once; use it in per-element loops.
func FloatRounder(k Kind) func(float32) float32 {
	if k == F32 || k == F64 {
		return func(x float32) float32 { return x }
	}
	f := mustFormat(k)
	return f.round32
}

// IsNaNBits reports whether bits encodes a NaN in float kind k.
func IsNaNBits(k Kind, bits uint64) bool {
	f := mustFormat(k)
	return f.isNaNBits(bits)
}

// WrapInt wraps v to the bit width of integer kind k: signed kinds are
// sign-extended from their width (two's complement, so WrapInt(SI4, 8) is -8),
// unsigned kinds and Bool are reduced modulo 2^width. 64-bit and other kinds
// are returned unchanged.
func WrapInt(k Kind, v int64) int64 {
	if k == Bool || k.IsUnsigned() {
		return int64(WrapUint(k, uint64(v)))
	}
	w := k.BitWidth()
	if w <= 0 || w >= 64 {
		return v
	}
	s := uint(64 - w)
	return v << s >> s
}

// WrapUint reduces v modulo 2^width of kind k, i.e. keeps the low BitWidth
// bits (the two's complement pattern for signed kinds). Kinds 64 bits wide or
// wider return v unchanged.
func WrapUint(k Kind, v uint64) uint64 {
	w := k.BitWidth()
	if w <= 0 || w >= 64 {
		return v
	}
	return v & (1<<uint(w) - 1)
}

// signExtend interprets the low w bits of b as a two's complement integer.
func signExtend(b uint64, w int) int64 {
	if w >= 64 {
		return int64(b)
	}
	s := uint(64 - w)
	return int64(b<<s) >> s
}
